import { describe, expect, it } from 'vitest';
import { changedSince, fieldValue, onCloseRequest, readingOf } from './popup-changes';

describe('a popup with changed input asks before closing', () => {
  const untouched = readingOf([
    { kind: 'input', type: 'text', value: '' },
    { kind: 'segment', value: 'dd' },
    { kind: 'picked', value: 'Select an item' },
    { kind: 'input', type: 'checkbox', value: 'on', checked: false },
  ]);

  it('a half-typed IBAN makes Back, ✕, Escape and Cancel ask', () => {
    const now = readingOf([
      { kind: 'input', type: 'text', value: 'GB29 NWBK' },
      { kind: 'segment', value: 'dd' },
      { kind: 'picked', value: 'Select an item' },
      { kind: 'input', type: 'checkbox', value: 'on', checked: false },
    ]);
    const changed = changedSince(untouched, now);
    expect(changed).toBe(true);
    for (const way of ['back', 'close-button', 'escape', 'cancel'] as const)
      expect(onCloseRequest({ way, guarded: true, changed })).toBe('ask');
  });

  it('a date segment, a picked choice or a ticked box counts as changed', () => {
    const [text, segment, picked, box] = untouched;
    expect(changedSince(untouched, [text, '12', picked, box] as string[])).toBe(true);
    expect(changedSince(untouched, [text, segment, 'Female', box] as string[])).toBe(true);
    const ticked = fieldValue({ kind: 'input', type: 'checkbox', value: 'on', checked: true });
    expect(changedSince(untouched, [text, segment, picked, ticked] as string[])).toBe(true);
  });

  it('a popup with nothing changed closes at once', () => {
    expect(changedSince(untouched, [...untouched])).toBe(false);
    expect(onCloseRequest({ way: 'back', guarded: true, changed: false })).toBe('close');
  });

  it('a popup never touched closes at once, even if its fields filled in later', () => {
    expect(changedSince(null, ['Filled from the server'])).toBe(false);
  });

  it('typed and taken out again is nothing changed', () => {
    const again = readingOf([
      { kind: 'input', type: 'text', value: '' },
      { kind: 'segment', value: 'dd' },
      { kind: 'picked', value: 'Select an item' },
      { kind: 'input', type: 'checkbox', value: 'on', checked: false },
    ]);
    expect(changedSince(untouched, again)).toBe(false);
  });

  it('a search box is not input to keep', () => {
    expect(fieldValue({ kind: 'input', type: 'search', value: 'ISM' })).toBeNull();
    expect(changedSince(readingOf([]), readingOf([{ kind: 'input', type: 'search', value: 'ISM' }]))).toBe(
      false,
    );
  });

  it('a popup that asks itself (or a confirmation) is not asked about twice', () => {
    expect(onCloseRequest({ way: 'close-button', guarded: false, changed: true })).toBe('close');
  });
});

it('a typed password is not input to keep (it is asked for an act, and quick to type again)', () => {
  expect(fieldValue({ kind: 'input', type: 'password', value: 'Demo1234' })).toBeNull();
});
