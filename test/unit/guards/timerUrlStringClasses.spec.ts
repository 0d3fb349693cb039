import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Held-out round 166: a timer handed a string read from the page's address (`var onReady = params.get('onReady')` with
// `params` a URLSearchParams over `location.search`, then `setTimeout(onReady, 0)`). Whoever sends the link chooses that
// string, and a string timer compiles it as code in the page. One line per case: the body, speaks or silent.

const JS = '/home/dev/proj/web/static/js/widget.js';
const wrap = (body: string) => `(function () {\n  ${body.replace(/\n/g, '\n  ')}\n})();\n`;

const brief = `(function () {
  var params = new URLSearchParams(window.location.search);
  var onReady = params.get('onReady');
  window.addEventListener('load', function () {
    if (onReady) {
      setTimeout(onReady, 0);
    }
    document.getElementById('booking-widget').classList.add('ready');
  });
})();
`;

test('the widget from round 166 speaks', () => expect(evalSpeaks(JS, brief)).toBe(true));

describe('a timer handed text from the address, a message or a cookie (eval/javascript/string-timer)', () => {
  test.each([
    ["const params = new URLSearchParams(location.search);\nconst cb = params.get('cb');\nsetTimeout(cb, 0);", true],
    ["let cb = new URLSearchParams(window.location.search).get('cb');\nsetTimeout(cb, 0);", true],
    ["var cb = new URLSearchParams(document.location.search).get('cb');\nwindow.setTimeout(cb, 0);", true],
    ["setTimeout(new URLSearchParams(location.search).get('cb'), 0);", true],
    ["var params = new URLSearchParams(location.search);\nsetTimeout(params.get('cb'));", true],
    ["var qs = new URLSearchParams(location.search);\nsetTimeout(qs.get('cb'));", true],
    ["const url = new URL(window.location.href);\nsetTimeout(url.searchParams.get('cb'), 0);", true],
    ["const url = new URL(window.location.href);\nconst cb = url.searchParams.get('cb');\nsetInterval(cb, 1000);", true],
    ["const url = new URL(location);\nconst cb = url.searchParams.get('cb');\nsetInterval(cb, 1000);", true],
    ["const q = new URL(location.href).searchParams;\nconst tick = q.get('tick');\nsetInterval(tick, 1000);", true],
    ["const { searchParams } = new URL(location.href);\nconst cb = searchParams.get('cb');\nsetTimeout(cb, 0);", true],
    ["const search = window.location.search;\nconst p = new URLSearchParams(search);\nsetTimeout(p.get('cb'), 0);", true],
    ['const hash = location.hash.slice(1);\nsetTimeout(hash, 0);', true],
    ["var action = window.location.hash.replace('#', '');\nsetTimeout(action, 0);", true],
    ["var action = location.hash.replace(/^#/, '');\nsetTimeout(action, 0);", true],
    ['const action = decodeURIComponent(location.hash.substring(1));\nwindow.setTimeout(action, 10);', true],
    [
      "const cb = params.get('cb') || 'noop()';\nsetTimeout(cb, 0);".replace(
        'const cb',
        'const params = new URLSearchParams(location.search);\nconst cb',
      ),
      true,
    ],
    ["const params = new URLSearchParams(location.search);\nconst cb = params.get('cb') ?? '';\nsetTimeout(cb, 0);", true],
    ["const params = new URLSearchParams(location.search);\nconst cb = params.get('cb') as string;\nsetTimeout(cb, 0);", true],
    ["const params = new URLSearchParams(location.search);\nsetImmediate(params.get('cb'));", true],
    ["window.addEventListener('message', (event) => {\n  setTimeout(event.data, 0);\n});", true],
    ["window.addEventListener('message', function (e) {\n  const cmd = e.data.cmd;\n  setTimeout(cmd, 0);\n});", true],
    ["window.addEventListener('message', function (ev) {\n  var run = ev.data;\n  setTimeout(run, 0);\n});", true],
    ["const cb = document.cookie.replace(/(?:^|.*;\\s*)cb\\s*=\\s*([^;]*).*$/, '$1');\nsetTimeout(cb, 0);", true],
    ["setTimeout(document.cookie.split('=')[1], 0);", true],
    ['const onLoad = this.$route.query.onLoad;\nsetTimeout(onLoad, 0);', true],
    ['const route = useRoute();\nsetTimeout(route.query.cb, 0);', true],
    ["const searchParams = useSearchParams();\nconst cb = searchParams.get('cb');\nsetTimeout(cb, 0);", true],
    ["const cb = $page.url.searchParams.get('cb');\nsetTimeout(cb, 0);", true],
    // A function, an arrow, a lookup among handlers, the address as the delay or as data, a fixed string.
    ["const params = new URLSearchParams(location.search);\nconst onReady = () => show(params.get('id'));\nsetTimeout(onReady, 0);", false],
    ["const params = new URLSearchParams(location.search);\nsetTimeout(function () { show(params.get('id')); }, 0);", false],
    ["const params = new URLSearchParams(location.search);\nconst id = params.get('id');\nsetTimeout(() => show(id), 0);", false],
    ["const params = new URLSearchParams(location.search);\nconst cb = params.get('cb');\nsetTimeout(window[cb], 0);", false],
    ["const params = new URLSearchParams(location.search);\nsetTimeout(window[params.get('cb')], 0);", false],
    ["const params = new URLSearchParams(location.search);\nconst cb = params.get('cb');\nsetTimeout(handlers[cb], 0);", false],
    ["const params = new URLSearchParams(location.search);\nsetTimeout(done, Number(params.get('delay')));", false],
    [
      "const params = new URLSearchParams(location.search);\nconst delay = parseInt(params.get('delay'), 10);\nsetTimeout(done, delay);",
      false,
    ],
    ["const params = new URLSearchParams(location.search);\nconst delay = params.get('delay');\nsetTimeout(done, delay);", false],
    ["const params = new URLSearchParams(location.search);\nconst cb = params.get('cb');\nloadWidget(cb);\nsetTimeout(done, 0);", false],
    ["const params = new URLSearchParams(location.search);\nconst id = params.get('id');\nsetTimeout(() => fetchBooking(id), 0);", false],
    [
      "const params = new URLSearchParams(location.search);\nconst onReady = params.get('onReady');\n" +
        "setTimeout(() => window.parent.postMessage(onReady, '*'), 0);",
      false,
    ],
    ['const params = new URLSearchParams(location.search);\nsetTimeout("location.reload()", 60000);', false],
    ["const api = new URL(API_BASE);\nconst next = api.searchParams.get('next');\nsetTimeout(next, 0);", false],
    ['const hash = location.hash.slice(1);\nsetTimeout(() => scrollTo(hash), 0);', false],
    ["window.addEventListener('message', (event) => {\n  setTimeout(() => render(event.data), 0);\n});", false],
    ["const theme = document.cookie.split('=')[1];\nsetTimeout(applyTheme, 0);", false],
    ['setImmediate(flush);', false],
    ['const q = JSON.parse(raw);\nsetImmediate(q.onDone);', false],
    ["const params = new URLSearchParams(body);\nsetImmediate(params.get('cb'));", false],
  ])('%s → %s', (body, speaks) => expect(evalSpeaks(JS, wrap(body))).toBe(speaks));
});

