import type * as Zod from 'zod/mini';
import { commonRule, patternOf } from './common.js';
import { unique, type FamilyRecord } from './family.js';

// A secrets rule (rules/secrets/<group>.json) recognises one kind of credential in written text or
// in a shell command. `risk` names the kind in the advisory's words ("a GitHub token"): the advisory
// names the kind and the line, never the value. The engine is src/guards/secrets.ts, its detectors in src/guards/secrets/.

/** One rule's schema. zod comes in as `z`: the hook path imports the family record (below), never zod. */
export function secretsRule(z: typeof Zod) {
  const pattern = patternOf(z);
  return z.strictObject({
    ...commonRule(z),
    /** Words one of which the text must hold (any case) before the rule runs at all: a cheap gate. */
    keywords: z.array(z.string().check(z.minLength(2))).check(z.minLength(1)),
    /**
     * The credential's shape. A group named `value` (or the first group) is the secret itself, judged
     * by `value` and checked against the known placeholders; without a group, the whole match is.
     * Linear: bounded repetitions, no nested quantifiers.
     */
    pattern: z.optional(pattern),
    /** `i`: case-insensitive. */
    flags: z.optional(z.enum(['i'])),
    /**
     * Text near the match (400 characters either side) that makes this value public by design: a Google
     * API key beside a Firebase web config's `authDomain` ships to every browser, restricted by its
     * referrers, so it is no secret there.
     */
    publicNear: z.optional(pattern),
    /**
     * A value of this shape is public by design where the rule finds it: a Sentry DSN's public key alone
     * (`https://<key>@…ingest.sentry.io/…`) ships in every client; the deprecated `<key>:<secret>` form does not.
     */
    publicValue: z.optional(pattern),
    /**
     * Text near the match that says the value is the private kind after all, where `publicNear` held: a
     * comment or name calling an Algolia key beside the lite (search-only) client its admin key.
     */
    privateNear: z.optional(pattern),
    /**
     * How the captured value is judged. `format`: the shape alone is enough (a prefixed token);
     * `generated`: it must look machine-made (mixed classes, entropy); `base64-key`: as `generated`, for a key of a fixed
     * prefix and length drawn from base64, whose `/` and `+` are its own characters, not a path's; `password`: any literal that is
     * not a placeholder, a reference (`$VAR`, `${…}`, `os.environ[…]`) or a path, chosen rather than
     * a word; `literal`: in a position that only ever holds a credential (`curl -u user:…`, a URL's
     * `user:…@`, a `PRIVATE-TOKEN:` header), any literal that is not a placeholder, even a plain word;
     * `userinfo`: as `literal`, for a URL's or DSN's password between `user:` and `@`, where a leading `-` is the
     * password's own (no option stands there);
     * `mnemonic`: a run of lower-case words as long as a wallet's recovery phrase; `key-bytes`: a list
     * of byte values (0-255) varied enough to be key material; `key-body`: what follows a PEM
     * `BEGIN … PRIVATE KEY` marker holds a line of base64 or an encrypted key's headers; `key-start`: the body
     * begins with key data (12 base64 characters, `MIIEvQIBADANBg`), even when the rest is elided (`…` or `...`);
     * `jwt-header`: a token whose first part decodes to a JWT header (JSON naming its `alg`, not `none`) and whose
     * signature is drawn, not a word; `basic-pair`: base64 that decodes to a `user:password` pair whose password is one;
     * `encoded-secret-key`: base64 that decodes to a minisign or signify secret-key file (a comment line naming a secret
     * key, then the key's line), as Tauri's updater keeps its private key; `short-token`: 8–20 letters and digits drawn as
     * a short vendor key is (eBird's 12), not a word, a sample or a counted id, where the position already says credential.
     */
    value: z.optional(
      z.enum([
        'format',
        'generated',
        'base64-key',
        'password',
        'literal',
        'userinfo',
        'mnemonic',
        'key-bytes',
        'key-body',
        'key-start',
        'jwt-header',
        'basic-pair',
        'encoded-secret-key',
        'short-token',
      ]),
    ),
    /** Where the rule reads: written text, shell commands, or both (the default). */
    in: z.optional(z.enum(['text', 'command', 'both'])),
    /**
     * A detector written as code in src/guards/secrets/, for what one pattern cannot say:
     * `assignment` (a secret-like name given a literal), `option` (a password option or env option of a
     * command), `env-file` (an env file git would commit), `env-default` (a value read from the
     * environment with a literal credential as its fallback: `${TOKEN:-…}`, `os.environ.get('X', '…')`),
     * `key-file` (a file that by its name holds one key and nothing else: Rails' `config/master.key`),
     * `ftp-script` (the password an FTP script gives its client: `user NAME PASS`, a `PASS` line after `USER`,
     * or the line after the user in a z/OS `EXEC PGM=FTP` step's input stream),
     * `kubernetes-secret` (the values of a Kubernetes Secret's `data`/`stringData`, YAML or JSON, any key order).
     */
    detector: z.optional(z.enum(['assignment', 'option', 'env-file', 'env-default', 'key-file', 'ftp-script', 'kubernetes-secret'])),
  });
}

export type SecretsRuleData = Zod.infer<ReturnType<typeof secretsRule>>;

/** Checks a schema cannot state. */
export function secretsChecks(rules: readonly SecretsRuleData[]): string[] {
  return rules
    .filter((rule) => (rule.pattern === undefined) === (rule.detector === undefined))
    .map((rule) => `rule ${rule.id}: give either "pattern" or "detector"`)
    .concat(
      rules.filter((rule) => rule.privateNear && !rule.publicNear).map((rule) => `rule ${rule.id}: "privateNear" needs "publicNear"`),
    );
}

/** The secrets family: a call reads the packs whose keywords its text holds. */
export const secretsFamily: FamilyRecord<SecretsRuleData> = {
  id: 'secrets',
  rule: secretsRule,
  checks: secretsChecks,
  gate: (rules) => ({ words: unique(rules.flatMap((rule) => rule.keywords).map((word) => word.toLowerCase())) }),
};
