import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useParams } from 'react-router';
import type { z } from 'zod';
import type { Vessel } from '../../../contracts/auth';
import { supportFormSchema } from '../../../contracts/fleet';
import { MSG } from '../../../contracts/messages';
import { supportShown } from '../../../domain/access/navigation';
import { levelOn } from '../../../domain/access/permissions';
import { showServerErrors } from '../../../lib/server-form-errors';
import { useOnline } from '../../../lib/use-online';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form-error';
import { NoAccess } from '../../../ui/no-access';
import { NoLinkNote } from '../../../ui/no-link-lead';
import { TextArea } from '../../../ui/text-area';
import { TextField } from '../../../ui/text-field';
import { notify } from '../../../ui/toast';
import { sendForm } from '../data/fleet-api';
import '../components/fleet.css';
import { t } from '../../../i18n/i18n';

type Form = z.input<typeof supportFormSchema>;
const FIELDS = ['name', 'phoneNumber', 'message'] as const;

/** '/fleet/{codename}/support': the two services, and the form (above level 2). */
export function SupportPage() {
  const session = useSession();
  const { codename } = useParams();
  if (session === 'loading' || !session) return null;
  const vessel = session.vessels.find((v) => v.codename === codename);
  if (!vessel) return <Navigate to="/404" replace />;
  if (!supportShown(levelOn(session.roles, vessel.id)))
    return (
      <NoAccess
        back={`/fleet/${vessel.codename}`}
        backLabel={vessel.name}
        needs={t('Support requests are sent by officers and senior crew. Please ask yours.')}
      />
    );
  return <Support vessel={vessel} name={`${session.user.firstName} ${session.user.lastName}`} />;
}

function Support({ vessel, name }: { vessel: Vessel; name: string }) {
  const online = useOnline();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<Form>({
    resolver: zodResolver(supportFormSchema),
    defaultValues: { name, phoneNumber: '', message: '' },
  });
  const send = handleSubmit(async (body) => {
    try {
      await sendForm('/support', { ...body, yachtId: vessel.id });
      notify(MSG.supportSentNotice);
      setSent(true);
    } catch (e) {
      showServerErrors(e, FIELDS, setError);
    }
  });
  const error = (f: (typeof FIELDS)[number]) => formState.errors[f]?.message;
  return (
    <div className="stack narrow-page">
      <BackLink to={`/fleet/${vessel.codename}`}>{vessel.name}</BackLink>
      <h1>{t('Support')}</h1>
      <section className="card stack" aria-labelledby="data-support">
        <h2 id="data-support">{t('Data Support Service')}</h2>
        <p className="no-margin muted">
          {t(
            'We enter or import your crew, certificates and records for you: send us what you have, in any format, and say what it is.',
          )}
        </p>
      </section>
      <section className="card stack" aria-labelledby="general-support">
        <h2 id="general-support">{t('General Support Service')}</h2>
        <p className="no-margin muted">
          {t(
            'Questions about the app, a problem on board or an idea: write to us below and we reply by phone or e-mail, usually within one working day.',
          )}
        </p>
      </section>
      {sent ? (
        <p className="card no-margin" role="status">
          {MSG.supportSent}
        </p>
      ) : (
        <form className="card stack" onSubmit={send} noValidate aria-label={t('Support request')}>
          <NoLinkNote show={!online}>
            {t('The request can be sent once the shore can be reached.')}
          </NoLinkNote>
          <FormError message={formState.errors.root?.message} />
          <TextField label={t('Name')} autoComplete="name" {...register('name')} error={error('name')} />
          <TextField
            label={t('Phone number')}
            type="tel"
            autoComplete="tel"
            {...register('phoneNumber')}
            error={error('phoneNumber')}
          />
          <TextArea
            label={t('Message')}
            className="input textarea textarea-short"
            rows={5}
            {...register('message')}
            error={error('message')}
          />
          <Button type="submit" block disabled={!online || formState.isSubmitting}>
            {formState.isSubmitting ? t('Sending…') : t('Send')}
          </Button>
        </form>
      )}
    </div>
  );
}
