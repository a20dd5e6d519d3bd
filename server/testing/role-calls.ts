import type { TestServer } from './test-server';

/** What POST /sync answers for one queued operation, with the records a module sends back. */
export interface OpResult<R> {
  status: string;
  version?: number;
  message?: string;
  errorList?: { property: string; message: string }[];
  records?: R;
}

/**
 * The module fixtures' calls as a demo role (a token per role name): a REST call, one queued
 * operation through POST /sync (`Records`: what its answer may carry back), and the feed from a
 * cursor (`Feed`: the module's kinds of record in it).
 */
export function roleCalls<Records, Feed>(
  s: TestServer,
  token: Record<string, string>,
  newId: (prefix?: string) => string,
) {
  const call = (
    who: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) =>
    s.request(path, {
      method,
      token: token[who],
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(headers ? { headers } : {}),
    });
  const op = async (who: string, name: string, body: unknown, baseVersion = 0) => {
    const ops = [{ id: newId('OP'), op: name, body, baseVersion }];
    const res = await s.post('/sync', { cursor: 0, ops }, token[who]);
    return (await res.json()).results[0] as OpResult<Records>;
  };
  const feed = async (who: string, since = 0) =>
    (await (await s.request(`/sync/changes?since=${since}`, { token: token[who] })).json()) as {
      cursor: number;
      reset?: boolean;
    } & Feed;
  return { call, op, feed };
}
