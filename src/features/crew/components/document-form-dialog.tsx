import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type CrewDocument,
  crewDocumentSaveSchema,
  DOC_CUSTOM_ID_MAX,
  DOCUMENT_TEXT,
} from '../../../contracts/crew-documents';
import { FILE_PURPOSES } from '../../../contracts/file-purposes';
import { MSG } from '../../../contracts/messages';
import { categoriesFor, categoryOf } from '../../../domain/crew/document-categories';
import { issuedInFuture, keptDetailsOnly } from '../../../domain/crew/document-details';
import { isoDay } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { Checkbox } from '../../../ui/checkbox';
import { FormDateField } from '../../../ui/form-date-field';
import { Select } from '../../../ui/select';
import { TextArea } from '../../../ui/text-area';
import { TextField } from '../../../ui/text-field';
import { countryChoices } from '../data/country-names';
import { EditDialog } from './edit-dialog';
import { firstErrorIn } from './form-check';

export interface DocumentForm {
  categoryId: string;
  name: string;
  expiryDate: string;
  issuedAt: string;
  nationality: string;
  passportNo: string;
  grade: string;
  limitation: string;
  customId: string;
  comment: string;
  isPrivate: boolean;
}
type Field = keyof DocumentForm | 'file';

/**
 * Add a document (the file, then its category and additional info) or edit one's details (doc 2,
 * document-specification, -passport, -modular, -visa): the fields follow the category, checked
 * with the shared schema. A file is chosen or photographed; it is sent when a link allows.
 */
