import type { ByteSource } from '../edge/cliIO.js';
import { JsonScanner } from './jsonScanner.js';

export type { ByteSource } from '../edge/cliIO.js';

export interface ReadLimits {
  /** Bytes kept in memory at most; a longer payload is salvaged or dropped, never buffered whole. */
  maxBytes: number;
  /** How long to wait for a complete object from a host that never closes stdin. */
  timeoutMs: number;
}

export const DEFAULT_LIMITS: ReadLimits = { maxBytes: 4 * 1024 * 1024, timeoutMs: 1500 };

export type ReadOutcome = 'complete' | 'not-object' | 'eof' | 'timeout' | 'oversize' | 'error' | 'tty';

export interface ReadResult {
  value: unknown;
  outcome: ReadOutcome;
  bytes: number;
}

/**
 * Reads stdin once, up to the end of the first JSON object. A payload over the byte cap (a
 * PostToolUse with 50 MB of tool output) keeps the top-level members that arrived whole before the
 * cap, so the event name, session and tool input still reach the guards. The deadline counts from
 * the last byte received, so a slow but live host is read to the end and a silent one is not
 * waited for.
 */
export function readPayload(source: ByteSource, limits: ReadLimits = DEFAULT_LIMITS): Promise<ReadResult> {
  if (source.isTTY) return Promise.resolve({ value: undefined, outcome: 'tty', bytes: 0 });
  return new Promise((resolve) => {
    const scanner = new JsonScanner();
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => settle('timeout'), limits.timeoutMs);

    function settle(outcome: ReadOutcome): void {
      clearTimeout(timer);
      source.off('data', onData).off('end', onEnd).off('error', onError);
      // Stop reading, so 50 MB never fill memory: paused, the stream takes at most one more
      // buffer. Paused, not destroyed: tearing the socket down costs 0.3 ms of every call, and the
      // edge exits right after the reply, whatever stdin still holds.
      source.pause();
      resolve({ value: decode(Buffer.concat(chunks, size), scanner, outcome), outcome, bytes: size });
    }
    function onData(data: Buffer | string): void {
      let chunk = typeof data === 'string' ? Buffer.from(data) : data;
      const room = limits.maxBytes - size;
      const over = chunk.length > room;
      if (over) chunk = chunk.subarray(0, room);
      chunks.push(chunk);
      size += chunk.length;
      if (scanner.push(chunk)) settle(scanner.notObject ? 'not-object' : 'complete');
      else if (over) settle('oversize');
      else timer.refresh();
    }
    const onEnd = () => settle('eof');
    const onError = () => settle('error');
    source.on('data', onData).on('end', onEnd).on('error', onError);
  });
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
