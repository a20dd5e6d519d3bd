import { useEffect, useRef, useState } from 'react';
import { LEAVE_TEXT, type LeaveProfileRecord, type LeaveType } from '../../../contracts/leave-records';
import { leaveReportFileName, MAX_REPORT_YEARS } from '../../../contracts/leave-reports';
import { MSG } from '../../../contracts/messages';
import type { AdjustmentLike, LeaveMathsSettings, RequestLike } from '../../../domain/leave/from-records';
import {
  type HistoryRow,
  historyPeriod,
  historyRowText,
  leaveHistoryRows,
} from '../../../domain/leave/history-rows';
import { balanceNow } from '../../../domain/leave/leave-figures';
import { formatNumber } from '../../../i18n/format-number';
import { ApiError } from '../../../lib/api-client';
import { reportsModulePrompt } from '../../../lib/brand';
import { keptAnswerAge } from '../../../lib/kept-answer';
import { useOnline } from '../../../lib/use-online';
import { AsOf } from '../../../ui/as-of';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { ModuleNeededDialog } from '../../../ui/module-needed-dialog';
import { notify } from '../../../ui/toast';
import {
  downloadLeaveReport,
  usePendingHistoryComments,
  useProfileHistory,
  useRefreshHistory,
} from '../data/leave-report-api';
import { HistoryCommentDialog } from './history-comment-dialog';
import { dateSpan, NotSent, shortDay } from './leave-bits';
import './leave-reports.css';
import { t } from '../../../i18n/i18n';

const EVERYTHING = { from: '0001-01-01', to: '9999-12-31' };

/** Days signed, as the balance moves; a row that moves no days shows a dash. */
function AmountCell({ amount }: { amount: number | null }) {
  if (amount === null)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('no days')}</span>
      </>
    );
  return <>{`${amount > 0 ? '+' : ''}${formatNumber(amount, 2)}`}</>;
}

/**
 * No rows to show. Read and empty, or a read that failed: the spec's empty message (doc 3,
 * section 4: leave history load failure). Never read because the shore cannot be reached
 * (the query waits): only that, as the device cannot know whether there are records.
 */
export function HistoryEmpty({ read, paused }: { read: boolean; paused: boolean }) {
  if (!read && paused)
    return (
      <p className="no-margin">
        {t(
          'The history is read from the server: this device has not read it yet, and will once the shore can be reached.',
        )}
      </p>
    );
  return (
    <p className="no-margin">
      {t(LEAVE_TEXT.noHistory)}
      {read ? null : (
        <span className="small muted leave-note">{t('The history is read from the server.')}</span>
      )}
    </p>
  );
}

/**
 * The leave-history popup (doc 3: 'leave history (Date, Amount, Comments; Cancel and Export)'):
 * the history with comments the server keeps, the initial leave and the leave taken on booked
 * requests, newest first, the same rows as the history report; Amount is leave days only, and
 * the foot gives the balance today (leave is also earned day by day). Read online; when it
 * cannot be read it says there are no records yet (doc 3, section 4), or, never read
 * because the shore cannot be reached, only that. Comments can be changed
 * by those who edit profiles (history comment update, queued: offline too); Export downloads
 * the history report of these rows (reports module; not for former crew).
 */
