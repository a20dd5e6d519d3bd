import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type VesselRequest, vesselRequestSchema } from '../../../contracts/fleet';
import { MSG } from '../../../contracts/messages';
import { vesselTypesSchema } from '../../../contracts/registration';
import { homeLink } from '../../../domain/access/fleet-home';
import { canAddVessel, vesselsNamed } from '../../../domain/access/navigation';
import { publicJson } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/server-form-errors';
import { useOnline } from '../../../lib/use-online';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form-error';
import { NoAccess } from '../../../ui/no-access';
import { NoLinkNote } from '../../../ui/no-link-lead';
import { Select } from '../../../ui/select';
import { TextArea } from '../../../ui/text-area';
import { TextField } from '../../../ui/text-field';
import { notify } from '../../../ui/toast';
import { sendForm } from '../data/fleet-api';
import '../components/fleet.css';
import { t } from '../../../i18n/i18n';

const FIELDS = ['vesselType', 'vesselName', 'crewNumber', 'loaMT', 'comment'] as const;

/**
 * '/fleet/add-yacht': the user's vessels with a search (to open one), and 'Request a new vessel
 * set up', which goes to the support desk who set vessels up. Level 4 or more somewhere.
 */
export function AddVesselPage() {
  const session = useSession();
  const online = useOnline();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const types = useQuery({
    queryKey: ['vessel-types'],
    queryFn: () => publicJson(vesselTypesSchema, '/yacht/getvesseltypes'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { register, control, handleSubmit, setError, formState } = useForm<VesselRequest>({
    resolver: zodResolver(vesselRequestSchema),
    defaultValues: { vesselType: '', vesselName: '', crewNumber: '', loaMT: '', comment: '' },
  });
  if (session === 'loading' || !session) return null;
  if (!canAddVessel(session.roles.map((r) => r.permissionLevel)))
    return (
      <NoAccess
        back={homeLink(session.vessels).to}
        backLabel={homeLink(session.vessels).label}
        needs={t('New vessels are requested by officers and above.')}
      />
    );
  const back = homeLink(session.vessels);
  const found = vesselsNamed(session.vessels, search);
  const send = handleSubmit(async (body) => {
    try {
      const { message } = await sendForm('/yacht/request', body);
      notify(message, t('Our support team will set the vessel up and reply by e-mail.'));
      navigate(back.to);
    } catch (e) {
      showServerErrors(e, FIELDS, setError);
    }
  });
  const error = (f: (typeof FIELDS)[number]) => formState.errors[f]?.message;
  return (
    <div className="stack">
      <BackLink to={back.to}>{back.label}</BackLink>
      <h1>{t('Add Vessel')}</h1>
      <div className="add-vessel">
        <aside className="card stack" aria-labelledby="your-vessels">
          <h2 id="your-vessels">{t('Your vessels')}</h2>
          <TextField
            label={t('Search by name')}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {found.length ? (
            <ul className="vessel-search-list">
              {found.map((v) => (
                <li key={v.id}>
                  <button type="button" onClick={() => navigate(`/fleet/${v.codename}`)}>
                    {v.name}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted small no-margin">{MSG.noVesselsNamed(search.trim())}</p>
          )}
        </aside>
        <form className="card stack" onSubmit={send} noValidate aria-labelledby="request-title">
          <div>
            <h2 id="request-title">{t('Request a new vessel set up')}</h2>
            <p className="muted small no-margin">
              {t('Tell us about the vessel; our support team sets it up and adds you to it.')}
            </p>
          </div>
          <NoLinkNote show={!online}>
            {t('The request can be sent once the shore can be reached.')}
          </NoLinkNote>
          <FormError message={formState.errors.root?.message} />
          <Controller
            control={control}
            name="vesselType"
            render={({ field }) => (
              <Select
                label={t('Vessel type')}
                placeholder={t('Choose a type')}
                value={field.value === '' ? null : String(field.value)}
                onChange={field.onChange}
                choices={(types.data ?? []).map((type) => ({ id: String(type.id), label: t(type.name) }))}
                error={error('vesselType')}
              />
            )}
          />
          <TextField label={t('Vessel name')} {...register('vesselName')} error={error('vesselName')} />
          <div className="field-pair">
            <TextField
              label={t('Crew')}
              inputMode="numeric"
              {...register('crewNumber')}
              error={error('crewNumber')}
            />
            <TextField
              label={t('LOA (m)')}
              inputMode="decimal"
              {...register('loaMT')}
              error={error('loaMT')}
            />
          </div>
          <TextArea
            label={t('Comment (optional)')}
            className="input textarea textarea-short"
            rows={3}
            {...register('comment')}
            error={error('comment')}
          />
          <div className="auth-actions">
            <Button variant="ghost" onClick={() => navigate(back.to)}>
              {t('Back')}
            </Button>
            <Button type="submit" disabled={!online || formState.isSubmitting}>
              {formState.isSubmitting ? t('Sending…') : t('Send')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
