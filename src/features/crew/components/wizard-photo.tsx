import { useRef, useState } from 'react';
import { PHOTO_NOT_IMAGE } from '../../../contracts/crew-wizard';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { Avatar } from './crew-row';
import { squaredPhoto } from './square-photo';
import type { StepForm } from './wizard-steps';

/**
 * The crew photo of the wizard's first step (doc 2, add-crew form: crew photo): picked from the
 * phone's pictures or camera, squared on the device and kept with what was typed (offline too);
 * it goes to the server with step 1.
 */
export function WizardPhoto({ form }: StepForm) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const photo = form.watch('crewPhoto');
  // A refusal of the photo by the server (or the schema) shows here too.
  const shown = problem ?? form.formState.errors.crewPhoto?.message;
  const first = form.watch('firstName');
  const last = form.watch('lastName');
  const set = (content: string, name: string) => {
    form.clearErrors('crewPhoto');
    form.setValue('crewPhoto', content, { shouldDirty: true });
    form.setValue('crewPhotoName', name, { shouldDirty: true });
  };
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(undefined);
    if (!file.type.startsWith('image/')) return setProblem(PHOTO_NOT_IMAGE);
    try {
      set(await squaredPhoto(file), file.name.slice(0, 200) || 'photo.jpg');
    } catch {
      setProblem(t('This image could not be read.'));
    }
  };
  return (
    <div className="wizard-photo">
      {photo ? (
        <img
          className="avatar"
          src={photo}
          alt={`${first} ${last}`.trim() || t('New crew member')}
          width={64}
          height={64}
        />
      ) : first || last ? (
        <Avatar first={first} last={last} size={64} />
      ) : (
        <span className="avatar wizard-photo-empty" aria-hidden="true">
          <Icon name="person" />
        </span>
      )}
      <div className="stack-tight">
        <span className="field-label">{t('Crew photo (optional)')}</span>
        <input
          ref={input}
          type="file"
          accept="image/*"
          aria-label={t('Crew photo')}
          tabIndex={-1}
          className="visually-hidden"
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <div className="row">
          <Button variant="secondary" onClick={() => input.current?.click()}>
            {photo ? t('Change') : t('Add photo')}
          </Button>
          {photo ? (
            <Button variant="ghost" onClick={() => set('', '')}>
              {t('Remove')}
            </Button>
          ) : null}
        </div>
        {shown ? (
          <span className="field-error" role="alert">
            {t(shown)}
          </span>
        ) : null}
      </div>
    </div>
  );
}
