import { describe, expect, test } from 'vitest';
import { CREDENTIAL_WORDS, isCredentialName, redactNamed } from '../../src/guards/lib/credentialNames.js';
import { redactSecrets } from '../../src/guards/secrets.js';
import { opTotal, resetOps } from '../../src/guards/lib/opCount.js';

// Redaction by name: the value of an option, header, assignment or key whose name says credential
// never reaches an advisory, whatever its format. One data list serves redaction and detection.

// Split so that no secret scanner flags this file; joined at run time.
const V = ['cAnArY', 'v4lu3', 'Q9'].join('');

describe('redactNamed', () => {
  test.each([
    `az storage account keys renew --account-key ${V} -n prod`,
    `az storage blob delete-batch --sas-token "${V}" -s c`,
    `openssl req --private-key=${V}`,
    `gpg --passphrase '${V}' --batch -d x`,
    `cosign sign --signing-secret=${V} img`,
    `curl -X DELETE -H "X-Custom-Auth: ${V}" https://api/x`,
    `curl -H 'Authorization: Bearer ${V}' https://api/x`,
    `curl -H "Cookie: session=${V}" https://api/x`,
    `PGPASSWORD=${V} dropdb prod`,
    `export MY_SERVICE_CREDENTIALS=${V}; rm -rf /srv`,
    `{"clientSecret": "${V}", "name": "x"}`,
    `api_key: ${V}`,
    `token => '${V}'`,
    `mc alias set s3 https://x AKIA --secret-key ${V}`,
    `vault write auth/x pass=${V}`,
  ])('%s', (text) => {
    expect(redactNamed(text)).not.toContain(V);
    expect(redactSecrets(text)).not.toContain(V);
    expect(redactNamed(text)).toContain('[redacted]');
  });

  test.each(['rm -rf /tmp/build', 'git commit -m "fix the auth page"', 'kubectl delete ns staging', 'rm -rf ~/.ssh/authorized_keys'])(
    'leaves %s as it is',
    (text) => {
      expect(redactNamed(text)).toBe(text);
    },
  );

  test('linear on hostile text: work at 4n is about 4 times the work at n', () => {
    const at = (n: number) => {
      resetOps();
      redactNamed('--token-key '.repeat(n) + 'a:'.repeat(n) + 'x'.repeat(n));
      return opTotal();
    };
    expect(at(40_000)).toBeLessThanOrEqual(4.5 * at(10_000));
  });

  test.each([
    ['one long name of credential words', (n: number) => 'token'.repeat(n)],
    ['credential names, each with a value', (n: number) => '--token v '.repeat(n)],
    ['names a step too long to be one', (n: number) => `${'a'.repeat(80)}_token=v `.repeat(n / 16)],
  ])('linear on %s: each word costs a bounded step', (_label, make) => {
    const at = (n: number) => {
      resetOps();
      redactNamed(make(n));
      return opTotal();
    };
    const small = at(8_000);
    expect(small).toBeGreaterThan(0);
    expect(at(32_000)).toBeLessThanOrEqual(4.5 * small);
    expect(at(32_000)).toBeLessThanOrEqual(8 * make(32_000).length);
  });

  test('one list: detection words are a subset of the redaction words, every entry compiles', () => {
    for (const word of CREDENTIAL_WORDS) expect(() => new RegExp(word.pattern)).not.toThrow();
    expect(CREDENTIAL_WORDS.filter((word) => word.detect).length).toBeGreaterThan(10);
    expect(['password', 'X-Auth-Token', 'account-key', 'signingKey', 'PRIVATE_KEY'].every(isCredentialName)).toBe(true);
  });
});
