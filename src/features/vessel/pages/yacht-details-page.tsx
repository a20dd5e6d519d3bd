import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  VESSEL_CODE_HINTS,
  type VesselDetails,
  vesselDetailsSchema,
} from '../../../contracts/vessel-details';
import { levelOn } from '../../../domain/access/permissions';
import { editsVesselSetup } from '../../../domain/crew/crew-access';
import { ApiError, authedCall } from '../../../lib/api-client';
import { db, net, requestSync } from '../../../lib/services';
import { useOnline } from '../../../lib/use-online';
import { useRouteVessel } from '../../../lib/use-session';
import { AsOf } from '../../../ui/as-of';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { focusFirstError } from '../../../ui/focus-first-error';
import { FormError } from '../../../ui/form-error';
import { Icon } from '../../../ui/icons';
import { TextArea } from '../../../ui/text-area';
import { TextField } from '../../../ui/text-field';
import { notifySaved } from '../../../ui/toast';
import { queueVesselDetails, useVesselDetails } from '../../rest-hours/public-vessel-details';
import { type DetailKind, REGISTRY_FIELDS } from '../components/registry-fields';
import { ShipsStampField, type StampChoice } from '../components/ships-stamp-field';
import '../components/vessel.css';
import '../../../ui/go-link.css';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';

/** Doc 2's texts for this page (its spelling kept). */
const NO_PERMISSION = msg("You don't have presmission to view this.");
const UPDATED = msg('Vessel details has been updated.');

type Kind = DetailKind;
/** What each code looks like, before anything is typed. */
const HINTS: Partial<Record<string, string>> = VESSEL_CODE_HINTS;
type Key = Exclude<keyof VesselDetails, never>;
/** The form's sections, in the order a port official asks for them. */
const SECTIONS: [string, [Key, string, Kind][]][] = [
  [msg('Registry'), REGISTRY_FIELDS],
  [
    msg('Size and build'),
    [
      ['grossTonnage', msg('Gross tonnage'), 'number'],
      ['netTonnage', msg('Net tonnage'), 'number'],
      ['loa', msg('Length overall (m)'), 'number'],
      ['beam', msg('Beam (m)'), 'number'],
      ['draft', msg('Draft (m)'), 'number'],
      ['berths', msg('Berths'), 'number'],
      ['propulsion', msg('Propulsion'), 'text'],
      ['superstructureColour', msg('Superstructure colour'), 'text'],
      ['hullColour', msg('Hull colour'), 'text'],
    ],
  ],
  [
    msg('Owner and insurance'),
    [
      ['owningCompany', msg('Owning company'), 'text'],
      ['ownerAddress', msg('Owner address'), 'text'],
      ['insurer', msg('Insurer'), 'text'],
    ],
  ],
];
const FIELDS = SECTIONS.flatMap(([, f]) => f);
type Form = Record<Key, string>;

const toForm = (d: VesselDetails | undefined) =>
  Object.fromEntries(FIELDS.map(([k]) => [k, d?.[k] == null ? '' : String(d[k])])) as Form;

/** The typed text as the shared schema takes it: numbers as numbers, empty as cleared. */
function toDetails(v: Form) {
  const out: Record<string, unknown> = {};
  for (const [k, , kind] of FIELDS) {
    const t = v[k].trim();
    // Emptied, sent as empty (cleared): a field left out keeps its stored value.
    if (t === '') out[k] = kind === 'text' ? '' : null;
    // Numbers as numbers; a code of digits alone too (as the rest forms' page saves it).
    else if (kind === 'number' && /^-?\d+(\.\d+)?$/.test(t)) out[k] = Number(t);
    else out[k] = kind === 'code' && /^\d{1,15}$/.test(t) ? Number(t) : t;
  }
  return vesselDetailsSchema.safeParse(out);
}

