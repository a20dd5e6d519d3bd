import { afterEach, describe, expect, it } from 'vitest';
import { counted } from '../../../domain/home/needs-me-words';
import { activateLanguage, t } from '../../../i18n/i18n';
import { countersignButton, waitingLine } from './countersign-review-dialog';

const month = (userId: number, m: string) => ({ userId, month: m, name: `Crew ${userId}`, signedAt: null });

describe('the line beside "Countersign all ready (N)"', () => {
  afterEach(() => activateLanguage('en'));

  it('says ten crew with a month each, not ten months, and never "signed off" (left the vessel)', () => {
    const ready = Array.from({ length: 10 }, (_, i) => month(i + 1, '2026-11'));
    expect(waitingLine(ready)).toBe(
      '10 crew have signed their hours for November 2026, waiting for your countersignature',
    );
  });

  it('counts months and crew apart when someone has more than one month waiting', () => {
    const ready = [month(1, '2026-11'), month(1, '2026-10'), month(2, '2026-11')];
    expect(waitingLine(ready)).toBe(
      '3 months of hours signed by 2 crew (October 2026, November 2026), waiting for your countersignature',
    );
    expect(waitingLine([month(1, '2026-10'), month(1, '2026-11')])).toBe(
      '2 months of hours signed by 1 crew member (October 2026, November 2026), waiting for your countersignature',
    );
  });

  it('speaks of one crew member in the singular', () => {
    expect(waitingLine([month(7, '2026-11')])).toBe(
      '1 crew member has signed their hours for November 2026, waiting for your countersignature',
    );
  });

  it('says the same in Spanish', async () => {
    await activateLanguage('es');
    const ready = Array.from({ length: 10 }, (_, i) => month(i + 1, '2026-11'));
    expect(waitingLine(ready)).toMatch(
      /^10 tripulantes han firmado sus horas de .+, a la espera de tu refrendo$/,
    );
    expect(waitingLine([month(1, '2026-10'), month(1, '2026-11')])).toMatch(
      /^2 meses de horas firmados por 1 tripulante \(.+\), a la espera de tu refrendo$/,
    );
  });
});

describe('the answer of "Countersign all ready"', () => {
  afterEach(() => activateLanguage('en'));

  it('counts what the home tile counts, in its words: sign-offs, not months', async () => {
    for (const [lang, verb] of [
      ['en', 'Countersign'],
      ['es', 'Refrendar'],
    ] as const) {
      await activateLanguage(lang);
      for (const n of [1, 10]) expect(countersignButton(n)).toBe(`${verb} ${t(counted(n, 'signOff'))}`);
    }
    await activateLanguage('en');
    expect(countersignButton(10)).toBe('Countersign 10 sign-offs');
    expect(countersignButton(1)).toBe('Countersign 1 sign-off');
  });
});
