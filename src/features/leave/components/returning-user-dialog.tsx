import { type FormEvent, useState } from 'react';
import { LEAVE_TEXT } from '../../../contracts/leave-records';
import {
  DEFAULT_RETURNING_CHOICE,
  RETURNING_CHOICES,
  type ReturningChoice,
} from '../../../domain/leave/returning';
import { t } from '../../../i18n/i18n';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { shortDay } from './leave-bits';
import { LeaveDialog } from './leave-dialog';

/** The two actions, as the spec names them, and what each does in plain words. */
const CHOICE_TEXT: Record<ReturningChoice, { title: string; text: (name: string) => string }> = {
  new: {
    title: LEAVE_TEXT.returningNew,
    text: () => 'The old leave data is deleted, and a new leave profile is set up.',
  },
  activate: {
    title: LEAVE_TEXT.returningActivate,
    text: (name) =>
      `Leave is calculated as if ${name} had not left: the old profile carries on, and the time away counts as employment.`,
  },
};

/**
 * Returning user (doc 3, section 4): a crew member whose leave profile ended when they left is
 * back on board. A new profile is the default; 'Set up a new Leave Profile' asks for
 * confirmation first, then the setup popup opens (`onNew`); Cancel closes with nothing changed.
 */
export function ReturningUserDialog(props: {
  name: string;
  old: { startDate: string; endDate: string | null };
  /** The old profile's balance when it ended, as shown. */
  available: string;
  onActivate: () => Promise<void>;
  onNew: () => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<ReturningChoice | null>(DEFAULT_RETURNING_CHOICE);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { old } = props;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // 'Returning user action: required' (doc 3, section 5).
    if (!choice) return setError('Choose what to do with the old leave profile.');
    if (choice === 'new') return setConfirming(true);
    setBusy(true);
    void props.onActivate().finally(() => setBusy(false));
  };

  if (confirming)
    return (
      <ConfirmDialog
        title={t('Delete the old leave data')}
        confirmLabel={t('Confirm')}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={props.onNew}
      >
        <p className="no-margin">{LEAVE_TEXT.newProfileConfirm}</p>
      </ConfirmDialog>
    );
  return (
    <LeaveDialog
      title={t('Returning user')}
      onSubmit={submit}
      onClose={props.onClose}
      busy={busy}
      error={error}
    >
      <p className="no-margin">
        {props.name} {t('is back on board. Their leave profile from')} {shortDay(old.startDate)} {t('ended')}
        {old.endDate ? ` on ${shortDay(old.endDate)}` : ''} {t('with')} {props.available}{' '}
        {t('days available.')}
      </p>
      <fieldset className="method-choice">
        <legend className="field-label">{t('What happens to their leave')}</legend>
        {RETURNING_CHOICES.map((c) => (
          <label key={c} className="method-card" data-selected={choice === c || undefined}>
            <input
              type="radio"
              name="returning-user"
              className="visually-hidden"
              checked={choice === c}
              onChange={() => {
                setChoice(c);
                setError(undefined);
              }}
            />
            <span className="method-radio" aria-hidden="true" />
            <span>
              <strong>{CHOICE_TEXT[c].title}</strong>
              <span className="small muted">{CHOICE_TEXT[c].text(props.name)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </LeaveDialog>
  );
}
