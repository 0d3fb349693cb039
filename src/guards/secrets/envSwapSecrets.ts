import { text } from '../../text.js';
import type { ToolEdit } from '../lib/toolWrite.js';
import { captchaSiteKey, captchaSiteKeyAt } from './captchaSiteKey.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { PASSWORD_NAME, secretName } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { entropy, looksGenerated, looksLikePassword } from './valueShape.js';

// An edit that puts a literal where an environment read of a credential stood (`import.meta.env.STORYBLOK_TOKEN` →
// `"hAiZ…"`, `ENV.fetch("TRANSISTOR_API_KEY")` → `"TEWa…"`, Go's `os.Getenv("PARTS_API_TOKEN")`): whatever the variable is
// called, the literal is that credential. ASP.NET Core reads its settings the same way (`builder.Configuration["Jwt:Key"]`,
// `Configuration.GetValue<string>("Stripe:SecretKey")`): a configuration path, its sections joined by `:`.
// Laravel's and django-environ's `env('STRIPE_SECRET')` and Elixir's `System.get_env("X")` are the same read.
const ENV_READ =
  /(?:process\.env|import\.meta\.env|Deno\.env\.get|os\.environ(?:\.get)?|[Gg]etenv|get_env|ENV(?:\.fetch)?|\benv(?=\()|env::var|GetEnvironmentVariable|[Cc]onfiguration(?:\.GetValue<\w{1,20}\??>)?)[ \t]{0,3}[.[(]?[ \t]{0,3}["'`]?([A-Za-z_][\w:]{0,80})/g;
// An environment variable named `…_KEY` holds a key when read from the environment, whatever word comes before it: the
// names secretName sets aside (`STORAGE_KEY`, `CACHE_KEY`, a localStorage or table key in code) are deployment settings
// here, and an Azure storage account's key is read as `…_STORAGE_KEY`. A public key stays a public key.
const ENV_KEY_NAME = /^[A-Z][A-Z0-9]{0,40}(?:_[A-Z0-9]{1,40}){0,8}_KEY$/;
const PUBLIC_KEY_NAME = /PUBLIC|PUBLISHABLE|(?:^|_)PUB_/;

/**
 * A configuration path (`Jwt:Key`, `Stripe:SecretKey`) read as the environment variable .NET maps it to, its words
 * apart (`JWT_KEY`, `STRIPE_SECRET_KEY`): the last section names what it holds, the one before whose it is.
 */
function envName(name: string): string {
  if (!name.includes(':')) return name;
  return name
    .replace(/([a-z0-9])(?=[A-Z])/g, '$1_')
    .replace(/:/g, '_')
    .toUpperCase();
}

/** Whether an environment variable read by this name may hold a credential. */
function credentialRead(name: string): boolean {
  return secretName(envName(name)) !== undefined || looseKeyName(name);
}

/** A `…_KEY` name only this reading takes (`CACHE_KEY` may hold `tickets-v2`): its literal must look random, not merely generated. */
function looseKeyName(name: string): boolean {
  name = envName(name);
  return secretName(name) === undefined && ENV_KEY_NAME.test(name) && !PUBLIC_KEY_NAME.test(name);
}

// The literal stands where the read stood: after an assignment or a separator, as a call's argument, or as the whole of
// the new text when the edit replaced the read alone. A read concatenated after a scheme (`"Bearer "+os.Getenv("…")`)
// becomes one string (`"Bearer Q1Zl…"`): the scheme word, kept from the old text, is not the value.
const SWAPPED_LITERAL = /(?:^|=|:|=>|\|\||\?\?|,|\()[ \t]{0,3}(["'`])([A-Za-z][\w-]{0,30}[ \t])?([^"'`\s]{12,512})\1/g;

// A config line that took a credential from the environment by interpolation (`pass: ${MISSKEY_DB_PASS}` in YAML,
// `password = "${DB_PASSWORD}"`, `${VAR:-default}`), and the same key given a literal by the edit: the literal is that credential.
// The variable's name says what it holds where the key alone (`pass`) may not. A Compose file's list item (`- API_KEY=${…}`),
// a shell's `export`, and a workflow's secret store (`${{ secrets.W3W_API_KEY }}`) read the same. Bounded runs, one line each: linear.
const INTERPOLATED_LINE =
  /^[ \t]{0,40}(?:-[ \t]{1,4}|export[ \t]{1,4})?["']?([\w.-]{1,80})["']?[ \t]{0,8}[:=][ \t]{0,8}["']?\$\{(?:([A-Za-z_]\w{0,80})(?::?[-=][^}\n]{0,100})?|\{[ \t]{0,4}(?:secrets|env)\.([A-Za-z_]\w{0,80})[ \t]{0,4}\})\}["']?[ \t]{0,8}$/gm;
const LITERAL_LINE =
  /^[ \t]{0,40}(?:-[ \t]{1,4}|export[ \t]{1,4})?["']?([\w.-]{1,80})["']?[ \t]{0,8}[:=][ \t]{0,8}(["']?)([^\s"'$%{][^\s"']{4,200})\2[ \t]{0,8}$/gm;

// A read given to a name (`API_KEY = os.environ["W3W_API_KEY"]`, `'key' => env('STRIPE_SECRET')`, `apiKey: process.env.X`,
// Kotlin's `val key: String = System.getenv("X")`, Go's `key := os.Getenv("X")`), and the same name given a quoted literal by
// the edit: the name before `=`, `:=`, `=>` or `:`, a declaration's type between, the read's qualifier after (`System.`,
// `$_`). Bounded runs, no nested quantifier: linear.
const TARGET = String.raw`(?<![\w$])["']?([A-Za-z_$][\w$]{0,80})["']?[ \t]{0,4}(?::[ \t]{0,4}[\w.|?[\]<>]{1,40}[ \t]{0,4})?(?::=|=>|=|:)[ \t]{0,4}`;
const READ_TARGET = new RegExp(`${TARGET}[\\w$.]{0,60}$`);
const ASSIGNED_LITERAL = new RegExp(`${TARGET}(["'\`])([^"'\`\\s\\\\]{6,200})\\2`, 'g');
// An edit that replaced the read alone (`os.environ["W3W_API_KEY"]` → `"3E66KH47"`): the literal stands where the read stood.
const WHOLE_LITERAL = /^[ \t]{0,40}(["'`])([^"'`\s\\]{6,200})\1[ \t]{0,4}[,;)]?[ \t]{0,4}$/;
const MAX_SWAP_LINE = 400;
// Local development's defaults in words (`dev-only`, `local_insecure`), besides the placeholders placeholderReason knows.
const LOCAL_WORDS = new Set(['dev', 'devel', 'development', 'local', 'localdev', 'insecure', 'debug', 'demo', 'sandbox']);

/**
 * Whether a literal given where a credential was read is one, however short or plain: six characters or more that could be
 * typed as a password (not a reference, a path, a URL, a short number or a slug of words), and no default of local development.
 */
function plainCredential(value: string): boolean {
  if (value.length < 6 || value.includes('://') || !looksLikePassword(value)) return false;
  const words = value.split(/[-_.]+/);
  return !(value === value.toLowerCase() && words.some((word) => LOCAL_WORDS.has(word.replace(/\d+$/, ''))));
}

/**
 * Whether a name read or assigned says credential (`W3W_API_KEY`, `apiKey`, `Stripe:SecretKey`): not a URL's, a region's or a
 * port's, nor a token public by design that a framework ships to the browser (`NEXT_PUBLIC_MAPBOX_TOKEN`).
 */
const credentialName = (name: string) => secretName(envName(name)) !== undefined && !/public|publishable/i.test(name);

/**
 * `API_KEY = os.environ["W3W_API_KEY"]` → `API_KEY = "3E66KH47"`: the name that took a credential from the environment now
 * takes a literal, hard-coding it, even one too short or too plain to speak alone (held-out round 122). The edit the other
 * way (a literal for a read), a read kept beside its default, and names of no credential (`API_URL`, `REGION`) stay silent.
 */
function assignedSwap(edit: ToolEdit, written: string, rule: Compiled, found: Secret[], note?: Note): boolean {
  if (!/env|configuration/i.test(edit.old)) return false;
  const reads = new Map<string, string>();
  let whole: string | undefined;
  for (const line of edit.old.split('\n')) {
    if (line.length > MAX_SWAP_LINE) continue;
    for (const read of line.matchAll(ENV_READ)) {
      if (edit.new.includes(read[0]) || /public|publishable/i.test(read[1]!)) continue;
      const prefix = line.slice(0, read.index);
      const target = READ_TARGET.exec(prefix)?.[1];
      if (target && (credentialName(read[1]!) || credentialName(target))) reads.set(target, read[1]!).set(read[1]!, read[1]!);
      else if (!target && /^[ \t]{0,40}[\w$.]{0,60}$/.test(prefix) && credentialName(read[1]!)) whole = read[1]!;
    }
  }
  const literals: Array<[string, string]> = [];
  for (const line of edit.new.split('\n')) {
    if (line.length > MAX_SWAP_LINE) continue;
    for (const [, target, , value] of line.matchAll(ASSIGNED_LITERAL)) {
      const name = reads.get(target!);
      if (name !== undefined) literals.push([name, value!]);
    }
  }
  const alone = whole === undefined ? undefined : WHOLE_LITERAL.exec(edit.new);
  if (alone && !edit.new.includes('\n')) literals.push([whole!, alone[2]!]);
  for (const [name, value] of literals) {
    if (edit.old.includes(value) || value === name) continue;
    const reason = placeholderReason(value) ?? siteKeyReason(name, edit.new, value);
    if (reason) {
      note?.(text.why.placeholder(name, reason));
      continue;
    }
    if (!plainCredential(value)) continue;
    const start = written.indexOf(value);
    found.push({ kind: text.findings.assignedTo(name), rule: rule.fullId, start, end: start + value.length });
    return true;
  }
  return false;
}

function interpolationSwap(edit: ToolEdit, written: string, rule: Compiled, found: Secret[], sample: boolean, note?: Note): boolean {
  if (!edit.old.includes('${')) return false;
  const reads = new Map<string, string>();
  for (const [, key, variable, stored] of edit.old.matchAll(INTERPOLATED_LINE)) {
    const name = variable ?? stored!;
    if (secretName(name) || PASSWORD_NAME.test(name)) reads.set(key!, name);
  }
  if (reads.size === 0) return false;
  for (const [, key, , value] of edit.new.matchAll(LITERAL_LINE)) {
    const name = reads.get(key!);
    if (name === undefined || edit.old.includes(value!)) continue;
    const reason = placeholderReason(value!);
    if (reason) {
      note?.(text.why.placeholder(name, reason));
      continue;
    }
    const shaped = PASSWORD_NAME.test(name) ? looksLikePassword(value!) : looksGenerated(value!, 12);
    if (!shaped && (sample || !plainCredential(value!))) continue;
    const start = written.indexOf(value!);
    found.push({ kind: text.findings.assignedTo(name), rule: rule.fullId, start, end: start + value!.length });
    return true;
  }
  return false;
}

/**
 * A CAPTCHA's site key put where its variable was read (`getenv('RECAPTCHA_SITE_KEY')` → `'6Lc…'`, `grecaptcha.execute(
 * process.env.RECAPTCHA_KEY, …)` → `grecaptcha.execute('6Lc…', …)`): public by design, the page renders it. The read's name
 * says site key, or the literal stands where the widget takes one; its shape must be a site key's (captchaSiteKey).
 */
function siteKeyReason(name: string, written: string, value: string): string | undefined {
  const secret = /secret|private/i.test(name);
  return captchaSiteKey(name, value) || (!secret && captchaSiteKeyAt(written, written.indexOf(value), value))
    ? text.findings.placeholder.captchaSiteKey
    : undefined;
}

export function envSwapSecrets(
  edits: readonly ToolEdit[],
  written: string,
  rule: Compiled | undefined,
  found: Secret[],
  note?: Note,
  sample = false,
): void {
  if (!rule) return;
  for (const edit of edits) {
    if (interpolationSwap(edit, written, rule, found, sample, note)) return;
    if (!sample && assignedSwap(edit, written, rule, found, note)) return;
    if (!/env|configuration/i.test(edit.old)) continue;
    const read = [...edit.old.matchAll(ENV_READ)].find((match) => credentialRead(match[1]!) && !edit.new.includes(match[0]));
    if (!read) continue;
    for (const [, quote, scheme, value] of edit.new.matchAll(SWAPPED_LITERAL)) {
      if (edit.old.includes(value!) || (scheme && !edit.old.includes(quote! + scheme))) continue;
      const reason = placeholderReason(value!) ?? siteKeyReason(read[1]!, edit.new, value!);
      if (reason) {
        note?.(text.why.placeholder(read[1]!, reason));
        continue;
      }
      const random = /[a-z]/.test(value!) && /[A-Z]/.test(value!) && value!.length >= 20 && entropy(value!) >= 3.5;
      if (looseKeyName(read[1]!) ? !random : !looksGenerated(value!, 12) && !random) continue;
      const start = written.indexOf(value!);
      found.push({ kind: text.findings.assignedTo(read[1]!), rule: rule.fullId, start, end: start + value!.length });
      return;
    }
  }
}
