import type { Audience, FeedScope, FeedSources, Param } from '../../kernel/sync-kit';
import {
  CERT_SELECT,
  PARAMETER_SELECT,
  SECTION_SELECT,
  SETTINGS_SELECT,
  TYPE_SELECT,
  toCertificate,
  toCertType,
  toParameter,
  toSection,
  toSettings,
} from './cert-repo';
import { certVessels } from './cert-scope';

/**
 * Certificates reach only those who keep them: level 4+ on the vessel, or its certificate approval
 * group (doc 2, section 6); crew below that never hold a copy. The catalogue (sections, types,
 * vessel parameters) goes to anyone who keeps some vessel's certificates. When the group changes,
 * its members' devices start their copy afresh (accessChanged), so a new member gets older rows.
 */
export const CERT_SCOPE: FeedScope = { vessels: certVessels };
export const certVesselRows = (a: Audience, p: Param) => `x.vessel_id = ANY(${p(a.scoped)}::int[])`;
const catalogueRows = (a: Audience, p: Param) =>
  `(x.vessel_id IS NULL AND cardinality(${p(a.scoped)}::int[]) > 0)`;

export const certFeeds = {
  certSections: {
    module: 'certs',
    scope: CERT_SCOPE,
    select: SECTION_SELECT,
    visible: catalogueRows,
    map: toSection,
  },
  vesselParameters: {
    module: 'certs',
    scope: CERT_SCOPE,
    select: PARAMETER_SELECT,
    visible: catalogueRows,
    map: toParameter,
  },
  certTypes: {
    module: 'certs',
    scope: CERT_SCOPE,
    select: TYPE_SELECT,
    visible: (a, p) => `(${catalogueRows(a, p)} OR ${certVesselRows(a, p)})`,
    map: toCertType,
  },
  certSettings: {
    module: 'certs',
    scope: CERT_SCOPE,
    select: SETTINGS_SELECT,
    visible: certVesselRows,
    map: toSettings,
  },
  certificates: {
    module: 'certs',
    scope: CERT_SCOPE,
    select: CERT_SELECT,
    visible: certVesselRows,
    map: toCertificate,
  },
} satisfies FeedSources;
