import { formatNumber } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';

/** Hours as the screens write them, '10.5 h' ('10,5 h' in Spanish): a tenth at most. */
export const hoursFigure = (h: number) =>
  t('{hours} h', { hours: Number.isInteger(h) ? h : formatNumber(h, 1) });
