import { z } from 'zod';
import { msg } from '../i18n/msg';
import { idSchema, requiredString } from './common';
import { FILE_PURPOSE_NAMES } from './file-purposes';
import { MSG } from './messages';

/** A file's id is a ULID chosen on the device. */
export const fileIdSchema = z
  .string({ error: MSG.required })
  .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, MSG.invalidId);

/** What an upload says about itself (tus Upload-Metadata): whose record, what for, its name. */
export const uploadMetadataSchema = z.object({
  id: fileIdSchema,
  vesselId: idSchema,
  userId: idSchema,
  purpose: z.enum(FILE_PURPOSE_NAMES, { error: MSG.required }),
  // A name shows in lists and downloads; a slash or a NUL would make it a path.
  name: requiredString(255).refine((n) => !/[/\\]/.test(n), msg('Illegal characters in the title')),
  filetype: z.string().max(255).optional(),
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;
