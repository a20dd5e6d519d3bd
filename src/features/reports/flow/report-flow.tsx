import { useCallback, useEffect, useState } from 'react';
import {
  CREW_TYPE,
  REPORT_TITLES,
  type ReportFileFormat,
  type ReportTrip,
  type ReportType,
} from '../../../contracts/reports';
import { useOnline } from '../../../lib/use-online';
import { useSession } from '../../../lib/use-session';
import { Dialog } from '../../../ui/dialog';
import { todayIso } from '../../guests/public';
import { useVesselDetails } from '../../rest-hours/public-vessel-details';
import { useLastGenerated } from '../data/last-generated';
import type { CrewType } from '../data/report-crew';
import { CrewStep } from './crew-step';
import { DownloadStep } from './download-step';
import { detailsPromptOff, lastTrip, rememberTrip, setDetailsPromptOff } from './flow-memory';
import { GuestStep } from './guest-step';
import { CardChoice } from './people-choice';
import { ReportFailedDialog } from './report-failed-dialog';
import { ReportViewer } from './report-viewer';
import { TripStep } from './trip-step';
import { useReportActions } from './use-report-actions';
import { detailsMissing, type StoredDetails, VesselDetailsStep } from './vessel-details-steps';
import './report-flow.css';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';

type Step = 'vessel1' | 'vessel2' | 'crewType' | 'crew' | 'guests' | 'trip' | 'download';

/** The popups' names (doc 3, section 2's list of report popups). */
const TITLES: Record<Step, string> = {
  vessel1: msg('Vessel details'),
  vessel2: msg('Vessel details'),
  crewType: msg('Choose crew type'),
  crew: msg('Crew on-board'),
  guests: msg('Guest on-board'),
  trip: msg('Trip details'),
  download: msg('Download options'),
};

const CREW_TYPES = [
  { value: '0', title: msg('Current crew'), hint: msg('Those serving on the vessel now') },
  { value: '1', title: msg('X-crew'), hint: msg('Those who left the vessel in the last 12 months') },
] as const;

export interface ReportFlowProps {
  vesselId: number;
  codename: string;
  reportType: ReportType;
  onClose(): void;
}

/**
 * The report flow (doc 3, section 2): popups in sequence, one at a time in one dialog, each with
 * Back; what was chosen stays when going back. The crew and guest list: (vessel details when a
 * port authority's fields are missing,) crew type, crew, guests, trip, download options. Any
 * other report: crew, download options.
 */
export function ReportFlow(props: ReportFlowProps) {
  const session = useSession();
  const me = session && session !== 'loading' ? session : null;
  const vessel = me?.vessels.find((v) => v.id === props.vesselId);
  if (!me || !vessel) return null;
  return <Flow {...props} userId={me.user.id} vesselName={vessel.name} />;
}

