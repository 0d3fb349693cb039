import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type * as Zod from 'zod/mini';
import { configSchema } from '../../../src/config/config.js';
import { zod } from '../../../src/config/zod.js';
import type * as ZodParts from '../../../src/config/zodParts.js';
import { readFileSync } from 'node:fs';
import { GUARDS } from '../../../src/guards/index.js';
import { GUARDS_INDEX, guardFiles, guardsIndexSource } from '../../../src/guards/guardsIndex.js';
import { text } from '../../../src/text.js';
import { configSample } from '../../support/configSamples.js';

// The config schema is derived from the guards' declarations (GuardMeta.options). Before that, it
// was written out in src/config/config.ts: that schema is kept here, word for word, and the derived
// one must accept, reject and report exactly what it did.
function legacySchema(z: typeof ZodParts) {
  const guardSetting = <T extends Zod.ZodMiniObject>(options: T) => z.optional(z.union([z.boolean(), options]));
  const describe = <T extends Zod.ZodMiniType>(schema: T, description: string): T => schema.check(z.describe(description)) as T;
  const guards = z.catchall(
    z.looseObject({
      compaction: guardSetting(
        z.strictObject({
          threshold: z.optional(
            describe(
              z.number().check(z.gt(0), z.lt(1)),
              'Share of the context window at which to advise compacting (default 0.7, at most 400k tokens).',
            ),
          ),
          window: z.optional(
            describe(z.number().check(z.int(), z.positive()), "The model's context window in tokens, when the transcript does not tell."),
          ),
        }),
      ),
      header: guardSetting(
        z.strictObject({
          text: z.optional(describe(z.string(), 'The line every new source file must carry, e.g. "SPDX-License-Identifier: MIT".')),
          extensions: z.optional(describe(z.array(z.string()), 'File extensions that count as source files.')),
        }),
      ),
      'ask-user': guardSetting(
        z.strictObject({
          strict: z.optional(
            describe(
              z.boolean(),
              'Deny a question with no recommended option instead of advising: the one exception to advice-only. Only your ' +
                "own user config can turn it on; in a project's .waymark/config.json it is ignored.",
            ),
          ),
        }),
      ),
      'outside-project': guardSetting(
        z.strictObject({
          allow: z.optional(describe(z.array(z.string()), 'Paths outside the project that writes may touch without advice.')),
        }),
      ),
      stop: guardSetting(
        z.strictObject({ enabled: z.optional(describe(z.boolean(), 'Remind the model to close the session, at most once per session.')) }),
      ),
    }),
    z.union([z.boolean(), z.record(z.string(), z.unknown())]),
  );
  return z.looseObject({
    $schema: z.optional(z.string()),
    guards: z.optional(guards),
    messageDirs: z.optional(
      describe(z.array(z.string()), 'Folders of extra message files (guards declared in data), relative to this config file.'),
    ),
    plan: z.optional(z.strictObject({ paths: z.optional(z.array(z.string())) })),
    knowledgeBase: z.optional(z.strictObject({ paths: z.optional(z.array(z.string())) })),
    adviceLog: z.optional(
      describe(
        z.boolean(),
        'Keep the advice log in the state dir (default true; `waymark log` shows it). Only your own config can switch it off.',
      ),
    ),
    rules: z.optional(
      describe(
        z.record(z.string().check(z.regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+){0,2}$/)), z.boolean()),
        'Turn a rule family, pack or single rule off (false) or back on (true) by id: "destructive/git", ' +
          '"destructive/git/force-push". The most specific id wins.',
      ),
    ),
    harnesses: z.optional(
      describe(
        z.array(z.string()),
        "The harnesses this repository uses (waymark install --all writes it); a teammate's plain `waymark install` sets up exactly these.",
      ),
    ),
  });
}

const legacy = legacySchema(zod());
/** An outcome as a person sees it: the value kept, or each issue by path and code, in any order. */
const outcome = (result: { success: boolean; data?: unknown; error?: { issues: Array<{ path: PropertyKey[]; code: string }> } }) =>
  result.success
    ? { data: result.data }
    : { issues: result.error!.issues.map((issue) => `${issue.path.map(String).join('.')} ${issue.code} ${JSON.stringify(issue)}`).sort() };
/** Key order is not meaning: JSON with every object's keys sorted. */
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
        )
      : value;

describe('the config schema derived from the guards', () => {
  test('accepts, rejects and reports every sample as the written-out schema did', () => {
    fc.assert(
      fc.property(configSample, (json) => {
        expect(outcome(configSchema().safeParse(json))).toEqual(outcome(legacy.safeParse(json)));
      }),
      { numRuns: 400, seed: 20 },
    );
  });

  test.each([
    [{ guards: { compaction: { threshold: 1 } } }],
    [{ guards: { 'ask-user': { strict: 'yes' } } }],
    [{ guards: { header: { text: 'x', bogus: 1 } } }],
    [{ guards: { 'my-message': { anything: [1] } } }],
    [{ guards: { stop: true, 'outside-project': { allow: ['/tmp'] } } }],
    [{ guards: { destructive: { bogus: 1 } } }],
  ])('%j as before', (json) => {
    expect(outcome(configSchema().safeParse(json))).toEqual(outcome(legacy.safeParse(json)));
  });

  test('describes the same JSON Schema (`waymark schema`), key order aside', () => {
    const schemaOf = (schema: Zod.ZodMiniType) => sorted(zod().toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
    expect(schemaOf(configSchema())).toEqual(schemaOf(legacy));
  });
});

describe('what each guard declares', () => {
  test('the generated index lists every guard under src/guards/ (run `node scripts/build.js` when this fails)', () => {
    const files = guardFiles('src/guards');
    expect(readFileSync(GUARDS_INDEX, 'utf8')).toBe(guardsIndexSource(files));
    expect(GUARDS.size).toBe(files.length);
  });

  const at = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], text);
  test.each([...GUARDS.values()].map((guard) => [guard.id, guard.meta] as const))('%s names only words src/text.ts has', (_, meta) => {
    expect(meta.words.filter((key) => at(key) === undefined)).toEqual([]);
  });

  test('a user-only key is an option the guard has', () => {
    for (const guard of GUARDS.values()) {
      const options = guard.meta.options?.(zod());
      for (const key of Object.keys(guard.meta.userOnly ?? {})) expect(options?.shape, `${guard.id}.${key}`).toHaveProperty(key);
    }
  });
});
