import { expect, it } from 'vitest';
import { recordsListState } from './records-list-state';

it('a crew member at sea with nothing read: no empty card, and the notice speaks of their own records', () => {
  expect(recordsListState(false, false)).toEqual({
    card: false,
    notYet: 'This device has not read your records yet; they will show once the shore can be reached.',
  });
});

it("an officer keeps the Whole vessel row, and the notice speaks of the crew's records", () => {
  expect(recordsListState(true, false)).toEqual({
    card: true,
    notYet: "This device has not read the crew's records yet; they will show once the shore can be reached.",
  });
  expect(recordsListState(false, true).card).toBe(true);
});
