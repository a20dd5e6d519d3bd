import { describe, expect, it } from 'vitest';
import {
  REQUIREMENT_TYPES,
  requirementAllowed,
  requirementGroups,
  requirementName,
} from './requirement-types';

describe('requirement types', () => {
  it('names an unknown type with the spec’s label', () => {
    expect(requirementName(1)).toBe('Passport');
    expect(requirementName(999)).toBe('Unknow requirement');
  });

  it('shows training only to a vessel with the familiarization module', () => {
    expect(requirementGroups(false).map((g) => g.group)).toEqual([
      'general',
      'deckQuals',
      'engQuals',
      'other',
    ]);
    expect(requirementGroups(true).map((g) => g.group)).toEqual([
      'general',
      'deckQuals',
      'engQuals',
      'trainingTypes',
      'other',
    ]);
    expect(requirementAllowed(60, false)).toBe(false);
    expect(requirementAllowed(60, true)).toBe(true);
    expect(requirementAllowed(12345, true)).toBe(false);
  });

  it('gives every type an id of its own', () => {
    expect(new Set(REQUIREMENT_TYPES.map((r) => r.id)).size).toBe(REQUIREMENT_TYPES.length);
  });
});
