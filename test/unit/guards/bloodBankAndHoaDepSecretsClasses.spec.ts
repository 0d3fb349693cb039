import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { commandChanges } from '../../../src/guards/dependency.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';

// Round 66's dependency and secrets classes (blood banks and plasma centres, glass and glazing contractors, homeowners'
// associations, food banks): a task runner's add-a-dependency target named by a compound (`deps-add`, `pip-install`)
// given a package with extras or a version; a key-length literal under a bare `KEY`/`SECRET`/`SALT`/`PEPPER` that the same
// file passes as an HMAC's, a cipher's or a JWT's key. One line per class that speaks and near-misses that stay silent.

describe("a task runner's compound dependency target given a package variable adds it (dependency/tools/task-target-add)", () => {
  test.each([
    ['make deps-add PKG=celery[redis]', true],
    ['make add_dep PACKAGE=requests==2.31', true],
    ['just deps:add DEP=lodash@4', true],
    ['make pip-install PKG=@scope/pkg', true],
    ['task npm-add LIB=zod', true],
    ['make install-dep NAME=httpx', true],
    // The round-65 near-misses, a target that builds or installs the project's own deps, a path as the value.
    ['make deps', false],
    ['make install PREFIX=/usr/local', false],
    ['make test PKG=./internal/...', false],
    ['make build PKG=x', false],
    ['make build-deps PKG=openpyxl', false],
    ['make install-dev PKG=openpyxl', false],
    ['make deps-add PKG=./vendor/lib', false],
  ])('%s', (command, speaks) => expect(commandChanges(command).length > 0).toBe(speaks));
});

// Assembled at run time so that no scanner flags this file.
const hex = ['63393dfb75cfcdc0084266cec3c1a3e3', 'dba7f42e4dcfe04d40ea4d9f14823380'].join('');
const b64 = ['q8Zr2mVx7LkP4tN9', 'wB3cY6hJ1sD5fG0a'].join('');
const context = guardContext();
const write = (file_path: string, content: string) =>
  secrets.detect({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content } } as CanonicalEvent, context) !==
  undefined;

describe("a bare KEY/SECRET/SALT/PEPPER literal passed as an HMAC's, a cipher's or a JWT's key", () => {
  test.each([
    [
      'app/lib/ballot_signer.rb',
      `module BallotSigner\n  KEY = "${hex}"\n  def self.sign(id, choice)\n    OpenSSL::HMAC.hexdigest("SHA256", KEY, "#{id}:#{choice}")\n  end\nend\n`,
      true,
    ],
    [
      'hoa/sign.py',
      `import hmac, hashlib\nPEPPER = "${hex}"\ndef sign(v):\n    return hmac.new(PEPPER.encode(), v, hashlib.sha256).hexdigest()\n`,
      true,
    ],
    ['src/sign.js', `const KEY = '${b64}';\nmodule.exports = (v) => crypto.createHmac('sha256', KEY).update(v).digest('hex');\n`, true],
    ['src/box.js', `const KEY = Buffer.from('${hex}', 'hex');\nconst c = crypto.createCipheriv('aes-256-gcm', KEY, iv);\n`, true],
    [
      'sign/sign.go',
      `const SALT = "${hex}"\nfunc Sign(v []byte) []byte { m := hmac.New(sha256.New, []byte(SALT)); m.Write(v); return m.Sum(nil) }\n`,
      true,
    ],
    ['lib/sign.php', `<?php\n$key = '${hex}';\nfunction sign($d) { global $key; return hash_hmac('sha256', $d, $key); }\n`, true],
    ['api/token.py', `import jwt\nKEY = "${b64}"\ndef token(p):\n    return jwt.encode(p, KEY, algorithm="HS256")\n`, true],
    // A digest or checksum constant, a key never given to a keyed call, an environment read, a placeholder, an RFC test
    // vector's repeated bytes, a git SHA, notes.
    ['app/lib/check.rb', `SHA256 = "${hex}"\nok = OpenSSL::HMAC.hexdigest("SHA256", ENV["K"], data) == SHA256\n`, false],
    ['app/lib/cache.rb', `KEY = "${hex}"\nRails.cache.fetch([KEY, id]) { OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("K"), id) }\n`, false],
    ['app/lib/env.rb', 'KEY = ENV.fetch("BALLOT_KEY")\nOpenSSL::HMAC.hexdigest("SHA256", KEY, data)\n', false],
    ['app/lib/todo.rb', 'KEY = "changeme-changeme-changeme-changeme"\nOpenSSL::HMAC.hexdigest("SHA256", KEY, data)\n', false],
    [
      'test/test_hmac.py',
      'KEY = "0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b"\n' +
        'EXPECTED_DIGEST = "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"\n' +
        'assert hmac.new(KEY.encode(), b"Hi There", hashlib.sha256).hexdigest() == EXPECTED_DIGEST\n',
      false,
    ],
    ['release.py', 'import hmac\nCOMMIT = "9fceb02d0ae598e95dc970b74767f19372d61af8"\n', false],
    ['docs/signing.md', `Sign with \`hmac.new(KEY, msg)\`, where KEY = "${hex}" in the example.\n`, false],
  ])('%s', (path, content, speaks) => expect(write(path, content)).toBe(speaks));
});
