import { describe, expect, test } from 'vitest';
import { evalSpeaks, secretSpeaks } from '../../support/guardSpeaks.js';

// Round 64's eval and secrets classes (independent pharmacies and compounding labs, greenhouses and plant nurseries,
// grain elevators and farm co-ops, private investigators): a timer given a field of a parameter the same file fills with
// parsed JSON; an Authorization header written as a name/value pair in an exported collection. One line per class that
// speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const hexToken = ['9432a677ed177b5e', '030032b8ac85ae12', 'e9dc75d5'].join('');
const basic = ['c2VydmU6UzNydmVN', 'YW5AZ2VyMjAyNA=='].join('');

const loader = (call: string) =>
  'export async function loadDashboard(userId) {\n' +
  '  const res = await fetch(`/api/users/${userId}/dashboard`);\n' +
  `  const widgets = await res.json();\n  ${call}\n}\n`;

describe('a timer given a field of a parameter the file fills with parsed JSON (eval/javascript/string-timer)', () => {
  test.each([
    [
      'export function mountWidget(el, config) {\n  setInterval(config.onTick, config.intervalMs || 10000);\n}\n' +
        loader('widgets.forEach((w) => mountWidget(document.getElementById(w.id), w));'),
      true,
    ],
    [
      "function startPanel(settings) {\n  setTimeout(settings.onReady, 500);\n}\nstartPanel(JSON.parse(localStorage.getItem('panel')));\n",
      true,
    ],
    [
      'function arm(opts) {\n  return setTimeout(opts.action, opts.delay);\n}\n' +
        "async function boot() {\n  const cfg = await (await fetch('/api/panel')).json();\n  for (const t of cfg.timers) arm(t);\n}\n",
      true,
    ],
    // Filled with an object literal, called inside an arrow, picked from a fixed table, a method of an API object.
    [
      'export function mountWidget(el, config) {\n  setInterval(config.onTick, 1000);\n}\nmountWidget(document.body, { onTick: () => refresh() });\n',
      false,
    ],
    [
      `export function mountWidget(el, config) {\n  setInterval(() => config.onTick(), 1000);\n}\n${loader('widgets.forEach((w) => mountWidget(el, w));')}`,
      false,
    ],
    [
      'const HANDLERS = { refresh: () => reload() };\n' +
        'export function mountWidget(el, config) {\n  setInterval(HANDLERS[config.onTick] ?? HANDLERS.refresh, 1000);\n}\n' +
        loader('widgets.forEach((w) => mountWidget(el, w));'),
      false,
    ],
    ['export function startPoll(api) {\n  setInterval(api.poll, 30000);\n}\nstartPoll(window.api);\n', false],
  ])('%#', (content, speaks) => expect(evalSpeaks('/p/client/src/dashboard/widgets.js', content)).toBe(speaks));
});

describe('an Authorization header written as a name/value pair (secrets/generic/authorization-header)', () => {
  test.each([
    [
      '/p/docs/postman/ServeManager.postman_collection.json',
      `{"header": [{ "key": "Authorization", "value": "Bearer ${hexToken}" }]}\n`,
      true,
    ],
    [
      '/p/docs/postman/x.postman_collection.json',
      `{"header": [{ "key": "Authorization", "type": "text", "value": "Bearer ${hexToken}" }]}\n`,
      true,
    ],
    [
      '/p/insomnia/export.yaml',
      `resources:\n  - _type: request\n    headers:\n      - name: Authorization\n        value: Token ${hexToken}\n`,
      true,
    ],
    ['/p/har/session.har', `{"headers": [{"name": "Authorization", "value": "Basic ${basic}"}]}\n`, true],
    [
      '/p/docs/openapi.yaml',
      `      parameters:\n        - name: Authorization\n          in: header\n          example: Bearer ${hexToken}\n`,
      true,
    ],
    // Placeholders a collection leaves for the user to fill.
    ['/p/docs/postman/x.postman_collection.json', '{"header": [{ "key": "Authorization", "value": "Bearer {{token}}" }]}\n', false],
    ['/p/docs/postman/x.postman_collection.json', '{"header": [{ "key": "Authorization", "value": "Bearer <token>" }]}\n', false],
    ['/p/docs/postman/x.postman_collection.json', '{"header": [{ "key": "Authorization", "value": "Bearer ${TOKEN}" }]}\n', false],
    [
      '/p/docs/postman/x.postman_collection.json',
      '{"header": [{ "key": "Authorization", "value": "Bearer xxxxxxxxxxxxxxxxxxxxxxxx" }]}\n',
      false,
    ],
    ['/p/docs/openapi.yaml', '        - name: Authorization\n          in: header\n          example: Bearer your-token-here\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
