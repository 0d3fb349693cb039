import type * as Zod from 'zod/mini';
import type * as ZodParts from './zodParts.js';

/** The schema with a description, which `waymark schema` prints: a guard's option schemas use it (GuardMeta.options). */
export function described<T extends Zod.ZodMiniType>(z: typeof ZodParts, schema: T, description: string): T {
  return schema.check(z.describe(description)) as T;
}
