import type { FeedSources } from '../../kernel/sync-kit';
import { crewRecordsVisible, ownRecordsVisible, vesselRecordsVisible } from '../../kernel/sync-kit';
import { CLOCK_CHANGE_SELECT, toClockChange } from './clock-changes';
import { COMMENT_SELECT, MEMBER_SELECT, PRESET_SELECT, toComment, toMember, toPreset } from './hor-feed-repo';
import { REOPEN_SELECT, toReopenRequest } from './reopen-requests';
import { DAY_COLUMNS, MONTH_SELECT, toRestDay, toRestMonth } from './rest-repo';

/**
 * Hours of rest in the change feed: officers (level 4+) see every crew member of their
 * vessel, others only themselves (and who their supervisors are, to notify them); approval-
 * group members see the crew they countersign for; presets are personal; the vessel's clock
 * changes reach everyone on board (each day editor shows them). All of it is the
 * hours-of-rest module's but the members: the vessel's people by name, department and role, which
 * the leave notify list reads too, stay with the module off (as the crew list does).
 */
export const horFeeds = {
  restDays: {
    module: 'hoursofrest',
    select: `SELECT ${DAY_COLUMNS} FROM rest_days`,
    visible: (a, p) => crewRecordsVisible(a, p),
    map: (r) => toRestDay(r as never),
    recent: (from, p) => `x.day::date >= ${p(`${from}-01`)}::date`,
  },
  restMonths: {
    module: 'hoursofrest',
    select: MONTH_SELECT,
    visible: (a, p) => crewRecordsVisible(a, p),
    map: (r) => toRestMonth(r as never),
    recent: (from, p) => `x.month >= ${p(from)}`,
  },
  members: {
    module: null,
    select: MEMBER_SELECT,
    visible: (a, p) => crewRecordsVisible(a, p, 'OR x.permission_level >= 4'),
    map: toMember,
  },
  comments: {
    module: 'hoursofrest',
    select: COMMENT_SELECT,
    visible: (a, p) => crewRecordsVisible(a, p),
    map: toComment,
    recent: (from, p) => `x.day::date >= ${p(`${from}-01`)}::date`,
  },
  presets: { module: 'hoursofrest', select: PRESET_SELECT, visible: ownRecordsVisible, map: toPreset },
  reopenRequests: {
    module: 'hoursofrest',
    select: REOPEN_SELECT,
    visible: (a, p) => crewRecordsVisible(a, p),
    map: toReopenRequest,
  },
  clockChanges: {
    module: 'hoursofrest',
    select: CLOCK_CHANGE_SELECT,
    visible: vesselRecordsVisible,
    map: toClockChange,
  },
} satisfies FeedSources;
