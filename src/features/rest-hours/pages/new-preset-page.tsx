import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MSG } from '../../../contracts/messages';
import { dayTotals, EMPTY_DAY } from '../../../domain/rest-hours/timeline';
import { db, requestSync } from '../../../lib/services';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { TextField } from '../../../ui/text-field';
import { DayTimeline } from '../components/day-timeline';
import { savePreset } from '../data/hor-commands';

/** hours-of-rest/new-preset/{slug of preset title}: paint a day and keep it as a preset. */
export function NewPresetPage() {
  const { me, vessel } = useRouteVessel();
  const { slug } = useParams();
  const navigate = useNavigate();
  const [name, setName] = useState(() =>
    (slug ?? '').replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase()),
  );
  const [work, setWork] = useState(EMPTY_DAY);
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string>();
  if (!me || !vessel) return null;
  const save = async () => {
    if (!name.trim()) return setError(MSG.required); // spec: preset title required
    await savePreset(db, me, { vesselId: vessel.id, name: name.trim(), work, isDefault }, Date.now());
    requestSync();
    navigate(`/fleet/${vessel.codename}/hours-of-rest/day/me`);
  };
  const totals = dayTotals(work);
  return (
    <div className="stack">
      <BackLink to={`/fleet/${vessel.codename}/hours-of-rest/calendar`}>Calendar</BackLink>
      <h1>New preset</h1>
      <section className="card stack">
        <TextField
          label="Preset title"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error}
        />
        <DayTimeline work={work} onChange={setWork} />
        <span className="small muted">
          {totals.workHours} h work · {totals.restHours} h rest
        </span>
        <Checkbox checked={isDefault} onChange={(v) => setIsDefault(v)}>
          Use as my default preset
        </Checkbox>
        <Button onClick={() => void save()}>Save preset</Button>
      </section>
    </div>
  );
}
