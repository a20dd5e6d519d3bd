/**
 * The PDF's standard fonts speak WinAnsi (Latin-1 and a few more): a name with letters outside it
 * would stop the whole document. Accents are kept where WinAnsi has them (é, ø, ß), others lose
 * their marks (ő -> o, ł -> l), and what has no Latin form shows as '?'. Passports carry a Latin
 * form of every name, which is what a crew list shows.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
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
