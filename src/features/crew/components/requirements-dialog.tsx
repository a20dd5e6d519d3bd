import { useState } from 'react';
import { requirementGroups } from '../../../domain/crew/requirement-types';
import { t } from '../../../i18n/i18n';
import { ApiError, authedCall } from '../../../lib/api-client';
import { db, net, requestSync } from '../../../lib/services';
import { Checkbox } from '../../../ui/checkbox';
import { notify } from '../../../ui/toast';
import { EditDialog } from './edit-dialog';

/**
 * The edit-position (requirements) popup of doc 2: the requirement types a position asks of
 * its crew, or (no position) the whole vessel, ticked in groups. Saved online, then synced.
 */
export function RequirementsDialog(props: {
  vesselId: number;
  position: { id: number; name: string } | null;
  hasFamiliarization: boolean;
  ticked: number[];
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState(() => new Set(props.ticked));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const toggle = (id: number, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const save = async () => {
    setBusy(true);
    setError(undefined);
    const path = props.position
      ? `/requirements/forposition/${props.position.id}`
      : `/requirements/foryacht/${props.vesselId}`;
    const body = [...chosen].map((requirementTypeId) => ({
      requirementTypeId,
      positionId: props.position?.id ?? null,
      yachtId: props.vesselId,
    }));
    try {
      await authedCall(db, net, path, { method: 'PUT', body: JSON.stringify(body) });
      requestSync();
      notify(t('Requirements saved.'));
      props.onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('The requirements could not be saved.'));
      setBusy(false);
    }
  };
  return (
    <EditDialog
      title={
        props.position
          ? t('Requirements: {position}', { position: props.position.name })
          : t('Requirements: every position')
      }
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      onClose={props.onClose}
      busy={busy}
      error={error}
    >
      <p className="small muted no-margin">
        {props.position
          ? t('What crew in this position must hold. {count} selected.', { count: chosen.size })
          : t('What everyone on board must hold, whatever their position. {count} selected.', {
              count: chosen.size,
            })}
      </p>
      {requirementGroups(props.hasFamiliarization).map((g) => (
        <fieldset key={g.group} className="plain-fieldset stack-tight">
          <legend>{t(g.title)}</legend>
          {g.types.map((type, i) => (
            <div key={type.id}>
              {type.subgroup && type.subgroup !== g.types[i - 1]?.subgroup ? (
                <p className="small muted no-margin requirement-rank">{t(type.subgroup)}</p>
              ) : null}
              <Checkbox checked={chosen.has(type.id)} onChange={(on) => toggle(type.id, on)}>
                {t(type.name)}
              </Checkbox>
            </div>
          ))}
        </fieldset>
      ))}
    </EditDialog>
  );
}
