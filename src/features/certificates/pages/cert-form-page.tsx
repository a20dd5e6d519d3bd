import { useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { certEditQuery, parseCertFormQuery } from '../../../domain/certificates/cert-form-query';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { NoAccess } from '../../../ui/no-access';
import { CertEditor } from '../components/cert-editor';
import { newCertId } from '../data/cert-commands';
import { certFormValuesOf } from '../data/cert-form-values';
import { certRightsOf, useCertVessel } from '../data/use-certs';
import '../components/certs.css';
import { t } from '../../../i18n/i18n';

/**
 * '/fleet/{codename}/certs/certificate' (doc 2, section 2), headed CERTIFICATE: a new certificate
 * (certID 0, its type from the link) or one the device holds (certID). The type's date rules come
 * from the type on the device, else from the link's flags (a type made with Add Other, or one
 * not synced yet).
 */
export function CertFormPage() {
  const { me, vessel } = useRouteVessel();
  const [params] = useSearchParams();
  const query = useMemo(() => parseCertFormQuery(params), [params]);
  const data = useCertVessel(vessel?.id);
  // A new certificate's id is made once, on the device: saving twice updates the same one.
  const [newId] = useState(() => newCertId());
  if (!me || !vessel) return null;
  if (!data) return <p className="muted">{t('Loading…')}</p>;
  const home = `/fleet/${vessel.codename}`;
  const listPath = `${home}/certs`;
  const rights = certRightsOf(me, vessel.id, data.settings);
  if (!rights.sees)
    return (
      <NoAccess
        back={home}
        backLabel={vessel.name}
        needs={t(
          'Vessel certificates are for access level Officer and above, and the certificate approval group.',
        )}
      />
    );
  const record = query.certId ? data.certificates.find((c) => c.id === query.certId) : undefined;
  const typeId = record?.certificateTypeId ?? query.certificateTypeId;
  const type = typeId ? data.types.find((t) => t.id === typeId) : undefined;
  const newTypeTitle = record || typeId ? null : query.newCertTypeTitle;
  const notice = (text: string) => (
    <div className="stack narrow-page">
      <BackLink to={listPath}>{t('Vessel Certs')}</BackLink>
      <section className="card stack" aria-label={t('Certificate')}>
        <h1 className="no-margin">{t('CERTIFICATE')}</h1>
        <p className="no-margin" role="status">
          {text}
        </p>
      </section>
    </div>
  );
  if (query.certId && !record)
    return notice(t('This certificate is not on this device (it may have been deleted, or not synced yet).'));
  // A link for a missing certificate that has been added since (the issues page, an old tab)
  // opens that one: a vessel holds one certificate of each type, as the search offers them. Not
  // the one this page has just saved (the list is on its way).
  const existing = record
    ? undefined
    : data.certificates.find((c) => c.certificateTypeId === typeId && c.id !== newId);
  if (existing) return <Navigate to={`${listPath}/certificate${certEditQuery(existing.id)}`} replace />;
  if (!record && !typeId && !newTypeTitle)
    return notice(t('Choose the certificate to add in the list: Add certificate.'));
  const rules = type
    ? {
        expiryDateRequired: type.expiryDateRequired,
        surveyRangeDateRequired: type.surveyRangeDateRequired,
        lastSurveyDateRequired: type.lastSurveyDateRequired,
        documentUploadRequired: type.documentUploadRequired,
      }
    : query.rules;
  const initial = certFormValuesOf(record, query);
  if (!record && type?.defaultComment) initial.certificateComments = type.defaultComment;
  const certificateId = record?.id ?? newId;
  return (
    <div className="stack form-narrow">
      <BackLink to={listPath}>{t('Vessel Certs')}</BackLink>
      <CertEditor
        // A new certificate saved to add documents opens again as the saved one.
        key={`${certificateId}:${record ? 'saved' : 'new'}`}
        vesselId={vessel.id}
        userId={me.user.id}
        certificateId={certificateId}
        record={record}
        typeId={typeId}
        typeName={type?.name ?? query.certificateTypeName}
        newTypeTitle={newTypeTitle}
        rules={rules}
        sections={data.sections}
        initial={initial}
        rights={rights}
        listPath={listPath}
        formPath={`${listPath}/certificate`}
      />
    </div>
  );
}
