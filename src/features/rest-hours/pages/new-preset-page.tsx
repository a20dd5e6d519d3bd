import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MSG } from '../../../contracts/messages';
import { dayTotals, EMPTY_DAY } from '../../../domain/rest-hours/timeline';
import { db, requestSync } from '../../../lib/services';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { TextField } from '../../../ui/text-field';
import { notify } from '../../../ui/toast';
import { DayTimeline } from '../components/day-timeline';
import { savePreset } from '../data/hor-commands';

/** hours-of-rest/new-preset/{slug of preset title}: paint a day and keep it as a preset. */
export function NewPresetPage() {
  const { me, vessel } = useRouteVessel();
  const { slug } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // ?id= edits an existing preset of the user's; without it, a new one is made.
  const presetId = params.get('id');
  const [name, setName] = useState(() =>
    (slug ?? '').replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase()),
  );
  const [work, setWork] = useState(EMPTY_DAY);
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!presetId) return;
    void db.presets.get(presetId).then((p) => {
      if (!p || p.deleted) return;
      setName(p.name);
      setWork(p.work);
      setIsDefault(p.isDefault);
    });
  }, [presetId]);
  if (!me || !vessel) return null;
  const save = async () => {
    if (!name.trim()) return setError(MSG.required); // spec: preset title required
    const preset = { vesselId: vessel.id, name: name.trim(), work, isDefault };
    await savePreset(db, me, presetId ? { ...preset, presetId } : preset, Date.now());
    requestSync();
    notify(`Preset “${preset.name}” saved`);
    navigate(`/fleet/${vessel.codename}/hours-of-rest/day/me`);
  };
  const totals = dayTotals(work);
  return (
    <div className="stack">
      <BackLink to={`/fleet/${vessel.codename}/hours-of-rest/day/me`}>Day</BackLink>
      <h1>{presetId ? 'Edit preset' : 'New preset'}</h1>
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
