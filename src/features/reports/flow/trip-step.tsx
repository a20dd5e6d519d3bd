import { useState } from 'react';
import { MSG } from '../../../contracts/messages';
import { type ReportTrip, reportTripSchema } from '../../../contracts/reports';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { DateField } from '../../../ui/date-field';
import { TextField } from '../../../ui/text-field';

/** The trip's fields as the shared schema checks them; an empty field says 'Field is required.'. */
export function tripProblems(trip: ReportTrip): Partial<Record<keyof ReportTrip, string>> {
  const parsed = reportTripSchema.safeParse(trip);
  if (parsed.success) return {};
  const found: Partial<Record<keyof ReportTrip, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof ReportTrip;
    found[key] ??= trip[key].trim() === '' ? MSG.required : issue.message;
  }
  return found;
}

/**
 * Trip details of the crew and guest list (doc 3: 'crew list (report trip details)'): the ports
 * and dates of the passage, all four required (doc 3, section 5).
 */
export function TripStep(props: {
  trip: ReportTrip;
  onChange: (trip: ReportTrip) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<keyof ReportTrip, string>>>({});
  const set = (key: keyof ReportTrip, value: string) => {
    props.onChange({ ...props.trip, [key]: value });
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const port = (key: 'portOfDeparture' | 'portOfArrival', label: string) => (
    <TextField
      label={label}
      value={props.trip[key]}
      onChange={(e) => set(key, e.target.value)}
      error={errors[key]}
      autoComplete="off"
    />
  );
  const date = (key: 'departureDate' | 'arrivalDate', label: string) => (
    <DateField label={label} value={props.trip[key]} onChange={(v) => set(key, v)} error={errors[key]} />
  );
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = tripProblems(props.trip);
        setErrors(found);
        if (Object.keys(found).length === 0) props.onNext();
      }}
    >
      {port('portOfDeparture', t('Port of departure'))}
      {date('departureDate', t('Departure date'))}
      {port('portOfArrival', t('Port of arrival'))}
      {date('arrivalDate', t('Arrival date'))}
      <div className="dialog-actions">
        <Button variant="ghost" type="button" onClick={props.onBack}>
          {t('Back')}
        </Button>
        <Button type="submit">{t('Next')}</Button>
      </div>
    </form>
  );
}
