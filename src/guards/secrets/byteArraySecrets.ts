import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { bareName, secretName } from './secretName.js';

// A key written as a byte array literal under a secret-like name: firmware's `static const uint8_t CUTJOB_HMAC_KEY[32] =
// { 0x04, 0xe7, … }`, Rust's `const KEY: [u8; 32] = [0x.., …]`, Go's `var hmacKey = []byte{0x.., …}`, Java's
// `byte[] KEY = {(byte)0x.., …}`, Kotlin's `byteArrayOf(0x..)`, Python's `bytes([0x.., …])` or `b"\x04\xe7…"`, JavaScript's
// `new Uint8Array([0x.., …])`. A hex string under such a name already speaks (assignmentSecrets); the same bytes listed one by
// one are the same key. Found from the bytes outwards: a run of 16 or more hex bytes, then the declaration just before it.
// A public thing kept as bytes has no secret's name (a CRC or lookup table, an S-box, `PUBLIC_KEY`, `CA_CERT`, a UUID, a
// font), and zeros, a filler or a counting sequence are no drawn key. In a test's file a name that calls itself a test
// vector (`TEST_KEY`, `rfc4231_key`) or a bare `key` holds a published value, as a test's own login is its own (testValue).
// A gate on the text (`0x` or `\x`) comes before any pattern: the scan is on every Write's path.

// Hex bytes `0x..`, perhaps cast (`(byte)0xe7`) or suffixed (`0xe7u8`, `0xE7.toByte()`), a comma and blanks between,
// a line comment at a line's end. Each step starts on a character the one before cannot take: linear on any text.
const CAST = String.raw`(?:\((?:byte|sbyte|uint8_t|u8|char|unsigned char)\)[ \t]{0,2})?`;
const HEX_BYTE = String.raw`${CAST}0[xX][0-9a-fA-F]{1,2}(?![0-9a-fA-F])(?:u8|[uU]|\.to(?:U)?Byte\(\))?`;
const SEPARATOR = String.raw`[ \t]{0,8},(?:[ \t\r\n]|\/\/[^\n]{0,160}\n){0,40}`;
// A C or Python string of `\x..` escapes (`"\x04\xe7…"`, `b"\x04\xe7…"`).
const RUN = new RegExp(String.raw`(?:${HEX_BYTE}${SEPARATOR}){15,4095}${HEX_BYTE}|(?:\\x[0-9a-fA-F]{2}){16,4096}`, 'g');
const BYTE = /0[xX]([0-9a-fA-F]{1,2})(?![0-9a-fA-F])|\\x([0-9a-fA-F]{2})/g;

// The declaration that ends where the bytes start, read on a window before them and anchored at its end: a name (perhaps
// quoted, or a field's `.key`), a C array size or a flash qualifier, a type annotation (Rust's `: [u8; 32]`, Kotlin's
// `: ByteArray`; never C++'s `std::`), `=`, `:=` or a field's `:`, and what opens the list: `{`, `[`, `&[`, Go's `[]byte{`, `new byte[] {`,
// `byteArrayOf(`, `bytes([`, `new Uint8Array([`, Swift's `Data([`, `vec![`, a string's quote. Every run bounded: linear on the window.
const OPENER = String.raw`(?:&[ \t]{0,2})?(?:\[\d{0,4}\]byte[ \t]{0,2}\{|new[ \t]{1,4}(?:s?byte|Uint8Array|Buffer)[ \t]{0,2}(?:\[[\w ]{0,8}\][ \t]{0,2}\{|\([ \t]{0,2}\[)|(?:u?byteArrayOf|bytes|bytearray|Buffer\.from|Uint8Array\.(?:from|of)|arrayOf|Data)[ \t]{0,2}\([ \t]{0,2}\[?|vec![ \t]{0,2}\[|\{|\[|[bB]?["'])`;
const DECLARATION = new RegExp(
  String.raw`(?:^|[^\w$])(["']?)([A-Za-z_$][\w$]{0,60})\1[ \t]{0,4}(?:\[[^\]\n=]{0,24}\][ \t]{0,4})?(?:(?:PROGMEM|DRAM_ATTR|__attribute__\(\([^()\n]{0,40}\)\))[ \t]{0,4})?(?::(?!:)[ \t]{0,4}[\w[\];&' \t]{1,40}?(?::=|=)|:=|=(?!=)|:(?!:)|(?=\{))[ \t]{0,4}${OPENER}(?:[ \t\r\n]|\/\/[^\n]{0,160}\n){0,40}$`,
);
const WINDOW = 240;

