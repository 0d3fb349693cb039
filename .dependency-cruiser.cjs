// The arrows DESIGN draws between the parts of src/, checked by test/unit/arrows.spec.ts (npm test).
// Only runtime imports count: the TypeScript is cruised as compiled (tsPreCompilationDeps: false),
// so a type-only import, which the compiler erases, may cross. Rules are on reachability: a part may
// not reach a forbidden module through any chain of imports, loose files (src/text.ts…) included.
const HOOK_PATH = '^src/(dispatch|contracts|guards|messages|config|state|project)/';

module.exports = {
  forbidden: [
    {
      name: 'hook-path-loads-no-cli-or-installer',
      comment: 'The hook runs on every tool call: it never loads the installer, the person-facing CLI or commander.',
      severity: 'error',
      from: { path: HOOK_PATH },
      to: { path: ['^src/install/', '^src/cli/', '(^|/)node_modules/commander/'], reachable: true },
    },
    {
      name: 'guards-know-no-settings-or-command-line',
      comment: 'A guard judges a canonical event; which settings file registered it, or what argv said, is not its business.',
      severity: 'error',
      from: { path: '^src/guards/' },
      to: { path: ['^src/install/', '^src/cli/', '^src/dispatch/request\\.ts$', '^src/edge\\.ts$'], reachable: true },
    },
    {
      name: 'translation-does-not-judge',
      comment: 'src/contracts/ turns vendor payloads into the canonical event and back; judging is the guards\'.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: ['^src/guards/', '^src/messages/'], reachable: true },
    },
    {
      name: 'omp-is-only-a-front-door',
      comment: 'The in-process module calls the core, as dist/dispatch.cjs does; it carries nothing of the CLI or the installer.',
      severity: 'error',
      from: { path: '^src/omp/' },
      to: { path: ['^src/install/', '^src/cli/', '(^|/)node_modules/commander/'], reachable: true },
    },
    {
      name: 'commander-is-the-cli-s',
      comment: 'commander parses the person-facing command line only; the hook parses its argv with node:util.',
      severity: 'error',
      from: { pathNot: '^src/cli/' },
      to: { path: '(^|/)node_modules/commander/' },
    },
  ],
  options: {
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
  },
};
