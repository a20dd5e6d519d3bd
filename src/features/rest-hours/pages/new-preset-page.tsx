import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { presetSaveSchema } from '../../../contracts/rest-hours';
import { dayTotals, EMPTY_DAY } from '../../../domain/rest-hours/timeline';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { TextField } from '../../../ui/text-field';
import { notifySaved } from '../../../ui/toast';
import { useUnsavedGuard } from '../../../ui/unsaved-guard';
import { DayTimeline } from '../components/day-timeline';
import { savePreset } from '../data/hor-commands';

/** The preset's fields; its title is checked by the schema the server applies (required, 60). */
const presetFormSchema = z.object({
  name: presetSaveSchema.shape.name,
  work: z.string(),
  isDefault: z.boolean(),
});
type PresetForm = z.infer<typeof presetFormSchema>;

/** hours-of-rest/new-preset/{slug of preset title}: paint a day and keep it as a preset. */
export function NewPresetPage() {
  const { me, vessel } = useRouteVessel();
  const { slug } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // ?id= edits an existing preset of the user's; without it, a new one is made.
  const presetId = params.get('id');
  const { control, register, handleSubmit, reset, watch, formState } = useForm<PresetForm>({
    resolver: zodResolver(presetFormSchema),
    defaultValues: {
      name: (slug ?? '').replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase()),
      work: EMPTY_DAY,
      isDefault: false,
    },
  });
  useEffect(() => {
    if (!presetId) return;
    void db.presets.get(presetId).then((p) => {
      if (p && !p.deleted) reset({ name: p.name, work: p.work, isDefault: p.isDefault });
    });
  }, [presetId, reset]);
  const dayUrl = `/fleet/${vessel?.codename}/hours-of-rest/day/me`;
  /** Keeps the preset on the device; true once it is kept (the title may be missing). */
  const keep = async () => {
    let kept = false;
    await handleSubmit(async (form) => {
      if (!me || !vessel) return;
      const preset = { vesselId: vessel.id, ...form };
      await savePreset(db, me, presetId ? { ...preset, presetId } : preset, Date.now());
      reset(form);
      requestSync();
      notifySaved(t('Preset “{name}” saved', { name: preset.name }));
      kept = true;
    })();
    return kept;
  };
  // A painted preset is held like a painted day: leaving asks to save or discard it.
  const unsaved = useUnsavedGuard({
    dirty: formState.isDirty,
    what: t('this preset'),
    onSave: keep,
    onDiscard: () => reset(),
  });
  if (!me || !vessel) return null;
  const totals = dayTotals(watch('work'));
  return (
    <div className="stack">
      <BackLink to={dayUrl} onBack={() => unsaved.guard(() => navigate(dayUrl))}>
        {t('Day')}
      </BackLink>
      <h1>{presetId ? t('Edit preset') : t('New preset')}</h1>
      <form
        className="card stack"
        onSubmit={(e) => {
          e.preventDefault();
          void keep().then((kept) => kept && navigate(dayUrl));
        }}
        noValidate
      >
        <TextField label={t('Preset title')} {...register('name')} error={formState.errors.name?.message} />
        <Controller
          control={control}
          name="work"
          render={({ field }) => <DayTimeline work={field.value} onChange={field.onChange} />}
        />
        <span className="small muted">
          {t('{work} h work · {rest} h rest', { work: totals.workHours, rest: totals.restHours })}
        </span>
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <Checkbox checked={field.value} onChange={field.onChange}>
              {t('Use as my default preset')}
            </Checkbox>
          )}
        />
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('Save preset')}
        </Button>
      </form>
      {unsaved.prompt}
    </div>
  );
}
