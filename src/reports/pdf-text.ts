/**
 * The PDF's standard fonts speak WinAnsi (Latin-1 and a few more): a name with letters outside it
 * would stop the whole document. Accents are kept where WinAnsi has them (é, ø, ß), others lose
 * their marks (ő -> o, ł -> l), and what has no Latin form shows as '?'. Passports carry a Latin
 * form of every name, which is what a crew list shows.
 */
const WIN_ANSI_EXTRA_CHARS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const WIN_ANSI_EXTRA = new Set(WIN_ANSI_EXTRA_CHARS);
/** Their codes in WinAnsi, in the same order (0x81, 0x8d, 0x8f, 0x90 and 0x9d are unused). */
const WIN_ANSI_EXTRA_CODES = [
  0x80, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8e, 0x91, 0x92, 0x93, 0x94, 0x95,
  0x96, 0x97, 0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9e, 0x9f,
];
const EXTRA_CODE = new Map([...WIN_ANSI_EXTRA_CHARS].map((ch, i) => [ch, WIN_ANSI_EXTRA_CODES[i] ?? 0x3f]));

/** The WinAnsi code of a character winAnsiText kept ('?' for any other). */
export function winAnsiCode(ch: string): number {
  const code = ch.codePointAt(0) ?? 0x3f;
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
  return EXTRA_CODE.get(ch) ?? 0x3f;
}
const LATIN_FORMS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  ŋ: 'ng',
  Ŋ: 'NG',
};

const encodable = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

export function winAnsiText(value: string): string {
  let out = '';
  for (const ch of value.replace(/[\t\r\n]+/g, ' ')) {
    if (encodable(ch)) out += ch;
    else if (LATIN_FORMS[ch]) out += LATIN_FORMS[ch];
    else {
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare && [...bare].every(encodable) ? bare : '?';
    }
  }
  return out;
}
