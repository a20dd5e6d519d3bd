import { daysPerYearFromRatio, ratioFromDaysPerYear } from '../../../domain/leave/rates';
import { formatNumber } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { TextField } from '../../../ui/text-field';

/** The profile types as the wizard offers them (doc 3: yearly rate 1, accrued 2; yearly by default). */
export const PROFILE_TYPES = [
  {
    value: 'yearly',
    title: msg('Yearly rate'),
    text: msg('A number of leave days a year, earned over every day of employment.'),
  },
  {
    value: 'accrued',
    title: msg('Accrued'),
    text: msg('Leave earned for each day worked, as a worked/accrued ratio.'),
  },
] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number]['value'];
export const typeTitle = (type: ProfileType) => t(PROFILE_TYPES.find((p) => p.value === type)!.title);

/** Step 0 of the wizards: the type, as two cards. */
export function TypeChoice(props: { value: ProfileType; onChange: (t: ProfileType) => void }) {
  return (
    <fieldset className="method-choice">
      <legend className="field-label">{t('Leave profile type')}</legend>
      {PROFILE_TYPES.map((kind) => (
        <label
          key={kind.value}
          className="method-card"
          data-selected={props.value === kind.value || undefined}
        >
          <input
            type="radio"
            name="leave-profile-type"
            className="visually-hidden"
            checked={props.value === kind.value}
            onChange={() => props.onChange(kind.value)}
          />
          <span className="method-radio" aria-hidden="true" />
          <span>
            <strong>{t(kind.title)}</strong>
            <span className="small muted">{t(kind.text)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** A typed number, or null when it is not one (or empty). */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** The other way of writing a typed rate, to show beside it; empty when it cannot be worked out. */
export function convertedRate(type: ProfileType, text: string): string {
  const n = numberOf(text);
  if (n === null || !Number.isFinite(n) || n < 0) return '';
  if (type === 'yearly')
    return n < 365
      ? t('Worked/accrued ratio {ratio}', { ratio: formatNumber(ratioFromDaysPerYear(n), 4) })
      : '';
  return t('About {days} days per year', { days: formatNumber(daysPerYearFromRatio(n), 2) });
}

/** The rate field of a profile: days per year (yearly) or the ratio (accrued), the other shown converted. */
export function RateField(props: {
  type: ProfileType;
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
}) {
  const converted = convertedRate(props.type, props.value);
  return (
    <div className="stack-tight">
      <TextField
        label={props.type === 'yearly' ? t('Leave days per year') : t('Worked/accrued ratio')}
        inputMode="decimal"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        error={props.error}
        placeholder={props.type === 'yearly' ? 'e.g. 30' : 'e.g. 0.0822'}
      />
      {converted ? (
        <span className="small muted" aria-live="polite">
          = {converted}
        </span>
      ) : null}
    </div>
  );
}

/** The value the schema takes: a number, NaN for text that is not one (so it is reported), null when empty. */
export const typedNumber = (text: string) => {
  const n = numberOf(text);
  return n === null ? null : n;
};

/** The typed rate rewritten for the other type (days per year to ratio and back), so a type change keeps its meaning. */
export function convertRateText(from: ProfileType, to: ProfileType, text: string): string {
  const n = numberOf(text);
  if (from === to || n === null || !Number.isFinite(n) || n < 0) return from === to ? text : '';
  if (to === 'accrued') return n < 365 ? String(Number(ratioFromDaysPerYear(n).toFixed(4))) : '';
  return String(Number(daysPerYearFromRatio(n).toFixed(2)));
}
