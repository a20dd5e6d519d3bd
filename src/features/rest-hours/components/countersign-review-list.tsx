import { format, parseISO } from 'date-fns';
import { flagLine, readyKey } from '../../../domain/rest-hours/countersign-ready';
import { RULE_TEXTS } from '../../../domain/rest-hours/rules';
import { Checkbox } from '../../../ui/checkbox';
import { monthName, type ReviewRow } from '../data/countersign-batch';

const day = (date: string) => format(parseISO(date), 'EEE d MMM');
const hours = (h: number) => `${Number.isInteger(h) ? h : h.toFixed(1)} h`;

/**
 * The review of a countersign batch: per month, each person's totals and rule flags, ticked to
 * be countersigned; unticking one leaves it waiting.
 */
export function ReviewList(props: {
  rows: readonly ReviewRow[];
  left: ReadonlySet<string>;
  onToggle: (key: string, include: boolean) => void;
}) {
  const months = [...new Set(props.rows.map((r) => r.ready.month))];
  return (
    <div className="stack" style={{ gap: 14 }}>
      {months.map((month) => (
        <section key={month} className="stack" style={{ gap: 8 }} aria-label={monthName(month)}>
          <h3 className="batch-month">{monthName(month)}</h3>
          <ul className="batch-list">
            {props.rows
              .filter((r) => r.ready.month === month)
              .map((r) => {
                const key = readyKey(r.ready);
                const { summary } = r;
                const flagged = summary.nonCompliances.length > 0;
                return (
                  <li key={key} className={`batch-row${props.left.has(key) ? ' batch-left' : ''}`}>
                    <Checkbox checked={!props.left.has(key)} onChange={(on) => props.onToggle(key, on)}>
                      <strong>{r.ready.name}</strong>
                      <span className="visually-hidden">, {monthName(month)}</span>
                      {props.left.has(key) ? <span className="small muted"> · left for later</span> : null}
                    </Checkbox>
                    <div className="batch-figures small" data-testid="batch-totals">
                      <span>
                        Worked <strong>{hours(summary.workHours)}</strong>
                      </span>
                      <span>
                        Rest <strong>{hours(summary.restHours)}</strong>
                      </span>
                      <span className="muted">{summary.recordedDays} days recorded</span>
                    </div>
                    <span className={`pill ${flagged ? 'pill-bad' : 'pill-ok'} batch-flags`}>
                      {flagLine(summary.nonCompliances)}
                    </span>
                    {summary.blankDays.length ? (
                      <span className="small batch-blank">
                        {summary.blankDays.length} {summary.blankDays.length === 1 ? 'day' : 'days'} with
                        nothing recorded (blank)
                      </span>
                    ) : null}
                    {flagged ? (
                      <ul className="batch-ncs small">
                        {summary.nonCompliances.map((nc) => (
                          <li key={nc.date}>
                            <strong>{day(nc.date)}</strong>{' '}
                            {nc.rules.map((rule) => `Rule ${rule}: ${RULE_TEXTS[rule]}`).join('; ')}
                            <span className="muted">
                              {' '}
                              · {nc.reasons.length ? nc.reasons.join(' · ') : 'No reason given yet'}
                            </span>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
