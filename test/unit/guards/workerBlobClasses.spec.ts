import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Held-out round 178: a Web Worker, SharedWorker, worklet or `importScripts` given a Blob's object URL or a `data:` URL
// whose text the program built from a variable (code a user typed, a request field, a file) runs that data as code
// (eval/javascript/worker-built-source), as does an iframe's `srcdoc` whose `<script>` interpolates one
// (eval/javascript/srcdoc-built-script). A worker from a file, a Blob of fixed text, the inline-worker idiom that
// stringifies the author's own function, and data embedded as JSON stay silent. One line per case (its source lines
// joined): the file, its text; the describe says whether eval speaks.

const code = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('a worker or worklet loaded from a Blob or data: URL of built code speaks', () => {
  test.each([
    [
      'web/src/admin/ruleTester.js',
      code(
        'export function testRule(code, sample) {',
        '  const worker = new Worker(URL.createObjectURL(new Blob([',
        '    `onmessage = e => postMessage((function(row){ ${code} })(e.data))`',
        "  ], { type: 'text/javascript' })));",
        '  return new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); worker.postMessage(sample); });',
        '}',
      ),
    ],
    ['web/src/a.js', code('const blob = new Blob([src]);', 'const url = URL.createObjectURL(blob);', 'new Worker(url);')],
    [
      'web/src/a.js',
      code("const blob = new Blob(['self.onmessage = (e) => {' + userCode + '}']);", 'new Worker(URL.createObjectURL(blob));'),
    ],
    ['web/src/a.js', code("new Worker('data:text/javascript,' + encodeURIComponent(code));")],
    ['web/src/a.js', code('new Worker(`data:application/javascript;base64,${btoa(code)}`);')],
    ['web/src/a.js', code('new SharedWorker(URL.createObjectURL(new Blob([code])));')],
    ['web/src/a.js', code('const url = URL.createObjectURL(new Blob([code]));', 'await ctx.audioWorklet.addModule(url);')],
    ['web/src/a.ts', code('await (CSS as any).paintWorklet.addModule(URL.createObjectURL(new Blob([src])));')],
    ['web/src/w.js', code('self.onmessage = (e) => {', '  importScripts(URL.createObjectURL(new Blob([e.data.code])));', '};')],
    ['web/src/w.js', code("self.onmessage = (e) => importScripts('data:text/javascript,' + e.data.code);")],
    [
      'web/src/a.js',
      code(
        'const source = `self.onmessage = e => { ${code} };`;',
        "const blob = new Blob([source], { type: 'text/javascript' });",
        'new Worker(window.URL.createObjectURL(blob));',
      ),
    ],
    [
      'web/src/a.js',
      code(
        'const code = editor.getValue();',
        'const blob = new Blob([code]);',
        'const url = URL.createObjectURL(blob);',
        "new Worker(url, { type: 'module' });",
      ),
    ],
    ['web/src/a.ts', code('const text = await input.files[0].text();', 'new Worker(URL.createObjectURL(new Blob([text])));')],
    ['src/run.js', code("app.post('/run', (req) => new Worker('data:text/javascript,' + encodeURIComponent(req.body.code)));")],
    [
      'web/index.html',
      code(
        '<script>',
        "const code = document.querySelector('#src').value;",
        'new Worker(URL.createObjectURL(new Blob([code])));',
        '</script>',
      ),
    ],
    // Node's worker_threads given code to evaluate (eval/javascript/worker-eval) and a data: import (require-chosen).
    [
      'src/a.js',
      code("import { Worker } from 'node:worker_threads';", 'export const run = (snippet) => new Worker(snippet, { eval: true });'),
    ],
    ['src/a.js', code("export const load = (src) => import('data:text/javascript,' + encodeURIComponent(src));")],
    // An iframe whose srcdoc script interpolates code.
    ['web/src/a.js', code('frame.srcdoc = `<!doctype html><script>${code}</script>`;')],
    ['web/src/A.jsx', code('export const Box = ({ code }) => <iframe srcDoc={`<body><script type="module">${code}</script></body>`} />;')],
    ['web/src/a.js', code("frame.srcdoc = '<script>' + code + '</script>';")],
  ])('%s %j speaks', (file, content) => expect(evalSpeaks(`/home/dev/proj/${file}`, content)).toBe(true));
});

