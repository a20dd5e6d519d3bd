import { useLink } from '../lib/link';

/**
 * The first words of a note on an online-only form: which link is missing. With ship Wi-Fi up
 * and the satellite down the device is not 'offline', yet nothing reaches the shore.
 */
export function NoLinkLead() {
  return useLink() === 'no-network' ? 'You are offline.' : 'There is no link to shore.';
}
