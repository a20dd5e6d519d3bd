import type { CertSave } from '../../../contracts/certificates';
import { msg } from '../../../i18n/msg';
import { addCertType, newCertId, saveCertificate, type Who } from './cert-commands';

/**
 * The certificate form's save. A certificate of a type made with Add Other (the link carries
 * newCertTypeTitle and no type id) adds the type first, then the certificate naming it, in one
 * transaction: both are queued in that order (cert/type/add, then cert/save) or neither is.
 * Adding the type only here means a form left without saving leaves no stray type behind.
 */
export async function saveCertificateForm(
  who: Who,
  save: Omit<CertSave, 'certificateTypeId'> & { certificateTypeId: string | null },
  newType: { title: string; shortcut: string } | null,
): Promise<{ certificateTypeId: string }> {
  const { db } = who;
  return db.transaction('rw', db.certTypes, db.certificates, db.outbox, async () => {
    let certificateTypeId = save.certificateTypeId;
    if (newType) {
      certificateTypeId = newCertId(who.now);
      await addCertType(
        who,
        {
          yachtId: save.yachtId,
          typeId: certificateTypeId,
          title: newType.title,
          sectionId: save.sectionId,
          sectionNumber: save.sectionNumber,
        },
        { shortcut: newType.shortcut },
      );
    }
    if (certificateTypeId === null) throw new Error(msg('A certificate needs its type.'));
    await saveCertificate(who, { ...save, certificateTypeId });
    return { certificateTypeId };
  });
}
