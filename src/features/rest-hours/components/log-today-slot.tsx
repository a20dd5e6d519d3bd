import { lazy, Suspense } from 'react';
import type { Vessel } from '../../../contracts/auth';
import { loadWithin } from '../../../lib/lazy-screen';

const LogToday = lazy(() =>
  loadWithin(() => import('./log-today'), 'LogToday').then((m) => ({ default: m.LogToday })),
);

/**
 * Today's rest row for the landing screens (fleet list, vessel home). Its code loads on its own,
 * after the screen around it, so a landing screen paints first; nothing shows while it comes.
 */
export function LogTodaySlot({ vessel }: { vessel: Vessel }) {
  return (
    <Suspense fallback={null}>
      <LogToday vessel={vessel} />
    </Suspense>
  );
}
