import { showMonth } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';

/**
 * What the signature about to be drawn signs first: the pad opens on the way to a month's
 * sign-off, and said nothing of it (field test), so the seafarer read it as a settings step.
 */
export function SigningFor({ month }: { month: string }) {
  return (
    <p className="signing-for">
      <strong>{t('Hours of rest, {month}', { month: showMonth(month) })}</strong>
    </p>
  );
}
