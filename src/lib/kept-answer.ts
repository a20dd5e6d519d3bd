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
