import { NO_PREVIEW } from '../domain/certificates/attachments';
import { t } from '../i18n/i18n';
import { keepFocusOutOfFrame } from './frame-focus';
import { Icon } from './icons';

/**
 * A file shown in the page: a PDF in a frame (or, where the browser shows none in a page, a link
 * that opens it in a tab of its own), a photo as an image, anything else the spec's text; while
 * the bytes come, 'Opening…', and the reason when they cannot.
 */
export function FilePreview(props: {
  className: string;
  kind: 'pdf' | 'image' | 'none';
  url: string | null | undefined;
  error: string | null | undefined;
  name: string;
  /** Whether this browser shows a PDF in a page. */
  pdfInPage: boolean;
  /** The frame hands back the focus Chromium's PDF viewer takes on loading. */
  keepFocus?: boolean;
}) {
  const { className, url, name } = props;
  if (props.kind === 'none') return <p className={`${className} muted`}>{NO_PREVIEW}</p>;
  if (props.error) return <p className={`${className} muted`}>{props.error}</p>;
  if (!url) return <p className={`${className} muted`}>{t('Opening…')}</p>;
  if (props.kind === 'pdf' && !props.pdfInPage)
    return (
      <p className={className}>
        <a className="btn btn-secondary" href={url} target="_blank" rel="noopener">
          <Icon name="file" /> {t('Open the PDF')}
        </a>
      </p>
    );
  return props.kind === 'pdf' ? (
    <iframe
      className={className}
      src={url}
      title={t('Preview of {name}', { name })}
      {...(props.keepFocus ? { onLoad: (e) => keepFocusOutOfFrame(e.currentTarget) } : {})}
    />
  ) : (
    <img className={className} src={url} alt={name} />
  );
}
