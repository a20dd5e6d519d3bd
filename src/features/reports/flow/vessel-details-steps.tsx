import { type FormEvent, useState } from 'react';
import { type VesselDetails, vesselDetailsSchema } from '../../../contracts/vessel-details';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { ApiError, authedCall } from '../../../lib/api-client';
import { db, net, requestSync } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { FormError } from '../../../ui/form-error';
import { TextField } from '../../../ui/text-field';
import { notifySaved } from '../../../ui/toast';
import { queueVesselDetails } from '../../rest-hours/public-vessel-details';
import { type DetailKind, REGISTRY_FIELDS, ShipsStampField, type StampChoice } from '../../vessel/public';

/** Doc 2's notice when vessel details are saved (its wording kept). */
const UPDATED = msg('Vessel details has been updated.');

export type StoredDetails = Partial<VesselDetails> & { shipsStamp?: string | null };

type Kind = DetailKind;
type Key = keyof VesselDetails;
/** Doc 3, section 4: step 1 is the registry, step 2 the size and the ships stamp. */
export const STEP_FIELDS: Record<1 | 2, [Key, string, Kind][]> = {
  1: REGISTRY_FIELDS,
  2: [
    ['grossTonnage', msg('Gross tonnage'), 'number'],
    ['netTonnage', msg('Net tonnage'), 'number'],
    ['loa', msg('Length overall (m)'), 'number'],
    ['beam', msg('Beam (m)'), 'number'],
  ],
};

/** What a port authority reads off the crew list header: without these the prompt shows first. */
const NEEDED: Key[] = ['imoNumber', 'callSign', 'flagState', 'portOfRegistry'];
export const detailsMissing = (d: StoredDetails | undefined) =>
  NEEDED.some((k) => d?.[k] === undefined || d[k] === null || String(d[k]).trim() === '');

const toText = (d: StoredDetails | undefined, k: Key) => (d?.[k] == null ? '' : String(d[k]));

/** The typed text as the shared schema takes it (as the vessel details page reads it). */
export function readStep(fields: [Key, string, Kind][], values: Record<string, string>) {
  const out: Record<string, unknown> = {};
  for (const [k, , kind] of fields) {
    const t = (values[k] ?? '').trim();
    // Emptied, sent as empty (cleared): a field left out keeps its stored value.
    if (t === '') out[k] = kind === 'text' ? '' : null;
    else if (kind === 'number' && /^-?\d+(\.\d+)?$/.test(t)) out[k] = Number(t);
    else out[k] = kind === 'code' && /^\d{1,15}$/.test(t) ? Number(t) : t;
  }
  return vesselDetailsSchema.partial().safeParse(out);
}

/**
 * Vessel details steps 1 and 2 (doc 3, sections 2 and 4), before the crew and guest list when
 * what a port authority needs is missing: step 1 saves and opens step 2, which saves and goes on
 * to the list. Saves are queued like the vessel details page's (offline too); a new ships stamp
 * is an image and goes online with the details.
 */
export function VesselDetailsStep(props: {
  step: 1 | 2;
  vesselId: number;
  userId: number;
  online: boolean;
  stored: StoredDetails | undefined;
  promptOff: boolean;
  onPromptOff: (off: boolean) => void;
  /** With the details as saved: step 2 builds on them, whether or not the server has them yet. */
  onSaved: (saved: StoredDetails) => void;
  onSkip: () => void;
  onBack?: () => void;
}) {
  const fields = STEP_FIELDS[props.step];
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map(([k]) => [k, toText(props.stored, k)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stamp, setStamp] = useState<StampChoice | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = readStep(fields, values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    const { id: _i, codename: _c, shipsStamp: _s, ...kept } = (props.stored ?? {}) as Record<string, unknown>;
    const next = { ...kept, ...parsed.data } as VesselDetails;
    setBusy(true);
    try {
      if (stamp !== undefined) {
        await authedCall(db, net, `/yacht/${props.vesselId}/details`, {
          method: 'PUT',
          body: JSON.stringify({ ...next, shipsStamp: stamp }),
        });
      } else {
        await queueVesselDetails(db, props.userId, props.vesselId, next, Date.now());
        requestSync();
      }
      notifySaved(t(UPDATED), { spec: true });
      props.onSaved({
        ...next,
        shipsStamp: stamp === undefined ? (props.stored?.shipsStamp ?? null) : (stamp?.content ?? null),
      });
    } catch (err) {
      const apiError = err instanceof ApiError ? err : new ApiError(0, t('The details could not be saved.'));
      const found: Record<string, string> = {};
      for (const f of apiError.fieldErrors) found[f.property.split('.')[0] ?? 'form'] = f.message;
      if (!apiError.fieldErrors.length) found.form = apiError.message;
      setErrors(found);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={(e) => void save(e)} noValidate>
      <p className="no-margin small muted">
        {props.step === 1
          ? t('Port authorities read these on the crew list. Step 1 of 2.')
          : t('Size and the ships stamp, printed on crew lists and reports. Step 2 of 2.')}
      </p>
      <FormError message={errors.form} />
      <div className="report-details-grid">
        {fields.map(([k, label, kind]) => (
          <TextField
            key={k}
            label={t(label)}
            inputMode={kind === 'number' ? 'decimal' : undefined}
            value={values[k] ?? ''}
            error={errors[k]}
            onChange={(ev) => {
              const v = ev.target.value;
              setValues((old) => ({ ...old, [k]: v }));
              setErrors(({ [k]: _gone, ...rest }) => rest);
            }}
          />
        ))}
      </div>
      {props.step === 2 ? (
        <ShipsStampField
          current={props.stored?.shipsStamp ?? null}
          value={stamp}
          onChange={setStamp}
          disabled={!props.online}
        />
      ) : (
        <Checkbox checked={props.promptOff} onChange={props.onPromptOff}>
          {t('Do not show again')}
        </Checkbox>
      )}
      <div className="dialog-actions">
        {props.onBack ? (
          <Button variant="ghost" type="button" onClick={props.onBack}>
            {t('Back')}
          </Button>
        ) : null}
        <Button variant="ghost" type="button" onClick={props.onSkip}>
          {t('Skip')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('Saving…') : props.step === 1 ? t('Save and next') : t('Save')}
        </Button>
      </div>
    </form>
  );
}
