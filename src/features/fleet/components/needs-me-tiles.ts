import type { NeedsMe } from '../../../domain/home/needs-me';
import type { WelcomeTile } from './welcome-rows';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Query strings of the lists the tiles open, filtered to exactly what the tile counted. */
export const TO_DECIDE = 'leave?show=to-decide';
export const EXPIRING = 'issues?show=expiring';

/**
 * The home's 'what needs me' tiles (issue 31), each opening the list filtered to what it counts.
 * A tile with nothing in it is left out: a calm home shows one line instead ('Nothing needs you').
 * The server's own tiles for the same things (To countersign, Inbox) give way to these.
 */
export function needsTiles(
  n: NeedsMe,
  where: { base: string; inbox: string; crewOnly: boolean },
): WelcomeTile[] {
  const tiles: WelcomeTile[] = [];
  if (n.leaveToDecide)
    tiles.push({
      name: 'Leave requests to decide',
      value: plural(n.leaveToDecide, 'request'),
      info: 'Waiting for your decision',
      to: `${where.base}/${TO_DECIDE}`,
      needs: true,
    });
  if (n.expiring && n.expiring.certificates + n.expiring.documents > 0) {
    const parts = [
      n.expiring.certificates ? plural(n.expiring.certificates, 'certificate') : '',
      n.expiring.documents ? plural(n.expiring.documents, 'document') : '',
    ].filter(Boolean);
    tiles.push({
      name: 'Expiring or expired',
      value: parts.join(' · '),
      info: where.crewOnly ? 'Your documents' : 'Vessel certificates and crew documents',
      to: `${where.base}/${EXPIRING}`,
      needs: true,
    });
  }
  if (n.countersign?.months)
    tiles.push({
      name: 'To countersign',
      value: plural(n.countersign.months, 'month'),
      info: 'Signed off by crew, waiting for you',
      to: `${where.base}/hours-of-rest/calendar${n.countersign.oldest ? `?month=${n.countersign.oldest}` : ''}`,
      needs: true,
    });
  if (n.inbox)
    tiles.push({
      name: 'Inbox',
      value: `${n.inbox} unread`,
      info: 'Messages about this vessel',
      to: `${where.inbox}?show=unread`,
      needs: true,
    });
  return tiles;
}

/** The names of the server's tiles that the device's counts replace. */
export const REPLACED_BY_DEVICE = new Set(['To countersign', 'Inbox']);
