import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { StoredSession } from '../../../db/app-db';
import { t } from '../../../i18n/i18n';
import { brand } from '../../../lib/brand';
import { Dialog } from '../../../ui/dialog';
import { Icon } from '../../../ui/icons';
import { InboxPanel } from './inbox-panel';

/**
 * The inbox in the top bar: a bell with the unseen count (from the device's own messages, so it
 * is right offline: see useShellBadges), opening the inbox over the page.
 */
export function InboxButton(props: { session: StoredSession; vesselId: number | undefined; unseen: number }) {
  const { session, vesselId, unseen } = props;
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const at = useRef(location.key);
  // Leaving the page (Back, a link elsewhere) closes the inbox over it.
  useEffect(() => {
    if (location.key !== at.current) {
      at.current = location.key;
      setOpen(false);
    }
  }, [location.key]);
  return (
    <>
      <button
        type="button"
        className="inbox-button"
        aria-haspopup="dialog"
        aria-label={
          unseen
            ? t('{inbox}, {count} new', { inbox: t(brand.inboxHeading), count: unseen })
            : t(brand.inboxHeading)
        }
        onClick={() => setOpen(true)}
      >
        <Icon name="bell" />
        {unseen ? (
          <span className="badge" aria-hidden="true">
            {unseen > 99 ? '99+' : unseen}
          </span>
        ) : null}
      </button>
      {open ? (
        <Dialog title={t(brand.inboxHeading)} onClose={() => setOpen(false)}>
          <InboxPanel session={session} filter={vesselId ?? 'all'} inPopup />
        </Dialog>
      ) : null}
    </>
  );
}
