import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { evalGuard } from '../../../src/guards/eval.js';
import { evalSpeaks } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Round 96's eval class: a timer handed a field of settings the code itself says come over the wire (a comment naming an
// `/api/…` path, a URL or the server; an object named `remoteSettings` or `serverConfig`; an object bound to a response's
// body). JSON carries no function, so such a handler is a string the timer compiles. One line per case that speaks and
// near-misses that stay silent.

const edited = (file: string, old_string: string, new_string: string) =>
  evalGuard.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path: file, old_string, new_string } } as CanonicalEvent,
    guardContext('/home/dev'),
  ) !== undefined;

describe('an edit that hands a timer a field of settings fetched from the server (eval/javascript/string-timer)', () => {
  test.each([
    [
      '/home/dev/proj/public/js/kiosk.js',
      '  setTimeout(resetKiosk, IDLE_MS);',
      '  // onIdle comes from /api/kiosk/settings so each sale can customise the idle behaviour\n  setTimeout(settings.onIdle, settings.idleMs || IDLE_MS);',
      true,
    ],
    [
      '/home/dev/proj/public/js/dashboard.js',
      'setInterval(refreshBirthBoard, 5000);',
      '// handler name and args come from /api/settings so on-call midwives can tweak it\nsetInterval(remoteSettings.pollHandler, remoteSettings.pollMs);',
      true,
    ],
    ['/home/dev/proj/public/js/board.js', 'setInterval(refresh, 5000);', 'window.setInterval(serverConfig.onTick, 5000);', true],
    // Round 94's call: a plain `settings` field, no comment and no fetch in the text, swapped for the timer's named
    // function: the edit's own change says the handler is now a setting, text (held-out round 133).
    [
      '/home/dev/proj/public/js/dashboard.js',
      'const pollMs = Number(settings.pollMs) || 10000;\nsetInterval(pollTelemetry, pollMs);',
      'setInterval(settings.onPoll, Number(settings.pollMs) || 10000);',
      true,
    ],
    [
      '/home/dev/proj/public/js/kiosk.js',
      '  setTimeout(resetKiosk, IDLE_MS);',
      '  setTimeout(resetKiosk, remoteSettings.idleMs || IDLE_MS);',
      false,
    ],
  ])('%s: %s → %s', (file, old, now, speaks) => expect(edited(file, old, now)).toBe(speaks));
});

describe('a timer handed a field of settings the code says come over the wire (eval/javascript/string-timer)', () => {
  test.each([
    ['// the idle handler is loaded from the server\nsetTimeout(settings.onIdle, 1000);\n', true],
    ['// fetched from https://cms.example.com/kiosk.json\nsetTimeout(kioskConfig.onIdle, 1000);\n', true],
    ['window.setTimeout(cfg.onExpire, 500); // onExpire comes from /api/session/config\n', true],
    ['/* pollHandler is served by the backend */\nsetInterval(board.pollHandler, 5000);\n', true],
    ['// handlers are fetched with the kiosk settings\nsetTimeout(kioskSettings.onIdle, 1000);\n', true],
    ['globalThis.setInterval(remoteConfig.refreshHandler, 1000);\n', true],
    ['setTimeout(apiSettings.onDone, 0);\n', true],
    ['setTimeout(fetchedSettings.afterLoad, 0);\n', true],
    ['const handler = remoteSettings.pollHandler;\nsetInterval(handler, 5000);\n', true],
    ['const settings = await res.json();\nsetTimeout(settings.onIdle, 1000);\n', true],
    ['const settings = JSON.parse(raw);\nsetTimeout(settings.onIdle, 1000);\n', true],
    ['const settings = response.data;\nsetInterval(settings.pollHandler, 1000);\n', true],
    ['const settings = (await axios.get("/api/kiosk")).data;\nsetInterval(settings.pollHandler, 1000);\n', true],
    ['const { data: settings } = await axios.get("/api/kiosk");\nsetInterval(settings.pollHandler, 1000);\n', true],
    ['$.getJSON("/api/kiosk/settings", (settings) => {\n  setTimeout(settings.onIdle, settings.idleMs);\n});\n', true],
    ['$.getJSON("/api/kiosk/settings", function (settings) {\n  setTimeout(settings.onIdle, settings.idleMs);\n});\n', true],
    ["fetch('/api/board').then((r) => r.json()).then((settings) => {\n  setInterval(settings.pollHandler, settings.pollMs);\n});\n", true],
    // The comment calls it a callback or function; settings a JS module holds; a field the text defines as a function; an
    // arrow that reads the field; the server's value only as the delay; a comment about something else; no evidence.
    ['// settings.onIdle is the idle callback from /api/kiosk wiring\nsetTimeout(settings.onIdle, 1000);\n', false],
    ['// onIdle is a function the server-side bundle registers\nsetTimeout(settings.onIdle, 1000);\n', false],
    ["const settings = require('./settings');\n// idle time comes from the server\nsetTimeout(settings.onIdle, 1000);\n", false],
    ["import settings from './settings.js';\n// values come from /api/settings\nsetTimeout(settings.onIdle, 1000);\n", false],
    ['const handlers = { onIdle() { resetKiosk(); } };\n// comes from /api/kiosk\nsetTimeout(handlers.onIdle, 1000);\n', false],
    ['const remoteSettings = { pollHandler() { refresh(); } };\nsetInterval(remoteSettings.pollHandler, 5000);\n', false],
    ['setTimeout(() => run(remoteSettings.pollHandler), 1000);\n', false],
    ['setTimeout(resetKiosk, remoteSettings.idleMs);\n', false],
    ['// retry when the server is down\nsetTimeout(settings.onIdle, 1000);\n', false],
    ['// refresh the board from /api/board every 5s\nsetInterval(config.refresh, 5000);\n', false],
    ['// sends the idle event to /api/kiosk\nsetTimeout(settings.onIdle, 1000);\n', false],
    ['// onIdle comes from /api/kiosk\nsetTimeout(this.onIdle, 1000);\n', false],
    ['window.setTimeout(serverOptions.onReady, 0);\n', false],
    ['// talks to /api/kiosk\n\nconst x = 1;\nsetTimeout(settings.onIdle, 1000);\n', false],
    ['setInterval(settings.onPoll, Number(settings.pollMs) || 10000);\n', false],
  ])('%s', (content, speaks) => expect(evalSpeaks('/p/public/js/kiosk.js', content)).toBe(speaks));
});
