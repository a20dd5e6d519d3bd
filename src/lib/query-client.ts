import { QueryClient } from '@tanstack/react-query';

/** For server-only data that is not kept offline (session details, later reports and search). */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000 } } });
