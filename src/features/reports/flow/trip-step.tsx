import { useState } from 'react';
import { MSG } from '../../../contracts/messages';
import { type ReportTrip, reportTripSchema } from '../../../contracts/reports';
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
      <TextField
        label="Port of departure"
        value={props.trip.portOfDeparture}
        onChange={(e) => set('portOfDeparture', e.target.value)}
        error={errors.portOfDeparture}
        autoComplete="off"
      />
      <DateField
        label="Departure date"
        value={props.trip.departureDate}
        onChange={(v) => set('departureDate', v)}
        error={errors.departureDate}
      />
      <TextField
        label="Port of arrival"
        value={props.trip.portOfArrival}
        onChange={(e) => set('portOfArrival', e.target.value)}
        error={errors.portOfArrival}
        autoComplete="off"
      />
      <DateField
        label="Arrival date"
        value={props.trip.arrivalDate}
        onChange={(v) => set('arrivalDate', v)}
        error={errors.arrivalDate}
      />
      <div className="dialog-actions">
        <Button variant="ghost" type="button" onClick={props.onBack}>
          Back
        </Button>
        <Button type="submit">Next</Button>
      </div>
    </form>
  );
}
