import { useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../i18n/i18n';
import { authedCall } from '../../../lib/api-client';
import { brand } from '../../../lib/brand';
import { queryClient } from '../../../lib/query-client';
import { db, net } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { failureText } from '../data/failure-text';
import { useTextBlocks } from '../data/text-pages';
import { TextBlocks } from './text-blocks';

/**
 * The terms popup (doc 1, section 4): a user who has not agreed (an account an administrator
 * made) reads the terms of service and agrees before going on, or logs off.
 */
export function TermsDialog() {
  const navigate = useNavigate();
  const blocks = useTextBlocks('terms-of-service');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const agree = async () => {
    setBusy(true);
    setError(null);
    try {
      await authedCall(db, net, '/terms/accept', { method: 'POST', body: '{}' });
      const current = await db.session.get('current');
      if (current) await db.session.update('current', { user: { ...current.user, agreedWithTerms: true } });
      // The kept answer of GET /me would otherwise write the old state back after a reload.
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    } catch (e) {
      setError(failureText(e));
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('Terms of use')} role="alertdialog" backCloses={false} onClose={() => undefined}>
      <p className="muted no-margin">
        {t('Please read and agree to the terms of service to use')} {brand.name}.
      </p>
      <TextBlocks
        label={t('Terms of service')}
        blocks={blocks}
        unavailable={
          <>
            {t('The terms could not be loaded here. Read them at')}{' '}
            <a href="/page/terms-of-service">{t('Terms of Service')}</a>.
          </>
        }
      />
      <FormError message={error} />
      <div className="dialog-actions">
        <Button variant="ghost" onClick={() => navigate('/logout')}>
          {t('Log off')}
        </Button>
        <Button onClick={() => void agree()} disabled={busy}>
          {busy ? t('Saving…') : t('Agree')}
        </Button>
      </div>
    </Dialog>
  );
}
