import { createElement, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { expect, it } from 'vitest';
import { ScreenErrorBoundary } from '../app/screen-error-boundary';
import { ChunkLoadError, screen } from './lazy-screen';

const UsersPage = ({ who }: { who: string }) => createElement('h1', null, `Users of ${who}`);

/** What a render shows once every screen's code has arrived or failed. */
async function rendered(node: ReturnType<typeof createElement>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createElement(Suspense, { fallback: 'loading' }, node), {
    onError: () => undefined,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

// Field test s59: Users opened with the shore down failed, and stayed failed after the link came
// back, whenever it was opened again (React keeps a lazy component's failure for good).
it('a screen whose code failed to arrive asks for it again once another page was opened', async () => {
  let calls = 0;
  const Page = screen(async () => {
    calls += 1;
    if (calls <= 2) throw new TypeError('Failed to fetch dynamically imported module');
    return { UsersPage };
  }, 'UsersPage');
  expect(await rendered(createElement(Page, { who: 'Aurora' }))).not.toContain('Users of Aurora');
  // Rendered again on the same page (as React does before it shows the error): not asked again.
  expect(await rendered(createElement(Page, { who: 'Aurora' }))).not.toContain('Users of Aurora');
  expect(calls).toBe(1);

  // The page's own renders while the link is down (a navigation waits, and is rendered again when
  // the code fails): not asked again, or it would be asked again and again.
  const failed = { failed: new ChunkLoadError('UsersPage'), resetKey: '/fleet' };
  ScreenErrorBoundary.getDerivedStateFromProps({ children: null, resetKey: '/fleet/aurora/users' }, failed);
  expect(await rendered(createElement(Page, { who: 'Aurora' }))).not.toContain('Users of Aurora');
  expect(calls).toBe(1);

  const shown = (from: string, to: string) =>
    new ScreenErrorBoundary({ children: null, resetKey: to }).componentDidUpdate({
      children: null,
      resetKey: from,
    });
  // Home shown, then Users again: the code is asked for again; the shore still down, it fails again.
  shown('/fleet/aurora/users', '/fleet');
  expect(await rendered(createElement(Page, { who: 'Aurora' }))).not.toContain('Users of Aurora');
  expect(calls).toBe(2);
  // The shore back, another page and Users again: it opens.
  shown('/fleet/aurora/users', '/fleet');
  expect(await rendered(createElement(Page, { who: 'Aurora' }))).toContain('Users of Aurora');
  expect(calls).toBe(3);
  // Once arrived, it is not asked for again.
  shown('/fleet/aurora/users', '/fleet/users');
  expect(await rendered(createElement(Page, { who: 'Meridian' }))).toContain('Users of Meridian');
  expect(calls).toBe(3);
});
