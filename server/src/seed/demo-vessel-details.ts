import { vesselDetailsSchema } from '@contracts/vessel-details';
import type { Queryable } from '../db/client';

/**
 * M/Y Aurora's vessel details (doc 2, vessel details): a Cayman-flagged yacht just under 500 GT,
 * as demo-certs describes it, so the rest forms and the crew and guest list (FAL 5) print its IMO
 * number, call sign and flag out of the box. Written only while the details are empty: a re-seed
 * never undoes what a user typed. Checked against the form's own schema, so the demo holds only
 * what the vessel details page could have saved.
 */
export const AURORA_DETAILS = vesselDetailsSchema.parse({
  registration: 'Cayman Islands Shipping Registry',
  registrationNo: '745812',
  portOfRegistry: 'George Town',
  insurer: 'Harbour Marine Mutual',
  owningCompany: 'Aurora Marine Holdings Ltd',
  ownerAddress: 'PO Box 1093, 94 Solaris Avenue, Camana Bay, Grand Cayman KY1-1102, Cayman Islands',
  // 9, 8, 7, 6, 5, 4 weighted 7 to 2 sum to 193: the check digit is 3.
  imoNumber: '9876543',
  callSign: 'ZGAU7',
  mmsi: 319123456,
  grossTonnage: 499,
  netTonnage: 149,
  loa: 47.5,
  beam: 9.2,
  draft: 2.9,
  propulsion: 'Twin diesel',
  berths: 12,
  flagState: 'Cayman Islands',
  hullColour: 'White',
  superstructureColour: 'White',
});

export async function seedDemoVesselDetails(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE vessels SET details = $1::jsonb WHERE codename = 'aurora' AND details = '{}'::jsonb`,
    [JSON.stringify(AURORA_DETAILS)],
  );
}
