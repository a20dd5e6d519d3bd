import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { NavOrLink } from './nav-or-link';

const at = (path: string, ...links: Parameters<typeof NavOrLink>[0][]) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [path] },
      ...links.map((l) => createElement(NavOrLink, { key: l.to + String(l.off), ...l })),
    ),
  ).replaceAll(' data-discover="true"', '');

// Field test s59: on Accounts, Modules every greyed module (its entry leads there) was lit up as
// the page one was on, Leave, Documents, Reports and the Crew List at once.
it('a greyed module leads to Accounts, Modules without being marked as that page', () => {
  const html = at(
    '/fleet/meridian/accounts/modules',
    { to: '/fleet/meridian/accounts/modules', end: false, off: true, children: 'Leave' },
    { to: '/fleet/meridian/accounts/modules', end: false, children: 'Accounts' },
  );
  expect(html).toContain('<a class="nav-off" href="/fleet/meridian/accounts/modules">Leave</a>');
  expect(html).toMatch(
    /<a aria-current="page" class="active" href="\/fleet\/meridian\/accounts\/modules">Accounts<\/a>/,
  );
});

it('a live entry is marked on its own page only', () => {
  const html = at(
    '/fleet/aurora/leave',
    { to: '/fleet/aurora/leave', end: false, children: 'Leave' },
    { to: '/fleet/aurora/reports', end: false, children: 'Reports' },
  );
  expect(html).toMatch(/<a aria-current="page" class="active" href="\/fleet\/aurora\/leave">Leave<\/a>/);
  expect(html).toContain('<a class="" href="/fleet/aurora/reports">Reports</a>');
});
