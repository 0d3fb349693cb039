import { text } from '../../text.js';
import { shellWords } from '../lib/shellWords.js';
import { assignments } from './assignments.js';
import { NAME_VALUE } from './commandWords.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { secretName } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { looksLiteral } from './valueShape.js';

// A setting or an option that names a command printing a credential: restic's and rclone's `--password-command`
// (https://restic.readthedocs.io/en/stable/030_preparing_a_new_repo.html, https://rclone.org/docs/#password-command-string),
// borg's `BORG_PASSCOMMAND` (https://borgbackup.readthedocs.io/en/stable/usage/general.html#environment-variables),
// msmtp's `passwordeval` (https://marlam.de/msmtp/msmtp.html#Authentication-commands), isync's `PassCmd`
// (https://isync.sourceforge.io/mbsync.html), the AWS CLI's `credential_process`
// (https://docs.aws.amazon.com/cli/v1/userguide/cli-configure-sourcing-external.html), git's `credential.helper` given a
// shell line as `!…` (https://git-scm.com/docs/gitcredentials#_custom_helpers). Such a command exists to keep the secret
// out of the setting; one that only echoes a literal puts it back: the literal is the credential, as the plain option's.
// `pass show restic`, `cat ~/.pw`, `echo "$PW"` stay silent.

/** A name, its separators dropped, that says "the command giving this credential". */
const COMMAND_NAME =
  /(?:pass(?:word|phrase)?|pwd|token|secret|credentials?|(?:api|secret|access|private|auth)key)(?:command|cmd|eval|process|helper)$/;
const MAX_COMMANDS = 8;

/** Whether a setting or option name (`--password-command`, `PassCmd`, `credential_process`) names a credential's command. */
export function credentialCommandName(name: string): boolean {
  const bare = name.replace(/^--?/, '').replace(/[-_.]/g, '').toLowerCase();
  return bare.length <= 80 && COMMAND_NAME.test(bare);
}

/** What a shell line prints when it only echoes literals: a credential helper's `name=value` lines, a JSON document's fields, or one word. */
export function echoedCredentials(line: string): { name?: string; value: string }[] {
  // git runs a helper that starts with `!` as a shell line.
  const body = line.trim().replace(/^!/, '');
  if (body.length > 4000 || !/\b(?:echo|printf)\b/.test(body)) return [];
  const out: { name?: string; value: string }[] = [];
  for (const { words } of shellWords(body).commands.slice(0, MAX_COMMANDS)) {
    const verb = words[0];
    if (verb !== 'echo' && verb !== 'printf') continue;
    let said = words.slice(1).filter((word) => !/^-[neE]{1,3}$/.test(word));
    // `printf '%s\n' 'S3cret'`: the format is no value.
    if (verb === 'printf' && said.length > 1 && said[0]!.includes('%')) said = said.slice(1);
    // A variable or a command's output is no literal.
    if (said.length === 0 || said.some((word) => /[$`]/.test(word))) continue;
    const printed = said.join(' ');
    // git's helper protocol prints `username=…` and `password=…` lines.
    const pairs = printed
      .split(/\r?\n|\\n/)
      .map((each) => NAME_VALUE.exec(each.trim()))
      .filter((pair): pair is RegExpExecArray => pair !== null);
    if (pairs.length > 0) {
      for (const pair of pairs) if (secretName(pair[1]!) === 'strong') out.push({ name: pair[1]!, value: pair[2]! });
      continue;
    }
    // `credential_process` prints a JSON document (`"SecretAccessKey": "…"`).
    if (printed.startsWith('{')) {
      for (const { name, value } of assignments(printed)) if (secretName(name.replace(/["']/g, ''))) out.push({ name, value });
      continue;
    }
    if (said.length === 1) out.push({ value: said[0]! });
  }
  return out.slice(0, 8);
}

/** Judges what a credential's command echoes, with the finding named for the setting. */
export function credentialCommandSecrets(
  source: string,
  setting: string,
  line: string,
  rule: Compiled,
  found: Secret[],
  note?: Note,
  spans = true,
): void {
  for (const { name, value } of echoedCredentials(line)) {
    const reason = placeholderReason(value);
    if (reason) {
      note?.(text.findings.skipped(rule.fullId, reason));
      continue;
    }
    if (!looksLiteral(value)) continue;
    const start = spans ? source.indexOf(value) : -1;
    found.push({
      kind: text.findings.givenTo(name ? `${setting} ${name.replace(/["']/g, '')}` : setting),
      rule: rule.fullId,
      start,
      end: start < 0 ? -1 : start + value.length,
    });
  }
}

// One line of a config file: `name = value`, `name: value`, `name value` (msmtp, isync), `export NAME=value`. Bounded.
const SETTING_LINE = /^[ \t]{0,8}(?:export[ \t]{1,4})?([A-Za-z_][\w.-]{0,60})[ \t]{0,8}(?:[=:][ \t]{0,8}|[ \t])([^\n]{1,2000})$/;
const MAX_LINES = 5000;

/** A config file's settings that name a credential's command (`passwordeval "echo …"`, `credential_process = echo …`). */
export function credentialCommandLines(source: string, rule: Compiled | undefined, found: Secret[], note?: Note): void {
  if (!rule || !/echo|printf/.test(source)) return;
  let offset = 0;
  for (const line of source.split('\n', MAX_LINES)) {
    const at = offset;
    offset += line.length + 1;
    if (found.length >= 8) break;
    if (line.length > 2100 || !/echo|printf/.test(line)) continue;
    const match = SETTING_LINE.exec(line.replace(/\r$/, ''));
    if (!match) continue;
    const [, name, raw] = match as unknown as [string, string, string];
    const value = raw.trim().replace(/^(["'])(.*)\1$/, '$2');
    // Under git's `[credential]` the key is `helper`; its shell line starts with `!`.
    if (!credentialCommandName(name) && !(name === 'helper' && value.startsWith('!'))) continue;
    const inner: Secret[] = [];
    credentialCommandSecrets(line, name, value, rule, inner, note);
    for (const secret of inner) found.push(secret.start < 0 ? secret : { ...secret, start: secret.start + at, end: secret.end + at });
  }
}
