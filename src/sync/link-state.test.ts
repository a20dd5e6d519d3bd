import { describe, expect, it } from 'vitest';
import {
  initialLink,
  isGatewayFailure,
  type Link,
  type LinkEvent,
  nextLink,
  probeDelayMs,
  probeTimeoutMs,
} from './link-state';

const connected: Link = { state: 'connected', misses: 0 };
const noShore: Link = { state: 'no-shore', misses: 2 };
const noNetwork: Link = { state: 'no-network', misses: 0 };

describe('link state', () => {
  it('starts from the browser flag', () => {
    expect(initialLink(true)).toEqual(connected);
    expect(initialLink(false)).toEqual(noNetwork);
  });

  const table: [string, Link, LinkEvent, Link][] = [
    [
      'a request gets no answer: the shore cannot be reached',
      connected,
      { type: 'no-answer' },
      { state: 'no-shore', misses: 1 },
    ],
    [
      'another miss counts up (the probe slows down)',
      noShore,
      { type: 'no-answer' },
      { state: 'no-shore', misses: 3 },
    ],
    ['the shore answers again: connected', noShore, { type: 'answer' }, connected],
    ['the network goes: no network', noShore, { type: 'network', up: false }, noNetwork],
    ['the network goes while connected', connected, { type: 'network', up: false }, noNetwork],
    [
      'a failed request without a network says nothing of the shore',
      noNetwork,
      { type: 'no-answer' },
      noNetwork,
    ],
    ['a late answer without a network does not bring it back', noNetwork, { type: 'answer' }, noNetwork],
    [
      'the network returns: connected until a request says otherwise',
      noNetwork,
      { type: 'network', up: true },
      connected,
    ],
    ['an online event while the shore is out keeps it out', noShore, { type: 'network', up: true }, noShore],
  ];
  it.each(table)('%s', (_what, from, event, to) => {
    expect(nextLink(from, event)).toEqual(to);
  });

  it('takes a gateway 502/503/504 for no answer, any other status for an answer', () => {
    expect([502, 503, 504].map(isGatewayFailure)).toEqual([true, true, true]);
    expect([200, 400, 401, 404, 500].map(isGatewayFailure)).toEqual([false, false, false, false, false]);
  });
});

describe('health probe back-off', () => {
  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [4, 40_000],
    [5, 60_000],
    [12, 60_000],
  ])('after %i misses waits %i ms', (misses, ms) => {
    expect(probeDelayMs(misses)).toBe(ms);
  });
});

describe('health probe wait', () => {
  it.each([
    [0, 10_000],
    [800, 10_000],
    [12_000, 24_000],
    [20_000, 40_000],
    [45_000, 60_000],
  ])('after an answer in %i ms waits %i ms', (roundTrip, ms) => {
    expect(probeTimeoutMs(roundTrip)).toBe(ms);
  });
});
