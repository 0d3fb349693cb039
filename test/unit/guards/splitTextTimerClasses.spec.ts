import { describe, expect, test } from 'vitest';
import { evalSpeaks, evalSpeaksIn } from '../../support/guardSpeaks.js';

// Held-out round 183: a timer handed a plain name the same file binds to text it read (`const [delay, action] =
// line.split('\t'); setTimeout(action, t)` over the lines of a file). A split's fields, a file read with an encoding, the
// command line, a request's or a parsed document's field, a text method's result and a decoder's are strings, and a
// string timer compiles its string as code. A function, an arrow, a method, a lookup among handlers, a name called as a
// function or never shown to come from text stays silent. One line per case: the body, speaks or silent.

const JS = '/home/dev/proj/scripts/replay.js';
const FS = "const fs = require('fs');\n";

const replay = `// Replays a recorded timing session from the stopwatch export
const lines = require('fs').readFileSync(process.argv[2], 'utf8').split('\\n');
let t = 0;
for (const line of lines) {
  const [delay, action] = line.split('\\t');
  t += Number(delay);
  setTimeout(action, t);
}
`;

test('the replay script from round 183 speaks', () => expect(evalSpeaks(JS, replay)).toBe(true));

describe('a timer handed text split or read from data (eval/javascript/string-timer)', () => {
  test.each([
    // A split's fields and items, however bound.
    ["const [delay, action] = line.split('\\t');\nglobalThis.setTimeout(action, Number(delay));\n", true],
    ["let [delay, action] = row.split(',');\nwindow.setInterval(action, +delay);\n", true],
    [`${FS}const events = fs.readFileSync('events.log', 'utf8').split('\\n');\nfor (const e of events) setTimeout(e, 0);\n`, true],
    [`${FS}const events = fs.readFileSync('events.log', 'utf8').split('\\n');\nevents.forEach((e) => setTimeout(e, 0));\n`, true],
    ["function replay(text) {\n  text.split('\\n').forEach(function (cmd) {\n    setTimeout(cmd, 10);\n  });\n}\n", true],
    [
      `${FS}const lines = fs\n  .readFileSync(f, 'utf8')\n  .split('\\n')\n  .filter(Boolean);\nfor (const l of lines) setTimeout(l, 10);\n`,
      true,
    ],
    [
      `${FS}fs.readFileSync(f, 'utf8')\n  .split('\\n')\n  .map((s) => s.trim())\n  .forEach((step) => {\n    setTimeout(step, 10);\n  });\n`,
      true,
    ],
    ["const parts = line.split(',');\nsetTimeout(parts[1], 0);\n", true],
    ["const parts = row.split(';');\nsetTimeout(parts.at(-1), 0);\n", true],
    ["const action = line.split(',')[1];\nsetTimeout(action, 0);\n", true],
    ["const action = row.split(';').pop();\nsetTimeout(action, 0);\n", true],
    ["const action = row.split(';')[1] as string;\nsetTimeout(action as TimerHandler, 0);\n", true],
    ["setTimeout(row.split(';')[1], 0);\n", true],
    ["const [delay, action] = line.split('\\t');\nconst run = action.trim();\nsetTimeout(run, Number(delay));\n", true],
    // A file read as text, the command line, a request, a parsed document, a decoder, a readline line.
    [`${FS}const code = fs.readFileSync('job.js', 'utf8');\nsetTimeout(code, 100);\n`, true],
    [`${FS}const code = await fs.promises.readFile(file, { encoding: 'utf8' });\nsetTimeout(code, 100);\n`, true],
    [`${FS}const text = fs.readFileSync(f, 'utf8');\nconst action = text.slice(6);\nsetTimeout(action, 10);\n`, true],
    ['const code = await Deno.readTextFile(Deno.args[0]);\nsetTimeout(code, 0);\n', true],
    ['const code = process.argv[2];\nsetTimeout(code, 10);\n', true],
    ['const [, , code] = process.argv;\nsetTimeout(code, 10);\n', true],
    ['for (const code of process.argv.slice(2)) setTimeout(code, 0);\n', true],
    ["app.post('/x', (req, res) => {\n  const cb = req.body.cb;\n  setTimeout(cb, 10);\n});\n", true],
    ["app.get('/x', (req, res) => {\n  const { cb } = req.query;\n  setTimeout(cb, 10);\n});\n", true],
    ["app.post('/x', (req, res) => {\n  const body = req.body;\n  const { cb } = body;\n  setTimeout(cb, 10);\n});\n", true],
    ['const [a, b] = req.body.pair;\nsetTimeout(b, 10);\n', true],
    ['const action = JSON.parse(raw).action;\nsetTimeout(action, 10);\n', true],
    ['const code = atob(payload);\nsetTimeout(code, 0);\n', true],
    ["const rl = readline.createInterface({ input: process.stdin });\nrl.on('line', (line) => {\n  setTimeout(line, 0);\n});\n", true],
    ['const rl = readline.createInterface({ input: stream });\nfor await (const line of rl) {\n  setTimeout(line, 0);\n}\n', true],
    // The text used as data, as the delay, or to pick a handler; a function or an arrow handed the timer.
    ["const [delay, action] = line.split('\\t');\nsetTimeout(() => run(action), Number(delay));\n", false],
    ["const [delay, action] = line.split('\\t');\nsetTimeout(handlers[action], Number(delay));\n", false],
    ["const [delay, action] = line.split('\\t');\nsetTimeout(handlers[action] || noop, Number(delay));\n", false],
    ["const [delay, label] = line.split('\\t');\nsetTimeout(() => console.log(label), Number(delay));\n", false],
    ["const parts = line.split(',');\nconst fn = registry[parts[1]];\nsetTimeout(fn, 0);\n", false],
    ["const action = handlers[line.split('\\t')[1]];\nsetTimeout(action, 10);\n", false],
    ["const ids = text.split(',');\nids.forEach((id) => setTimeout(refresh, 10, id));\n", false],
    ["const lines = text.split('\\n');\nlines.forEach((line, i) => setTimeout(show, i * 100, line));\n", false],
    ["const words = text.split(' ');\nsetTimeout(next, words.length * 100);\n", false],
    ["const [ms] = (process.env.DELAY || '100').split(',');\nsetTimeout(tick, Number(ms));\n", false],
    ["const lines = text.split('\\n').map((l) => () => print(l));\nfor (const f of lines) setTimeout(f, 0);\n", false],
    [`${FS}const code = fs.readFileSync('job.js', 'utf8');\nsetTimeout(() => console.log(code), 100);\n`, false],
    [`${FS}const buf = fs.readFileSync(f);\nsetTimeout(flush, 0, buf);\n`, false],
    ['const action = process.argv[2];\nsetTimeout(handlers[action], 10);\n', false],
    // A name bound to a function, called as one, given a function below, or never shown to hold text.
    ["let [delay, action] = line.split('\\t');\naction = () => run(action);\nsetTimeout(action, Number(delay));\n", false],
    ["const [delay, action] = line.split('\\t');\naction(delay);\nsetTimeout(action, 10);\n", false],
    ["const action = () => console.log('x');\nsetTimeout(action, 10);\n", false],
    ['function action() {}\nsetTimeout(action, 10);\n', false],
    ['const action = this.tick.bind(this);\nsetTimeout(action, 10);\n', false],
    ['const [state, setState] = useState(0);\nsetTimeout(setState, 10);\n', false],
    ['const [first, rest] = pipeline;\nsetTimeout(rest, 10);\n', false],
    ['const [name, fn] = entry;\nsetTimeout(fn, 10);\n', false],
    ['for (const [name, fn] of Object.entries(jobs)) setTimeout(fn, 10);\n', false],
    ['const tasks = queue.filter(Boolean);\nfor (const t of tasks) setTimeout(t, 0);\n', false],
    ['const cb = callbacks.shift();\nsetTimeout(cb, 10);\n', false],
    ['const cb = arr.slice(-1)[0];\nsetTimeout(cb, 0);\n', false],
    ['const action = line.slice(6);\nsetTimeout(action, 10);\n', false],
    ['const { resolve } = deferred;\nsetTimeout(resolve, 10);\n', false],
    // A function's own `args` may hold callbacks: a debounce helper destructuring them is no read of input.
    ['function later(...args) {\n  const [fn, ms] = args;\n  setTimeout(fn, ms);\n}\n', false],
    ['function later(args) {\n  const { cb, ms } = args;\n  setTimeout(cb, ms);\n}\n', false],
    ['function later(args) {\n  const cb = args.callback;\n  setTimeout(cb, 10);\n}\n', false],
  ])('%s → %s', (body, speaks) => expect(evalSpeaks(JS, body)).toBe(speaks));
});

describe('the same script run from a shell line', () => {
  test.each([
    [`node -e "const [d, a] = process.argv[1].split(':'); setTimeout(a, +d);" '10:run()'`, true],
    [`node -e "const [d, a] = process.argv[1].split(':'); setTimeout(() => run(a), +d);" '10:x'`, false],
  ])('%s', (command, speaks) => expect(evalSpeaksIn(command)).toBe(speaks));
});
