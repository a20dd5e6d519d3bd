import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StoredSession } from '../../../db/app-db';
import type { ReadyMonth } from '../../../domain/rest-hours/countersign-ready';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/toast';
import {
  type BatchReport,
  BatchReportDialog,
  CountersignReviewDialog,
  waitingLine,
} from './countersign-review-dialog';

/**
 * "Countersign all ready (N)" on the calendar of an officer, a captain or an approval-group
 * member: every month the crew signed off that waits for them, whichever month the calendar shows.
 */
export function CountersignAll(props: {
  session: StoredSession;
  vesselId: number;
  /** The months waiting for the user (useReadyToCountersign), as the device holds them now. */
  ready: readonly ReadyMonth[];
  today: string;
}) {
  const { ready } = props;
  // The list reviewed is the one the user opened: months arriving meanwhile wait for the next one.
  const [opened, setOpened] = useState<readonly ReadyMonth[] | null>(null);
  // A batch's months left out are reported here, not by the list's popup: closed while the batch
  // ran, the popup is gone, and its report with it. Off this page by then: a toast says it.
  const [report, setReport] = useState<BatchReport | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The home's 'To countersign' tile asks for this list (?countersign=ready): it opens as soon as
  // the device has read the months, once (the address forgets the ask, so Back does not reopen it).
  const [params, setParams] = useSearchParams();
  const asked = params.get('countersign') === 'ready';
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, when the list is read
  useEffect(() => {
    if (!asked || !ready.length) return;
    setOpened(ready);
    setParams(
      (p) => {
        p.delete('countersign');
        return p;
      },
      { replace: true },
    );
  }, [asked, ready.length]);
  if (!ready.length && !opened && !report) return null;
  return (
    <>
      {ready.length ? (
        <div className="row wrap">
          <Button onClick={() => setOpened(ready)} aria-describedby="countersign-all-months">
            {t('Countersign all ready ({count})', { count: ready.length })}
          </Button>
          {/* N counts months of any month, the line under it this month's crew ('0 signed'):
              say which months, so the two figures do not seem to disagree. */}
          <span id="countersign-all-months" className="small muted">
            {waitingLine(ready)}
          </span>
        </div>
      ) : null}
      {opened ? (
        <CountersignReviewDialog
          session={props.session}
          vesselId={props.vesselId}
          ready={opened}
          today={props.today}
          onClose={() => setOpened(null)}
          onReport={(r) => {
            if (!mounted.current) {
              for (const line of [r.done, ...r.skipped.map((s) => s.line)]) notify(line);
              return;
            }
            setOpened(null);
            setReport(r);
          }}
        />
      ) : null}
      {report ? <BatchReportDialog report={report} onClose={() => setReport(null)} /> : null}
    </>
  );
}
