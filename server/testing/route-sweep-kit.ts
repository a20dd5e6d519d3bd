import { crewSampleIds, shipmate } from './role-fixtures';
import { ROUTE_SAMPLES, type SampleIds, type SampleRequest, sampleInit } from './route-samples';
import { composedApiRoutes } from './route-table';
import type { TestServer } from './test-server';

/**
 * What the sweeps over every route's sample (route × role, the fuzz, the no-body and spec-case
 * sweeps) start from: the ids the samples name on Aurora, and a way to send a sample with a
 * body of the sweep's own.
 */

/**
 * The ids of Aurora's demo records the samples name. `tag` makes the preset, comment and upload
 * ids of the demo crew member each sweep's own (route × role makes them; the others name ones
 * that do not exist). `files`: a stored file by user, for a sweep that makes them.
 */
export async function auroraSampleIds(s: TestServer, tag: string, files: SampleIds['files'] = {}) {
  const aurora = await s.vesselId('aurora');
  const [dep] = await s.db.query<{ id: number }>('SELECT id FROM departments WHERE vessel_id = $1 LIMIT 1', [
    aurora,
  ]);
  const [vessel] = await s.db.query<{ group_id: number }>('SELECT group_id FROM vessels WHERE id = $1', [
    aurora,
  ]);
  const ids: SampleIds = {
    captain: await s.idOf('captain@demo.yacht'),
    shipmate: await shipmate(s),
    group: vessel!.group_id,
    department: dep!.id,
    ...(await crewSampleIds(s, aurora, dep!.id)),
    crewPreset: padded(`01J${tag}PRESET`, '1', 25),
    crewComment: padded(`01J${tag}COMMENT`, '1', 25),
    crewUpload: padded(`01J${tag[0]}`, '101', 26),
    files,
  };
  return ids;
}

/** `start`, zeros, then `end`: `length` characters. */
const padded = (start: string, end: string, length: number) =>
  `${start}${end.padStart(length - start.length, '0')}`;

/** The write routes (POST, PUT, PATCH, DELETE) with their sample request as the captain sends it; logout aside. */
export function writeSamples(vessel: number, ids: SampleIds) {
  return composedApiRoutes().flatMap((r) => {
    const sample = ROUTE_SAMPLES[r.key];
    if (!sample || sample.endsSession || !/^(POST|PUT|PATCH|DELETE) /.test(r.key)) return [];
    return [{ key: r.key, req: sample.request({ vessel, user: ids.captain, ids }) }];
  });
}

/** A sample's request with `body` (JSON text) in place of its own. */
export function sendSample(s: TestServer, key: string, req: SampleRequest, token: string, body: string) {
  const init = sampleInit(key, req);
  return s.request(req.path, {
    ...init,
    token,
    body,
    headers: { ...(init.headers as Record<string, string>), 'content-type': 'application/json' },
  });
}
