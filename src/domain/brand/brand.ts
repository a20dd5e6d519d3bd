import { msg } from '../../i18n/msg';
/**
 * The two branded instances of the spec (doc 1, section 1): the yacht-crew one and the HR one.
 * Each has its own title, inbox heading and logo; the HR one also links to the academy and has
 * no Accounts area. One build serves both: the server names its instance in the page it serves.
 */
export type Instance = 'crew' | 'hr';

export interface Brand {
  instance: Instance;
  /** The product's name: page title, top bar, e-mails, the authenticator app's entry. */
  name: string;
  inboxHeading: string;
  logo: string;
  /** The academy link (HR): training for the people who run crew. */
  academy: string | null;
  /** The Accounts area (modules and invoice details). */
  accounts: boolean;
}

export const BRANDS: Readonly<Record<Instance, Brand>> = {
  crew: {
    instance: 'crew',
    name: 'Seaworthy',
    inboxHeading: msg('Inbox'),
    // The icon's own drawing (484 B), not its 192 px picture (6 KB, for the home screen): the
    // logo shows at 72 px at most, and the login form is the first thing over the link.
    logo: '/icons/icon.svg',
    academy: null,
    accounts: true,
  },
  hr: {
    instance: 'hr',
    // not-ui-text: a product's name, the same in every language
    name: 'Seaworthy HR',
    inboxHeading: msg('HR Inbox'),
    logo: '/icons/hr-logo.svg',
    academy: '/page/academy',
    accounts: false,
  },
};

/** The instance a configuration value names; anything else is the yacht-crew one. */
export const instanceOf = (value: string | null | undefined): Instance => (value === 'hr' ? 'hr' : 'crew');

/**
 * Where a module that is off leads (level 4+, greyed): to Accounts, where it is switched on;
 * on the HR instance, which has none, to the support form.
 */
export const moduleSwitchPath = (brand: Brand, codename: string) =>
  brand.accounts ? `/fleet/${codename}/accounts/modules` : `/fleet/${codename}/support`;
