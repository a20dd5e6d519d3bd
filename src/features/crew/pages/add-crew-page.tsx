import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { START_NEEDS_CURRENT } from '../../../contracts/crew';
import { levelOn } from '../../../domain/access/permissions';
import { roleNameId } from '../../../domain/access/role-names';
import { administers, assignable } from '../../../domain/access/user-admin';
import { editsPay } from '../../../domain/crew/crew-access';
import { entersPersonalDetails, STEP_TITLES } from '../../../domain/crew/wizard-flow';
import { MessageWith, SLOT } from '../../../i18n/message-with-element';
import { db } from '../../../lib/services';
import { useOnline } from '../../../lib/use-online';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { NoAccess } from '../../../ui/no-access';
import { NoLinkNote } from '../../../ui/no-link-lead';
import { timeAgo } from '../../../ui/time-ago';
import { useUsers } from '../../users/public';
import { DocumentsStep, RequirementsStep } from '../components/wizard-document-steps';
import { WizardPathDialog, WizardSummary } from '../components/wizard-end';
import { DetailsStep, PersonalStep, PositionStep, WizardProgress } from '../components/wizard-steps';
import { useCurrencies, useVesselSetup } from '../data/use-crew';
import { useCrewWizard } from '../data/use-crew-wizard';
import '../components/crew.css';
import { t } from '../../../i18n/i18n';

/**
 * '/fleet/{codename}/crew/add' (doc 2, sections 2 to 5): the add-crew wizard. Details and
 * position first (saved together on Next), then Manual (personal details typed now) or Request
 * (the crew member gives them), then the summary. Kept on the device as it is typed.
 */
export function AddCrewPage() {
  const { vessel } = useRouteVessel();
  // Another vessel's wizard is another wizard: its own draft, from its own start.
  return <AddCrewWizard key={vessel?.id ?? 0} />;
}