export function LeaveHistoryDialog(props: {
  yachtId: number;
  vessel: { codename: string; modules: readonly string[] };
  profile: LeaveProfileRecord;
  name: string;
  userId: number;
  requests: readonly (RequestLike & {
    id: string;
    comments?: string | null;
    decisionComment?: string | null;
  })[];
  adjustments: readonly (AdjustmentLike & { id: string; comment: string | null })[];
  types: readonly LeaveType[];
  /** The vessel's leave settings ('Nil days' changes what a nil type's days earn). */
  settings: LeaveMathsSettings;
  today: string;
  editsComments: boolean;
  canExport: boolean;
  hideCalculations: boolean;
  onClose: () => void;
}) {
  const online = useOnline();
  const history = useProfileHistory(props.profile.id, true);
  const pending = usePendingHistoryComments();
  const refresh = useRefreshHistory(props.profile.id);
  const [editing, setEditing] = useState<HistoryRow | null>(null);
  const [askModule, setAskModule] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A comment the server has taken since: the history is read again.
  const waiting = useRef(pending.size);
  useEffect(() => {
    if (pending.size < waiting.current) void refresh();
    waiting.current = pending.size;
  }, [pending.size, refresh]);

  const records = {
    profile: props.profile,
    types: props.types,
    requests: props.requests,
    adjustments: props.adjustments,
    settings: props.settings,
  };
  const entries = (history.data ?? []).map((e) => {
    const comment = pending.get(e.id);
    return comment === undefined ? e : { ...e, comment };
  });
  const oldestFirst = history.data ? leaveHistoryRows(records, entries, EVERYTHING, props.today) : [];
  const rows = [...oldestFirst].reverse();
  const now = balanceNow(records, props.today).today;
  // The history's comments as last read from the server (kept on the device), and from when.
  const age = keptAnswerAge(history);

  const exportHistory = async () => {
    if (!props.vessel.modules.includes('reports')) return setAskModule(true);
    setError(null);
    setDownloaded(null);
    setBusy(true);
    try {
      // The rows shown here: the future leave too, to the end of the year at least.
      const period = historyPeriod(oldestFirst, props.profile.startDate, props.today, MAX_REPORT_YEARS);
      const ask = { yachtId: props.yachtId, report: 'history' as const, format: 'pdf' as const };
      await downloadLeaveReport({ ...ask, profileIds: [props.profile.id], ...period }, props.name);
      const file = leaveReportFileName('history', props.name, period, 'pdf');
      setDownloaded(file);
      notify(t('Leave history downloaded'), file);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : MSG.status0);
    } finally {
      setBusy(false);
    }
  };

  const lastOfItsDate = (r: HistoryRow) =>
    !oldestFirst.some(
      (x) =>
        x.id !== null &&
        r.id !== null &&
        x.id > r.id &&
        x.date === r.date &&
        ['rate', 'type'].includes(x.kind),
    );

  return (
    <Dialog title={t('Leave history')} onClose={props.onClose}>
      <p className="muted no-margin">{props.name}</p>
      <AsOf at={age.readAt} stale={age.stale} />
      <FormError message={error} />
      {downloaded ? (
        <p className="banner banner-info no-margin" role="status">
          {t('Downloaded {when}', { when: downloaded })}
        </p>
      ) : null}
      {/* The history read before stays shown (offline, or when a new read fails). */}
      {!history.data && history.fetchStatus === 'fetching' ? (
        <p className="muted no-margin">{t('Loading…')}</p>
      ) : rows.length === 0 ? (
        <HistoryEmpty read={history.data !== undefined} paused={history.fetchStatus === 'paused'} />
      ) : (
        <>
          <div className="history-scroll">
            <table className="history-table">
              <thead>
                <tr>
                  <th scope="col">{t('Date')}</th>
                  <th scope="col" className="history-amount">
                    {t('Amount')}
                  </th>
                  <th scope="col">{t('Comments')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id === null ? `${r.kind}-${r.date}-${r.span?.to ?? ''}` : r.id}>
                    <td className="history-date">{shortDay(r.date)}</td>
                    <td className="history-amount">
                      <AmountCell amount={r.amount} />
                    </td>
                    <td>
                      <span className="history-what">{historyRowText(r, dateSpan, t)}</span>
                      {r.comment ? <span>{r.comment}</span> : null}
                      {r.decisionComment ? (
                        <span className="history-decision">
                          {t('Decision comments: {comment}', { comment: r.decisionComment })}
                        </span>
                      ) : null}
                      {r.id !== null && pending.has(r.id) ? <NotSent /> : null}
                      {props.editsComments && r.id !== null ? (
                        <Button
                          variant="ghost"
                          className="history-edit"
                          onClick={() => setEditing(r)}
                          aria-label={
                            r.comment
                              ? t('Edit comment, {date}', { date: shortDay(r.date) })
                              : t('Add comment, {date}', { date: shortDay(r.date) })
                          }
                        >
                          {r.comment ? t('Edit comment') : t('Add comment')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {now.ok ? (
            <dl className="history-foot">
              {props.hideCalculations ? null : (
                <div>
                  <dt>{t('Accrued to today')}</dt>
                  <dd>+{formatNumber(now.accrued, 2)}</dd>
                </div>
              )}
              <div className="history-foot-total">
                <dt>{t('Available today')}</dt>
                <dd>{t('{days} days', { days: formatNumber(now.available, 2) })}</dd>
              </div>
            </dl>
          ) : null}
        </>
      )}
      {!online && props.canExport ? (
        <span className="small muted">{t('Export needs a connection.')}</span>
      ) : null}
      <div className="dialog-actions">
        <Button variant="ghost" onClick={props.onClose}>
          {t('Cancel')}
        </Button>
        {props.canExport ? (
          <Button variant="secondary" onClick={() => void exportHistory()} disabled={busy || !online}>
            {busy ? t('Exporting…') : t('Export')}
          </Button>
        ) : null}
      </div>
      {editing?.id ? (
        <HistoryCommentDialog
          userId={props.userId}
          profile={props.profile}
          entry={{
            id: editing.id,
            what: editing.kind,
            changeDate: editing.date,
            adjustmentId: editing.adjustmentId,
            lastOfItsDate: lastOfItsDate(editing),
          }}
          title={`${historyRowText(editing, dateSpan, t)}, ${shortDay(editing.date)}`}
          comment={editing.comment ?? ''}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {askModule ? (
        <ModuleNeededDialog
          {...reportsModulePrompt(props.vessel.codename)}
          onClose={() => setAskModule(false)}
        />
      ) : null}
    </Dialog>
  );
}
