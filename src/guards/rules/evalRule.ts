import { z } from 'zod';
import { FAMILIES } from '../lib/codeText.js';

// The schema of one eval pack (rules/eval/<language>.json). Checked when the hook is built and by
// the unit tests; the hook itself only reads the already-checked data, so zod stays off its path.

const regex = z.string().min(1).refine((source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}, 'not a valid regular expression');

export const evalRuleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** The name the advisory gives it; by default the call as matched (`pickle.loads`). */
    label: z.string().optional(),
    /** Language families (src/guards/lib/codeText.ts) whose code this rule reads. */
    languages: z.array(z.enum(FAMILIES as [string, ...string[]])).min(1),
    /** Words one of which the text must hold (any case) before the pattern runs at all. */
    keywords: z.array(z.string().min(2)).min(1),
    /** Matched on the text with comments and string contents blanked, unless `raw`. */
    pattern: regex.optional(),
    flags: z.enum(['i']).optional(),
    /** Match the text as written: for forms that live inside quotes (`sh -c "$(curl …)"`). */
    raw: z.boolean().optional(),
    /** A pipeline whose earlier stage matches `from` and a later stage (its start) matches `to`. */
    pipeline: z.object({ from: regex, to: regex }).strict().optional(),
    /** Conditions on the call's arguments (the text between its parentheses). */
    args: z
      .object({
        /** The arguments must match this for the call to be the risky form. */
        when: regex.optional(),
        /** Arguments matching this make it harmless (`weights_only=True`, `SafeLoader`). */
        unless: regex.optional(),
        /** The text right after the match making it harmless (`eval "$(ssh-agent -s)"`). */
        unlessAfter: regex.optional(),
        /**
         * first: the first argument is not a fixed literal; any: some argument is not; string: the
         * first argument is a string (a timer given code); nonempty: there are arguments at all.
         */
        input: z.enum(['first', 'any', 'string', 'nonempty']).optional(),
      })
      .strict()
      .optional(),
    /** What it puts at risk, in the advisory's words. */
    risk: z.string().min(1),
    /** The variants that make it harmless. */
    safe: z.array(z.string().min(1)).min(1),
    /** Where the risk is documented: a URL or a reference. */
    source: z.string().min(1),
  })
  .strict()
  .refine((rule) => (rule.pattern === undefined) !== (rule.pipeline === undefined), 'a rule has either a pattern or a pipeline');

export const evalPackSchema = z
  .object({
    pack: z.string().regex(/^[a-z0-9-]+$/),
    description: z.string().min(1),
    rules: z.array(evalRuleSchema).min(1),
  })
  .strict();

export type EvalRule = z.infer<typeof evalRuleSchema>;
export type EvalPack = z.infer<typeof evalPackSchema>;
