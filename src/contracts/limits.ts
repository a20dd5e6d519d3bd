/** Limits shared by app and server, kept free of zod so the app shell does not load it. */
export const MAX_SYNC_OPS = 200;
/** The longest Idempotency-Key a REST write takes (a ULID is 26 characters, a UUID 36). */
export const MAX_IDEMPOTENCY_KEY = 200;
