import { PASSWORD_RULES, ruleStates } from '../../../domain/access/password-rules';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icons';

/** The four live indicators of a new password: empty, passed or failed (doc 1, section 5). */
export function PasswordRules({ password }: { password: string }) {
  const states = ruleStates(password);
  return (
    <ul className="password-rules" aria-label={t('The new password needs')}>
      {PASSWORD_RULES.map((rule, i) => (
        <li key={rule.id} className={`rule-${states[i]}`}>
          <span className="rule-mark" aria-hidden="true">
            {states[i] === 'passed' ? (
              <Icon name="check" />
            ) : states[i] === 'failed' ? (
              <Icon name="close" />
            ) : null}
          </span>
          {t(rule.label)}
          <span className="visually-hidden">
            {states[i] === 'passed' ? ` ${t('(done)')}` : states[i] === 'failed' ? ` ${t('(not yet)')}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
