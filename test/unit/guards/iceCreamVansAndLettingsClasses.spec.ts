import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 118's eval classes, written again on other trades (ice-cream vans, lettings agents): a string timer handed a field
// of what an HTTP API client's call returned (`setTimeout(a.action, a.delayMs)` over `await api.get(\`/vans/${id}/…\`)`),
// and a module imported by a value looked up in a table of literal module names (`import_module(SCHEMES[code.upper()])`).
// One line per case that speaks and near-misses that keep the other answer.

const js = '/home/dev/proj/vans/tablet/src/scheduler.js';
const py = '/home/dev/proj/lettings/schemes/registry.py';

describe("a timer given a field of an HTTP API client's response (eval/javascript/string-timer)", () => {
  test.each([
    // The brief's own shape: an imported client's `get`, its items iterated.
    [
      "import { api } from './api';\n\nexport async function scheduleAnnouncements(vanId) {\n" +
        '  const announcements = await api.get(`/vans/${vanId}/announcements`);\n' +
        '  for (const a of announcements) {\n    setTimeout(a.action, a.delayMs);\n  }\n}\n',
      true,
    ],
    // axios: the response's `.data`, bound, destructured or read through the response; ky's and got's `.json()`.
    [
      "import axios from 'axios';\nasync function arm() {\n  const res = await axios.get('/api/rounds');\n" +
        '  for (const stop of res.data) setTimeout(stop.onArrive, stop.at);\n}\n',
      true,
    ],
    [
      "const axios = require('axios');\nasync function arm() {\n  const { data } = await axios.get(url);\n" +
        '  data.forEach((j) => setInterval(j.code, j.every));\n}\n',
      true,
    ],
    [
      "import axios from 'axios';\nasync function arm() {\n  const jobs = (await axios.get('/api/jobs')).data;\n" +
        '  for (const j of jobs) setTimeout(j.code, 0);\n}\n',
      true,
    ],
    [
      "import ky from 'ky';\nasync function arm() {\n  const cues = await ky.get('api/cues').json();\n" +
        '  for (const c of cues) setTimeout(c.code, c.at);\n}\n',
      true,
    ],
    [
      "import superagent from 'superagent';\nasync function arm() {\n  const { body } = await superagent.get('/api/cues');\n" +
        '  for (const c of body) setTimeout(c.code, c.at);\n}\n',
      true,
    ],
    // One item read directly, a `post`, a client `axios.create` made, a client module `require`d, `new Function`.
    [
      "import { client } from './http';\nasync function next(id) {\n  const tune = await client.post(`/vans/${id}/next`);\n" +
        '  setTimeout(tune.action, 0);\n}\n',
      true,
    ],
    [
      "import axios from 'axios';\nconst http = axios.create({ baseURL: '/api' });\nasync function arm() {\n" +
        "  const res = await http.get('/chimes');\n  for (const c of res.data) setInterval(c.play, c.every);\n}\n",
      true,
    ],
    [
      "const api = require('./api');\nasync function arm(id) {\n  const rules = await api.request(`/vans/${id}/rules`);\n" +
        '  rules.forEach((r) => setTimeout(r.action, r.ms));\n}\n',
      true,
    ],
    [
      "import { api } from './api';\nasync function arm(id) {\n  const steps = await api.get(`/vans/${id}/steps`);\n" +
        '  for (const s of steps) new Function(s.body)();\n}\n',
      true,
    ],
    // A type argument on the call, a namespace import.
    [
      "import { api } from './api';\nexport async function arm(vanId: string) {\n" +
        '  const list = await api.get<Announcement[]>(`/vans/${vanId}/announcements`);\n' +
        '  for (const a of list) setTimeout(a.action, a.delayMs);\n}\n',
      true,
    ],
    [
      "import * as vansApi from './vansApi';\nasync function arm(id) {\n  const list = await vansApi.get(`/vans/${id}/chimes`);\n" +
        '  list.forEach((c) => setInterval(c.play, c.every));\n}\n',
      true,
    ],
    // A function reference, an arrow, a lookup by the field and a fixed literal stay silent.
    [
      "import { api } from './api';\nasync function arm(id) {\n  const list = await api.get(`/vans/${id}/announcements`);\n" +
        '  for (const a of list) setTimeout(playNext, a.delayMs);\n}\n',
      false,
    ],
    [
      "import { api } from './api';\nasync function arm(id) {\n  const list = await api.get(`/vans/${id}/announcements`);\n" +
        '  for (const a of list) setTimeout(() => playChime(a.tune), a.delayMs);\n}\n',
      false,
    ],
    [
      "import { api } from './api';\nasync function arm(id) {\n  const list = await api.get(`/vans/${id}/announcements`);\n" +
        '  for (const a of list) setTimeout(handlers[a.action], a.delayMs);\n}\n',
      false,
    ],
    [
      "import { api } from './api';\nasync function arm(id) {\n  const list = await api.get(`/vans/${id}/announcements`);\n" +
        '  for (const a of list) setTimeout("refreshBoard()", a.delayMs);\n}\n',
      false,
    ],
    // No remote call a reader can see: an imported registry's `get` by a name, a local object's `get`.
    [
      "import { registry } from './registry';\nfunction arm(name) {\n  const entry = registry.get(name);\n  setTimeout(entry.callback, 0);\n}\n",
      false,
    ],
    [
      'const store = { get: (k) => handlers[k] };\nasync function arm() {\n  const h = await store.get("/chimes");\n  setTimeout(h.fn, 0);\n}\n',
      false,
    ],
  ])('%#', (content, speaks) => expect(evalSpeaks(js, content)).toBe(speaks));
});

