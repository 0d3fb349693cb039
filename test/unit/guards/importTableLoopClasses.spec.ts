import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 175's eval class: a dynamic import whose module name is an item of a table of string literals written in the same
// file (`PLUGINS = {"koch": "morse_trainer.lessons.koch", …}` then `for key, mod in PLUGINS.items()`), in a loop, a
// comprehension or a `.map` callback: the names are the code's own, so it stays silent. A lookup in such a table by any key
// (`PLUGINS[request.args["p"]]`) stays silent too, as since round 98: it only picks among the fixed modules. A table filled
// from a file, the environment or a request, one given entries elsewhere, and a name read from argv or a setting still
// speak. A mention of exec() in a comment is no call. One line per case.

const PLUGINS =
  'PLUGINS = {\n    "koch": "morse_trainer.lessons.koch",\n    "farnsworth": "morse_trainer.lessons.farnsworth",\n' +
  '    "callsigns": "morse_trainer.lessons.callsigns",\n}\n';
const HEAD =
  '"""Lesson plugins are modules shipped in this package."""\nimport importlib\n\n' +
  '# exec()-ing uploaded files was removed in 2.0; new lessons go through review.\n';
const py = (body: string, table = PLUGINS, head = HEAD) => `${head}${table}\n\n${body}`;
const LIST = 'MODULES = ["shop.reports.daily", "shop.reports.weekly"]\n';

describe('a Python import over a same-file table of literals (eval/python/import-chosen)', () => {
  test.each([
    [py('def load_plugins():\n    return {key: importlib.import_module(mod).LESSON for key, mod in PLUGINS.items()}\n'), false],
    [py('def load_plugins():\n    return [importlib.import_module(mod) for mod in PLUGINS.values()]\n'), false],
    [py('def load_plugins():\n    return [importlib.import_module(PLUGINS[key]) for key in sorted(PLUGINS)]\n'), false],
    [
      py(
        'def load_plugins():\n    out = {}\n    for key, mod in PLUGINS.items():\n        out[key] = importlib.import_module(mod)\n    return out\n',
      ),
      false,
    ],
    [py('def load_plugins():\n    for (key, mod) in PLUGINS.items():\n        yield importlib.import_module(mod)\n'), false],
    [py('def load():\n    for mod in MODULES:\n        importlib.import_module(mod).register()\n', LIST), false],
    [py('def load():\n    return [__import__(m) for m in MODULES if m]\n', LIST), false],
    [py('def load():\n    return list(map(str, [importlib.import_module(m) for m in MODULES]))\n', LIST), false],
    [py('def load():\n    for i, mod in enumerate(MODULES):\n        importlib.import_module(mod)\n', LIST), false],
    [py('def load():\n    return [importlib.import_module(m) for m in ("a.b", "a.c")]\n', ''), false],
    [py('def load():\n    return {k: importlib.import_module(v) for k, v in PLUGINS.items() if k != "koch"}\n'), false],
    // Decided: a lookup by a key from the request still picks one of the table's own modules.
    [py('def view(request):\n    return importlib.import_module(PLUGINS[request.args["p"]])\n'), false],
    // Near-misses: a table from a file, the environment or a request; one given entries elsewhere; a loop variable bound again.
    [
      py('def load():\n    return [importlib.import_module(m) for m in PLUGINS.values()]\n', 'PLUGINS = json.load(open("plugins.json"))\n'),
      true,
    ],
    [py('def load():\n    return [importlib.import_module(m) for m in MODULES]\n', 'MODULES = os.environ["PLUGINS"].split(",")\n'), true],
    [py('def load():\n    for m in MODULES:\n        importlib.import_module(m)\n', 'MODULES = sys.argv[1:]\n'), true],
    // A literal table grown or bound again from input later in the file (review of round 175's class).
    [py('def load():\n    for m in MODULES:\n        importlib.import_module(m)\n', `${LIST}MODULES += sys.argv[1:]\n`), true],
    [
      py(
        'def load():\n    for m in MODULES:\n        importlib.import_module(m)\n',
        `${LIST}if len(sys.argv) > 1:\n    MODULES = sys.argv[1:]\n`,
      ),
      true,
    ],
    [
      py('def load():\n    for m in plugins:\n        importlib.import_module(m)\n', 'plugins = ["a.b"]\nplugins = load_from_yaml()\n'),
      true,
    ],
    [
      py('def register(k, v):\n    PLUGINS[k] = v\n\ndef load():\n    return [importlib.import_module(m) for m in PLUGINS.values()]\n'),
      true,
    ],
    [
      py(
        'def register(extra):\n    PLUGINS.update(extra)\n\ndef load():\n    for k, m in PLUGINS.items():\n        importlib.import_module(m)\n',
      ),
      true,
    ],
    [
      py(
        'def load(request):\n    PLUGINS[request.args["k"]] = request.args["m"]\n    return [importlib.import_module(m) for m in PLUGINS.values()]\n',
      ),
      true,
    ],
    [py('def load(names):\n    for m in PLUGINS.values():\n        m = names.get(m, m)\n        importlib.import_module(m)\n'), true],
    [py('def load(names):\n    return [importlib.import_module(m) for m in names]\n'), true],
    [py('def load(name):\n    return importlib.import_module(f"morse_trainer.lessons.{name}")\n'), true],
    [py('def load():\n    return [importlib.import_module(m) for m in settings.PLUGINS] + [importlib.import_module(sys.argv[1])]\n'), true],
    [py('def load():\n    return [importlib.import_module(x) for m in PLUGINS.values()]\n'), true],
    [py('def load():\n    [print(m) for m in PLUGINS.values()]\n    return importlib.import_module(m)\n'), true],
    [py('def load():\n    mod = open("plugin.txt").read().strip()\n    return importlib.import_module(mod)\n'), true],
  ])('%s → %s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/morse_trainer/plugins.py', content)).toBe(speaks));
});

