import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 104's secrets class: a key written as a byte array literal under a secret-like name (C/C++ `uint8_t`/`unsigned char`
// arrays, Rust `[u8; N]`, Go `[]byte{…}`, Java/Kotlin/C# `byte[]`/`byteArrayOf`, Python `bytes([…])`/`b"\x…"`, JavaScript
// `Uint8Array`), 16 or more drawn bytes. One line per case; near-misses (public bytes, tables, ids, test vectors in tests,
// fillers, short magic numbers, keys read at run time or only sized) stay silent.

// Assembled at run time so that no scanner flags this file.
const drawn = ['04e7c720485f868a', '7400781d56c38c49', '948be6c1662fefc5', '9a8e594ac2c2e2cd'].join('');
const pairs = (hex: string) => hex.match(/../g)!;
const c = (hex: string) =>
  pairs(hex)
    .map((byte) => `0x${byte}`)
    .join(', ');
const java = (hex: string) =>
  pairs(hex)
    .map((byte) => `(byte) 0x${byte}`)
    .join(', ');
const kotlin = (hex: string) =>
  pairs(hex)
    .map((byte) => (Number.parseInt(byte, 16) > 0x7f ? `0x${byte}.toByte()` : `0x${byte}`))
    .join(', ');
const rust = (hex: string) =>
  pairs(hex)
    .map((byte) => `0x${byte}u8`)
    .join(', ');
const escaped = (hex: string) =>
  pairs(hex)
    .map((byte) => `\\x${byte}`)
    .join('');
const k32 = c(drawn);
const k16 = c(drawn.slice(0, 32));
const header = '/home/dev/proj/kiosk/firmware/include/hmac_key.h';
const src = (name: string) => `/home/dev/proj/src/${name}`;
const round = [
  '#pragma once\n#include <stdint.h>\n\n/* Key used to sign cut jobs sent to the cutter controller. */\n',
  'static const uint8_t CUTJOB_HMAC_KEY[32] = {\n',
  `    ${c(drawn.slice(0, 32))},\n    ${c(drawn.slice(32))}\n};\n`,
].join('');
// Published or filler bytes.
const sp80038a = ['2b7e151628aed2a6', 'abf7158809cf4f3c'].join('');
const counting = '000102030405060708090a0b0c0d0e0f';
const rfc4231 = '0b'.repeat(20);

