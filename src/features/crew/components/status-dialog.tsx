import { type FormEvent, useState } from 'react';
import { CREW_STATUS, CREW_STATUS_NAMES, type CrewRecord, type CrewStatus } from '../../../contracts/crew';
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
 * open the vessel, which the server judges against everyone else's roles now.
 */
export function StatusDialog(props: {
  crew: CrewRecord;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const online = useOnline();
  const [state, setState] = useState<CrewStatus>(props.crew.status as CrewStatus);
  const [endDate, setEndDate] = useState('');
  const [force, setForce] = useState(false);
  const { error, busy, send } = useOnlineChange(props.onDone);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await send(`/crewonyacht/${props.crew.id}/assignstate`, {
      method: 'PUT',
      body: JSON.stringify({
        stateId: state,
        ...(state === CREW_STATUS.former && endDate ? { endDate } : {}),
        ...(state === CREW_STATUS.prospective ? { force } : {}),
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
        onChange={(v) => setState(Number(v) as CrewStatus)}
        choices={Object.entries(CREW_STATUS_NAMES).map(([id, label]) => ({ id, label: t(label) }))}
      />
      {state === CREW_STATUS.former ? (
        <DateField
          label={t('Last day on board')}
          description={t('Empty: the role ends yesterday.')}
          min={isoDay(new Date())}
          value={endDate}
          onChange={setEndDate}
        />
      ) : null}
      {state === CREW_STATUS.prospective ? (
        <LightCheckbox checked={force} onChange={setForce}>
          {t('Keep as prospective even if the start date has come')}
        </LightCheckbox>
      ) : null}
    </EditDialog>
  );
}
