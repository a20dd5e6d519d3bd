import type { z } from 'zod';

/**
 * A write never accepts a field and ignores it (a client that misnames `departmentId` as the
 * spec's `department` once got a 200 that changed nothing): this finds the first field of a
 * JSON body that its schema does not declare. Objects the schema leaves open (a loose object,
 * a record, `unknown`) take any field; parts it cannot tell (a transform) are not judged.
 */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
}
export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema that judges `value` with its wrappers taken off, the union's matching option chosen. */
export function judgeOf(schema: z.ZodType | undefined, value: unknown): z.ZodType | undefined {
  let s = schema;
  for (let depth = 0; s && depth < 32; depth++) {
    const def = defOf(s);
    if (WRAPPERS.has(def.type)) s = def.innerType;
    else if (def.type === 'pipe') s = def.in;
    else if (def.type === 'lazy') s = def.getter?.();
    else if (def.type === 'union') s = def.options?.find((o) => o.safeParse(value).success);
    else return s;
  }
  return undefined;
}

export interface Fields {
  shape: Record<string, z.ZodType>;
  /** Any other field is taken too. */
  open: boolean;
}
/** The fields an object schema (or an intersection of them) declares; undefined when not one. */
export function fieldsOf(schema: z.ZodType | undefined, value: unknown): Fields | undefined {
  const s = judgeOf(schema, value);
  if (!s) return undefined;
  const def = defOf(s);
  if (def.type === 'object')
    return { shape: def.shape ?? {}, open: !!def.catchall && defOf(def.catchall).type !== 'never' };
  if (def.type === 'record') return { shape: {}, open: true };
  if (def.type !== 'intersection') return undefined;
  const left = fieldsOf(def.left, value);
  const right = fieldsOf(def.right, value);
  if (!left || !right) return undefined;
  return { shape: { ...left.shape, ...right.shape }, open: left.open || right.open };
}

const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** The path of the first field `schema` does not declare anywhere in `value`, or null. */
export function unknownFieldAt(schema: z.ZodType | undefined, value: unknown, path = ''): string | null {
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    const s = judgeOf(schema, value);
    const item = s && defOf(s).type === 'array' ? defOf(s).element : undefined;
    for (const [i, inner] of value.entries()) {
      const found = item ? unknownFieldAt(item, inner, at(path, i)) : null;
      if (found !== null) return found;
    }
    return null;
  }
  const fields = fieldsOf(schema, value);
  if (!fields) return null;
  const s = judgeOf(schema, value);
  const values = s && defOf(s).type === 'record' ? defOf(s).valueType : undefined;
  for (const [key, inner] of Object.entries(value)) {
    // No schema of ours declares `__proto__`, and an open object or a record takes it as any
    // other key: zod's parse then sets it as the copy's prototype, so the field vanished unseen
    // (a 200), its fields readable through `in` and `.name` though no own field.
    if (key === '__proto__') return at(path, key);
    // Own fields only: a body's `__proto__` key must not find Object.prototype in the shape.
    const field = Object.hasOwn(fields.shape, key) ? fields.shape[key] : values;
    if (!field && !fields.open) return at(path, key);
    const found = field ? unknownFieldAt(field, inner, at(path, key)) : null;
    if (found !== null) return found;
  }
  return null;
}

/** The field names an object schema declares (a route's query schema: what its policy takes). */
export function fieldNames(schema: z.ZodType): string[] {
  const fields = fieldsOf(schema, {});
  if (!fields || fields.open) throw new Error('fieldNames: not a closed object schema');
  return Object.keys(fields.shape);
}
