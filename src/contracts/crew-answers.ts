import { z } from 'zod';

/** What the crew routes answer to the device's online calls (the records themselves come by sync). */

/** POST /departments and /positions: the new item's id (the device pulls the rest). */
export const setupItemAddedSchema = z.object({ id: z.number() });

/** GET /crewonyacht/{id}/photo: the profile photo as a data URL, or null. */
export const crewPhotoAnswerSchema = z.object({ content: z.string().nullable() });
