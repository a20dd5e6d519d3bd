import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

/**
 * A navigation entry. One with a query (the Crew List: the reports page with the crew and guest
 * list opened) is an action, not a place: it is never marked as the page one is on (a NavLink
 * matches the path alone), so only the page's own entry (Reports) is.
 */
export function NavOrLink(props: {
  to: string;
  end: boolean;
  /**
   * A module switched off on the vessel (greyed): it leads to Accounts, Modules, but is not that
   * page's entry. Marked as the page one is on there, every greyed module lit up beside Accounts,
   * as if four pages were open at once (field test s59).
   */
  off?: boolean | undefined;
  title?: string;
  children: ReactNode;
}) {
  const { end, off, ...rest } = props;
  const link = { ...rest, className: off ? 'nav-off' : undefined };
  return props.to.includes('?') || off ? <Link {...link} /> : <NavLink {...link} end={end} />;
}
