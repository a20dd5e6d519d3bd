import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { type HorAlerts, type HorSettings, horAlertsSchema } from '../../../contracts/rest-hours';
import { LEVEL, reaches } from '../../../domain/access/permissions';
import { db, requestSync } from '../../../lib/services';
import { isOnline } from '../../../lib/use-online';
import { useRouteVessel } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { fieldMessage } from '../../../ui/field-message';
import { TextField } from '../../../ui/text-field';
import { ExceptionRegimeCard } from '../components/exception-regime-card';
import { WorkingLanguageCard } from '../components/working-language-card';
import { queueVesselSettings, useVesselSettings } from '../data/vessel-settings';
import '../components/rest-hours.css';
import { t } from '../../../i18n/i18n';
import { BackLink } from '../../../ui/back-link';

/** The alerts form: the addresses as typed (commas between them), then the shared schema. */
const alertsFormSchema = horAlertsSchema.extend({
  emails: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(horAlertsSchema.shape.emails),
});
type AlertsForm = z.input<typeof alertsFormSchema>;

/** Hours-of-rest settings and alerts of a vessel (officers; changes made offline are queued). */
export function SettingsPage() {
  const { me: session, vessel } = useRouteVessel();
  const id = vessel?.id ?? 0;
  const master = reaches(
    session?.roles.find((r) => r.vesselId === id)?.permissionLevel ?? null,
    LEVEL.captain,
  );
  const current = useVesselSettings(id);
  const queries = useQueryClient();
  const alertsForm = useForm<AlertsForm, unknown, HorAlerts>({
    resolver: zodResolver(alertsFormSchema),
    defaultValues: { onSignOff: false, onNonCompliance: false, emails: '' },
  });
  const [saved, setSaved] = useState(false);
  // A box changes in the same click. The outbox write, and the answer it feeds, come a
  // moment later; until then this holds what was clicked.
  const [clicked, setClicked] = useState<HorSettings | null>(null);
  const known = current.settings;
  useEffect(() => {
    if (clicked && known && JSON.stringify(known) === JSON.stringify(clicked)) setClicked(null);
  }, [clicked, known]);
  const loadedAlerts = current.alerts;
  // The form starts from what the device knows, once; typing is not overwritten by refreshes.
  const [formFor, setFormFor] = useState<number | null>(null);
  const { reset } = alertsForm;
  useEffect(() => {
    if (loadedAlerts && formFor !== id) {
      reset({ ...loadedAlerts, emails: loadedAlerts.emails.join(', ') });
      setFormFor(id);
    }
  }, [loadedAlerts, formFor, id, reset]);
  if (!vessel || !session) return null;
  if (current.error && !current.settings)
    return <p className="muted">{t("You don't have access to requested resource.")}</p>;
  // Nothing can be changed before the current values are in: a save would overwrite them.
  if (!current.settings || !loadedAlerts)
    return (
      <p className="muted">
        {isOnline() ? t('Loading…') : t('Connect once to load the settings of this vessel onto this device.')}
      </p>
    );
  const settings = clicked ?? current.settings;
  const queue = async (change: { settings: HorSettings } | { alerts: HorAlerts }) => {
    // Other screens reading the settings (sign-off, the day editor) follow at once.
    if ('settings' in change) queries.setQueryData(['hor-settings', id], change.settings);
    await queueVesselSettings(db, session.user.id, id, change, Date.now());
    requestSync();
  };
  const changeSetting = (patch: Partial<HorSettings>) => {
    const next = { ...settings, ...patch };
    setClicked(next);
    void queue({ settings: next });
  };
  const saveAlerts = alertsForm.handleSubmit(async (alerts) => {
    setSaved(false);
    await queue({ alerts });
    setSaved(true);
  });
  return (
    <div className="stack form-narrow">
      <BackLink to={`/fleet/${vessel.codename}/hours-of-rest/calendar`}>{t('Calendar')}</BackLink>
      <div>
        <h1>{t('Settings and alerts')}</h1>
        <span className="muted small">{t('{vessel} · Hours of rest', { vessel: vessel.name })}</span>
        {current.waiting ? (
          <p className="small muted" role="status">
            {t('Saved on this device · waiting to sync')}
          </p>
        ) : null}
      </div>
      <section className="card row-between" style={{ flexWrap: 'wrap' }}>
        <span className="small muted">
          {t('IMO number, flag and the other details printed on the records')}
        </span>
        <Link
          className="btn btn-secondary btn-small"
          to={`/fleet/${vessel.codename}/hours-of-rest/vessel-details`}
        >
          {t('Vessel details')}
        </Link>
      </section>
      <section className="card stack">
        <h2>{t('Settings')}</h2>
        <p className="small muted" style={{ margin: 0 }}>
          {t('Each setting is saved as you tick it, offline too.')}
        </p>
        <Checkbox
          checked={settings.nonComplianceCommentsRequired}
          onChange={(v) => changeSetting({ nonComplianceCommentsRequired: v })}
        >
          {t('A reason is required for every non-compliance before sign-off')}
        </Checkbox>
        <Checkbox
          checked={settings.neutralPeriodsEnabled}
          onChange={(v) => changeSetting({ neutralPeriodsEnabled: v })}
        >
          {t('Neutral periods: crew may mark time as neither work nor rest (e.g. ashore on leave)')}
        </Checkbox>
      </section>
      <ExceptionRegimeCard userId={session.user.id} vesselId={id} master={master} />
      <WorkingLanguageCard userId={session.user.id} vesselId={id} master={master} />
      <form className="card stack" onSubmit={(e) => void saveAlerts(e)} noValidate>
        <h2>{t('Alerts')}</h2>
        <p className="small muted" style={{ margin: 0 }}>
          {t('Alerts are saved together with Save, once the addresses are checked.')}
        </p>
        {(['onSignOff', 'onNonCompliance'] as const).map((name) => (
          <Controller
            key={name}
            control={alertsForm.control}
            name={name}
            render={({ field }) => (
              <Checkbox checked={field.value} onChange={field.onChange}>
                {name === 'onSignOff'
                  ? t('When a crew member signs off a month')
                  : t('When a non-compliance is recorded')}
              </Checkbox>
            )}
          />
        ))}
        <TextField
          label={t('Send alerts to (e-mail addresses, comma separated)')}
          {...alertsForm.register('emails')}
          error={fieldMessage(alertsForm.formState.errors.emails)}
        />
        <div className="row">
          <Button type="submit" disabled={alertsForm.formState.isSubmitting}>
            {t('Save')}
          </Button>
          {saved ? <span className="small muted">{t('Alerts saved.')}</span> : null}
        </div>
      </form>
    </div>
  );
}
