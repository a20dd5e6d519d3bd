import { Link } from 'react-router';
import { Icon } from './icons';

/** The way back from a sub-page, at its top left (every sub-page has one). */
export function BackLink({ to, children = 'Back' }: { to: string; children?: string }) {
  return (
    <Link className="btn btn-ghost btn-small back-link" to={to}>
      <Icon name="back" /> {children}
    </Link>
  );
}
