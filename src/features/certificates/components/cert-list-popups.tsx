import { useNavigate } from 'react-router';
import { CERT_TEXT, type CertificateRecord, type CertType } from '../../../contracts/certificates';
import { certNewQuery, certNewTypeQuery } from '../../../domain/certificates/cert-form-query';
import { addableTypes } from '../../../domain/certificates/cert-list';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notifySaved } from '../../../ui/toast';
import { deleteCertificate } from '../data/cert-commands';
import {
  blankCertSettings,
  saveCertSettings,
  setCertGroup,
  setCertRequirement,
} from '../data/cert-settings-commands';
import { type CertRights, type CertVessel, useCertCrew } from '../data/use-certs';
import { AddOtherDialog } from './add-other-dialog';
import { ApprovalGroupDialog } from './approval-group-dialog';
import { CertSearchDialog } from './cert-search-dialog';
import { RequiredSettingsDialog } from './required-settings-dialog';
import { RequirementsDialog } from './requirements-dialog';

export type CertPopup =
  | { kind: 'search' }
  | { kind: 'addOther' }
  | { kind: 'settings' }
  | { kind: 'requirements' }
  | { kind: 'group' }
  | { kind: 'delete'; certificate: CertificateRecord; title: string };

/**
 * The list's popups (doc 2, section 2) and what each one's answer does: every change goes through
 * a command (the local record and the queued operation together), then a sync is asked for.
 */
export function CertListPopups(props: {
  popup: CertPopup;
  setPopup: (p: CertPopup | null) => void;
  data: CertVessel;
  rights: CertRights;
  vesselId: number;
  userId: number;
  formPath: string;
  numberOf: (type: CertType) => string;
}) {
  const { popup, setPopup, data } = props;
  const navigate = useNavigate();
  const close = () => setPopup(null);
  const who = () => ({ db, userId: props.userId, now: Date.now() });
  const done = (message: string) => {
    requestSync();
    // The change is queued on the device: the toast claims no more than that without the shore.
    notifySaved(message);
  };
  const settings = data.settings ?? blankCertSettings(props.vesselId);
  switch (popup.kind) {
    case 'search':
      return (
        <CertSearchDialog
          types={addableTypes(data.types, data.sections, data.settings, data.certificates)}
          numberOf={props.numberOf}
          emptyText={t('Every certificate type has a certificate already: use Add Other.')}
          onClose={close}
          onAddOther={() => setPopup({ kind: 'addOther' })}
          onSelect={(t) => navigate(`${props.formPath}${certNewQuery(t)}`)}
        />
      );
    case 'addOther':
      return (
        <AddOtherDialog
          sections={data.sections}
          types={data.types}
          onClose={close}
          onSave={(values) => navigate(`${props.formPath}${certNewTypeQuery(values)}`)}
        />
      );
    case 'settings':
      return (
        <RequiredSettingsDialog
          vesselId={props.vesselId}
          settings={data.settings}
          parameters={data.parameters}
          onClose={close}
          onSave={async (body) => {
            await saveCertSettings(who(), data.settings, body);
            close();
            // The spec reloads the page: here the list follows the record, and a sync brings
            // the requirements the server sets up from the vessel parameter.
            done(t('Required Settings saved.'));
          }}
        />
      );
    case 'requirements':
      return (
        <RequirementsDialog
          settings={data.settings}
          sections={data.sections}
          types={data.types}
          numberOf={props.numberOf}
          editable={props.rights.accessToEditRequirements}
          onClose={close}
          onSet={(type, isActive) =>
            void setCertRequirement(who(), settings, type.id, isActive).then(requestSync)
          }
        />
      );
    case 'group':
      return (
        <GroupPopup {...props} onClose={close} onSaved={() => done(t('Certificate approval group saved.'))} />
      );
    case 'delete':
      return (
        <ConfirmDialog
          title={t('Delete {name}', { name: popup.title })}
          confirmLabel={t('Delete')}
          danger
          onCancel={close}
          onConfirm={() => {
            void deleteCertificate(who(), popup.certificate).then(() => done(t('Certificate deleted.')));
            close();
          }}
        >
          <p className="no-margin">{CERT_TEXT.deleteCertificate}</p>
        </ConfirmDialog>
      );
  }
}

/** The group popup reads the crew list only while it is open. */
function GroupPopup(props: {
  data: CertVessel;
  vesselId: number;
  userId: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const crew = useCertCrew(props.vesselId);
  const settings = props.data.settings ?? blankCertSettings(props.vesselId);
  return (
    <ApprovalGroupDialog
      crew={crew}
      group={settings.approvalGroup}
      onClose={props.onClose}
      onSave={async (userIds) => {
        await setCertGroup({ db, userId: props.userId, now: Date.now() }, settings, userIds);
        props.onClose();
        props.onSaved();
      }}
    />
  );
}