describe('a JavaScript import or require over a same-file table of literals (eval/javascript/require-chosen)', () => {
  const MODS = "const MODULES = ['./lessons/koch.js', './lessons/farnsworth.js'];\n";
  const OBJ = "const MODULES = { koch: './lessons/koch.js', farnsworth: './lessons/farnsworth.js' };\n";
  test.each([
    [`${MODS}export async function loadAll() {\n  for (const m of MODULES) {\n    await import(m);\n  }\n}\n`, false],
    [`${MODS}export const loadAll = () => Promise.all(MODULES.map((m) => import(m)));\n`, false],
    [`${MODS}module.exports = MODULES.map(m => require(m));\n`, false],
    [`${OBJ}export async function loadAll() {\n  for (const [k, m] of Object.entries(MODULES)) await import(m);\n}\n`, false],
    [`${OBJ}module.exports = Object.values(MODULES).map((p) => require(p));\n`, false],
    [`${OBJ}module.exports = Object.keys(MODULES).map((k) => require(MODULES[k]));\n`, false],
    // Near-misses: a table parsed from a file, one pushed to from a caller, a list handed in.
    ["const MODULES = JSON.parse(fs.readFileSync('mods.json', 'utf8'));\nmodule.exports = MODULES.map((m) => require(m));\n", true],
    [`${MODS}export function add(p) {\n  MODULES.push(p);\n}\nexport const loadAll = () => MODULES.map((m) => import(m));\n`, true],
    ['export const loadAll = (mods) => mods.map((m) => import(m));\n', true],
    [`${MODS}export const loadAll = (extra) => withExtra(MODULES, extra).map((m) => import(m));\n`, true],
    ['export async function loadAll() {\n  for (const m of process.argv.slice(2)) await import(m);\n}\n', true],
    ["let MODULES = ['./a.js'];\nif (process.argv[2]) MODULES = process.argv.slice(2);\nfor (const m of MODULES) await import(m);\n", true],
  ])('%s → %s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/src/lessons/index.js', content)).toBe(speaks));
});