function AddCrewWizard() {
  const { me, vessel } = useRouteVessel();
  const navigate = useNavigate();
  const online = useOnline();
  const users = useUsers();
  const setup = useVesselSetup(vessel?.id);
  const currencies = useCurrencies();
  const level = me && vessel ? levelOn(me.roles, vessel.id) : null;
  // Pay of a new crew member (level 2 to 5): payroll, as on the profile.
  const pay = editsPay(level, 2);
  const wizard = useCrewWizard({ userId: me?.user.id, vesselId: vessel?.id, pay });
  const [askPath, setAskPath] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  if (!me || !vessel) return null;
  const crewList = `/fleet/${vessel.codename}/crew`;
  if (!administers(level))
    return (
      <NoAccess
        back={crewList}
        backLabel={t('Crew')}
        needs={t('Adding crew is for access level Officer and above.')}
      />
    );
  const { form, meta } = wizard;
  if (!meta) return <p className="muted">{t('Loading…')}</p>;

  const roles = (users.data?.roles ?? [])
    .filter((r) => r.isCrewRole && assignable(level, r))
    .map((r) => ({ id: String(r.id), label: t(roleNameId(r.name)) }));
  const cancel = async () => {
    await wizard.end();
    navigate(crewList);
  };
  const finish = async (to: string) => {
    await wizard.end();
    navigate(to);
  };
  const onSummary = meta.step === 'summary';
  const name = `${form.getValues('firstName')} ${form.getValues('lastName')}`.trim();
  const positionId = Number(form.getValues('positionId')) || null;
  const newCrew =
    meta.crewOnYachtId !== null && meta.userId !== null
      ? { id: meta.crewOnYachtId, vesselId: vessel.id, userId: meta.userId, positionId }
      : null;

  return (
    <div className="stack narrow-page">
      <BackLink to={crewList} onBack={() => setCancelling(true)}>
        {t('Crew')}
      </BackLink>
      <div>
        <h1>{t('Add crew')}</h1>
        <span className="muted small">{vessel.name}</span>
      </div>
      <WizardProgress steps={wizard.steps} current={meta.step} />
      {wizard.resumedAt ? (
        <p className="banner banner-info no-margin" role="status">
          {t('Carried on from where you left it')} {timeAgo(wizard.resumedAt)}.
        </p>
      ) : null}
      {onSummary ? (
        <WizardSummary
          vessel={vessel}
          draft={{ ...meta, values: form.getValues() }}
          newCrew={newCrew}
          setup={setup}
          crewList={crewList}
          onFinish={(to) => void finish(to)}
        />
      ) : (
        <form
          ref={wizard.formRef}
          className="card stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            // A popup's own form (adding a document) is not this step's Next.
            if (e.target !== e.currentTarget) return;
            void wizard.next(online, () => setAskPath(true));
          }}
        >
          <h2 className="no-margin">{t(STEP_TITLES[meta.step])}</h2>
          <FormError message={form.formState.errors.root?.message} />
          <NoLinkNote show={wizard.waiting && !online}>
            {t(
              'Everything typed is kept on this device; press Next again once the shore can be reached to save {name}.',
              { name: name || t('the crew member') },
            )}
          </NoLinkNote>
          {meta.step === 'details' ? (
            <div className="stack">
              <DetailsStep
                form={form}
                roles={roles}
                known={meta.known}
                emailFixed={meta.crewOnYachtId !== null}
                onEmailBlur={() => void wizard.lookUp()}
              />
              {roles.length === 0 && !users.data ? (
                <p className="small muted no-margin">
                  {t('The access levels load once the shore can be reached.')}
                </p>
              ) : null}
            </div>
          ) : null}
          {meta.step === 'position' ? (
            <PositionStep
              form={form}
              departments={(setup?.departments ?? []).map((d) => ({ id: String(d.id), label: d.name }))}
              positions={(setup?.positions ?? []).map((p) => ({
                id: String(p.id),
                label: p.name,
                departmentId: p.departmentId,
              }))}
              currencies={currencies}
              pay={pay}
            />
          ) : null}
          {meta.step === 'crewDetails' ? <PersonalStep form={form} /> : null}
          {meta.step === 'requirements' ? (
            <RequirementsStep
              crew={newCrew}
              name={name}
              setupPath={`/fleet/${vessel.codename}/yacht-positions-department`}
            />
          ) : null}
          {meta.step === 'documents' ? <DocumentsStep crew={newCrew} level={level} me={me.user.id} /> : null}
          <div className="wizard-actions">
            <div className="wizard-nav">
              {meta.step !== 'details' ? (
                <Button variant="secondary" onClick={wizard.back}>
                  {t('Back')}
                </Button>
              ) : null}
              <Button type="submit" disabled={wizard.busy}>
                {wizard.busy ? t('Saving…') : t('Next')}
              </Button>
            </div>
            <Button variant="ghost" onClick={() => setCancelling(true)}>
              {t('Cancel')}
            </Button>
          </div>
        </form>
      )}
      {askPath ? (
        <WizardPathDialog
          name={name}
          manual={entersPersonalDetails(level)}
          onChoose={(path) => {
            setAskPath(false);
            wizard.choosePath(path);
          }}
          onClose={() => setAskPath(false)}
        />
      ) : null}
      {wizard.startWarning ? (
        <Dialog title={t('Status set to Current Crew')} onClose={wizard.closeStartWarning} role="alertdialog">
          <p className="no-margin">{t(START_NEEDS_CURRENT)}</p>
          <p className="no-margin muted">{t('To keep Prospective, choose a start date after today.')}</p>
          <div className="dialog-actions">
            <Button onClick={wizard.closeStartWarning} autoFocus>
              {t('Back')}
            </Button>
          </div>
        </Dialog>
      ) : null}
      {cancelling ? (
        <ConfirmDialog
          title={t('Cancel adding crew?')}
          confirmLabel={t('Cancel')}
          cancelLabel={t('Return')}
          danger
          onConfirm={() => void cancel()}
          onCancel={() => setCancelling(false)}
        >
          <p className="no-margin">
            {meta.crewOnYachtId === null ? (
              t('Cancellation means no data is saved.')
            ) : (
              <MessageWith
                text={t(
                  'Some data may not be saved: {name} is on the {link} already, but what you typed after the last Next is not kept.',
                  { name, link: SLOT },
                )}
                element={<Link to={crewList}>{t('crew list')}</Link>}
              />
            )}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** '/crew/add': the wizard of the vessel last opened (or the only one); else the fleet list to pick one. */
export function CrewAddRedirect() {
  const { me } = useRouteVessel();
  const focus = useLiveQuery(async () => Number((await db.meta.get('focusVessel'))?.value ?? 0), [], null);
  if (!me || focus === null) return null;
  const vessel =
    me.vessels.find((v) => v.id === focus) ?? (me.vessels.length === 1 ? me.vessels[0] : undefined);
  return <Navigate to={vessel ? `/fleet/${vessel.codename}/crew/add` : '/fleet'} replace />;
}
