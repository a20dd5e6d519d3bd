import { msg } from '../i18n/msg';
/**
 * Export and other report features without the reports module (doc 1, section 6). A file of its
 * own, free of schemas: the app's first screen reads it (lib/brand.ts) and must not carry zod.
 */
export const REPORTS_MODULE_NEEDED = msg('This feature requires the Reports Module to function.');
