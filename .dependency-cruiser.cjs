// The arrows DESIGN draws between the parts of src/, checked by test/unit/arrows.spec.ts (npm test).
// Only runtime imports count: the TypeScript is cruised as compiled (tsPreCompilationDeps: false),
// so a type-only import, which the compiler erases, may cross. Rules are on reachability: a part may
// not reach a forbidden module through any chain of imports, loose files (src/text.ts…) included.
const HOOK_PATH = '^src/(hook|core|deliver|contracts|guards|messages|config|state|project)/';

// The folders along the hook path, from the doors inward (DESIGN §1 and §9): the front doors
// (hook/ for the command, hosts/ in-process) call core, then deliver; deliver speaks the vendor's
// dialect (contracts/) about what core found; core knows no vendor. No folder imports one nearer
// the door than itself.
const INWARD = ['cli', 'hook', 'hosts', 'deliver', 'contracts', 'core'];
const noBackArrow = (from, comment) => ({
  name: `${from}-imports-nothing-nearer-the-door`,
  comment,
  severity: 'error',
  from: { path: `^src/${from}/` },
  to: { path: INWARD.slice(0, INWARD.indexOf(from)).map((each) => `^src/${each}/`), reachable: true },
});

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
      to: { path: ['^src/install/', '^src/cli/', '^src/hook/', '^src/edge/edge\\.ts$'], reachable: true },
    },
    {
      name: 'translation-does-not-judge',
      comment: "src/contracts/ turns vendor payloads into the canonical event and back; judging is the guards'.",
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: ['^src/guards/', '^src/messages/'], reachable: true },
    },
    {
      name: 'hosts-are-only-front-doors',
      comment:
        'An in-process front door (oh-my-pi) calls core and deliver, as dist/dispatch.cjs does; it carries nothing of ' +
        "the CLI, the installer or the command's own door.",
      severity: 'error',
      from: { path: '^src/hosts/' },
      to: { path: ['^src/install/', '^src/cli/', '^src/hook/', '(^|/)node_modules/commander/'], reachable: true },
    },
    {
      name: 'core-knows-no-vendor',
      comment:
        'core/ (route, guards, findings, the one state commit) is what every front door calls: it never reaches a contract, deliver or a door.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: ['^src/contracts/', '^src/deliver/', '^src/hook/', '^src/hosts/', '^src/cli/', '^src/install/'], reachable: true },
    },
    noBackArrow('hook', "The command's front door is called by bin/ and the CLI, never the other way."),
    noBackArrow('hosts', 'An in-process front door is loaded by its host, never by another part.'),
    noBackArrow('deliver', 'deliver is called by the front doors with what core found; it never calls back.'),
    noBackArrow('contracts', 'Contracts translate for the doors and deliver; they never call them.'),
    {
      name: 'guards-know-no-pipeline',
      comment: 'A guard judges a canonical event; the pipeline around it (core, deliver, contracts, the doors) is not its business.',
      severity: 'error',
      from: { path: '^src/guards/' },
      to: { path: ['^src/core/(?!event\\.ts$)', '^src/deliver/', '^src/contracts/', '^src/hook/', '^src/hosts/'], reachable: true },
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
