import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { TwoFactorCodeForm } from './two-factor-code-form';

afterEach(() => activateLanguage('en'));

const form = () =>
  renderToStaticMarkup(
    createElement(TwoFactorCodeForm, {
      pending: {
        step: { step: 'verify', challenge: 'c', userId: 1, method: 'totp', required: false },
        email: 'crew@demo.yacht',
        password: 'x',
        redirect: null,
      },
      method: 'totp',
      lead: '',
      onBack: () => {},
      onDone: () => {},
    }),
  ).replace(/<[^>]+>/g, ' ');

// The submit's words came in as plain English and were shown as given: 'Verify' under a Spanish
// 'Atrás' (the forgot-password popup's 'Send the link' the same way).
it("says the code form's buttons in the device's language", async () => {
  expect(form()).toMatch(/Back\s+Verify/);
  await activateLanguage('es');
  expect(form()).toMatch(/Atrás\s+Verificar/);
  expect(form()).not.toContain('Verify');
});
