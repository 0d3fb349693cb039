import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 104: a timer handed the page's text one binding away, a field of an object literal bound in the file or a name
// destructured from the page. One line per case that speaks and near-misses that stay silent.

const embed = (body: string) =>
  `import { refreshBadge } from './badge.js';\nimport settings from './settings.js';\n(function () {\n` +
  `  const el = document.getElementById("chairbook");\n  const input = document.querySelector("#expr");\n  ${body}\n})();\n`;

const brief = `// Booking widget embedded on salon websites:
// <div id="chairbook" data-shop="123" data-on-tick="updateBadge()"></div>
(function () {
  const el = document.getElementById("chairbook");
  const opts = { shop: el.dataset.shop, onTick: el.dataset.onTick };
  if (opts.onTick) {
    window.setInterval(opts.onTick, 2000);
  }
  fetch(\`https://api.chairbook.app/widget/\${opts.shop}\`)
    .then((r) => r.json())
    .then((data) => {
      el.innerHTML = \`<button class="cb-book">Book with \${data.shopName}</button>\`;
    });
})();
`;

test('the widget from round 104 speaks', () => expect(evalSpeaks('web/src/widgets/embed.js', brief)).toBe(true));

describe('a timer handed page text through an object field or a destructured name (eval/javascript/string-timer)', () => {
  test.each([
    // The call from round 104: the options object's field is the data attribute.
    [
      'const opts = { shop: el.dataset.shop, onTick: el.dataset.onTick };\n  if (opts.onTick) {\n    window.setInterval(opts.onTick, 2000);\n  }',
      true,
    ],
    [
      'const opts = {\n    shop: el.dataset.shop,\n    onTick: el.dataset.onTick || "updateBadge()",\n  };\n  setInterval(opts.onTick, 2000);',
      true,
    ],
    [`const opts = { onDone: el.getAttribute('data-on-done') };\n  setTimeout(opts.onDone, 0);`, true],
    [`const cfg = { 'on-tick': el.dataset.onTick };\n  setTimeout(cfg['on-tick'], 500);`, true],
    ['const opts = { expr: input.value };\n  setTimeout(opts.expr, 10);', true],
    ['const opts = { expr: document.querySelector("#rule").value };\n  setTimeout(opts.expr, 10);', true],
    ['const route = { action: location.hash.slice(1) };\n  setTimeout(route.action, 0);', true],
    ['const opts = { label: el.textContent };\n  setTimeout(opts.label, 0);', true],
    ['const onTick = el.dataset.onTick;\n  const opts = { shop: 1, onTick };\n  setInterval(opts.onTick, 2000);', true],
    ['const { onTick } = el.dataset;\n  setInterval(onTick, 2000);', true],
    ['const { shop, onTick: tick = "refresh()" } = el.dataset;\n  window.setInterval(tick, 2000);', true],
    ['const { onTick } = document.getElementById("chairbook").dataset;\n  setInterval(onTick, 2000);', true],
    ['const { hash } = window.location;\n  setTimeout(hash, 0);', true],
    ['const { value } = input;\n  setTimeout(value, 0);', true],
    ['const box = document.getElementById("q");\n  setInterval(box.value, 2000);', true],
    // A function, an arrow that reads the attribute, a handler's name or an import, the attribute as the delay.
    ['const opts = { onTick: () => update(el.dataset.shop) };\n  setInterval(opts.onTick, 2000);', false],
    ['const opts = { onTick: function () { update(el.dataset.shop); } };\n  setInterval(opts.onTick, 2000);', false],
    ['const opts = { shop: el.dataset.shop, onTick: updateBadge };\n  setInterval(opts.onTick, 2000);', false],
    ['const opts = { shop: el.dataset.shop, onTick: refreshBadge };\n  setInterval(opts.onTick, 2000);', false],
    ['const opts = { onTick() { refreshBadge(el.dataset.shop); } };\n  setInterval(opts.onTick, 2000);', false],
    ['const opts = { delay: Number(el.dataset.delay) };\n  setTimeout(run, opts.delay);', false],
    ['const opts = { delay: el.dataset.delay };\n  setTimeout(refreshBadge, opts.delay);', false],
    [
      'const handlers = { badge: refreshBadge };\n  const opts = { onTick: handlers[el.dataset.fn] };\n  setInterval(opts.onTick, 2000);',
      false,
    ],
    ['setInterval(handlers[el.dataset.fn], 2000);', false],
    ['setInterval(settings.onPoll, 2000);', false],
    ['const config = { onPoll: refreshBadge, shop: el.dataset.shop };\n  setInterval(config.onPoll, 2000);', false],
    // Given a function below the literal, or spread over by other options.
    ['const opts = { onTick: el.dataset.onTick };\n  opts.onTick = () => refreshBadge();\n  setInterval(opts.onTick, 2000);', false],
    ['const opts = { onTick: el.dataset.onTick, ...overrides };\n  setInterval(opts.onTick, 2000);', false],
    ['const { onTick } = settings;\n  setInterval(onTick, 2000);', false],
    ['const { onTick } = el.dataset;\n  setInterval(() => run(onTick), 2000);', false],
  ])('%s → %s', (body, speaks) => expect(evalSpeaks('web/src/widgets/embed.js', embed(body))).toBe(speaks));
});
