import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorsByField, toErrorList } from '../../../contracts/errors';
import { type HorAlerts, type HorSettings, horAlertsSchema } from '../../../contracts/rest-hours';
import { db, requestSync } from '../../../lib/services';
import { useRouteVessel } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { TextField } from '../../../ui/text-field';
import { queueVesselSettings, useVesselSettings } from '../data/vessel-settings';
import '../components/rest-hours.css';
import { BackLink } from '../../../ui/back-link';

/** Hours-of-rest settings and alerts of a vessel (officers; changes made offline are queued). */
export function SettingsPage() {
  const { me: session, vessel } = useRouteVessel();
  const id = vessel?.id ?? 0;
  const current = useVesselSettings(id);
  const queries = useQueryClient();
  const [form, setForm] = useState<HorAlerts & { emailsText: string }>({
    onSignOff: false,
    onNonCompliance: false,
    emails: [],
    emailsText: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
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
  useEffect(() => {
    if (loadedAlerts && formFor !== id) {
      setForm({ ...loadedAlerts, emailsText: loadedAlerts.emails.join(', ') });
      setFormFor(id);
    }
  }, [loadedAlerts, formFor, id]);
  if (!vessel || !session) return null;
  if (current.error && !current.settings)
    return <p className="muted">You don't have access to requested resource.</p>;
  // Nothing can be changed before the current values are in: a save would overwrite them.
  if (!current.settings || !loadedAlerts)
    return (
      <p className="muted">
        {navigator.onLine ? 'Loading…' : 'Connect once to load the settings of this vessel onto this device.'}
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
  const saveAlerts = () => {
    setSaved(false);
    const emails = form.emailsText
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    const checked = horAlertsSchema.safeParse({
      onSignOff: form.onSignOff,
      onNonCompliance: form.onNonCompliance,
      emails,
    });
    if (!checked.success) {
      setErrors(errorsByField(toErrorList(checked.error)));
      return;
    }
    setErrors({});
    void queue({ alerts: checked.data }).then(() => setSaved(true));
  };
  return (
    <div className="stack form-narrow">
      <BackLink to={`/fleet/${vessel.codename}/hours-of-rest/calendar`}>Calendar</BackLink>
      <div>
        <h1>Settings and alerts</h1>
        <span className="muted small">{vessel.name} · Hours of rest</span>
        {current.waiting ? (
          <p className="small muted" role="status">
            Saved on this device · waiting to sync
          </p>
        ) : null}
      </div>
      <section className="card row-between" style={{ flexWrap: 'wrap' }}>
        <span className="small muted">IMO number, flag and the other details printed on the records</span>
        <Link
          className="btn btn-secondary btn-small"
          to={`/fleet/${vessel.codename}/hours-of-rest/vessel-details`}
        >
          Vessel details
        </Link>
      </section>
      <section className="card stack">
        <h2>Settings</h2>
        <p className="small muted" style={{ margin: 0 }}>
          Each setting is saved as you tick it, offline too.
        </p>
        <Checkbox
          checked={settings.nonComplianceCommentsRequired}
          onChange={(v) => changeSetting({ nonComplianceCommentsRequired: v })}
        >
          A reason is required for every non-compliance before sign-off
        </Checkbox>
        <Checkbox
          checked={settings.neutralPeriodsEnabled}
          onChange={(v) => changeSetting({ neutralPeriodsEnabled: v })}
        >
          Neutral periods: crew may mark time as neither work nor rest (e.g. ashore on leave)
        </Checkbox>
      </section>
      <section className="card stack">
        <h2>Alerts</h2>
        <Checkbox checked={form.onSignOff} onChange={(v) => setForm({ ...form, onSignOff: v })}>
          When a crew member signs off a month
        </Checkbox>
        <Checkbox checked={form.onNonCompliance} onChange={(v) => setForm({ ...form, onNonCompliance: v })}>
          When a non-compliance is recorded
        </Checkbox>
        <TextField
          label="Send alerts to (e-mail addresses, comma separated)"
          value={form.emailsText}
          onChange={(e) => setForm({ ...form, emailsText: e.target.value })}
          error={errors.emails}
        />
        <div className="row">
          <Button onClick={saveAlerts}>Save</Button>
          {saved ? <span className="small muted">Alerts saved.</span> : null}
        </div>
      </section>
    </div>
  );
}
