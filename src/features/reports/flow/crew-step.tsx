import { useEffect, useState } from 'react';
import { needsLeaveProfile } from '../../../contracts/report-titles';
import type { ReportType } from '../../../contracts/reports';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { Button } from '../../../ui/button';
import type { CrewType } from '../data/report-crew';
import { useCrewOnBoard, useReportCrew } from '../data/report-crew';
import { PeopleChecklist, PeopleRadio } from './people-choice';
import { singleChoice } from './report-titles';

const CHOOSE_ONE = msg('Please choose at least one crew member.');

/**
 * Crew on-board (doc 3): whom the report lists. Online the server's crew list, offline the crew
 * records on this device. One person only for a report of one person (doc 3, section 5). The
 * choice lives in the flow, so Back and Next keep it.
 */
export function CrewStep(props: {
  vesselId: number;
  reportType: ReportType;
  crewType: CrewType;
  online: boolean;
  today: string;
  /** Null until the step first shows: then those on board are ticked (`startOnBoard`), or no one. */
  chosen: ReadonlySet<number> | null;
  /** The crew and guest list of the current crew: start with the crew on board ticked, as guests are. */
  startOnBoard: boolean;
  onChange: (next: Set<number>) => void;
  onBack?: (() => void) | undefined;
  onNext: (shown: number[]) => void;
}) {
  const { rows, loading, fromDevice } = useReportCrew(
    props.vesselId,
    props.reportType,
    props.crewType,
    props.online,
    props.today,
  );
  const onBoard = useCrewOnBoard(props.vesselId);
  const [error, setError] = useState<string | undefined>();
  const { chosen, onChange, startOnBoard } = props;
  // First visit: the crew on board are preselected; after that the user's choice stands.
  useEffect(() => {
    if (chosen !== null || loading || rows === undefined || onBoard === undefined) return;
    onChange(new Set(startOnBoard ? rows.filter((r) => onBoard.has(r.crewID)).map((r) => r.crewID) : []));
  }, [chosen, loading, rows, onBoard, startOnBoard, onChange]);
  const current = chosen ?? new Set<number>();
  const leaveOnly = needsLeaveProfile(props.reportType);
  const people = (rows ?? [])
    .filter((r) => !leaveOnly || r.hasLeaveProfile)
    .map((r) => ({
      id: r.crewID,
      name: `${r.firstName} ${r.lastName}`.trim(),
      // Why some start ticked: said as the guest step says it.
      note: startOnBoard && onBoard?.has(r.crewID) ? t('on board') : undefined,
    }));
  const picked = people.filter((p) => current.has(p.id)).map((p) => p.id);
  const empty =
    props.crewType === 1
      ? t('No one has left this vessel in the last 12 months.')
      : t('No current crew on this vessel.');
  const change = (next: Set<number>) => {
    setError(undefined);
    props.onChange(next);
  };
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (picked.length === 0) return setError(t(CHOOSE_ONE));
        props.onNext(picked);
      }}
    >
      {fromDevice ? (
        <p className="small muted no-margin">{t('From the crew records on this device (last sync).')}</p>
      ) : null}
      {loading ? (
        <p className="muted no-margin">{t('Loading the crew…')}</p>
      ) : singleChoice(props.reportType) ? (
        <PeopleRadio
          legend={t('Crew member')}
          people={people}
          chosen={picked[0] ?? null}
          onChange={(id) => change(new Set([id]))}
          error={error}
          empty={leaveOnly ? t('No one on this vessel has a leave profile.') : empty}
        />
      ) : (
        <PeopleChecklist
          legend={t('Crew')}
          people={people}
          chosen={current}
          onChange={change}
          error={error}
          empty={leaveOnly ? t('No one on this vessel has a leave profile.') : empty}
        />
      )}
      <div className="dialog-actions">
        {props.onBack ? (
          <Button variant="ghost" type="button" onClick={props.onBack}>
            {t('Back')}
          </Button>
        ) : null}
        <Button type="submit" disabled={loading}>
          {t('Next')}
        </Button>
      </div>
    </form>
  );
}
