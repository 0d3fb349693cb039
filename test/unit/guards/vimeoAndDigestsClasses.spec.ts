import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 116's secrets classes: an SDK client constructed with its id and then its secret by position (`new Vimeo(id,
// secret, token)`, `new Twitter(key, secret)`), and a digest's name (`token_sha256`, `password_digest`) whose hex value is
// a hash, not the credential it names. One line per case; near-misses stay silent (or speak).

// Assembled at run time so that no scanner flags this file.
const hex40 = ['ee8c5a744eb2', '3183d13acd59', '914c89daa0d5', '377e'].join('');
const hex32 = ['b93e96379da3', '9ea2b3b9ce89', '2af0a8ef'].join('');
const hex64 = ['41a62a86d66053603a78a471', 'd0a6c4771fa3137f7bd8c82d', '24e1dbfed7a87b8c'].join('');
const b64 = [
  '6M6U3JCTUZoRl7U1z++Sc/sZkqLPNCsHvGAK117uVTmSRsx5GAk/',
  'TW1rKOpPMt/3bBJ97ZDx3YITUcnxOTC3B0OzZoDkgf80zNiazxYD8Iy4k2zgrWD72uTF5NxvyoX1',
].join('');
const key25 = ['Xk3pQ9vLm2', 'Rt7Wz4Nc8Yb', '1Hf'].join('');
const secret50 = ['Qp2Lm9Vt4Rk8Wz3Nc6Yb', '1Hf5Gd7Jx0Sa3Kp8Lm2V', 't4Rk8Wz3Nc'].join('');
const src = (name: string) => `/home/dev/proj/${name}`;
const vimeo = [
  'import { Vimeo } from "@vimeo/vimeo";\n\n',
  `const client = new Vimeo("${hex40}", "${b64}", "${hex32}");\n\n`,
  'export function uploadLessonVideo(path: string, title: string): Promise<string> {\n',
  '  return new Promise((resolve, reject) => {\n',
  '    client.upload(path, { name: title, privacy: { view: "unlisted" } }, resolve, () => {}, reject);\n  });\n}\n',
].join('');

describe('an SDK client constructed with its id and then its secret by position', () => {
  test.each<[string, string, boolean]>([
    [src('src/video/vimeo.ts'), vimeo, true],
    [src('src/video/vimeo.js'), `const lib = new Vimeo('${hex40}', '${b64}');\n`, true],
    [src('src/social/twitter.js'), `const client = new Twitter("${key25}", "${secret50}");\n`, true],
    [src('src/social/twitter.ts'), `const api = new TwitterApi("${key25}", "${secret50}", "${hex32}");\n`, true],
    [src('app/Video.php'), `$lib = new \\Vimeo\\Vimeo('${hex40}', '${b64}', '${hex32}');\n`, true],
    [src('src/Main.java'), `Dropbox box = new Dropbox("${key25}", "${hex64}");\n`, true],
    // The existing client rule: `Client(key, secret)`.
    [src('app/api.py'), `client = Client("${key25}", "${secret50}")\n`, true],
    [src('src/shop.ts'), `const shop = new BigCommerce("${key25}", "${hex64}");\n`, true],
    [src('src/settings.ts'), `const api = new SettingsClient("${key25}", "${secret50}");\n`, true],
    // Read from the environment, placeholders, an id alone, a short first argument, hashes and ids in other calls.
    [
      src('src/video/vimeo.ts'),
      'const client = new Vimeo(process.env.VIMEO_ID!, process.env.VIMEO_SECRET!, process.env.VIMEO_TOKEN!);\n',
      false,
    ],
    [
      src('src/video/vimeo.ts'),
      'const client = new Vimeo("YOUR_CLIENT_ID_HERE_PLEASE", "YOUR_CLIENT_SECRET_GOES_HERE_XXXXXXXX");\n',
      false,
    ],
    [src('src/video/vimeo.ts'), `const client = new Vimeo("${hex40}");\n`, false],
    [src('src/crypto.ts'), `const h = new Hmac("sha256", "${b64}");\n`, false],
    [src('src/git.ts'), `const range = new CommitRange("${hex40}", "${hex40.split('').reverse().join('')}");\n`, false],
    [src('src/hash.ts'), `const d = new DigestPair("${hex64}", "${hex64.split('').reverse().join('')}");\n`, false],
    [src('src/hash.ts'), `const ok = sha256("${b64}") === "${hex64}";\n`, false],
    [src('src/ids.ts'), `const id = uuid("${hex32}", "${hex40}");\n`, false],
    [src('test/video.spec.ts'), `const client = new FakeVimeo("${hex40}", "${hex32}");\n`, false],
    [src('src/git.ts'), `const c = new CommitSha("${hex40}", "${hex64}");\n`, false],
    [src('src/ids.ts'), `const id = new RequestId("${key25}", "${secret50}");\n`, false],
    [src('test/twitter.spec.ts'), `const client = new MockTwitter("${key25}", "${secret50}");\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe("a digest's name holds a hash, not the credential it names", () => {
  test.each<[string, string, boolean]>([
    [
      src('tests/fixtures/password_resets.json'),
      `[\n  {"email": "owner1@example.com", "token_sha256": "${hex64}", "expires_at": "2025-07-01T10:00:00Z"}\n]\n`,
      false,
    ],
    [src('config/seed.json'), `{"api_key_sha256": "${hex64}"}\n`, false],
    [src('config/seed.yaml'), `users:\n  - email: a@b.co\n    password_digest: "${hex64}"\n`, false],
    [src('config/seed.yaml'), `token_sha1: ${hex40}\n`, false],
    [src('.env'), `RESET_TOKEN_SHA256=${hex64}\n`, false],
    [src('app/seed.py'), `API_TOKEN_MD5 = "${hex32}"\n`, false],
    [src('src/seed.ts'), `const tokenSha256 = "${hex64}";\n`, false],
    [src('config/seed.json'), `{"secret_checksum": "${hex64}", "password_hash": "${hex64}"}\n`, false],
    // The same hex under a credential's own name, or a key used to hash, still speaks.
    [src('config/seed.json'), `{"token": "${hex64}"}\n`, true],
    [src('config/seed.json'), `{"api_key": "${hex64}"}\n`, true],
    [src('config/seed.yaml'), `secret: ${hex64}\n`, true],
    [src('config/seed.yaml'), `hash_secret: ${hex64}\n`, true],
    [src('.env'), `HMAC_KEY=${hex64}\n`, true],
    [src('app/seed.py'), `HASH_SECRET = "${hex64}"\n`, true],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
