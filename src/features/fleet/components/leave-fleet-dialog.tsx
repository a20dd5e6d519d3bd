import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Vessel } from '../../../contracts/auth';
import { fleetHome } from '../../../domain/access/fleet-home';
import { roleNameId } from '../../../domain/access/role-names';
import { t } from '../../../i18n/i18n';
import { db } from '../../../lib/services';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog, DialogCancel } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { NoLinkLead } from '../../../ui/no-link-lead';
import { notify } from '../../../ui/toast';
import { asApiError, leaveFleet, leaveFleetChecklist } from '../data/fleet-api';

/**
 * 'Leave Fleet': the user stops seeing the vessel, and may take along the management users
 * listed (crew stay with the vessel). Needs a connection: the server decides who is left.
 */
export function LeaveFleetDialog({ vessel, onClose }: { vessel: Vessel; onClose: () => void }) {
  const online = useOnline();
  const navigate = useNavigate();
  const candidates = useQuery({
    queryKey: ['leave-fleet', vessel.id],
    queryFn: () => leaveFleetChecklist(vessel.id),
    enabled: online,
    gcTime: 0,
  });
  const [ticked, setTicked] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      // The vessel is gone from this user's session at once (the next screens must not offer it).
      const me = await leaveFleet({ yachtId: vessel.id, userIds: ticked });
      await db.session.update('current', { user: me.user, roles: me.roles, vessels: me.vessels });
      notify(t('You have left {vessel}.', { vessel: vessel.name }));
      navigate(fleetHome(me.vessels), { replace: true });
    } catch (e) {
      const err = asApiError(e);
      setError(err.fieldErrors[0]?.message ?? err.message);
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('Leave Fleet')} onClose={onClose}>
      <p className="no-margin">
        {t('You will no longer see')} <strong>{vessel.name}</strong>{' '}
        {t('or its records. Crew and their records stay with the vessel.')}
      </p>
      {!online ? (
        <p className="banner banner-info no-margin" role="status">
          <NoLinkLead /> {t('Leaving a fleet needs a connection.')}
        </p>
      ) : candidates.data?.blocked ? (
        <p className="banner banner-warn no-margin" role="alert">
          {candidates.data.blocked}
        </p>
      ) : candidates.data?.candidates.length ? (
        <fieldset className="plain-fieldset stack">
          <legend className="small muted">{t('Also remove from this vessel:')}</legend>
          <ul className="leave-list">
            {candidates.data.candidates.map((u) => (
              <li key={u.id}>
                <Checkbox
                  checked={ticked.includes(u.id)}
                  onChange={(on) => setTicked((t) => (on ? [...t, u.id] : t.filter((id) => id !== u.id)))}
                >
                  {u.name} <span className="muted small">· {t(roleNameId(u.roleName))}</span>
                </Checkbox>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : candidates.isPending ? (
        <p className="muted small no-margin">{t('Loading…')}</p>
      ) : null}
      <FormError message={error ?? (candidates.error ? asApiError(candidates.error).message : null)} />
      <div className="dialog-actions">
        <DialogCancel>{t('Cancel')}</DialogCancel>
        <Button
          variant="danger"
          onClick={confirm}
          disabled={!online || busy || !candidates.data || Boolean(candidates.data.blocked)}
        >
          {busy ? t('Leaving…') : t('Confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
