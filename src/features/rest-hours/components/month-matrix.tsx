import { type ColumnDef, FlexRender, tableFeatures, useTable } from '@tanstack/react-table';

import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import type { Member } from '../../../contracts/rest-hours';
import { datesInMonth } from '../../../domain/calendar/iso-date';
import { speakDayMonth } from '../../../domain/dates/format';
import { isPlanned } from '../../../domain/rest-hours/forecast';
import { dayTotals } from '../../../domain/rest-hours/timeline';
import { daysToCome, weekCompliance, weekReading, weeksOfMonth } from '../../../domain/rest-hours/weeks';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { hoursFigure } from './hours-figure';
import { weekGlyph, weekWords } from './week-words';

/** One crew member's line of the matrix. */
export interface MatrixRow {
  member: Member;
  /** The member's days of the month, by date. */
  work: Map<string, string>;
  /** The dates that break a rule (recorded or planned). */
  flagged: Set<string>;
}

type DayState = 'ok' | 'bad' | 'blank' | 'planned' | 'planned-bad' | 'to-come';

const STATE_TEXT: Record<DayState, string> = {
  ok: msg('within the rules'),
  bad: msg('breaks the rules'),
  blank: msg('nothing recorded'),
  planned: msg('planned'),
  'planned-bad': msg('planned, would break the rules'),
  'to-come': msg('still to come'),
};

function dayState(row: MatrixRow, date: string, today: string): DayState {
  const { flagged } = row;
  const recorded = row.work.has(date);
  if (isPlanned(date, today)) return recorded ? (flagged.has(date) ? 'planned-bad' : 'planned') : 'to-come';
  if (!recorded) return 'blank';
  return flagged.has(date) ? 'bad' : 'ok';
}

const features = tableFeatures({});

/**
 * The month at a glance on a wide screen (issue 7, gap 6): crew down, days across, each day
 * coloured by compliance, and each week's rest hours. Every day opens its editor; a name opens
 * the member's row below, where signing is.
 */
export function MonthMatrix(props: {
  month: string;
  today: string;
  rows: MatrixRow[];
  dayLink: (userId: number, date: string) => string;
  onOpen: (userId: number) => void;
}) {
  const { month, today, dayLink, onOpen } = props;
  const columns = useMemo<ColumnDef<typeof features, MatrixRow>[]>(() => {
    const name: ColumnDef<typeof features, MatrixRow> = {
      id: 'name',
      header: () => t('Crew'),
      cell: ({ row }) => (
        <button type="button" className="link-button" onClick={() => onOpen(row.original.member.userId)}>
          {row.original.member.firstName} {row.original.member.lastName}
        </button>
      ),
    };
    const days = datesInMonth(month).map(
      (date): ColumnDef<typeof features, MatrixRow> => ({
        id: date,
        header: () => <abbr title={speakDayMonth(date)}>{Number(date.slice(8))}</abbr>,
        cell: ({ row }) => {
          const state = dayState(row.original, date, today);
          const who = `${row.original.member.firstName} ${row.original.member.lastName}`;
          return (
            <Link
              className={`matrix-day matrix-${state}`}
              to={dayLink(row.original.member.userId, date)}
              aria-label={`${who}, ${speakDayMonth(date)}: ${t(STATE_TEXT[state])}`}
            />
          );
        },
      }),
    );
    return [name, ...days];
  }, [month, today, dayLink, onOpen]);
  const table = useTable({ features, columns, data: props.rows });
  const weeks = weeksOfMonth(month);

  return (
    <section className="card month-matrix" aria-label={t('Month matrix')} data-testid="month-matrix">
      <div className="matrix-scroll">
        <table>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    <FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <Fragment key={row.id}>
                <tr>
                  {row.getAllCells().map((cell) =>
                    cell.column.id === 'name' ? (
                      <th key={cell.id} scope="row">
                        <FlexRender cell={cell} />
                      </th>
                    ) : (
                      <td key={cell.id}>
                        <FlexRender cell={cell} />
                      </td>
                    ),
                  )}
                </tr>
                <WeekTotals row={row.original} weeks={weeks} today={today} />
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <p className="matrix-legend small muted">
        <span className="matrix-key matrix-ok" /> {t('Within the rules')}{' '}
        <span className="matrix-key matrix-bad" /> {t('Breaks the rules')}{' '}
        <span className="matrix-key matrix-blank" /> {t('Nothing recorded')}{' '}
        <span className="matrix-key matrix-planned" /> {t('Planned')}{' '}
        <span className="matrix-key matrix-planned-bad" /> {t('Planned, would break the rules')}
      </p>
      <p className="matrix-legend small muted">
        {t(
          'Under each week: whether it keeps the rules (✓) and the rest recorded in it, in hours. While days of the week are still to come, both are so far (✓…).',
        )}
      </p>
    </section>
  );
}

/**
 * Under a member's days, each week as the week chips read it (`weekReading`, judged on the days
 * lived: a plan's breaches are forecasts) and its recorded rest; a week with days still to come
 * is compliant and rested only so far, never a finished week.
 */
function WeekTotals({ row, weeks, today }: { row: MatrixRow; weeks: string[][]; today: string }) {
  const livedFlags = new Set([...row.flagged].filter((d) => !isPlanned(d, today)));
  return (
    <tr className="matrix-weeks">
      <th scope="row">
        <span className="visually-hidden">{t('{name}: rest per week', { name: row.member.firstName })}</span>
      </th>
      {weeks.map((week) => {
        const reading = weekReading(
          weekCompliance(week, (d) => row.work.has(d), livedFlags),
          today,
        );
        const words = weekWords(reading);
        const recorded = week.filter((d) => row.work.has(d) && !isPlanned(d, today));
        const rest = hoursFigure(recorded.reduce((sum, d) => sum + dayTotals(row.work.get(d)!).restHours, 0));
        return (
          <td
            key={week[0]}
            colSpan={week.length}
            className={`matrix-week${week.length < 3 ? ' matrix-week-short' : ''}`}
          >
            <span className={`matrix-mark week-${reading.kind}`} aria-hidden="true" title={words}>
              {weekGlyph(reading)}
            </span>
            <span className="visually-hidden">
              {words}
              {recorded.length ? ', ' : null}
            </span>
            {recorded.length ? (
              <span className="matrix-rest">
                {daysToCome(reading) ? t('{hours} so far', { hours: rest }) : rest}
              </span>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
}
