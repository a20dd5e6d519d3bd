import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MSG } from '../../../contracts/messages';
import { statusForStart, stepAfter, type WizardPath, wizardSteps } from '../../../domain/crew/wizard-flow';
import { isoDay } from '../../../domain/dates/format';
import { ApiError } from '../../../lib/api-client';
import { focusFirstError } from '../../../ui/focus-first-error';
import {
  checkCrewEmail,
  dropDraft,
  EMPTY_VALUES,
  keepDraft,
  newDraft,
  saveWizardStep,
  useWizardDraft,
  type WizardDraft,
  type WizardField,
  type WizardValues,
} from './crew-wizard';
import { formFieldOf, type Problems, step1Body, step2Body, step3Body } from './wizard-bodies';

/** The fields of each step, to show a problem on the step it belongs to. */
const DETAILS_FIELDS: WizardField[] = [
  'email',
  'notificationEmail',
  'firstName',
  'lastName',
  'crewPhoto',
  'level',
];
const stepOfField = (f: string) => (DETAILS_FIELDS.includes(f as WizardField) ? 'details' : null);

type Meta = Omit<WizardDraft, 'values'>;

/**
 * The add-crew wizard's state: one form for every step, kept on the device as it is typed
 * (so it survives going offline, a closed app or Back), and the saves of the server steps.
 */
