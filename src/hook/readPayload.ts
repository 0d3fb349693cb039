import type { ByteSource } from '../edge/cliIO.js';
import { JsonScanner } from './jsonScanner.js';
import type { PullSource } from './pullStdin.js';

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
 * Reads stdin once, up to the end of the first JSON object, from a stream or a source that never
 * blocks (src/hook/pullStdin.ts). A payload over the byte cap (a
 * PostToolUse with 50 MB of tool output) keeps the top-level members that arrived whole before the
 * cap, so the event name, session and tool input still reach the guards. The deadline counts from
 * the last byte received, so a slow but live host is read to the end and a silent one is not
 * waited for.
 */
export function readPayload(source: ByteSource | PullSource, limits: ReadLimits = DEFAULT_LIMITS): Promise<ReadResult> {
  if (isPull(source)) return pull(source, limits);
  return stream(source, limits);
}

function stream(source: ByteSource, limits: ReadLimits): Promise<ReadResult> {
  if (source.isTTY) return Promise.resolve({ value: undefined, outcome: 'tty', bytes: 0 });
  return new Promise((resolve) => {
    const payload = new Payload(limits);
    const timer = setTimeout(() => settle('timeout'), limits.timeoutMs);

    function settle(outcome: ReadOutcome): void {
      clearTimeout(timer);
      source.off('data', onData).off('end', onEnd).off('error', onError);
      // Stop reading, so 50 MB never fill memory: paused, the stream takes at most one more
      // buffer. Paused, not destroyed: tearing the socket down costs 0.3 ms of every call, and the
      // edge exits right after the reply, whatever stdin still holds.
      source.pause();
      resolve(payload.result(outcome));
    }
    function onData(data: Buffer | string): void {
      const outcome = payload.add(typeof data === 'string' ? Buffer.from(data) : data);
      if (outcome) settle(outcome);
      else timer.refresh();
    }
    const onEnd = () => settle('eof');
    const onError = () => settle('error');
    source.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

function isPull(source: ByteSource | PullSource): source is PullSource {
  return !('on' in source) && typeof source.read === 'function';
}

/** Longest wait between two reads of a pull source that had nothing yet: what a host slower than Node's start-up adds at most. */
const MAX_POLL_MS = 8;

/** The same read from a source that never blocks: reads while bytes come, waits a little (growing) while none do. */
function pull(source: PullSource, limits: ReadLimits): Promise<ReadResult> {
  return new Promise((resolve) => {
    const payload = new Payload(limits);
    const buffer = Buffer.allocUnsafe(64 * 1024);
    let deadline = Date.now() + limits.timeoutMs;
    let wait = 1;
    const settle = (outcome: ReadOutcome) => {
      try {
        source.close();
      } catch {
        // nothing to keep
      }
      resolve(payload.result(outcome));
    };
    const step = (): void => {
      for (;;) {
        let read: number | undefined;
        try {
          read = source.read(buffer);
        } catch {
          settle('error');
          return;
        }
        if (read === undefined) {
          if (Date.now() >= deadline) {
            settle('timeout');
            return;
          }
          setTimeout(step, wait);
          wait = Math.min(wait * 2, MAX_POLL_MS);
          return;
        }
        if (read === 0) {
          settle('eof');
          return;
        }
        const outcome = payload.add(Buffer.from(buffer.subarray(0, read)));
        if (outcome) {
          settle(outcome);
          return;
        }
        // The deadline counts from the last byte received.
        deadline = Date.now() + limits.timeoutMs;
        wait = 1;
      }
    };
    step();
  });
}

/** The bytes of one payload as they arrive, up to the cap, and what they hold once settled. */
class Payload {
  private readonly scanner = new JsonScanner();
  private readonly chunks: Buffer[] = [];
  private size = 0;

  constructor(private readonly limits: ReadLimits) {}

  /** Takes a chunk; the outcome once the payload is settled (whole, not an object, or over the cap). */
  add(data: Buffer): ReadOutcome | undefined {
    let chunk = data;
    const room = this.limits.maxBytes - this.size;
    const over = chunk.length > room;
    if (over) chunk = chunk.subarray(0, room);
    this.chunks.push(chunk);
    this.size += chunk.length;
    if (this.scanner.push(chunk)) return this.scanner.notObject ? 'not-object' : 'complete';
    return over ? 'oversize' : undefined;
  }

  result(outcome: ReadOutcome): ReadResult {
    return { value: decode(Buffer.concat(this.chunks, this.size), this.scanner, outcome), outcome, bytes: this.size };
  }
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
