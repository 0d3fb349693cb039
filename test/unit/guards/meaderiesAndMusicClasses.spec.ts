import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 116's eval class, written again on other trades (meaderies, music schools and rehearsal studios): a string timer
// handed a field of a row a database read returned (`setInterval(row.action, row.interval_ms)` over `await db.all("SELECT
// …")`): the row holds stored text, so the timer runs what was written to the table. One line per case that speaks and
// near-misses that stay silent.

const file = '/home/dev/proj/src/cellar/scheduler.js';

describe("a timer given a field of a database read's row (eval/javascript/string-timer)", () => {
  test.each([
    [
      'const db = require("./db");\nasync function start(ctx) {\n' +
        '  const rows = await db.all("SELECT interval_ms, action FROM automations WHERE enabled = 1");\n' +
        '  for (const row of rows) {\n    setInterval(row.action, row.interval_ms);\n  }\n  Object.assign(globalThis, ctx);\n}\n',
      true,
    ],
    // pg's `{ rows }` and `result.rows`, mysql2's `[rows]`, better-sqlite3's prepared `.all()` and `.get()`, postgres.js.
    [
      'async function arm() {\n  const { rows } = await pool.query("SELECT hook FROM fermenters");\n  rows.forEach((f) => setTimeout(f.hook, 0));\n}\n',
      true,
    ],
    [
      'async function arm() {\n  const result = await pool.query(`SELECT hook FROM fermenters`);\n  for (const f of result.rows) setTimeout(f.hook, 0);\n}\n',
      true,
    ],
    [
      "async function arm() {\n  const [rows] = await conn.execute('SELECT cue FROM lessons');\n  for (const l of rows) setTimeout(l.cue, l.at);\n}\n",
      true,
    ],
    ['const rows = db.prepare("SELECT action FROM racking_rules").all();\nfor (const r of rows) setInterval(r.action, 60000);\n', true],
    [
      'async function one(id) {\n  const rule = await db.get("SELECT action FROM racking_rules WHERE id = ?", id);\n  setTimeout(rule.action, 10);\n}\n',
      true,
    ],
    [
      'async function arm() {\n  const rows = await sql`SELECT cue FROM rehearsals`;\n  for (const r of rows) setTimeout(r.cue, 0);\n}\n',
      true,
    ],
    // sqlite3's and mysql's callbacks: the parameter after the error is the rows, or with `each` one row.
    [
      'db.all("SELECT action, ms FROM racking_rules", (err, rows) => {\n' +
        '  if (err) throw err;\n  for (const r of rows) setInterval(r.action, r.ms);\n});\n',
      true,
    ],
    ["db.each('SELECT cue FROM lessons WHERE room = ?', [room], function (err, row) {\n  setTimeout(row.cue, 0);\n});\n", true],
    // An ORM's finder and a Mongo cursor read as their rows.
    [
      'async function arm() {\n  const rules = await Automation.findAll({ where: { on: true } });\n' +
        '  for (const a of rules) setInterval(a.script, a.every);\n}\n',
      true,
    ],
    [
      'async function arm() {\n  const slots = await prisma.slot.findMany({});\n  for (const s of slots) setTimeout(s.onStart, s.delay);\n}\n',
      true,
    ],
    [
      "async function arm() {\n  const cues = await db.collection('cues').find({}).toArray();\n  cues.forEach((c) => setTimeout(c.code, c.at));\n}\n",
      true,
    ],
    // A function or an arrow, a method of an object the file defines, a lookup by the row's field, and a fixed literal stay silent.
    [
      'async function arm() {\n  const rows = await db.all("SELECT interval_ms FROM automations");\n' +
        '  for (const row of rows) setInterval(tick, row.interval_ms);\n}\n',
      false,
    ],
    [
      'async function arm() {\n  const rows = await db.all("SELECT action, interval_ms FROM automations");\n' +
        '  for (const row of rows) setInterval(() => run(row.action), row.interval_ms);\n}\n',
      false,
    ],
    [
      'async function arm() {\n  const rows = await db.all("SELECT ms FROM automations");\n  for (const row of rows) setInterval(poller.tick, row.ms);\n}\n',
      false,
    ],
    [
      'async function arm() {\n  const rows = await db.all("SELECT action FROM automations");\n' +
        '  for (const row of rows) setInterval(actions[row.action], 1000);\n}\n',
      false,
    ],
    [
      'async function arm() {\n  const rows = await db.all("SELECT id FROM automations");\n' +
        '  for (const row of rows) setInterval("refreshGauges()", 1000);\n}\n',
      false,
    ],
    ['class Tuner {\n  start() {\n    setInterval(this.poll, 1000);\n  }\n  poll() {}\n}\n', false],
    ['const handlers = { flush() {} };\nsetTimeout(handlers.flush, 0);\n', false],
    // A callback of a write (no SELECT), and its error's field.
    [
      'db.run("UPDATE racking_rules SET ran = 1", (err, rows) => {\n' + '  for (const r of rows) setInterval(r.action, 1000);\n});\n',
      false,
    ],
    ['db.all("SELECT cue FROM lessons", (err, rows) => {\n  if (err) setTimeout(err.retry, 10);\n});\n', false],
    // An array's `.find` gives one of the file's own items, and a list the file writes holds its functions.
    ["const cues = [{ name: 'a', fn: () => 1 }];\nconst cue = cues.find((c) => c.name === n);\nsetTimeout(cue.fn, 0);\n", false],
    ['const slots = [{ run: () => 1 }];\nfor (const s of slots) setTimeout(s.run, 0);\n', false],
  ])('%#', (content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});
