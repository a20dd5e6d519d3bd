import { isWorkingLanguage } from '../../../contracts/rest-hours-language';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { Select } from '../../../ui/select';
import { queueWorkingLanguage, useWorkingLanguage } from '../data/working-language';

/**
 * The vessel's working language (STCW A-VIII/1: records in the ship's working language and in
 * English): the records PDF/xlsx print their headings in it beside the English. Everyone on the
 * settings page sees it; the master (level 6+) changes it, offline too.
 */
export function WorkingLanguageCard(props: { userId: number; vesselId: number; master: boolean }) {
  const { language, waiting } = useWorkingLanguage(props.vesselId);
  const choose = async (id: string) => {
    if (!isWorkingLanguage(id) || id === language) return;
    await queueWorkingLanguage(db, props.userId, props.vesselId, id, Date.now());
    requestSync();
  };
  return (
    <section className="card stack">
      <h2>{t('Working language')}</h2>
      <p className="small muted" style={{ margin: 0 }}>
        {t('The records print their headings in the working language of the vessel and in English.')}
      </p>
      <Select
        label={t('Working language')}
        hideLabel
        value={language}
        onChange={(id) => void choose(id)}
        isDisabled={!props.master}
        choices={[
          { id: 'en', label: t('English alone') },
          { id: 'es', label: t('Spanish and English') },
        ]}
      />
      {waiting ? (
        <p className="small muted" role="status">
          {t('Saved on this device · waiting to sync')}
        </p>
      ) : null}
      {props.master ? null : (
        <p className="small muted">{t('Only the master changes the working language.')}</p>
      )}
    </section>
  );
}