describe('a module imported by a lookup in a table of literal module names (eval/python/dynamic-import)', () => {
  const table = 'import importlib\n\nSCHEMES = {\n    "DPS": "lettings.schemes.dps",\n    "TDS": "lettings.schemes.tds",\n}\n\n';
  test.each([
    // The brief's own shape: the lookup bound in a try, its KeyError turned away.
    [
      table +
        'def client_for(scheme_code: str):\n    try:\n        module_path = SCHEMES[scheme_code.upper()]\n' +
        '    except KeyError:\n        raise ValueError(f"unsupported deposit scheme: {scheme_code}") from None\n' +
        '    module = importlib.import_module(module_path)\n    return module.Client()\n',
      false,
    ],
    [
      table +
        'def client_for(code):\n    module_path = SCHEMES.get(code.lower())\n    if module_path is None:\n' +
        '        raise ValueError(code)\n    return importlib.import_module(module_path).Client()\n',
      false,
    ],
    [`${table}def client_for(code):\n    return importlib.import_module(SCHEMES[code.strip().upper()]).Client()\n`, false],
    [`${table}def client_for(code):\n    return __import__(SCHEMES[code.upper()], fromlist=["Client"]).Client()\n`, false],
    [
      'import importlib\nfrom types import MappingProxyType\n\nSCHEMES = MappingProxyType({"DPS": "lettings.schemes.dps", "TDS": "lettings.schemes.tds"})\n\n' +
        'def client_for(code):\n    module_path = SCHEMES[code.upper()]\n    return importlib.import_module(module_path).Client()\n',
      false,
    ],
    // A table read from a file or built from input, a default that passes the input through, text around the lookup.
    [
      'import importlib, json\n\nSCHEMES = json.load(open("schemes.json"))\n\n' +
        'def client_for(code):\n    module_path = SCHEMES[code.upper()]\n    return importlib.import_module(module_path).Client()\n',
      true,
    ],
    [
      'import importlib, os\n\nSCHEMES = {"DPS": os.environ["DPS_MODULE"], "TDS": "lettings.schemes.tds"}\n\n' +
        'def client_for(code):\n    module_path = SCHEMES[code.upper()]\n    return importlib.import_module(module_path).Client()\n',
      true,
    ],
    [
      `${table}def client_for(code):\n    module_path = SCHEMES.get(code.upper(), code)\n    return importlib.import_module(module_path).Client()\n`,
      true,
    ],
    [
      `${table}def client_for(code):\n    module_path = "lettings." + SCHEMES[code.upper()]\n    return importlib.import_module(module_path).Client()\n`,
      true,
    ],
    [`${table}def client_for(code):\n    return importlib.import_module(f"{SCHEMES[code.upper()]}.client").Client()\n`, true],
    [
      table +
        'SCHEMES[sys.argv[1]] = sys.argv[2]\n\ndef client_for(code):\n    module_path = SCHEMES[code.upper()]\n' +
        '    return importlib.import_module(module_path).Client()\n',
      true,
    ],
    ['import importlib\n\ndef client_for(code):\n    return importlib.import_module(code.lower()).Client()\n', true],
  ])('%#', (content, speaks) => expect(evalSpeaks(py, content)).toBe(speaks));
});

describe('a module required by a lookup in a table of literal module paths (eval/javascript/dynamic-require)', () => {
  const table = "const SCHEMES = Object.freeze({ dps: './schemes/dps.js', tds: './schemes/tds.js' });\n";
  test.each([
    [`${table}function clientFor(code) {\n  const modPath = SCHEMES[code.toLowerCase()];\n  return require(modPath).Client;\n}\n`, false],
    [`${table}async function clientFor(code) {\n  return (await import(SCHEMES[code.toLowerCase()])).Client;\n}\n`, false],
    [
      `${table}function clientFor(code) {\n  const modPath = SCHEMES[code] || \`./schemes/\${code}.js\`;\n  return require(modPath).Client;\n}\n`,
      true,
    ],
    [
      "const SCHEMES = JSON.parse(fs.readFileSync('schemes.json'));\n" +
        'function clientFor(code) {\n  const modPath = SCHEMES[code.toLowerCase()];\n  return require(modPath).Client;\n}\n',
      true,
    ],
  ])('%#', (content, speaks) => expect(evalSpeaks(js, content)).toBe(speaks));
});
