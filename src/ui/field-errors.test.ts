import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceFiles } from '../../scripts/i18n-catalogue';
import { MSG } from '../contracts/messages';
import { activateLanguage } from '../i18n/i18n';
import { DateField } from './date-field';
import { FieldFoot } from './field-foot';
import { Select } from './select';

afterEach(() => activateLanguage('en'));

/**
 * A field's error is most often a message written in English away from the screen (a schema's
 * MSG.required, a server's field error): the field says it in the user's language, as FormError does.
 */
describe('a field’s error, in the app’s language', () => {
  const shown = () =>
    [
      createElement(FieldFoot, { id: 'f', error: MSG.required, used: 0, counted: false }),
      createElement(Select, { label: 'x', value: null, onChange: () => {}, choices: [], error: MSG.email }),
      createElement(DateField, { label: 'x', value: '', onChange: () => {}, error: MSG.required }),
    ].map((el) => renderToStaticMarkup(el));

  it('in Spanish under a text field, a choice and a date', async () => {
    await activateLanguage('es');
    const [foot, select, date] = shown();
    expect(foot).toContain('obligatorio');
    expect(select).toContain('Correo electrónico no válido.');
    expect(date).toContain('obligatorio');
    expect(shown().join('')).not.toMatch(/Field is required|Invalid email/);
  });

  it('as the spec writes it in English', () => {
    const [foot, select] = shown();
    expect(foot).toContain('Field is required.');
    expect(select).toContain('Invalid email address.');
  });

  it('every error line a screen writes itself goes through t()', () => {
    // <p className="field-error">{text}</p>: its text as the screen has it, not looked up.
    const bare = sourceFiles('src')
      .filter((f) => f.endsWith('.tsx'))
      .flatMap((f) =>
        [
          ...readFileSync(f, 'utf8').matchAll(
            /className="[^"]*field-error[^"]*"[^>]*>\s*\{(?!t\(|[^}?]*\? t\()([^}]*)\}/g,
          ),
        ].map((m) => `${f}: ${m[1]}`),
      );
    expect(bare).toEqual([]);
  });
});
