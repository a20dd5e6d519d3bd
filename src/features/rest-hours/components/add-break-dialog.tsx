import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ClockChange } from '../../../domain/rest-hours/clock-change';
import { shipCell } from '../../../domain/rest-hours/elapsed-days';
import { gridHours } from '../../../domain/rest-hours/elapsed-grid';
import { addBreak, DEFAULT_BREAK } from '../../../domain/rest-hours/timeline';
import { cellTime } from '../../../domain/rest-hours/weeks';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Dialog, DialogCancel } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { Select } from '../../../ui/select';

/**
 * Where a break may start: every half hour of the day as it was lived (issue 33), named by the
 * ship's clocks; a repeated hour's half hours say 'again', a skipped hour has none.
 */
const slots = (change: ClockChange | undefined) =>
  gridHours(change).flatMap((hour) =>
    hour.cells.map(({ index }) => ({
      id: String(index),
      label: `${cellTime(change ? shipCell(index, change) : index)}${hour.again ? ` (${t('again')})` : ''}`,
    })),
  );
/** The first elapsed cell the clocks read as ship's-time cell `clock` (the day's first pass). */
const elapsedCellOf = (clock: number, change: ClockChange | undefined) =>
  change
    ? Math.max(
        0,
        slotsOf(change).findIndex((i) => shipCell(i, change) === clock),
      )
    : clock;
const slotsOf = (change: ClockChange) => gridHours(change).flatMap((h) => h.cells.map((c) => c.index));

const LENGTHS = [1, 2, 3, 4, 6, 8];

/** The break chosen, turned into the day's new timeline; a break outside work is refused. */
const breakFormSchema = (work: string) =>
  z.object({ start: z.number(), length: z.number() }).transform((v, ctx) => {
    const r = addBreak(work, v.start, v.length);
    if (r.ok) return r.work;
    ctx.addIssue({ code: 'custom', path: ['root'], message: r.error });
    return z.NEVER;
  });

/** Add Break: a rest block inside work, 12:00 for an hour unless changed; overlaps are refused. */
export function AddBreakDialog({
  work,
  change,
  onAdd,
  onClose,
}: {
  work: string;
  /** The date's clock change: the day is its elapsed cells. */
  change: ClockChange | undefined;
  onAdd: (work: string) => void;
  onClose: () => void;
}) {
  const schema = useMemo(() => breakFormSchema(work), [work]);
  const choices = useMemo(() => slots(change), [change]);
  const { control, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, string>({
    resolver: zodResolver(schema),
    // 12:00 on the ship's clocks, wherever that half hour falls in a day of another length.
    defaultValues: { start: elapsedCellOf(DEFAULT_BREAK.start, change), length: DEFAULT_BREAK.length },
  });
  const add = handleSubmit((next) => {
    onAdd(next);
    onClose();
  });
  return (
    <Dialog title={t('Add break')} onClose={onClose}>
      <form className="stack" onSubmit={(e) => void add(e)} noValidate>
        <div className="totals">
          <Controller
            control={control}
            name="start"
            render={({ field }) => (
              <Select
                label={t('Starts')}
                value={String(field.value)}
                onChange={(v) => field.onChange(Number(v))}
                choices={choices}
              />
            )}
          />
          <Controller
            control={control}
            name="length"
            render={({ field }) => (
              <Select
                label={t('Duration')}
                value={String(field.value)}
                onChange={(v) => field.onChange(Number(v))}
                choices={LENGTHS.map((l) => ({
                  id: String(l),
                  label: l * 30 >= 60 ? t('{hours} h', { hours: l / 2 }) : t('30 min'),
                }))}
              />
            )}
          />
        </div>
        <FormError message={formState.errors.root?.message} />
        <div className="dialog-actions">
          <DialogCancel>{t('Cancel')}</DialogCancel>
          <Button type="submit">{t('Add break')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
