import type {
  CertificateRecord,
  CertSection,
  CertSettings,
  CertType,
  VesselParameter,
} from '@contracts/certificates';
import { DEMO_PASSWORD } from '../src/seed/demo-fleet';
import { crewServer } from './crew-fixture';
import { roleCalls } from './role-calls';

/**
 * The certificate tests' server: the demo fleet (Aurora's register initialised with twelve
 * certificates, its level-2 second engineer the certificate approval group; Meridian with the
 * module on and nothing set), a token per demo role and for the engineer ('group'), and helpers
 * for REST calls, queued operations, the feed and the stored rows.
 */
export async function certServer() {
  const base = await crewServer();
  const { s, aurora, token, userId } = base;
  const [engineer] = await s.db.query<{ user_id: number; email: string }>(
    `SELECT m.user_id, u.email FROM cert_group_members m JOIN users u ON u.id = m.user_id WHERE m.vessel_id = $1`,
    [aurora],
  );
  const group = await s.login(engineer!.email, DEMO_PASSWORD);
  token.group = group.accessToken;
  userId.group = group.user.id;
  const meridian = await s.vesselId('meridian');
  const solstice = await s.vesselId('solstice');

  let seq = 0;
  /** A fresh client id (a ULID's length), unique in the run. */
  const newId = (prefix = 'C') => `01JCERT${prefix}${String(++seq).padStart(19 - prefix.length, '0')}`;
  const { call, op, feed } = roleCalls<
    { certificates?: CertificateRecord[]; certSettings?: CertSettings[] },
    {
      certSections?: CertSection[];
      vesselParameters?: VesselParameter[];
      certTypes?: CertType[];
      certSettings?: CertSettings[];
      certificates?: CertificateRecord[];
    }
  >(s, token, newId);
  /** A stored certificate row, or undefined. */
  const certRow = async (id: string) =>
    (
      await s.db.query<{
        expire_date: string | null;
        deleted: boolean;
        checked: boolean;
        version: string;
        comments: string | null;
      }>(
        `SELECT expire_date::text AS expire_date, deleted, checked, version, comments FROM certificates WHERE id = $1`,
        [id],
      )
    )[0];
  /** A demo certificate of Aurora by its type (e.g. 'IN01'). */
  const demoCert = async (typeId: string) =>
    (
      await s.db.query<{ id: string; version: string }>(
        'SELECT id, version FROM certificates WHERE vessel_id = $1 AND cert_type_id = $2 AND NOT deleted',
        [aurora, typeId],
      )
    )[0]!;
  /** A save body for Aurora: a Radio licence (expiry required) unless `extra` says otherwise. */
  const saveBody = (extra: Record<string, unknown> = {}) => ({
    yachtId: aurora,
    certificateId: newId(),
    certificateTypeId: 'RD03',
    sectionId: 9,
    sectionNumber: '03',
    expireDate: '2027-06-30',
    alertDays: 60,
    ...extra,
  });
  return { ...base, meridian, solstice, newId, call, op, feed, certRow, demoCert, saveBody };
}
export type CertTestServer = Awaited<ReturnType<typeof certServer>>;
