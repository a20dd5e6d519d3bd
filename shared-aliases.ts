import { fileURLToPath } from 'node:url';

/**
 * The code the app and the server share, by one name each (tsconfig.json `paths` says the
 * same for TypeScript and for tsx, the server's runner): `@contracts/…`, `@domain/…`,
 * `@reports/…` instead of `../../../src/…` across the app/server boundary.
 */
export const SHARED_ALIASES = {
  '@contracts': fileURLToPath(new URL('./src/contracts', import.meta.url)),
  '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
  '@reports': fileURLToPath(new URL('./src/reports', import.meta.url)),
};
