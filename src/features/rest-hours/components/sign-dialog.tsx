import { zodResolver } from '@hookform/resolvers/zod';

import { useEffect, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { MSG } from '../../../contracts/messages';
import { COMMENT_MAX, commentTextSchema } from '../../../contracts/rest-hours';
import type { StoredSession } from '../../../db/app-db';
import { showMonth, showWeekdayDayMonth } from '../../../domain/dates/format';
import { monthSummary } from '../../../domain/rest-hours/month-summary';
import type { Violation } from '../../../domain/rest-hours/rules';
import type { DayRecord } from '../../../domain/rest-hours/timeline';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { Dialog, DialogCancel } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { TextField } from '../../../ui/text-field';
import { authorisedUntil, openCountersignWindow, passwordOk } from '../data/countersign-auth';
import { addComment, signMonthOnDevice } from '../data/hor-commands';
import { useComments } from '../data/use-hor-data';
import { PasswordOrWindow } from './countersign-password';
import { MonthSummaryPanel } from './month-summary-panel';

/**
 * The popup's fields: a reason for each day that needs one (the comment schema the server
 * applies) and the password, unless the countersign window spares it.
 */
const signFormSchema = (days: readonly string[], needsPassword: boolean) =>
  z.object({
    reasons: z.object(Object.fromEntries(days.map((d) => [d, commentTextSchema]))),
    password: needsPassword ? z.string().min(1, MSG.required) : z.string(),
  });
interface SignForm {
  reasons: Record<string, string>;
  password: string;
}

/**
 * Sign-off (the seafarer's own month) or countersign (a supervisor): the pre-check of the
 * spec, then the password, then the device signs. Everything here works offline.
 */
export function SignDialog(props: {
  kind: 'sign' | 'countersign';
  session: StoredSession;
  userId: number;
  name: string;
  vesselId: number;
  month: string;
  /** The user's days (with the week before, for the rules) and the month's flags. */
  days: readonly DayRecord[];
  flags: readonly Violation[];
  today: string;
  uncommented: string[];
  onClose: () => void;
  onSigned?: () => void;
}) {
  // Within 20 minutes of a countersign with the password, the next ones need none (spec).
  const [authorised, setAuthorised] = useState(false);
  useEffect(() => {
    if (props.kind !== 'countersign') return;
    void authorisedUntil(props.session.user.id).then((until) => setAuthorised(until > Date.now()));
  }, [props.kind, props.session.user.id]);
  const needsComments = props.kind === 'sign' ? props.uncommented : [];
  const title = props.kind === 'sign' ? t('Sign off') : t('Countersign {name}', { name: props.name });
  const given = useComments(props.userId, props.vesselId, `${props.month}-01`, `${props.month}-31`).filter(
    (c) => c.kind === 'noncompliance' && !c.deleted,
  );
  const summary = monthSummary(props.month, props.days, props.flags, given, props.today);

  // The fields asked for change while the popup is open (the window may run out), so the
  // resolver reads the schema of the moment.
  const schemaRef = useRef(signFormSchema(needsComments, !authorised));
  schemaRef.current = signFormSchema(needsComments, !authorised);
  const resolver: Resolver<SignForm> = (values, context, options) =>
    zodResolver(schemaRef.current)(values, context, options) as ReturnType<Resolver<SignForm>>;
  const { control, handleSubmit, setError, formState } = useForm<SignForm>({
    resolver,
    defaultValues: { reasons: Object.fromEntries(needsComments.map((d) => [d, ''])), password: '' },
  });

  const submit = handleSubmit(async ({ reasons, password }) => {
    const now = Date.now();
    const skipPassword = props.kind === 'countersign' && (await authorisedUntil(props.session.user.id)) > now;
    // The 20 minutes ran out while the popup was open: ask for the password after all.
    if (!skipPassword && authorised) return setAuthorised(false);
    try {
      if (!skipPassword && !(await passwordOk(props.session, password))) {
        setError('password', { message: MSG.credentialsInvalid });
        return;
      }
      for (const d of needsComments) {
        await addComment(
          db,
          props.session,
          {
            userId: props.userId,
            vesselId: props.vesselId,
            date: d,
            kind: 'noncompliance',
            text: reasons[d]!,
          },
          now,
        );
      }
      await signMonthOnDevice(
        db,
        props.session,
        { kind: props.kind, userId: props.userId, vesselId: props.vesselId, month: props.month },
        now,
      );
      if (props.kind === 'countersign') await openCountersignWindow(props.session.user.id, now);
      requestSync();
      props.onClose();
      props.onSigned?.();
    } catch (e) {
      setError('root', { message: e instanceof Error ? e.message : String(e) });
    }
  });

  return (
    <Dialog title={title} onClose={props.onClose}>
      <p className="muted" style={{ margin: 0 }}>
        {props.name} · {showMonth(props.month)}
      </p>
      <MonthSummaryPanel
        summary={summary}
        countersignOf={props.kind === 'countersign' ? props.name : undefined}
      />
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        {needsComments.length ? (
          <div className="stack" style={{ gap: 8 }}>
            <strong className="small">{t('Give a reason for each non-compliance')}</strong>
            {needsComments.map((d) => (
              <Controller
                key={d}
                control={control}
                name={`reasons.${d}`}
                render={({ field, fieldState }) => (
                  <TextField
                    label={showWeekdayDayMonth(d)}
                    limit={COMMENT_MAX}
                    {...field}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
          </div>
        ) : null}
        <p className="small attestation">
          {props.kind === 'sign'
            ? t('By signing, I confirm that this record of my hours of work and rest is accurate.')
            : t(
                "By countersigning, I confirm that I have reviewed {name}'s record and it is accurate to the best of my knowledge. The month is then locked.",
                { name: props.name },
              )}
        </p>
        <PasswordOrWindow authorised={authorised} control={control} />
        <FormError message={formState.errors.root?.message} />
        <div className="dialog-actions">
          <DialogCancel>{t('Cancel')}</DialogCancel>
          <Button type="submit" disabled={formState.isSubmitting || summary.plannedDays.length > 0}>
            {props.kind === 'sign' ? t('Sign off') : t('Countersign')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
