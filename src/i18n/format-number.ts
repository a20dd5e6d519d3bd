import { i18n } from '@lingui/core';

/**
 * Numbers in the chosen language (issue 33, part 4: "dates and numbers follow the chosen
 * locale"). A figure keeps English's digits and takes the language's own marks: "10.5" is
 * "10,5" in Spanish, 12345 "12.345" (Intl's own grouping: es writes 1234 ungrouped). English
 * stays exactly what the screens wrote before (no grouping, `toFixed`'s digits): journeys and
 * the spec's texts read it.
 */
const formats = new Map<string, Intl.NumberFormat>();

function formatIn(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale} ${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format;
}

/**
 * `n` as the language in use writes it: with `fractionDigits` decimals as `toFixed` gives them,
 * or without, as many as `String(n)` shows. A figure that rounds to zero has no minus sign.
 */
export function formatNumber(n: number, fractionDigits?: number): string {
  const english = fractionDigits === undefined ? String(n) : n.toFixed(fractionDigits);
  const unsigned = Number(english) === 0 ? english.replace(/^-/, '') : english;
  // Exponent forms (1e21) and NaN stay as JavaScript writes them: no screen shows such figures.
  if (i18n.locale === 'en' || !/^-?\d+(\.\d+)?$/.test(unsigned)) return unsigned;
  const digits = fractionDigits ?? unsigned.split('.')[1]?.length ?? 0;
  return formatIn(i18n.locale, digits).format(Number(unsigned));
}

/**
 * A value found in a text written in English with msg(id, values) ('30.00', '0.5') as the
 * language writes it ('30,00', '0,5'), its decimals kept; any other text (a name, a whole
 * number, a date) as it came.
 */
export function decimalInLanguage(text: string): string {
  const decimals = /^-?\d+\.(\d+)$/.exec(text)?.[1];
  return decimals === undefined ? text : formatNumber(Number(text), decimals.length);
}

/** The locale for Intl's own number formats (money): English keeps the British marks it had. */
export const numberLocale = () => (i18n.locale === 'en' ? 'en-GB' : i18n.locale);

/** A currency as the app lists it (doc 2): its ISO code, its sign, and whether the sign goes first. */
export interface MoneyCurrency {
  code: string;
  sign: string;
  signBefore: boolean;
}

/**
 * An amount of money, two decimals. English as the screens always wrote it: British marks and the
 * currency's sign where the currency puts it ('€8,250.00', '8,250.00 kr'). Another language
 * through Intl's currency format, marks and the sign's place its own ('8250,00 €' in Spanish),
 * the sign the app's. Without a currency, the figure alone.
 */
export function formatMoney(amount: number, currency: MoneyCurrency | undefined): string {
  const locale = numberLocale();
  if (currency && i18n.locale !== 'en') {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.code })
        .formatToParts(amount)
        .map((part) => (part.type === 'currency' ? currency.sign : part.value))
        .join('');
    } catch {
      // A code Intl does not take (not three letters): the English layout below, in the language's figures.
    }
  }
  const figure = formatIn(locale, 2).format(amount);
  if (!currency) return figure;
  return currency.signBefore ? `${currency.sign}${figure}` : `${figure} ${currency.sign}`;
}

/** A figure and its unit, joined by a no-break space so a narrow line never parts them ('100 / MB'). */
export const withUnit = (figure: string, unit: string) => `${figure}\u00a0${unit}`;

/** A file's size to judge a download over a satellite link: '240 KB', '3.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return withUnit(formatNumber(Math.max(1, Math.round(bytes / 1024))), 'KB');
  return withUnit(formatNumber(bytes / (1024 * 1024), 1), 'MB');
}

/**
 * The values of a message with every plain `{name}` number written in the language in use.
 * Plural and select arguments stay numbers: Lingui picks their form and writes `#` itself.
 * An identifier that must not be grouped (a user's id) is handed over as a string.
 */
export function numbersInLanguage(id: string, values: Record<string, unknown>): Record<string, unknown> {
  if (i18n.locale === 'en') return values;
  const out: Record<string, unknown> = { ...values };
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'number' && !id.includes(`{${name},`) && !id.includes(`{${name} ,`))
      out[name] = formatNumber(value);
  return out;
}
