import type { AppDb, SecretRow } from '../db/app-db';
import { normalizePassword, passwordForms } from '../domain/access/password-form';
import { msg } from '../i18n/msg';
import { authedJson } from './api-client';
import { net } from './services';
import { isOnline } from './use-online';

const enc = new TextEncoder();
const b64url = (buf: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(buf)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const hex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', enc.encode(text)));
}

/**
 * The device's signing key for this user: made once, its private half kept in IndexedDB and
 * never extractable, its public half registered with the server (needs a connection once).
 */
export async function ensureDeviceKey(
  db: AppDb,
  userId: number,
  register: (jwk: JsonWebKey) => Promise<string>,
) {
  const existing = await db.secrets.get('device');
  if (existing?.key === 'device' && existing.userId === userId) return existing;
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]);
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const keyId = await register({ kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y });
  const row: SecretRow & { key: 'device' } = { key: 'device', userId, keyId, privateKey: pair.privateKey };
  await db.secrets.put(row);
  return row;
}

export async function signText(privateKey: CryptoKey, text: string): Promise<string> {
  return b64url(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, enc.encode(text)));
}

// PBKDF2 at OWASP's 2023 count for SHA-256: slow enough that a stolen device's verifier
// does not give the password away cheaply.
const ITERATIONS = 600_000;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const base = await crypto.subtle.importKey('raw', enc.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    base,
    256,
  );
  return hex(bits);
}

/** Stores a verifier of the password at an online login, for checks made offline. */
export async function storeVerifier(db: AppDb, userId: number, password: string) {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(normalizePassword(password), salt, ITERATIONS);
  const row: SecretRow = { key: 'verifier', userId, salt: hex(salt.buffer), hash, iterations: ITERATIONS };
  await db.secrets.put(row);
}

export async function checkVerifier(db: AppDb, userId: number, password: string): Promise<boolean> {
  const v = await db.secrets.get('verifier');
  if (v?.key !== 'verifier' || v.userId !== userId) return false;
  const salt = new Uint8Array(v.salt.match(/../g)!.map((h) => Number.parseInt(h, 16)));
  for (const form of passwordForms(password))
    if ((await derive(form, salt, v.iterations)) === v.hash) return true;
  return false;
}

/** Said when a signature is asked for on a device that never reached the shore since login. */
export const NO_SIGNING_KEY_YET = msg(
  'This device cannot sign yet: it gets its signing key the first time it reaches the shore. Sign again once the shore can be reached.',
);

/** Registrations under way, one per user: the login's and a sync's never make two keys. */
const registering = new Map<number, Promise<SecretRow & { key: 'device' }>>();

/** This device's key for the user, registered now if it is missing and there is a connection. */
export async function deviceKeyFor(db: AppDb, userId: number) {
  const existing = await db.secrets.get('device');
  if (existing?.key === 'device' && existing.userId === userId) return existing;
  // Ship Wi-Fi without the shore cannot register a key either: say so rather than 'try again'.
  if (!isOnline()) throw new Error(NO_SIGNING_KEY_YET);
  const under = registering.get(userId);
  if (under) return under;
  const started = ensureDeviceKey(db, userId, async (publicJwk) => {
    // The schema loads when a key is first registered, not with the app's first screen.
    const { deviceKeyAnswerSchema } = await import('../contracts/rest-hours-answers');
    const res = await authedJson(deviceKeyAnswerSchema, db, net, '/devices/keys', {
      method: 'POST',
      body: JSON.stringify({ publicJwk }),
    }).catch((e: unknown) => {
      // The shore went between the check above and the request: the same words as offline.
      throw isOnline() ? e : new Error(NO_SIGNING_KEY_YET);
    });
    return res.keyId;
  }).finally(() => registering.delete(userId));
  registering.set(userId, started);
  return started;
}

/**
 * After a sync that reached the shore: the signed-in user's key, if the device has none yet. The
 * login asks for it once, but a login followed at once by a closed app, a reload or a lost link
 * left the device unable to sign offline for good ('Connect once to sign' while it synced daily).
 */
export async function keepDeviceKeyReady(db: AppDb) {
  const session = await db.session.get('current');
  if (!session || session.needsLogin) return;
  await deviceKeyFor(db, session.user.id).catch(() => undefined);
}
