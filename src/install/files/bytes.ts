// Settings files are edited as bytes, never decoded and re-encoded: a file may hold invalid UTF-8,
// a BOM or anything else waymark does not own, and every such byte must come back unchanged. The
// installer carries a file's bytes as a "byte string", one char (U+0000–U+00FF) per byte (latin1):
// JSON's and TOML's structure is ASCII, so the parsers and edits work on it directly, and only the
// values waymark reads or writes are converted.

/** A file's bytes as a byte string. */
export const byteString = (bytes: Buffer): string => bytes.toString('latin1');

/** The bytes of a byte string. */
export const bytesOf = (text: string): Buffer => Buffer.from(text, 'latin1');

/** Unicode text as the byte string of its UTF-8. */
export const encode = (text: string): string => Buffer.from(text, 'utf8').toString('latin1');

/** A byte string read as UTF-8 (for display and for values; an invalid byte reads as U+FFFD). */
export const decode = (bytes: string): string => Buffer.from(bytes, 'latin1').toString('utf8');
