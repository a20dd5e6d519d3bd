import { format } from 'date-fns';
import { type DateOrder, setDateOrder, useDateOrder } from '../../../lib/date-order';
import { Select } from '../../../ui/select';

/** Preferences of this phone or computer, not of the account: today, the order of dates. */
export function DevicePreferences() {
  const order = useDateOrder();
  const today = new Date();
  const choices = [
    { id: 'day', label: `Day first (${format(today, 'dd/MM/yyyy')})` },
    { id: 'month', label: `Month first (${format(today, 'MM/dd/yyyy')})` },
    { id: 'year', label: `Year first (${format(today, 'yyyy-MM-dd')})` },
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
