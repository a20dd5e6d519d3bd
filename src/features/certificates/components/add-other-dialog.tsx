import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CERT_TEXT, type CertSection, type CertType } from '../../../contracts/certificates';
import { MSG } from '../../../contracts/messages';
import { addOtherProblems, bareNumber, certificateNumber } from '../../../domain/certificates/cert-form';
import { t } from '../../../i18n/i18n';
import { focusFirstError } from '../../../ui/focus-first-error';
import { FormDialog } from '../../../ui/form-dialog';
import { TextField } from '../../../ui/text-field';
import { SectionSelect } from './section-select';

interface AddOtherValues {
  title: string;
  sectionId: string;
  number: string;
}

/**
 * Add Other (doc 2, sections 2 and 5): TITLE, a Section and a NUMBER, all required, the number
 * two digits shown after the section's shortcut (typed with the shortcut or without). A title
 * that names a type the vessel has already is refused, as the server would. On save the form
 * opens for a certificate of the new type; the type is added when that certificate is saved.
 */
export function AddOtherDialog(props: {
  sections: readonly CertSection[];
  types: readonly CertType[];
  onSave: (values: { title: string; sectionId: number; sectionNumber: string }) => void;
  onClose: () => void;
}) {
  const schema = useMemo(() => {
    const taken = new Set(props.types.filter((t) => !t.deleted).map((t) => t.name.trim().toLowerCase()));
    return z
      .object({
        title: z.string().max(150, MSG.maxLength(150)),
        sectionId: z.string(),
        number: z.string(),
      })
      .superRefine((v, ctx) => {
        const shortcut = props.sections.find((s) => String(s.id) === v.sectionId)?.shortcut ?? '';
        const problems = addOtherProblems({
          title: v.title,
          sectionId: v.sectionId === '' ? null : Number(v.sectionId),
          number: v.number,
          shortcut,
        });
        if (!problems.title && taken.has(v.title.trim().toLowerCase())) problems.title = CERT_TEXT.typeTaken;
        for (const [field, message] of Object.entries(problems))
          ctx.addIssue({ code: 'custom', path: [field], message });
      });
  }, [props.sections, props.types]);
  const { register, control, handleSubmit, watch, formState } = useForm<AddOtherValues>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', sectionId: '', number: '' },
  });
  const section = props.sections.find((s) => String(s.id) === watch('sectionId'));
  const submit = handleSubmit(
    (v) =>
      props.onSave({
        title: v.title.trim(),
        sectionId: Number(v.sectionId),
        sectionNumber: bareNumber(section?.shortcut ?? '', v.number),
      }),
    () => focusFirstError(document.querySelector<HTMLElement>('.dialog')),
  );
  const e = (f: keyof AddOtherValues) => formState.errors[f]?.message;
  return (
    <FormDialog
      title={t('Add Other')}
      onSubmit={(ev) => void submit(ev)}
      onClose={props.onClose}
      saveLabel={t('Save')}
    >
      <TextField label={t('TITLE')} autoComplete="off" error={e('title')} {...register('title')} />
      <SectionSelect control={control} sections={props.sections} error={e('sectionId')} />
      <TextField
        label={t('NUMBER')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={`${section?.shortcut ?? ''}07`}
        error={e('number')}
        {...register('number')}
      />
      {/* The number is prefixed with the section's shortcut (doc 2): said as it will be listed. */}
      <p className="small muted no-margin" aria-live="polite">
        {section
          ? t('Listed as {number}', {
              number: certificateNumber(section.shortcut, watch('number')) || `${section.shortcut}…`,
            })
          : t('Choose the section first: its shortcut goes before the number.')}
      </p>
    </FormDialog>
  );
}
