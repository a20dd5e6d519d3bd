import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { clockChangeSaveSchema } from '../../../contracts/clock-changes';
import type { ClockChangeMinutes } from '../../../domain/rest-hours/clock-change';
import { CLOCK_CHANGE_CHOICES, isDateLine } from '../../../domain/rest-hours/clock-change-text';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { DateField } from '../../../ui/date-field';
import { Select } from '../../../ui/select';

/** Ship's time on the half hour, the only times a change is made at. */
const TIMES = Array.from({ length: 48 }, (_, i) => {
  const t = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
  return { id: t, label: t };
});

type Errors = Partial<Record<'date' | 'at' | 'minutes', string>>;

/**
 * The master's form for a clock change (issue 33): the date, ship's time of the change and the
 * amount, one tap each. The date line is crossed at 00:00, so its time is not asked. Checked
 * with the shared schema; `onRecord` writes it on the device and queues it.
 */
export function ClockChangeForm(props: {
  vesselId: number;
  today: string;
  /** Whether the device already holds a change on a date (it would be replaced). */
  hasChangeOn: (date: string) => boolean;
  onRecord: (change: { date: string; at: string; minutes: ClockChangeMinutes }) => Promise<void>;
}) {
  const [date, setDate] = useState(props.today);
  const [at, setAt] = useState('02:00');
  const [minutes, setMinutes] = useState<ClockChangeMinutes | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const dateLine = minutes !== null && isDateLine(minutes);

  const submit = async () => {
    setDone(false);
    const parsed = clockChangeSaveSchema.safeParse({
      yachtId: props.vesselId,
      date,
      at: dateLine ? '00:00' : at,
      minutes,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= field === 'minutes' ? t('Choose how the clocks change.') : t(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    await props.onRecord(parsed.data);
    setDone(true);
  };

  return (
    <form
      className="card stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>{t('Record a clock change')}</h2>
      <DateField
        label={t('Date')}
        value={date}
        onChange={(d) => {
          setDate(d);
          setDone(false);
        }}
        error={errors.date}
      />
      <RadioGroup
        className="field"
        value={minutes === null ? null : String(minutes)}
        onChange={(v) => {
          setMinutes(Number(v) as ClockChangeMinutes);
          setErrors(({ minutes: _, ...rest }) => rest);
          setDone(false);
        }}
        isInvalid={Boolean(errors.minutes)}
      >
        <Label className="field-label">{t('Change')}</Label>
        <div className="clock-choices">
          {CLOCK_CHANGE_CHOICES.map((c) => (
            <Radio key={c.minutes} value={String(c.minutes)} className="method-card">
              <span className="method-radio" aria-hidden="true" />
              <span>{t(c.label)}</span>
            </Radio>
          ))}
        </div>
        {errors.minutes ? (
          <span className="field-error" role="alert">
            {t(errors.minutes)}
          </span>
        ) : null}
      </RadioGroup>
      {dateLine ? (
        <p className="small muted no-margin">{t('The date line is crossed at 00:00 ship’s time.')}</p>
      ) : (
        <Select
          label={t('Ship’s time of the change')}
          value={at}
          onChange={setAt}
          choices={TIMES}
          error={errors.at}
        />
      )}
      {props.hasChangeOn(date) && !done ? (
        <p className="small muted no-margin">
          {t('This replaces the change already recorded on this date.')}
        </p>
      ) : null}
      <div>
        <Button type="submit">{t('Record change')}</Button>
      </div>
      {done ? (
        <p className="small muted no-margin" role="status">
          {t('Recorded. Everyone’s day editor shows it on that date.')}
        </p>
      ) : null}
    </form>
  );
}
