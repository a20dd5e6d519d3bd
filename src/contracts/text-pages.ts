import { z } from 'zod';

/** GET /textpage/{codename}: terms, privacy and the like (doc 1, section 2), readable before logging in. */
export const textPageSchema = z.object({ name: z.string(), content: z.string() });
export type TextPage = z.infer<typeof textPageSchema>;
