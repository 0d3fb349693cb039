import { describe, expect, test } from 'vitest';
import { evalSpeaks, outside } from '../../support/guardSpeaks.js';

// Round 59's eval and outside-project classes (picture-framing shops and aquarium/pet-fish stores, bridal shops,
// arborists): a module imported by a lookup in a fixed table of module names; a database client's dot-command or SQL
// that writes a file outside the project, its name built with a command substitution or given to `VACUUM INTO`. One
// line per class that speaks and near-misses that stay silent.

describe('a module chosen by a lookup in a fixed table of module names (eval)', () => {
  const py = (...body: string[]) => ['import importlib, sys', '', ...body, ''].join('\n');
  const table = 'ALLOWED = {"isa_basic": "arbor.reports.isa_basic", "traq": "arbor.reports.traq"}';
  test.each([
    [
      py(
        table,
        'def get_renderer(kind: str):',
        '    try:',
        '        module_name = ALLOWED[kind]',
        '    except KeyError:',
        '        raise ValueError(kind) from None',
        '    return importlib.import_module(module_name).render',
      ),
      false,
    ],
    [py(table, 'kind = sys.argv[1]', 'mod = importlib.import_module(ALLOWED.get(kind))'), false],
    [
      py(
        table,
        'kind = sys.argv[1]',
        'if kind not in ALLOWED:',
        '    raise SystemExit(kind)',
        'name = ALLOWED.get(kind)',
        'importlib.import_module(name)',
      ),
      false,
    ],
    [
      'const MODULES = { isa: "./reports/isa.js", traq: "./reports/traq.js" };\nconst kind = process.argv[2];\nconst m = await import(MODULES[kind]);\n',
      false,
    ],
    // A fallback to the key itself, a table read from a file or built from input, a value formatted with input.
    [py(table, 'kind = sys.argv[1]', 'mod = importlib.import_module(ALLOWED.get(kind, kind))'), true],
    [py(table, 'def load(kind):', '    name = ALLOWED.get(kind) or kind', '    return importlib.import_module(name)'), true],
    [
      py(
        'import json',
        'ALLOWED = json.load(open("plugins.json"))',
        'def load(kind):',
        '    name = ALLOWED[kind]',
        '    return importlib.import_module(name)',
      ),
      true,
    ],
    ['const MODULES = JSON.parse(process.env.MODULES);\nconst kind = process.argv[2];\nconst m = await import(MODULES[kind]);\n', true],
    [py(table, 'importlib.import_module(f"plugins.{ALLOWED[sys.argv[1]]}.{sys.argv[2]}")'), true],
  ])('%s', (content, speaks) =>
    expect(evalSpeaks(content.startsWith('const') ? '/p/src/load.mjs' : '/p/arbor/reports/registry.py', content)).toBe(speaks),
  );
});

describe("a database client's dot-command or SQL that writes a file (outside-project)", () => {
  test.each([
    ['sqlite3 db/aquarium.sqlite3 ".backup /mnt/backup/aquarium-$(date +%F).sqlite3"', ['/mnt/backup']],
    ['sqlite3 db/aquarium.sqlite3 ".once ~/exports/fish-`date +%s`.csv" "SELECT * FROM fish"', ['/home/dev/exports']],
    ['sqlite3 db/aquarium.sqlite3 "VACUUM INTO \'/mnt/backup/aquarium.sqlite3\'"', ['/mnt/backup/aquarium.sqlite3']],
    ['sqlite3 db/aquarium.sqlite3 "vacuum main into \'/srv/bk/aquarium-$(date +%F).db\'"', ['/srv/bk']],
    // Into the project, and reads (`.restore`, `.read`, `COPY … FROM`).
    ['sqlite3 db/aquarium.sqlite3 ".backup backups/aquarium-$(date +%F).sqlite3"', []],
    // /tmp is scratch: the guard lets what is written there be.
    ['sqlite3 db/aquarium.sqlite3 ".backup /tmp/aquarium-$(date +%F).sqlite3"', ['/tmp']],
    ['sqlite3 db/aquarium.sqlite3 "VACUUM INTO \'backups/aquarium.sqlite3\'"', []],
    ['sqlite3 db/aquarium.sqlite3 ".restore /mnt/backup/aquarium-$(date +%F).sqlite3"', []],
    ['sqlite3 db/aquarium.sqlite3 ".read /mnt/backup/schema.sql"', []],
    ['psql shop -c "COPY orders FROM \'/srv/in/orders.csv\' CSV"', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});
