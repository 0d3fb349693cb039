import { basename, extname } from 'node:path';
import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { STRONG_KEYWORD } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { looksGenerated, looksLikePassword, looksLiteral } from './valueShape.js';

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

// A file named for one password (`password.txt`, `wallet_password.txt`, `keystore-password`, `.passphrase`): a validator's
// keystore password (`--wallet-password-file`, https://lighthouse-book.sigmaprime.io/validator-import-launchpad.html), lnd's
// `wallet-unlock-password-file`, an Ansible or Docker secret. `/etc/passwd` and `.htpasswd` hold `user:hash` lines, no password.
const PASSWORD_FILE = /^\.?(?:[\w.-]{0,40}[-_.])?(?:password|passphrase|pass)$/;
// A file named for one token or key, outside a secrets folder too (`api_key.txt`, `token`, `client_secret.txt`,
// `deploy.secret`): only a generated value there counts, so a note or a path stays silent. A name that says whose key
// it is (`gcp-api-key.txt`) may hold a sample of that vendor's format, so only these bare names count.
const TOKEN_FILE =
  /^\.?(?:api[-_]?key|apikey|access[-_]?key|secret[-_]?key|token|auth[-_]?token|access[-_]?token|client[-_]?secret|secret)$/;
// A 32-byte secret written as hex (`jwt.hex`, `jwtsecret`, `jwt.secret`): the Engine API's JWT secret shared by an execution
// and a consensus client (https://geth.ethereum.org/docs/getting-started/consensus-clients: `--authrpc.jwtsecret
// /path/jwt.hex`), or a key kept as `deployer.hex`. Intel HEX firmware is `:`-prefixed records, never one hex word.
const HEX_SECRET_FILE = /^(?:[\w.-]{0,40}\.hex|jwt[-_.]?secret(?:\.hex|\.txt)?)$/;
// A file named for a private or signing key, whose tool keeps it as one line of base64 or hex: Sparkle's EdDSA key
// exported by `generate_keys -x sparkle_private_key` (https://sparkle-project.org/documentation/, EdDSA signatures),
// an Ed25519 seed (`ed25519_seed.txt`, `signing_key.b64`). Only a word that decodes to 32 to 128 bytes of key counts there; a
// public key's file (`sparkle_public_key.txt`), a PEM file (its own rule) and a path stay out.
const PRIVATE_KEY_FILE =
  /^(?![\w.-]{0,80}pub(?:lic)?(?:[-_.]|key))[\w.-]{0,40}?(?:priv(?:ate)?[-_]?(?:ed(?:25519)?[-_]?)?key|signing[-_]?key|ed25519[-_]?(?:seed|secret|priv(?:ate)?))(?:[-_.][\w-]{0,40})?\.(?:txt|key|b64|base64|hex|seed)$|^[\w.-]{0,40}?(?:priv(?:ate)?[-_]?key|ed25519[-_]?seed)$/;
const KEY_WORD =
  /^(?:[A-Za-z0-9+/]{43}=|[A-Za-z0-9+/]{86}==|[A-Za-z0-9+/]{128}|[A-Za-z0-9_-]{43}|[A-Za-z0-9_-]{86}|[0-9a-fA-F]{64}|[0-9a-fA-F]{128})$/;

/**
 * `named`: a file the list above names, whose one word is its key whatever its shape; `worded`: one in a secrets folder
 * named by a credential word, or named for a token anywhere; `password`: one named for a password; `hex`: one that holds a
 * 32-byte secret as hex; `private`: one named for a private key that holds it as one word of key-sized base64 or hex.
 */
export function keyFileKind(path: string): 'named' | 'worded' | 'password' | 'hex' | 'private' | undefined {
  const name = basename(path).toLowerCase();
  if (KEY_FILES.has(name) || (name.endsWith('.key') && /(?:^|[/\\])config[/\\]credentials[/\\][^/\\]+$/.test(path))) return 'named';
  // A dotfile named for a tool's token (`.readthedocs-token`, `.codecov_token`, `.npm-token`) holds that token alone.
  if (TOKEN_DOTFILE.test(name)) return 'worded';
  if (HEX_SECRET_FILE.test(name)) return 'hex';
  if (name.length <= 80 && PRIVATE_KEY_FILE.test(name)) return 'private';
  const extension = extname(name);
  const plain = extension === '' || extension === '.txt' || extension === '.pass' || extension === '.secret';
  const bare = plain && extension ? name.slice(0, -extension.length) : name;
  if (plain && name.length <= 80 && (PASSWORD_FILE.test(bare) || extension === '.pass') && !/passwd$/.test(bare)) return 'password';
  if (plain && name.length <= 80 && (TOKEN_FILE.test(bare) || extension === '.secret')) return 'worded';
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
export function keyFileSecret(
  content: string,
  rule: Compiled | undefined,
  found: Secret[],
  note?: Note,
  kind: 'named' | 'worded' | 'password' | 'hex' | 'private' = 'named',
): void {
  const value = content.trim();
  if (!rule || value.length < 8 || value.length > 512 || /\s/.test(value)) return;
  if (kind === 'hex' && !/^(?:0x)?[0-9a-f]{64}$/i.test(value)) return;
  if (kind === 'private' && !KEY_WORD.test(value)) return;
  const reason = placeholderReason(value);
  if (reason) return void note?.(text.findings.skipped(rule.fullId, reason));
  const risky =
    kind === 'worded'
      ? /^[\w+.~-]{16,512}={0,2}$/.test(value) && looksGenerated(value)
      : kind === 'password'
        ? looksLikePassword(value) && !/^[\w.-]+\.[a-z]{2,5}$/i.test(value)
        : kind === 'hex' || kind === 'private'
          ? looksGenerated(value.replace(/^0x/i, ''))
          : looksLiteral(value);
  if (!risky) return;
  const start = content.indexOf(value);
  found.push({ kind: text.findings.keyFile, rule: rule.fullId, start, end: start + value.length });
}
