import { readBoundedBytes } from './boundedRead.js';

// What git can restore is what its index lists. Reading the index ourselves costs a bounded read;
// spawning git costs more than a dispatch, and a repository's config can make git run its commands
// (`core.fsmonitor`). Format: https://git-scm.com/docs/index-format

/** The most of an index read: about 100,000 tracked paths. A larger one is not read: git is asked nothing. */
export const MAX_INDEX_BYTES = 12 * 1024 * 1024;
const MAX_ENTRIES = 200_000;
// Stat data (40 bytes) and the object id (20 bytes for SHA-1, 32 for SHA-256) precede the flags.
const STAT_BYTES = 40;
const EXTENDED = 0x4000;

/**
 * The paths the index at `file` tracks (sparse indexes list directories as `dir/`), or undefined when
 * it cannot be read whole: missing, too large, or not an index of a known version.
 */
export function trackedPaths(file: string): string[] | undefined {
  const read = readBoundedBytes(file, MAX_INDEX_BYTES, 'head');
  return read === undefined || read.partial ? undefined : parseIndex(read.bytes);
}

/** The paths of an index held in `buffer`, trying SHA-1 ids and then SHA-256 ones. */
export function parseIndex(buffer: Buffer): string[] | undefined {
  if (buffer.length < 12 || buffer.toString('latin1', 0, 4) !== 'DIRC') return undefined;
  const version = buffer.readUInt32BE(4);
  const count = buffer.readUInt32BE(8);
  if (version < 2 || version > 4 || count > MAX_ENTRIES) return undefined;
  return parseEntries(buffer, version, count, 20) ?? parseEntries(buffer, version, count, 32);
}

function parseEntries(buffer: Buffer, version: number, count: number, idBytes: number): string[] | undefined {
  const paths: string[] = [];
  let at = 12;
  let previous = '';
  for (let entry = 0; entry < count; entry++) {
    const start = at;
    const flagsAt = at + STAT_BYTES + idBytes;
    if (flagsAt + 2 > buffer.length) return undefined;
    const flags = buffer.readUInt16BE(flagsAt);
    at = flagsAt + 2 + (version >= 3 && flags & EXTENDED ? 2 : 0);
    // Paths are held as latin1 while parsing: one character a byte, as version 4's byte counts need.
    let path: string;
    if (version === 4) {
      // How many bytes of the previous path to drop, in git's offset varint (each continuation adds one).
      if (at >= buffer.length) return undefined;
      let byte = buffer[at++]!;
      let strip = byte & 0x7f;
      while (byte & 0x80 && strip < 1 << 20) {
        if (at >= buffer.length) return undefined;
        byte = buffer[at++]!;
        strip = ((strip + 1) << 7) | (byte & 0x7f);
      }
      const end = buffer.indexOf(0, at);
      if (end < 0 || strip > previous.length) return undefined;
      path = previous.slice(0, previous.length - strip) + buffer.toString('latin1', at, end);
      at = end + 1;
    } else {
      const end = buffer.indexOf(0, at);
      if (end < 0) return undefined;
      path = buffer.toString('latin1', at, end);
      // Entries are padded with 1–8 NULs to a multiple of eight bytes.
      at = start + Math.ceil((end - start + 1) / 8) * 8;
    }
    // The flags carry the path's length in bytes (0xfff when longer): a wrong id size shows here.
    const length = flags & 0xfff;
    if (path === '' || at > buffer.length || (length < 0xfff && path.length !== length)) return undefined;
    paths.push(Buffer.from(path, 'latin1').toString('utf8'));
    previous = path;
  }
  return paths;
}
