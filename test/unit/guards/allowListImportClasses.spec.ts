import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 98's eval class: a dynamic import or attribute lookup whose argument is read from a dict, map or object of string
// constants written in the same file (an allow-list): the input only picks among constants, so it stays silent, through
// a local, a `try`/`except KeyError`, `.get(key)` or an alias (`from importlib import import_module`). A table whose values
// the input can reach (a fallback to the key, an entry set elsewhere, a table loaded from a file or a request, a value
// read from input) or a name built from the input itself still speaks. One line per case.

const EXPORTERS = [
  'EXPORTERS = {',
  '    "csv": "seedbank.export.csv_exporter",',
  '    "darwin-core": "seedbank.export.dwc_exporter",',
  '    "mcpd": "seedbank.export.mcpd_exporter",',
  '}',
  '',
].join('\n');
const py = (imports: string, body: string, table = EXPORTERS) => `${imports}\n\n${table}\n\n${body}`;
const FROM = 'from importlib import import_module';
const IMPORT = 'import importlib';

describe('a Python import of a module picked from a same-file dict of constants (eval/python/import-chosen)', () => {
  test.each([
    [
      py(
        FROM,
        'def get_exporter(fmt: str):\n    try:\n        module_path = EXPORTERS[fmt]\n    except KeyError:\n' +
          '        raise ValueError(f"unknown export format {fmt!r}; choose from {sorted(EXPORTERS)}")\n' +
          '    return import_module(module_path).export\n',
      ),
      false,
    ],
    [
      py(IMPORT, 'def get_exporter(fmt):\n    module_path = EXPORTERS[fmt]\n    return importlib.import_module(module_path).export\n'),
      false,
    ],
    [py(FROM, 'def get_exporter(fmt):\n    return import_module(EXPORTERS[fmt]).export\n'), false],
    [py(IMPORT, 'def get_exporter(fmt):\n    return importlib.import_module(EXPORTERS.get(fmt)).export\n'), false],
    [
      py(
        FROM,
        'def get_exporter(fmt):\n    path = EXPORTERS.get(fmt)\n    if path is None:\n        raise ValueError(fmt)\n    return import_module(path)\n',
      ),
      false,
    ],
    [py(FROM, 'def get_exporter(fmt):\n    return __import__(EXPORTERS[fmt])\n'), false],
    [py(IMPORT, 'def view(request):\n    return importlib.import_module(EXPORTERS[request.GET["fmt"]]).export\n'), false],
    [
      `${IMPORT}\n\ndef get(fmt):\n    EXPORTERS = {"csv": "seedbank.export.csv_exporter"}\n    return importlib.import_module(EXPORTERS[fmt])\n`,
      false,
    ],
    // An entry set to another constant keeps the table fixed.
    [
      py(
        IMPORT,
        'EXPORTERS["xml"] = "seedbank.export.xml_exporter"\n\ndef get(fmt):\n    return importlib.import_module(EXPORTERS[fmt])\n',
      ),
      false,
    ],
    // Near-misses: a fallback to the key itself, a name built from the input, an entry set from input elsewhere, a table
    // loaded from a file or a request, and a table with a value read from the environment.
    [py(FROM, 'def get_exporter(fmt):\n    return import_module(EXPORTERS.get(fmt, fmt)).export\n'), true],
    [py(IMPORT, 'def get_exporter(fmt):\n    return importlib.import_module(EXPORTERS.get(fmt, fmt)).export\n'), true],
    [py(FROM, 'def get_exporter(fmt):\n    path = EXPORTERS.get(fmt, fmt)\n    return import_module(path).export\n'), true],
    [py(FROM, 'def get_exporter(fmt):\n    return import_module(f"seedbank.export.{fmt}").export\n'), true],
    [
      py(
        IMPORT,
        'def register(name, path):\n    EXPORTERS[name] = path\n\ndef get(fmt):\n    return importlib.import_module(EXPORTERS[fmt])\n',
      ),
      true,
    ],
    [
      py(
        FROM,
        'def register(name, path):\n    EXPORTERS[name] = path\n\ndef get(fmt):\n    module_path = EXPORTERS[fmt]\n    return import_module(module_path)\n',
      ),
      true,
    ],
    [
      py(
        IMPORT,
        'def register(found):\n    EXPORTERS.update(found)\n\ndef get(fmt):\n    return importlib.import_module(EXPORTERS[fmt])\n',
      ),
      true,
    ],
    [
      py(
        `${IMPORT}, json`,
        'def get(fmt):\n    return importlib.import_module(EXPORTERS[fmt])\n',
        "EXPORTERS = json.load(open('exporters.json'))\n",
      ),
      true,
    ],
    [
      py(
        `${IMPORT}\nfrom flask import request`,
        'def view():\n    EXPORTERS = request.get_json()["exporters"]\n    return importlib.import_module(EXPORTERS[request.args["fmt"]])\n',
        '',
      ),
      true,
    ],
    [
      py(
        `${IMPORT}, os`,
        'def get(fmt):\n    return importlib.import_module(EXPORTERS[fmt])\n',
        'EXPORTERS = {"csv": "x.csv", "custom": os.environ["EXPORTER"]}\n',
      ),
      true,
    ],
  ])('%s → %s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/src/seedbank/export/registry.py', content)).toBe(speaks));
});

