import { useState } from 'react';
import type { Vessel } from '../../../contracts/auth';
import type { Department, Position } from '../../../contracts/crew';
import { outstandingItems, type WizardPath } from '../../../domain/crew/wizard-flow';
import { isoDay, showDate } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Icon } from '../../../ui/icons';
import { notify } from '../../../ui/toast';
import { requestDetails, type WizardDraft } from '../data/crew-wizard';
import { Facts } from './profile-sections';
import { useWizardRequirements } from './wizard-document-steps';

/** The data-entry choice after step 2 (doc 2, section 4): Manual or Request. */
export function WizardPathDialog(props: {
  name: string;
  /** Manual entry is payroll's (level 5): below, only Request. */
  manual: boolean;
  onChoose: (path: WizardPath) => void;
  onClose: () => void;
}) {
  return (
    <Dialog title={t('Data entry')} onClose={props.onClose}>
      <p className="no-margin">
        {t('{name} is saved. How should their personal, next-of-kin and bank details be entered?', {
          name: props.name,
        })}
      </p>
      <div className="stack-tight">
        <Button onClick={() => props.onChoose('manual')} disabled={!props.manual}>
          {t('Manual: enter them now')}
        </Button>
        {props.manual ? null : (
          <p className="small muted no-margin">
            {t("Typing someone's personal details is for Purser and above.")}
          </p>
        )}
        <Button variant="secondary" onClick={() => props.onChoose('request')}>
          {t('Request: {name} fills them in', { name: props.name.split(' ')[0] })}
        </Button>
      </div>
    </Dialog>
  );
}

const filled = (v: Record<string, string>, fields: string[]) => fields.some((f) => v[f]?.trim());

/** The last step: what was saved, what is outstanding, and where to go next. */
export function WizardSummary(props: {
  vessel: Vessel;
  draft: WizardDraft;
  setup: { departments: Department[]; positions: Position[] } | undefined;
  crewList: string;
  /** The saved crew member, for the requirements still without a document. */
  newCrew: { id: number; vesselId: number; userId: number; positionId: number | null } | null;
  /** Ends the wizard (its draft goes) and opens the page given. */
  onFinish: (to: string) => void;
}) {
  const requirements = useWizardRequirements(props.newCrew);
  const online = useOnline();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const { values: v, path } = props.draft;
  const items = outstandingItems(path ?? 'request', {
    personal: filled(v, [
      'phoneNumber',
      'mobileNumber',
      'gender',
      'dob',
      'placeOfBirth',
      'nationality',
      'address',
    ]),
    nextOfKin: filled(v, ['nokName', 'nokPhone', 'nokMobile', 'nokEmail']),
    bank: filled(v, ['bankAccountNo', 'bankIban']),
  });
  const missing = (requirements ?? []).filter((r) => !r.held).map((r) => r.name);
  const said = (item: string) =>
    missing.includes(item)
      ? t('{item}: no document on file', { item })
      : t('{item} not given yet', { item: t(item) });
  items.push(...missing);
  const name = `${v.firstName} ${v.lastName}`;
  const nameOf = (list: { id: number; name: string }[] | undefined, id: string) =>
    list?.find((x) => String(x.id) === id)?.name ?? '—';
  const profile = `${props.crewList}/${props.draft.crewOnYachtId}/profile`;
  const send = async () => {
    if (props.draft.userId === null) return;
    setBusy(true);
    try {
      await requestDetails(props.vessel.id, props.draft.userId, props.vessel.name, items);
      setSent(true);
      notify(t('Request sent'), t('{name} will find it in their inbox.', { name }));
    } catch (e) {
      notify(t('The request was not sent'), (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card stack" aria-labelledby="wizard-summary">
      <h2 id="wizard-summary" className="no-margin">
        {t('Summary')}
      </h2>
      <p className="wizard-saved no-margin" role="status">
        <Icon name="check" />
        {t('{name} is on the crew list of {vessel}.', { name, vessel: props.vessel.name })}
      </p>
      <Facts
        rows={[
          ['E-mail', v.email],
          [t('Department'), nameOf(props.setup?.departments, v.departmentsId)],
          [t('Position'), nameOf(props.setup?.positions, v.positionId)],
          [t('Status'), v.status === '-1' ? t('Prospective') : t('Current Crew')],
          [t('Start date'), showDate(v.startDate || isoDay(new Date()))],
        ]}
      />
      <div className="stack-tight">
        <h3 className="no-margin wizard-subhead">{t('Outstanding issues')}</h3>
        {items.length === 0 ? (
          <p className="muted no-margin">{t('None: every detail the wizard asks for is in.')}</p>
        ) : (
          <>
            <ul className="no-margin">
              {items.map((i) => (
                <li key={i}>{said(i)}</li>
              ))}
            </ul>
            <div className="row wrap">
              <Button variant="secondary" onClick={() => void send()} disabled={!online || busy || sent}>
                {sent ? t('Request sent') : busy ? t('Sending…') : t('Send Request')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => props.onFinish(`/fleet/${props.vessel.codename}/issues`)}
              >
                {t('Issues')}
              </Button>
            </div>
            {!online ? (
              <p className="small muted no-margin">{t('Send Request needs a connection.')}</p>
            ) : null}
          </>
        )}
      </div>
      <div className="wizard-actions">
        <Button onClick={() => props.onFinish(profile)}>{t('Finish: open profile')}</Button>
        <Button variant="ghost" onClick={() => props.onFinish(props.crewList)}>
          {t('Back to crew list')}
        </Button>
      </div>
    </section>
  );
}
