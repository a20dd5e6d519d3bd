import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useTextBlocks } from '../data/text-pages';
import { TextBlocks } from './text-blocks';

/**
 * A text page (terms, privacy policy) read in a popup, so a half-filled form behind it stays as
 * it was. Back closes it, like every popup.
 */
export function TextPageDialog({
  codename,
  title,
  onClose,
}: {
  codename: string;
  title: string;
  onClose: () => void;
}) {
  const blocks = useTextBlocks(codename);
  return (
    <Dialog title={title} onClose={onClose}>
      <TextBlocks
        label={title}
        blocks={blocks}
        unavailable={
          <>
            {t('This page could not be loaded here. Read it at')} <a href={`/page/${codename}`}>{title}</a>.
          </>
        }
      />
      <div className="dialog-actions">
        <Button onClick={onClose}>{t('Close')}</Button>
      </div>
    </Dialog>
  );
}
