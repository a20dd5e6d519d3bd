import type { OutboxEntry } from '../db/app-db';

/** The dates an entry touches (a month's operations touch none in particular). */
export function entryDates(e: OutboxEntry): string[] {
  switch (e.op) {
    case 'hor/day/save':
      return e.body.dates;
    case 'hor/comment/save':
      return [e.body.date];
    default:
      return [];
  }
}

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });
const dayName = (d: string) =>
  new Date(`${d}T00:00:00`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

/** A line a person understands, for the sync page. */
export function describeEntry(e: OutboxEntry): string {
  switch (e.op) {
    case 'hor/day/save':
      return `Rest day ${e.body.dates.map(dayName).join(', ')}`;
    case 'hor/comment/save':
      return `Comment on ${dayName(e.body.date)}`;
    case 'hor/comment/delete':
      return 'Deleted comment';
    case 'hor/preset/save':
      return `Preset “${e.body.name}”`;
    case 'hor/preset/delete':
      return 'Deleted preset';
    case 'hor/month/sign':
      return `Sign-off of ${monthName(e.body.month)}`;
    case 'hor/month/countersign':
      return `Countersign of ${monthName(e.body.month)}`;
    case 'hor/month/cancel':
      return `Cancelled signatures of ${monthName(e.body.month)}`;
    case 'hor/month/notify':
      return `Notice of sign-off for ${monthName(e.body.month)}`;
    case 'hor/day/clear':
      return `Cleared ${e.body.dates.map(dayName).join(', ')}`;
    case 'hor/signature/save':
      return 'Digital signature';
    case 'hor/settings/save':
      return 'Hours-of-rest settings';
    case 'hor/alerts/save':
      return 'Hours-of-rest alerts';
    default:
      return 'Vessel settings';
  }
}
