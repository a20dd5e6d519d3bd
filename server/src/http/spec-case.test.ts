import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type HttpError, parseWhole } from './errors';
import { fieldInAnyCase } from './spec-case';

const body = z.object({
  yachtId: z.number(),
  userID: z.number().optional(),
  firstName: z.string().optional(),
  requirements: z.array(z.object({ requirementTypeId: z.number() })).optional(),
});

function judged(value: unknown) {
  try {
    return { data: parseWhole(body, value) };
  } catch (e) {
    return { errorList: (e as HttpError).body.errorList };
  }
}

describe('the spec’s field names in another case', () => {
  it('are read as the declared field they spell, at every level', () => {
    expect(
      judged({ yachtID: 3, userId: 5, firstname: 'Sam', requirements: [{ requirementTypeID: 7 }] }),
    ).toEqual({
      data: { yachtId: 3, userID: 5, firstName: 'Sam', requirements: [{ requirementTypeId: 7 }] },
    });
  });

  it('are refused under the spelling sent, not the declared name no one sent', () => {
    expect(judged({ yachtID: 'x', firstname: 7 }).errorList).toEqual([
      { property: 'yachtID', message: expect.any(String) },
      { property: 'firstname', message: expect.any(String) },
    ]);
    expect(judged({ yachtId: 1, requirements: 'none' }).errorList?.[0]?.property).toBe('requirements');
    expect(judged({ yachtId: 1, Requirements: [{ requirementTypeId: 'x' }] }).errorList).toEqual([
      { property: 'Requirements.0.requirementTypeId', message: expect.any(String) },
    ]);
  });

  it('are refused, never ignored, when the declared name is sent too or two spellings are', () => {
    expect(judged({ yachtId: 3, yachtID: 4 }).errorList).toEqual([
      { property: 'yachtID', message: expect.any(String) },
    ]);
    expect(judged({ yachtID: 3, YACHTID: 4 }).errorList?.[0]?.property).toMatch(/^(yachtID|YACHTID)$/);
    expect(judged({ yachtId: 3, yacht_id: 4 }).errorList?.[0]?.property).toBe('yacht_id');
  });

  it('are read by a policy as the handler reads them: the exact name first, one other spelling, never two', () => {
    expect(fieldInAnyCase({ yachtId: 1, yachtID: 2 }, 'yachtId')).toBe(1);
    expect(fieldInAnyCase({ yachtID: 2 }, 'yachtId')).toBe(2);
    expect(fieldInAnyCase({ yachtID: 2, YachtId: 3 }, 'yachtId')).toBeUndefined();
    expect(fieldInAnyCase({ vessel: 2 }, 'yachtId')).toBeUndefined();
  });
});
