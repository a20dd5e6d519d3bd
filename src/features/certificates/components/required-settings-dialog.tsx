import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CertSettings, CertSettingsSave, VesselParameter } from '../../../contracts/certificates';
import { MSG } from '../../../contracts/messages';
import { REQUIRED } from '../../../domain/certificates/cert-form';
import { t } from '../../../i18n/i18n';
import { Checkbox } from '../../../ui/checkbox';
import { focusFirstError } from '../../../ui/focus-first-error';
import { FormDialog } from '../../../ui/form-dialog';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';

const schema = z.object({
  flag: z.string().max(100, MSG.maxLength(100)),
  class: z.string().max(100, MSG.maxLength(100)),
  // Doc 2, section 5: 'the vessel parameter select is required; flag and class have no rules'.
  vesselParameterId: z.string().min(1, REQUIRED),
  cruisingUSWaters: z.boolean(),
});
type Values = z.infer<typeof schema>;

/**
 * Required Settings (doc 2, section 2): FLAG, CLASS, VESSEL PARAMETERS (required) and 'Cruising US
 * Waters'; Cancel and Save. The first save sets up which certificates the vessel must carry, a
 * later change of parameter moves them with it.
 */
export function RequiredSettingsDialog(props: {
  vesselId: number;
  settings: CertSettings | null;
  parameters: readonly VesselParameter[];
  onSave: (body: CertSettingsSave) => Promise<void>;
  onClose: () => void;
}) {
  const s = props.settings;
  const { register, control, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      flag: s?.flag ?? '',
      class: s?.class ?? '',
      vesselParameterId: s?.vesselParameterId ? String(s.vesselParameterId) : '',
      cruisingUSWaters: s?.cruisingUSWaters ?? false,
    },
  });
  const [busy, setBusy] = useState(false);
  const submit = handleSubmit(
    async (v) => {
      setBusy(true);
      await props.onSave({
        yachtId: props.vesselId,
        flag: v.flag,
        class: v.class,
        vesselParameterId: Number(v.vesselParameterId),
        cruisingUSWaters: v.cruisingUSWaters,
      });
    },
    () => focusFirstError(document.querySelector<HTMLElement>('.dialog')),
  );
  const e = (f: keyof Values) => formState.errors[f]?.message;
  return (
    <FormDialog
      title={t('Required Settings')}
      onSubmit={(ev) => void submit(ev)}
      onClose={props.onClose}
      busy={busy}
    >
      {s?.initialized ? null : (
        <p className="small muted no-margin">
          {t(
            'The vessel parameter sets which certificates the vessel must carry; they can be changed later under Requirements.',
          )}
        </p>
      )}
      <TextField label={t('FLAG')} autoComplete="off" error={e('flag')} {...register('flag')} />
      <TextField label={t('CLASS')} autoComplete="off" error={e('class')} {...register('class')} />
      <Controller
        control={control}
        name="vesselParameterId"
        render={({ field }) => (
          <Select
            label={t('VESSEL PARAMETERS')}
            value={field.value || null}
            onChange={field.onChange}
            choices={props.parameters.map((p) => ({ id: String(p.id), label: t(p.name) }))}
            placeholder={t("Choose the vessel's kind")}
            error={e('vesselParameterId')}
          />
        )}
      />
      {/* Said before saving: a new parameter changes the requirements (server: reparameter). */}
      {s?.initialized ? (
        <p className="small muted no-margin">
          {t(
            'Changing the vessel parameter changes which certificates are required. Those you turned on or off yourself stay as you set them.',
          )}
        </p>
      ) : null}
      <Controller
        control={control}
        name="cruisingUSWaters"
        render={({ field }) => (
          <Checkbox checked={field.value} onChange={field.onChange}>
            {t('Cruising US Waters')}
          </Checkbox>
        )}
      />
    </FormDialog>
  );
}
