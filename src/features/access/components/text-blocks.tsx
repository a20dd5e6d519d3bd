import type { ReactNode } from 'react';
import type { TextBlock } from '../../../domain/access/text-page';
import { t } from '../../../i18n/i18n';

/**
 * A text page's blocks in a popup's scrolling region: 'Loading…' until they come, and what to
 * read instead when the page could not be loaded.
 */
export function TextBlocks(props: { label: string; blocks: TextBlock[] | null; unavailable: ReactNode }) {
  const { blocks } = props;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus, so the keyboard can scroll it (axe, WCAG 2.1.1)
    <section className="terms-text" aria-label={props.label} tabIndex={0}>
      {blocks === null ? <p className="muted">{t('Loading…')}</p> : null}
      {blocks?.length === 0 ? <p className="muted">{props.unavailable}</p> : null}
      {blocks?.map((b) =>
        b.kind === 'heading' ? <h3 key={`h:${b.text}`}>{b.text}</h3> : <p key={`p:${b.text}`}>{b.text}</p>,
      )}
    </section>
  );
}
