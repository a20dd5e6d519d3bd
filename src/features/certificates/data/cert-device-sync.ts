import { defineDeviceModule } from '../../../sync/device-kit';

const marked = <T extends object>(row: T, pending: boolean) => ({
  ...row,
  pending: pending ? (1 as const) : (0 as const),
});

/**
 * Vessel certificates on the device (doc 2): the catalogue, the vessel's settings and its
 * certificates, read offline by those who keep them. A certificate or a type with an unsent edit
 * keeps it against a pulled copy and shows as pending; a conflict shows the server's message.
 */
export const certDeviceSync = defineDeviceModule({
  kinds: {
    certSections: { table: (db) => db.certSections, key: (r) => r.id },
    vesselParameters: { table: (db) => db.vesselParameters, key: (r) => r.id },
    certTypes: { table: (db) => db.certTypes, key: (r) => r.id, mark: marked },
    certSettings: { table: (db) => db.certSettings, key: (r) => r.vesselId, mark: marked },
    certificates: { table: (db) => db.certificates, key: (r) => r.id, mark: marked },
  },
  ops: {
    'cert/save': {
      describe: (_, t) => t('Vessel certificate'),
      touches: (b) => [{ kind: 'certificates', key: b.certificateId }],
    },
    'cert/delete': {
      describe: (_, t) => t('Vessel certificate deleted'),
      touches: (b) => [{ kind: 'certificates', key: b.certificateId }],
    },
    'cert/settings/save': {
      describe: (_, t) => t('Certificate settings'),
      touches: (b) => [{ kind: 'certSettings', key: b.yachtId }],
    },
    'cert/requirement/set': {
      describe: (b, t) => (b.isActive ? t('Certificate required') : t('Certificate no longer required')),
      touches: (b) => [{ kind: 'certSettings', key: b.yachtId }],
    },
    'cert/group/set': {
      describe: (_, t) => t('Certificate approval group'),
      touches: (b) => [{ kind: 'certSettings', key: b.yachtId }],
    },
    'cert/type/add': {
      describe: (b, t) => t('Certificate type {title}', { title: b.title }),
      touches: (b) => [{ kind: 'certTypes', key: b.typeId }],
    },
  },
});
