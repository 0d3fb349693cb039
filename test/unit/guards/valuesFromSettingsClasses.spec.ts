import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { evalGuard } from '../../../src/guards/eval.js';
import { guardContext } from '../../support/guardContext.js';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Held-out rounds 133 and 136 (values from settings and config): a timer handed a field of an object the file loads as
// data (a JSON or YAML file, a parsed body, the environment) runs text, and an edit that swaps a timer's named function for
// a configuration object's field does too; a Python loader importing the names the project's own settings module lists is
// no outside input. One line per class that speaks and near-misses that stay silent.

const edited = (file_path: string, old_string: string, new_string: string) =>
  evalGuard.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } } as CanonicalEvent,
    guardContext('/home/dev'),
  ) !== undefined;

describe("an edit that swaps a timer's named function for a configuration field (eval/javascript/string-timer)", () => {
  test.each([
    [
      'const POLL_MS = 10000;\nsetInterval(pollSensors, POLL_MS);',
      'const POLL_MS = config.pollMs;\nsetInterval(config.pollHandler, POLL_MS);',
      true,
    ],
    ['  setTimeout(refreshBoard, 3000);', '  setTimeout(settings.onRefresh, 3000);', true],
    ['  window.setInterval(this.syncQueue, 5000);', '  window.setInterval(appConfig.syncHandler, 5000);', true],
    ['  setInterval(tickClock.bind(this), 1000);', '  setInterval(cfg.tick, 1000);', true],
    // A method, an object of handlers, the same name kept, a member the edit binds as a function, a delay from config only.
    ['  setInterval(pollSensors, 10000);', '  setInterval(this.pollSensors, config.pollMs);', false],
    ['  setInterval(pollSensors, 10000);', '  setInterval(handlers.poll, 10000);', false],
    ['  setInterval(pollSensors, 10000);', '  setInterval(pollSensors, config.pollMs);', false],
    ['  setInterval(pollSensors, 10000);', '  config.onPoll = () => pollSensors();\n  setInterval(config.onPoll, 10000);', false],
    ['  setInterval(pollSensors, 10000);', '  setInterval(() => config.onPoll(), 10000);', false],
  ])('%s → %s', (old, now, speaks) => expect(edited('/home/dev/proj/web/src/poller.js', old, now)).toBe(speaks));
});

describe('a timer handed a field of an object the file loads as data (eval/javascript/string-timer)', () => {
  test.each([
    ["const config = require('./poller.json');\nsetInterval(config.pollHandler, config.pollMs);\n", true],
    ["import settings from './settings.json' with { type: 'json' };\nsetTimeout(settings.onReady, 0);\n", true],
    ["const cfg = JSON.parse(fs.readFileSync('kiosk.json', 'utf8'));\nsetInterval(cfg.tick, cfg.everyMs);\n", true],
    ["const cfg = yaml.load(fs.readFileSync('kiosk.yml', 'utf8'));\nsetInterval(cfg.tick, cfg.everyMs);\n", true],
    ["const cfg = YAML.parse(await readFile('kiosk.yaml', 'utf8'));\nsetInterval(cfg.tick, 1000);\n", true],
    ["const cfg = await fs.readJson('kiosk.json');\nsetInterval(cfg.tick, 1000);\n", true],
    ["const cfg = await (await fetch('/api/kiosk')).json();\nsetTimeout(cfg.onIdle, cfg.idleMs);\n", true],
    ['setInterval(process.env.POLL_HANDLER, 1000);\n', true],
    ['const env = process.env;\nsetInterval(env.POLL_HANDLER, 1000);\n', true],
    ["import { pollHandler } from './poller.json';\nsetInterval(pollHandler, 1000);\n", true],
    ["const { pollHandler } = require('./poller.json');\nsetInterval(pollHandler, 1000);\n", true],
    // A module of code, `this`, an options object callers pass, a callback's parameter, a bound method and an arrow.
    ["import config from './config.js';\nsetInterval(config.pollHandler, config.pollMs);\n", false],
    ["const config = require('./config');\nsetInterval(config.pollHandler, config.pollMs);\n", false],
    ["import * as handlers from './handlers';\nsetInterval(handlers.poll, 1000);\n", false],
    ["import { pollHandler } from './handlers.js';\nsetInterval(pollHandler, 1000);\n", false],
    ['class Poller {\n  start() {\n    setInterval(this.config.pollHandler, 1000);\n  }\n}\n', false],
    ['export function startPolling(options) {\n  return setInterval(options.onPoll, options.everyMs);\n}\n', false],
    ['export function startPolling(config) {\n  return setInterval(config.onPoll, config.everyMs);\n}\n', false],
    ['items.forEach((item, done) => setTimeout(done, 10));\n', false],
    ["const cfg = require('./poller.json');\nsetInterval(poll.bind(null, cfg.sensor), cfg.pollMs);\n", false],
    ["const cfg = require('./poller.json');\nsetInterval(() => poll(cfg.sensor), cfg.pollMs);\n", false],
    ["const cfg = yaml.load(fs.readFileSync('kiosk.yml', 'utf8'));\nsetInterval(tick, cfg.everyMs);\n", false],
  ])('%s → %s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/web/src/poller.js', content)).toBe(speaks));
});

