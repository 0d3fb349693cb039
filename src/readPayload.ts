import { fstatSync, read } from 'node:fs';
import { JsonScanner } from './jsonScanner.js';

export interface ReadLimits {
  /** Bytes kept in memory at most; a longer payload is salvaged or dropped, never buffered whole. */
  maxBytes: number;
  /** How long to wait for a complete object from a host that never closes stdin. */
  timeoutMs: number;
}

export const DEFAULT_LIMITS: ReadLimits = { maxBytes: 4 * 1024 * 1024, timeoutMs: 1500 };

/** Where the payload comes from: stdin's file descriptor at the edge, anything in tests. */
export interface ByteSource {
  /** Fills `into` from the start; resolves to the byte count, 0 at end of input. */
  read(into: Buffer): Promise<number>;
  isTTY?: boolean;
}

export type ReadOutcome = 'complete' | 'not-object' | 'eof' | 'timeout' | 'oversize' | 'error' | 'tty';

export interface ReadResult {
  value: unknown;
  outcome: ReadOutcome;
  bytes: number;
}

const CHUNK = 64 * 1024;

/**
 * Reads stdin once, up to the end of the first JSON object. A payload over the byte cap (a
 * PostToolUse with 50 MB of tool output) keeps the top-level members that arrived whole before the
 * cap, so the event name, session and tool input still reach the guards.
 */
export async function readPayload(source: ByteSource, limits: ReadLimits = DEFAULT_LIMITS): Promise<ReadResult> {
  if (source.isTTY) return { value: undefined, outcome: 'tty', bytes: 0 };
  const scanner = new JsonScanner();
  const chunks: Buffer[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limits.timeoutMs);
  });

  const pump = async (): Promise<ReadOutcome> => {
    for (;;) {
      const room = limits.maxBytes - size;
      if (room <= 0) return 'oversize';
      const buffer = Buffer.allocUnsafe(Math.min(CHUNK, room));
      const count = await source.read(buffer);
      if (count === 0) return 'eof';
      const chunk = buffer.subarray(0, count);
      chunks.push(chunk);
      size += count;
      if (scanner.push(chunk)) return scanner.notObject ? 'not-object' : 'complete';
    }
  };

  const outcome = await Promise.race([pump().catch((): ReadOutcome => 'error'), deadline]);
  clearTimeout(timer);
  return { value: decode(Buffer.concat(chunks, size), scanner, outcome), outcome, bytes: size };
}

function decode(buffer: Buffer, scanner: JsonScanner, outcome: ReadOutcome): unknown {
  if (outcome === 'complete') return parse(buffer.subarray(0, scanner.end));
  // The scanner only goes on past the first byte for an object, so a top-level comma means one.
  if (outcome === 'oversize' && scanner.lastTopLevelComma > 0) {
    return parse(Buffer.concat([buffer.subarray(0, scanner.lastTopLevelComma), Buffer.from('}')]));
  }
  // Anything else is truncated, empty, or not an object: never an event.
  return undefined;
}

function parse(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A file descriptor as a byte source. Reading the descriptor directly, rather than through
 * `process.stdin`, spares loading the stream machinery on every hook call. A read still pending at
 * the deadline is abandoned; the process edge exits regardless.
 */
export function fdSource(fd: number): ByteSource {
  const readOnce = (into: Buffer): Promise<number> =>
    new Promise((resolve, reject) => {
      read(fd, into, 0, into.length, null, (error, count) => {
        if (!error) resolve(count);
        // A non-blocking pipe with nothing in it yet: wait a little and try again.
        else if (error.code === 'EAGAIN') setTimeout(() => readOnce(into).then(resolve, reject), 5);
        else if (error.code === 'EOF') resolve(0);
        else reject(error);
      });
    });
  return { read: readOnce, isTTY: isTerminal(fd) };
}

/**
 * A person typing at a terminal is not a host sending an event. Checked with fstat, not
 * `tty.isatty`, which loads node:net (~9 ms). /dev/null is a character device too, and reads as
 * empty either way.
 */
function isTerminal(fd: number): boolean {
  try {
    return fstatSync(fd).isCharacterDevice();
  } catch {
    return false;
  }
}