/** '/fleet/{codename}/yacht-details' (doc 2): the vessel's particulars and ships stamp, level 4 and above. */
export function YachtDetailsPage() {
  const { me, vessel } = useRouteVessel();
  const id = vessel?.id ?? 0;
  const level = me && vessel ? levelOn(me.roles, vessel.id) : null;
  const { details, waiting, readAt, stale } = useVesselDetails(id);
  const stored = details as (VesselDetails & { shipsStamp?: string | null }) | undefined;
  const online = useOnline();
  const queries = useQueryClient();
  // The server's copy fills the form when it comes; what was typed meanwhile stays.
  const form = useForm<Form>({ values: toForm(details), resetOptions: { keepDirtyValues: true } });
  const [stamp, setStamp] = useState<StampChoice | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { isDirty } = form.formState;
  if (!me || !vessel) return null;
  const home = `/fleet/${vessel.codename}`;
  if (!editsVesselSetup(level))
    return (
      <div className="stack narrow-page">
        <BackLink to={home}>{vessel.name}</BackLink>
        <h1>{t('Vessel details')}</h1>
        <p className="card no-margin">{t(NO_PERMISSION)}</p>
      </div>
    );

  const save = form.handleSubmit(async (values) => {
    const parsed = toDetails(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(String(issue.path[0]) as Key, { message: issue.message });
      return focusFirstError(formRef.current);
    }
    const { id: _i, codename: _c, shipsStamp: _s, ...kept } = (stored ?? {}) as Record<string, unknown>;
    const next = { ...kept, ...parsed.data } as VesselDetails;
    setBusy(true);
    try {
      if (stamp !== undefined) {
        // A new stamp goes with the details, online: it is an image, not a queued change.
        await authedCall(db, net, `/yacht/${id}/details`, {
          method: 'PUT',
          body: JSON.stringify({ ...next, shipsStamp: stamp }),
        });
        await queries.invalidateQueries({ queryKey: ['vessel-details', id] });
        setStamp(undefined);
      } else {
        await queueVesselDetails(db, me.user.id, id, next, Date.now());
        requestSync();
      }
      form.reset(values);
      // The spec's notice; sent at once only with a new stamp (online), else queued.
      notifySaved(UPDATED, { spec: true });
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, 'The details could not be saved.');
      for (const f of err.fieldErrors) form.setError(f.property.split('.')[0] as Key, { message: f.message });
      if (!err.fieldErrors.length) form.setError('root' as Key, { message: err.message });
    } finally {
      setBusy(false);
    }
  });
  const error = (k: Key) => form.formState.errors[k]?.message;

  return (
    <div className="stack narrow-page">
      <BackLink to={home}>{vessel.name}</BackLink>
      <div>
        <h1>{t('Vessel details')}</h1>
        <span className="muted small">
          {vessel.name} {t('· on crew lists, rest forms and reports')}
        </span>
      </div>
      <AsOf at={readAt} stale={stale} />
      <Link className="card go-link" to={`${home}/yacht-positions-department`}>
        <Icon name="badge" />
        <span>{t('Departments and positions')}</span>
        <Icon name="chevron" />
      </Link>
      <form ref={formRef} className="card stack" noValidate onSubmit={(e) => void save(e)}>
        <FormError message={(form.formState.errors as { root?: { message?: string } }).root?.message} />
        {SECTIONS.map(([title, fields]) => (
          <fieldset key={title} className="plain-fieldset">
            <legend>{t(title)}</legend>
            <div className="details-grid">
              {fields.map(([k, label, kind]) =>
                k === 'ownerAddress' ? (
                  <TextArea
                    key={k}
                    label={t(label)}
                    rows={3}
                    limit={140}
                    error={error(k)}
                    {...form.register(k, { onChange: () => form.clearErrors(k) })}
                    value={form.watch(k)}
                  />
                ) : (
                  <TextField
                    key={k}
                    label={t(label)}
                    placeholder={HINTS[k] && t(HINTS[k])}
                    inputMode={kind === 'number' ? 'decimal' : undefined}
                    error={error(k)}
                    {...form.register(k, { onChange: () => form.clearErrors(k) })}
                  />
                ),
              )}
            </div>
          </fieldset>
        ))}
        <ShipsStampField
          current={stored?.shipsStamp ?? null}
          value={stamp}
          onChange={setStamp}
          disabled={!online}
        />
        {waiting ? <span className="small muted">{t('Saved on this device · waiting to sync')}</span> : null}
        <div className="row form-actions">
          <Button type="submit" disabled={busy || (!isDirty && stamp === undefined)}>
            {busy ? t('Saving…') : t('Save')}
          </Button>
          {isDirty || stamp !== undefined ? (
            <Button
              variant="ghost"
              onClick={() => {
                form.reset(toForm(details));
                setStamp(undefined);
              }}
            >
              {t('Undo changes')}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
