import { useEffect, useState } from 'react';
import type { DeviceRegistry } from '../sync/device-kit';
import { syncRegistry } from './services';

/** The device sync registry for a screen, once loaded (null until then). */
export function useSyncRegistry(): DeviceRegistry | null {
  const [registry, setRegistry] = useState<DeviceRegistry | null>(null);
  useEffect(() => {
    let live = true;
    void syncRegistry().then((r) => live && setRegistry(r));
    return () => {
      live = false;
    };
  }, []);
  return registry;
}
