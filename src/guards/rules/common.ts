import type * as Zod from 'zod/mini';

// What every family's rule schema is built from. zod comes in as `z`: the schemas are built when the
// packs are validated (the build, the tests), never on the hook path, which imports the families.

/** What every rule of every family carries; each family's schema extends it with its own fields. */
export const commonRule = (z: typeof Zod) => ({
  /** Unique within the pack: the full id is `<family>/<pack>/<id>`. */
  id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/)),
  /** What the call puts at risk, in the advisory's words (a fragment: "deletes every stash entry"). */
  risk: z.string().check(z.minLength(1)),
  /** A URL or a reference (a manual page, a peer's rule) that backs the rule. Stripped from the hook bundle. */
  source: z.optional(z.string().check(z.minLength(1))),
});

/** A regular expression given as JSON text: it must compile (checked at build time). */
export const patternOf = (z: typeof Zod) =>
  z.string().check(
    z.minLength(1),
    z.refine((source) => {
      try {
        new RegExp(source, 'u');
        return true;
      } catch {
        return false;
      }
    }, 'not a valid regular expression'),
  );
