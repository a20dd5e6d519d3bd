import { useEffect, useState } from 'react';
import { type TextBlock, textBlocks } from '../../../domain/access/text-page';
import { publicCall } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

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
  const [blocks, setBlocks] = useState<TextBlock[] | null>(null);
  useEffect(() => {
    publicCall<{ content: string }>(`/textpage/${codename}`).then(
      (p) => setBlocks(textBlocks(p.content)),
      () => setBlocks([]),
    );
  }, [codename]);
  return (
    <Dialog title={title} onClose={onClose}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus, so the keyboard can scroll it (axe, WCAG 2.1.1) */}
      <section className="terms-text" aria-label={title} tabIndex={0}>
        {blocks === null ? <p className="muted">Loading…</p> : null}
        {blocks?.length === 0 ? (
          <p className="muted">
            This page could not be loaded here. Read it at <a href={`/page/${codename}`}>{title}</a>.
          </p>
        ) : null}
        {blocks?.map((b) =>
          b.kind === 'heading' ? <h3 key={`h:${b.text}`}>{b.text}</h3> : <p key={`p:${b.text}`}>{b.text}</p>,
        )}
      </section>
      <div className="dialog-actions">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}
