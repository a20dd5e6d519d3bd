import { lazy, Suspense } from 'react';
import type { Vessel } from '../../../contracts/auth';
import { loadWithin } from '../../../lib/lazy-screen';
import { ChunkBoundary } from '../../../ui/chunk-boundary';

const LogToday = lazy(() =>
  loadWithin(() => import('./log-today'), 'LogToday').then((m) => ({ default: m.LogToday })),
);

/**
 * Today's rest row for the landing screens (fleet list, vessel home). Its code loads on its own,
 * after the screen around it, so a landing screen paints first; nothing shows while it comes.
 * Opened at sea before its code was kept (the first sync not ended yet), the row is left out
 * and the screen around it stays.
 */
export function LogTodaySlot({ vessel }: { vessel: Vessel }) {
  return (
    <ChunkBoundary onFailed={(error) => console.warn(error.message)}>
      <Suspense fallback={null}>
        <LogToday vessel={vessel} />
      </Suspense>
    </ChunkBoundary>
  );
}
