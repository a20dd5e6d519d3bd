import { entryDateIn, isoDay } from '../../../domain/dates/format';
import { type DateOrder, setDateOrder, useDateOrder } from '../../../lib/date-order';
import { Select } from '../../../ui/select';

/** Preferences of this phone or computer, not of the account: today, the order of dates. */
export function DevicePreferences() {
  const order = useDateOrder();
  const today = isoDay(new Date());
  const choices = [
    { id: 'year', label: `Year first (${entryDateIn('year', today)})` },
    { id: 'day', label: `Day first (${entryDateIn('day', today)})` },
    { id: 'month', label: `Month first (${entryDateIn('month', today)})` },
  ];
  return (
    <section className="card stack device-prefs" aria-label="On this device">
      <h2>On this device</h2>
      <Select
        label="Date format"
        value={order}
        onChange={(id) => setDateOrder(id as DateOrder)}
        choices={choices}
      />
    </section>
  );
}
