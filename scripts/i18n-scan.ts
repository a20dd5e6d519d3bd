import { readFileSync } from 'node:fs';
import { parse } from '@babel/parser';
import type { Node } from '@babel/types';

/** Every node under `node`, depth first (the scan needs no scopes, so no traverse library). */
function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) for (const child of node) walk(child, visit);
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    visit(node as Node);
    for (const [key, value] of Object.entries(node))
      if (key !== 'loc' && key !== 'extra' && value && typeof value === 'object') walk(value, visit);
  }
}

/** JSX attributes whose value a user reads or hears (a screen reader reads aria-label). */
export const TEXT_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'alt',
  'description',
  'heading',
  'hint',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'actionLabel',
  'message',
  'lead',
  'caption',
  'tooltip',
  'subtitle',
  'help',
  'errorMessage',
  'aria-description',
  'aria-valuetext',
  'doneLabel',
  'busyLabel',
  'empty',
  'legend',
  'note',
  'noun',
  'what',
  'detail',
  'savingLabel',
  'backLabel',
  'ariaLabel',
  'needs',
]);

export interface ScanResult {
  /**
   * Message ids passed to t() or msg() as literals, with their line; `written`: a msg(id, values),
   * which writes the English itself (only another language needs the message compiled);
   * `english`: a message in a context (msgIn), whose id is not its English text.
   */
  ids: { id: string; line: number; written: boolean; english?: string }[];
  /** User-facing texts written without t(): JSX text and text attributes. */
  bare: { text: string; line: number }[];
}

/** What one source file says to the user, and whether it goes through the catalogue. */
export function scanFile(file: string): ScanResult {
  const ast = parse(readFileSync(file, 'utf8'), {
    sourceType: 'module',
    plugins: ['typescript', ...(file.endsWith('.tsx') ? (['jsx'] as const) : [])],
  });
  const result: ScanResult = { ids: [], bare: [] };
  const line = (n: { loc?: { start: { line: number } } | null }) => n.loc?.start.line ?? 0;
  walk(ast.program, (node) => {
    if (node.type === 'CallExpression') {
      const first = node.arguments[0];
      const { callee } = node;
      if (callee.type !== 'Identifier' || !first) return;
      // msgCount(n, one, many): two messages, each written in English with its count.
      if (callee.name === 'msgCount') {
        for (const arg of node.arguments.slice(1))
          if (arg.type === 'StringLiteral')
            result.ids.push({ id: arg.value, line: line(arg), written: true });
        return;
      }
      // msgIn(context, text): a message in a context, its id `context|text`, its English the text.
      const [context, text] = node.arguments;
      if (callee.name === 'msgIn') {
        if (context?.type === 'StringLiteral' && text?.type === 'StringLiteral')
          result.ids.push({
            id: `${context.value}|${text.value}`,
            line: line(text),
            written: false,
            english: text.value,
          });
        return;
      }
      if (callee.name !== 't' && callee.name !== 'msg') return;
      const written = callee.name === 'msg' && node.arguments.length > 1;
      if (first.type === 'StringLiteral') result.ids.push({ id: first.value, line: line(first), written });
      else if (first.type === 'TemplateLiteral' && first.expressions.length === 0)
        result.ids.push({ id: first.quasis[0]?.value.cooked ?? '', line: line(first), written });
    } else if (node.type === 'JSXText') {
      const text = node.value.replace(/\s+/g, ' ').trim();
      if (/[A-Za-z]/.test(text)) result.bare.push({ text, line: line(node) });
    } else if (node.type === 'JSXAttribute') {
      const { name, value } = node;
      if (name.type !== 'JSXIdentifier' || !TEXT_ATTRIBUTES.has(name.name)) return;
      if (value?.type === 'StringLiteral' && /[A-Za-z]/.test(value.value))
        result.bare.push({ text: value.value, line: line(value) });
    }
  });
  return result;
}