// A name that calls itself a test vector or sample, or the bare `key` a cipher's test feeds its vectors through: in a test's
// file it holds a published value (RFC 4231's, RFC 8439's, FIPS 197's). A hex string under a bare `key` says nothing there
// today either; a named key (`HMAC_KEY`) pasted into a test still speaks.
export const TEST_NAME = /(?:^|_)(?:TEST|TESTS|VECTOR|VECTORS|KAT|RFC\d{0,5}|EXAMPLE|SAMPLE|DUMMY|FAKE|MOCK)(?:_|\d|$)/;
export const BARE_NAME = /^(?:K_)?(?:KEY|PSK|SECRET)$/;
// Keys published as test vectors and copied into examples and demos: NIST SP 800-38A's AES-128, AES-192 and AES-256 keys.
export const PUBLISHED = new Set([
  '2b7e151628aed2a6abf7158809cf4f3c',
  '8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b',
  '603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4',
]);
const MAX_RUNS = 64;

/** `kHmacKey`, `hmacKey`, `hmac_key` → `K_HMAC_KEY`, `HMAC_KEY`: a constant's spelling, judged as one. */
export function constantName(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

// The name ends in the word for the secret (`HMAC_KEY`, `WIFI_PSK`, `API_TOKEN`), perhaps with a word for its form after it
// (`HMAC_KEY_BYTES`): a lexer's `token_table` or a `SECRET_SAUCE` map is no key. A public key, a verifying key, a
// certificate or an id kept as bytes is public.
const FORM_SUFFIX = /_(?:BYTES|BIN|DATA|RAW|MATERIAL|BUF|BUFFER|ARRAY|ARR|VAL|VALUE)$/;
const SECRET_END = /(?:KEY|SECRET|PSK|TOKEN|PASSWORD|PASSWD|PASS|PWD|PASSPHRASE)$/;
const PUBLIC_WORD = /PUBLIC|PUBKEY|(?:^|_)(?:PUB|VERIFY|VERIFYING|VERIFICATION|CERT|CA|TRUST|TRUSTED|ID|UUID|GUID)(?:_|$)/;

/** Whether a name says key or secret in any spelling: `HMAC_KEY`, `hmacKey`, `aes_key`, a bare `key`, `PSK`, `SECRET`. */
export function keyName(name: string): boolean {
  const constant = constantName(name).replace(FORM_SUFFIX, '');
  if (PUBLIC_WORD.test(constant)) return false;
  if (BARE_NAME.test(constant)) return true;
  return SECRET_END.test(constant) && secretName(constant) !== undefined;
}

/** The byte values of a run, in order. */
function bytesOf(run: string): number[] {
  const out: number[] = [];
  BYTE.lastIndex = 0;
  for (let match = BYTE.exec(run); match; match = BYTE.exec(run)) out.push(Number.parseInt(match[1] ?? match[2]!, 16));
  return out;
}

/**
 * Whether bytes look drawn: 16 or more, most of them different (a random 16 bytes hold 15 distinct values on average, 32
 * hold 30), their steps varied (not `0x00, 0x01, 0x02…` or a filler of one or two values repeated).
 */
export function drawnBytes(bytes: readonly number[]): boolean {
  if (bytes.length < 16) return false;
  const head = bytes.slice(0, 32);
  if (new Set(head).size < Math.ceil(head.length * 0.6)) return false;
  const steps = new Set(head.slice(1).map((byte, i) => (byte - head[i]! + 256) % 256));
  return steps.size >= Math.ceil((head.length - 1) / 2);
}

const hexOf = (bytes: readonly number[]) => bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** Keys written as byte arrays under a secret-like name; `testFile`: the text is a test's, where a test vector's name is silent. */
export function byteArraySecrets(source: string, rule: Compiled | undefined, found: Secret[], note?: Note, testFile = false): void {
  // Cheap gate before any pattern: no hex byte, no byte array.
  if (!rule || (!source.includes('0x') && !source.includes('0X') && !source.includes('\\x'))) return;
  RUN.lastIndex = 0;
  let runs = 0;
  for (let match = RUN.exec(source); match && runs < MAX_RUNS && found.length < 8; match = RUN.exec(source), runs++) {
    const declared = DECLARATION.exec(source.slice(Math.max(0, match.index - WINDOW), match.index));
    const name = declared?.[2];
    if (!name || !keyName(name)) continue;
    const bytes = bytesOf(match[0]);
    const hex = hexOf(bytes);
    const published = PUBLISHED.has(hex);
    if (published || (testFile && (TEST_NAME.test(constantName(name)) || BARE_NAME.test(constantName(name))))) {
      note?.(text.why.placeholder(bareName(name), text.findings.placeholder.dummy));
      continue;
    }
    if (!drawnBytes(bytes)) {
      note?.(text.why.placeholder(bareName(name), text.findings.placeholder.filler));
      continue;
    }
    found.push({
      kind: text.findings.assignedTo(bareName(name)),
      rule: rule.fullId,
      start: match.index,
      end: match.index + match[0].length,
    });
  }
}
