import type { LeaveType } from '../../../contracts/leave-records';
import { showDayMonth, showMonth } from '../../../domain/dates/format';
import {
  accruedYear,
  type RateSource,
  type TypeRule,
  type WorkedExample,
} from '../../../domain/leave/guidelines';
import { days2 } from '../../../domain/leave/leave-figures';
import { t } from '../../../i18n/i18n';
import { TypeDot } from './leave-bits';
import { typeTitle } from './rate-fields';

/** The parts of the guidelines page that show the maths: the leave types and the worked example. */

/** 'Leave, Travel and Sick leave'. */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Type names quoted, so 'a day of ‘Work day’' reads as a name. */
export const quoted = (names: readonly string[]) => listed(names.map((n) => `‘${n}’`));

/** A rate in words: days a year, or a ratio as the days of leave each day worked earns. */
export function rateWords(kind: 'yearly' | 'accrued', rate: number): string {
  const r = Number(rate.toFixed(4));
  return kind === 'yearly'
    ? `${Number(rate.toFixed(2))} days a year`
    : `a ratio of ${r} (${r} days of leave for each day worked)`;
}

/** How a rate leads into a sentence, saying whose it is: the reader's, the vessel's, or an example. */
export function rateLead(kind: 'yearly' | 'accrued', rate: number, source: RateSource): string {
  const words =
    kind === 'yearly' ? `${Number(rate.toFixed(2))} days a year` : `a ratio of ${Number(rate.toFixed(4))}`;
  if (source === 'own')
    return kind === 'yearly' ? `With your ${words},` : `With your ratio of ${Number(rate.toFixed(4))},`;
  if (source === 'vessel') return `With ${words} (what most profiles on this vessel have),`;
  return `For example, with ${words},`;
}

/** What a ratio comes to over a year: the days worked and the leave they earn make the 365. */
export function ratioYearWords(rate: number): string {
  const { worked, leave } = accruedYear(rate);
  return `Over a year in which that leave is taken too, it comes to about ${days2(leave)} days of leave: ${days2(worked)} days worked + ${days2(leave)} days of leave = 365.`;
}

function typeSentences(r: TypeRule, isOnBoard: boolean): string[] {
  const lines = [
    r.takes
      ? 'Each day is a day of leave taken.'
      : r.worked
        ? 'Counts as a day worked; takes no leave.'
        : 'Takes no leave.',
    r.earnsYearly && r.earnsAccrued
      ? 'Earns leave on both kinds of profile.'
      : r.earnsYearly
        ? 'Earns leave on a yearly rate, not on an accrued profile.'
        : r.earnsAccrued
          ? 'Earns leave on an accrued profile only.'
          : 'A nil day: earns no leave on either kind of profile.',
  ];
  if (isOnBoard) lines.push('Counts as on board.');
  return lines;
}

/** Each leave type of the vessel, as the maths count a day of it. */
export function TypeRulesList(props: { types: readonly LeaveType[]; rules: readonly TypeRule[] }) {
  if (props.types.length === 0)
    return (
      <p className="muted no-margin">{t('The vessel’s leave types have not reached this device yet.')}</p>
    );
  return (
    <ul className="guide-types" aria-label={t('Leave types')}>
      {props.types.map((type) => {
        const rule = props.rules.find((r) => r.id === type.id);
        if (!rule) return null;
        return (
          <li key={type.id} className="guide-type">
            <TypeDot color={type.color} />
            <span className="guide-type-text">
              <strong>
                {type.name}
                {type.isDefault ? <span className="small muted"> {t('(default)')}</span> : null}
              </strong>
              <span className="small muted">{typeSentences(rule, type.isOnBoard).join(' ')}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** A made-up month counted by the maths: what is brought, earned and taken, and what is left. */
export function WorkedExampleCard({ ex, source }: { ex: WorkedExample; source: RateSource }) {
  const month = showMonth(ex.from);
  const end = showDayMonth(ex.to);
  const totals = ex.totals;
  const earnedHow =
    !totals || ex.rate === 0
      ? ''
      : ex.kind === 'yearly'
        ? `${Math.round((totals.accrued * 365) / ex.rate)} days × ${Number(ex.rate.toFixed(2))} ÷ 365`
        : `${totals.worked} days worked × ${Number(ex.rate.toFixed(4))}`;
  return (
    <section className="card stack" aria-label={`Example: ${typeTitle(ex.kind)}`}>
      <h3>
        {t('Example:')} {typeTitle(ex.kind)}
      </h3>
      <p className="no-margin">
        {t('A crew member on')} {rateWords(ex.kind, ex.rate)}
        {source === 'example' ? ' (an example rate)' : ''} {t('starts')} {month} {t('with')} {ex.initialLeave}{' '}
        {t('days of leave, spends')} {ex.onBoardDays} {t('days on board')}
        {ex.leaveType
          ? `, then takes ${ex.leaveDays} days of ‘${ex.leaveType}’.`
          : '. No leave type reduces leave on this vessel, so no days are taken.'}
      </p>
      {totals ? (
        <dl className="guide-sum">
          <div>
            <dt>{t('Initial leave')}</dt>
            <dd>{days2(ex.initialLeave)}</dd>
          </div>
          <div>
            <dt>
              {t('Earned')} <span className="small muted">{earnedHow}</span>
            </dt>
            <dd>+{days2(totals.accrued)}</dd>
          </div>
          <div>
            <dt>
              {t('Taken')}{' '}
              <span className="small muted">
                {ex.leaveType ? `${totals.taken} days of ‘${ex.leaveType}’` : ''}
              </span>
            </dt>
            <dd>−{days2(totals.taken)}</dd>
          </div>
          <div className="guide-sum-total">
            <dt>
              {t('Available on')} {end}
            </dt>
            <dd>{days2(totals.available)}</dd>
          </div>
        </dl>
      ) : (
        <p className="muted no-margin">{t('The example cannot be worked out with these leave types.')}</p>
      )}
    </section>
  );
}
