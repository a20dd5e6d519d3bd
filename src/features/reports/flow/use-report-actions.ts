import { useState } from 'react';
import { MSG } from '../../../contracts/messages';
import { REPORT_TEXT, REPORT_TITLES, type ReportChoice } from '../../../contracts/reports';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { ApiError } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { SAVED_ON_PHONE } from '../../../lib/link';
import { db, requestSync } from '../../../lib/services';
import { notify } from '../../../ui/toast';
import { emailReport, fetchReport, isServerFailure, liveEmailDeps, reportFileName } from '../data/report-api';
import {
  type DeviceVesselDetails,
  deviceCrewGuestList,
  deviceCrewGuestPdf,
  listReachesServer,
} from '../data/report-device-list';

/** Said wherever a list made on the device is shown or saved. */
export const BUILT_ON_DEVICE = msg('Built on this device from the last sync');
export const NEEDS_CONNECTION = msg(
  'This report is made on the server: Download and View need a connection.',
);

export interface ShownReport {
  blob: Blob;
  fileName: string;
  note?: string | undefined;
}

export interface ActionContext {
  choice: ReportChoice;
  codename: string;
  vessel: { id: number; name: string };
  details: DeviceVesselDetails | null;
  userId: number;
  online: boolean;
  today: string;
}

/**
 * Download, View and Email of the download options. The crew and guest list is built on the
 * device when there is no connection (or the server cannot be reached), from the last sync; any
 * other report needs the server. A server failure opens the report failed popup; an e-mail with
 * no connection is queued.
 */
export function useReportActions(ctx: ActionContext) {
  const [busy, setBusy] = useState<null | 'download' | 'view' | 'email'>(null);
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<ShownReport | null>(null);
  // What the last action did, said in the popup too: on a phone the popup covers the toasts.
  const [done, setDone] = useState<string | undefined>();
  const type = ctx.choice.reportType;
  const canBuildHere = type === 'crewandguests';

  const onDevice = async (): Promise<ShownReport> => {
    const { choice } = ctx;
    const list = await deviceCrewGuestList(db, {
      vessel: ctx.vessel,
      details: ctx.details,
      crewIds: choice.crewList,
      guestIds: choice.guestList,
      trip: {
        portOfDeparture: choice.portOfDeparture ?? '',
        departureDate: choice.departureDate ?? '',
        portOfArrival: choice.portOfArrival ?? '',
        arrivalDate: choice.arrivalDate ?? '',
      },
      today: ctx.today,
    });
    return {
      blob: await deviceCrewGuestPdf(list),
      fileName: reportFileName(ctx.codename, REPORT_TITLES[type], ctx.today, 'pdf'),
      note: BUILT_ON_DEVICE,
    };
  };

  const file = async (asked: ReportChoice, disposition: 'inline' | 'attachment'): Promise<ShownReport> => {
    if (!ctx.online && canBuildHere) return onDevice();
    // A guest added on the way is sent first; if it cannot be, the list is made here with them.
    if (canBuildHere && !(await listReachesServer(db, ctx.vessel.id, asked.guestList, requestSync)))
      return onDevice();
    try {
      const fallback = reportFileName(ctx.codename, REPORT_TITLES[type], ctx.today, asked.format);
      return await fetchReport(asked, disposition, fallback);
    } catch (e) {
      // The link dropped on the way: the list is still made, here, from the last sync.
      if (canBuildHere && e instanceof ApiError && e.status === 0) return onDevice();
      throw e;
    }
  };

  const run = async (what: 'download' | 'view' | 'email', work: () => Promise<void>) => {
    setBusy(what);
    setError(undefined);
    setDone(undefined);
    try {
      await work();
    } catch (e) {
      if (isServerFailure(e)) setFailed(true);
      else
        setError(
          e instanceof ApiError ? e.message : e instanceof Error && e.message ? e.message : MSG.status0,
        );
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    error,
    failed,
    shown,
    done,
    closeFailed: () => setFailed(false),
    /** The report failed popup's message went to support. */
    failureSent: () => {
      setFailed(false);
      setDone(t('Your message has been sent to our support team.'));
    },
    closeShown: () => setShown(null),
    download: () =>
      run('download', async () => {
        const got = await file(ctx.choice, 'attachment');
        saveBlob(got.blob, got.fileName);
        notify(t('Report downloaded'), got.note ? `${got.fileName}. ${got.note}.` : got.fileName);
        setDone(t('Downloaded {file}.', { file: got.fileName }));
      }),
    view: () =>
      run('view', async () => {
        // View is a PDF whatever format was chosen for the download.
        setShown(await file({ ...ctx.choice, format: 'pdf' }, 'inline'));
      }),
    email: () =>
      run('email', async () => {
        // A guest not yet on the server: the e-mail is queued behind the guest, so it follows it.
        const sent =
          !ctx.online || (await listReachesServer(db, ctx.vessel.id, ctx.choice.guestList, requestSync));
        const outcome = await emailReport(liveEmailDeps, ctx.choice, ctx.userId, ctx.online && sent);
        if (outcome.sent === 'now') {
          notify(outcome.message || REPORT_TEXT.emailSent);
          setDone(t('Sent to your e-mail address.'));
        } else {
          const when = ctx.online
            ? t('It goes out to your e-mail address as soon as this device reaches the server.')
            : t(SAVED_ON_PHONE);
          notify(t('E-mail queued'), when);
          setDone(t('Queued. {when}', { when }));
        }
      }),
    saveShown: () => {
      if (shown) saveBlob(shown.blob, shown.fileName);
    },
  };
}
