import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { useLink } from '../lib/link';

/**
 * The first words of a note on an online-only form: which link is missing. With ship Wi-Fi up
 * and the satellite down the device is not 'offline', yet nothing reaches the shore.
 */
export function NoLinkLead() {
  return useLink() === 'no-network' ? t('You are offline.') : t('There is no link to shore.');
}

/** The note of an online-only form while the shore cannot be reached: the lead, then `children`. */
export function NoLinkNote(props: { show: boolean; children: ReactNode }) {
  return props.show ? (
    <p className="banner banner-info no-margin" role="status">
      <NoLinkLead /> {props.children}
    </p>
  ) : null;
}
