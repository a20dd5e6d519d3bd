import { flagLine, flagsByRule, readyKey } from '../../../domain/rest-hours/countersign-ready';
import type { MonthSummary } from '../../../domain/rest-hours/month-summary';
import { RULE_TEXTS } from '../../../domain/rest-hours/rules';
import { t } from '../../../i18n/i18n';
import { Checkbox } from '../../../ui/checkbox';
import { SelectAll } from '../../../ui/select-all';
import { monthName, type ReviewRow } from '../data/countersign-batch';
import { hoursFigure } from './hours-figure';
import { CountersignNotEnded, dateList } from './month-summary-panel';

/**
 * The review of a countersign batch: per month, each person's totals and rule flags, ticked to
 * be countersigned; unticking one leaves it waiting.
 */
export function ReviewList(props: {
  rows: readonly ReviewRow[];
  left: ReadonlySet<string>;
  onToggle: (key: string, include: boolean) => void;
  /** Ticks every month, or leaves them all for later (to tick back only a few). */
  onToggleAll: (include: boolean) => void;
}) {
  const months = [...new Set(props.rows.map((r) => r.ready.month))];
  const ticked = props.rows.filter((r) => !props.left.has(readyKey(r.ready))).length;
  return (
    <div className="stack" style={{ gap: 14 }}>
      <SelectAll chosen={ticked} total={props.rows.length} onChange={props.onToggleAll} />
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
                      {/* One accessible name, "Ann Sea, November 2026"; the month heading shows the month. */}
                      <span className="visually-hidden">{`${r.ready.name}, ${monthName(month)}`}</span>
                      <strong aria-hidden="true">{r.ready.name}</strong>
                      {props.left.has(key) ? (
                        <span className="small muted"> {t('· left for later')}</span>
                      ) : null}
                    </Checkbox>
                    <div className="batch-figures small" data-testid="batch-totals">
                      <span>
                        {t('Worked')} <strong>{hoursFigure(summary.workHours)}</strong>
                      </span>
                      <span>
                        {t('Rest')} <strong>{hoursFigure(summary.restHours)}</strong>
                      </span>
                      <span className="muted">
                        {t('{count} days recorded', { count: summary.recordedDays })}
                      </span>
                    </div>
                    <span className={`pill ${flagged ? 'pill-bad' : 'pill-ok'} batch-flags`}>
                      {t(flagLine(summary.nonCompliances))}
                    </span>
                    {summary.blankDays.length ? (
                      <span className="small batch-blank">
                        {t(
                          '{count, plural, one {# day with nothing recorded (blank)} other {# days with nothing recorded (blank)}}',
                          { count: summary.blankDays.length },
                        )}
                      </span>
                    ) : null}
                    <CountersignNotEnded daysToCome={summary.daysToCome} name={r.ready.name} />
                    {flagged ? <FlagDetails nonCompliances={summary.nonCompliances} /> : null}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A month's flags by rule (at most five lines, however many days break) and the reasons given. */
function FlagDetails({ nonCompliances }: { nonCompliances: MonthSummary['nonCompliances'] }) {
  const grouped = flagsByRule(nonCompliances);
  return (
    <ul className="batch-ncs small">
      {grouped.rules.map(({ rule, dates }) => (
        <li key={rule}>
          <strong>{t('Rule {rule}', { rule })}</strong>: {t(RULE_TEXTS[rule])} · {dateList(dates)}
        </li>
      ))}
      <li className="batch-reasons">
        {grouped.reasons.length
          ? t('Reasons: {reasons}', { reasons: grouped.reasons.join(' · ') })
          : t('No reasons given')}
        {grouped.reasons.length && grouped.unexplained
          ? ` ${t('{count, plural, one {(none for # day)} other {(none for # days)}}', { count: grouped.unexplained })}`
          : ''}
      </li>
    </ul>
  );
}