describe('a JavaScript import or require of a module picked from a same-file object of constants (eval/javascript/require-chosen)', () => {
  const LOADERS = "const LOADERS = {\n  csv: './loaders/csv.js',\n  json: './loaders/json.js',\n};\n";
  test.each([
    [`${LOADERS}export async function load(kind) {\n  const mod = await import(LOADERS[kind]);\n  return mod.default;\n}\n`, false],
    ["const MODULES = { csv: './csv', xml: './xml' };\nmodule.exports = (name) => require(MODULES[name]);\n", false],
    [
      "const MODULES = { csv: './csv' };\nmodule.exports = (name) => {\n  const p = MODULES[name];\n" +
        '  if (!p) throw new Error(name);\n  return require(p);\n};\n',
      false,
    ],
    // Near-misses: a fallback to the key, an entry set from a caller, a table parsed from a file, a path built from the key.
    [`${LOADERS}export async function load(kind) {\n  return import(LOADERS[kind] || kind);\n}\n`, true],
    [
      `${LOADERS}export function register(kind, path) {\n  LOADERS[kind] = path;\n}\nexport const load = (kind) => import(LOADERS[kind]);\n`,
      true,
    ],
    [
      `${LOADERS}export function register(extra) {\n  Object.assign(LOADERS, extra);\n}\nexport const load = (kind) => import(LOADERS[kind]);\n`,
      true,
    ],
    ["const LOADERS = JSON.parse(fs.readFileSync('loaders.json', 'utf8'));\nexport const load = (kind) => import(LOADERS[kind]);\n", true],
    ['export async function load(kind) {\n  return import(`./loaders/${kind}.js`);\n}\n', true],
  ])('%s → %s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/src/loaders/index.js', content)).toBe(speaks));
});

describe('an attribute or class picked from a same-file table of names (getattr-dispatch, const_get)', () => {
  const flask = 'from flask import request, abort\nimport handlers\n';
  const HANDLERS = "HANDLERS = {'reseed': 'do_reseed', 'count': 'do_count'}\n";
  test.each([
    ['app.py', `${flask}${HANDLERS}\ndef view():\n    return getattr(handlers, HANDLERS[request.args['op']])()\n`, false],
    [
      'app.py',
      `${flask}${HANDLERS}\ndef view():\n    op = request.args['op']\n    if op not in HANDLERS:\n        abort(400)\n` +
        '    return getattr(handlers, HANDLERS[op])(request.json)\n',
      false,
    ],
    [
      'exporters.rb',
      "KINDS = { 'csv' => 'CsvExporter', 'mcpd' => 'McpdExporter' }.freeze\n\ndef exporter_for(kind)\n  Object.const_get(KINDS.fetch(kind)).new\nend\n",
      false,
    ],
    // Near-misses: the input itself as the attribute, a table parsed from the request, an entry set from the request.
    ['app.py', `${flask}\ndef view():\n    op = request.args['op']\n    return getattr(handlers, op)(request.json)\n`, true],
    [
      'app.py',
      `${flask}HANDLERS = json.loads(request.data)\n\ndef view():\n    return getattr(handlers, HANDLERS[request.args['op']])()\n`,
      true,
    ],
    [
      'app.py',
      `${flask}${HANDLERS}\ndef view():\n    HANDLERS[request.args['name']] = request.args['fn']\n` +
        "    return getattr(handlers, HANDLERS[request.args['op']])()\n",
      true,
    ],
    ['app.py', 'import sys, tasks\n\ndef main():\n    getattr(tasks, sys.argv[1])()\n', true],
    [
      'exports_controller.rb',
      'class ExportsController < ApplicationController\n  def show\n    Object.const_get(params[:kind]).new.call\n  end\nend\n',
      true,
    ],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(`/home/dev/proj/src/${file}`, content)).toBe(speaks));
});