describe('a key written as a byte array under a secret-like name', () => {
  test.each([
    // The round's call: an HMAC key in a firmware header.
    [header, round, true],
    // C and C++ declarations.
    [src('crypto.c'), `unsigned char AES_KEY[16] = { ${k16} };\n`, true],
    [src('crypto.c'), `static const char SIGNING_KEY[] = {${k32}};\n`, true],
    [src('crypto.h'), `#define HMAC_KEY { ${k16} }\n`, true],
    [src('crypto.cpp'), `static constexpr uint8_t kAesKey[16]{${k16}};\n`, true],
    [src('crypto.cpp'), `constexpr std::array<uint8_t, 32> kHmacKey = {\n  ${k32}\n};\n`, true],
    [src('ota.c'), `const uint8_t ota_key[32] PROGMEM = {\n  ${k32}\n};\n`, true],
    [src('wifi.c'), `static const uint8_t WIFI_PSK[32] = {${k32}};\n`, true],
    [src('link.c'), `static const link_cfg_t cfg = {\n  .id = 7,\n  .key = { ${k16} },\n};\n`, true],
    [
      src('crypto.c'),
      `static const uint8_t key[16] = {\n  ${c(drawn.slice(0, 16))}, // first half\n  ${c(drawn.slice(16, 32))}\n};\n`,
      true,
    ],
    [src('crypto.c'), `static const char SECRET[] = "${escaped(drawn)}";\n`, true],
    // Rust.
    [src('keys.rs'), `const KEY: [u8; 32] = [${k32}];\n`, true],
    [src('keys.rs'), `pub static HMAC_KEY: &[u8] = &[${rust(drawn)}];\n`, true],
    [src('keys.rs'), `let signing_key = vec![${k32}];\n`, true],
    // Go.
    [src('sign.go'), `var hmacKey = []byte{${k32}}\n`, true],
    [src('sign.go'), `func init() {\n\tsigningKey := []byte{\n\t\t${k16},\n\t}\n\t_ = signingKey\n}\n`, true],
    [src('sign.go'), `var aesKey = [16]byte{${k16}}\n`, true],
    // Java, Kotlin, C#.
    [src('Sign.java'), `private static final byte[] KEY = {${java(drawn)}};\n`, true],
    [src('Sign.java'), `private static final byte[] HMAC_KEY = new byte[] { ${java(drawn.slice(0, 32))} };\n`, true],
    [src('Sign.kt'), `private val HMAC_KEY = byteArrayOf(${kotlin(drawn)})\n`, true],
    [src('Sign.kt'), `val secretKey: ByteArray = byteArrayOf(${kotlin(drawn.slice(0, 32))})\n`, true],
    [src('Sign.cs'), `private static readonly byte[] Key = new byte[32] { ${k32} };\n`, true],
    // Swift.
    [src('Keys.swift'), `let hmacKey: [UInt8] = [${k32}]\n`, true],
    [src('Keys.swift'), `static let signingKey = Data([${k16}])\n`, true],
    // Python and JavaScript.
    [src('sign.py'), `HMAC_KEY = bytes([${k32}])\n`, true],
    [src('sign.py'), `SECRET = bytearray([${k16}])\n`, true],
    [src('sign.py'), `key = b"${escaped(drawn)}"\n`, true],
    [src('sign.py'), `CONFIG = {"hmac_key": bytes([${k16}])}\n`, true],
    [src('sign.ts'), `const hmacKey = new Uint8Array([${k32}]);\n`, true],
    [src('sign.js'), `const SECRET_KEY = Buffer.from([${k16}]);\n`, true],
    // A drawn key under a key's name in a test's file still speaks (it is not named as a test vector).
    ['/home/dev/proj/tests/test_sign.c', `static const uint8_t HMAC_KEY[32] = {${k32}};\n`, true],
    // Near-misses: public bytes, tables, ids and pictures.
    [src('pki.c'), `static const uint8_t PUBLIC_KEY[32] = {${k32}};\n`, false],
    [src('pki.c'), `static const uint8_t ed25519_pubkey[32] = {${k32}};\n`, false],
    [src('pki.c'), `static const uint8_t serverPublicKey[32] = {${k32}};\n`, false],
    [src('pki.rs'), `const VERIFY_KEY: [u8; 32] = [${k32}];\n`, false],
    [src('pki.c'), `static const unsigned char CA_CERT[] = {${k32}};\n`, false],
    [src('pki.c'), `static const unsigned char ROOT_CERT[] = {${k32}};\n`, false],
    [src('crc.c'), `static const uint8_t crc8_table[32] = {${k32}};\n`, false],
    [src('aes.c'), `static const uint8_t sbox[32] = {${k32}};\n`, false],
    [src('lexer.c'), `static const uint8_t token_table[32] = {${k32}};\n`, false],
    [src('ble.c'), `static const uint8_t SERVICE_UUID[16] = {${k16}};\n`, false],
    [src('ble.c'), `static const uint8_t DEVICE_ID[16] = {${k16}};\n`, false],
    [src('net.c'), `static uint8_t MAC_ADDR[6] = {0x02, 0x1a, 0x7f, 0x33, 0x9c, 0x01};\n`, false],
    [src('font.c'), `const uint8_t font8x8[32] PROGMEM = {${k32}};\n`, false],
    [src('icons.c'), `const unsigned char wifi_icon[] = {${k32}};\n`, false],
    // A test vector in a test's file, a published example key, fillers and counting bytes.
    ['/home/dev/proj/tests/test_hmac.c', `static const uint8_t TEST_KEY[32] = {${k32}};\n`, false],
    ['/home/dev/proj/tests/test_hmac.c', `static const uint8_t rfc4231_key[32] = {${k32}};\n`, false],
    ['/home/dev/proj/tests/test_hmac.py', `test_key = bytes([${k32}])\n`, false],
    ['/home/dev/proj/tests/test_aes.c', `static const uint8_t TEST_VECTOR[32] = {${k32}};\n`, false],
    ['/home/dev/proj/tests/test_chacha20.c', `static const uint8_t key[32] = {${k32}};\n`, false],
    ['/home/dev/proj/crypto/poly1305_test.go', `var key = []byte{${k32}}\n`, false],
    [src('main.c'), `uint8_t key[16] = { ${c(sp80038a)} };\n`, false],
    [src('hmac.c'), `static const uint8_t HMAC_KEY[20] = { ${c(rfc4231)} };\n`, false],
    [src('aes.c'), `static const uint8_t AES_KEY[16] = { ${c(counting)} };\n`, false],
    [src('aes.c'), `static const uint8_t AES_KEY[16] = { ${c('ff'.repeat(16))} };\n`, false],
    [src('aes.c'), `static const uint8_t AES_KEY[16] = { ${c('deadbeef'.repeat(4))} };\n`, false],
    // Placeholders, short magic numbers, keys read at run time or only sized.
    [src('aes.c'), 'static uint8_t AES_KEY[32] = {0};\n', false],
    [src('aes.c'), 'static uint8_t HMAC_KEY[32] = {};\n', false],
    [src('fmt.c'), 'static const uint8_t MAGIC[8] = {0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a};\n', false],
    [src('fmt.c'), 'static const uint8_t HEADER[12] = {0x52, 0x49, 0x46, 0x46, 0x24, 0x08, 0x00, 0x00, 0x57, 0x41, 0x56, 0x45};\n', false],
    [src('aes.c'), 'static const uint8_t AES_KEY[8] = {0x3a, 0x91, 0x0c, 0xe4, 0x57, 0xb2, 0x6d, 0x18};\n', false],
    [src('nvs.c'), 'uint8_t key[32];\nsize_t len = sizeof(key);\nnvs_get_blob(handle, "hmac_key", key, &len);\n', false],
    [src('aes.c'), 'uint8_t key[32];\nesp_fill_random(key, sizeof(key));\n', false],
  ])('%s %#', (file, content, speaks) => {
    expect(secretSpeaks(file, content)).toBe(speaks);
  });
});
