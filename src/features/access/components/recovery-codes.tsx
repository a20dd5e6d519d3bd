import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';

/** Ten one-time codes to keep away from the phone, with Copy. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <>
      <p className="muted" style={{ margin: 0 }}>
        {t(
          'If you lose the phone with the app, each of these codes logs you in once. Keep them somewhere safe, away from the phone.',
        )}
      </p>
      <ul className="recovery-codes" aria-label={t('Recovery codes')}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button
        type="button"
        variant="ghost"
        onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}
      >
        {t('Copy codes')}
      </Button>
    </>
  );
}
