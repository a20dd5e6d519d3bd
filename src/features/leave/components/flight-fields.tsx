import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { DateField } from '../../../ui/date-field';
import { Icon } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import type { FlightRow, FormErrors } from '../data/request-form';

const KINDS = [
  { id: 'outbound', label: 'Outbound' },
  { id: 'return', label: 'Return' },
];

/** The request's flights (doc 3: flight type and destination, add flight), each with its date. */
export function FlightFields(props: {
  flights: FlightRow[];
  change: (flights: FlightRow[]) => void;
  errors: FormErrors;
  defaultDate: string;
}) {
  const { flights, change, errors } = props;
  const set = (i: number, patch: Partial<FlightRow>) =>
    change(flights.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <fieldset className="plain-fieldset stack">
      <legend>{t('Flights')}</legend>
      {flights.length === 0 ? <p className="small muted no-margin">{t('No flights.')}</p> : null}
      {flights.map((f, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a flight has no id; rows are only added at the end or removed.
        <div key={i} className="flight-row">
          <div className="field-pair">
            <Select
              label={`Flight ${i + 1}`}
              value={f.kind}
              onChange={(kind) => set(i, { kind: kind as FlightRow['kind'] })}
              choices={KINDS}
            />
            <DateField
              label={t('Date')}
              value={f.date}
              onChange={(date) => set(i, { date })}
              error={errors[`flights.${i}.date`]}
            />
          </div>
          <TextField
            label={t('Destination')}
            value={f.destination}
            onChange={(e) => set(i, { destination: e.target.value })}
            error={errors[`flights.${i}.destination`]}
          />
          <Button
            variant="ghost"
            className="btn-ghost-danger"
            onClick={() => change(flights.filter((_, j) => j !== i))}
          >
            {t('Remove flight')} {i + 1}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        className="align-start"
        disabled={flights.length >= 10}
        onClick={() =>
          change([
            ...flights,
            { kind: flights.length ? 'return' : 'outbound', destination: '', date: props.defaultDate },
          ])
        }
      >
        <Icon name="plus" /> {t('Add flight')}
      </Button>
    </fieldset>
  );
}