describe('the same read in a page, a component or TypeScript', () => {
  const read =
    "const params = new URLSearchParams(window.location.search);\n  const onReady = params.get('onReady');\n  if (onReady) setTimeout(onReady, 0);";
  const arrow =
    "const params = new URLSearchParams(window.location.search);\n  const id = params.get('id');\n  setTimeout(() => show(id), 0);";
  test.each([
    ['/home/dev/proj/web/templates/book.html', `<div id="w"></div>\n<script>\n  ${read}\n</script>\n`, true],
    [
      '/home/dev/proj/web/src/Widget.vue',
      `<template><div /></template>\n<script setup>\nimport { onMounted } from 'vue';\nonMounted(() => {\n  ${read}\n});\n</script>\n`,
      true,
    ],
    [
      '/home/dev/proj/web/src/routes/+page.svelte',
      `<script>\n  import { onMount } from 'svelte';\n  onMount(() => {\n  ${read}\n  });\n</script>\n`,
      true,
    ],
    [
      '/home/dev/proj/web/src/widget.ts',
      `export function boot(): void {\n  ${read.replace("get('onReady')", "get('onReady') as string")}\n}\n`,
      true,
    ],
    ['/home/dev/proj/web/templates/book.html', `<script>\n  ${arrow}\n</script>\n`, false],
    ['/home/dev/proj/web/src/Widget.vue', `<script setup>\nonMounted(() => {\n  ${arrow}\n});\n</script>\n`, false],
    ['/home/dev/proj/web/src/widget.ts', `export function boot(): void {\n  ${arrow}\n}\n`, false],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});
