import type { Preset, RestComment } from '@contracts/rest-hours';
import { withSpecFields } from '../../http/spec-names';

/** Hours of work in a day's timeline (48 half-hour cells, '1' for work). */
const workHoursOf = (work: string) => [...work].filter((x) => x === '1').length / 2;

/**
 * A preset as the REST calls answer it: the app's fields, and the spec's (doc 3, section 3:
 * presetID, presetName, isDefault, workHours, restHours, binary, title, userId, yachtId). The
 * title carries ' - Default' for the default preset, as the spec shows it.
 */
export const presetAnswer = (p: Preset) =>
  withSpecFields(p, {
    presetID: 'id',
    presetName: 'name',
    workHours: (x) => workHoursOf(x.work),
    restHours: (x) => 24 - workHoursOf(x.work),
    binary: 'work',
    title: (x) => (x.isDefault ? `${x.name} - Default` : x.name),
    yachtId: 'vesselId',
  }) as Preset & { workHours: number; restHours: number; binary: string };

/** A comment with the spec's names beside the app's: id, text, dates, postedBy, postedWhen. */
export const commentAnswer = (comment: RestComment) =>
  withSpecFields(comment, { dates: (x) => [x.date], postedWhen: 'postedAt', yachtId: 'vesselId' });
