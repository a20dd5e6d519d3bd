/** A text page's body as blocks: paragraphs split by blank lines; '## ' starts a heading. */
export type TextBlock = { kind: 'heading' | 'paragraph'; text: string };

export function textBlocks(content: string): TextBlock[] {
  return content
    .split(/\n\s*\n|\n(?=## )/)
    .map((block) => block.trim())
    .filter(Boolean)
    .flatMap((block): TextBlock[] => {
      if (!block.startsWith('## ')) return [{ kind: 'paragraph', text: block }];
      // A heading line may have its paragraph right under it.
      const [heading = '', ...rest] = block.split('\n');
      const body = rest.join('\n').trim();
      return [
        { kind: 'heading', text: heading.slice(3).trim() },
        ...(body ? [{ kind: 'paragraph' as const, text: body }] : []),
      ];
    });
}

/** A heading's id, for links to it (`#your-rights`): lower case, words joined by dashes. */
export const headingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
