import { expect, test } from 'vitest';
import { createStyle } from '../../src/cli/style.js';

test.each([
  [true, {}, '\u001b[1mx\u001b[22m'],
  [true, { NO_COLOR: '1' }, 'x'],
  [false, {}, 'x'],
])('colour on a TTY %s with env %j', (isTTY, env, expected) => {
  expect(createStyle(isTTY, env).bold('x')).toBe(expected);
});
