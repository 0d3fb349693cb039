import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 114's secrets class: a key kept as an encoded literal and decoded where it is bound to a secret-like name (Go
// `base64.StdEncoding.DecodeString`/`hex.DecodeString`, Python `b64decode`/`bytes.fromhex`/`unhexlify`, JS `Buffer.from(…,
// "base64"|"hex")`/`atob`, Java `Base64.getDecoder().decode`, Ruby `Base64.decode64`, C# `Convert.FromBase64String`). One line
// per case; near-misses (public things decoded, test vectors in tests, placeholders, decodes of variables or env reads,
// non-secret names) stay silent.

// Assembled at run time so that no scanner flags this file.
const hex = ['0c35d912d46d9929', 'b29c121d2da88873', 'd5aa6f67645799f6', 'e0b94263105e73be'].join('');
const b64 = Buffer.from(hex, 'hex').toString('base64');
const zeros = `${'A'.repeat(43)}=`;
const src = (name: string) => `/home/dev/proj/${name}`;
const round = [
  'package bibqr\n\nimport (\n\t"crypto/hmac"\n\t"crypto/sha256"\n\t"encoding/base64"\n\t"fmt"\n)\n\n',
  '// key used to sign the QR code printed on each bib\n',
  `var signingKey, _ = base64.StdEncoding.DecodeString("${b64}")\n\n`,
  'func Sign(eventID string, bib int) string {\n\tmac := hmac.New(sha256.New, signingKey)\n\treturn fmt.Sprint(mac)\n}\n',
].join('');

describe('a secret-named variable bound to a decode of a literal', () => {
  test.each<[string, string, boolean]>([
    // The round's call and variants across languages.
    [src('internal/bibqr/sign.go'), round, true],
    [
      src('internal/auth/jwt.go'),
      `func init() {\n\tjwtSecret, _ := base64.StdEncoding.DecodeString("${b64}")\n\tuse(jwtSecret)\n}\n`,
      true,
    ],
    [src('internal/auth/jwt.go'), `\thmacKey, err := hex.DecodeString("${hex}")\n`, true],
    [src('internal/auth/jwt.go'), `var aesKey, _ = base64.RawURLEncoding.DecodeString("${b64.replace(/=+$/, '')}")\n`, true],
    [src('app/crypto.py'), `SECRET_KEY = base64.b64decode("${b64}")\n`, true],
    [src('app/crypto.py'), `HMAC_KEY = bytes.fromhex("${hex}")\n`, true],
    [src('app/crypto.py'), `aes_key = binascii.unhexlify('${hex}')\n`, true],
    [src('src/sign.ts'), `const signingKey = Buffer.from("${b64}", "base64");\n`, true],
    [src('src/sign.ts'), `const hmacSecret: Buffer = Buffer.from('${hex}', 'hex');\n`, true],
    [src('src/sign.js'), `const apiToken = atob("${b64}");\n`, true],
    [src('src/main/java/Sign.java'), `private static final byte[] SIGNING_KEY = Base64.getDecoder().decode("${b64}");\n`, true],
    [src('lib/sign.rb'), `SIGNING_KEY = Base64.decode64("${b64}")\n`, true],
    [src('Sign.cs'), `private static readonly byte[] HmacKey = Convert.FromBase64String("${b64}");\n`, true],
    // Public things decoded, non-secret names.
    [src('internal/auth/jwt.go'), `var publicKey, _ = base64.StdEncoding.DecodeString("${b64}")\n`, false],
    [src('internal/tls/ca.go'), `caCert, _ := base64.StdEncoding.DecodeString("${b64}")\n`, false],
    [src('app/crypto.py'), `iv = bytes.fromhex("${hex.slice(0, 32)}")\n`, false],
    [src('app/crypto.py'), `nonce = base64.b64decode("${b64}")\n`, false],
    [src('app/fmt.py'), `MAGIC = bytes.fromhex("${hex}")\n`, false],
    [src('app/fmt.py'), `header = base64.b64decode("${b64}")\n`, false],
    [
      src('internal/ui/logo.go'),
      `logo, _ := base64.StdEncoding.DecodeString("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk")\n`,
      false,
    ],
    // A test vector in a test's file.
    [src('internal/bibqr/sign_test.go'), `var key, _ = hex.DecodeString("${hex}")\n`, false],
    [src('tests/test_hmac.py'), `key = bytes.fromhex("${hex}")\n`, false],
    // Placeholders and fillers.
    [src('internal/bibqr/sign.go'), 'var signingKey, _ = base64.StdEncoding.DecodeString("REPLACE_ME")\n', false],
    [src('internal/bibqr/sign.go'), `var signingKey, _ = base64.StdEncoding.DecodeString("${zeros}")\n`, false],
    [src('app/crypto.py'), `HMAC_KEY = bytes.fromhex("${'00'.repeat(32)}")\n`, false],
    [src('app/crypto.py'), `HMAC_KEY = bytes.fromhex("${'deadbeef'.repeat(8)}")\n`, false],
    // Decodes of a variable or an env read.
    [src('internal/bibqr/sign.go'), 'var signingKey, _ = base64.StdEncoding.DecodeString(os.Getenv("SIGNING_KEY"))\n', false],
    [src('app/crypto.py'), 'SECRET_KEY = base64.b64decode(os.environ["SECRET_KEY"])\n', false],
    [src('src/sign.ts'), 'const signingKey = Buffer.from(process.env.SIGNING_KEY!, "base64");\n', false],
  ])('%s %#', (file, content, speaks) => {
    expect(secretSpeaks(file, content)).toBe(speaks);
  });
});
