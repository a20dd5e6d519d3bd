import type { LeaveType } from '../../../contracts/leave-records';
import { showDayMonth, showMonth } from '../../../domain/dates/format';
import {
  accruedYear,
  type RateSource,
  type TypeRule,
  type WorkedExample,
} from '../../../domain/leave/guidelines';
import { formatNumber } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';
import { TypeDot } from './leave-bits';
import { typeName } from './leave-calendar-look';
import { typeTitle } from './rate-fields';

/** The parts of the guidelines page that show the maths: the leave types and the worked example. */

/** 'Leave, Travel and Sick leave'. */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return t('{list} and {last}', { list: names.slice(0, -1).join(', '), last: names.at(-1) });
}

/** Type names quoted, so 'a day of ‘Work day’' reads as a name. */
export const quoted = (names: readonly string[]) => listed(names.map((n) => `‘${n}’`));

/** A rate in words: days a year, or a ratio as the days of leave each day worked earns. */
export function rateWords(kind: 'yearly' | 'accrued', rate: number): string {
  const r = Number(rate.toFixed(4));
  return kind === 'yearly'
    ? t('{days} days a year', { days: Number(rate.toFixed(2)) })
    : t('a ratio of {ratio} ({ratio} days of leave for each day worked)', { ratio: r });
}

/** How a rate leads into a sentence, saying whose it is: the reader's, the vessel's, or an example. */
export function rateLead(kind: 'yearly' | 'accrued', rate: number, source: RateSource): string {
  const words =
    kind === 'yearly'
      ? t('{days} days a year', { days: Number(rate.toFixed(2)) })
      : t('a ratio of {ratio}', { ratio: Number(rate.toFixed(4)) });
  if (source === 'own')
    return kind === 'yearly'
      ? t('With your {rate},', { rate: words })
      : t('With your ratio of {ratio},', { ratio: Number(rate.toFixed(4)) });
  if (source === 'vessel') return t('With {rate} (what most profiles on this vessel have),', { rate: words });
  return t('For example, with {rate},', { rate: words });
}

/** What a ratio comes to over a year: the days worked and the leave they earn make the 365. */
export function ratioYearWords(rate: number): string {
  const { worked, leave } = accruedYear(rate);
  return t(
    'Over a year in which that leave is taken too, it comes to about {leave} days of leave: {worked} days worked + {leave} days of leave = 365.',
    { leave: formatNumber(leave, 2), worked: formatNumber(worked, 2) },
  );
}

function typeSentences(r: TypeRule, isOnBoard: boolean): string[] {
  const lines = [
    r.takes
      ? t('Each day is a day of leave taken.')
      : r.worked
        ? t('Counts as a day worked; takes no leave.')
        : t('Takes no leave.'),
    r.earnsYearly && r.earnsAccrued
      ? t('Earns leave on both kinds of profile.')
      : r.earnsYearly
        ? t('Earns leave on a yearly rate, not on an accrued profile.')
        : r.earnsAccrued
          ? t('Earns leave on an accrued profile only.')
          : t('A nil day: earns no leave on either kind of profile.'),
  ];
  if (isOnBoard) lines.push(t('Counts as on board.'));
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
                {typeName(type)}
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
        ? t('{days} days × {rate} ÷ 365', {
            days: Math.round((totals.accrued * 365) / ex.rate),
            rate: Number(ex.rate.toFixed(2)),
          })
        : t('{days} days worked × {rate}', { days: totals.worked, rate: Number(ex.rate.toFixed(4)) });
  const title = t('Example: {kind}', { kind: typeTitle(ex.kind) });
  const story = {
    rate: rateWords(ex.kind, ex.rate),
    month,
    initial: ex.initialLeave,
    onBoard: ex.onBoardDays,
    taken: ex.leaveDays,
    type: ex.leaveType,
  };
  return (
    <section className="card stack" aria-label={title}>
      <h3>{title}</h3>
      <p className="no-margin">
        {source === 'example'
          ? ex.leaveType
            ? t(
                'A crew member on {rate} (an example rate) starts {month} with {initial} days of leave, spends {onBoard} days on board, then takes {taken} days of ‘{type}’.',
                story,
              )
            : t(
                'A crew member on {rate} (an example rate) starts {month} with {initial} days of leave, spends {onBoard} days on board. No leave type reduces leave on this vessel, so no days are taken.',
                story,
              )
          : ex.leaveType
            ? t(
                'A crew member on {rate} starts {month} with {initial} days of leave, spends {onBoard} days on board, then takes {taken} days of ‘{type}’.',
                story,
              )
            : t(
                'A crew member on {rate} starts {month} with {initial} days of leave, spends {onBoard} days on board. No leave type reduces leave on this vessel, so no days are taken.',
                story,
              )}
      </p>
      {totals ? (
        <dl className="guide-sum">
          <div>
            <dt>{t('Initial leave')}</dt>
            <dd>{formatNumber(ex.initialLeave, 2)}</dd>
          </div>
          <div>
            <dt>
              {t('Earned')} <span className="small muted">{earnedHow}</span>
            </dt>
            <dd>+{formatNumber(totals.accrued, 2)}</dd>
          </div>
          <div>
            <dt>
              {t('Taken')}{' '}
              <span className="small muted">
                {ex.leaveType
                  ? t('{taken} days of ‘{type}’', { taken: totals.taken, type: ex.leaveType })
                  : ''}
              </span>
            </dt>
            <dd>−{formatNumber(totals.taken, 2)}</dd>
          </div>
          <div className="guide-sum-total">
            <dt>{t('Available on {date}', { date: end })}</dt>
            <dd>{formatNumber(totals.available, 2)}</dd>
          </div>
        </dl>
      ) : (
        <p className="muted no-margin">{t('The example cannot be worked out with these leave types.')}</p>
      )}
    </section>
  );
}
