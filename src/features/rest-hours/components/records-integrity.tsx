import { type FormEvent, useState } from 'react';
import { chainVerdictSchema, codeCheckSchema } from '../../../contracts/hor-chain';
import { t } from '../../../i18n/i18n';
import { ApiError, authedJson } from '../../../lib/api-client';
import { db, net } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

type Answer = { ok: boolean; text: string } | null;

const failed = (e: unknown): Answer => ({
  ok: false,
  text:
    e instanceof ApiError
      ? e.message
      : t('The server could not be reached. Try again once the shore answers.'),
});

/**
 * The master's checks of the vessel's records (issue 33, level 6+): the log of every change
 * re-walked by the server, and a printed record's verification code. Both need the server.
 */
export function RecordsIntegrity({ vesselId, online }: { vesselId: number; online: boolean }) {
  const [verdict, setVerdict] = useState<Answer>(null);
  const [code, setCode] = useState('');
  const [codeAnswer, setCodeAnswer] = useState<Answer>(null);
  const [busy, setBusy] = useState<'verify' | 'code' | null>(null);

  const verify = async () => {
    setBusy('verify');
    try {
      const v = await authedJson(chainVerdictSchema, db, net, `/hor/chain/verify/${vesselId}`);
      setVerdict({ ok: v.intact, text: v.message });
    } catch (e) {
      setVerdict(failed(e));
    } finally {
      setBusy(null);
    }
  };
  const check = async (e: FormEvent) => {
    e.preventDefault();
    setBusy('code');
    try {
      const typed = encodeURIComponent(code.trim());
      const c = await authedJson(codeCheckSchema, db, net, `/hor/chain/code/${vesselId}/${typed}`);
      setCodeAnswer({ ok: c.found && c.current, text: c.message });
    } catch (err) {
      setCodeAnswer(failed(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card stack" aria-label={t('Record integrity')}>
      <h2>{t('Record integrity')}</h2>
      <p className="small muted" style={{ margin: 0 }}>
        {t('Every change to days and signatures is logged in a chain no one can alter unseen.')}
      </p>
      <div>
        <Button small disabled={!online || busy !== null} onClick={() => void verify()}>
          {busy === 'verify' ? t('Verifying…') : t('Verify records')}
        </Button>
      </div>
      {verdict ? <Verdict answer={verdict} testId="chain-verdict" labels={[t('OK'), t('Broken')]} /> : null}
      <form className="stack" onSubmit={(e) => void check(e)}>
        <TextField
          label={t('Verification code on a printed record')}
          value={code}
          maxLength={16}
          autoComplete="off"
          onChange={(e) => setCode(e.target.value)}
        />
        <div>
          <Button small variant="ghost" type="submit" disabled={!online || busy !== null || !code.trim()}>
            {t('Check code')}
          </Button>
        </div>
      </form>
      {codeAnswer ? (
        <Verdict answer={codeAnswer} testId="code-verdict" labels={[t('Matches'), t('No match')]} />
      ) : null}
      {online ? null : <p className="small muted">{t('Connect to check the records.')}</p>}
    </section>
  );
}

function Verdict({
  answer,
  testId,
  labels,
}: {
  answer: NonNullable<Answer>;
  testId: string;
  labels: [string, string];
}) {
  return (
    <p role="status" data-testid={testId} style={{ margin: 0 }}>
      <span className={`pill ${answer.ok ? 'pill-ok' : 'pill-bad'}`}>
        {answer.ok ? labels[0] : labels[1]}
      </span>{' '}
      {answer.text}
    </p>
  );
}
