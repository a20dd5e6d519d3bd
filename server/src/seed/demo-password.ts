import { hashPassword } from '../modules/auth/password-hash';

/** Every demo login's password (README, printed at start). */
export const DEMO_PASSWORD = 'Demo1234';

/** Its hash, made once for all the demo logins. */
export const demoPasswordHash = () => hashPassword(DEMO_PASSWORD);
