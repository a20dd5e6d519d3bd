import { type FormEvent, useState } from 'react';
import { MSG } from '../../../contracts/messages';
import { REPORT_MESSAGE_MAX, REPORT_TEXT, type ReportType } from '../../../contracts/reports';
import { t } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { FormDialog } from '../../../ui/form-dialog';
import { TextArea } from '../../../ui/text-area';
import { notify } from '../../../ui/toast';
import { sendReportFailure } from '../data/report-api';

/** The message form's rule (doc 3, section 5: required, at most 600). */
export function failureMessageProblem(message: string): string | undefined {
  if (message.trim() === '') return MSG.required;
  if (message.length > REPORT_MESSAGE_MAX) return MSG.maxLength(REPORT_MESSAGE_MAX);
  return undefined;
}

/**
 * The report failed popup (doc 3, section 8): the spec's apology and a message to support, sent
 * with POST /reports/failed so support knows which report failed on which vessel.
 */
export function ReportFailedDialog(props: {
  yachtId: number;
  reportType: ReportType;
  onClose: () => void;
  /** The message went to support (else as onClose). */
  onSent?: () => void;
}) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = failureMessageProblem(message);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await sendReportFailure({ yachtId: props.yachtId, reportType: props.reportType, message });
      notify(t('Message sent'), t('Our support team will look into it.'));
      (props.onSent ?? props.onClose)();
    } catch (err) {
      setFormError(err instanceof ApiError ? err.message : MSG.status0);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={t('Report failed')}
      onSubmit={(e) => void submit(e)}
      onClose={props.onClose}
      busy={busy}
      error={formError}
      saveLabel="Send"
      cancelLabel={t('Close')}
    >
      <p className="no-margin">{REPORT_TEXT.failed}</p>
      <TextArea
        label={t('Message')}
        rows={4}
        placeholder={t('What were you making, and what happened?')}
        limit={REPORT_MESSAGE_MAX}
        value={message}
        error={error}
        onChange={(e) => {
          setMessage(e.target.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
