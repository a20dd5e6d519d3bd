import { describe, expect, it } from 'vitest';
import { sidebarIssues } from './nav-model';

const aurora = { codename: 'aurora' };

describe('the sidebar’s Issues link (doc 2: disabled when no vessel is current)', () => {
  it('on a vessel’s pages: its issues, with its count', () => {
    expect(sidebarIssues(aurora, aurora, 5)).toEqual({
      to: '/fleet/aurora/issues',
      badge: 5,
      disabled: false,
    });
  });

  it('off them (the inbox, Sync): the vessel last opened, as Crew and Vessel Certs beside it, without the fleet’s count', () => {
    expect(sidebarIssues(undefined, aurora, 7)).toEqual({
      to: '/fleet/aurora/issues',
      badge: undefined,
      disabled: false,
    });
  });

  it('with no vessel at all: shown greyed, leading nowhere', () => {
    expect(sidebarIssues(undefined, undefined, 7)).toMatchObject({ to: '', disabled: true });
  });
});
