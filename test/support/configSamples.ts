import fc from 'fast-check';

// Configs as a user or a repository might write them, right and wrong: every built-in guard and its
// options, a message's guard, keys no schema knows, values of every JSON type. For tests that hold
// the config's schema and a project's limits to what they accepted before.

const GUARD_IDS = ['compaction', 'header', 'ask-user', 'outside-project', 'stop', 'destructive', 'eval', 'secrets', 'dependency'];
const OPTION_KEYS = ['threshold', 'window', 'text', 'extensions', 'strict', 'allow', 'enabled', 'bogus'];
const RULE_IDS = [
  'destructive',
  'destructive/git',
  'destructive/git/force-push',
  'eval/python',
  'secrets',
  'secrets/vcs',
  'dependency',
  'x',
  'A/b',
];

const scalar = fc.oneof(
  fc.boolean(),
  fc.constantFrom(0, 0.5, 1, 2, -1, 1.5, 200_000, 0.999),
  fc.constantFrom('', 'x', 'SPDX-License-Identifier: MIT', '/tmp', '../out', '~/x', 'docs'),
  fc.constant(null),
);
const strings = fc.array(fc.constantFrom('a', './a', 'a/', '/abs', '../up', '~/home', 'b/../..', '.ts'), { maxLength: 4 });
/** Mostly what the key expects, sometimes anything. */
const mostly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: fc.oneof(scalar, strings), weight: 1 });
const OPTIONS: Record<string, Record<string, fc.Arbitrary<unknown>>> = {
  compaction: { threshold: fc.constantFrom(0.5, 0.999, 0, 1), window: fc.constantFrom(100_000, 1.5, -1) },
  header: { text: fc.constantFrom('', 'SPDX-License-Identifier: MIT'), extensions: strings },
  'ask-user': { strict: fc.boolean() },
  'outside-project': { allow: strings },
  stop: { enabled: fc.boolean() },
};
const ownOptions = (id: string) =>
  fc.record(Object.fromEntries(Object.entries(OPTIONS[id] ?? {}).map(([key, valid]) => [key, mostly(valid)])), { requiredKeys: [] });
const optionsOf = (id: string) =>
  fc.oneof(
    { arbitrary: ownOptions(id), weight: 6 },
    {
      arbitrary: fc.tuple(ownOptions(id), fc.constantFrom(...OPTION_KEYS), scalar).map(([own, key, v]) => ({ ...own, [key]: v })),
      weight: 1,
    },
  );
const guards = fc
  .uniqueArray(fc.constantFrom(...GUARD_IDS, 'my-message', 'constructor'), { maxLength: 5 })
  .chain((ids) => fc.tuple(...ids.map((id) => fc.tuple(fc.constant(id), fc.oneof(fc.boolean(), optionsOf(id), fc.oneof(scalar, strings))))))
  .map((entries) => Object.fromEntries(entries));
const paths = mostly(fc.record({ paths: strings }, { requiredKeys: [] }));

/** A config file's JSON: often valid, often not. */
export const configSample = fc.record(
  {
    $schema: mostly(fc.constant('https://waymark.dev/config.schema.json')),
    guards: mostly(guards),
    messageDirs: mostly(strings),
    plan: paths,
    knowledgeBase: paths,
    adviceLog: mostly(fc.boolean()),
    rules: mostly(fc.dictionary(fc.constantFrom(...RULE_IDS), mostly(fc.boolean()), { maxKeys: 4 })),
    harnesses: mostly(strings),
    unknownTopKey: scalar,
  },
  { requiredKeys: [] },
);