export function DocumentFormDialog(props: {
  level: number | null;
  doc?: CrewDocument;
  onSave: (values: DocumentForm, file: File | null) => Promise<void>;
  onClose: () => void;
  /** A document being added, as kept before a reload (document-draft.ts). */
  draft?: { values: DocumentForm; file: File | null };
  /** Keeps a new document's fields and file as they change. */
  onDraft?: (values: DocumentForm, file: File | null) => void;
}) {
  const d = props.doc;
  const kept = d ? undefined : props.draft;
  const { register, control, handleSubmit, setError, formState, watch } = useForm<DocumentForm>({
    defaultValues: {
      categoryId: d ? String(d.categoryId) : '',
      name: d && categoryOf(d.categoryId)?.name !== d.name ? d.name : '',
      expiryDate: d?.expiryDate ?? '',
      issuedAt: d?.issuedAt ?? '',
      nationality: d?.nationality ? String(d.nationality) : '',
      passportNo: d?.passportNo ?? '',
      grade: d?.grade ?? '',
      limitation: d?.limitation ?? '',
      customId: d?.customId ?? '',
      comment: d?.comment ?? '',
      isPrivate: d?.isPrivate ?? false,
      ...kept?.values,
    },
  });
  const [file, setFile] = useState<File | null>(kept?.file ?? null);
  // A new document's fields and file are kept on the device as they change.
  const onDraft = d ? undefined : props.onDraft;
  useEffect(() => {
    if (!onDraft) return;
    const sub = watch((values) => onDraft(values as DocumentForm, file));
    return () => sub.unsubscribe();
  }, [watch, onDraft, file]);
  useEffect(() => {
    if (file) onDraft?.(watch(), file);
  }, [file, onDraft, watch]);
  const [fileError, setFileError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const category = categoryOf(Number(watch('categoryId')));
  const choices = categoriesFor(props.level)
    .filter((c) => !d || !c.isPrivate || d.isPrivate)
    .map((c) => ({ id: String(c.id), label: t(c.name) }));
  const e = (f: Field) => (f === 'file' ? fileError : formState.errors[f]?.message);

  const submit = handleSubmit(async (values) => {
    // No category chosen is a missing field, not a bad id.
    const categoryId = values.categoryId || undefined;
    // A field hidden by the category chosen last is not judged: it is not sent (the commands drop it).
    const result = crewDocumentSaveSchema.safeParse({
      ...keptDetailsOnly(values),
      categoryId,
      documentId: 'checking-only',
      yachtId: 1,
    });
    const missingFile = !d && !file;
    if (missingFile) setFileError(t('Add a PDF or a photo of the document.'));
    if (firstErrorIn<keyof DocumentForm>(result, (f, message) => setError(f, { message })) || missingFile)
      return;
    // As the server refuses it (doc 1, section 5), before it is queued: after this device's today.
    if (issuedInFuture(values.issuedAt, isoDay(new Date()), 0))
      return setError('issuedAt', { message: MSG.notFuture });
    setBusy(true);
    await props.onSave(values, file);
  });
  const pick = (chosen: File | undefined) => {
    const { maxBytes, tooBig } = FILE_PURPOSES.crewDocument;
    setFileError(chosen && chosen.size > maxBytes ? tooBig() : undefined);
    setFile(chosen && chosen.size <= maxBytes ? chosen : null);
  };
  const date = (name: 'expiryDate' | 'issuedAt', label: string) => (
    <FormDateField control={control} name={name} label={label} />
  );

  return (
    <EditDialog
      title={d ? t('Document details') : t('Add document')}
      onSubmit={submit}
      onClose={props.onClose}
      busy={busy}
    >
      {d ? null : (
        <div className="field">
          <span className="field-label">{t('File')}</span>
          <label className={`file-pick${fileError ? ' invalid' : ''}`}>
            <input
              type="file"
              accept="image/*,application/pdf,.doc,.docx"
              aria-label={t('Choose a file or take a photo')}
              onChange={(ev) => pick(ev.target.files?.[0])}
            />
            <span>{file ? file.name : t('Choose a file or take a photo')}</span>
          </label>
          {fileError ? (
            <span className="field-error" role="alert">
              {t(fileError)}
            </span>
          ) : (
            <span className="muted small">{t('PDF or a photo, at most 20 MB.')}</span>
          )}
        </div>
      )}
      <Controller
        control={control}
        name="categoryId"
        render={({ field }) => (
          <Select
            label={t('Category')}
            value={field.value || null}
            onChange={field.onChange}
            choices={choices}
            error={e('categoryId')}
          />
        )}
      />
      {category ? (
        <>
          <TextField
            label={
              category.kind === 'other'
                ? t('Title')
                : t('Title (optional, else “{name}”)', { name: category.name })
            }
            error={e('name')}
            {...register('name')}
          />
          {category.kind === 'passport' || category.kind === 'visa' ? (
            <Controller
              control={control}
              name="nationality"
              render={({ field }) => (
                <Select
                  label={t('Nationality')}
                  value={field.value || null}
                  onChange={field.onChange}
                  choices={countryChoices()}
                  error={e('nationality')}
                />
              )}
            />
          ) : null}
          {category.kind === 'passport' ? (
            <TextField
              label={t('Passport number')}
              autoCapitalize="characters"
              error={e('passportNo')}
              {...register('passportNo')}
            />
          ) : null}
          {category.kind === 'modular' ? (
            <div className="field-pair">
              <TextField label={t('Grade')} error={e('grade')} {...register('grade')} />
              <TextField label={t('Limitation')} error={e('limitation')} {...register('limitation')} />
            </div>
          ) : null}
          {category.kind === 'passport' ? null : (
            <TextField
              label={t('Number (optional)')}
              maxLength={DOC_CUSTOM_ID_MAX}
              error={e('customId')}
              {...register('customId')}
            />
          )}
          <div className="field-pair">
            {date('issuedAt', category.kind === 'passport' ? t('Issue date') : t('Issue date (optional)'))}
            {category.expiryRequired || category.kind === 'other' || category.kind === 'modular' ? (
              date('expiryDate', category.expiryRequired ? t('Expiry date') : t('Expiry date (optional)'))
            ) : (
              <div className="field">
                <span className="field-label">{t('Expiry date')}</span>
                <span className="muted">{t(DOCUMENT_TEXT.dateNotRequired)}</span>
              </div>
            )}
          </div>
          <TextArea label={t('Comment (optional)')} rows={2} error={e('comment')} {...register('comment')} />
          {!d && !category.isPrivate && (props.level ?? 0) >= 4 ? (
            <Controller
              control={control}
              name="isPrivate"
              render={({ field }) => (
                <Checkbox checked={field.value} onChange={field.onChange}>
                  {t('Private: only the crew member and level 5 see it')}
                </Checkbox>
              )}
            />
          ) : null}
        </>
      ) : null}
    </EditDialog>
  );
}
