import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { CertificateRecord, CertSection } from '../../../contracts/certificates';
import type { Pending } from '../../../db/app-db';
import { CHECK_ALL_CONFIRMATION } from '../../../domain/certificates/attachments';
import { type CertTypeRules, certificateNumber } from '../../../domain/certificates/cert-form';
import { certEditQuery } from '../../../domain/certificates/cert-form-query';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { focusFirstError } from '../../../ui/focus-first-error';
import { FormError } from '../../../ui/form-error';
import { TextArea } from '../../../ui/text-area';
import { TextField } from '../../../ui/text-field';
import { notifySaved } from '../../../ui/toast';
import { useUnsavedGuard } from '../../../ui/unsaved-guard';
import { checkAllAttachments, useAttachmentCheckState } from '../attachments/attachment-commands';
import { saveCertificateForm } from '../data/cert-form-commands';
import { type CertFormValues, certFormSchema, certSaveBodyOf } from '../data/cert-form-values';
import { useCertProblem } from '../data/cert-problem';
import type { CertRights } from '../data/use-certs';
import { CertDateFields } from './cert-date-fields';
import { CertDocuments } from './cert-documents';
import { NotSynced } from './cert-section-card';
import { SectionSelect } from './section-select';

export interface EditorProps {
  vesselId: number;
  userId: number;
  certificateId: string;
  record: Pending<CertificateRecord> | undefined;
  /** The type's id; null for a type made with Add Other (added when this certificate is saved). */
  typeId: string | null;
  typeName: string;
  newTypeTitle: string | null;
  rules: CertTypeRules & { documentUploadRequired: boolean };
  sections: readonly CertSection[];
  initial: CertFormValues;
  rights: CertRights;
  listPath: string;
  formPath: string;
}

/**
 * The certificate form (doc 2, 'CERTIFICATE'): section and number, the title suffix, the dates
 * with their rules and hints, comments and documents. Saving keeps it on the device and queues
 * it ('created when the id is 0, otherwise updated'). With documents not all checked, someone
 * with the check right is asked to confirm having viewed them: Confirm marks them checked; either
 * way the certificate is saved and the list shows again. Leaving unsaved asks first.
 */
