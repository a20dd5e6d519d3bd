import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { brand } from '../../../lib/brand';

/** The login screens' frame: the brand above a card. */
export function AuthFrame(props: { children: ReactNode }) {
  return (
    <div className="auth-page">
      <div className="auth-card">
        <div className="auth-brand">
          <img src={brand.logo} alt="" />
          <h1>{brand.name}</h1>
          <p>{t('Hours of rest and crew records, at sea or ashore.')}</p>
        </div>
        {props.children}
      </div>
    </div>
  );
}
