import type { z } from '@hono/zod-openapi';

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; options?: z.ZodType[]; out?: z.ZodType; getter?: () => z.ZodType; valueType?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The paths of every key in `value` that `schema` does not declare (recursively
 * through objects, arrays, nullables, unions). An empty list means the response
 * carries nothing its documented shape does not promise.
 */
export function undeclaredKeys(schema: z.ZodType, value: unknown, at = '$'): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional': case 'nullable': case 'default': case 'readonly': case 'catch':
      return value === null || value === undefined ? [] : undeclaredKeys(def.innerType!, value, at);
    case 'pipe':
      return undeclaredKeys(def.out!, value, at);
    case 'lazy':
      return undeclaredKeys(def.getter!(), value, at);
    case 'union': {
      // The value matches one option: report the smallest set of undeclared keys among them.
      const results = def.options!.map((o) => undeclaredKeys(o, value, at));
      return results.reduce((best, r) => (r.length < best.length ? r : best));
    }
    case 'array':
      return Array.isArray(value) ? value.flatMap((v, i) => undeclaredKeys(def.element!, v, `${at}[${i}]`)) : [];
    case 'object': {
      if (typeof value !== 'object' || value === null) return [];
      const shape = def.shape!;
      return Object.entries(value).flatMap(([k, v]) =>
        k in shape ? undeclaredKeys(shape[k]!, v, `${at}.${k}`) : [`${at}.${k}`]);
    }
    case 'record':
      // A record declares its keys as free (a game result's German keys): only its values are walked.
      if (typeof value !== 'object' || value === null) return [];
      return Object.entries(value).flatMap(([k, v]) => undeclaredKeys(def.valueType!, v, `${at}.${k}`));
    case 'intersection': case 'map': case 'tuple':
      // Not walked: a response schema built from these could hide an undeclared key, so say so instead of passing.
      throw new Error(`undeclaredKeys: ${def.type} schemas are not supported at ${at}; describe responses with objects`);
    default:
      return [];
  }
}
