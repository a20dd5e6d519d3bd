import type { ReportFileFormat, ReportRun, ReportType } from '../../../contracts/reports';
import { showDateTime } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form-error';
import { Icon } from '../../../ui/icons';
import { NoLinkNote } from '../../../ui/no-link-lead';
import { CardChoice } from './people-choice';
import { BUILT_ON_DEVICE, NEEDS_CONNECTION } from './use-report-actions';

const FORMATS = [
  { value: 'pdf', title: msg('PDF'), hint: msg('To print or show at the gangway') },
  { value: 'xlsx', title: msg('Spreadsheet (xlsx)'), hint: msg('To edit or send on') },
] as const;

/** When a report of this type was last made on the vessel, and by whom. */
function lastLine(run: ReportRun | undefined): string {
  if (!run) return t('Not generated yet on this vessel.');
  const at = Date.parse(run.generatedAt);
  // As the reports page writes it ('26 Nov 26, 17:19'): one time, in one style, for one fact.
  const when = Number.isNaN(at) ? run.generatedAt : showDateTime(at);
  return t('Last generated {when} by {name}.', { when, name: run.generatedBy });
}

/**
 * Report download options (doc 3): Download, Email and View, the file format (View is always
 * the PDF) and when the report was last generated. Offline the crew and guest list is built on
 * the device (a PDF); other reports can only be e-mailed, which waits for a connection.
 */
export function DownloadStep(props: {
  reportType: ReportType;
  format: ReportFileFormat;
  onFormat: (f: ReportFileFormat) => void;
  online: boolean;
  lastRun: ReportRun | undefined;
  busy: null | 'download' | 'view' | 'email';
  error: string | undefined;
  /** What the last Download or Email did (a phone's popup covers the toasts). */
  done?: string | undefined;
  onBack: () => void;
  onDownload: () => void;
  onView: () => void;
  onEmail: () => void;
}) {
  const here = props.reportType === 'crewandguests' && !props.online;
  const serverOnly = props.reportType !== 'crewandguests' && !props.online;
  return (
    <div className="stack">
      <FormError message={props.error} />
      <NoLinkNote show={here}>{t('{built}, as a PDF.', { built: t(BUILT_ON_DEVICE) })}</NoLinkNote>
      {serverOnly ? (
        <p className="banner banner-warn no-margin" role="status">
          {t(NEEDS_CONNECTION)} {t('Email is sent when the shore can be reached.')}
        </p>
      ) : null}
      {here ? null : (
        <CardChoice label={t('Format')} value={props.format} onChange={props.onFormat} options={FORMATS} />
      )}
      <p className="small muted no-margin">{props.online ? lastLine(props.lastRun) : null}</p>
      <div className="report-actions">
        <Button type="button" onClick={props.onDownload} disabled={serverOnly || props.busy !== null}>
          <Icon name="download" /> {props.busy === 'download' ? t('Downloading…') : t('Download')}
        </Button>
        <Button
          variant="secondary"
          type="button"
          onClick={props.onView}
          disabled={serverOnly || props.busy !== null}
        >
          <Icon name="file" /> {props.busy === 'view' ? t('Opening…') : t('View (PDF)')}
        </Button>
        <Button variant="secondary" type="button" onClick={props.onEmail} disabled={props.busy !== null}>
          {props.busy === 'email' ? t('Sending…') : t('Email')}
        </Button>
      </div>
      {props.done ? (
        <p className="report-done no-margin">
          <Icon name="check" /> {props.done}
        </p>
      ) : null}
      <p className="small muted no-margin">{t('Email sends the report to your own e-mail address.')}</p>
      <div className="dialog-actions">
        <Button variant="ghost" type="button" onClick={props.onBack}>
          {t('Back')}
        </Button>
      </div>
    </div>
  );
}
