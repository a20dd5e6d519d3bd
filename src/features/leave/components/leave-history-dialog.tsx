import { useState } from 'react';
import { LEAVE_TEXT, type LeaveProfileRecord, type LeaveType } from '../../../contracts/leave';
import { latestReportDay, MAX_REPORT_YEARS } from '../../../contracts/leave-reports';
import { MSG } from '../../../contracts/messages';
import type { RequestLike } from '../../../domain/leave/from-records';
import { type HistoryRow, historyKindText, leaveHistoryRows } from '../../../domain/leave/history-rows';
import { days2 } from '../../../domain/leave/leave-figures';
import { ApiError } from '../../../lib/api-client';
import { reportsModulePrompt } from '../../../lib/brand';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { ModuleNeededDialog } from '../../../ui/module-needed-dialog';
import { notify } from '../../../ui/toast';
import { downloadLeaveReport, useProfileHistory } from '../data/leave-report-api';
import { HistoryCommentDialog } from './history-comment-dialog';
import { dateSpan, shortDay } from './leave-bits';
import './leave-reports.css';

/** The export's period: the profile's whole history up to today, within a report's ten years. */
function exportPeriod(startDate: string, today: string) {
  const earliest = `${String(Number(today.slice(0, 4)) - MAX_REPORT_YEARS).padStart(4, '0')}${today.slice(4)}`;
  const from = startDate > earliest ? startDate : earliest;
  return {
    from: from > today ? today : from,
    to: today < latestReportDay(from) ? today : latestReportDay(from),
  };
}

const amountText = (r: HistoryRow) => {
  if (r.amount === null) return '';
  // A rate reads as it was entered; days are signed, as the balance moves.
  if (r.kind === 'setup' || r.kind === 'rate' || r.kind === 'type') return days2(r.amount);
  return `${r.amount > 0 ? '+' : ''}${days2(r.amount)}`;
};

/**
 * The leave-history popup (doc 3: 'leave history (Date, Amount, Comments; Cancel and Export)'):
 * the history with comments the server keeps and the leave taken on booked requests, newest
 * first, the same rows as the history report. Read online; when it cannot be read it says
 * there are no records yet (doc 3, section 4). Comments can be changed by those who edit
 * profiles (history comment update); Export downloads the history report (reports module; not
 * for former crew).
 */
export function LeaveHistoryDialog(props: {
  yachtId: number;
  vessel: { codename: string; modules: readonly string[] };
  profile: LeaveProfileRecord;
  name: string;
  requests: readonly (RequestLike & { comments?: string | null })[];
  types: readonly LeaveType[];
  today: string;
  editsComments: boolean;
  canExport: boolean;
  onClose: () => void;
}) {
  const online = useOnline();
  const history = useProfileHistory(props.profile.id, true);
  const [editing, setEditing] = useState<HistoryRow | null>(null);
  const [askModule, setAskModule] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = history.data
    ? leaveHistoryRows(props.profile.id, history.data, props.requests, props.types, {
        from: '0001-01-01',
        to: '9999-12-31',
      }).reverse()
    : [];

  const exportHistory = async () => {
    if (!props.vessel.modules.includes('reports')) return setAskModule(true);
    setError(null);
    setBusy(true);
    try {
      const period = exportPeriod(props.profile.startDate, props.today);
      const ask = { yachtId: props.yachtId, report: 'history' as const, format: 'pdf' as const };
      await downloadLeaveReport({ ...ask, profileIds: [props.profile.id], ...period }, props.name);
      notify('Leave history downloaded');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : MSG.status0);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="Leave history" onClose={props.onClose}>
      <p className="muted no-margin">{props.name}</p>
      <FormError message={error} />
      {history.isPending && history.fetchStatus === 'fetching' ? (
        <p className="muted no-margin">Loading…</p>
      ) : history.isError || history.isPending || rows.length === 0 ? (
        <p className="no-margin">
          {LEAVE_TEXT.noHistory}
          {history.data ? null : (
            <span className="small muted leave-note">The history is read from the server.</span>
          )}
        </p>
      ) : (
        <div className="history-scroll">
          <table className="history-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col" className="history-amount">
                  Amount
                </th>
                <th scope="col">Comments</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id === null ? `taken-${r.date}-${r.span?.to}` : r.id}>
                  <td className="history-date">{shortDay(r.date)}</td>
                  <td className="history-amount">{amountText(r)}</td>
                  <td>
                    <span className="history-what">
                      {historyKindText(r.kind)}
                      {r.span && r.span.from !== r.span.to ? `, ${dateSpan(r.span.from, r.span.to)}` : ''}
                    </span>
                    {r.comment ? <span>{r.comment}</span> : null}
                    {props.editsComments && r.id !== null ? (
                      <Button
                        variant="ghost"
                        className="history-edit"
                        onClick={() => setEditing(r)}
                        aria-label={`Update the comment of ${shortDay(r.date)}`}
                      >
                        {r.comment ? 'Edit comment' : 'Add comment'}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!online && props.canExport ? <span className="small muted">Export needs a connection.</span> : null}
      <div className="dialog-actions">
        <Button variant="ghost" onClick={props.onClose}>
          Cancel
        </Button>
        {props.canExport ? (
          <Button variant="secondary" onClick={() => void exportHistory()} disabled={busy || !online}>
            {busy ? 'Exporting…' : 'Export'}
          </Button>
        ) : null}
      </div>
      {editing?.id ? (
        <HistoryCommentDialog
          yachtId={props.yachtId}
          profileId={props.profile.id}
          entryId={editing.id}
          what={`${historyKindText(editing.kind)}, ${shortDay(editing.date)}`}
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
