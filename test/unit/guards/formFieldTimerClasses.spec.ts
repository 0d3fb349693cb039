import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 101: a timer handed what a page's form field or element holds (`const rule = document.querySelector('#rule').value;
// setInterval(rule, 60000)`) evaluates text the user typed. A field read only for the delay, a handler function and a
// constant stay silent. One line per class that speaks and near-misses.

const click = (body: string) => `document.querySelector('#apply').addEventListener('click', () => {\n${body}\n});\n`;

describe('a timer handed an element’s text', () => {
  test.each([
    click("  const rule = document.querySelector('#rule').value;\n  setInterval(rule, 60000);"),
    click("  const code = document.getElementById('hook').textContent;\n  setTimeout(code, 10);"),
    click("  let expr = document.querySelector('#expr')?.getAttribute('data-run');\n  setTimeout(expr, 0);"),
    "input.addEventListener('change', (e) => {\n  const action = e.target.value;\n  setTimeout(action, 500);\n});\n",
    click("  setInterval(document.querySelector('#rule').value, 60000);"),
  ])('%s speaks', (code) => expect(evalSpeaks('web/static/js/admin/rules.js', code)).toBe(true));
  test.each([
    click("  const ms = Number(document.querySelector('#every').value);\n  setInterval(refresh, ms);"),
    click("  const rule = document.querySelector('#rule').value;\n  setInterval(() => apply(rule), 60000);"),
    click("  const rule = 'applyRule()';\n  setInterval(applyRule, 60000);"),
  ])('%s stays silent', (code) => expect(evalSpeaks('web/static/js/admin/rules.js', code)).toBe(false));
});
