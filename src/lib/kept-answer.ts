import type { UseQueryResult } from '@tanstack/react-query';

/**
 * When a server answer kept on the device (query-client's KEPT_OFFLINE) was read, and whether it
 * may be old (offline, the read waits; or the latest read failed): what a screen gives <AsOf>.
 */
export function keptAnswerAge(
  query: Pick<UseQueryResult, 'data' | 'dataUpdatedAt' | 'isError' | 'fetchStatus'>,
) {
  return {
    readAt: query.dataUpdatedAt,
    stale: Boolean(query.data !== undefined && (query.isError || query.fetchStatus === 'paused')),
  };
}

/**
 * A kept answer as a screen reads it: the data, whether a first read waits for a connection
 * (offline with nothing kept from an earlier visit), the error, and the answer's age.
 */
export function keptAnswer<T>(query: UseQueryResult<T>) {
  return {
    data: query.data,
    paused: query.fetchStatus === 'paused',
    error: query.error,
    ...keptAnswerAge(query),
  };
}
