import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { HistoryEmpty } from './leave-history-dialog';

const empty = (read: boolean, paused: boolean) =>
  renderToStaticMarkup(createElement(HistoryEmpty, { read, paused }))
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'");

// Field test s58 item 6: offline, on a device that never read the history, the sheet said there
// were no records and then that it had not read them; only the second is true there.
it('a history never read, the shore out of reach, says only that it has not been read', () => {
  const text = empty(false, true);
  expect(text).toContain('this device has not read it yet');
  expect(text).not.toContain("There aren't any leave records yet");
});

it('a history read and empty, or a failed read, says there are no records (doc 3, section 4)', () => {
  expect(empty(true, false)).toContain("There aren't any leave records yet for this crew member.");
  expect(empty(true, true)).not.toContain('has not read it yet');
  const failed = empty(false, false);
  expect(failed).toContain("There aren't any leave records yet for this crew member.");
  expect(failed).toContain('The history is read from the server.');
});
