import { msg } from '../../i18n/msg';
import type { ClockChange, ClockChangeMinutes } from './clock-change';

/**
 * The words of a clock change on passage (issue 33): the master's choices when recording one,
 * and the notice every day editor shows on its date. Elapsed hours, as the rules count them.
 */
export const CLOCK_CHANGE_CHOICES: readonly { minutes: ClockChangeMinutes; label: string }[] = [
  { minutes: -30, label: msg('Retard 30 min') },
  { minutes: -60, label: msg('Retard 1 h') },
  { minutes: 30, label: msg('Advance 30 min') },
  { minutes: 60, label: msg('Advance 1 h') },
  { minutes: -1440, label: msg('Date line: repeat the day') },
  { minutes: 1440, label: msg('Date line: skip the day') },
];

/** Whether the change is the date line (made at 00:00, a whole day). */
export const isDateLine = (minutes: number) => Math.abs(minutes) === 1440;

/** '25', '24½', '23½': the day's elapsed hours. */
function dayHours(minutes: number): string {
  const half = (24 * 60 - minutes) / 60;
  const whole = Math.floor(half);
  return half === whole ? String(whole) : `${whole}½`;
}

/** The notice on the change's date as a catalogue message and its values (screens translate it). */
export function clockChangeNoticeMessage(change: Pick<ClockChange, 'at' | 'minutes'>): {
  id: string;
  values: Record<string, string>;
} {
  const values = { at: change.at, hours: dayHours(change.minutes) };
  if (change.minutes === -1440)
    return { id: msg('Date line crossed: this date is repeated — a 48-hour day'), values };
  if (change.minutes === 1440)
    return { id: msg('Date line crossed: this date is skipped — no hours are kept on it'), values };
  const hour = Math.abs(change.minutes) === 60;
  const id =
    change.minutes < 0
      ? hour
        ? msg('Clocks retarded 1 h at {at} — a {hours}-hour day')
        : msg('Clocks retarded 30 min at {at} — a {hours}-hour day')
      : hour
        ? msg('Clocks advanced 1 h at {at} — a {hours}-hour day')
        : msg('Clocks advanced 30 min at {at} — a {hours}-hour day');
  return { id, values };
}

/** The notice in English, e.g. 'Clocks retarded 1 h at 02:00 — a 25-hour day'. */
export function clockChangeNotice(change: Pick<ClockChange, 'at' | 'minutes'>): string {
  const { id, values } = clockChangeNoticeMessage(change);
  return id.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** The change as a record's note on its day, e.g. 'Clocks retarded 1 h at 02:00'. */
export function clockChangeNote(change: Pick<ClockChange, 'at' | 'minutes'>): string {
  // not-ui-text: the records' note (PDF/xlsx print it in English beside the working language)
  if (change.minutes === -1440) return 'Date line: date repeated';
  // not-ui-text: as above
  if (change.minutes === 1440) return 'Date line: date skipped';
  const amount = Math.abs(change.minutes) === 60 ? '1 h' : '30 min';
  const way = change.minutes < 0 ? 'retarded' : 'advanced';
  // not-ui-text: as above
  return `Clocks ${way} ${amount} at ${change.at}`;
}

/** The choice's label, for lists of recorded changes. */
export const clockChangeLabel = (minutes: number) =>
  CLOCK_CHANGE_CHOICES.find((c) => c.minutes === minutes)?.label ?? msg('{minutes} min', { minutes });
