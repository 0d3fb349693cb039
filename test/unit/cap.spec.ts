import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { capText } from '../../src/deliver/cap.js';

describe('capText', () => {
  test('text within the limit is untouched', () => {
    expect(capText('short\ntext', 100)).toBe('short\ntext');
  });

  test('never exceeds the limit, keeps a prefix cut at a line end, and ends with the marker', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 300 }), { maxLength: 200 }), fc.integer({ min: 200, max: 5000 }), (lines, limit) => {
        const full = lines.join('\n');
        const capped = capText(full, limit);
        if (full.length <= limit) {
          expect(capped).toBe(full);
          return;
        }
        expect(capped.length).toBeLessThanOrEqual(limit);
        const cut = capped.lastIndexOf('\n');
        const kept = capped.slice(0, cut);
        const marker = capped.slice(cut + 1);
        expect(full.startsWith(kept)).toBe(true);
        expect(marker).toMatch(/^\[waymark: \d+ more characters cut here; /);
        expect(Number(/(\d+) more/.exec(marker)![1])).toBe(full.length - kept.length);
      }),
    );
  });

  test('cuts at the last whole line that fits', () => {
    const full = ['a'.repeat(50), 'b'.repeat(50), 'c'.repeat(50)].join('\n');
    const capped = capText(full, 140);
    expect(capped.startsWith(`${'a'.repeat(50)}\n`)).toBe(true);
    expect(capped).not.toContain('ccc');
    expect(capped).not.toContain('bbb');
  });
});

describe('capText in UTF-8 bytes, where the vendor counts bytes (Kiro)', () => {
  test('a reply of multi-byte characters within 10,000 characters is cut to 10,000 bytes', () => {
    const full = 'é€ line of advice\n'.repeat(500);
    expect(full.length).toBeLessThan(10_000);
    expect(Buffer.byteLength(full)).toBeGreaterThan(10_000);
    const capped = capText(full, 10_000, 'bytes');
    expect(Buffer.byteLength(capped)).toBeLessThanOrEqual(10_000);
    expect(full.startsWith(capped.slice(0, capped.lastIndexOf('\n')))).toBe(true);
  });

  test('never exceeds the byte limit, for any text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 200 }), { maxLength: 200 }),
        fc.integer({ min: 300, max: 5000 }),
        (lines, limit) => {
          expect(Buffer.byteLength(capText(lines.join('\n'), limit, 'bytes'))).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });
});
