// The parts of zod/mini the config schema and its JSON Schema use: the build bundles only these into
// dist/zod-mini.cjs (all of zod/mini is 435 KB), which src/config/zod.ts loads when a config file
// exists. A schema that needs another part adds it here; the typecheck says so.
export {
  array,
  boolean,
  catchall,
  describe,
  gt,
  int,
  looseObject,
  lt,
  number,
  optional,
  positive,
  record,
  regex,
  strictObject,
  string,
  toJSONSchema,
  union,
  unknown,
} from 'zod/mini';
