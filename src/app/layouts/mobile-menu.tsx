import { useEffect, useRef } from 'react';
import {
  Button as AriaButton,
  Dialog,
  Disclosure,
  DisclosurePanel,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { useLocation } from 'react-router';
import { t } from '../../i18n/i18n';
import { closeOnBack } from '../../ui/history-popups';
import { Icon } from '../../ui/icons';
import type { NavCategory } from './nav-model';
import { NavOrLink } from './nav-or-link';

/**
 * The mobile navigation overlay: every link of the app in collapsible categories, over the
 * page (whose scroll is locked while it shows). Back, Escape, the close button or following a
 * link closes it.
 */
export function MobileMenu({ categories, onClose }: { categories: NavCategory[]; onClose: () => void }) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => closeOnBack(() => close.current()), []);
  const location = useLocation();
  const opened = useRef(location.key);
  // A link followed: the page changed under the overlay, so it goes.
  useEffect(() => {
    if (location.key !== opened.current) close.current();
  }, [location.key]);
  return (
    <ModalOverlay
      isOpen
      isDismissable
      className="mobile-menu-backdrop"
      onOpenChange={(o) => (o ? null : close.current())}
    >
      <Modal className="mobile-menu">
        <Dialog className="mobile-menu-dialog" aria-label={t('Menu')}>
          <div className="dialog-head">
            <Heading slot="title" level={2}>
              {t('Menu')}
            </Heading>
            <button
              type="button"
              className="dialog-close"
              aria-label={t('Close')}
              onClick={() => close.current()}
            >
              <Icon name="close" />
            </button>
          </div>
          {categories.map((c) => (
            <Disclosure key={c.title} className="menu-category" defaultExpanded>
              <Heading level={3}>
                <AriaButton slot="trigger" className="menu-category-head">
                  <span>{t(c.title)}</span>
                  <Icon name="down" />
                </AriaButton>
              </Heading>
              <DisclosurePanel>
                <ul className="menu-links">
                  {c.links.map((l) => (
                    <li key={l.to}>
                      <NavOrLink to={l.to} end={l.to === '/fleet'} off={l.off}>
                        {l.icon ? (
                          <Icon name={l.icon} />
                        ) : (
                          <span className="menu-link-dot" aria-hidden="true" />
                        )}
                        {/* One run of text: the note wraps under the label, not beside it. */}
                        <span>
                          {t(l.label)}
                          {l.off ? <span className="small"> {t('· not switched on')}</span> : null}
                        </span>
                        {l.badge ? <span className="badge menu-badge">{l.badge}</span> : null}
                      </NavOrLink>
                    </li>
                  ))}
                </ul>
              </DisclosurePanel>
            </Disclosure>
          ))}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
