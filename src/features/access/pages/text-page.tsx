import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { homeLink } from '../../../domain/access/fleet-home';
import { headingId, type TextBlock, textBlocks } from '../../../domain/access/text-page';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import '../../../ui/shell.css';
import { t } from '../../../i18n/i18n';
import { fetchTextPage } from '../data/text-pages';

type Loaded = { name: string; blocks: TextBlock[] } | { error: string } | { missing: true } | null;

/** '/page/{codename}': terms, privacy, contact; open before logging in; /404 when there is none. */
export function TextPage() {
  const { codename = '' } = useParams();
  const session = useSession();
  const [page, setPage] = useState<Loaded>(null);
  useEffect(() => {
    setPage(null);
    fetchTextPage(codename)
      .then((p) => setPage({ name: p.name, blocks: textBlocks(p.content) }))
      .catch((e: unknown) =>
        setPage(
          e instanceof ApiError && e.status === 404
            ? { missing: true }
            : { error: String((e as Error).message) },
        ),
      );
  }, [codename]);
  if (page && 'missing' in page) return <Navigate to="/404" replace />;
  const back =
    session && session !== 'loading' ? homeLink(session.vessels) : { to: '/login', label: t('Log in') };
  return (
    <div className="auth-page">
      <article className="card stack text-page">
        <BackLink to={back.to}>{back.label}</BackLink>
        {page === null ? <p className="muted">{t('Loading…')}</p> : null}
        {page && 'error' in page ? (
          <p className="form-error" role="alert">
            {page.error}
          </p>
        ) : null}
        {page && 'blocks' in page ? (
          <>
            <h1>{page.name}</h1>
            {page.blocks.map((b) =>
              // A page's blocks are fixed once loaded: the text itself is a stable key.
              b.kind === 'heading' ? (
                <h2 key={`h:${b.text}`} id={headingId(b.text)}>
                  {b.text}
                </h2>
              ) : (
                <p key={`p:${b.text}`}>{b.text}</p>
              ),
            )}
          </>
        ) : null}
      </article>
    </div>
  );
}
