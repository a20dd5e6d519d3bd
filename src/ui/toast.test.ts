import { afterEach, expect, it } from 'vitest';
import { link } from '../lib/link';
import { closeToast, notifySaved, shownToastKeys, shownToasts } from './toast';

afterEach(() => {
  link.network(true);
  for (const key of shownToastKeys()) closeToast(key);
});

// Field test s58, item 16: online the toast read "Today saved: Same as yesterday / Sent to the
// shore.", offline "Saved on this device, will send when the shore can be reached / Today saved:
// Same as yesterday". One order: what was saved, then where it is.
it.each([
  ['online', true],
  ['offline', false],
])('a saved change is the title %s, and where it is the line below', (_when, up) => {
  link.network(up);
  notifySaved('Today saved: {label}');
  const note = shownToasts().find((n) => n.title.startsWith('Today saved'));
  expect(note?.title).toBe('Today saved: {label}');
  expect(note?.sending).toBe(true);
});

it('a text of the spec keeps its words, with its detail, offline too', () => {
  link.network(false);
  notifySaved('Vessel details has been updated.', {
    spec: true,
    detail: 'Its crew see it at the next sync.',
  });
  expect(shownToasts().find((n) => n.title.startsWith('Vessel details'))).toEqual({
    title: 'Vessel details has been updated.',
    description: 'Its crew see it at the next sync.',
    sending: true,
  });
});

// Screenshot review s58: Save tapped three times stacked three alike toasts over the page.
it('the same change saved again shows one toast, not a pile of alike ones', () => {
  notifySaved('Vessel details has been updated.', { spec: true });
  notifySaved('Vessel details has been updated.', { spec: true });
  notifySaved('Vessel details has been updated.', { spec: true });
  notifySaved('Today saved: {label}');
  expect(shownToasts().map((n) => n.title)).toEqual([
    'Today saved: {label}',
    'Vessel details has been updated.',
  ]);
});
