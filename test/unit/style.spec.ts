import { expect, test } from 'vitest';
import { createStyle } from '../../src/cli/style.js';

test.each([
  [true, {}, '\u001b[1mx\u001b[22m'],
  [true, { NO_COLOR: '1' }, 'x'],
  [false, {}, 'x'],
  [false, { FORCE_COLOR: '1' }, '\u001b[1mx\u001b[22m'],
  [false, { FORCE_COLOR: '' }, '\u001b[1mx\u001b[22m'],
  [false, { FORCE_COLOR: '3', NO_COLOR: '1' }, '\u001b[1mx\u001b[22m'],
  [true, { FORCE_COLOR: '0' }, 'x'],
  [true, { FORCE_COLOR: 'false' }, 'x'],
])('colour on a TTY %s with env %j', (isTTY, env, expected) => {
  expect(createStyle(isTTY, env).bold('x')).toBe(expected);
});
