import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { guideTextSchema } from '../../../contracts/rest-hours';
import { LEVEL, reaches } from '../../../domain/access/permissions';
import { db, requestSync } from '../../../lib/services';
import { useRouteVessel } from '../../../lib/use-session';
import { AsOf } from '../../../ui/as-of';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { TextArea } from '../../../ui/text-area';
import { queueGuide, useGuide } from '../data/vessel-details';
import '../components/rest-hours.css';
import { t } from '../../../i18n/i18n';

const GUIDE_MAX = 20_000;
const formSchema = z.object({ text: guideTextSchema });
type Form = z.infer<typeof formSchema>;

/**
 * hours-of-rest/guide: how this vessel keeps its hours of rest, written by its officers and
 * read by everyone on board (offline too, from the last copy).
 */
export function GuidePage() {
  const { me, vessel } = useRouteVessel();
  const id = vessel?.id ?? 0;
  const guide = useGuide(id);
  const officer = reaches(me?.roles.find((r) => r.vesselId === id)?.permissionLevel ?? null, LEVEL.officer);
  const [editing, setEditing] = useState(false);
  const form = useForm<Form>({ resolver: zodResolver(formSchema), defaultValues: { text: '' } });
  useEffect(() => {
    if (!editing) form.reset({ text: guide.text ?? '' });
  }, [guide.text, editing, form]);
  if (!me || !vessel) return null;
  const save = form.handleSubmit(async ({ text }) => {
    await queueGuide(db, me.user.id, id, text, Date.now());
    requestSync();
    setEditing(false);
  });
  const base = `/fleet/${vessel.codename}/hours-of-rest`;
  return (
    <div className="stack form-narrow">
      <BackLink to={`${base}/calendar`}>{t('Calendar')}</BackLink>
      <div>
        <h1>{t('Guide')}</h1>
        <span className="muted small">
          {t('{vessel} · how hours of rest are kept on board', { vessel: vessel.name })}
        </span>
      </div>
      <AsOf at={guide.readAt} stale={guide.stale} />
      {editing ? (
        <form className="card stack" onSubmit={(e) => void save(e)} noValidate>
          <Controller
            control={form.control}
            name="text"
            render={({ field, fieldState }) => (
              <TextArea
                label={t('What the crew should know')}
                limit={GUIDE_MAX}
                {...field}
                error={fieldState.error?.message}
              />
            )}
          />
          <div className="dialog-actions">
            <Button variant="ghost" type="button" onClick={() => setEditing(false)}>
              {t('Cancel')}
            </Button>
            <Button type="submit">{t('Save guide')}</Button>
          </div>
        </form>
      ) : (
        <section className="card stack" data-testid="guide">
          {guide.loading ? (
            <p className="muted">{t('Loading…')}</p>
          ) : guide.text ? (
            <p className="guide-text">{guide.text}</p>
          ) : (
            <p className="muted">
              {officer
                ? t(
                    'No guide yet. Write how your vessel keeps its hours of rest: watch patterns, who signs, when.',
                  )
                : t('No guide yet. Your officers can write one here.')}
            </p>
          )}
          {guide.waiting ? (
            <span className="small muted">{t('Saved on this device · waiting to sync')}</span>
          ) : null}
          {officer ? (
            <div>
              <Button variant={guide.text ? 'secondary' : 'primary'} onClick={() => setEditing(true)}>
                {guide.text ? t('Edit guide') : t('Write the guide')}
              </Button>
            </div>
          ) : null}
        </section>
      )}
    </div>
  );
}
