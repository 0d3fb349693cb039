import { text } from '../../text.js';
import { MAX_OCCURRENCES } from './matchPatterns.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { PASSWORD_NAME, secretName } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { looksGenerated, looksLikePassword } from './valueShape.js';

// Environment lookups with a literal fallback: `${TOKEN:-…}`, `os.environ.get('X', '…')`, `os.getenv('X') or '…'` (PHP's
// `getenv('X') ?: '…'`): the literal after `or` is the same default. So is the default of a settings library's or a
// project's own env-reading helper: django-environ's `env('X', default='…')`/`env.str(…)`, python-decouple's
// `config('X', default='…')`, Laravel's `env('X', '…')`, Go's `getEnv("X", "…")`, Ruby's `ENV.fetch('X') { '…' }`, and
// Rails' encrypted credentials read with a fallback (`Rails.application.credentials.secret_key_base || '…'`).

// The name and the literal of each form; bounded repetitions, so a long run of one character stays linear.
const ENV_DEFAULTS = [
  /\$\{([A-Za-z_]\w{0,80}):?[-=]["']?([^}\s"'$`]{5,300})["']?\}/g,
  /\b(?:os\.environ\.get|os\.getenv|environ\.get|getenv)\(\s{0,3}["']([\w.-]{1,80})["']\s{0,3}(?:,\s{0,3}(?:default\s{0,3}=\s{0,3})?|\)\s{1,3}(?:or|\|\||\?\?|\?:)\s{1,3})["']([^"'\n]{5,300})["']/g,
  /\bprocess\.env(?:\.([A-Za-z_]\w{0,80})|\[\s{0,3}["'`]([\w.-]{1,80})["'`]\s{0,3}\])\s{0,3}(?:\|\||\?\?)\s{0,3}["'`]([^"'`\n]{5,300})["'`]/g,
  /\bENV\.fetch\(\s{0,3}["']([\w.-]{1,80})["']\s{0,3}(?:,|\)\s{0,3}\{)\s{0,3}["']([^"'\n]{5,300})["']/g,
  // A helper's default: a bare `env(`/`config(` (not after `.` or a word: `app.config(…)`, `os.setenv(…)` set a value)
  // or a `getEnv`-like name (`utils.GetEnvOrDefault`); a lower-case `getenv(` is the form above.
  /(?:(?<![\w.$])(?:env|config|env_?[oO]r\w{0,20})|\b(?:getEnv|GetEnv|get_env)\w{0,20}|\benv\.(?:str|string|get_value)|\bdecouple\.config)\(\s{0,3}["']([\w.-]{1,80})["']\s{0,3},\s{0,3}(?:\w{1,20}\s{0,3}=\s{0,3}[\w.]{1,40}\s{0,3},\s{0,3}){0,2}(?:default\s{0,3}=\s{0,3})?["']([^"'\n]{5,300})["']/g,
  // Ruby's `ENV['X'] || '…'`, .NET's `Environment.GetEnvironmentVariable("X") ?? "…"`.
  /(?:\bENV\[\s{0,3}["']([\w.-]{1,80})["']\s{0,3}\]|\bGetEnvironmentVariable\(\s{0,3}"([\w.-]{1,80})"\s{0,3}\))\s{0,3}(?:\|\||\?\?|\bor\b)\s{0,3}["']([^"'\n]{5,300})["']/g,
  // A pydantic settings field (read from the environment by its name) whose default is the literal:
  // `secret_key: str = Field(default='…')`, `jwt_secret: SecretStr = Field('…', env='JWT_SECRET')`.
  /\b(\w{1,80})\s{0,3}:\s{0,3}[\w.[\], |]{1,60}=\s{0,3}Field\(\s{0,3}(?:default\s{0,3}=\s{0,3})?["']([^"'\n]{5,300})["']/g,
  // Rails' credentials (`credentials.x`, `credentials[:x]`, `credentials.dig(:a, :x)`) or secrets, with a literal fallback.
  /\b(?:credentials|secrets)(?:\.(?!dig\b)(\w{1,80})|\[\s{0,3}:(\w{1,80})\s{0,3}\]|\.dig\((?:\s{0,3}:\w{1,80}\s{0,3},){0,4}\s{0,3}:(\w{1,80})\s{0,3}\))\s{0,3}(?:\|\||\bor\b)\s{0,3}["']([^"'\n]{5,300})["']/g,
  /\benv::var\(\s{0,3}"([\w.-]{1,80})"\s{0,3}\)\s{0,3}\.unwrap_or(?:_else)?\(\s{0,3}(?:\|\|\s{0,3})?"([^"\n]{5,300})"/g,
];

/** A value read from the environment whose fallback is itself a credential: the literal ships with the code. */
export function envDefaultSecrets(source: string, rule: Compiled, found: Secret[], note?: Note): void {
  for (const form of ENV_DEFAULTS) {
    form.lastIndex = 0;
    let seen = 0;
    for (let match = form.exec(source); match && seen < MAX_OCCURRENCES; match = form.exec(source), seen++) {
      const name = match.slice(1, -1).find((part) => part !== undefined)!;
      const value = match.at(-1)!;
      const strength = secretName(name);
      if (!strength) continue;
      const reason = placeholderReason(value);
      if (reason) {
        note?.(text.findings.skipped(rule.fullId, reason));
        continue;
      }
      const risky = strength === 'strong' && PASSWORD_NAME.test(name) ? looksLikePassword(value) : looksGenerated(value, 12);
      if (!risky) continue;
      const start = match.index + match[0].lastIndexOf(value);
      found.push({ kind: text.findings.envDefault(name), rule: rule.fullId, start, end: start + value.length });
    }
  }
}
