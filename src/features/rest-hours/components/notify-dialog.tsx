import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { type Member, notifySchema } from '../../../contracts/rest-hours';
import type { StoredSession } from '../../../db/app-db';
import { roleNameId } from '../../../domain/access/role-names';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { enqueue } from '../../../sync/outbox';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog, DialogCancel } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';

/** The people chosen, checked by the request's schema (at least one: 'Select at least one user.'). */
const notifyFormSchema = z.object({ userIds: notifySchema.shape.userIds });
type NotifyForm = z.input<typeof notifyFormSchema>;

/** After sign-off: tell supervisors the month is ready to countersign (sent when online). */
export function NotifyDialog(props: {
  session: StoredSession;
  vesselId: number;
  month: string;
  people: Member[];
  onClose: () => void;
}) {
  const { control, handleSubmit, formState } = useForm<
    NotifyForm,
    unknown,
    z.output<typeof notifyFormSchema>
  >({
    resolver: zodResolver(notifyFormSchema),
    defaultValues: { userIds: [] },
  });
  const send = handleSubmit(async ({ userIds }) => {
    await enqueue(
      db,
      {
        op: 'hor/month/notify',
        body: { yachtId: props.vesselId, month: props.month, userIds },
        baseVersion: 0,
        coalesceKey: null,
        userId: props.session.user.id,
      },
      Date.now(),
    );
    requestSync();
    props.onClose();
  });
  const everyone = props.people.map((p) => p.userId);
  return (
    <Dialog title={t('Notify people')} onClose={props.onClose}>
      <p className="muted small" style={{ margin: 0 }}>
        {t('Your month is signed off. Who should know it is ready to countersign?')}
      </p>
      <form className="stack" onSubmit={(e) => void send(e)} noValidate>
        <Controller
          control={control}
          name="userIds"
          render={({ field }) => {
            const chosen = new Set(field.value as number[]);
            const all = everyone.length > 0 && chosen.size === everyone.length;
            const toggle = (id: number) =>
              field.onChange(chosen.has(id) ? [...chosen].filter((c) => c !== id) : [...chosen, id]);
            return (
              <>
                <Checkbox checked={all} onChange={() => field.onChange(all ? [] : everyone)}>
                  {t('Select all')}
                </Checkbox>
                <div className="stack" style={{ maxHeight: 270, overflowY: 'auto', gap: 0 }}>
                  {props.people.map((p) => (
                    <Checkbox key={p.userId} checked={chosen.has(p.userId)} onChange={() => toggle(p.userId)}>
                      {p.firstName} {p.lastName}{' '}
                      <span className="muted small">· {p.positionName ?? t(roleNameId(p.roleName))}</span>
                    </Checkbox>
                  ))}
                </div>
              </>
            );
          }}
        />
        <FormError message={formState.errors.userIds?.message} />
        <div className="row">
          <DialogCancel variant="secondary">{t('Cancel')}</DialogCancel>
          <Button type="submit" style={{ flex: 1 }} disabled={formState.isSubmitting}>
            {t('Send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
