import { useEffect, useRef, useState } from 'react';
import { CERT_TEXT, type CertType } from '../../../contracts/certificates';
import { certificateNumber } from '../../../domain/certificates/cert-form';
import { certRegister, filterRegister, type RegisterFilter } from '../../../domain/certificates/cert-list';
import { msg } from '../../../i18n/msg';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { ActionMenu } from '../../../ui/menu';
import { NoAccess } from '../../../ui/no-access';
import { CertListPopups, type CertPopup } from '../components/cert-list-popups';
import { CertSectionCard } from '../components/cert-section-card';
import { CertSummaryTiles } from '../components/cert-summary';
import { certRightsOf, todayIso, useCertVessel } from '../data/use-certs';
import '../components/certs.css';
import { t } from '../../../i18n/i18n';

const FILTER_TEXT: Record<Exclude<RegisterFilter, 'all'>, string> = {
  expired: msg('Showing expired certificates only.'),
  expiring: msg('Showing expiring certificates only.'),
  missing: msg('Showing missing certificates only.'),
};

/**
 * '/fleet/{codename}/certs' (doc 2, Vessel certificates): the vessel's register by section, read
 * from the device (offline too), with what needs action counted at the top. Certificates are
 * added (the search, Add Other), opened and deleted here; level 5+ keep the Required Settings,
 * the requirements and the approval group.
 */
export function CertListPage() {
  const { me, vessel } = useRouteVessel();
  const data = useCertVessel(vessel?.id);
  const [popup, setPopup] = useState<CertPopup | null>(null);
  const [filter, setFilter] = useState<RegisterFilter>('all');
  const asked = useRef(false);
  const rights = me && vessel && data ? certRightsOf(me, vessel.id, data.settings) : null;
  // A vessel whose module was never set up asks for its Required Settings first (once a visit).
  useEffect(() => {
    if (!rights || asked.current || rights.initialized || !rights.manages) return;
    asked.current = true;
    setPopup({ kind: 'settings' });
  }, [rights]);
  if (!me || !vessel) return null;
  if (!data || !rights) return <p className="muted">{t('Loading…')}</p>;
  const home = `/fleet/${vessel.codename}`;
  if (!rights.sees)
    return (
      <NoAccess
        back={home}
        backLabel={vessel.name}
        needs={t(
          'Vessel certificates are for access level Officer and above, and the certificate approval group.',
        )}
      />
    );
  const { groups, summary } = certRegister({ ...data, today: todayIso() });
  const shown = filterRegister(groups, filter);
  const shortcutOf = (sectionId: number) => data.sections.find((s) => s.id === sectionId)?.shortcut ?? '';
  const numberOf = (t: CertType) => certificateNumber(shortcutOf(t.sectionId), t.number);
  const formPath = `${home}/certs/certificate`;
  const settingsActions = [
    { id: 'settings', label: t('Required Settings'), onAction: () => setPopup({ kind: 'settings' }) },
    { id: 'requirements', label: t('Requirements'), onAction: () => setPopup({ kind: 'requirements' }) },
    { id: 'group', label: t('Approval group'), onAction: () => setPopup({ kind: 'group' }) },
  ];

  return (
    <div className="stack">
      <BackLink to={home}>{vessel.name}</BackLink>
      <div className="certs-head">
        <div>
          <h1>{t('Vessel Certs')}</h1>
          <span className="muted small">
            {vessel.name} ·{' '}
            {t('{count, plural, one {# certificate} other {# certificates}}', {
              count: summary.certificates,
            })}
            {data.settings?.pending ? t(' · settings not synced') : ''}
          </span>
        </div>
        <div className="row certs-actions">
          <Button onClick={() => setPopup({ kind: 'search' })}>
            <Icon name="plus" /> {t('Add certificate')}
          </Button>
          {rights.manages ? (
            <ActionMenu
              label={t('Settings')}
              ariaLabel={t('Certificate settings')}
              actions={settingsActions}
            />
          ) : null}
        </div>
      </div>
      {rights.initialized ? null : (
        <div className="banner banner-info certs-banner" role="status">
          <span>{CERT_TEXT.notInitialized}</span>
          {rights.manages ? (
            <Button variant="secondary" onClick={() => setPopup({ kind: 'settings' })}>
              {t('Required Settings')}
            </Button>
          ) : (
            <span className="small">{t('Someone at access level 5 or above saves them.')}</span>
          )}
        </div>
      )}
      <CertSummaryTiles summary={summary} filter={filter} onFilter={setFilter} />
      {filter === 'all' ? null : (
        <div className="row-between certs-filter">
          <span className="small muted" role="status">
            {t(FILTER_TEXT[filter])}
          </span>
          <Button variant="ghost" onClick={() => setFilter('all')}>
            {t('Show all')}
          </Button>
        </div>
      )}
      {groups.length === 0 ? (
        <p className="card muted no-margin">
          {t('No certificates on this vessel yet. Add the first one with Add certificate.')}
        </p>
      ) : shown.length === 0 ? (
        <p className="card muted no-margin">
          {filter === 'expired'
            ? t('No expired certificates.')
            : filter === 'expiring'
              ? t('No expiring certificates.')
              : t('No missing certificates.')}
        </p>
      ) : (
        shown.map((g) => (
          <CertSectionCard
            key={g.section.id}
            group={g}
            formPath={formPath}
            onDelete={
              rights.deletes
                ? (e) => setPopup({ kind: 'delete', certificate: e.certificate, title: e.title })
                : undefined
            }
          />
        ))
      )}
      {popup ? (
        <CertListPopups
          popup={popup}
          setPopup={setPopup}
          data={data}
          rights={rights}
          vesselId={vessel.id}
          userId={me.user.id}
          formPath={formPath}
          numberOf={numberOf}
        />
      ) : null}
    </div>
  );
}
