/**
 * Officer second entry (doc 3, answer 211): a level-5 officer opens leave on a vessel where no
 * leave profile is active yet. The first entry (210) told them to review the leave settings and
 * set up the leave profiles; the second reminds them of what is still not done.
 */

export interface SetupState {
  /** Active leave profiles on the vessel. */
  activeProfiles: number;
  /** Current crew with no active leave profile. */
  crewWithoutProfile: number;
  /** Members of the leave approval group. */
  approvalGroup: number;
  /** Leave types whose days reduce leave. */
  reducingTypes: number;
}

export type SetupGap = 'profiles' | 'approvalGroup' | 'reducingType';

/** Answer 211 as the server gives it: level 5 on a vessel with no active leave profile. */
export const isSecondEntry = (s: Pick<SetupState, 'activeProfiles'>) => s.activeProfiles === 0;

/**
 * What is still to do, most important first: profiles for the crew without one; an approval
 * group (without one only level 5 approves); a leave type that reduces leave (without one no
 * request takes any days from a balance).
 */
export function setupGaps(s: SetupState): SetupGap[] {
  const gaps: SetupGap[] = [];
  if (s.crewWithoutProfile > 0) gaps.push('profiles');
  if (s.approvalGroup === 0) gaps.push('approvalGroup');
  if (s.reducingTypes === 0) gaps.push('reducingType');
  return gaps;
}
