import { useQuery } from '@tanstack/react-query';
import type { IssuesAnswer } from '../../../contracts/issues';
import { authedCall } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download';
import { db, net } from '../../../lib/services';

/**
 * A vessel's open issues as the server lists them for the caller, kept on the device: offline
 * the page shows the last known list and says from when.
 */
export function useIssues(vesselId: number | undefined) {
  const query = useQuery({
    queryKey: ['issues', vesselId],
    queryFn: () => authedCall<IssuesAnswer>(db, net, `/issues/${vesselId}`),
    enabled: vesselId !== undefined,
  });
  return {
    data: query.data,
    loading: query.isPending,
    paused: query.fetchStatus === 'paused',
    error: query.error,
    readAt: query.dataUpdatedAt,
    stale: Boolean(query.data && (query.isError || query.fetchStatus === 'paused')),
    reload: () => query.refetch(),
  };
}

/** Export: the workbook of the vessel's open issues. */
export function downloadIssues(vesselId: number, codename: string) {
  return saveDownload(`/issues/${vesselId}/export`, `issues-${codename}.xlsx`);
}
