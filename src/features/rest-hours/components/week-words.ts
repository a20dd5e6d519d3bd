import type { WeekReading } from '../../../domain/rest-hours/weeks';
import { t } from '../../../i18n/i18n';

/** What a week shows: a tick only for a week lived and compliant; a bad week shows its count. */
const WEEK_GLYPH: Partial<Record<WeekReading['kind'], string>> = {
  ok: '✓',
  'so-far': '✓…',
  blank: '–',
  'to-come': '…',
};

export const weekGlyph = (reading: WeekReading) =>
  reading.kind === 'bad' ? String(reading.issueDays) : (WEEK_GLYPH[reading.kind] ?? '');

/**
 * A week read out (and shown on hover): what is known of it on today. The crew's week chips and
 * the month matrix's weeks say the same words.
 */
export function weekWords(reading: WeekReading) {
  switch (reading.kind) {
    case 'bad':
      return t('{count, plural, one {# day breaks the rules} other {# days break the rules}}', {
        count: reading.issueDays,
      });
    case 'ok':
      return t('compliant');
    case 'so-far':
      return t('compliant so far, {count, plural, one {# day} other {# days}} still to come', {
        count: reading.toCome,
      });
    case 'to-come':
      return t('still to come');
    default:
      return t('nothing recorded');
  }
}
