import { Navigate, useParams, useSearchParams } from 'react-router';
import type { InboxFilter } from '../../../domain/inbox/inbox-groups';
import { t } from '../../../i18n/i18n';
import { brand } from '../../../lib/brand';
import { useSession } from '../../../lib/use-session';
import { InboxPanel } from '../components/inbox-panel';

/** '/inbox', '/inbox/fleet' and '/inbox/{yachtId}'; '?show=unread' (the home's tile) lists the unread only. */
export function InboxPage() {
  const session = useSession();
  const { which } = useParams();
  const [params] = useSearchParams();
  if (session === 'loading' || !session) return null;
  const filter: InboxFilter = which === undefined ? 'all' : which === 'fleet' ? 'fleet' : Number(which);
  if (typeof filter === 'number' && !session.vessels.some((v) => v.id === filter))
    return <Navigate to="/inbox" replace />;
  return (
    <div className="stack narrow-page">
      <h1>{t(brand.inboxHeading)}</h1>
      <InboxPanel session={session} filter={filter} unreadOnly={params.get('show') === 'unread'} />
    </div>
  );
}
