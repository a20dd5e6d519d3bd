import type { FilePurpose } from '../../contracts/file-purposes';
import type { AppDb } from '../../db/app-db';
import { freshSession, type Net, OfflineError } from '../auth-refresh';

/** Opened files kept on the device by default: room for many scans, little of a phone. */
export const DEFAULT_FILE_BUDGET = 100 * 1024 * 1024;
export const FILE_BUDGET_CHOICES = [25, 100, 250, 1024].map((mb) => mb * 1024 * 1024);

export async function fileBudget(db: AppDb): Promise<number> {
  const row = await db.meta.get('fileBudget');
  return typeof row?.value === 'number' ? row.value : DEFAULT_FILE_BUDGET;
}

export async function pinnedVessels(db: AppDb): Promise<number[]> {
  const row = await db.meta.get('pinnedVessels');
  return typeof row?.value === 'string' ? (JSON.parse(row.value) as number[]) : [];
}

export async function setFileBudget(db: AppDb, bytes: number) {
  await db.meta.put({ key: 'fileBudget', value: bytes });
  await keepWithinBudget(db);
}

/** A pinned vessel's files are kept whatever the budget (e.g. the vessel one serves on). */
export async function setPinned(db: AppDb, vesselId: number, pinned: boolean) {
  const now = new Set(await pinnedVessels(db));
  if (pinned) now.add(vesselId);
  else now.delete(vesselId);
  await db.meta.put({ key: 'pinnedVessels', value: JSON.stringify([...now]) });
  await keepWithinBudget(db);
}

/**
 * Drops the bytes of the least recently used stored files until the rest fit the budget.
 * Files waiting to be uploaded and files of pinned vessels are never dropped.
 */
export async function keepWithinBudget(db: AppDb): Promise<number> {
  const [budget, pinned] = [await fileBudget(db), new Set(await pinnedVessels(db))];
  const stored = (await db.files.where('state').equals('stored').toArray()).filter((f) => f.blob);
  let used = stored.reduce((n, f) => n + f.size, 0);
  let dropped = 0;
  for (const f of stored.sort((a, b) => a.lastUsedAt - b.lastUsedAt)) {
    if (used <= budget) break;
    if (pinned.has(f.vesselId)) continue;
    await db.files.delete(f.id);
    used -= f.size;
    dropped++;
  }
  return dropped;
}

/** What the Sync page shows: the files' share, the budget, and the browser's own figures. */
export async function fileStorage(db: AppDb) {
  const files = await db.files.toArray();
  const kept = files.filter((f) => f.blob);
  const estimate =
    typeof navigator !== 'undefined' && navigator.storage?.estimate ? await navigator.storage.estimate() : {};
  return {
    files: kept.length,
    bytes: kept.reduce((n, f) => n + f.size, 0),
    waiting: files.filter((f) => f.state === 'queued' || f.state === 'uploading'),
    refused: files.filter((f) => f.state === 'refused'),
    budget: await fileBudget(db),
    pinned: await pinnedVessels(db),
    usage: estimate.usage ?? null,
    quota: estimate.quota ?? null,
  };
}

/**
 * A file's bytes: the device's copy when it has one (offline too), else downloaded once and
 * kept within the budget. Throws OfflineError when neither is possible. `path`: where the
 * server hands out a file that a record's rules guard (a library document's route).
 */
export async function openFile(db: AppDb, net: Net, id: string, path = `/files/${id}`): Promise<Blob> {
  const local = await db.files.get(id);
  if (local?.blob) {
    await db.files.update(id, { lastUsedAt: net.now() });
    return local.blob;
  }
  const session = await freshSession(db, net).catch(() => null);
  if (!session) throw new OfflineError();
  let res: Response;
  try {
    res = await net.fetch(`${net.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
  } catch {
    throw new OfflineError();
  }
  if (!res.ok) throw new Error(`The file could not be opened (${res.status}).`);
  const blob = await res.blob();
  // The record it belongs to comes with it, so pinning a vessel keeps it.
  const name = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  await db.files.put({
    id,
    vesselId: Number(res.headers.get('x-file-vessel')),
    userId: Number(res.headers.get('x-file-user')),
    purpose: (res.headers.get('x-file-purpose') ?? 'attachment') as FilePurpose,
    name: name ? decodeURIComponent(name) : id,
    type: blob.type,
    size: blob.size,
    blob,
    state: 'stored',
    offset: blob.size,
    lastUsedAt: net.now(),
  });
  await keepWithinBudget(db);
  return blob;
}
