import type * as Zod from 'zod/mini';
import { commonRule, patternOf } from './common.js';
import { FAMILIES, type Family } from '../lib/codeText.js';
import { unique, type FamilyRecord } from './family.js';

// An eval rule (rules/eval/<language>.json) finds one dynamic-evaluation or unsafe-deserialisation
// primitive in code (a write, a heredoc, `python -c '…'`) or in a shell command. The engine is
// src/guards/eval.ts: it blanks comments and string contents (src/guards/lib/codeText.ts), so a
// mention in a comment, a string or Markdown is not code, then matches `pattern` on what is left.

/** One rule's schema. zod comes in as `z`: the hook path imports the family record (below), never zod. */
export function evalRule(z: typeof Zod) {
  const pattern = patternOf(z);
  const family = z.enum(FAMILIES as [Family, ...Family[]]);
  return z.strictObject({
    ...commonRule(z),
    /** The name the advisory gives it; by default the call as matched (`pickle.loads`). */
    label: z.optional(z.string().check(z.minLength(1))),
    /** Language families whose code the rule reads (see familyOf in src/guards/lib/codeText.ts). */
    languages: z.array(family).check(z.minLength(1)),
    /** Words one of which the text must hold (any case) before the rule runs at all: a cheap gate. */
    keywords: z.array(z.string().check(z.minLength(2))).check(z.minLength(1)),
    /** Matched on the text with comments and string contents blanked (unless `raw`). Linear: bounded windows, no nested quantifiers. */
    pattern: z.optional(pattern),
    /** Anywhere in the text, this makes the rule's matches harmless (a `SafeConstructor` set up elsewhere in the file). */
    unlessText: z.optional(pattern),
    /** The text must also hold this somewhere (matched as `pattern` is): `EXECUTE IMMEDIATE v_sql` speaks only where a statement is built by concatenation. */
    whenText: z.optional(pattern),
    /** `i`: case-insensitive (PowerShell). */
    flags: z.optional(z.enum(['i'])),
    /** Match the text as written: for forms that live inside quotes (`sh -c "$(curl …)"`). */
    raw: z.optional(z.boolean()),
    /** A pipeline one of whose stages matches `from` and a later stage's start matches `to` (`curl … | sh`). */
    pipeline: z.optional(z.strictObject({ from: pattern, to: pattern })),
    /** Conditions on the call's arguments, the text between its parentheses. */
    args: z.optional(
      z.strictObject({
        /** The arguments must match this for the call to be the risky form (`shell=True`). */
        when: z.optional(pattern),
        /** Arguments matching this make it harmless (`weights_only=True`, `SafeLoader`). */
        unless: z.optional(pattern),
        /** Text right after the match that makes it harmless (`eval "$(ssh-agent -s)"`). */
        unlessAfter: z.optional(pattern),
        /**
         * `first`: the first argument is not a fixed literal; `any`: some argument is not; `string`:
         * the first argument is a string, fixed or built by `+` (a timer given code); `code`: as `string`,
         * or a value read from input-like data (`setTimeout(job.data.callback)`; src/guards/engine/inputLike.ts); `text`:
         * not a literal, and a string built at run time or such a value (`page.evaluate(\`…${x}…\`)`; a function stays silent);
         * `input`: only such a value, itself or a `const`'s (a member looked up by a name from a request: `this[fn](…)`,
         * with a pattern that ends at the subscript's `[`); `parameter`: a Python f-string whose one value is a bare name
         * the enclosing `def` takes as a parameter (`import_module(f'plugins.{name}')` in `def load(name):`): its caller chooses;
         * `joined`: a path joined from parts (`path.join(__dirname, 'plugins', name)`) one of which reads input-like data or is
         * a parameter of the enclosing JavaScript function (declared, assigned or a method: not a callback) that no call of
         * the file gives only literals; `component`: the pattern ends after a `template:` key, and the object is a component
         * a front-end framework compiles at run time (`defineComponent({…})`, `:is="{…}"`) whose template is not fixed text
         * (src/guards/engine/componentTemplates.ts); `address`: the first argument is a script's address made from text
         * the program built, a Blob's object URL or a `data:` URL with a part that is not fixed
         * (`new Worker(URL.createObjectURL(new Blob([\`…${code}…\`])))`; src/guards/engine/builtScripts.ts).
         */
        input: z.optional(z.enum(['first', 'any', 'string', 'code', 'text', 'input', 'parameter', 'joined', 'component', 'address'])),
        /**
         * `shell`: a first argument whose every run-time part passes through a call that quotes it for the shell
         * (rules/sanitisers.json: `'ping ' . escapeshellarg($h)`, `'ls ' + shlex.quote(d)`) is fixed text.
         */
        sanitisers: z.optional(z.enum(['shell'])),
        /**
         * Keyword arguments that carry what the first argument would (Mako's `Template(text=…)`, Cheetah's
         * `Template(source=…)`): with no positional argument, the first of them given is judged as the first argument.
         */
        named: z.optional(z.array(z.string().check(z.regex(/^[A-Za-z_]\w{0,40}$/))).check(z.minLength(1))),
        /**
         * The position of the argument `input` judges as the first (0 when not given): getattr's attribute name is its second
         * (`getattr(handlers, HANDLERS[op])`), the object it is read from fixes nothing.
         */
        position: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(4))),
      }),
    ),
    /**
     * An edit that takes out the safe form (its old text matches `from`, its new text does not) and
     * puts in the unsafe one (`to`) speaks though the call itself is elsewhere in the file:
     * `new Yaml(new SafeConstructor(…))` edited to `new Yaml()`, with `yaml.load(…)` lines below.
     */
    downgrade: z.optional(z.strictObject({ from: pattern, to: pattern })),
    /**
     * A fixed literal first argument the rule lets pass where it stands (`setTimeout("location.reload()", ms)` in a Write)
     * speaks when an edit brings it in: its new text holds the call with that literal and its old text does not
     * (`setInterval(pollTanks, ms)` edited to `setInterval("pollTanks()", ms)`). Strings and comments are not calls.
     */
    introduced: z.optional(z.literal(true)),
    /**
     * Build files (their path matches `files`) in which a call whose arguments match `args` reads the project's own
     * text: build-tool metaprogramming, not evaluation (`exec(open("src/x/__about__.py").read(), about)` in setup.py).
     */
    ownText: z.optional(z.strictObject({ files: pattern, args: pattern })),
    /**
     * A deserialiser: in a test file, loading back what the test made (its temp folder's file it wrote, bytes it dumped)
     * is a round trip of its own data (src/guards/engine/roundTrip.ts).
     */
    roundTrip: z.optional(z.literal(true)),
    /**
     * A judgement the engine makes over a shell line's commands instead of a pattern (`downloaded-run`: a file a
     * download of the line wrote, run by a later command of it: `curl -O …/x.sh && sudo bash ./x.sh`).
     */
    judge: z.optional(z.enum(['downloaded-run'])),
    /** The variants that make it harmless, for the advisory and the reader. */
    safe: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  });
}

export type EvalRuleData = Zod.infer<ReturnType<typeof evalRule>>;

/** Checks a schema cannot state. */
export function evalChecks(rules: readonly EvalRuleData[]): string[] {
  return rules
    .filter((rule) => [rule.pattern, rule.pipeline, rule.judge].filter((each) => each !== undefined).length !== 1)
    .map((rule) => `rule ${rule.id}: give one of "pattern", "pipeline" or "judge"`);
}

/** The eval family: a call reads the packs whose keywords its text holds, by language family. */
export const evalFamily: FamilyRecord<EvalRuleData> = {
  id: 'eval',
  rule: evalRule,
  checks: evalChecks,
  gate: (rules) => {
    const languages: Record<string, string[]> = {};
    for (const rule of rules)
      for (const language of rule.languages)
        languages[language] = unique([...(languages[language] ?? []), ...rule.keywords.map((word) => word.toLowerCase())]);
    return { words: unique(rules.flatMap((rule) => rule.keywords).map((word) => word.toLowerCase())), languages };
  },
};
