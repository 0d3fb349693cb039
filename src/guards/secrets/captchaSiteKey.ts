import { UUID } from './secretName.js';

// A CAPTCHA widget's site key is public by design: the page renders it (`<div class="g-recaptcha" data-sitekey="…">`,
// `grecaptcha.execute('…', {action})`, `turnstile.render('#w', { sitekey: '…' })`) and every visitor's browser reads it. Its
// pair, the secret key the server sends to siteverify, is the credential. Both are judged by the name the value is given and
// by its shape, so a secret under a site key's name, or a site key's shape under a secret's name, is not let through:
// - reCAPTCHA (v2, v3, Enterprise): 40 characters starting `6L`, the site key and the secret key alike
//   (https://developers.google.com/recaptcha/docs/display, https://developers.google.com/recaptcha/docs/verify,
//   https://cloud.google.com/recaptcha/docs/create-key-website): only the name tells them apart;
// - hCaptcha: the sitekey is a UUID, the secret `0x` and 40 hex digits (https://docs.hcaptcha.com/#add-the-hcaptcha-widget-to-your-webpage,
//   https://docs.hcaptcha.com/#verify-the-user-response-server-side, https://docs.hcaptcha.com/#integration-testing-test-keys);
// - Cloudflare Turnstile: the sitekey `0x4AAAAAAA` and a short tail (24 characters in all), the secret key the same prefix and a
//   longer one; the test sitekeys `1x00000000000000000000AA` and kin (https://developers.cloudflare.com/turnstile/get-started/,
//   https://developers.cloudflare.com/turnstile/reference/testing/).
const SITE_KEY_SHAPE = /^(?:6L[A-Za-z0-9_-]{38}|0x4AAAAAAA[A-Za-z0-9_-]{8,18}|[123]x0{20}(?:AA|AB|BB|FF))$/;

// A name that says site key (`RECAPTCHA_SITE_KEY`, `siteKey`, `data-sitekey`, `site-key`, Spring's `google.recaptcha.key.site`),
// or public key, reCAPTCHA v1's word that django-recaptcha keeps (`RECAPTCHA_PUBLIC_KEY`). Bounded: linear.
const SITE_KEY_NAME = /site[_.-]?key|sitekey|(?:^|[_.-])public[_-]?key$|publicKey$|(?:captcha|key)[_.-]site$/i;
// A CAPTCHA's key in a variable a front-end build ships to the browser (`VITE_RECAPTCHA_KEY`, `NEXT_PUBLIC_TURNSTILE_KEY`,
// `GATSBY_HCAPTCHA_KEY`): only the site key is of use there.
const BROWSER_CAPTCHA_NAME =
  /^(?:NEXT_PUBLIC|NUXT_PUBLIC|EXPO_PUBLIC|PUBLIC|VITE|REACT_APP|GATSBY|VUE_APP|UMI_APP)_[A-Z0-9_]{0,40}(?:CAPTCHA|TURNSTILE)[A-Z0-9_]{0,40}$/i;
// A name for the server's half, whatever else it says (`siteSecret`, Firebase App Check's reCAPTCHA secret; `SITE_KEY_SECRET`).
const SECRET_WORD = /secret|private|server/i;

/** Whether this value, given to this name, is a CAPTCHA widget's site key: a site key's name and a site key's shape. */
export function captchaSiteKey(name: string, value: string): boolean {
  const bare = name.replace(/^["'-]+|["']+$/g, '');
  if (SECRET_WORD.test(bare) || !(SITE_KEY_NAME.test(bare) || BROWSER_CAPTCHA_NAME.test(bare))) return false;
  return SITE_KEY_SHAPE.test(value) || UUID.test(value);
}

// Where the widget's own call or script takes the site key by position: `grecaptcha.execute('…', {action})` and
// `grecaptcha.enterprise.execute(…)` (https://developers.google.com/recaptcha/docs/v3), the script's `api.js?render=…` and
// `enterprise.js?render=…`. Matched on at most 80 characters before the value: linear.
const SITE_KEY_POSITION =
  /(?:\bgrecaptcha(?:\.enterprise)?\.execute\([ \t]{0,4}["'`]|recaptcha\/(?:api|enterprise)\.js\?(?:[\w=&.-]{0,40}&)?render=)$/;

/** Whether the value at `start` of `text` stands where a CAPTCHA widget takes its site key, and has a site key's shape. */
export function captchaSiteKeyAt(text: string, start: number, value: string): boolean {
  return start >= 0 && SITE_KEY_SHAPE.test(value) && SITE_KEY_POSITION.test(text.slice(Math.max(0, start - 80), start));
}
