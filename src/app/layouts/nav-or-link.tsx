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
  className: string | undefined;
  title?: string;
  children: ReactNode;
}) {
  const { end, ...link } = props;
  return props.to.includes('?') ? <Link {...link} /> : <NavLink {...props} />;
}
