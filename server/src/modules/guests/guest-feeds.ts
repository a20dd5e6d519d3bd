import type { Audience, FeedScope, FeedSources, Param } from '../../kernel/sync-kit';
import { GUEST_SELECT, toGuest } from './guest-repo';
import { guestVessels } from './guest-scope';

/**
 * Guests reach only those who see the vessel's reports: level 4+ with the reports module on
 * (domain/access/guest-access); crew below that never hold a copy of a guest's passport.
 * Switching the module makes everyone on board re-read, so the guests come back when it is on.
 */
const GUESTS: FeedScope = { vessels: guestVessels };
const guestRows = (a: Audience, p: Param) => `x.vessel_id = ANY(${p(a.scoped)}::int[])`;

export const guestFeeds = {
  guests: { module: 'reports', scope: GUESTS, select: GUEST_SELECT, visible: guestRows, map: toGuest },
} satisfies FeedSources;
