import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { addBreak, CELLS_PER_DAY, DEFAULT_BREAK } from '../../../domain/rest-hours/timeline';
import { cellTime } from '../../../domain/rest-hours/weeks';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { Select } from '../../../ui/select';

const SLOTS = Array.from({ length: CELLS_PER_DAY }, (_, i) => i);
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
  onAdd,
  onClose,
}: {
  work: string;
  onAdd: (work: string) => void;
  onClose: () => void;
}) {
  const schema = useMemo(() => breakFormSchema(work), [work]);
  const { control, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, string>({
    resolver: zodResolver(schema),
    defaultValues: { start: DEFAULT_BREAK.start, length: DEFAULT_BREAK.length },
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
                choices={SLOTS.map((c) => ({ id: String(c), label: cellTime(c) }))}
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
          <Button variant="ghost" type="button" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit">{t('Add break')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
