import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

/** The tools under the timeline: neutral painting (where the vessel uses it), clear, break, copy. */
export function DayTools(props: {
  neutralAllowed: boolean;
  neutralMode: boolean;
  empty: boolean;
  onNeutral: (on: boolean) => void;
  onClear: () => void;
  onAddBreak: () => void;
  onCopy: () => void;
  /** Deletes the day's record (when there is one), after asking. */
  onDeleteRecord?: () => void;
  dayName: string;
  /** A day still to come holds a plan, not a record. */
  planned: boolean;
}) {
  const deleteLabel = props.planned ? t('Delete plan') : t('Delete record');
  const [asking, setAsking] = useState(false);
  return (
    <div className="day-tools">
      {props.neutralAllowed ? (
        <Button
          small
          variant={props.neutralMode ? 'primary' : 'ghost'}
          aria-pressed={props.neutralMode}
          onClick={() => props.onNeutral(!props.neutralMode)}
        >
          {t('Neutral')}
        </Button>
      ) : null}
      <Button small variant="ghost" onClick={props.onClear} disabled={props.empty}>
        {t('Clear day')}
      </Button>
      <Button small variant="ghost" onClick={props.onAddBreak}>
        {t('Add break')}
      </Button>
      <Button small variant="ghost" onClick={props.onCopy}>
        {t('Copy days')}
      </Button>
      {props.onDeleteRecord ? (
        <Button small variant="ghost" className="btn-danger-text" onClick={() => setAsking(true)}>
          {deleteLabel}
        </Button>
      ) : null}
      {asking && props.onDeleteRecord ? (
        <ConfirmDialog
          title={deleteLabel}
          confirmLabel={deleteLabel}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            props.onDeleteRecord?.();
          }}
        >
          {props.planned
            ? t(
                'Delete the plan of {day}? The day becomes blank, as if nothing was recorded. If the month is signed off, it must be signed off again.',
                { day: props.dayName },
              )
            : t(
                'Delete the record of {day}? The day becomes blank, as if nothing was recorded. If the month is signed off, it must be signed off again.',
                { day: props.dayName },
              )}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
