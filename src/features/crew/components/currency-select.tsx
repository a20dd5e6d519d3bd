import type { Currency } from '../../../contracts/crew-setup';
import { t } from '../../../i18n/i18n';
import { Select } from '../../../ui/select';
import { currencyLabel } from '../data/currency-names';

/** A currency as the spec shows it: its name and its sign (doc 2, Currency). */
export function CurrencySelect(props: {
  value: string;
  onChange: (id: string) => void;
  currencies: Currency[];
  error?: string | undefined;
}) {
  return (
    <Select
      label={t('Currency')}
      value={props.value}
      onChange={props.onChange}
      choices={props.currencies.map((c) => ({ id: String(c.id), label: currencyLabel(c) }))}
      error={props.error}
    />
  );
}
