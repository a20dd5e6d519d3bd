import { afterEach, expect, it } from 'vitest';
import { activateLanguage, t } from '../i18n/i18n';
import { ANSWER_TEXT } from './refusal-text';

afterEach(() => activateLanguage('en'));

// Attack s59: the users page's Reset password toast stayed English on a Spanish screen (the
// server wrote its answer in place, outside the catalogue).
it('the server’s answers a toast shows are written in English and read in the reader’s language', async () => {
  const answers = [
    ANSWER_TEXT.resetLinkSent('sam@demo.yacht'),
    ANSWER_TEXT.transferred('Sam Taylor'),
    ANSWER_TEXT.userRemoved,
  ];
  expect(answers[0]).toBe('An e-mail with a link to reset the password is on its way to sam@demo.yacht.');
  await activateLanguage('es');
  const read = answers.map((a) => t(a));
  expect(read[0]).toBe(
    'Va de camino a sam@demo.yacht un correo con un enlace para restablecer la contraseña.',
  );
  for (const [i, text] of read.entries()) expect(text, answers[i]).not.toBe(answers[i]);
});
