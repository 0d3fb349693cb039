import { describe, expect, test } from 'vitest';
import { evalSpeaks, secretSpeaks } from '../../support/guardSpeaks.js';

// Round 58's eval and secrets classes (apiaries and honey packers, ice rinks and curling clubs, court-reporting and
// transcription agencies, dog kennels and groomers): a timer handed a field of a JSON or YAML file loaded as a module, and
// a (user, password) pair kept in a constant named for a login. One line per class that speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const gatewayPassword = ['Frick', 'RWF', '2209!'].join('-');
const kennelPassword = ['Kn9x', 'Qv4L', 'mT7z'].join('');

describe('a timer handed a field of a JSON or YAML file loaded as a module (eval/javascript/string-timer)', () => {
  test.each([
    [
      "import config from './poller-config.json';\nexport function start() {\n  return setInterval(config.pollExpr, config.intervalMs);\n}\n",
      true,
    ],
    ["import cfg from './rink.json' with { type: 'json' };\nsetTimeout(cfg.onReady, 0);\n", true],
    ["const cfg = require('./kennel-config.json');\nsetInterval(cfg.tick, 1000);\n", true],
    ["import * as settings from '../settings.yaml';\nsetTimeout(settings.hooks.start, 10);\n", true],
    ["import cfg from './p.json';\nfor (const p of cfg.pollers) setInterval(p.expr, p.ms);\n", true],
    // A JS module's member may be a function; an arrow reading the data; a name the JSON import does not bind.
    ["import config from './poller-config.js';\nsetInterval(config.poll, 5000);\n", false],
    ["const api = require('./api');\nsetInterval(api.poll, 5000);\n", false],
    ["import config from './poller-config.json';\nsetInterval(() => poll(config.unit), config.intervalMs);\n", false],
    ["import config from './poller-config.json';\nimport jobs from './jobs.js';\nsetInterval(jobs.poll, config.intervalMs);\n", false],
  ])('%s', (content, speaks) => expect(evalSpeaks('/p/web/src/plant/poller.js', content)).toBe(speaks));
});

describe('a (user, password) pair in a constant named for a login (secrets/basic-auth-tuple)', () => {
  test.each([
    ['/p/plantmon/collect_modbus.py', `GATEWAY_ADMIN = ("admin", "${gatewayPassword}")\nrequests.post(url, auth=GATEWAY_ADMIN)\n`, true],
    ['/p/kennel/sync.py', `KENNEL_LOGIN = ["frontdesk", "${kennelPassword}"]\n`, true],
    ['/p/kennel/sync.js', `const groomerCreds = ['groomer', '${kennelPassword}'];\n`, true],
    ['/p/kennel/sync2.py', `SITE_AUTH = ["svc", "${kennelPassword}"]\n`, true],
    // Environment reads, a placeholder, a list of admins' names, more than two items.
    ['/p/kennel/a.py', 'GATEWAY_ADMIN = ("admin", os.environ["GATEWAY_PASSWORD"])\n', false],
    ['/p/kennel/b.py', 'GATEWAY_ADMIN = ("admin", "<password>")\n', false],
    ['/p/kennel/c.py', 'ADMINS = ["alice", "Bob Smith"]\n', false],
    ['/p/kennel/d.py', 'ADMIN = ["alice", "Bob Smith", "Carol Jones"]\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