export function CertEditor(props: EditorProps) {
  const navigate = useNavigate();
  const { expiryDateRequired, surveyRangeDateRequired, lastSurveyDateRequired } = props.rules;
  const schema = useMemo(
    () =>
      certFormSchema({ expiryDateRequired, surveyRangeDateRequired, lastSurveyDateRequired }, props.typeName),
    [expiryDateRequired, surveyRangeDateRequired, lastSurveyDateRequired, props.typeName],
  );
  const { register, control, handleSubmit, formState, setValue, reset, watch } = useForm<CertFormValues>({
    resolver: zodResolver(schema),
    defaultValues: props.initial,
  });
  const docs = useAttachmentCheckState(props.certificateId);
  const problem = useCertProblem(props.record ? props.certificateId : undefined);
  const [asking, setAsking] = useState<CertFormValues | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const who = () => ({ db, userId: props.userId, now: Date.now() });
  const section = props.sections.find((s) => String(s.id) === watch('sectionId'));

  const store = async (v: CertFormValues) => {
    const body = certSaveBodyOf(v, {
      yachtId: props.vesselId,
      certificateId: props.certificateId,
      certificateTypeId: props.typeId ?? '',
    });
    await saveCertificateForm(
      who(),
      { ...body, certificateTypeId: props.typeId },
      props.newTypeTitle ? { title: props.newTypeTitle, shortcut: section?.shortcut ?? '' } : null,
    );
    setDone(true);
    requestSync();
  };
  const finish = async (v: CertFormValues, checkAll: boolean) => {
    setBusy(true);
    // The certificate first: checking its documents moves its Checked (and the server's version
    // of it), and a save queued after that would be based on the older copy (a conflict).
    await store(v);
    if (checkAll) await checkAllAttachments(who(), props.vesselId, props.certificateId);
    notifySaved(t('Certificate saved.'));
    navigate(props.listPath);
  };
  const refused = () => focusFirstError(document.querySelector<HTMLElement>('.cert-form'));
  const save = handleSubmit((v) => {
    if (props.record && props.rights.accessToCheckAttachments && docs.unchecked > 0) setAsking(v);
    else void finish(v, false);
  }, refused);
  // A new certificate is saved before its documents are added: they are filed under it.
  const saveFirst = handleSubmit(async (v) => {
    await store(v);
    notifySaved(t('Certificate saved.'), { detail: t('Add its documents under Attachments.') });
    navigate(`${props.formPath}${certEditQuery(props.certificateId)}`, { replace: true });
  }, refused);

  const unsaved = useUnsavedGuard({
    dirty: formState.isDirty && !done,
    what: props.record ? t('this certificate') : t('this new certificate'),
    onSave: async () => {
      let ok = false;
      await handleSubmit(async (v) => {
        await store(v);
        ok = true;
      }, refused)();
      return ok;
    },
    onDiscard: () => reset(props.initial),
    links: true,
  });
  const e = (f: keyof CertFormValues) => formState.errors[f]?.message;
  const number = certificateNumber(section?.shortcut ?? '', watch('sectionNumber'));

  return (
    <form className="stack cert-form" onSubmit={(ev) => void save(ev)} noValidate>
      <div className="cert-form-head">
        <h1>{t('CERTIFICATE')}</h1>
        <span className="cert-type-name">
          {number} {props.typeName}
        </span>
        <span className="row wrap small">
          <span className="muted">{props.record ? t('Saved certificate') : t('New certificate')}</span>
          {props.newTypeTitle ? <span className="pill pill-neutral">{t('New type (Add Other)')}</span> : null}
          {props.record?.pending || problem ? <NotSynced problem={problem} /> : null}
          {problem ? <span>{t('Shown as you entered it, not as the server keeps it.')}</span> : null}
          {problem ? (
            <Link className="link-target" to="/sync">
              {t('Review on the Sync page')}
            </Link>
          ) : null}
        </span>
      </div>
      <FormError message={formState.errors.root?.message} />
      <section className="card stack" aria-labelledby="cert-main">
        <h2 id="cert-main">{t('Certificate')}</h2>
        <div className="field-pair">
          <SectionSelect control={control} sections={props.sections} error={e('sectionId')} />
          <TextField
            label={t('Section number')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('Two digits, e.g. 03')}
            error={e('sectionNumber')}
            {...register('sectionNumber')}
          />
        </div>
        <TextField
          label={t('Certificate ID (optional)')}
          autoComplete="off"
          placeholder={t('Shown after the name, e.g. VHF/MF/HF')}
          error={e('certificateID')}
          {...register('certificateID')}
        />
        <TextArea
          label={t('Comments (optional)')}
          rows={3}
          limit={2000}
          value={watch('certificateComments')}
          error={e('certificateComments')}
          {...register('certificateComments')}
        />
      </section>
      <CertDateFields control={control} errors={formState.errors} setValue={setValue} rules={props.rules} />
      <CertDocuments
        vesselId={props.vesselId}
        certificateId={props.certificateId}
        saved={Boolean(props.record)}
        required={props.rules.documentUploadRequired}
        total={docs.total}
        rights={props.rights}
        busy={busy}
        onSaveFirst={() => void saveFirst()}
      />
      <div className="cert-form-actions">
        <Button variant="ghost" onClick={() => unsaved.guard(() => navigate(props.listPath))}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('Saving…') : t('Save')}
        </Button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={t('Documents')}
          confirmLabel={t('Confirm')}
          onCancel={() => {
            const v = asking;
            setAsking(null);
            void finish(v, false);
          }}
          onConfirm={() => {
            const v = asking;
            setAsking(null);
            void finish(v, true);
          }}
        >
          <p className="no-margin">{CHECK_ALL_CONFIRMATION}</p>
        </ConfirmDialog>
      ) : null}
      {unsaved.prompt}
    </form>
  );
}
