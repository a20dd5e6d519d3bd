import { describe, expect, it } from 'vitest';
import {
  changesStatus,
  editsPay,
  editsPersonal,
  editsPosition,
  seesCrewList,
  seesPrivate,
} from './crew-access';

describe('crew records access (doc 2, section 6)', () => {
  it('shows the crew list from level 4', () => {
    expect([null, 2, 3, 4, 5, 6, 8].map(seesCrewList)).toEqual([false, false, false, true, true, true, true]);
  });

  it('shows bank, next of kin and salary to the crew member and from level 5', () => {
    expect(seesPrivate(2, true)).toBe(true);
    expect(seesPrivate(4, false)).toBe(false);
    expect(seesPrivate(5, false)).toBe(true);
  });

  it('lets the crew member or level 5 over them change personal details', () => {
    expect(editsPersonal(2, 2, true)).toBe(true);
    expect(editsPersonal(4, 2, false)).toBe(false);
    expect(editsPersonal(5, 2, false)).toBe(true);
    expect(editsPersonal(5, 6, false)).toBe(false);
  });

  it('lets level 4 over the crew member change position details', () => {
    expect(editsPosition(2, 2)).toBe(false);
    expect(editsPosition(4, 2)).toBe(true);
    expect(editsPosition(4, 5)).toBe(false);
  });

  it('keeps pay from one’s own hands, a fleet manager’s too, who may set another fleet manager’s', () => {
    expect(editsPay(5, 2)).toBe(true);
    expect(editsPay(5, 5)).toBe(false);
    expect(editsPay(6, 6)).toBe(false);
    expect(editsPay(8, 8)).toBe(true);
    expect(editsPay(8, 8, true)).toBe(false);
    expect(editsPay(8, 2, true)).toBe(false);
    expect(editsPay(4, 2)).toBe(false);
  });

  it('leaves status changes to level 5 over the crew member, and level 8 for anyone', () => {
    expect(changesStatus(4, 2)).toBe(false);
    expect(changesStatus(5, 5)).toBe(true);
    expect(changesStatus(6, 8)).toBe(false);
    expect(changesStatus(8, 8)).toBe(true);
  });
});
