import { type FormEvent, useState } from 'react';
import { CREW_STATUS_NAMES, type CrewRecord, END_DATE_KEPT } from '../../../contracts/crew';
import { firstChange, type StatusId, statusChanges } from '../../../domain/crew/status-changes';
import { isoDay } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { useOnline } from '../../../lib/use-online';
import { DateField } from '../../../ui/date-field';
import { LightCheckbox } from '../../../ui/light-checkbox';
import { NoLinkNote } from '../../../ui/no-link-lead';
import { Select } from '../../../ui/select';
import { EditDialog } from './edit-dialog';
import { useOnlineChange } from './online-change';

/**
 * A crew member's status (doc 2, section 4: assignstate): Prospective (a start date still to
 * come, or forced), Current Crew, or Former crew from an end date. Online: it changes who may
 * open the vessel, which the server judges against everyone else's roles now. Only the changes
 * the server allows from where the person stands are offered (no last day for someone who left).
 */
export function StatusDialog(props: {
  crew: CrewRecord;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const online = useOnline();
  const today = isoDay(new Date());
  const left = props.crew.endDate !== null && props.crew.endDate < today;
  const changes = statusChanges(props.crew, today);
  const [state, setState] = useState<StatusId>(firstChange(changes, left)?.status ?? 1);
  const change = changes.find((c) => c.status === state);
  const [endDate, setEndDate] = useState('');
  const [force, setForce] = useState(false);
  const { error, busy, send } = useOnlineChange(props.onDone);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await send(`/crewonyacht/${props.crew.id}/assignstate`, {
      method: 'PUT',
      body: JSON.stringify({
        stateId: state,
        ...(change?.endDate && endDate ? { endDate } : {}),
        ...(change?.needsForce ? { force } : {}),
      }),
    });
  };
  return (
    <EditDialog
      title={t('Change status')}
      onSubmit={submit}
      onClose={props.onClose}
      busy={busy}
      disabled={!online}
      error={error}
    >
      <NoLinkNote show={!online}>{t('The status can be changed once the shore can be reached.')}</NoLinkNote>
      <Select
        label={t('Status')}
        value={String(state)}
        onChange={(v) => setState(Number(v) as StatusId)}
        choices={changes.map((c) => ({ id: String(c.status), label: t(CREW_STATUS_NAMES[c.status]) }))}
      />
      {change?.endDate ? (
        <DateField
          label={t('Last day on board')}
          description={t('Empty: the role ends yesterday.')}
          min={today}
          value={endDate}
          onChange={setEndDate}
        />
      ) : null}
      {state === 2 && !change?.endDate ? <p className="small muted no-margin">{t(END_DATE_KEPT)}</p> : null}
      {change?.needsForce ? (
        <LightCheckbox checked={force} onChange={setForce}>
          {t('Keep as prospective even if the start date has come')}
        </LightCheckbox>
      ) : null}
    </EditDialog>
  );
}
