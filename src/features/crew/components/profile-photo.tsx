import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CrewRecord } from '../../../contracts/crew';
import { crewPhotoAnswerSchema } from '../../../contracts/crew-answers';
import { t } from '../../../i18n/i18n';
import { ApiError, authedCall, authedJson } from '../../../lib/api-client';
import { db, net } from '../../../lib/services';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/toast';
import { Avatar } from './crew-row';
import { squaredPhoto } from './square-photo';

/**
 * The profile's picture (doc 2): the crew member's photo, or their initials; the crew member
 * and level 4 over them change it (images only, online). Kept for offline once seen.
 */
export function ProfilePhoto(props: { crew: CrewRecord; editable: boolean }) {
  const { crew } = props;
  const online = useOnline();
  const queries = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const key = ['crew-photo', crew.id];
  const photo = useQuery({
    queryKey: key,
    queryFn: () => authedJson(crewPhotoAnswerSchema, db, net, `/crewonyacht/${crew.id}/photo`),
  }).data?.content;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/'))
      return notify(t('Upload error'), t('Only image files can be uploaded.'));
    setBusy(true);
    try {
      const content = await squaredPhoto(file);
      await authedCall(db, net, `/crewonyacht/${crew.id}/photo`, {
        method: 'POST',
        body: JSON.stringify({ fileName: file.name.slice(0, 200) || 'photo.jpg', content }),
      });
      queries.setQueryData(key, { content });
    } catch (e) {
      notify(t('Upload error'), e instanceof ApiError ? e.message : t('This image could not be read.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="profile-photo">
      {photo ? (
        <img className="avatar" src={photo} alt="" width={56} height={56} />
      ) : (
        <Avatar first={crew.firstName} last={crew.lastName} size={56} />
      )}
      {/* Add or Change once it is known whether there is a photo (no flash of the wrong one). */}
      {props.editable && photo !== undefined ? (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            aria-label={t('Photo of {name}', { name: `${crew.firstName} ${crew.lastName}` })}
            tabIndex={-1}
            className="visually-hidden"
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button
            variant="ghost"
            disabled={!online || busy}
            title={online ? undefined : t('Changing the photo needs a connection.')}
            onClick={() => input.current?.click()}
          >
            {busy ? t('Saving…') : photo ? t('Change photo') : t('Add photo')}
          </Button>
          {/* A title is never seen on a phone (no hover): the greyed button says why in words. */}
          {online ? null : <span className="muted small profile-photo-note">{t('Needs a connection.')}</span>}
        </>
      ) : null}
    </div>
  );
}
