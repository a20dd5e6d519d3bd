import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openAppDb } from '../../../db/app-db';

/**
 * Sign-off asks for a handwritten signature when the user has none on file. Offline the server
 * cannot say: the device answers from what it last learned, and asks when it never learned it
 * (field test: offline, sign-off went ahead without one and never asked again).
 */
const state = vi.hoisted(() => ({
  db: null as unknown as ReturnType<typeof openAppDb>,
  answer: null as null | { hasSignature: boolean; optOut: boolean },
}));
vi.mock('../../../lib/services', () => ({
  get db() {
    return state.db;
  },
  net: {},
}));
vi.mock('../../../lib/api-client', () => ({
  authedJson: async () => {
    if (!state.answer) throw new TypeError('Failed to fetch');
    return { ...state.answer, image: null, binary: null };
  },
}));
const { needsDrawnSignature, signatureOnFile } = await import('./sign-checks');

beforeEach(async () => {
  state.db = openAppDb(`sign-checks-${Math.random()}`);
  await state.db.open();
  state.answer = null;
});

describe('a drawn signature before sign-off', () => {
  it('offline and never learned: asked', async () => {
    expect(await needsDrawnSignature(7)).toBe(true);
  });

  it('offline after the shore said one is on file, or one was drawn here: not asked', async () => {
    state.answer = { hasSignature: true, optOut: false };
    expect(await needsDrawnSignature(7)).toBe(false);
    state.answer = null;
    expect(await needsDrawnSignature(7)).toBe(false);
    // Another user of the same phone has not.
    expect(await needsDrawnSignature(8)).toBe(true);
    await signatureOnFile(8);
    expect(await needsDrawnSignature(8)).toBe(false);
  });

  it('online, the shore’s answer holds: none on file is asked, and forgets what was known', async () => {
    await signatureOnFile(7);
    state.answer = { hasSignature: false, optOut: false };
    expect(await needsDrawnSignature(7)).toBe(true);
    state.answer = null;
    expect(await needsDrawnSignature(7)).toBe(true);
  });
});