describe('a worker from a file, fixed worker text, the author’s own function and data as JSON stay silent', () => {
  test.each([
    ['web/src/a.ts', code("new Worker(new URL('./eta.worker.ts', import.meta.url), { type: 'module' });")],
    ['web/src/a.js', code("const worker = new Worker('/workers/resize.js');", 'worker.postMessage(image);')],
    [
      'web/src/a.js',
      code("const src = 'self.onmessage = e => postMessage(e.data * 2);';", 'new Worker(URL.createObjectURL(new Blob([src])));'),
    ],
    ['web/src/a.js', code("new Worker(URL.createObjectURL(new Blob(['self.onmessage = e => postMessage(e.data * 2);'])));")],
    [
      'web/src/a.js',
      code('const src = `self.onmessage = (e) => postMessage(e.data.length);`;', 'new Worker(URL.createObjectURL(new Blob([src])));'),
    ],
    [
      'web/src/a.js',
      code(
        "const A = 'self.onmessage = (e) => {';",
        "const B = 'postMessage(e.data + 1);';",
        "const C = '};';",
        'new Worker(URL.createObjectURL(new Blob([A, B, C])));',
      ),
    ],
    [
      'web/src/a.js',
      code("import { WORKER_SOURCE } from './workerSource';", 'new Worker(URL.createObjectURL(new Blob([WORKER_SOURCE])));'),
    ],
    ['web/src/a.js', code("const src = require('!!raw-loader!./worker.js');", 'new Worker(URL.createObjectURL(new Blob([src])));')],
    ['web/src/a.js', code("import workerSource from './worker.js?raw';", 'new Worker(URL.createObjectURL(new Blob([workerSource])));')],
    [
      'web/src/a.js',
      code(
        'function work() {',
        '  self.onmessage = (e) => postMessage(e.data * 2);',
        '}',
        "const blob = new Blob(['(' + work.toString() + ')()']);",
        'export const w = new Worker(URL.createObjectURL(blob));',
      ),
    ],
    [
      'web/src/a.js',
      code(
        'const work = () => {',
        '  self.onmessage = (e) => postMessage(e.data);',
        '};',
        'new Worker(URL.createObjectURL(new Blob([`(${work})()`])));',
      ),
    ],
    [
      'web/src/a.js',
      code(
        'export function make(config) {',
        '  const src = `const CONFIG = ${JSON.stringify(config)}; self.onmessage = (e) => postMessage(e.data * CONFIG.scale);`;',
        '  return new Worker(URL.createObjectURL(new Blob([src])));',
        '}',
      ),
    ],
    [
      'web/src/a.js',
      code("const worker = new Worker(new URL('./w.js', import.meta.url));", 'export const run = (code) => worker.postMessage(code);'),
    ],
    ['web/src/a.js', code("await ctx.audioWorklet.addModule(new URL('./processor.js', import.meta.url));")],
    // A Blob that is downloaded, opened or shown, never run.
    [
      'web/src/a.js',
      code("const url = URL.createObjectURL(new Blob([JSON.stringify(rows)], { type: 'application/json' }));", 'a.href = url;'),
    ],
    ['web/src/a.js', code('const blob = new Blob([userCode]);', 'link.href = URL.createObjectURL(blob);', "link.download = 'snippet.js';")],
    ['web/src/a.js', code("export const svgUrl = (svg) => 'data:image/svg+xml,' + encodeURIComponent(svg);")],
    ['web/src/a.js', code('// was: new Worker(URL.createObjectURL(new Blob([code])))', 'export const x = 1;')],
    // A srcdoc of HTML alone, a fixed script, or data written as JSON.
    ['web/src/a.js', code('frame.srcdoc = `<script>window.DATA = ${JSON.stringify(data)};</script>`;')],
    ['web/src/a.js', code('frame.srcdoc = `<body>${html}</body>`;')],
    ['web/src/a.js', code(`frame.srcdoc = '<script>parent.postMessage(1, "*")</script>';`)],
  ])('%s %j stays silent', (file, content) => expect(evalSpeaks(`/home/dev/proj/${file}`, content)).toBe(false));
});
