import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { secrets } from '../../../src/guards/secrets.js';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Round 183's secrets class: a CAPTCHA widget's site key (reCAPTCHA's `6L…`, hCaptcha's UUID, Turnstile's `0x4AAAAAAA…`)
// is public by design, the page renders it, so putting it where its variable was read, in a site key's variable the browser
// gets, or in a hosted store under its name stays silent. Its pair, the secret key the server sends to siteverify, speaks:
// under a secret's name, as a form field's value (`formData.append('secret', …)`, Go's `url.Values`), or handed to its verifier.

// Assembled at run time so that no scanner flags this file.
const siteKey = ['6LcQ8x0q', 'AAAAAJ4tR2mN7vK1pZ9w', 'Yb3sHd5fGe0u'].join('');
const secretKey = ['6LcQ8x0q', 'AAAAAP7mK2vR9tZ4wX1b', 'N8cJ5hLq3sDe'].join('');
const hSiteKey = ['4f9c2a7e-1b3d-', '4e8f-a6c5-9d2b7e1f3a08'].join('');
const hSecret = ['0x7a3f9c1e5b2d8a4f', '6c0e9b7d3a1f5c8e2b6d4a90'].join('');
const tSiteKey = ['0x4AAAAAAA', 'DnPIDROrmt1Wwj'].join('');
const tSecret = ['0x4AAAAAAA', 'DnPIDROzbs0Aaj3Xk7aU9sN2Lq'].join('');
const drawn = ['Zr8kQ2vX9mT4', 'wB7nC1pL5sH3jD6fG0yA'].join('');

const context = guardContext();
const editSpeaks = (file_path: string, old_string: string, new_string: string) =>
  secrets.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } } as CanonicalEvent,
    context,
  ) !== undefined;

describe('a site key put where its variable was read stays silent, a secret key speaks (secrets/generic/assignment)', () => {
  test.each([
    ['/p/site/contact.php', "$siteKey = getenv('RECAPTCHA_SITE_KEY');", `$siteKey = '${siteKey}'; // public site key`, false],
    ['/p/config/settings.py', "RECAPTCHA_SITE_KEY = os.environ['RECAPTCHA_SITE_KEY']", `RECAPTCHA_SITE_KEY = '${siteKey}'`, false],
    ['/p/app/config.rb', "config.site_key = ENV['RECAPTCHA_SITE_KEY']", `config.site_key = '${siteKey}'`, false],
    [
      '/p/src/main.ts',
      'load(import.meta.env.VITE_RECAPTCHA_KEY, { autoHideBadge: true })',
      `load('${siteKey}', { autoHideBadge: true })`,
      false,
    ],
    [
      '/p/src/app.js',
      "grecaptcha.execute(process.env.RECAPTCHA_KEY, {action: 'submit'})",
      `grecaptcha.execute('${siteKey}', {action: 'submit'})`,
      false,
    ],
    ['/p/src/config.ts', 'siteKey: process.env.TURNSTILE_SITE_KEY,', `siteKey: '${tSiteKey}',`, false],
    ['/p/src/Form.tsx', '<Turnstile siteKey={import.meta.env.VITE_TURNSTILE_SITE_KEY} />', `<Turnstile siteKey="${tSiteKey}" />`, false],
    ['/p/config/settings.py', "HCAPTCHA_SITEKEY = env('HCAPTCHA_SITEKEY')", `HCAPTCHA_SITEKEY = '${hSiteKey}'`, false],
    // The secret's read, a secret key's shape under a site key's name, a site key's name given no site key's shape.
    ['/p/site/verify.php', "$secretKey = getenv('RECAPTCHA_SECRET_KEY');", `$secretKey = '${secretKey}';`, true],
    ['/p/src/app.js', 'grecaptcha.execute(process.env.RECAPTCHA_SECRET_KEY, {a: 1})', `grecaptcha.execute('${secretKey}', {a: 1})`, true],
    ['/p/src/config.ts', 'const turnstileSiteKey = process.env.TURNSTILE_SITE_KEY!;', `const turnstileSiteKey = '${tSecret}';`, true],
    ['/p/site/contact.php', "$siteKey = getenv('RECAPTCHA_SITE_KEY');", `$siteKey = '${drawn}';`, true],
    ['/p/src/verify.ts', 'const secret = process.env.HCAPTCHA_SECRET!;', `const secret = '${hSecret}';`, true],
  ])('%s %#', (file, before, after, speaks) => expect(editSpeaks(file, before, after)).toBe(speaks));
});

