// Finds where the first JSON object on stdin ends without waiting for EOF: some hosts keep stdin
// open after writing the payload. Tracks only nesting and strings, byte by byte, so each chunk is
// scanned once and nothing is parsed until the object is whole.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

export class JsonScanner {
  /** Offset just past the first complete object, once seen. */
  end = -1;
  /** The input does not start with an object, so it can never be an event. */
  notObject = false;
  /** Offset of the last comma between members of the top-level object. */
  lastTopLevelComma = -1;
  private offset = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;

  /** Scans the next chunk; true once scanning is over (object complete, or not an object). */
  push(chunk: Uint8Array): boolean {
    if (this.done) return true;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
        continue;
      }
      if (this.depth === 0) {
        if (isSpace(byte)) continue;
        if (byte !== OPEN_BRACE) {
          this.notObject = true;
          return true;
        }
      }
      if (byte === QUOTE) this.inString = true;
      else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) this.depth++;
      else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        if (--this.depth === 0) {
          this.end = this.offset + i + 1;
          return true;
        }
      } else if (byte === COMMA && this.depth === 1) this.lastTopLevelComma = this.offset + i;
    }
    this.offset += chunk.length;
    return false;
  }

  get done(): boolean {
    return this.end >= 0 || this.notObject;
  }
}
