import { Navigate, NavLink, useParams } from 'react-router';
import { LEVEL, levelOn, reaches } from '../../../domain/access/permissions';
import { msg } from '../../../i18n/msg';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { NoAccess } from '../../../ui/no-access';
import { InvoiceTab } from '../components/invoice-tab';
import { ModulesTab } from '../components/modules-tab';
import { useVesselModules } from '../data/accounts-api';
import '../components/accounts.css';
import { t } from '../../../i18n/i18n';
import { brand } from '../../../lib/brand';

const TABS = [
  { path: 'modules', label: msg('Modules') },
  { path: 'invoice-details', label: msg('Invoice Details') },
] as const;

/** '/fleet/{codename}/accounts/{modules|invoice-details}': level 4 and above on the vessel. */
export function AccountsPage() {
  const session = useSession();
  const { codename, tab } = useParams();
  const vessel =
    session && session !== 'loading' ? session.vessels.find((v) => v.codename === codename) : undefined;
  const admin = Boolean(
    vessel && session && session !== 'loading' && reaches(levelOn(session.roles, vessel.id), LEVEL.officer),
  );
  const modules = useVesselModules(admin ? vessel?.id : undefined);
  if (!session || session === 'loading') return null;
  if (!vessel || !brand.accounts) return <Navigate to="/404" replace />;
  if (!admin)
    return (
      <NoAccess
        back={`/fleet/${vessel.codename}`}
        backLabel={vessel.name}
        needs={t('Accounts are for access level Officer and above.')}
      />
    );
  if (!TABS.some((known) => known.path === tab))
    return <Navigate to={`/fleet/${vessel.codename}/accounts/modules`} replace />;
  return (
    <div className="stack">
      <BackLink to={`/fleet/${vessel.codename}`}>{vessel.name}</BackLink>
      <h1>{t('Accounts')}</h1>
      <nav className="segmented page-tabs account-tabs" aria-label={t('Accounts')}>
        {TABS.map((page) => (
          <NavLink key={page.path} to={`/fleet/${vessel.codename}/accounts/${page.path}`} replace>
            {t(page.label)}
          </NavLink>
        ))}
      </nav>
      {tab === 'modules' ? <ModulesTab vessel={vessel} /> : <InvoiceTab groupId={modules.data?.groupId} />}
    </div>
  );
}
