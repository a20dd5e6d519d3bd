import { afterEach, expect, it } from 'vitest';
import { activateLanguage, t } from '../i18n/i18n';
import { ANSWER_TEXT, REFUSAL_TEXT, STALE_WHAT } from './refusal-text';

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

// Attack s59: 'Otra persona cambió This note mientras tanto.' on a Spanish screen.
it('a conflict names what changed in the reader’s language', async () => {
  const english = REFUSAL_TEXT.documentChanged(STALE_WHAT.note);
  expect(english).toBe('This note was changed by someone else meanwhile.');
  await activateLanguage('es');
  expect(t(english)).toBe('Otra persona cambió esta nota mientras tanto.');
  expect(t(REFUSAL_TEXT.documentChanged(STALE_WHAT.clockChange))).toBe(
    'Otra persona cambió el cambio de hora de esta fecha mientras tanto.',
  );
});
