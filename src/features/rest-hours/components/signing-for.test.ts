import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { SigningFor } from './signing-for';

afterEach(() => activateLanguage('en'));

const text = (month: string) =>
  renderToStaticMarkup(createElement(SigningFor, { month })).replace(/<[^>]+>/g, '');

it('names above the signature pad the month whose sign-off it is drawn for', async () => {
  expect(text('2026-10')).toBe('Hours of rest, October 2026');
  await activateLanguage('es');
  expect(text('2026-10')).toMatch(/^Horas de descanso, octubre.* 2026$/);
});
