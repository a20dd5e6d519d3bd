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
  const what = props.planned ? 'plan' : 'record';
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
          {t('Delete')} {what}
        </Button>
      ) : null}
      {asking && props.onDeleteRecord ? (
        <ConfirmDialog
          title={`Delete ${what}`}
          confirmLabel={`Delete ${what}`}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            props.onDeleteRecord?.();
          }}
        >
          {t('Delete the')} {what} {t('of')} {props.dayName}
          {t(
            '? The day becomes blank, as if nothing was recorded. If the month is signed off, it must be signed off again.',
          )}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