export function useCrewWizard(ctx: {
  userId: number | undefined;
  vesselId: number | undefined;
  pay: boolean;
}) {
  const kept = useWizardDraft(ctx.userId, ctx.vesselId);
  const form = useForm<WizardValues>({ defaultValues: newDraft().values });
  const [meta, setMeta] = useState<Meta | null>(null);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The kept draft (or a new one) once, when it has been read.
  useEffect(() => {
    if (kept === undefined || meta) return;
    const { values, ...rest } = kept?.draft ?? newDraft();
    form.reset(values);
    setMeta(rest);
    if (kept) setResumedAt(kept.updatedAt);
  }, [kept, meta, form]);

  // Typed values are kept as they change: a wizard only opened is not kept.
  useEffect(() => {
    if (!meta || ctx.userId === undefined || ctx.vesselId === undefined) return;
    const keep = () => {
      const values = form.getValues();
      const typed = Object.entries(values).some(([k, v]) => v !== EMPTY_VALUES[k as WizardField]);
      if (typed || meta.crewOnYachtId !== null)
        void keepDraft(ctx.userId!, ctx.vesselId!, { ...meta, values });
    };
    keep();
    const { unsubscribe } = form.watch(keep);
    return unsubscribe;
  }, [meta, form, ctx.userId, ctx.vesselId]);

  // Prospective is for a start still to come: the status goes back to Current Crew, with the warning.
  const [startWarning, setStartWarning] = useState(false);
  useEffect(() => {
    const { unsubscribe } = form.watch((v, { name }) => {
      if (name !== 'status' && name !== 'startDate') return;
      const rule = statusForStart(Number(v.status) as -1 | 1, v.startDate ?? '', isoDay(new Date()));
      if (!rule.warned) return;
      form.setValue('status', '1');
      setStartWarning(true);
    });
    return unsubscribe;
  }, [form]);

  const update = (patch: Partial<Meta>) => setMeta((m) => (m ? { ...m, ...patch } : m));
  const show = (problems: Problems) => {
    for (const [f, message] of problems) form.setError(f, { message });
    if (problems.length) requestAnimationFrame(() => focusFirstError(formRef.current));
    return problems.length === 0;
  };

  /** The e-mail check when the field is left: a known person's names fill in (and stay theirs). */
  const lookUp = async () => {
    const email = form.getValues('email').trim();
    if (!meta || meta.crewOnYachtId !== null || ctx.vesselId === undefined || !/\S+@\S+\.\S+/.test(email))
      return;
    const found = await checkCrewEmail(email, ctx.vesselId);
    if (!found) return;
    if (found.exists) {
      form.setValue('firstName', found.firstName ?? '');
      form.setValue('lastName', found.lastName ?? '');
      // Their alert e-mail is their account's (the field hides; sent, it would be refused).
      form.setValue('notificationEmail', '');
      form.clearErrors(['firstName', 'lastName', 'notificationEmail']);
      if (found.crewOnYachtId) form.setError('email', { message: MSG.alreadyOnVessel });
    } else if (meta.known) {
      form.setValue('firstName', '');
      form.setValue('lastName', '');
    }
    update({ known: found.exists });
  };

  const steps = wizardSteps(meta?.path ?? null);
  const go = (step: Meta['step']) => {
    update({ step });
    window.scrollTo({ top: 0 });
  };

  /** A save refused by the server: its messages under their fields, on their step. */
  const refused = (e: unknown) => {
    const err = e instanceof ApiError ? e : new ApiError(0, MSG.status0);
    const problems = err.fieldErrors.map((f) => [formFieldOf(f.property), f.message] as const);
    const step = problems.map(([f]) => stepOfField(f)).find(Boolean);
    if (step) go(step);
    for (const [f, message] of problems) form.setError(f as WizardField, { message });
    if (!problems.length) form.setError('root', { message: err.message });
    requestAnimationFrame(() => focusFirstError(formRef.current));
  };

  /** Runs a save when online; offline the values stay on the device and the step waits. */
  const saving = async (online: boolean, run: () => Promise<void>) => {
    if (!online) return setWaiting(true);
    setWaiting(false);
    setBusy(true);
    try {
      await run();
    } catch (e) {
      refused(e);
    } finally {
      setBusy(false);
    }
  };

  /** Next: checks the step, saves the server steps it completes, and moves on (or asks the path). */
  const next = async (online: boolean, askPath: () => void) => {
    if (!meta || ctx.vesselId === undefined) return;
    form.clearErrors();
    const v = form.getValues();
    const one = step1Body(v, { ...meta, values: v }, ctx.vesselId);
    if (meta.step === 'details') {
      const mine = one.problems.filter(([f]) => DETAILS_FIELDS.includes(f));
      if (form.getFieldState('email').error?.message === MSG.alreadyOnVessel)
        mine.push(['email', MSG.alreadyOnVessel]);
      if (show(mine)) go('position');
      return;
    }
    if (meta.step === 'position') {
      const two = step2Body(v, { ...meta, values: v }, ctx.pay);
      if (!show([...one.problems, ...two.problems])) return;
      const sent = JSON.stringify([one.body, two.body]);
      await saving(online, async () => {
        let { crewOnYachtId, userId } = meta;
        if (sent !== meta.sentPosition || crewOnYachtId === null) {
          const saved = await saveWizardStep(1, one.body);
          crewOnYachtId = saved.crewOnYachtId;
          userId = saved.userId ?? userId;
          update({ crewOnYachtId, userId });
          await saveWizardStep(2, two.body, crewOnYachtId);
          update({ sentPosition: sent });
        }
        if (meta.path === null) askPath();
        else go(wizardSteps(meta.path)[2]!);
      });
      return;
    }
    if (meta.step === 'crewDetails') {
      const three = step3Body(v);
      if (!show(three.problems)) return;
      const sent = JSON.stringify(three.body);
      await saving(online, async () => {
        if (sent !== meta.sentPersonal) await saveWizardStep(3, three.body, meta.crewOnYachtId!);
        update({ sentPersonal: sent });
        go(stepAfter(meta.path, 'crewDetails'));
      });
      return;
    }
    // Requirements (what the position asks for) and documents (added as they are) save nothing here.
    go(stepAfter(meta.path, meta.step));
  };

  const choosePath = (path: WizardPath) => {
    update({ path });
    go(wizardSteps(path)[2]!);
  };
  const back = () => {
    const at = steps.indexOf(meta?.step ?? 'details');
    if (at > 0) go(steps[at - 1]!);
  };
  /** Finish or Cancel: the draft goes (what the server has, stays). */
  const end = () =>
    ctx.userId !== undefined && ctx.vesselId !== undefined ? dropDraft(ctx.userId, ctx.vesselId) : null;

  return {
    form,
    formRef,
    meta,
    steps,
    resumedAt,
    busy,
    waiting,
    startWarning,
    closeStartWarning: () => setStartWarning(false),
    lookUp,
    next,
    choosePath,
    back,
    end,
  };
}
