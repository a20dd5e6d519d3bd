import { parseISO } from 'date-fns';
import type { ReportRun, ReportType } from '../../../contracts/reports';
import { showDateTime } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { Icon } from '../../../ui/icons';
import { BLOCK_TEXT, type ReportBlock, type ReportKind } from '../data/catalogue';

type IconName = Parameters<typeof Icon>[0]['name'];

const ICONS: Readonly<Record<ReportType, IconName>> = {
  crewandguests: 'list',
  personaldetails: 'person',
  salaryhistory: 'chart',
  salaryhistorycrew: 'chart',
  bankdetails: 'card',
  accesscards: 'badge',
  crewissues: 'alert',
  'LM-LeaveHistory': 'calendar',
  'LM-LeaveIndividualSummary': 'calendar',
};

const HOW: Readonly<Record<ReportRun['how'], string>> = {
  download: msg('downloaded'),
  view: msg('viewed'),
  email: msg('e-mailed'),
};

/** 'Last generated 3 Mar 26, 14:05 by Anna Berg (e-mailed)': when, by whom and how. */
export function lastGeneratedText(run: ReportRun | undefined): string {
  if (!run) return t('Not generated yet');
  const at = parseISO(run.generatedAt);
  const when = Number.isNaN(at.getTime()) ? run.generatedAt : showDateTime(at);
  return t('Last generated {when} by {name} ({how})', { when, name: run.generatedBy, how: t(HOW[run.how]) });
}

/**
 * One report on the reports page: what it holds and when it was last generated; it opens the
 * report flow, or says why it cannot be made now (greyed).
 */
export function ReportRow(props: {
  kind: ReportKind;
  last: ReportRun | undefined;
  /** Whether the server's answer has been read at all (else nothing is said about the last run). */
  lastKnown: boolean;
  block: ReportBlock;
  onOpen: () => void;
}) {
  const { kind, block } = props;
  return (
    <li>
      <button
        type="button"
        className={`report-row${block ? ' report-row-off' : ''}`}
        disabled={block !== null}
        onClick={props.onOpen}
      >
        <span className="report-icon" aria-hidden="true">
          <Icon name={ICONS[kind.type]} />
        </span>
        <span className="report-text">
          <strong className="report-title">{t(kind.title)}</strong>
          <span className="small muted">{t(kind.holds)}</span>
          {block ? <span className="small report-block">{t(BLOCK_TEXT[block])}</span> : null}
          {props.lastKnown ? (
            <span className="small report-facts">{lastGeneratedText(props.last)}</span>
          ) : null}
        </span>
        {block ? null : <Icon name="chevron" />}
      </button>
    </li>
  );
}
