import { readFileSync } from 'node:fs';
import { parse } from '@babel/parser';
import type { Node } from '@babel/types';
import { TEXT_ATTRIBUTES } from './i18n-scan';

/**
 * Prose a screen shows that is written outside the catalogue (issue 33, part 4): a string or
 * template literal in code, not in t()/msg(), that is a sentence (two words or more, one of
 * them three letters long: "file queued", `${n} changes`), or any word where only the user
 * reads it (a JSX child like {ok ? 'Saved' : 'Never'}, a `label:` in a table of labels).
 *
 * Not prose: literals in imports, types, comparisons, object keys, attributes a user does not
 * read (className, style, href, data-testid…), errors for developers (new Error, console).
 * A literal that still is not user-facing (a log line, a header, a file's text for a machine)
 * takes a reviewed exemption: the comment `// not-ui-text: <why>` on its line or the line above;
 * above a declaration, it holds for the whole of it (a table of a form's printed English headings).
 */
export const EXEMPT_COMMENT = /not-ui-text:\s*\S/;

/** Object keys whose literal value a user reads (a table of labels). */
const TEXT_KEYS = new Set([
  ...TEXT_ATTRIBUTES,
  'text',
  'pill',
  'summary',
  'body',
  'subject',
  'headline',
  'message',
]);
/**
 * A form's error setter (useState's setError, react-hook-form's setError(field, { message }),
 * setFieldErrors({ field: text })): what it is given a user reads, except a field's name.
 */
const ERROR_SETTER = /^set\w*Errors?$/;
/** Calls whose literal arguments are for developers or machines (format: a date-fns pattern). */
const MACHINE_CALLS =
  /^(super|console\.\w+|(?!set)\w*Error|assert\w*|fetch|api\w*|querySelector\w*|closest|matchMedia|setAttribute|getItem|setItem|removeItem|where|orderBy|equals|postMessage|addEventListener|removeEventListener|dispatchEvent|createElement|getElementById|import|require|test|exec|match\w*|replace\w*|split|startsWith|endsWith|includes|indexOf|padStart|join|navigate|useNavigate|useSearchParams|get|set|has|delete|append|header|json|Intl\.\w+|toLocaleString|format|formatDistance\w*|new\s+\w+)$/;
/** Object keys whose value is for a machine (a header, a style, a class). */
const MACHINE_KEYS =
  /^(Authorization|Content-Type|Accept|className|style|href|to|path|url|id|key|type|tone|icon|variant|testId|role|method|mode|cache|credentials)$/;
const keyOf = (node: Node & { type: 'ObjectProperty' }) =>
  node.key.type === 'Identifier' ? node.key.name : node.key.type === 'StringLiteral' ? node.key.value : '';
/** JSX attributes a user sees or hears (a component's ariaLabel, backLabel, emptyText too). */
const isTextAttribute = (name: string) =>
  TEXT_ATTRIBUTES.has(name) || name.startsWith('aria-') || /^aria[A-Z]|[a-z](Label|Title|Text)$/.test(name);

const PLACEHOLDER = '{}';
const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z]|\{\}/.test(w));
/** Two words or more, one of three letters at least: a sentence or a phrase. */
const isSentence = (text: string) =>
  words(text).length >= 2 && /[A-Za-z]{3,}/.test(text) && !/^\/|:\/\//.test(text.trim()) && !isSelector(text);
/** A CSS selector or media query ('[role=dialog], .x button', '(display-mode: standalone)'). */
const isSelector = (text: string) => /^\s*[[.#(]|\[[\w-]+(=|\])/.test(text);
/** A word a user reads: letters, not an identifier (camelCase, snake_case, a path or a URL). */
const isWord = (text: string) =>
  /[A-Za-z]{2,}/.test(text) && !/[_/\\#.=:]|^[a-z]+[A-Z]|^[a-z0-9-]+$/.test(text.trim());

function calleeName(node: Node): string {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && node.property.type === 'Identifier') {
    const object = node.object.type === 'Identifier' ? `${node.object.name}.` : '';
    return `${object}${node.property.name}`;
  }
  return '';
}

/** Whether a literal under these ancestors (nearest last) is not for the user to read. */
function isMachineContext(ancestors: Node[], literal: Node): boolean {
  // An attribute's name counts for its own value, not for a function or element inside it.
  let inside = false;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const node = ancestors[i]!;
    const child = ancestors[i + 1] ?? literal;
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration':
        if (node.type !== 'ExportNamedDeclaration' || node.source) return true;
        break;
      case 'TSLiteralType':
      case 'TSEnumMember':
      case 'TSTypeAnnotation':
      case 'TSTypeAliasDeclaration':
      case 'TSInterfaceDeclaration':
        return true;
      // A case's value is compared; what the case returns may be read.
      case 'SwitchCase':
        if (node.test === child) return true;
        break;
      case 'BinaryExpression':
        return true;
      case 'ObjectProperty':
        if (node.key === child && !node.computed) return true;
        if (node.value === child && MACHINE_KEYS.test(keyOf(node))) return true;
        break;
      case 'MemberExpression':
        if (node.property === child) return true;
        break;
      case 'CallExpression':
      case 'NewExpression': {
        // What a call is made on is not its argument: `${n} requirements`.concat(…) or [a, b].join(' · ').
        if (node.callee === child) break;
        const name =
          node.type === 'NewExpression' ? `new ${calleeName(node.callee)}` : calleeName(node.callee);
        // super(…) of an Error class: a message for developers, like new Error(…).
        if (
          name === 't' ||
          name === 'msg' ||
          name === 'msgCount' ||
          name === 'msgIn' ||
          node.callee.type === 'Super'
        )
          return true;
        const method = name.split('.').at(-1) ?? '';
        // setError('email', { message }): the field's name is for the form.
        if (ERROR_SETTER.test(method) && node.arguments.length > 1 && node.arguments[0] === child)
          return true;
        if (MACHINE_CALLS.test(name) || MACHINE_CALLS.test(method)) return true;
        break;
      }
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
      case 'JSXElement':
      case 'JSXFragment':
        inside = true;
        break;
      case 'JSXAttribute':
        if (!inside) return node.name.type !== 'JSXIdentifier' || !isTextAttribute(node.name.name);
        break;
      case 'TaggedTemplateExpression':
        return true;
    }
  }
  return false;
}

