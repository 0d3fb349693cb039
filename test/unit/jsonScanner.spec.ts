import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { JsonScanner } from '../../src/hook/jsonScanner.js';

/** Feeds `text` to a scanner in the given chunk sizes; returns the scanner and whether it finished. */
function scan(text: string, cuts: number[] = []): { scanner: JsonScanner; done: boolean } {
  const bytes = Buffer.from(text);
  const scanner = new JsonScanner();
  let at = 0;
  for (const size of [...cuts, bytes.length]) {
    const chunk = bytes.subarray(at, at + Math.max(size, 1));
    at += chunk.length;
    if (scanner.push(chunk)) return { scanner, done: true };
    if (at >= bytes.length) break;
  }
  return { scanner, done: false };
}

const objects = fc.dictionary(fc.string(), fc.jsonValue());

describe('JsonScanner', () => {
  test('finds the end of any JSON object, however the bytes are chunked', () => {
    fc.assert(
      fc.property(objects, fc.array(fc.nat(40)), fc.string(), (object, cuts, trailer) => {
        const text = JSON.stringify(object);
        const { scanner, done } = scan(text + trailer, cuts);
        expect(done).toBe(true);
        expect(scanner.end).toBe(Buffer.byteLength(text));
      }),
    );
  });

  test('never finishes on a truncated object', () => {
    fc.assert(
      fc.property(
        objects.filter((o) => Object.keys(o).length > 0),
        fc.array(fc.nat(40)),
        (object, cuts) => {
          const text = JSON.stringify(object);
          const { done } = scan(text.slice(0, text.length - 1), cuts);
          expect(done).toBe(false);
        },
      ),
    );
  });

  test.each([
    ['[1, 2]', 'an array'],
    ['"text"', 'a string'],
    ['42', 'a number'],
    ['null', 'null'],
    ['\u00ff\u00fe', 'garbage'],
  ])('%s is not an object (%s) and ends the scan at once', (text) => {
    const { scanner, done } = scan(`  \n${text}`);
    expect(done).toBe(true);
    expect(scanner.notObject).toBe(true);
  });

  test('records the last comma between top-level members only', () => {
    const text = '{"a":{"x":1,"y":2},"b":[1,2],"c":"d,e"';
    const { scanner } = scan(text);
    expect(scanner.lastTopLevelComma).toBe(text.indexOf(',"c"'));
  });

  test('braces and escaped quotes inside strings do not count', () => {
    const text = JSON.stringify({ a: 'x}"{\\', b: '}}}' });
    expect(scan(text).scanner.end).toBe(text.length);
  });
});
