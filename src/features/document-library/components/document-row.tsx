import { truncateName } from '../../../domain/certificates/document-library';
import { showDate } from '../../../domain/dates/format';
import { formatFileSize } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icons';
import { ActionMenu, type MenuAction } from '../../../ui/menu';
import type { LocalDoc } from '../data/use-library';

/** What a row may offer, by the caller's rights. */
export interface RowActions {
  open: (doc: LocalDoc) => void;
  download: (doc: LocalDoc) => void;
  /** Absent without accessToUploadDocs. */
  rename?: (doc: LocalDoc) => void;
  move?: (doc: LocalDoc) => void;
  remove?: (doc: LocalDoc) => void;
}

/** The kind a list shows: the file's extension, in capitals ('PDF'). */
export const kindOf = (fileName: string) =>
  /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toUpperCase() ?? 'FILE';

/** Doc 2, section 9: dates shown YYYY/MM/DD. */

/**
 * One document: its name (cut at 35 characters, whole on hover and for screen readers), kind, size
 * and date; tapping it opens the preview; the rest is in its menu, so the row stays one target.
 */
export function DocumentRow(props: { doc: LocalDoc; opened: boolean; actions: RowActions }) {
  const { doc, actions } = props;
  const items: MenuAction[] = [
    { id: 'open', label: t('Open'), onAction: () => actions.open(doc) },
    { id: 'download', label: t('Download'), onAction: () => actions.download(doc) },
    ...(actions.rename ? [{ id: 'rename', label: t('Rename'), onAction: () => actions.rename?.(doc) }] : []),
    ...(actions.move ? [{ id: 'move', label: t('Set section'), onAction: () => actions.move?.(doc) }] : []),
    ...(actions.remove
      ? [{ id: 'delete', label: t('Delete'), danger: true, onAction: () => actions.remove?.(doc) }]
      : []),
  ];
  return (
    <div className="doc-row">
      <button
        type="button"
        className="doc-open"
        aria-current={props.opened ? 'true' : undefined}
        title={doc.name}
        onClick={() => actions.open(doc)}
      >
        <Icon name="file" />
        <span className="doc-name">
          <span aria-hidden="true">{truncateName(doc.name)}</span>
          <span className="visually-hidden">{doc.name}</span>
        </span>
        <span className="doc-meta">
          <span>
            {kindOf(doc.fileName)} · {formatFileSize(doc.size)} · {showDate(doc.uploadedAt)}
          </span>
          {doc.order > 0 ? (
            <span className="visually-hidden">
              {t('Order')} {doc.order}
            </span>
          ) : null}
          {doc.pending ? (
            <span className="pill pill-neutral">
              <span>{t('Not sent yet')}</span>
            </span>
          ) : null}
        </span>
      </button>
      <span className="doc-menu">
        <ActionMenu
          label=""
          icon="more"
          ariaLabel={t('More for {name}', { name: doc.name })}
          actions={items}
        />
      </span>
    </div>
  );
}
