import { PassThrough, Readable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { readPayload } from '../../src/hook/readPayload.js';

const limits = { maxBytes: 1024, timeoutMs: 200 };
const from = (...chunks: string[]) => Readable.from(chunks.map((chunk) => Buffer.from(chunk)));

describe('readPayload', () => {
  test.each([
    ['one chunk', ['{"a":1}'], { a: 1 }, 'complete'],
    ['split across chunks', ['{"a":', '[1,2', ']}'], { a: [1, 2] }, 'complete'],
    ['trailing bytes after the object', ['{"a":1}\n{"b":2}garbage'], { a: 1 }, 'complete'],
    ['empty', [], undefined, 'eof'],
    ['truncated, then EOF', ['{"a":'], undefined, 'eof'],
    ['an array', ['[{"a":1}]'], undefined, 'not-object'],
    ['invalid JSON with balanced braces', ['{a:1}'], undefined, 'complete'],
  ])('%s', async (_, chunks, value, outcome) => {
    const result = await readPayload(from(...chunks), limits);
    expect(result.value).toEqual(value);
    expect(result.outcome).toBe(outcome);
  });

  test('a stream never closed: the object is returned as soon as it is whole', async () => {
    const stream = new PassThrough();
    stream.write('{"hook_event_name":"Stop"}');
    const result = await readPayload(stream, { maxBytes: 1024, timeoutMs: 60_000 });
    expect(result).toMatchObject({ value: { hook_event_name: 'Stop' }, outcome: 'complete' });
  });

  test('a stream never closed and never complete: gives up after the idle deadline', async () => {
    const stream = new PassThrough();
    stream.write('{"a":');
    const result = await readPayload(stream, limits);
    expect(result).toMatchObject({ value: undefined, outcome: 'timeout' });
  });

  test('over the byte cap: keeps the top-level members that arrived whole', async () => {
    const big = JSON.stringify({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_response: 'x'.repeat(5000), after: 1 });
    const result = await readPayload(from(big), limits);
    expect(result.outcome).toBe('oversize');
    expect(result.bytes).toBe(1024);
    expect(result.value).toEqual({ hook_event_name: 'PostToolUse', tool_name: 'Bash' });
  });

  test('reading stops once the payload is settled: the stream is left paused, the rest unread', async () => {
    const stream = new PassThrough();
    stream.write('{"a":1}');
    const result = await readPayload(stream, limits);
    stream.write('x'.repeat(4096));
    expect(result.outcome).toBe('complete');
    expect(stream.readableFlowing).toBe(false);
    expect(stream.readableLength).toBeGreaterThan(0);
  });

  test('a terminal is never read', async () => {
    const tty = Object.assign(from('{"a":1}'), { isTTY: true });
    expect(await readPayload(tty, limits)).toMatchObject({ value: undefined, outcome: 'tty' });
  });
});

describe('readPayload from a source that never blocks (a pipe or file read without a stream)', () => {
  /** A source that answers each read from a script: bytes, 'wait' (nothing yet), 'end', or 'fail'. */
  const pulled = (...script: Array<string | 'wait' | 'end' | 'fail'>) => {
    let closed = 0;
    const source = {
      read(buffer: Buffer) {
        const next = script.shift() ?? 'wait';
        if (next === 'wait') return undefined;
        if (next === 'end') return 0;
        if (next === 'fail') throw new Error('EIO');
        return Buffer.from(next).copy(buffer);
      },
      close: () => void closed++,
    };
    return { source, closed: () => closed };
  };

  test.each([
    ['whole at once', ['{"a":1}'], { a: 1 }, 'complete'],
    ['in parts, with nothing between them', ['wait', '{"a":', 'wait', 'wait', '[1]}'], { a: [1] }, 'complete'],
    ['ends before the object is whole', ['{"a":', 'end'], undefined, 'eof'],
    ['empty', ['end'], undefined, 'eof'],
    ['a read error', ['{"a":', 'fail'], undefined, 'error'],
    ['an array', ['[1]'], undefined, 'not-object'],
  ] as const)('%s', async (_, script, value, outcome) => {
    const { source, closed } = pulled(...script);
    const result = await readPayload(source, limits);
    expect(result).toMatchObject({ value, outcome });
    expect(closed()).toBe(1);
  });

  test('nothing ever comes: gives up after the idle deadline, counted from the last byte', async () => {
    const { source } = pulled('{"a":');
    expect(await readPayload(source, { maxBytes: 1024, timeoutMs: 50 })).toMatchObject({ value: undefined, outcome: 'timeout' });
  });

  test('over the byte cap: the same salvage as from a stream', async () => {
    const big = JSON.stringify({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_response: 'x'.repeat(5000), after: 1 });
    const { source } = pulled(big.slice(0, 600), 'wait', big.slice(600));
    const result = await readPayload(source, limits);
    expect(result).toMatchObject({ outcome: 'oversize', bytes: 1024, value: { hook_event_name: 'PostToolUse', tool_name: 'Bash' } });
  });
});
