import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { HorAlerts, HorSettings } from '../../../contracts/rest-hours';
import { ApiError, authedCall } from '../../../lib/api-client';
import { db, net } from '../../../lib/services';
import { useOnline } from '../../../lib/use-online';
import { useRouteVessel } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

/** Hours-of-rest settings and alerts of a vessel (officers, online). */
export function SettingsPage() {
  const { vessel } = useRouteVessel();
  const online = useOnline();
  const queries = useQueryClient();
  const id = vessel?.id ?? 0;
  const settings = useQuery({
    queryKey: ['hor-settings', id],
    queryFn: () => authedCall<HorSettings>(db, net, `/hor/settings/${id}`),
    enabled: online && id > 0,
  });
  const alerts = useQuery({
    queryKey: ['hor-alerts', id],
    queryFn: () => authedCall<HorAlerts>(db, net, `/hor/alerts/${id}`),
    enabled: online && id > 0,
  });
  const [form, setForm] = useState<HorAlerts & { emailsText: string }>({
    onSignOff: false,
    onNonCompliance: false,
    emails: [],
    emailsText: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (alerts.data) setForm({ ...alerts.data, emailsText: alerts.data.emails.join(', ') });
  }, [alerts.data]);
  // The box changes in the same event it is clicked (no flicker back), and returns to the
  // server's value if the server refuses.
  const [pending, setPending] = useState<Partial<HorSettings>>({});
  const saveSettings = useMutation({
    mutationFn: (patch: Partial<HorSettings>) =>
      authedCall<HorSettings>(db, net, `/hor/settings/${id}`, {
        method: 'POST',
        body: JSON.stringify(patch),
      }),
    onSuccess: (saved) => queries.setQueryData(['hor-settings', id], saved),
    onSettled: () => setPending({}),
  });
  const changeSetting = (patch: Partial<HorSettings>) => {
    setPending((p) => ({ ...p, ...patch }));
    saveSettings.mutate(patch);
  };
  const saveAlerts = useMutation({
    mutationFn: (a: HorAlerts) =>
      authedCall<HorAlerts>(db, net, `/hor/alerts/${id}`, { method: 'POST', body: JSON.stringify(a) }),
    onSuccess: () => {
      setErrors({});
      setSaved(true);
    },
    onError: (e) =>
      setErrors(
        e instanceof ApiError
          ? Object.fromEntries(e.fieldErrors.map((f) => [f.property.replace(/\.\d+$/, ''), f.message]))
          : {},
      ),
  });
  if (!vessel) return null;
  if (!online) return <p className="muted">Settings are kept on the server: connect to change them.</p>;
  if (settings.error || alerts.error)
    return <p className="muted">You don't have access to requested resource.</p>;
  // Nothing can be changed before the current values are in: a save would overwrite them.
  if (!settings.data || !alerts.data) return <p className="muted">Loading…</p>;
  return (
    <div className="stack">
      <div>
        <h1>Settings and alerts</h1>
        <span className="muted small">{vessel.name} · Hours of rest</span>
      </div>
      <section className="card stack">
        <h2>Settings</h2>
        <label className="check">
          <input
            type="checkbox"
            checked={pending.nonComplianceCommentsRequired ?? settings.data.nonComplianceCommentsRequired}
            onChange={(e) => changeSetting({ nonComplianceCommentsRequired: e.target.checked })}
          />
          A reason is required for every non-compliance before sign-off
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={pending.neutralPeriodsEnabled ?? settings.data.neutralPeriodsEnabled}
            onChange={(e) => changeSetting({ neutralPeriodsEnabled: e.target.checked })}
          />
          Neutral periods: crew may mark time as neither work nor rest (e.g. ashore on leave)
        </label>
      </section>
      <section className="card stack">
        <h2>Alerts</h2>
        <label className="check">
          <input
            type="checkbox"
            checked={form.onSignOff}
            onChange={(e) => setForm({ ...form, onSignOff: e.target.checked })}
          />{' '}
          When a crew member signs off a month
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={form.onNonCompliance}
            onChange={(e) => setForm({ ...form, onNonCompliance: e.target.checked })}
          />{' '}
          When a non-compliance is recorded
        </label>
        <TextField
          label="Send alerts to (e-mail addresses, comma separated)"
          value={form.emailsText}
          onChange={(e) => setForm({ ...form, emailsText: e.target.value })}
          error={errors.emails}
        />
        <Button
          onClick={() => {
            setSaved(false);
            const emails = form.emailsText
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean);
            saveAlerts.mutate({ onSignOff: form.onSignOff, onNonCompliance: form.onNonCompliance, emails });
          }}
        >
          Save
        </Button>
        {saved ? <span className="small muted">Alerts saved.</span> : null}
      </section>
    </div>
  );
}
