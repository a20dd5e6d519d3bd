import { type ReactNode, useRef, useState } from 'react';
import { MSG } from '../../../contracts/messages';
import type { RestMonth } from '../../../contracts/rest-hours';
import type { StoredSession } from '../../../db/app-db';
import { addDays, daysBetween } from '../../../domain/calendar/iso-date';
import { showDayMonth } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify, notifySaved } from '../../../ui/toast';
import type { SaveOptions } from '../components/day-save-options';
import { NcCommentDialog } from '../components/nc-comment-dialog';
import { signedMonthText } from '../components/signed-month-text';
import { addsNeutralTo, clearRestDays, saveDayWithNotes } from '../data/save-rest-day';
import { needsReason } from '../data/save-today';

const NO_OPTIONS: SaveOptions = { rangeEnd: '', asPreset: false, presetTitle: '' };

const datesFrom = (from: string, to: string) =>
  Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));

/**
 * The day editor's Save and Delete, with the questions they ask first: a reason when the day
 * breaks a rule (other than rule 3) and has none, and, in a signed-off month, whether to reopen
 * it. `prompts` is where the page renders those questions.
 */
export function useDaySave(props: {
  session: StoredSession;
  userId: number;
  vesselId: number;
  date: string;
  today: string;
  work: string;
  month: RestMonth | undefined;
  /** The day already has a reason for its non-compliance. */
  hasReason: boolean;
  /** Whose day: the one who must sign the month off again after a reopening. */
  name: string;
  setDraft: (work: string | null) => void;
  /** The vessel is known to have neutral periods off. */
  neutralOff: boolean;
}): {
  /** Saves the day; false when a question must be answered first (it is then on screen). */
  save: () => Promise<boolean>;
  /** Deletes the day's record; in a signed month only once the user said it is reopened. */
  deleteRecord: () => void;
  options: SaveOptions;
  setOptions: (next: SaveOptions) => void;
  presetError: string | undefined;
  prompts: ReactNode;
} {
  const { session, userId, vesselId, date, work, month, setDraft } = props;
  const [options, setOptions] = useState(NO_OPTIONS);
  const [presetError, setPresetError] = useState<string>();
  const [askReason, setAskReason] = useState(false);
  const [confirmReopen, setConfirmReopen] = useState<false | 'save' | 'delete'>(false);
  // A reason given in the prompt is kept while the next question (a signed month) is asked.
  const reasonRef = useRef<string | undefined>(undefined);
  const signed = Boolean(month?.signedBy);

  const ask = (question: () => void) => {
    question();
    return false;
  };

  const save = async (given?: string, reopenConfirmed = false): Promise<boolean> => {
    if (given) reasonRef.current = given;
    const reason = reasonRef.current;
    const preset = options.asPreset ? options.presetTitle.trim() : undefined;
    if (options.asPreset && !preset) return ask(() => setPresetError(MSG.required));
    // Saving with issues other than rule 3 asks for a comment. The flags are worked out afresh
    // from the device's days, not the screen's: those may still be loading (a quick Save after
    // opening the day would miss the week before) and the live flags may be on their way.
    const { breaks } = await needsReason(userId, vesselId, date, work);
    if (!reason && !props.hasReason && breaks) return ask(() => setAskReason(true));
    const dates = options.rangeEnd && options.rangeEnd > date ? datesFrom(date, options.rangeEnd) : [date];
    if (dates.length > 31) return ask(() => setPresetError(t('At most 31 days can be saved at once.')));
    // As the server refuses it: neutral time a day did not hold (a preset or copy from before the
    // switch) while neutral periods are off; the neutral cells a day has stay correctable.
    if (props.neutralOff && (await addsNeutralTo(db, userId, vesselId, dates, work)))
      return ask(() => notify(t(MSG.neutralOff)));
    if (signed && !reopenConfirmed)
      return ask(() => {
        setAskReason(false);
        setConfirmReopen('save');
      });
    await saveDayWithNotes(
      db,
      session,
      { userId, vesselId, dates, work, reopen: signed, reason, preset },
      Date.now(),
    );
    setDraft(null);
    setOptions(NO_OPTIONS);
    setAskReason(false);
    setConfirmReopen(false);
    reasonRef.current = undefined;
    requestSync();
    return true;
  };

  const deleteRecord = (reopenConfirmed = false) => {
    if (signed && !reopenConfirmed) return setConfirmReopen('delete');
    setConfirmReopen(false);
    setDraft(null);
    void clearRestDays(db, { userId, vesselId, dates: [date], reopen: signed }, Date.now()).then(() => {
      requestSync();
      notifySaved(
        date > props.today
          ? t('Plan of {date} deleted', { date: showDayMonth(date) })
          : t('Record of {date} deleted', { date: showDayMonth(date) }),
      );
    });
  };

  const prompts = (
    <>
      {confirmReopen ? (
        <ConfirmDialog
          title={t('Signed month')}
          confirmLabel={confirmReopen === 'delete' ? t('Delete and reopen') : t('Save and reopen')}
          onCancel={() => {
            reasonRef.current = undefined;
            setConfirmReopen(false);
          }}
          onConfirm={() => (confirmReopen === 'delete' ? deleteRecord(true) : void save(undefined, true))}
        >
          {signedMonthText(
            confirmReopen === 'delete' ? 'delete' : 'save',
            props.name,
            userId === session.user.id,
          )}
        </ConfirmDialog>
      ) : null}
      {askReason ? (
        <NcCommentDialog onCancel={() => setAskReason(false)} onSave={(reason) => void save(reason)} />
      ) : null}
    </>
  );

  return {
    save: () => save(),
    deleteRecord: () => deleteRecord(),
    options,
    setOptions,
    presetError,
    prompts,
  };
}
