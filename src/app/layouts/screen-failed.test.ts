import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { ChunkLoadError } from '../../lib/lazy-screen';
import { ScreenErrorBoundary } from '../screen-error-boundary';
import { RETRY_WHILE_UP_MS, reconnected, retryAfter, ScreenFailed } from './screen-failed';

// Field test s58, item 8: Users opened for the first time at sea was a grey page with no header,
// no navigation and no way back (an installed app has no Back button of the browser's).
it('a page that could not be loaded says why and leads Home, beside Try again', () => {
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(ScreenFailed, { home: '/fleet/aurora/welcome', onRetry: () => undefined }),
    ),
  );
  expect(html).toContain('This page has not been opened on this device yet');
  expect(html).toMatch(/<a[^>]*href="\/fleet\/aurora\/welcome"[^>]*>Home<\/a>/);
  expect(html).toContain('Try again');
  expect(html).not.toContain('splash-failed');
});

it('the shell keeps its own failure screen, and going to another page clears it', () => {
  const fallback = createElement('p', null, 'in the shell');
  const props = { children: null, fallback, resetKey: '/fleet/aurora/users' };
  const failed = {
    ...ScreenErrorBoundary.getDerivedStateFromError(new ChunkLoadError('UsersPage')),
    resetKey: '/fleet/aurora/users',
  };
  const boundary = new ScreenErrorBoundary(props);
  boundary.state = failed as never;
  expect(renderToStaticMarkup(boundary.render() as never)).toBe('<p>in the shell</p>');
  expect(ScreenErrorBoundary.getDerivedStateFromProps(props, failed as never)).toBeNull();
  expect(
    ScreenErrorBoundary.getDerivedStateFromProps(
      { ...props, resetKey: '/fleet/aurora/welcome' },
      failed as never,
    ),
  ).toEqual({ failed: null, resetKey: '/fleet/aurora/welcome' });
});

// Field test s59: Users opened with the shore down said 'it will open once the shore can be
// reached', and went on saying it after the shore was back, until Try again reloaded the app.
it('the shore back, the page is tried again in place, its code asked for anew', () => {
  expect(reconnected('no-shore', 'connected')).toBe(true);
  expect(reconnected('no-network', 'connected')).toBe(true);
  expect(reconnected('connected', 'connected')).toBe(false);
  expect(reconnected('connected', 'no-shore')).toBe(false);

  const retries: (() => void)[] = [];
  const props = {
    children: null,
    resetKey: '/fleet/aurora/users',
    fallback: (retry: () => void) => {
      retries.push(retry);
      return createElement('p', null, 'in the shell');
    },
  };
  const boundary = new ScreenErrorBoundary(props);
  boundary.state = { failed: new ChunkLoadError('UsersPage'), resetKey: '/fleet/aurora/users' };
  expect(renderToStaticMarkup(boundary.render() as never)).toBe('<p>in the shell</p>');
  const states: unknown[] = [];
  boundary.setState = (s) => states.push(s);
  retries[0]?.();
  expect(states).toEqual([{ failed: null }]);
});

// Review s59: a 5 s outage no other call noticed: the header kept 'Synced', no reconnection came,
// and the page said 'it will open once the shore can be reached' for minutes with the shore up.
it('with the link up, the page is tried again after a while; with it down, on its return', () => {
  expect(retryAfter('connected')).toBe(RETRY_WHILE_UP_MS);
  expect(RETRY_WHILE_UP_MS).toBeLessThanOrEqual(30_000);
  expect(retryAfter('no-shore')).toBeNull();
  expect(retryAfter('no-network')).toBeNull();
});
