import { describe, expect, it } from 'vitest';
import { parsePatch } from '../../../src/contracts/transforms/applyPatch.js';

describe('apply_patch text (Codex)', () => {
  it.each([
    ['*** Begin Patch\n*** Add File: x\n+a\n*** End Patch', [{ action: 'add', path: 'x', removed: [], added: ['a'] }]],
    [
      '*** Begin Patch\r\n*** Update File: y\r\n-a\r\n+b\r\n*** End of File\r\n*** End Patch',
      [{ action: 'update', path: 'y', removed: ['a'], added: ['b'] }],
    ],
    ['+stray line before any header', []],
    ['', []],
  ])('%j → %j', (text, expected) => expect(parsePatch(text)).toEqual(expected));
});