describe('a site key written in code, markup or config stays silent, a secret key speaks', () => {
  test.each([
    ['/p/templates/form.html', `<div class="g-recaptcha" data-sitekey="${siteKey}"></div>\n`, false],
    ['/p/templates/form.html', `<div class="cf-turnstile" data-sitekey="${tSiteKey}"></div>\n`, false],
    ['/p/src/Form.tsx', `<HCaptcha sitekey="${hSiteKey}" onVerify={onVerify} />\n`, false],
    ['/p/.env.local', `NEXT_PUBLIC_RECAPTCHA_SITE_KEY=${siteKey}\n`, false],
    ['/p/.env', `VITE_RECAPTCHA_KEY=${siteKey}\nREACT_APP_HCAPTCHA_KEY=${hSiteKey}\n`, false],
    ['/p/config/settings.py', `RECAPTCHA_PUBLIC_KEY = '${siteKey}'\n`, false],
    ['/p/src/main/resources/application.properties', `google.recaptcha.key.site=${siteKey}\n`, false],
    ['/p/src/app.js', `grecaptcha.execute('${siteKey}', {action: 'submit'});\n`, false],
    ['/p/src/verify.js', `const recaptcha = new Recaptcha('${siteKey}', process.env.RECAPTCHA_SECRET);\n`, false],
    ['/p/.env', `RECAPTCHA_SECRET_KEY=${secretKey}\n`, true],
    ['/p/.env', `VITE_RECAPTCHA_SECRET=${secretKey}\n`, true],
    ['/p/src/a.ts', `const VITE_TURNSTILE_KEY = '${tSecret}';\n`, true],
    ['/p/config/initializers/recaptcha.rb', `Recaptcha.configure do |config|\n  config.secret_key = '${secretKey}'\nend\n`, true],
    ['/p/.dev.vars', `TURNSTILE_SECRET_KEY=${tSecret}\n`, true],
    // An ambiguous name (`RECAPTCHA_KEY`) may hold either key: the 6L shape is both's.
    ['/p/src/captcha.ts', `const RECAPTCHA_KEY = '${siteKey}';\n`, true],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe("a secret key handed to siteverify as a form field's value speaks", () => {
  test.each([
    ['/p/src/worker.ts', `formData.append('secret', '${tSecret}');\n`, true],
    ['/p/src/a.ts', `params.set('secret', '${secretKey}');\n`, true],
    ['/p/src/a.ts', `form.append('client_secret', '${drawn}');\n`, true],
    ['/p/verify.go', `form.Add("secret", "${hSecret}")\n`, true],
    ['/p/verify.go', `resp, err := http.PostForm(u, url.Values{"secret": {"${hSecret}"}, "response": {token}})\n`, true],
    ['/p/Verify.java', `RequestBody body = new FormBody.Builder().add("secret", "${secretKey}").build();\n`, true],
    ['/p/src/verify.js', `const ok = await hcaptcha.verify('${hSecret}', token);\n`, true],
    ['/p/site/verify.php', `$recaptcha = new \\ReCaptcha\\ReCaptcha('${secretKey}');\n`, true],
    // A variable, the response token's field, a field that names no credential, a placeholder.
    ['/p/src/worker.ts', "formData.append('secret', env.TURNSTILE_SECRET_KEY);\nformData.append('response', token);\n", false],
    ['/p/src/a.ts', `form.append('sitekey', '${tSiteKey}');\nform.set('mode', 'invisible-widget-v2');\n`, false],
    ['/p/src/a.ts', "form.append('password', 'Mot de passe');\nform.append('secret', 'your-secret-key');\n", false],
    ['/p/src/verify.js', 'const ok = await hcaptcha.verify(process.env.HCAPTCHA_SECRET, token);\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe("a site key kept in a hosted store under its name stays silent; the secret key's speaks", () => {
  test.each([
    [`gh secret set RECAPTCHA_SITE_KEY --body ${siteKey}`, false],
    [`wrangler secret put TURNSTILE_SITE_KEY <<< ${tSiteKey}`, false],
    [`echo ${tSiteKey} | npx wrangler secret put TURNSTILE_SITE_KEY`, false],
    [`gh secret set RECAPTCHA_SECRET_KEY --body ${secretKey}`, true],
    [`wrangler secret put TURNSTILE_SECRET_KEY <<< ${tSecret}`, true],
    [`wrangler secret put TURNSTILE_SITE_KEY <<< ${tSiteKey}; wrangler secret put TURNSTILE_SECRET_KEY <<< ${tSecret}`, true],
    [`wrangler secret put TURNSTILE_SITE_KEY <<< ${tSecret}`, true],
    [`echo ${tSecret} | wrangler secret put TURNSTILE_SECRET_KEY`, true],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});
