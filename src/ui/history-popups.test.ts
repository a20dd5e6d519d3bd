import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser's history, enough for history-popups: entries, Back, popstate and timers, run by `settle`. */
function fakeBrowser() {
  const entries: { state: unknown; href: string }[] = [
    { state: null, href: 'http://app/before' },
    { state: null, href: 'http://app/profile' },
  ];
  let at = 1;
  const tasks: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const location = { href: 'http://app/profile' };
  const win = {
    location,
    history: {
      get state() {
        return entries[at]?.state;
      },
      pushState(state: unknown) {
        entries.splice(at + 1);
        entries.push({ state, href: location.href });
        at += 1;
      },
      back() {
        if (at === 0) return;
        tasks.push(() => {
          at -= 1;
          location.href = entries[at]?.href ?? '';
          for (const l of listeners) l();
        });
      },
    },
    addEventListener: (_: string, l: () => void) => listeners.push(l),
    setTimeout: (f: () => void) => tasks.push(f),
    clearTimeout: () => undefined,
  };
  const settle = () => {
    for (let n = 0; tasks.length > 0 && n < 100; n++) tasks.shift()?.();
  };
  return { win, settle, where: () => location.href, depth: () => at };
}

let browser: ReturnType<typeof fakeBrowser>;
let closeOnBack: typeof import('./history-popups').closeOnBack;
beforeEach(async () => {
  browser = fakeBrowser();
  vi.stubGlobal('window', browser.win);
  vi.resetModules();
  ({ closeOnBack } = await import('./history-popups'));
});
const back = () => {
  browser.win.history.back();
  browser.settle();
};

describe('Back over a popup that asked about unsaved changes', () => {
  it('after Back, keep editing, ✕, Escape, Cancel and Discard, one Back leaves the page', () => {
    const popup = vi.fn();
    closeOnBack(popup);
    browser.settle();
    back(); // the popup asks instead of closing
    expect(popup).toHaveBeenCalledTimes(1);
    let prompt = closeOnBack(vi.fn());
    browser.settle();
    prompt(); // Keep editing: the prompt goes, the popup takes a new Back entry
    const again = closeOnBack(popup);
    browser.settle();
    prompt = closeOnBack(vi.fn()); // ✕ asks
    browser.settle();
    prompt(); // Escape on the prompt: keep editing
    prompt = closeOnBack(vi.fn()); // Cancel asks
    browser.settle();
    prompt(); // Discard: the prompt and the popup go
    again();
    expect(browser.where()).toBe('http://app/profile');
    back();
    expect(browser.where()).toBe('http://app/before');
    expect(browser.depth()).toBe(0);
  });

  it('after ✕ and keep editing, Back closes the popup (not the page under it)', () => {
    const popup = vi.fn();
    closeOnBack(popup);
    browser.settle();
    const prompt = closeOnBack(vi.fn()); // ✕ asks
    browser.settle();
    prompt(); // Keep editing
    back();
    expect(popup).toHaveBeenCalledTimes(1);
    expect(browser.where()).toBe('http://app/profile');
  });

  it('a popup closed by its own button: one Back still leaves the page', () => {
    const done = closeOnBack(vi.fn());
    browser.settle();
    done();
    back();
    expect(browser.where()).toBe('http://app/before');
  });
});
