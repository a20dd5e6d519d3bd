import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, t } from '../i18n/i18n';
import { VESSEL_PARAMETER_NAMES } from './certificates';
import { VESSEL_TYPE_NAMES } from './registration';

afterEach(() => activateLanguage('en'));

describe('the vessel types a choice lists', () => {
  it('are the types the database is given (migration 0014), each a catalogue message', () => {
    const sql = readFileSync('server/src/db/migrations/0014_registration.sql', 'utf8');
    const inserted = [
      ...(sql.match(/INSERT INTO vessel_types \(name\) VALUES([^;]*);/)?.[1] ?? '').matchAll(/'([^']+)'/g),
    ];
    expect(inserted.map((m) => m[1])).toEqual([...VESSEL_TYPE_NAMES]);
  });

  it('read in Spanish', async () => {
    await activateLanguage('es');
    expect(VESSEL_TYPE_NAMES.map((name) => t(name))).toEqual([
      'Yate a motor',
      'Yate de vela',
      'Catamarán',
      'Yate de expedición',
      'Buque de apoyo',
      'Otro',
    ]);
  });

  it('and the vessel parameters (migration 0029), each a catalogue message, in Spanish too', async () => {
    const sql = readFileSync('server/src/db/migrations/0029_certificates.sql', 'utf8');
    const rows =
      sql.match(/INSERT INTO vessel_parameters \(id, name, sort_order\) VALUES([^;]*);/)?.[1] ?? '';
    expect([...rows.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual([...VESSEL_PARAMETER_NAMES]);
    await activateLanguage('es');
    expect(t(VESSEL_PARAMETER_NAMES[1])).toBe('Yate comercial < 500 GT');
  });
});
