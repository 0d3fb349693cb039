import { describe, expect, test } from 'vitest';
import { evalSpeaks, secretSpeaks } from '../../support/guardSpeaks.js';

// Round 91 (stonemasons and monument makers, amateur radio and AllStarLink nodes): an injection payload a test hands to the
// code under test as a string, an HMAC signing key written into the code, and an Asterisk registration password. One
// line per class that speaks and near-misses that stay silent.

const suite = (line: string) => `import { parseFormula } from '../src/formula';\n\ntest('rejects code', () => {\n  ${line}\n});\n`;

describe('eval-looking text that is only a test’s string payload (eval/javascript/eval-indirect)', () => {
  test.each([
    ['web/tests/formula.test.ts', suite(`expect(() => parseFormula("constructor.constructor('return process')()")).toThrow();`), false],
    ['web/tests/formula.test.ts', suite(`expect(() => parseFormula('eval("1")')).toThrow();`), false],
    ['web/src/formula.spec.ts', suite(`expect(() => parseFormula("window['ev' + 'al']('1')")).toThrow();`), false],
    ['web/__tests__/formula.ts', suite('expect(parseFormula(`(function(){}).constructor("return this")()`)).toBeNull();'), false],
    // The test really calls it, outside a string; the same payload in a source file handed to eval itself.
    ['web/tests/formula.test.ts', suite('const userInput = process.argv[2];\n  expect(eval(userInput)).toBe(1);'), true],
    ['web/tests/formula.test.ts', suite('const body = process.argv[2];\n  expect(new Function(body)()).toBe(1);'), true],
    ['web/tests/formula.test.ts', suite(`expect(parseFormula.constructor.constructor('return process')()).toBeDefined();`), true],
    ['web/src/formula.ts', `export const run = () => eval("constructor.constructor('return process')()");\n`, true],
    ['web/src/formula.ts', `export const run = (x: string) => x.constructor.constructor('return process')();\n`, true],
  ])('%s: %s → %s', (file, content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});

const KEY = 'xx4L5dItO6KhIcDQEmaiZC8a2t31DstQ3J1Vs4Z6';
const goFile = (body: string) => `package lib\n\nimport (\n\t"crypto/hmac"\n\t"crypto/sha256"\n)\n\n${body}\n`;
const sign = (key: string) => `func Sign(b []byte) []byte {\n\tm := hmac.New(sha256.New, ${key})\n\tm.Write(b)\n\treturn m.Sum(nil)\n}`;

describe('a literal HMAC key (secrets, hmac-key-literal and a bound key name)', () => {
  test.each([
    ['server/lib/signing.go', goFile(`var claimTicketKey = []byte("${KEY}")\n\n${sign('claimTicketKey')}`), true],
    ['server/lib/signing.go', goFile(`var ticketSecret = []byte("${KEY}")\n\n${sign('ticketSecret')}`), true],
    ['server/lib/signing.go', goFile(sign(`[]byte("${KEY}")`)), true],
    ['app/signing.py', `import hmac, hashlib\n\ndef sign(b):\n    return hmac.new(b"${KEY}", b, hashlib.sha256).hexdigest()\n`, true],
    [
      'app/signing.py',
      `import hmac, hashlib\n\ndef sign(b):\n    return hmac.new("${KEY}".encode(), b, hashlib.sha256).hexdigest()\n`,
      true,
    ],
    [
      'src/signing.js',
      `const crypto = require('crypto');\nexports.sign = (b) => crypto.createHmac('sha256', '${KEY}').update(b).digest('hex');\n`,
      true,
    ],
    [
      'src/Signing.java',
      `class Signing {\n  Mac mac() throws Exception {\n    Mac m = Mac.getInstance("HmacSHA256");\n` +
        `    m.init(new SecretKeySpec("${KEY}".getBytes(), "HmacSHA256"));\n    return m;\n  }\n}\n`,
      true,
    ],
    // A key from the environment or configuration, a parameter, a short test value, a placeholder.
    ['server/lib/signing.go', goFile(`var claimTicketKey = []byte(os.Getenv("CLAIM_TICKET_KEY"))\n\n${sign('claimTicketKey')}`), false],
    ['server/lib/signing.go', goFile(`func Sign(key, b []byte) []byte {\n\tm := hmac.New(sha256.New, key)\n\treturn m.Sum(b)\n}`), false],
    [
      'server/lib/signing_test.go',
      goFile(`func TestSign(t *testing.T) {\n\tm := hmac.New(sha256.New, []byte("test-key"))\n\t_ = m\n}`),
      false,
    ],
    [
      'app/signing.py',
      `import hmac, hashlib, os\n\ndef sign(b):\n    return hmac.new(os.environ["SIGNING_KEY"].encode(), b, hashlib.sha256).hexdigest()\n`,
      false,
    ],
    ['src/signing.js', `exports.sign = (b) => crypto.createHmac('sha256', config.signingKey).update(b).digest('hex');\n`, false],
    ['src/signing.js', `exports.sign = (b) => crypto.createHmac('sha256', 'your-signing-secret-here').update(b).digest('hex');\n`, false],
  ])('%s: %s → %s', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe('an Asterisk registration or peer password (secrets, asterisk-register-secret and the secret setting)', () => {
  test.each([
    ['config/allstar/iax.conf', '[general]\nbindport = 4569\nregister => 58392:t1SSb45yqL@register.allstarlink.org\n', true],
    ['etc/asterisk/sip.conf', '[general]\nregister => 1001:Xk29pLm4Qz@sip.provider.net:5060/1001\n', true],
    ['etc/asterisk/sip.conf', '[general]\nregister => tls://1001:Xk29pLm4Qz:authuser@sip.provider.net\n', true],
    ['etc/asterisk/iax.conf', '[58392]\ntype=user\ncontext=radio-secure\nsecret=Hq7mZ2pVt9\nhost=dynamic\n', true],
    ['etc/asterisk/sip.conf', '[trunk]\ntype=peer\nsecret = Rm84kTqzW2\nhost=sip.provider.net\n', true],
    ['etc/asterisk/pjsip.conf', '[trunk-auth]\ntype=auth\nauth_type=userpass\nusername=1001\npassword=Vw3nQ8zLr5\n', true],
    // Placeholders, a template's variable, no secret, an empty one, and the other settings.
    ['config/allstar/iax.conf', '[general]\nregister => 58392:<password>@register.allstarlink.org\n', false],
    ['config/allstar/iax.conf', '[general]\nregister => 58392:changeme@register.allstarlink.org\n', false],
    ['config/allstar/iax.conf', '[general]\nregister => 58392:${NODE_PASS}@register.allstarlink.org\n', false],
    ['config/allstar/iax.conf', '[general]\nregister => 58392@register.allstarlink.org:4569\n', false],
    ['etc/asterisk/iax.conf', '[58392]\ntype=user\nsecret=\nhost=dynamic\n', false],
    ['etc/asterisk/iax.conf', '[general]\nbindport=4569\nallow=ulaw\ndisallow=all\n', false],
  ])('%s: %s → %s', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
