import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { MSG } from '../../../contracts/messages';
import { BackLink } from '../../../ui/back-link';
import { notify } from '../../../ui/toast';

/** A day address naming no crew member here: the calendar, saying why the day did not open. */
export function DayAddressMissing({ calendar }: { calendar: string }) {
  useEffect(() => notify(MSG.status404, 'That day belongs to no crew member of this vessel.'), []);
  return <Navigate to={calendar} replace />;
}

/** Another person's day, which this user may not read: a refusal, with no name on it. */
export function DayRefused({ calendar }: { calendar: string }) {
  return (
    <div className="stack">
      <BackLink to={calendar}>Calendar</BackLink>
      <h1>Hours of rest</h1>
      <p role="alert">{MSG.status403}</p>
    </div>
  );
}
