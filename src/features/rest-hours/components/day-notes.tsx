import { addDays } from '../../../domain/calendar/iso-date';
import { showWeekdayDayMonth } from '../../../domain/dates/format';
import { restShortfallHours } from '../../../domain/rest-hours/commensurate';
import { REGIME_NAME, type Regime, ruleText } from '../../../domain/rest-hours/exception-regime';
import { RULE_EXPLAINED, type Violation } from '../../../domain/rest-hours/rules';
import type { DayRecord } from '../../../domain/rest-hours/timeline';
import { cellTime } from '../../../domain/rest-hours/weeks';
import { t } from '../../../i18n/i18n';

/** Each flag with its rule's text and the window that broke it, so the crew member sees why. */
export function FlagList({
  flags,
  firstDate,
  planned = false,
}: {
  flags: (Violation & { regime?: Regime })[];
  firstDate: string;
  /** A day still to come: its flags say what the plan would break. */
  planned?: boolean;
}) {
  const at = (cell: number) =>
    `${showWeekdayDayMonth(addDays(firstDate, Math.floor(cell / 48)))} ${cellTime(cell)}`;
  return (
    <>
      {flags.map((f) => (
        <div className={planned ? 'flag flag-planned' : 'flag'} key={f.rule}>
          <span className="flag-rule">
            {planned ? t('Would break rule {rule}', { rule: f.rule }) : t('Rule {rule}', { rule: f.rule })}
          </span>
          <span>
            {t(ruleText(f))}
            <span className="small" style={{ display: 'block' }}>
              {f.regime === 'exception'
                ? t('Judged by the {regime}.', { regime: t(REGIME_NAME) })
                : t(RULE_EXPLAINED[f.rule])}
            </span>
            <span className="small" style={{ display: 'block' }}>
              {at(f.startCell)} – {at(f.endCell)}
            </span>
          </span>
        </div>
      ))}
    </>
  );
}

/**
 * For officers (level 4+): after a breach of rule 1 or 2, the rest to give back as commensurate
 * rest, from the worst window of the day.
 */
export function CommensurateHint({
  run,
  flags,
  name,
  own,
}: {
  run: DayRecord[];
  flags: Violation[];
  name: string;
  /** The officer's own record: the hint speaks to them. */
  own: boolean;
}) {
  const hours = Math.max(0, ...flags.map((f) => restShortfallHours(run, f) ?? 0));
  if (!hours) return null;
  return (
    <p className="small hint" data-testid="commensurate-rest">
      <strong>{t('Commensurate rest:')}</strong>{' '}
      {own
        ? t('take at least {hours} h of extra rest to make up for this breach (MLC A2.3, paragraph 14).', {
            hours,
          })
        : t(
            'give {name} at least {hours} h of extra rest to make up for this breach (MLC A2.3, paragraph 14).',
            {
              name,
              hours,
            },
          )}
    </p>
  );
}
