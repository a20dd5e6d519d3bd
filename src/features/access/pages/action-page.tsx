import { useEffect } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { type LoginResult, loginResultSchema } from '../../../contracts/two-factor';
import { actionPath } from '../../../domain/access/actions';
import { publicJson } from '../../../lib/api-client';
import { db, requestSync } from '../../../lib/services';
import { useSession } from '../../../lib/use-session';
import { startSession } from '../data/start-session';

/** A token is used once: one exchange per token, however often the page's effect runs. */
const exchanges = new Map<string, Promise<LoginResult>>();
const exchange = (token: string) => {
  const known = exchanges.get(token);
  if (known) return known;
  const started = publicJson(loginResultSchema, '/loginuser', { token });
  exchanges.set(token, started);
  return started;
};

/**
 * '/action/{actionId}': runs a named action for the first vessel. With a system token in the
 * query (a link in an e-mail) it first logs the user in with it (POST /loginuser); a used or
 * expired link, or a login that needs a 2FA code, goes to /login and on from there.
 */
export function ActionPage() {
  const { actionId = '' } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const token = params.get('token');
  const yacht = params.get('yacht');
  const here = `/action/${encodeURIComponent(actionId)}${yacht ? `?yacht=${encodeURIComponent(yacht)}` : ''}`;
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    const toLogin = () => navigate(`/login?redirect=${encodeURIComponent(here)}`, { replace: true });
    exchange(token)
      .then(async (res) => {
        if (cancelled) return;
        if ('twoFactor' in res) return toLogin();
        await startSession(db, res, null);
        requestSync();
        navigate(actionPath(actionId, res.vessels, yacht) ?? '/404', { replace: true });
      })
      .catch(async () => {
        if (cancelled) return;
        // Used already: most often by this very page a moment ago (the app reloaded to update).
        const current = await db.session.get('current');
        if (!current) return toLogin();
        navigate(actionPath(actionId, current.vessels, yacht) ?? '/404', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [token, actionId, yacht, here, navigate]);
  if (token || session === 'loading') return null;
  if (!session) return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  return <Navigate to={actionPath(actionId, session.vessels, yacht) ?? '/404'} replace />;
}
