import { describe, expect, it } from 'vitest';
import { PHOTO_NOT_IMAGE } from '../../../contracts/crew-wizard';
import { MSG } from '../../../contracts/messages';
import { EMPTY_VALUES, newDraft } from './crew-wizard';
import { step1Body, step2Body, step3Body } from './wizard-bodies';

const draft = newDraft(Date.parse('2026-11-25T10:00:00Z'));
const filled = {
  ...EMPTY_VALUES,
  email: 'robin@example.com',
  firstName: 'Robin',
  lastName: 'Hale',
  level: '1',
  departmentsId: '3',
  positionId: '7',
};

describe('the wizard’s step bodies', () => {
  it('names every required field of step 1 with the spec’s message', () => {
    const { problems } = step1Body(EMPTY_VALUES, draft, 1);
    expect(Object.fromEntries(problems)).toEqual({
      email: MSG.required,
      firstName: MSG.required,
      lastName: MSG.required,
      level: MSG.required,
      departmentsId: MSG.required,
      positionId: MSG.required,
    });
    expect(step1Body(filled, draft, 1).problems).toEqual([]);
    expect(step1Body({ ...filled, notificationEmail: 'not-an-address' }, draft, 1).problems).toEqual([
      ['notificationEmail', MSG.email],
    ]);
  });

  it('sends the crew photo with step 1, and only an image', () => {
    // A 1x1 JPEG's first bytes are enough for the type check: the content must be what it says.
    const jpeg = `data:image/jpeg;base64,${btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))}`;
    const withPhoto = step1Body({ ...filled, crewPhoto: jpeg, crewPhotoName: 'me.jpg' }, draft, 1);
    expect(withPhoto.problems).toEqual([]);
    expect(withPhoto.body.crewPhoto).toEqual({ fileName: 'me.jpg', content: jpeg });
    expect(step1Body(filled, draft, 1).body).not.toHaveProperty('crewPhoto');
    const notImage = step1Body({ ...filled, crewPhoto: 'data:text/plain;base64,aGk=' }, draft, 1);
    expect(notImage.problems[0]).toEqual(['crewPhoto', PHOTO_NOT_IMAGE]);
  });

  it('checks the ID No length and that salary and leave are numbers; pay only from payroll', () => {
    const long = step2Body({ ...filled, customId: 'ABCDEFGHIJKLM', salary: '12,5', leave: 'x' }, draft, true);
    expect(long.problems.map(([f]) => f)).toEqual(['customId', 'salary', 'leave']);
    expect(long.problems[0]![1]).toBe(MSG.maxLength(12));
    expect(long.problems[1]![1]).toBe(MSG.numeric);
    const officer = step2Body({ ...filled, salary: '3000' }, draft, false);
    expect(officer.body).not.toHaveProperty('salary');
    expect(step2Body({ ...filled, salary: '3000.50', leave: '30' }, draft, true)).toMatchObject({
      problems: [],
      body: { salary: '3000.50', salaryId: draft.salaryId, leaveId: draft.leaveId, currency: 1 },
    });
  });

  it('sends both nationalities and checks the next of kin’s e-mail', () => {
    const v = { ...filled, nationality: '1', secondNationality: '3', nokEmail: 'nope' };
    const { body, problems } = step3Body(v);
    expect(body.nationality).toEqual([1, 3]);
    expect(problems).toEqual([['nokEmail', MSG.email]]);
  });
});
