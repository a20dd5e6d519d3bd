import { format, parseISO } from 'date-fns';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { addDays, monthOf } from '../../../domain/calendar/iso-date';
import { RULE_TEXTS, type Violation } from '../../../domain/rest-hours/rules';
import { dayTotals, EMPTY_DAY } from '../../../domain/rest-hours/timeline';
import { rulesWorker } from '../../../lib/rules-client';
import { db, requestSync } from '../../../lib/services';
import { useSession } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { DayBar, DayTimeline } from '../components/day-timeline';
import { saveRestDay } from '../data/save-rest-day';
import { consecutiveRun, useRestDays, useRestMonth } from '../data/use-rest-days';

const todayIso = () => format(new Date(), 'yyyy-MM-dd');

/**
 * The foundation's rest-day editor: the user's own day, saved on the device first and sent
 * through the outbox. (The full data page, calendar and sign-off belong to hours of rest.)
 */
export function MyRestPage() {
  const session = useSession();
  const { codename } = useParams();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? todayIso();
  const vessel =
    session && session !== 'loading' ? session.vessels.find((v) => v.codename === codename) : undefined;
  const userId = session && session !== 'loading' ? session.user.id : 0;
  const days = useRestDays(userId, vessel?.id ?? 0, addDays(date, -7), addDays(date, 1));
  const month = useRestMonth(userId, vessel?.id ?? 0, monthOf(date));
  const stored = days.get(date);
  const [draft, setDraft] = useState<string | null>(null);
  const [flags, setFlags] = useState<Violation[]>([]);
  // A new day starts with no unsaved changes.
  const [draftDate, setDraftDate] = useState(date);
  if (draftDate !== date) {
    setDraftDate(date);
    setDraft(null);
  }
  const work = draft ?? stored?.work ?? EMPTY_DAY;
  const countersigned = Boolean(month?.counterSignedBy);

  const withDraft = useMemo(() => {
    const m = new Map(days);
    m.set(date, { ...(stored ?? { userId, vesselId: vessel?.id ?? 0, date, version: 0, pending: 0 }), work });
    return m;
  }, [days, date, stored, work, userId, vessel?.id]);

  useEffect(() => {
    let live = true;
    const run = consecutiveRun(withDraft, date);
    void rulesWorker()
      ['rest/evaluate-days'](run)
      .then((v) => live && setFlags(v.filter((x) => x.date === date)));
    return () => {
      live = false;
    };
  }, [withDraft, date]);

  if (!vessel) return <p className="muted">This vessel is not on your fleet list.</p>;
  const totals = dayTotals(work);
  const goTo = (d: string) => setParams({ date: d });
  const save = async () => {
    await saveRestDay(db, { userId, vesselId: vessel.id, date, work }, Date.now());
    setDraft(null);
    requestSync();
  };

  return (
    <div className="stack">
      <div className="row-between">
        <div>
          <h1>Hours of rest</h1>
          <span className="muted small">{vessel.name}</span>
        </div>
        {month?.counterSignedByName ? (
          <span className="pill pill-ok">Countersigned by {month.counterSignedByName}</span>
        ) : month?.signedByName ? (
          <span className="pill pill-ok">Signed by {month.signedByName}</span>
        ) : null}
      </div>

      <nav className="week" aria-label="Week">
        {Array.from({ length: 7 }, (_, i) => addDays(date, i - 6)).map((d) => (
          <button
            key={d}
            type="button"
            className={d === date ? 'selected' : ''}
            onClick={() => goTo(d)}
            aria-label={format(parseISO(d), 'EEEE d MMMM')}
          >
            {days.get(d)?.pending ? <span className="dot" title="Not synced yet" /> : null}
            {format(parseISO(d), 'EEE')}
            <strong>{format(parseISO(d), 'd')}</strong>
            <DayBar work={days.get(d)?.work ?? EMPTY_DAY} />
          </button>
        ))}
      </nav>

      <section className="card stack">
        <div className="row-between">
          <Button variant="ghost" small aria-label="Previous day" onClick={() => goTo(addDays(date, -1))}>
            <Icon name="back" />
          </Button>
          <div style={{ textAlign: 'center' }}>
            <h2>{format(parseISO(date), 'EEEE d MMMM yyyy')}</h2>
            <span className="small muted" data-testid="day-state">
              {draft !== null
                ? 'Unsaved changes'
                : stored?.pending
                  ? 'Saved on this device · waiting to sync'
                  : stored
                    ? 'Synced'
                    : 'Nothing recorded yet'}
            </span>
          </div>
          <Button variant="ghost" small aria-label="Next day" onClick={() => goTo(addDays(date, 1))}>
            <Icon name="chevron" />
          </Button>
        </div>
        <DayTimeline work={work} onChange={setDraft} readOnly={countersigned} />
        <div className="totals">
          <div className="total">
            <span className="small muted">Worked</span>
            <strong data-testid="worked-hours">{totals.workHours} h</strong>
          </div>
          <div className="total">
            <span className="small muted">Rest</span>
            <strong data-testid="rest-hours">{totals.restHours} h</strong>
          </div>
        </div>
        {flags.map((f) => (
          <div className="flag" key={f.rule}>
            <span className="flag-rule">Rule {f.rule}</span>
            <span>{RULE_TEXTS[f.rule]}</span>
          </div>
        ))}
        {countersigned ? (
          <p className="small muted">This month has been countersigned and is read-only.</p>
        ) : (
          <Button onClick={() => void save()} disabled={draft === null || draft === stored?.work}>
            Save
          </Button>
        )}
      </section>
    </div>
  );
}
