import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type CrewRecord,
  CUSTOM_ID_MAX,
  crewPositionSchema,
  type Department,
  type Position,
} from '../../../contracts/crew';
import { t } from '../../../i18n/i18n';
import { FormDateField } from '../../../ui/form-date-field';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { EditDialog } from './edit-dialog';
import { firstErrorIn } from './form-check';

/** Edit position details: department, position, start date and the crew list's employment fields. */

const NONE = '';

interface PositionForm {
  departmentId: string;
  positionId: string;
  startDate: string;
  customId: string;
  portOfEmbarkation: string;
  repatriation: string;
}

export function PositionDialog(props: {
  crew: CrewRecord;
  departments: Department[];
  positions: Position[];
  onSave: (body: z.input<typeof crewPositionSchema>) => Promise<void>;
  onClose: () => void;
}) {
  const c = props.crew;
  const { register, control, handleSubmit, setError, setValue, watch, formState } = useForm<PositionForm>({
    defaultValues: {
      departmentId: c.departmentId ? String(c.departmentId) : NONE,
      positionId: c.positionId ? String(c.positionId) : NONE,
      startDate: c.startDate ?? '',
      customId: c.customId ?? '',
      portOfEmbarkation: c.portOfEmbarkation ?? '',
      repatriation: c.repatriation ?? '',
    },
  });
  const [busy, setBusy] = useState(false);
  const department = watch('departmentId');
  const positions = props.positions.filter((p) => !p.departmentId || String(p.departmentId) === department);
  const submit = handleSubmit(async (v) => {
    const body = {
      ...v,
      crewId: c.id,
      departmentId: v.departmentId ? Number(v.departmentId) : null,
      positionId: v.positionId ? Number(v.positionId) : null,
    };
    const result = crewPositionSchema.safeParse(body);
    if (firstErrorIn<keyof PositionForm>(result, (f, message) => setError(f, { message }))) return;
    setBusy(true);
    await props.onSave(body);
  });
  const e = (f: keyof PositionForm) => formState.errors[f]?.message;
  return (
    <EditDialog title={t('Edit position details')} onSubmit={submit} onClose={props.onClose} busy={busy}>
      <Controller
        control={control}
        name="departmentId"
        render={({ field }) => (
          <Select
            label={t('Department')}
            value={field.value}
            onChange={(d) => {
              field.onChange(d);
              setValue('positionId', NONE);
            }}
            choices={[
              { id: NONE, label: t('None') },
              ...props.departments.map((d) => ({ id: String(d.id), label: d.name })),
            ]}
            error={e('departmentId')}
          />
        )}
      />
      <Controller
        control={control}
        name="positionId"
        render={({ field }) => (
          <Select
            label={t('Position')}
            value={field.value}
            onChange={field.onChange}
            choices={[
              { id: NONE, label: t('None') },
              ...positions.map((p) => ({ id: String(p.id), label: p.name })),
            ]}
            error={e('positionId')}
          />
        )}
      />
      <FormDateField control={control} name="startDate" label={t('Start date')} />
      <TextField
        label={t('ID No')}
        maxLength={CUSTOM_ID_MAX + 8}
        error={e('customId')}
        {...register('customId')}
      />
      <div className="field-pair">
        <TextField
          label={t('Port of embarkation')}
          error={e('portOfEmbarkation')}
          {...register('portOfEmbarkation')}
        />
        <TextField label={t('Repatriation')} error={e('repatriation')} {...register('repatriation')} />
      </div>
    </EditDialog>
  );
}
