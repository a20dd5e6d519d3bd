import type { Audience, FeedScope, FeedSources, Param } from '../../kernel/sync-kit';
import { vesselRecordsVisible } from '../../kernel/sync-kit';
import {
  ADJUSTMENT_SELECT,
  PROFILE_SELECT,
  REQUEST_SELECT,
  SETTINGS_SELECT,
  TYPE_SELECT,
  toAdjustment,
  toLeaveType,
  toProfile,
  toRequest,
  toSettings,
} from './leave-repo';
import { leaveFullVessels } from './leave-setup';

/**
 * A crew member's leave: their own, and everyone's on vessels where the actor has full access
 * (level 5, or the leave approval group). When the group changes, its members' devices start
 * their copy afresh (accessChanged), so a new member receives the older records too.
 */
const LEAVE_FULL: FeedScope = { vessels: leaveFullVessels };
const leaveVisible = (a: Audience, p: Param) =>
  `(x.vessel_id = ANY(${p(a.scoped)}) OR (x.vessel_id = ANY(${p(a.everyVessel)}) AND x.user_id = ${p(a.actorId)}))`;

/** Leave in the change feed: the vessel's settings and leave types to everyone on board. */
export const leaveFeeds = {
  leaveSettings: { module: 'leave', select: SETTINGS_SELECT, visible: vesselRecordsVisible, map: toSettings },
  leaveTypes: { module: 'leave', select: TYPE_SELECT, visible: vesselRecordsVisible, map: toLeaveType },
  leaveProfiles: {
    module: 'leave',
    scope: LEAVE_FULL,
    select: PROFILE_SELECT,
    visible: leaveVisible,
    map: toProfile,
  },
  leaveRequests: {
    module: 'leave',
    scope: LEAVE_FULL,
    select: REQUEST_SELECT,
    visible: leaveVisible,
    map: toRequest,
    recent: (from, p) => `x.end_date::date >= ${p(`${from}-01`)}::date`,
  },
  leaveAdjustments: {
    module: 'leave',
    scope: LEAVE_FULL,
    select: ADJUSTMENT_SELECT,
    visible: leaveVisible,
    map: toAdjustment,
  },
} satisfies FeedSources;
