import { dayInWords } from '../domain/rest-hours/timeline';
import { t } from '../i18n/i18n';
import { Button } from './button';
import { DayBar } from './day-bar';
import { Dialog } from './dialog';

export interface ConflictChoice {
  label: string;
  hint: string;
  variant: 'primary' | 'secondary' | 'danger';
  onChoose: () => void;
}

/**
 * Tells the user what happened on the server while they were offline (who signed, when,
 * which days) and offers only the choices they may take. Nothing happens until they choose.
 */
export function ConflictPrompt(props: {
  title: string;
  what: string;
  who: string | null;
  when: string | null;
  days: string[];
  /** Days as the server holds them and as this device would make them (null: none recorded). */
  timelines?: { label: string; mine: string | null; theirs: string | null }[];
  choices: ConflictChoice[];
  onClose: () => void;
}) {
  return (
    <Dialog title={t(props.title)} onClose={props.onClose}>
      <p className="muted" style={{ margin: 0 }}>
        {t(props.what)}
      </p>
      {props.who ? (
        <p style={{ margin: 0 }}>
          <strong>{props.who}</strong>
          {props.when ? ` ${t('on {date}', { date: props.when })}` : ''}
        </p>
      ) : null}
      <div className="small">
        <strong>{t('Your change:')}</strong> {props.days.join(', ')}
      </div>
      {props.timelines?.length ? (
        <div className="stack compare" style={{ gap: 10 }}>
          {props.timelines.map((line) => (
            <figure key={line.label} className="compare-day">
              <figcaption className="small">
                <strong>{line.label}</strong>
              </figcaption>
              <span className="small muted">{t('On shore now')}</span>
              <DayShown work={line.theirs} />
              <span className="small muted">{t('Yours, not sent')}</span>
              <DayShown work={line.mine} />
            </figure>
          ))}
          <span className="small muted">
            <span className="swatch work" /> {t('Work')} <span className="swatch rest" />{' '}
            {t('Rest · 00:00 to 24:00')}
          </span>
        </div>
      ) : null}
      <div className="stack" style={{ gap: 10 }}>
        {props.choices.map((c) => (
          <div key={c.label} className="stack" style={{ gap: 4 }}>
            <Button variant={c.variant} block onClick={c.onChoose}>
              {t(c.label)}
            </Button>
            <span className="small muted">{t(c.hint)}</span>
          </div>
        ))}
        <Button variant="ghost" block onClick={props.onClose}>
          {t('Decide later')}
        </Button>
      </div>
    </Dialog>
  );
}

/** A day as a bar and in words (its stretches of work, its hours): bars alone ask for a ruler. */
function DayShown({ work }: { work: string | null }) {
  if (work === null) return <span className="small">{t('Nothing recorded')}</span>;
  const day = dayInWords(work);
  const words =
    day.kind === 'stretches'
      ? t('Work {stretches} · {hours} h', { stretches: day.stretches, hours: day.workHours })
      : day.kind === 'hours'
        ? t('Work {work}\u00a0h · Rest {rest}\u00a0h', { work: day.workHours, rest: day.restHours })
        : t('No work');
  return (
    <>
      <DayBar work={work} tall />
      <span className="small">{words}</span>
    </>
  );
}
