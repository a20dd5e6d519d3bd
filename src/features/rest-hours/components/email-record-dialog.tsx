import { zodResolver } from '@hookform/resolvers/zod';

import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { recordsEmailSchema } from '../../../contracts/rest-hours';
import type { StoredSession } from '../../../db/app-db';
import { showMonth } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Dialog, DialogCancel } from '../../../ui/dialog';
import { fieldMessage } from '../../../ui/field-message';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { emailRecord, type RecordEmailOutcome } from '../data/email-record';

/** The form: addresses as typed (comma or space between them), checked by the shared schema. */
const formSchema = z.object({
  to: z
    .string()
    .transform((s) => s.split(/[\s,;]+/).filter(Boolean))
    .pipe(recordsEmailSchema.shape.to),
  format: recordsEmailSchema.shape.format,
});
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

/**
 * E-mail a record to the addresses typed: sent by the server at once when online, else queued
 * on the device like any write, so it goes out as soon as the device is online (a record made
 * at sea reaches the office). What happened is the caller's to show.
 */
export function EmailRecordDialog(props: {
  session: StoredSession;
  vesselId: number;
  /** null: the whole vessel. */
  userId: number | null;
  what: string;
  month: string;
  online: boolean;
  onClose: () => void;
  onDone: (outcome: RecordEmailOutcome) => void;
  /** The server refused or failed to send it: the message for the 'Error' popup. */
  onFailed: (message: string) => void;
}) {
  const { control, register, handleSubmit, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
    defaultValues: { to: props.session.user.email, format: 'pdf' },
  });
  const send = handleSubmit(async ({ to, format: kind }) => {
    const body = { yachtId: props.vesselId, userId: props.userId, month: props.month, format: kind, to };
    try {
      props.onDone(await emailRecord(body, props.session.user.id, props.online));
    } catch (e) {
      props.onFailed(e instanceof Error ? e.message : String(e));
    }
  });
  return (
    <Dialog title={t('E-mail the record')} onClose={props.onClose}>
      <p className="muted" style={{ margin: 0 }}>
        {props.what} · {showMonth(props.month)}
      </p>
      <form className="stack" onSubmit={(e) => void send(e)} noValidate>
        <div className="stack dialog-body">
          <TextField
            label={t('To')}
            type="text"
            inputMode="email"
            autoComplete="email"
            {...register('to')}
            error={fieldMessage(formState.errors.to)}
          />
          <span className="small muted">{t('Separate several addresses with commas.')}</span>
          <Controller
            control={control}
            name="format"
            render={({ field }) => (
              <Select
                label={t('Format')}
                value={field.value}
                onChange={field.onChange}
                choices={[
                  { id: 'pdf', label: 'PDF' },
                  { id: 'xlsx', label: 'Excel' },
                ]}
              />
            )}
          />
        </div>
        <div className="dialog-actions">
          <DialogCancel>{t('Cancel')}</DialogCancel>
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('Send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