/** A test comparing with the number one (`n === 1`, `count > 1`): the ternary picks a count's words. */
const COMPARISONS = new Set(['===', '!==', '==', '!=', '<', '>', '<=', '>=']);
const comparesWithOne = (test: Node) =>
  test.type === 'BinaryExpression' &&
  COMPARISONS.has(test.operator) &&
  [test.left, test.right].some((side) => side.type === 'NumericLiteral' && side.value === 1);

/**
 * A branch of a count's ternary: `n === 1 ? 'certificate' : 'certificates'`, or the plural's
 * suffix, `requirement${n === 1 ? '' : 's'}`. English grammar made by hand, which another language
 * cannot follow (msgCount or an ICU plural can), even a lone lowercase word that elsewhere would
 * read as a key. Not a path or a name of code (`/fleet/x`, 'step_one').
 */
function isCountWord(ancestors: Node[], literal: Node, text: string): boolean {
  const parent = ancestors.at(-1);
  return (
    parent?.type === 'ConditionalExpression' &&
    parent.test !== literal &&
    comparesWithOne(parent.test) &&
    /[A-Za-z]/.test(text) &&
    !/[_/\\#.=:]/.test(text)
  );
}

const isErrorSetterCall = (node: Node, argument: Node) =>
  node.type === 'CallExpression' &&
  ERROR_SETTER.test(calleeName(node.callee).split('.').at(-1) ?? '') &&
  node.arguments.includes(argument as never);

/** Whether the user reads the literal wherever it stands (a JSX child, a label in a table). */
function isReadWhereItStands(ancestors: Node[], literal: Node): boolean {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const node = ancestors[i]!;
    const child = ancestors[i + 1] ?? literal;
    if (node.type === 'ConditionalExpression' && node.test !== child) continue;
    if (node.type === 'LogicalExpression' && node.right === child) continue;
    if (node.type === 'TemplateLiteral') continue;
    // A child, or a text attribute's value (attributes a user does not read are no context here).
    if (node.type === 'JSXExpressionContainer') return true;
    if (node.type === 'ObjectProperty' && node.value === child) {
      // A field's message in a map given to an error setter: setFieldErrors({ email: 'Required' }).
      const map = ancestors[i - 1];
      const setter = ancestors[i - 2];
      const messageOfField =
        map?.type === 'ObjectExpression' && setter !== undefined && isErrorSetterCall(setter, map);
      return TEXT_KEYS.has(keyOf(node)) || messageOfField;
    }
    // An error setter's message: setError('Required').
    return isErrorSetterCall(node, child);
  }
  return false;
}

/** A literal's text, placeholders as {}; null for a literal that is no text (a tagged template). */
function textOf(node: Node): string | null {
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(PLACEHOLDER);
  return null;
}

function visit(node: unknown, ancestors: Node[], found: (literal: Node, ancestors: Node[]) => void) {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, ancestors, found);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  const n = node as Node;
  if (n.type === 'StringLiteral' || n.type === 'TemplateLiteral') found(n, ancestors);
  const below = [...ancestors, n];
  for (const [key, value] of Object.entries(n))
    if (
      key !== 'loc' &&
      key !== 'extra' &&
      key !== 'leadingComments' &&
      key !== 'trailingComments' &&
      value &&
      typeof value === 'object'
    )
      visit(value, below, found);
}

/** The prose literals of a source file outside the catalogue: "line text". */
export function proseOutsideCatalogue(
  file: string,
  source = readFileSync(file, 'utf8'),
): { line: number; text: string }[] {
  const ast = parse(source, {
    sourceType: 'module',
    plugins: ['typescript', ...(file.endsWith('.tsx') ? (['jsx'] as const) : [])],
  });
  const exempt = new Set<number>();
  const below = new Set<number>();
  for (const c of ast.comments ?? [])
    if (EXEMPT_COMMENT.test(c.value) && c.loc) {
      exempt.add(c.loc.end.line);
      exempt.add(c.loc.end.line + 1);
      below.add(c.loc.end.line + 1);
    }
  // A declaration that starts right below the comment is exempt to its end.
  for (const statement of ast.program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    const table = declaration?.type === 'VariableDeclaration' || declaration?.type === 'FunctionDeclaration';
    const loc = table ? statement.loc : null;
    if (loc && below.has(loc.start.line))
      for (let line = loc.start.line; line <= loc.end.line; line++) exempt.add(line);
  }
  const result: { line: number; text: string }[] = [];
  visit(ast.program, [], (literal, ancestors) => {
    const text = textOf(literal);
    const line = literal.loc?.start.line ?? 0;
    if (text === null || exempt.has(line) || isMachineContext(ancestors, literal)) return;
    // A template's parts inside it are judged as the template.
    if (ancestors.at(-1)?.type === 'TemplateLiteral') return;
    if (
      isSentence(text) ||
      (isReadWhereItStands(ancestors, literal) && isWord(text)) ||
      isCountWord(ancestors, literal, text)
    )
      result.push({ line, text: text.replace(/\s+/g, ' ').trim() });
  });
  return result;
}
