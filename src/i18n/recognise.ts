/**
 * Finds the catalogue message a text was written from with msg(id, values) (a server's answer,
 * a schema's error: 'Max length is 100 characters.' from 'Max length is {max} characters.'),
 * so a screen shows it in the user's language though it came as English. Only messages with
 * plain placeholders (no plural or select) are written that way. Loaded with another language:
 * English shows the text as it came.
 */
export interface Found {
  id: string;
  values: Record<string, string>;
}

interface Pattern {
  id: string;
  names: string[];
  re: RegExp;
  /** Letters outside the placeholders: the more a message fixes, the surer the match. */
  fixed: number;
}

const literally = (s: string) => s.replace(/''/g, "'").replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(id: string): Pattern | null {
  if (!/\{\w+\}/.test(id) || /\{\w+,/.test(id)) return null;
  const parts = id.split(/\{(\w+)\}/);
  const names = parts.filter((_, i) => i % 2 === 1);
  const texts = parts.filter((_, i) => i % 2 === 0);
  // A message of placeholders and signs only ('{name} ({role})') would match any text.
  if (!/[A-Za-z]{2}/.test(texts.join(' '))) return null;
  const source = parts.map((part, i) => (i % 2 ? '(.+?)' : literally(part))).join('');
  const fixed = texts.join('').length;
  return { id, names, re: new RegExp(`^${source}$`, 's'), fixed };
}

/** A finder over these message ids (those without placeholders are left out). */
export function recogniser(ids: Iterable<string>): (text: string) => Found | null {
  const patterns = [...ids]
    .map(patternOf)
    .filter((p): p is Pattern => p !== null)
    .sort((a, b) => b.fixed - a.fixed);
  const seen = new Map<string, Found | null>();
  return (text) => {
    let found = seen.get(text);
    if (found !== undefined) return found;
    found = null;
    for (const p of patterns) {
      const m = p.re.exec(text);
      if (m) {
        found = { id: p.id, values: Object.fromEntries(p.names.map((name, i) => [name, m[i + 1] ?? ''])) };
        break;
      }
    }
    // Texts a session shows are few; a long one starts the memory afresh.
    if (seen.size > 2000) seen.clear();
    seen.set(text, found);
    return found;
  };
}
