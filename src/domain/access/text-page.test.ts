import { describe, expect, it } from 'vitest';
import { headingId, textBlocks } from './text-page';

describe('textBlocks', () => {
  it('reads headings, their paragraphs and paragraphs split by blank lines', () => {
    const content = 'Intro line.\n\n## What we keep\nYour name.\nYour e-mail.\n\n## Why\n\nTo sign.\n\nLast.';
    expect(textBlocks(content)).toEqual([
      { kind: 'paragraph', text: 'Intro line.' },
      { kind: 'heading', text: 'What we keep' },
      { kind: 'paragraph', text: 'Your name.\nYour e-mail.' },
      { kind: 'heading', text: 'Why' },
      { kind: 'paragraph', text: 'To sign.' },
      { kind: 'paragraph', text: 'Last.' },
    ]);
  });
  it('gives nothing for an empty page, and keeps markup as text', () => {
    expect(textBlocks('  \n\n ')).toEqual([]);
    expect(textBlocks('<script>x</script>')).toEqual([{ kind: 'paragraph', text: '<script>x</script>' }]);
  });
  it('gives each heading an id to link to', () => {
    expect(headingId('Your rights')).toBe('your-rights');
    expect(headingId(' For how long? ')).toBe('for-how-long');
    expect(headingId('Hours of rest & leave')).toBe('hours-of-rest-leave');
  });
});
