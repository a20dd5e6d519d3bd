import type { FeedSources } from '../sync/sync-kit';
import { crewRecordsVisible, ownRecordsVisible } from '../sync/sync-kit';
import { COMMENT_SELECT, MEMBER_SELECT, PRESET_SELECT, toComment, toMember, toPreset } from './hor-feed-repo';
import { REOPEN_SELECT, toReopenRequest } from './reopen-requests';
import { DAY_COLUMNS, MONTH_SELECT, toRestDay, toRestMonth } from './rest-repo';

/**
 * Hours of rest in the change feed: officers (level 4+) see every crew member of their
 * vessel, others only themselves (and who their supervisors are, to notify them); approval-
 * group members see the crew they countersign for; presets are personal.
 */
export const horFeeds = {
  restDays: {
    select: `SELECT ${DAY_COLUMNS} FROM rest_days`,
    visible: (a, p) => crewRecordsVisible(a, p),
    map: (r) => toRestDay(r as never),
    recent: (from, p) => `x.day::date >= ${p(`${from}-01`)}::date`,
  },
  restMonths: {
    select: MONTH_SELECT,
    visible: (a, p) => crewRecordsVisible(a, p),
    map: (r) => toRestMonth(r as never),
    recent: (from, p) => `x.month >= ${p(from)}`,
  },
  members: {
    select: MEMBER_SELECT,
    visible: (a, p) => crewRecordsVisible(a, p, 'OR x.permission_level >= 4'),
    map: toMember,
  },
  comments: {
    select: COMMENT_SELECT,
    visible: (a, p) => crewRecordsVisible(a, p),
    map: toComment,
    recent: (from, p) => `x.day::date >= ${p(`${from}-01`)}::date`,
  },
  presets: { select: PRESET_SELECT, visible: ownRecordsVisible, map: toPreset },
  reopenRequests: {
    select: REOPEN_SELECT,
    visible: (a, p) => crewRecordsVisible(a, p),
    map: toReopenRequest,
  },
} satisfies FeedSources;
