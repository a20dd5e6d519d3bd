import type { LeaveSettings } from '../../../contracts/leave-records';
import { editsLeaveProfileOf, type LeaveStanding } from '../../../domain/leave/leave-access';

/** A leave profile's actions (doc 3), in the order the profile page shows them. */
export type ProfileAction = 'edit' | 'change' | 'additional' | 'rollover' | 'delete';

/**
 * The actions a reader may take on a profile: all of them for another's profile when they edit
 * profiles (level 5, or the group when the vessel lets it), none on their own; Rollover only
 * while the vessel's 'Rollover' setting is on, as the server refuses one otherwise (a rollover
 * saved offline moved the balance shown until the server refused it).
 */
export function profileActions(
  standing: LeaveStanding,
  settings: Pick<LeaveSettings, 'editByApprovalGroup' | 'rollover'>,
  own: boolean,
): ProfileAction[] {
  if (!editsLeaveProfileOf(standing, settings.editByApprovalGroup, own)) return [];
  const all: ProfileAction[] = ['edit', 'change', 'additional', 'rollover', 'delete'];
  return settings.rollover ? all : all.filter((a) => a !== 'rollover');
}
