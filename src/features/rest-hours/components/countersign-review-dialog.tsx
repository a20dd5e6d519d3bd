import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { MSG } from '../../../contracts/messages';
import type { StoredSession } from '../../../db/app-db';
import {
  batchReport,
  countersignedLine,
  type ReadyMonth,
  readyKey,
} from '../../../domain/rest-hours/countersign-ready';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { isOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { Dialog, DialogCancel } from '../../../ui/dialog';
import { focusFirstError } from '../../../ui/focus-first-error';
import { FormError } from '../../../ui/form-error';
import { notifySaved } from '../../../ui/toast';
import { authorisedUntil, openCountersignWindow, passwordOk } from '../data/countersign-auth';
import { countersignMonths, monthName, useReview } from '../data/countersign-batch';
import { PasswordOrWindow } from './countersign-password';
import { ReviewList } from './countersign-review-list';

const passwordSchema = (needed: boolean) =>
  z.object({ password: needed ? z.string().min(1, MSG.required) : z.string() });

/**
 * Who waits for the supervisor, in plain terms: ten crew with a month each read as "10 months
 * (November 2026)", as if ten months of one person waited. "Signed their hours", not "signed
 * off": on board, crew who signed off have left the vessel.
 */
export function waitingLine(ready: readonly ReadyMonth[]): string {
  const months = [...new Set(ready.map((r) => r.month))].sort().map(monthName).join(', ');
  const crew = new Set(ready.map((r) => r.userId)).size;
  return crew === ready.length
    ? t(
        '{crew, plural, one {# crew member has} other {# crew have}} signed their hours for {months}, waiting for your countersignature',
        { crew, months },
      )
    : t(
        '{count} months of hours signed by {crew, plural, one {# crew member} other {# crew}} ({months}), waiting for your countersignature',
        { count: ready.length, crew, months },
      );
}

/**
 * The popup's answer says the home tile's count ('To countersign: 10 sign-offs', each a crew
 * member's month): "Countersign 10 months" read as ten months of one person, or as a length of time.
 */
export const countersignButton = (count: number) =>
  t('Countersign {count, plural, one {# sign-off} other {# sign-offs}}', { count });

/**
 * "Countersign all ready": every month waiting for this supervisor in one list, each with its
 * totals and flags and a way to leave it for later; one password (or none within the 20-minute
 * window, as for a single countersign); then one signed statement per month, as today.
 */
export function CountersignReviewDialog(props: {
  session: StoredSession;
  vesselId: number;
  ready: readonly ReadyMonth[];
  today: string;
  onClose: () => void;
  /** Months left out of a batch (changed since reviewed), with what went. */
  onReport: (report: BatchReport) => void;
}) {
  const rows = useReview(props.vesselId, props.ready, props.today);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  // "All ready" means the months that are: one still running comes unticked (countersigning locks
  // it, its days to come then need a request to reopen); the supervisor may still tick it.
  useEffect(() => {
    if (rows) setLeft(new Set(rows.filter((r) => r.summary.daysToCome.length).map((r) => readyKey(r.ready))));
  }, [rows]);
  const [authorised, setAuthorised] = useState(false);
  // How far a running batch has gone: each month is signed on the device one after another,
  // which takes a moment each, so the button counts them rather than sitting still.
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  useEffect(() => {
    void authorisedUntil(props.session.user.id).then((until) => setAuthorised(until > Date.now()));
  }, [props.session.user.id]);
  const { control, handleSubmit, setError, formState } = useForm<{ password: string }>({
    resolver: (values, context, options) =>
      zodResolver(passwordSchema(!authorised))(values, context, options),
    defaultValues: { password: '' },
    // Focused once its message shows (below): the answers are pinned at the popup's foot, and a
    // field scrolled to before its message lands leaves the message under them.
    shouldFocusError: false,
  });
  // After the render that shows the message (an empty field, or a password the device refused).
  const passwordError = formState.errors.password;
  useEffect(() => {
    if (passwordError) focusFirstError(document.querySelector<HTMLElement>('.dialog'));
  }, [passwordError]);
  const chosen = (rows ?? []).filter((r) => !left.has(readyKey(r.ready)));
  const count = chosen.length;

  const submit = handleSubmit(async ({ password }) => {
    const now = Date.now();
    const skipPassword = (await authorisedUntil(props.session.user.id)) > now;
    // The 20 minutes ran out while the list was open: ask for the password after all.
    if (!skipPassword && authorised) return setAuthorised(false);
    if (!skipPassword && !(await passwordOk(props.session, password))) {
      setError('password', { message: MSG.credentialsInvalid });
      return;
    }
    let result: Awaited<ReturnType<typeof countersignMonths>>;
    setProgress({ done: 0, total: chosen.length });
    try {
      result = await countersignMonths(db, props.session, props.vesselId, chosen, now, (done, total) =>
        setProgress({ done, total }),
      );
    } catch (e) {
      return setError('root', { message: e instanceof Error ? e.message : String(e) });
    } finally {
      setProgress(null);
    }
    if (result.done.length && !skipPassword) await openCountersignWindow(props.session.user.id, now);
    requestSync();
    const text = batchReport(result.done, result.skipped, isOnline());
    if (result.done.length) notifySaved(countersignedLine(result.done.length));
    // The report goes to the page, which shows it even if this popup was closed while it ran.
    if (result.skipped.length) props.onReport(text);
    else props.onClose();
  });

  return (
    <Dialog title={t('Countersign all ready')} onClose={props.onClose}>
      <p className="muted small" style={{ margin: 0 }}>
        {`${waitingLine(props.ready)}. ${t('Untick one to leave it for later.')}`}
      </p>
      {rows ? (
        <ReviewList
          rows={rows}
          left={left}
          onToggle={(key, include) =>
            setLeft((prev) => {
              const next = new Set(prev);
              if (include) next.delete(key);
              else next.add(key);
              return next;
            })
          }
          onToggleAll={(include) =>
            setLeft(include ? new Set() : new Set(rows.map((r) => readyKey(r.ready))))
          }
        />
      ) : (
        <p className="small muted">{t('Reading the months from this device…')}</p>
      )}
      <form className="stack batch-foot" onSubmit={(e) => void submit(e)} noValidate>
        <p className="small attestation">
          {t(
            'By countersigning, I confirm that I have reviewed each record ticked above and it is accurate to the best of my knowledge. Each month is then locked.',
          )}
        </p>
        {/* The password is pinned with the answers at the popup's foot: in sight however long the
            list, and never under the answers while it is typed (it sat at the list's end). */}
        <div className="batch-pinned">
          <PasswordOrWindow authorised={authorised} control={control} />
          <FormError message={formState.errors.root?.message} />
          <div className="dialog-actions">
            <DialogCancel>{t('Cancel')}</DialogCancel>
            <Button type="submit" disabled={!rows || chosen.length === 0 || formState.isSubmitting}>
              {progress
                ? t('Countersigning {done} of {total}…', progress)
                : // While the months are read: the count they are opened with, never "Countersign 0 sign-offs".
                  countersignButton(rows ? count : props.ready.length)}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}

export type BatchReport = ReturnType<typeof batchReport>;

/** What a batch did, when it left a month out: the months it did, and each one left and why. */
export function BatchReportDialog({ report, onClose }: { report: BatchReport; onClose: () => void }) {
  return (
    <Dialog title={t('Countersign all ready')} onClose={onClose}>
      <p style={{ margin: 0 }}>
        <strong>{t(report.done)}</strong>
      </p>
      <div className="form-error" role="alert">
        <ul className="batch-skipped">
          {report.skipped.map((s) => (
            <li key={s.line}>
              {t(s.line)} {/* The month left out opens on the calendar, its row unfolded, to be checked. */}
              <Link
                className="batch-open"
                to={{ search: `?month=${s.month}`, hash: `#${s.userId}` }}
                aria-label={t(s.open)}
                onClick={onClose}
              >
                {t('Open')}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="dialog-actions">
        <Button onClick={onClose}>{t('Done')}</Button>
      </div>
    </Dialog>
  );
}