const PLUGINS = (head: string, body: string) =>
  `"""Plugins listed in settings."""\nfrom importlib import import_module\n\n${head}\n\n\ndef load_plugins() -> list:\n    ${body}\n`;

describe("import_module of the names the project's own settings module lists (eval/python/import-chosen)", () => {
  test.each([
    [PLUGINS('from kiosk import settings', 'return [import_module(name) for name in settings.PLUGINS]'), false],
    [PLUGINS('from django.conf import settings', 'return [import_module(app) for app in settings.INSTALLED_APPS]'), false],
    [PLUGINS('from . import settings', 'for path in settings.EXTENSIONS:\n        import_module(path)'), false],
    [PLUGINS('import settings', 'return import_module(settings.STORAGE_BACKEND)'), false],
    [PLUGINS('from myshop.conf import settings', "return [import_module(n) for n in getattr(settings, 'PLUGINS', [])]"), false],
    [PLUGINS('from kiosk.settings import PLUGINS', 'return [import_module(name) for name in PLUGINS]'), false],
    ['import importlib\nfrom django.conf import settings\n\nbackend = importlib.import_module(settings.CACHE_BACKEND)\n', false],
    // Names from the request, the command line, the environment, a file, a settings value the environment fills, and a
    // settings object's lowercase field (a pydantic BaseSettings reads the environment).
    [PLUGINS('import sys', 'return [import_module(name) for name in sys.argv[1:]]'), true],
    [PLUGINS('import os', "return [import_module(name) for name in os.environ['PLUGINS'].split(',')]"), true],
    [PLUGINS('import os', "return import_module(os.environ.get('STORAGE_BACKEND'))"), true],
    [PLUGINS('from pathlib import Path', "return [import_module(n) for n in Path('plugins.txt').read_text().split()]"), true],
    [
      PLUGINS(
        'import os\nfrom kiosk import settings',
        "settings.PLUGINS = os.environ['PLUGINS'].split(',')\n    return [import_module(n) for n in settings.PLUGINS]",
      ),
      true,
    ],
    [PLUGINS('from kiosk.config import settings', 'return [import_module(name) for name in settings.plugins]'), true],
    [PLUGINS('from flask import request', "return import_module(request.args['plugin'])"), true],
    ['import importlib\nimport sys\nfrom django.conf import settings\n\nbackend = importlib.import_module(sys.argv[1])\n', true],
    [PLUGINS('from kiosk import loader', 'return [import_module(name) for name in loader.PLUGINS]'), true],
  ])('%s → %s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/src/kiosk/plugins.py', content)).toBe(speaks));
});
