import { basename, extname } from 'node:path';
import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { STRONG_KEYWORD } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { looksGenerated, looksLiteral } from './valueShape.js';

/**
 * Files that hold one key and nothing else, by the names their tools read: Rails' master key, Ansible's vault password
 * file, Vault's token, osquery's and Fleet's enroll secret (`--enroll_secret_path`), WireGuard's key files (`wg genkey >
 * privatekey`, wg(8)), Velocity's modern-forwarding secret shared with its Paper back-ends (`forwarding-secret-file`,
 * https://docs.papermc.io/velocity/player-information-forwarding).
 */
const KEY_FILES = new Set([
  'master.key',
  '.vault-token',
  '.vault_pass',
  '.vault_pass.txt',
  '.vault-password',
  '.vault_password',
  'enroll_secret',
  'enroll_secret.txt',
  'enroll.secret',
  'privatekey',
  'presharedkey',
  'forwarding.secret',
]);
// Docker Compose's and Swarm's secrets are files, one value each, kept in a `secrets/` folder by convention
// (`./secrets/db_password.txt`, https://docs.docker.com/compose/how-tos/use-secrets/): there a file named by a
// credential word holds that credential.
const SECRET_FOLDER = /(?:^|[/\\])\.?secrets[/\\][^/\\]+$/i;
const TOKEN_DOTFILE = /^\.[a-z0-9][\w.-]{0,40}[-_](?:token|api[-_]?key)$/;
const KEY_FILE_EXTENSIONS = new Set(['', '.txt', '.key', '.secret', '.token', '.pass']);

/** `named`: a file the list above names, whose one word is its key whatever its shape; `worded`: one in a secrets folder named by a credential word. */
export function keyFileKind(path: string): 'named' | 'worded' | undefined {
  const name = basename(path).toLowerCase();
  if (KEY_FILES.has(name) || (name.endsWith('.key') && /(?:^|[/\\])config[/\\]credentials[/\\][^/\\]+$/.test(path))) return 'named';
  // A dotfile named for a tool's token (`.readthedocs-token`, `.codecov_token`, `.npm-token`) holds that token alone.
  if (TOKEN_DOTFILE.test(name)) return 'worded';
  const extension = extname(name);
  if (!SECRET_FOLDER.test(path) || !KEY_FILE_EXTENSIONS.has(extension) || name.length > 80) return undefined;
  const stem = extension ? name.slice(0, -extension.length) : name;
  // A password database (`passwd`, `.htpasswd`, mosquitto's `passwd`) holds `user:hash` lines, not a key.
  return !/^\.?h?passwd$/.test(stem) && STRONG_KEYWORD.test(stem) ? 'worded' : undefined;
}

export const isKeyFile = (path: string) => keyFileKind(path) !== undefined;

/**
 * The whole of a key file, when it is one literal: a file the list names holds its key whatever its shape; a file
 * named only by a credential word (`secrets/api_token.txt`) may hold a note or a sample, so there the one word must
 * be a generated token (no `:`, `/`, `@` or quotes: not a URL, a digest reference or a `key:value` line).
 */
export function keyFileSecret(content: string, rule: Compiled | undefined, found: Secret[], note?: Note, worded = false): void {
  const value = content.trim();
  if (!rule || value.length < 8 || value.length > 512 || /\s/.test(value)) return;
  const reason = placeholderReason(value);
  if (reason) return void note?.(text.findings.skipped(rule.fullId, reason));
  if (worded ? !(/^[\w+.~-]{16,512}={0,2}$/.test(value) && looksGenerated(value)) : !looksLiteral(value)) return;
  const start = content.indexOf(value);
  found.push({ kind: text.findings.keyFile, rule: rule.fullId, start, end: start + value.length });
}
