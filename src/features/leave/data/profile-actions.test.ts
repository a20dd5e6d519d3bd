import { describe, expect, it } from 'vitest';
import { profileActions } from './profile-actions';

const purser = { level: 5, inApprovalGroup: false };
const group = { level: 3, inApprovalGroup: true };

describe("a leave profile's actions", () => {
  it("offers Rollover only while the vessel's 'Rollover' setting is on", () => {
    expect(profileActions(purser, { editByApprovalGroup: false, rollover: true }, false)).toEqual([
      'edit',
      'change',
      'additional',
      'rollover',
      'delete',
    ]);
    expect(profileActions(purser, { editByApprovalGroup: false, rollover: false }, false)).toEqual([
      'edit',
      'change',
      'additional',
      'delete',
    ]);
  });

  it('offers nothing on one’s own profile, nor to the approval group unless the vessel lets it edit', () => {
    expect(profileActions(purser, { editByApprovalGroup: true, rollover: true }, true)).toEqual([]);
    expect(profileActions(group, { editByApprovalGroup: false, rollover: true }, false)).toEqual([]);
    expect(profileActions(group, { editByApprovalGroup: true, rollover: false }, false)).toEqual([
      'edit',
      'change',
      'additional',
      'delete',
    ]);
  });
});
