import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../lib/services';

/**
 * The vessels whose library the server grants this user (doc 2: the Documents entry shows 'only
 * when the server grants access to the docs module'): the feed carries a vessel's docs settings
 * only to those with access, so the settings held on the device are the grant, offline too.
 * Kept apart from the library's other data so the shell loads no more than this.
 */
export function useDocsVessels(userId: number | undefined): number[] {
  return useLiveQuery(
    async () => (userId === undefined ? [] : (await db.docSettings.toCollection().primaryKeys()).map(Number)),
    [userId],
    [],
  );
}
