/** Limits shared by app and server, kept free of zod so the app shell does not load it. */
export const MAX_SYNC_OPS = 200;
