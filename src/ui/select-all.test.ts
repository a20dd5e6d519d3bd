import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { SelectAll } from './select-all';

const markup = (chosen: number, total: number) =>
  renderToStaticMarkup(createElement(SelectAll, { chosen, total, onChange: () => {} }));

it('heads its list as a control, not as one more row of it', () => {
  const html = markup(0, 4);
  expect(html).toContain('class="checkbox select-all"');
  expect(html.replace(/<[^>]+>/g, '')).toBe('Select all');
});

it('is ticked when every row is (a tap then clears them), dashed when some are', () => {
  expect(markup(4, 4)).toContain('data-selected="true"');
  expect(markup(4, 4)).not.toContain('data-indeterminate');
  expect(markup(2, 4)).toContain('data-indeterminate="true"');
  expect(markup(2, 4)).toContain('checkbox-dash');
  expect(markup(2, 4)).not.toContain('data-selected');
  expect(markup(0, 4)).not.toMatch(/data-selected|data-indeterminate/);
});

it('offers nothing to tick in an empty list', () => {
  expect(markup(0, 0)).toContain('data-disabled="true"');
});
