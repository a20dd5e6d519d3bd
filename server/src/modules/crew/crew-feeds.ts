import type { Audience, FeedSources, Param } from '../../kernel/sync-kit';
import { privateRecordsVisible, vesselRecordsVisible } from '../../kernel/sync-kit';
import {
  CREW_SELECT,
  DEPARTMENT_SELECT,
  DETAILS_SELECT,
  LEAVE_SELECT,
  POSITION_SELECT,
  PRIVATE_SELECT,
  SALARY_SELECT,
  toCrewDetails,
  toCrewPrivate,
  toCrewRecord,
  toDepartment,
  toLeaveIncrement,
  toPosition,
  toSalary,
} from './crew-repo';
import { REQUIREMENT_SELECT, toRequirement } from './requirements';

/** The crew list and profiles: one's own, and the whole vessel's from level 4 (doc 2, section 6). */
const crewVisible = (a: Audience, p: Param) =>
  `(x.vessel_id = ANY(${p(a.allOn)}) OR (x.vessel_id = ANY(${p(a.everyVessel)}) AND x.user_id = ${p(a.actorId)}))`;

/**
 * The crew kinds in the change feed. Each goes to the people who may see it, so personal data
 * is filtered per field by kind: bank details, next of kin and pay never reach the device of a
 * crew member who is not their owner, nor an officer below level 5.
 *
 * The crew records (personal details, bank and next of kin, salary, the leave-increment history:
 * doc 2, section 1) are the crew module's. The crew list rows stay with it off: who is on board,
 * in which position, is what the leave table, the certificate and document issues and the reports
 * name people from; departments, positions and requirements are users administration's too
 * (doc 2, section 7), whose REST calls no module gates.
 */
export const crewFeeds = {
  crew: { module: null, select: CREW_SELECT, visible: crewVisible, map: toCrewRecord },
  crewDetails: { module: 'crew', select: DETAILS_SELECT, visible: crewVisible, map: toCrewDetails },
  crewPrivate: { module: 'crew', select: PRIVATE_SELECT, visible: privateRecordsVisible, map: toCrewPrivate },
  salaries: { module: 'crew', select: SALARY_SELECT, visible: privateRecordsVisible, map: toSalary },
  leaveIncrements: { module: 'crew', select: LEAVE_SELECT, visible: crewVisible, map: toLeaveIncrement },
  departments: { module: null, select: DEPARTMENT_SELECT, visible: vesselRecordsVisible, map: toDepartment },
  positions: { module: null, select: POSITION_SELECT, visible: vesselRecordsVisible, map: toPosition },
  requirements: {
    module: null,
    select: REQUIREMENT_SELECT,
    visible: vesselRecordsVisible,
    map: toRequirement,
  },
} satisfies FeedSources;
