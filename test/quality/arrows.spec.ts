import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, test } from 'vitest';
import { ROOT, tempDir } from '../support/run.js';

// The arrows between the parts of src/ (DESIGN §1 and §9), as .dependency-cruiser.cjs states them:
// the hook path never loads the installer, the CLI or commander; guards know no settings file,
// command line or pipeline; translation does not judge; core knows no vendor; the front doors
// (hook/, hosts/) call core and deliver, and nothing imports a folder nearer the door than itself.
const rules = createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs')) as { forbidden: object[]; options: object };

async function violations(baseDir: string): Promise<string[]> {
  const { output } = await cruise(
    ['src'],
    { ...rules.options, ruleSet: { forbidden: rules.forbidden }, validate: true, baseDir } as never,
    undefined,
    {
      tsConfig: { options: { module: 99, target: 9, verbatimModuleSyntax: true } },
    } as never,
  );
  return (output as ICruiseResult).summary.violations.map(
    (each) => `${each.rule.name}: ${each.from} → ${each.to}${each.via ? ` (via ${each.via.map((step) => step.name).join(' → ')})` : ''}`,
  );
}

describe('the arrows between the parts', () => {
  // Cruising all of src/ takes tens of seconds on a loaded 2-core machine: a hang guard, not a speed check.
  test('src/ keeps them', async () => {
    expect(await violations(ROOT)).toEqual([]);
  }, 180_000);

  // A small tree with one import that crosses each arrow, so the rules are known to bite.
  const files: Record<string, string> = {
    'src/install/settings.ts': 'export const settings = 1;\n',
    'src/cli/program.ts': "import 'commander';\nexport const program = 1;\n",
    'src/text.ts': "import { settings } from './install/settings.js';\nexport const text = settings;\n",
    'src/guards/typed.ts': "import type { settings } from '../install/settings.js';\nexport const typed: typeof settings = 1;\n",
    'src/guards/plain.ts': "import { text } from '../text.js';\nexport const plain = text;\n",
    'src/contracts/judge.ts': "import { typed } from '../guards/typed.js';\nexport const judge = typed;\n",
    'src/hosts/omp/door.ts': "import { program } from '../../cli/program.js';\nexport const door = program;\n",
    'src/hook/translate.ts': 'export const translate = 1;\n',
    'src/contracts/contract.ts': 'export const contract = 1;\n',
    'src/deliver/deliver.ts': "import { contract } from '../contracts/contract.js';\nexport const deliver = contract;\n",
    'src/deliver/back.ts': "import { translate } from '../hook/translate.js';\nexport const back = translate;\n",
    'src/core/event.ts': 'export const TOOL_EVENTS = 1;\n',
    'src/core/core.ts': "import { contract } from '../contracts/contract.js';\nexport const core = contract;\n",
    'src/core/findings.ts': "import { deliver } from '../deliver/deliver.js';\nexport const findings = deliver;\n",
    'src/contracts/canonical.ts': "import { TOOL_EVENTS } from '../core/event.js';\nexport const canonical = TOOL_EVENTS;\n",
    'src/guards/pipeline.ts':
      "import { core } from '../core/core.js';\nimport { TOOL_EVENTS } from '../core/event.js';\nexport const pipeline = [core, TOOL_EVENTS];\n",
    'src/hook/main.ts': "import { Command } from 'commander';\nexport const main = Command;\n",
    'node_modules/commander/package.json': '{"name":"commander","main":"index.js"}',
    'node_modules/commander/index.js': 'exports.Command = 1;\n',
  };

  test('an import across an arrow fails; a type-only one may cross', async () => {
    const root = tempDir();
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(join(root, dirname(file)), { recursive: true });
      writeFileSync(join(root, file), content);
    }
    const found = await violations(root);
    const names = (from: string) => found.filter((each) => each.includes(`: ${from} `)).map((each) => each.slice(0, each.indexOf(':')));
    expect(names('src/guards/plain.ts').sort()).toEqual(['guards-know-no-settings-or-command-line', 'hook-path-loads-no-cli-or-installer']);
    expect(names('src/guards/typed.ts')).toEqual([]);
    expect(names('src/contracts/judge.ts')).toEqual(['translation-does-not-judge']);
    expect(names('src/hosts/omp/door.ts').sort()).toEqual([
      'hosts-are-only-front-doors',
      'hosts-are-only-front-doors',
      'hosts-imports-nothing-nearer-the-door',
    ]);
    expect(names('src/hook/main.ts').sort()).toEqual(['commander-is-the-cli-s', 'hook-path-loads-no-cli-or-installer']);
    expect(names('src/deliver/deliver.ts')).toEqual([]);
    expect(names('src/deliver/back.ts')).toEqual(['deliver-imports-nothing-nearer-the-door']);
    expect(names('src/core/core.ts')).toEqual(['core-knows-no-vendor']);
    expect(names('src/core/findings.ts').sort()).toEqual(['core-knows-no-vendor', 'core-knows-no-vendor']);
    expect(names('src/contracts/canonical.ts')).toEqual([]);
    expect(names('src/guards/pipeline.ts').sort()).toEqual(['guards-know-no-pipeline', 'guards-know-no-pipeline']);
  });
});

// Vendor facts live in the repository (docs/vendors/<vendor>.md#<section>); a citation of the notes
// outside it (the shared notes OUTSIDE names) points at nothing a reader of the repository has.
const OUTSIDE = ['shared', 'vendors'].join('/');
// Branch vendors re-sources contracts/*.json (and docs/harnesses/, generated from them): drop these
// from the list when it lands.

test('nothing in the repository cites the vendor notes outside it', () => {
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  const citing = tracked.filter((file) => existsSync(join(ROOT, file)) && readFileSync(join(ROOT, file), 'latin1').includes(OUTSIDE));
  expect(citing).toEqual([]);
});
