import { z } from 'zod';
import { isIsoDate } from '../domain/calendar/iso-date';
import { STORED_DAY_PATTERN } from '../domain/rest-hours/timeline';
import { MSG } from './messages';

export const requiredString = (max: number) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, MSG.maxLength(max));

export const isoDateSchema = z
  .string({ error: MSG.required })
  .refine(isIsoDate, { message: 'Invalid date. Use YYYY-MM-DD.' });

export const monthSchema = z
  .string({ error: MSG.required })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Invalid month. Use YYYY-MM.' });

export const idSchema = z.coerce.number({ error: MSG.required }).int().positive();

export const dayBinarySchema = z.string({ error: MSG.required }).regex(STORED_DAY_PATTERN, {
  message: 'A day must have 48 half-hour cells of 0 (rest), 1 (work) or n (neutral).',
});
