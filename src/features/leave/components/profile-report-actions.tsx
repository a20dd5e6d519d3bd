import { useState } from 'react';
import type { LeaveProfileRecord } from '../../../contracts/leave-records';
import type { StoredSession } from '../../../db/app-db';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { exportBlocked } from '../data/leave-report-api';
import { type LeaveVessel, todayIso } from '../data/use-leave';
import { LeaveHistoryDialog } from './leave-history-dialog';
import { LeaveReportDialog } from './leave-report-dialog';

/**
 * The leave profile page's history and reports: 'Leave history' opens the history popup, and
 * 'Reports' the reports for this profile. Former crew do not see Reports nor the popup's
 * Export (doc 3, section 6).
 */
export function ProfileReportActions(props: {
  me: StoredSession;
  vessel: { id: number; codename: string; modules: readonly string[] };
  profile: LeaveProfileRecord;
  name: string;
  data: LeaveVessel;
  editsComments: boolean;
  hideCalculations: boolean;
}) {
  const [open, setOpen] = useState<'history' | 'reports' | null>(null);
  const { me, vessel, profile, data } = props;
  const today = todayIso();
  const canExport = !exportBlocked(me, vessel.id, data.crew, today);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen('history')}>
        {t('Leave history')}
      </Button>
      {canExport ? (
        <Button variant="secondary" onClick={() => setOpen('reports')}>
          {t('Reports')}
        </Button>
      ) : null}
      {open === 'history' ? (
        <LeaveHistoryDialog
          yachtId={vessel.id}
          vessel={vessel}
          profile={profile}
          name={props.name}
          userId={me.user.id}
          requests={data.requests}
          adjustments={data.adjustments}
          types={data.types}
          settings={data.settings}
          today={today}
          editsComments={props.editsComments}
          canExport={canExport}
          hideCalculations={props.hideCalculations}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <LeaveReportDialog
        yachtId={vessel.id}
        isOpen={open === 'reports'}
        onClose={() => setOpen(null)}
        profileIds={[profile.id]}
      />
    </>
  );
}