function Flow(props: ReportFlowProps & { userId: number; vesselName: string }) {
  const { vesselId, reportType, userId } = props;
  const crewList = reportType === 'crewandguests';
  const online = useOnline();
  const [today] = useState(todayIso);
  const vesselDetails = useVesselDetails(crewList ? vesselId : 0);
  // What the flow's own step 1 saved: step 2 and the list build on it even before the server has it
  // (the device's copy is re-read from the server only after the sync).
  const [savedDetails, setSavedDetails] = useState<StoredDetails | null>(null);
  const details = savedDetails ?? (vesselDetails.details as StoredDetails | undefined);
  const lastRun = useLastGenerated(vesselId).byType.get(reportType);

  const [path, setPath] = useState<Step[] | null>(null);
  const [promptOff, setPromptOff] = useState(() => detailsPromptOff(userId, vesselId));
  const [crewType, setCrewType] = useState<CrewType>(CREW_TYPE.current);
  const [crew, setCrew] = useState<Set<number> | null>(null);
  const [crewPicked, setCrewPicked] = useState<number[]>([]);
  const [guests, setGuests] = useState<Set<string> | null>(null);
  const [guestsPicked, setGuestsPicked] = useState<string[]>([]);
  const [trip, setTrip] = useState<ReportTrip>(() => lastTrip(vesselId));
  const [format, setFormat] = useState<ReportFileFormat>('pdf');

  // Where the flow starts is known once the vessel details are (online, a moment).
  const ready = !crewList || !online || !vesselDetails.loading;
  const first: Step = !crewList
    ? 'crew'
    : details !== undefined && detailsMissing(details) && !promptOff
      ? 'vessel1'
      : 'crewType';
  useEffect(() => {
    if (path === null && ready) setPath([first]);
  }, [path, ready, first]);
  const step = path?.[path.length - 1];
  const go = (next: Step) => setPath((p) => [...(p ?? []), next]);
  const back = () => setPath((p) => (p && p.length > 1 ? p.slice(0, -1) : p));
  // The vessel details popups close when done: the flow goes on as if it had started there.
  const detailsDone = () => setPath(['crewType']);
  const onGuests = useCallback((next: Set<string>) => setGuests(next), []);
  const onCrew = useCallback((next: Set<number>) => setCrew(next), []);

  const actions = useReportActions({
    choice: {
      yachtId: vesselId,
      reportType,
      crewList: crewPicked,
      guestList: crewList ? guestsPicked : [],
      ...(crewList ? trip : {}),
      format,
    },
    codename: props.codename,
    vessel: { id: vesselId, name: props.vesselName },
    details: details ?? null,
    userId,
    online,
    today,
  });

  let body: React.ReactNode;
  if (!step) body = <p className="muted no-margin">{t('Loading…')}</p>;
  else if (step === 'vessel1' || step === 'vessel2')
    body = (
      <VesselDetailsStep
        key={step}
        step={step === 'vessel1' ? 1 : 2}
        vesselId={vesselId}
        userId={userId}
        online={online}
        stored={details}
        promptOff={promptOff}
        onPromptOff={(off) => {
          setPromptOff(off);
          setDetailsPromptOff(userId, vesselId, off);
        }}
        onSaved={(saved) => {
          setSavedDetails(saved);
          if (step === 'vessel1') go('vessel2');
          else detailsDone();
        }}
        onSkip={detailsDone}
        onBack={step === 'vessel2' ? back : undefined}
      />
    );
  else if (step === 'crewType')
    body = (
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          go('crew');
        }}
      >
        <CardChoice
          label={t('Crew')}
          value={String(crewType) as '0' | '1'}
          onChange={(v) => {
            // Another list of people: its own first choice (the crew on board, for the current crew).
            if (Number(v) !== crewType) setCrew(null);
            setCrewType(Number(v) as CrewType);
          }}
          options={CREW_TYPES}
        />
        <div className="dialog-actions">
          <button type="submit" className="btn btn-primary">
            {t('Next')}
          </button>
        </div>
      </form>
    );
  else if (step === 'crew')
    body = (
      <CrewStep
        vesselId={vesselId}
        reportType={reportType}
        crewType={crewList ? crewType : CREW_TYPE.current}
        online={online}
        today={today}
        chosen={crew}
        startOnBoard={crewList && crewType === CREW_TYPE.current}
        onChange={onCrew}
        onBack={path && path.length > 1 ? back : undefined}
        onNext={(shown) => {
          setCrewPicked(shown);
          go(crewList ? 'guests' : 'download');
        }}
      />
    );
  else if (step === 'guests')
    body = (
      <GuestStep
        vesselId={vesselId}
        chosen={guests}
        onChange={onGuests}
        onBack={back}
        onNext={(shown) => {
          setGuestsPicked(shown);
          go('trip');
        }}
      />
    );
  else if (step === 'trip')
    body = (
      <TripStep
        trip={trip}
        onChange={setTrip}
        onBack={back}
        onNext={() => {
          rememberTrip(vesselId, trip);
          go('download');
        }}
      />
    );
  else
    body = (
      <DownloadStep
        reportType={reportType}
        format={format}
        onFormat={setFormat}
        online={online}
        lastRun={lastRun}
        busy={actions.busy}
        error={actions.error}
        done={actions.done}
        onBack={back}
        onDownload={() => void actions.download()}
        onView={() => void actions.view()}
        onEmail={() => void actions.email()}
      />
    );

  return (
    <>
      <Dialog
        title={t(step ? TITLES[step] : REPORT_TITLES[reportType])}
        onClose={props.onClose}
        // The last step holds nothing to lose: what was typed before it is kept (the trip, the
        // vessel details), and the report is made by then (Close after a download must not ask).
        guardChanges={step !== 'download'}
      >
        <p className="small muted no-margin report-flow-kind">{t(REPORT_TITLES[reportType])}</p>
        {body}
      </Dialog>
      {actions.shown ? (
        <ReportViewer
          title={t(REPORT_TITLES[reportType])}
          blob={actions.shown.blob}
          note={actions.shown.note}
          onDownload={actions.saveShown}
          onClose={actions.closeShown}
        />
      ) : null}
      {actions.failed ? (
        <ReportFailedDialog
          yachtId={vesselId}
          reportType={reportType}
          onClose={actions.closeFailed}
          onSent={actions.failureSent}
        />
      ) : null}
    </>
  );
}
