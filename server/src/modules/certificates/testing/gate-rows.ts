import { newCertificate, onePdf } from '../../../../testing/cert-attachment-kit';
import type { GateRows } from '../../../../testing/module-gate-kit';

/** The vessel's own certificate type (the seed has none) and a certificate's attachment. */
export const gateRows: GateRows = async (t) => {
  const ownType = await t.op('captain', 'cert/type/add', {
    yachtId: t.aurora,
    typeId: t.newId('T'),
    title: 'Tender Operator Licence',
    sectionId: 9,
    sectionNumber: '57',
  });
  if (ownType.status !== 'applied') throw new Error(`cert/type/add: ${JSON.stringify(ownType)}`);
  return { attachment: (await onePdf(t, 'captain', await newCertificate(t, 'captain'))).id };
};
