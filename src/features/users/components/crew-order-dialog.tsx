import { useState } from 'react';
import type { AdminVessel } from '../../../contracts/users';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Dialog, DialogCancel } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { Icon } from '../../../ui/icons';
import { useSend } from './user-action-dialogs';

/** Crew order: the order the vessel's users list names its people in (the rest by name after). */
export function CrewOrderDialog(props: {
  vessel: AdminVessel;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const [order, setOrder] = useState(props.vessel.users);
  const { error, busy, send } = useSend(props.onDone, 'PUT');
  const move = (i: number, by: -1 | 1) =>
    setOrder((o) => {
      const next = [...o];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });
  const save = () => send('/users/crew-order', { yachtId: props.vessel.id, users: order.map((u) => u.id) });
  return (
    <Dialog title={t('Crew order')} onClose={props.onClose}>
      <p className="muted small no-margin">{t('{vessel} · first to last', { vessel: props.vessel.name })}</p>
      <FormError message={error} />
      <ol className="plain-list order-list">
        {order.map((u, i) => {
          const name = `${u.firstName} ${u.lastName}`;
          return (
            <li key={u.id} className="row-between">
              <span>
                <span className="muted small">{i + 1}. </span>
                {name}
              </span>
              <span className="row">
                <Button
                  variant="ghost"
                  small
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={t('Move {name} up', { name })}
                >
                  <span className="icon-up" aria-hidden="true">
                    <Icon name="down" />
                  </span>
                </Button>
                <Button
                  variant="ghost"
                  small
                  disabled={i === order.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={t('Move {name} down', { name })}
                >
                  <Icon name="down" />
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="dialog-actions">
        <DialogCancel>{t('Cancel')}</DialogCancel>
        <Button onClick={() => void save()} disabled={busy}>
          {busy ? t('Saving…') : t('Save order')}
        </Button>
      </div>
    </Dialog>
  );
}
