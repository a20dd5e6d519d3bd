import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '../../../contracts/messages';
import { type TextBlock, textBlocks } from '../../../domain/access/text-page';
import { ApiError, authedCall, publicCall } from '../../../lib/api-client';
import { brand } from '../../../lib/brand';
import { queryClient } from '../../../lib/query-client';
import { db, net } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';

/**
 * The terms popup (doc 1, section 4): a user who has not agreed (an account an administrator
 * made) reads the terms of service and agrees before going on, or logs off.
 */
export function TermsDialog() {
  const navigate = useNavigate();
  const [blocks, setBlocks] = useState<TextBlock[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    publicCall<{ content: string }>('/textpage/terms-of-service').then(
      (p) => setBlocks(textBlocks(p.content)),
      () => setBlocks([]),
    );
  }, []);
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
      setError(e instanceof ApiError ? e.message : MSG.status0);
      setBusy(false);
    }
  };
  return (
    <Dialog title="Terms of use" role="alertdialog" backCloses={false} onClose={() => undefined}>
      <p className="muted no-margin">Please read and agree to the terms of service to use {brand.name}.</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus, so the keyboard can scroll it (axe, WCAG 2.1.1) */}
      <section className="terms-text" aria-label="Terms of service" tabIndex={0}>
        {blocks === null ? <p className="muted">Loading…</p> : null}
        {blocks?.length === 0 ? (
          <p className="muted">
            The terms could not be loaded here. Read them at{' '}
            <a href="/page/terms-of-service">Terms of Service</a>.
          </p>
        ) : null}
        {blocks?.map((b) =>
          b.kind === 'heading' ? <h3 key={`h:${b.text}`}>{b.text}</h3> : <p key={`p:${b.text}`}>{b.text}</p>,
        )}
      </section>
      <FormError message={error} />
      <div className="dialog-actions">
        <Button variant="ghost" onClick={() => navigate('/logout')}>
          Log off
        </Button>
        <Button onClick={() => void agree()} disabled={busy}>
          {busy ? 'Saving…' : 'Agree'}
        </Button>
      </div>
    </Dialog>
  );
}
