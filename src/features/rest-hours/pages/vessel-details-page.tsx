import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  VESSEL_CODE_HINTS,
  type VesselDetails,
  vesselDetailsSchema,
} from '../../../contracts/vessel-details';
import { LEVEL, reaches } from '../../../domain/access/permissions';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { db, requestSync } from '../../../lib/services';
import { useRouteVessel } from '../../../lib/use-session';
import { AsOf } from '../../../ui/as-of';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { queueVesselDetails, useVesselDetails } from '../data/vessel-details';

const shape = vesselDetailsSchema.shape;
/** Inputs hold text; the shared schema gets what it checks (a number, or nothing). */
const asNumber = (s: z.ZodType<number | null | undefined, number | null | undefined>) =>
  z
    .string()
    .transform((v): number | null | undefined => (v.trim() === '' ? null : Number(v.trim())))
    .pipe(s);
const asText = (s: z.ZodType<string | undefined, string | undefined>) =>
  z
    .string()
    // Emptied, it is sent as '' (cleared): a field left out keeps its stored value.
    .transform((v): string | undefined => v.trim())
    .pipe(s);

/**
 * The official and IMO numbers as doc 3 has them on this form: numbers (the vessel details
 * page of doc 2 also takes letters and hyphens; the server takes both).
 */
const wholeNumber = z
  .number({ error: msg('Field should be a number.') })
  .int(msg('Field should be a number.'))
  .min(0, msg('Field should be a number.'))
  .nullable()
  .optional();

const formSchema = z.object({
  imoNumber: asNumber(wholeNumber),
  flagState: asText(shape.flagState),
  callSign: asText(shape.callSign),
  portOfRegistry: asText(shape.portOfRegistry),
  registrationNo: asNumber(wholeNumber),
  mmsi: asNumber(shape.mmsi),
  grossTonnage: asNumber(shape.grossTonnage),
  owningCompany: asText(shape.owningCompany),
  ownerAddress: asText(shape.ownerAddress),
});
type Key = keyof z.input<typeof formSchema>;
type FormIn = z.input<typeof formSchema>;

/** The details the rest forms and records print, in the order a port official reads them. */
const FIELDS: [Key, string, 'numeric' | 'decimal' | 'text', string][] = [
  ['imoNumber', msg('IMO number'), 'numeric', VESSEL_CODE_HINTS.imoNumber],
  ['flagState', msg('Flag state'), 'text', msg('e.g. Malta')],
  ['callSign', msg('Call sign'), 'text', msg('e.g. 9HA1234')],
  ['portOfRegistry', msg('Port of registry'), 'text', msg('e.g. Valletta')],
  ['registrationNo', msg('Official number'), 'numeric', msg('digits only')],
  ['mmsi', msg('MMSI'), 'numeric', VESSEL_CODE_HINTS.mmsi],
  ['grossTonnage', msg('Gross tonnage'), 'decimal', msg('e.g. 499')],
  ['owningCompany', msg('Owning company'), 'text', ''],
  ['ownerAddress', msg('Owner address'), 'text', ''],
];

/** A form error in the language in use (the schema's messages are catalogue messages). */
const translated = (message: string | undefined) => (message ? t(message) : message);

const toForm = (d: VesselDetails | undefined): FormIn =>
  Object.fromEntries(FIELDS.map(([key]) => [key, d?.[key] == null ? '' : String(d[key])])) as FormIn;

/**
 * hours-of-rest/vessel-details: what the rest forms and records print about the vessel. Read
 * by everyone on board; officers change it, offline too (queued like every write).
 */
export function VesselDetailsPage() {
  const { me, vessel } = useRouteVessel();
  const id = vessel?.id ?? 0;
  const { details, waiting, readAt, stale } = useVesselDetails(id);
  const officer = reaches(me?.roles.find((r) => r.vesselId === id)?.permissionLevel ?? null, LEVEL.officer);
  const form = useForm<FormIn, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    // The server's copy fills the form when it comes; what was typed meanwhile stays.
    values: toForm(details),
    resetOptions: { keepDirtyValues: true },
  });
  const { isDirty } = form.formState;
  if (!me || !vessel) return null;
  const save = form.handleSubmit(async (values) => {
    // Fields not on this form (beam, berths…) are kept as they are.
    const {
      id: _id,
      codename: _c,
      ...kept
    } = (details ?? {}) as VesselDetails & { id?: number; codename?: string };
    await queueVesselDetails(db, me.user.id, id, { ...kept, ...values }, Date.now());
    form.reset(form.getValues());
    requestSync();
  });
  const base = `/fleet/${vessel.codename}/hours-of-rest`;
  return (
    <div className="stack form-narrow">
      <BackLink to={`${base}/records`}>{t('Records')}</BackLink>
      <div>
        <h1>{t('Vessel details')}</h1>
        <span className="muted small">
          {t('{vessel} · printed on the rest forms and records', { vessel: vessel.name })}
        </span>
      </div>
      <AsOf at={readAt} stale={stale} />
      <form className="card stack" onSubmit={(e) => void save(e)} noValidate>
        {FIELDS.map(([key, label, mode, hint]) => (
          <TextField
            key={key}
            label={t(label)}
            inputMode={mode}
            placeholder={officer && hint ? t(hint) : undefined}
            readOnly={!officer}
            {...form.register(key)}
            error={translated(form.formState.errors[key]?.message)}
          />
        ))}
        {waiting ? <span className="small muted">{t('Saved on this device · waiting to sync')}</span> : null}
        {officer ? (
          <Button type="submit" disabled={!isDirty}>
            {t('Save details')}
          </Button>
        ) : (
          <span className="small muted">{t('Officers keep these details up to date.')}</span>
        )}
      </form>
    </div>
  );
}
