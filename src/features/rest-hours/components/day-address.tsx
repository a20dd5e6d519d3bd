import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { MSG } from '../../../contracts/messages';
import { t } from '../../../i18n/i18n';
import { NoAccess } from '../../../ui/no-access';
import { notify } from '../../../ui/toast';

/** A day address naming no crew member here: the calendar, saying why the day did not open. */
export function DayAddressMissing({ calendar }: { calendar: string }) {
  useEffect(() => {
    notify(t(MSG.status404), t('That day belongs to no crew member of this vessel.'));
  }, []);
  return <Navigate to={calendar} replace />;
}

/** Another person's day, which this user may not read: the app's refusal, with no name on it. */
export function DayRefused({ calendar }: { calendar: string }) {
  return <NoAccess back={calendar} backLabel={t('Calendar')} />;
}
