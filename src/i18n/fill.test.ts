import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { t } from './i18n';
import english from './locales/en.json';

/** Lingui writing a message from its full compiled form: what English showed before. */
function linguiWrites(id: string, values: Record<string, unknown>): string {
  const i18n = setupI18n({ locale: 'en', messages: { en: { [id]: compileMessage(id) } } });
  return i18n._(id, values);
}

const withValues = Object.keys(english).filter((id) => /\{\w+\}/.test(id) && !id.includes('|'));

describe('English messages with placeholders, most of them not in the compiled catalogue', () => {
  it('writes every one as Lingui writes it from its compiled form, values missing or not', () => {
    expect(withValues.length).toBeGreaterThan(300);
    for (const id of withValues) {
      const names = [...id.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const values = Object.fromEntries(names.map((n, i) => [n, i % 2 ? 7 : `<${n}>`]));
      expect(t(id, values), id).toBe(linguiWrites(id, values));
      expect(t(id, {}), id).toBe(linguiWrites(id, {}));
    }
  });

  it('fills a message of the spec, with an apostrophe quoted as ICU does', () => {
    expect(t('({n} of {total})', { n: 2, total: 5 })).toBe('(2 of 5)');
    expect(t("Delete comment ''{text}''", { text: 'Pilot on board' })).toBe(
      "Delete comment 'Pilot on board'",
    );
  });
});
