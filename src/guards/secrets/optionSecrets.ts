import { text } from '../../text.js';
import {
  connectPasswords,
  namedSettings,
  positionalCredential,
  notCredentialOption,
  readsCredential,
  SHORT_PASSWORD,
  shortPasswords,
} from '../lib/credentialPositions.js';
import { shellWords } from '../lib/shellWords.js';
import { assignments } from './assignments.js';
import { captchaSiteKey } from './captchaSiteKey.js';
import { authCommand, commandName, loginContext, NAME_VALUE, toolOf, withInner } from './commandWords.js';
import { configSetting } from './configSetting.js';
import { credentialCommandName, credentialCommandSecrets } from './credentialCommands.js';
import { httpClientCredentials } from './httpClientCredentials.js';
import { pairList } from './pairList.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { connectionDefault } from './localDefault.js';
import {
  bareName,
  chosenDigits,
  codeValue,
  namesCode,
  namesPassword,
  PASSWORD_NAME,
  secretName,
  settingName,
  type Strength,
} from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import {
  drawnAppPassword,
  drawnCaseLetters,
  googleAppPassword,
  looksGenerated,
  looksLikePassword,
  looksLiteral,
  looksRandom,
} from './valueShape.js';

// The variables a client reads its password from (libpq's `PGPASSWORD`, mysql's `MYSQL_PWD`, sshpass's `SSHPASS`,
// redis-cli's `REDISCLI_AUTH`, sqlcmd's `SQLCMDPASSWORD`, `SNOWSQL_PWD`, restic's and borg's): a position that only
// holds a password, so any literal there is one, a slug too (https://www.postgresql.org/docs/current/libpq-envars.html).
const CLIENT_PASSWORD_ENV = /^(?:PGPASSWORD|MYSQL_PWD|SSHPASS|REDISCLI_AUTH|SQLCMDPASSWORD|SNOWSQL_PWD|RESTIC_PASSWORD|BORG_PASSPHRASE)$/;
const DASHED_WORDS = /^[a-z0-9]{2,20}(?:-[a-z0-9]{1,20}){1,6}$/;
// A login pair as one value: a user name, a colon, a password with no blank, `@` or `/` (not a URL, a `host:port` or a path).
const AUTH_PAIR = /^[\w.+-]{1,64}:([^\s@/:]{4,200})$/;

// The last word of a `--from-literal` key that names no credential: a login's user, an e-mail address, where a service
// is (host, port, region, URL) or which database. One alternation anchored at the end: linear.
const PLAIN_LITERAL_KEY = /(?:^|[-_.])(?:user|username|e-?mail|host|hostname|port|region|db|database|dbname|url|uri|endpoint)$/i;

// A command about a mail account: a mail server or setting (`smtp`, `imap`, `SMTP_PASSWORD`, Gmail, iCloud) or an e-mail
// address as its user. The password such a command gives is, as often as not, an app password: what Gmail and iCloud
// accept from a program. Bounded runs, one alternation: linear.
const MAIL_COMMAND = /smtp|imap|pop3|\be?mail|gmail|icloud|[\w.+-]@[\w-]{1,63}\.[a-z]{2,24}\b/i;

// Command options: `mysql -pS3cret`, `--password=…`, `-e API_KEY=…`, `--from-literal=k=v`.

// Most words of a command are none of these, so each is asked with string tests first: in a hook
// process every pattern costs its compilation twice (once to interpret it, once more to compile it
// on its second use), 0.05-0.5 ms each, more than the scan itself.
const SECRET_OPTIONS = [
  'password',
  'passwd',
  'pass',
  'passphrase',
  'secret',
  'client-secret',
  'token',
  'api-key',
  'apikey',
  'access-key',
  'secret-key',
  'secret-string',
  'auth-token',
  'access-token',
  'storepass',
  'keypass',
  'srcstorepass',
  'deststorepass',
  'pat',
  // `espota.py --auth=…`, `ngrok … --basic-auth …`, PuTTY's `-pw`: judged as passwords, so `--auth basic` stays a word.
  'auth',
  'pw',
  // eQSL's and other loggers' upload scripts abbreviate password so: `--pswd …`, `--pswrd …`.
  'pswd',
  'pswrd',
  // `cast send … --private-key 0x…`, `forge create … --private-key …`.
  'private-key',
  // A storage account's shared key: `az storage … --account-key KEY` (https://learn.microsoft.com/en-us/cli/azure/storage/blob#az-storage-blob-upload),
  // AzCopy's and Azure Functions Core Tools' spelling of the same.
  'account-key',
  // A node's pre-auth key: `tailscale up --authkey …` (also `--auth-key`), Headscale's and NetBird's `--setup-key`.
  'authkey',
  'auth-key',
  'setup-key',
  // redis-server takes any of its config directives as an option: `--requirepass …`, `--masterauth …`
  // (https://redis.io/docs/latest/operate/oss_and_stack/management/config/#passing-arguments-using-the-command-line).
  'requirepass',
  'masterauth',
  // Bitcoin Core's daemons and clients take their options with one dash, the words run together: `bitcoin-cli
  // -rpcpassword=…`, `bitcoind -rpcpassword=…` (https://github.com/bitcoin/bitcoin/blob/master/doc/JSON-RPC-interface.md),
  // as its forks do (litecoind, dogecoind, elementsd); lnd reads the node's as `--bitcoind.rpcpass=…`
  // (https://docs.lightning.engineering/lightning-network-tools/lnd/lnd.conf). `-rpcauth` holds a salted hash, no password.
  'rpcpassword',
  'rpcpass',
];

/**
 * A value after an unknown tool's `-p` that can only be a chosen password: not a port or a port
 * mapping (`8080`, `80:80/tcp`), a protocol, a path or a file name, or a one-case slug (`prod-2`, `CRAM-MD5`).
 */
function chosenPassword(value: string): boolean {
  if (/^[\d.:]+(?:\/(?:tcp|udp|sctp))?$|^(?:tcp|udp|sctp)$/i.test(value) || /^[\w.~-]*\/[\w./-]*$/.test(value)) return false;
  if (/^[\w-]+\.[A-Za-z0-9]{1,5}$/.test(value) || /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$|^[A-Z0-9]+(?:[-_.][A-Z0-9]+)*$/.test(value)) return false;
  return looksLikePassword(value);
}

/** `--password`, `--db-password`, `-storepass` (any case): an option (`-x`, `--x`, as the option pattern reads it) that names a secret. */
function isSecretOption(flag: string): boolean {
  const body = flag.toLowerCase().replace(/^--?/, '');
  // `op item create --generate-password=32,letters,digits`, `--gen-secret`, `--random-password`: a recipe for a new value
  // the tool draws itself, not a value given.
  if (/^(?:generate|gen|random|autogen|auto-generate)[-_]/.test(body)) return false;
  // `wp user create … --user_pass=…`: some CLIs join an option's words with `_`.
  // Jupyter's traitlets options name a class's setting: `--ServerApp.token=…`, `--NotebookApp.password=…`.
  return SECRET_OPTIONS.some(
    (name) => body === name || body.endsWith(`-${name}`) || body.endsWith(`_${name}`) || body.endsWith(`.${name}`),
  );
}

/** The word is the file of an input redirect in the command as written (`< .secrets/token`, `<"$f"`). */
function readFrom(source: string, word: string): boolean {
  for (let at = source.indexOf(word); at >= 0; at = source.indexOf(word, at + 1)) {
    const before = source.slice(Math.max(0, at - 8), at).replace(/["'\s]{1,8}$/, '');
    if (before.endsWith('<') && !before.endsWith('<<')) return true;
  }
  return false;
}
// A variable store's set verb: `env set`, `secrets set`, `vars add`, or one word (`env:set`).
const STORE_WORD = /^(?:env|envs|secrets?|vars?|variables?)$/;
const STORE_VERB = /^(?:set|add|put|create|update)$/;
const STORE_SET = /^(?:env|secrets?|vars?|variables?):(?:set|add|create|update)$/;

const HERE_STRING = /<<<[ \t]{0,5}(?:"([^"\n]{1,300})"|'([^'\n]{1,300})'|([^\s;&|]{1,300}))/g;

/**
 * The variable a hosted store's command sets (`gh secret set NAME`, `wrangler secret put NAME`, `vercel env add NAME`,
 * `heroku config:set`'s pairs are read apart): the word after the store's verb, when it is no option.
 */
function storeVariable(words: readonly string[]): string | undefined {
  for (let i = 0; i < words.length - 1; i++) {
    const at = STORE_SET.test(words[i]!) ? i + 1 : STORE_WORD.test(words[i]!) && STORE_VERB.test(words[i + 1]!) ? i + 2 : -1;
    if (at > 0 && words[at] !== undefined && /^[A-Za-z_]/.test(words[at]!)) return words[at];
  }
  return undefined;
}

/** Readers of `user:password` lines on stdin (https://man7.org/linux/man-pages/man8/chpasswd.8.html, chgpasswd(8)). */
const USER_PASSWORD_LINES = new Set(['chpasswd', 'chgpasswd']);
const LOGIN_TOOLS = new Set(['docker', 'podman', 'buildah', 'skopeo', 'helm', 'az', 'oras', 'crane', 'nerdctl']);

// Options whose value is a body of fields (JSON or form): a password field in it is one.
// An option named for a JSON value (`--runtime-env-json`, `--config-json`, `--env-json`).
const JSON_OPTION = /^--[\w-]{1,40}-json$/;
// HTTP clients whose data option is a request's body, and a body field named only `key` (any case), which there holds one.
const REQUEST_TOOLS = new Set(['curl', 'curlie', 'wget', 'http', 'https', 'xh', 'xhs']);
const REQUEST_KEY_FIELD = /"key"[ \t]{0,8}:[ \t]{0,8}"([^"\\\n]{1,512})"|(?<![\w-])key=([^&\s"']{1,512})/gi;
const DATA_OPTION = /^(?:-d|--data|--post-data|--data-raw|--data-binary|--data-urlencode|--json|-F|--form|--secret-string|--secret-data)$/;

/** Whether an earlier command of the line runs `tool`'s login (`login`/`auth` word) naming a user. */
function loggedInBefore(earlier: readonly { words: readonly string[] }[], tool: string): boolean {
  return earlier.some(
    ({ words }) => toolOf(words, 0) === tool && words.some((word) => word === 'login' || word === 'auth') && loginContext(words),
  );
}

/** An option naming a file that holds a credential (`--password-file`, `--passfile`, `--token-file`, `--api-key-file`). */
const CREDENTIAL_FILE_OPTION = /^--?[\w-]{0,30}?(?:pass(?:word|phrase)?|pwd|token|secret|credentials?|(?:api|auth)[-_]?key)[-_]?file=?$/i;

/** A word (and the next) that set a credential's command: `--password-command=…`, `NAME_COMMAND=…`, `credential.helper …`. */
function credentialCommand(word: string, next: string | undefined): { name: string; line: string } | undefined {
  const equals = word.indexOf('=');
  if (equals > 0) {
    const name = word.slice(0, equals);
    return credentialCommandName(name) ? { name, line: word.slice(equals + 1) } : undefined;
  }
  return next !== undefined && credentialCommandName(word) ? { name: word, line: next } : undefined;
}

export function optionSecrets(command: string, rule: Compiled, found: Secret[], note?: Note): void {
  const siteKey = text.findings.placeholder.captchaSiteKey;
  // A name that is secret-like only by `_KEY` must hold a generated value; any other, any literal.
  // `explicit`: an option that only ever holds a credential (`--password`, `-p` of a login), where a plain word is one too.
  // `attached`: the value came after `=` (`--password=-xuP…`) or glued to a short flag (`-p'-z#…'`), so a leading dash is its
  // own, not another option.
  // `numeric`: a password's or a code's position, where a chosen number is the password (a door controller's comm key, a PIN):
  // six or more digits that are no sample's (chosenDigits), or as few as a number given, where codeValue read the value under
  // a code's name first (a PIN's four or five digits). Elsewhere a short number is a port, a count or an id.
  // `drawn`: a password's name (`export DB_PW=…`, `DB_PASSWORD=… ./run.sh`), where letters of one case a service drew
  // (`qslvdhldsu`, drawnCaseLetters) are the password as they are in a file's assignment (assignmentSecrets); a word
  // (`postgres`, `changeme`), a path (`PWD=/srv/app`) or a variable (`$DB_PW`) is not.
  const consider = (
    given: string,
    what: string,
    strength: Strength = 'strong',
    explicit = false,
    attached = false,
    numeric: boolean | number = false,
    drawn = false,
  ) => {
    // `--ks-pass pass:…`, `-passin pass:…`: the literal after `pass:` (`env:NAME` and `file:path` are references).
    const value = given.startsWith('pass:') ? given.slice(5) : given;
    // A libpq connection string given as one word (`psql "host=localhost user=shop password=shop"`) is judged as a file's is.
    // The value may stand earlier as another pair's (`user=shop password=shop`): its first few places are tried.
    const at = command.indexOf(value);
    let reason = placeholderReason(value);
    for (let each = at, tried = 0; !reason && each >= 0 && tried < 8; each = command.indexOf(value, each + 1), tried++)
      reason = connectionDefault(command, each, value);
    if (reason) return note?.(text.findings.skipped(rule.fullId, reason));
    // `--secret id=npmrc,src=…` names a file to mount, not a value.
    if (/^(?:id|src|source|type|env|target)=/.test(value)) return;
    const judged = attached ? value.replace(/^-+/, '') : value;
    const shaped = strength === 'key' ? looksGenerated(judged) : explicit ? looksLiteral(judged) : looksLikePassword(judged);
    if (
      shaped ||
      (numeric !== false && chosenDigits(judged, numeric === true ? 6 : numeric)) ||
      (drawn && (drawnCaseLetters(judged) || pastedAppPassword(judged)))
    ) {
      found.push({ kind: what, rule: rule.fullId, start: at, end: at < 0 ? -1 : at + value.length });
    }
  };
  // An app password pasted without its blanks (16 lower-case letters, Google's and Apple's shape) under a password's name
  // (`--from-literal=password=lzkly…`, `-e SMTP_PASSWORD=…`, held-out round 178): a command line's value is a literal,
  // never a variable's name. In a mail account's command (MAIL_COMMAND) googleAppPassword's shape will do, as under a mail
  // setting's name in a file; elsewhere the letters must be plainly drawn (drawnAppPassword), so a word run stays out.
  const mailCommand = MAIL_COMMAND.test(command);
  const pastedAppPassword = (value: string) => (mailCommand ? googleAppPassword(value) : drawnAppPassword(value));
  const commands = shellWords(command).commands;
  // The simple command being read, as written: its words lose the `<` of an input redirect.
  let source = '';
  // Variables a command of assignments alone sets to a literal (`AUTH='root:…'`), for the HTTP clients' options.
  const assigned = new Map<string, string>();
  for (const { words } of commands)
    if (words.length > 0 && words.every((word) => NAME_VALUE.test(word)))
      for (const word of words) if (!/[$`]/.test(word)) assigned.set(word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1));
  for (const [index, simple] of commands.entries()) {
    // `echo 'pw' | kinit alice`: a literal echoed into a command that reads a credential on stdin.
    const reader = commands[index + 1];
    if (reader && reader.pipeline === simple.pipeline && /^(?:echo|printf)$/.test(simple.words[0] ?? '')) {
      // The reader may be run by a wrapper (`npx wrangler secret put …`, `docker exec -i c kinit …`).
      const readerWords = withInner(reader.words).find((words) => readsCredential(toolOf(words, 0), words)) ?? reader.words;
      const readerTool = toolOf(readerWords, 0);
      const printed = simple.words.slice(1).filter((word) => !/^-[neE]{1,3}$/.test(word));
      // `printf '%s' 'pw'`: the format only prints its one argument.
      const said = simple.words[0] === 'printf' && printed.length === 2 && /^%s(?:\\n)?$/.test(printed[0]!) ? printed.slice(1) : printed;
      // A command's output (`$(openssl rand …)`) or a variable is no literal. chpasswd and chgpasswd read `user:password`
      // lines: the user may be a variable (`"$FIRSTUSER:…"`), the password after the colon is judged alone.
      const line = said.length === 1 ? said[0]!.split('\\n')[0]! : undefined;
      const given = line !== undefined && USER_PASSWORD_LINES.has(readerTool) ? line.slice(line.indexOf(':') + 1) : line;
      // Single quotes keep `$` and backquotes as written (`echo 'hT7$kq…'`): such a word is still a literal.
      const singleQuoted = line !== undefined && simple.source.includes(`'${said[0]}'`);
      const value = given !== undefined && (singleQuoted || !/[$`]/.test(given)) ? given : undefined;
      // A CAPTCHA's site key stored under its name (`echo 0x4AAA… | wrangler secret put TURNSTILE_SITE_KEY`) is public by design.
      if (value && captchaSiteKey(storeVariable(readerWords) ?? '', value)) note?.(text.findings.skipped(rule.fullId, siteKey));
      else if (value && readsCredential(readerTool, readerWords))
        consider(value, text.findings.passwordOption(readerTool, 'stdin'), 'strong', true);
      // `sf org login … --username u && echo '…' | sf …`: a literal piped into a CLI the line logs in with, as a user, is
      // that login's password; it must look chosen, as a password does (a slug or a sentence stays silent).
      else if (value && loggedInBefore(commands.slice(0, index), readerTool))
        consider(value, text.findings.passwordOption(readerTool, 'stdin'));
    }
    // `--password-file <(echo '…')`: a process substitution hands the option a file whose text the echo prints, so a
    // literal echoed there is the credential the file option exists to keep off the command line.
    const fed = commands[index + 1];
    const last = simple.words[simple.words.length - 1] ?? '';
    if (fed && fed.pipeline === simple.pipeline && CREDENTIAL_FILE_OPTION.test(last) && /<\s*$/.test(simple.source)) {
      const printed =
        fed.words[0] === 'echo' || fed.words[0] === 'printf' ? fed.words.slice(1).filter((word) => !/^-[neE]{1,3}$/.test(word)) : [];
      if (printed.length === 1 && !/[$`%]/.test(printed[0]!))
        consider(
          printed[0]!.split('\\n')[0]!,
          text.findings.passwordOption(toolOf(simple.words, 0), last.replace(/=$/, '')),
          'strong',
          true,
        );
    }
    // The command itself, then the one it runs inside a container or a runner (`docker exec db mysql -p…`).
    source = simple.source;
    for (const words of withInner(simple.words)) readWords(words);
  }
  /**
   * The fields of a request body or JSON argument: a password field's value is one whatever it looks like; another field
   * named as a credential (`"api_key"`, `"HF_TOKEN"`) holds one when the value looks generated.
   */
  function bodyFields(data: string, request = false) {
    const fields = [...assignments(data)];
    for (const { name, value } of fields) {
      if (PASSWORD_NAME.test(name)) consider(value, text.findings.givenTo(bareName(name)), 'strong', true);
      else if (secretName(bareName(name))) consider(value, text.findings.givenTo(bareName(name)), 'key');
    }
    // A bare `"key"` (or form `key=`) in a request's body is the API key the service reads there (Windy's point forecast,
    // https://api.windy.com/point-forecast/docs): the name list leaves `key` alone out, so it is read here, and counts
    // when the value looks generated, as any `_KEY` does.
    if (request) for (const match of data.matchAll(REQUEST_KEY_FIELD)) consider(match[1] ?? match[2]!, text.findings.givenTo('key'), 'key');
    return fields;
  }
  function readWords(words: readonly string[]): void {
    // The command word: past inline assignments and wrappers.
    let head = 0;
    while (head < words.length && words[head]!.includes('=') && NAME_VALUE.test(words[head]!)) head++;
    const tool = toolOf(words, head);
    const shorts = shortPasswords(tool, words);
    // A tool the table names has said which of its options is a password (`mysql -p db` prompts, then names a database).
    const known = tool in SHORT_PASSWORD;
    const login = loginContext(words);
    const setting = configSetting(words);
    if (setting) consider(setting.value, text.findings.givenTo(setting.name), setting.strength);
    for (const { value, what } of httpClientCredentials(tool, words, assigned)) consider(value, what, 'strong', true);
    const positional = positionalCredential(tool, words);
    if (positional !== undefined) consider(positional, text.findings.passwordOption(tool, 'argument'), 'strong', true);
    // `sqlplus system/…@PROD`, `rman target sys/…@db`: the password of an Oracle-style connect string.
    for (const password of connectPasswords(tool, words))
      consider(password, text.findings.passwordOption(tool, 'connect string'), 'strong', true);
    // A setting stored by name (`defaults write D ApiToken -string …`, `uci set w.radio0.key=…`): the name says credential.
    for (const { name, value } of namedSettings(tool, words)) {
      const strength = settingName(name);
      if (strength) consider(value, text.findings.givenTo(name), strength);
    }
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      const next = words[i + 1];
      // `--password-command 'echo …'`, `RESTIC_PASSWORD_COMMAND='echo …'`, `git config credential.helper '!echo …'`: a
      // command named to give a credential, judged by what it echoes.
      const commandSetting = credentialCommand(word, next);
      if (commandSetting) {
        credentialCommandSecrets(command, commandSetting.name, commandSetting.line, rule, found, note);
        if (commandSetting.line === next) i++;
        continue;
      }
      // Text of several lines (a PowerShell here-string, `echo "A=1\nB=2"`, `printf 'A=1\\n'`): each line a pair.
      if (word.includes('\n') || word.includes('\\n')) {
        for (const line of word.split(/\r?\n|\\n/)) {
          const each = NAME_VALUE.exec(line.trim().replace(/^export\s+/, ''));
          const strength = each && secretName(each[1]!);
          if (!each || !strength) continue;
          const value = each[2]!.replace(/^(["'])(.*)\1$/, '$2');
          // Blanks in an unquoted value make it prose (a commit message), unless it is a generated key.
          if (!/\s/.test(value) || looksRandom(value))
            consider(value, text.findings.givenTo(each[1]!), strength, false, false, false, passwordPair(each[1]!));
        }
        continue;
      }
      // A list of pairs in one value: `--export=ALL,WANDB_API_KEY=…`, `--set-env-vars A=1,API_TOKEN=…`, `-e "a=1 db_password=…"`.
      // gcloud's `--set-secrets`/`--update-secrets` pairs name a Secret Manager secret (`API_KEY=api-key:latest`).
      const previous = i > 0 ? words[i - 1]! : '';
      if (/^--?[\w-]*secrets$/i.test(previous) || /^--?[\w-]*secrets=/i.test(word)) continue;
      const named = word.includes('=') ? pairList(word)?.filter((pair) => secretName(pair.name)) : undefined;
      if (named?.length) {
        for (const { name, value } of named)
          consider(value, text.findings.givenTo(name), secretName(name), false, false, false, passwordPair(name));
        continue;
      }
      // A bare `pass=` beside a `user=` word is that login's password (Redpanda's `rpk … -X user=u -X pass=…`); alone it
      // names a render or compiler pass.
      if (/^pass=./.test(word) && words.some((each) => /^(?:user|username|login)=./.test(each))) {
        consider(word.slice(5), text.findings.givenTo('pass'), 'strong', true);
        continue;
      }
      const pair = word.includes('=')
        ? NAME_VALUE.exec(word.replace(/^--?(?:from-literal|set-string|set|build-arg|env|var|secret|data)=|^-[DP](?=[A-Za-z_])/, ''))
        : null;
      const strength = pair && secretName(pair[1]!);
      if (pair && strength) {
        const client = CLIENT_PASSWORD_ENV.test(pair[1]!);
        // There a slug of words (`efb-planner-pg`) is the password too, not a name: the variable holds nothing else.
        if (client && DASHED_WORDS.test(pair[2]!) && !placeholderReason(pair[2]!)) {
          const start = command.indexOf(pair[2]!);
          found.push({ kind: text.findings.givenTo(pair[1]!), rule: rule.fullId, start, end: start < 0 ? -1 : start + pair[2]!.length });
        } else
          consider(
            pair[2]!,
            text.findings.givenTo(pair[1]!),
            strength,
            client,
            false,
            PASSWORD_NAME.test(pair[1]!),
            passwordPair(pair[1]!),
          );
        continue;
      }
      // `ALARM_PIN=4821 ./arm.sh`, `export GATE_CODE=48213`: a code's name given a code, as codeValue reads one in a file.
      if (pair && namesCode(pair[1]!) && codeValue(pair[1]!, pair[2]!, (each) => looksLikePassword(each))) {
        consider(pair[2]!, text.findings.givenTo(pair[1]!), 'strong', true, false, 4);
        continue;
      }
      // `SMARTPROXY_AUTH='user:…'`, `PROXY_AUTH`, `BASIC_AUTH`: a variable named for an authentication given a
      // `user:password` pair holds the login; its password is judged as one (a URL or `host:port` is no pair).
      const loginPair = pair && /_AUTH$/i.test(pair[1]!) ? AUTH_PAIR.exec(pair[2]!.replace(/^(["'])(.*)\1$/, '$2')) : null;
      if (loginPair) {
        consider(loginPair[1]!, text.findings.givenTo(pair![1]!));
        continue;
      }
      if (word.startsWith('--from-literal=') && pair) {
        // A Secret's key that names what is no credential (`username=…`, `SMTP_HOST=…`, `port=…`, a URL with no userinfo)
        // holds none: the Secret only keeps it beside the password (held-out round 128).
        if (PLAIN_LITERAL_KEY.test(pair[1]!) && !/:\/\/[^/@\s]{0,200}@/.test(pair[2]!) && !AUTH_PAIR.test(pair[2]!)) continue;
        consider(pair[2]!, text.findings.kubernetesLiteral);
        continue;
      }
      const glued = shorts.find((each) => each.attached && word.startsWith(each.flag) && word !== each.flag && !word.startsWith('--'));
      // A published default (the malware-sample convention's `-pinfected`) discloses nothing.
      if (glued?.defaults?.includes(word.slice(glued.flag.length))) continue;
      // The value is glued to its flag (`mysql -p'-z#%Pw…'`): the parser takes the rest of the word whole, so a leading dash
      // is the password's own, as after `=`.
      if (glued) {
        consider(word.slice(glued.flag.length), text.findings.passwordOption(tool, glued.flag), 'strong', true, true, true);
        continue;
      }
      const short = shorts.find((each) => !each.attached && (word === each.flag || word.startsWith(`${each.flag}=`)));
      const passwordFlag = short?.flag ?? (LOGIN_TOOLS.has(tool) && words.includes('login') ? '-p' : undefined);
      // A published default (SNMP's `-c public`) discloses nothing.
      if (short?.defaults?.includes(next ?? '')) continue;
      if (passwordFlag && next && word === passwordFlag) {
        consider(next, text.findings.passwordOption(tool, word), 'strong', true, false, true);
        continue;
      }
      // Any tool's `-p`/`-P` beside a user name (`-u neo4j -p '…'`) is a login's password when it looks chosen, not a port or a path.
      if (!known && login && next && (word === '-p' || word === '-P') && chosenPassword(next)) {
        consider(next, text.findings.passwordOption(tool, word), 'strong');
        continue;
      }
      // The same flag with its value after `=` (`az login -p=…`), as many CLI parsers accept.
      if (passwordFlag && word.startsWith(`${passwordFlag}=`)) {
        consider(word.slice(passwordFlag.length + 1), text.findings.passwordOption(tool, passwordFlag), 'strong', true, true, true);
        continue;
      }
      // A hosted backend's variable store, by name then value: `convex env set NAME VALUE`, `netlify env:set NAME VALUE`,
      // `doppler secrets set NAME VALUE` (https://docs.convex.dev/production/environment-variables#using-the-cli,
      // https://cli.netlify.com/commands/env/#envset, https://docs.doppler.com/docs/cli). A name that says credential
      // makes its value one; `NAME=VALUE` words are pairs, read below.
      const store = STORE_SET.test(word) ? 1 : STORE_WORD.test(word) && STORE_VERB.test(next ?? '') ? 2 : 0;
      const storedName = store ? words[i + store] : undefined;
      const stored =
        storedName !== undefined && !/[=-]/.test(storedName[0]!) && !storedName.includes('=') ? words[i + store + 1] : undefined;
      // `gh secret set NAME < file`: the word after the name is the file the value is read from, not the value.
      const storedStrength =
        stored !== undefined && !stored.startsWith('-') && !readFrom(source, stored) ? secretName(storedName!) : undefined;
      if (storedStrength) {
        consider(stored!, text.findings.givenTo(storedName!), storedStrength);
        continue;
      }
      // Windows keeps a variable for good with `setx NAME value`.
      const setx = next && words[i + 2] !== undefined && commandName(word).toLowerCase() === 'setx' ? secretName(next) : undefined;
      if (setx) {
        consider(words[i + 2]!, text.findings.givenTo(next!), setx);
        continue;
      }
      // A JSON argument with a password field (`midclt call user.update 1 '{"password": "…"}'`). What echo or printf
      // prints is judged where it lands (a config file, by its kind), not here.
      if (word.startsWith('{') && word.includes('"') && tool !== 'echo' && tool !== 'printf') {
        bodyFields(word);
        continue;
      }
      // A dotted option is a traitlets setting (`--ServerApp.token=…`).
      const option = word.startsWith('-') ? /^(--?[\w-]+(?:\.[\w-]+){0,3})(?:=([^]*))?$/.exec(word) : null;
      if (!option) continue;
      const [, flag, attachedValue] = option;
      // A request body that holds a password field: `curl -d '{"password":"…"}'`, `-d 'user=a&password=…'`.
      // An option whose value is JSON (`ray job submit --runtime-env-json='{"env_vars": {"HF_TOKEN": "…"}}'`) is such a body too.
      if (DATA_OPTION.test(flag!) || JSON_OPTION.test(flag!)) {
        const data = attachedValue ?? next;
        const fields = data ? bodyFields(data, REQUEST_TOOLS.has(tool)) : [];
        // `--secret-string 'S3cret'` is the secret itself when it is not a body of fields.
        if (fields.length > 0 || !isSecretOption(flag!)) continue;
      }
      // `--key` of an auth or login subcommand (`mix hex.organization auth acme --key …`) is the credential; elsewhere
      // it names a key file or a key's name, so there only a generated value counts.
      if (/^--?key$/.test(flag!) && authCommand(words)) {
        const value = attachedValue ?? next;
        if (value !== undefined) consider(value, text.findings.secretOption(flag!), 'key');
        continue;
      }
      // `--pin 740913`, `--access-code …`, `--master-code …`: a code's option takes a code as codeValue reads one under that name
      // (`--pin-count 6`, `--pin 17` of a GPIO line stay silent).
      const codeFlag = flag!.replace(/^--?/, '');
      if (namesCode(codeFlag)) {
        const value = attachedValue ?? next;
        if (value !== undefined && codeValue(codeFlag, value, (each) => looksLiteral(each)))
          consider(value, text.findings.secretOption(flag!), 'strong', true, attachedValue !== undefined, 4);
        continue;
      }
      const secretOption = isSecretOption(flag!) || (['--body', '-b', '--value'].includes(flag!) && words.includes('secret'));
      // `--password-stdin`, `--ask-password`, `--no-password` take no value; a URL after one is the next argument.
      if (
        secretOption &&
        !flag!.endsWith('-stdin') &&
        !flag!.endsWith('-file') &&
        !/^--?(?:ask|no)-/.test(flag!) &&
        !notCredentialOption(tool, flag!)
      ) {
        const stated = attachedValue ?? (next && !next.startsWith('-') && !/^\w+:\/\//.test(next) ? next : undefined);
        // `hurl --secret name=value`, `--secret-env TOKEN=…`: the option's value names the secret, then gives it.
        const value =
          stated !== undefined && !/auth$/i.test(flag!) && !/^(?:id|src|source|type|env|target)=/.test(stated)
            ? /^[A-Za-z_][\w.-]{0,80}=[^=]/.test(stated)
              ? stated.slice(stated.indexOf('=') + 1)
              : stated
            : stated;
        // An auth option may name a method (`initdb --auth=scram-sha-256`): its value must look chosen, and of
        // `user:password` (`chisel --auth user:pass`) the password is judged.
        const auth = /auth$/i.test(flag!);
        // `-auth USER:TOKEN` (jenkins-cli), `--auth user:pass`: after a user name the rest is the credential, whatever
        // its shape (a 34-hex Jenkins API token is a lower-case word); alone, the value may be a method (`--auth basic`).
        const paired = auth && value !== undefined && /^[\w.@\\-]{1,100}:[^:]/.test(value);
        const given = auth && value !== undefined ? value.slice(value.indexOf(':') + 1) : value;
        // `gh secret set RECAPTCHA_SITE_KEY --body 6Lc…`: a CAPTCHA's site key, public by design, kept beside its secret.
        if (given !== undefined && captchaSiteKey(storeVariable(words) ?? '', given)) {
          note?.(text.findings.skipped(rule.fullId, siteKey));
          continue;
        }
        if (given !== undefined && (!auth || paired || chosenPassword(given)))
          consider(
            given,
            text.findings.secretOption(flag!),
            'strong',
            paired || PASSWORD_NAME.test(flag!) || /token/i.test(flag!),
            attachedValue !== undefined && !paired,
            PASSWORD_NAME.test(flag!) || /(?:^|-)pw$/.test(flag!),
          );
        continue;
      }
      if ((word === '-pass' || word === '-passin' || word === '-passout') && next?.startsWith('pass:'))
        consider(next.slice(5), text.findings.opensslPassword);
    }
  }
  // A here-string fed to a login: `docker login --password-stdin <<< 'S3cret'`. The first one judged; one its own command
  // stores under a CAPTCHA's site key name (`wrangler secret put TURNSTILE_SITE_KEY <<< 0x4AAA…`) is public and passed over.
  if (!command.includes('<<<') || !/stdin|token|login|passw|secret|chpasswd/i.test(command)) return;
  // At most a few here-strings, each read back to its own command's start.
  for (const here of [...command.matchAll(HERE_STRING)].slice(0, 8)) {
    const value = here[1] ?? here[2] ?? here[3]!;
    const fedTo = command
      .slice(0, here.index)
      .split(/[;&|\n]/)
      .pop()!
      .trim()
      .split(/\s+/);
    if (!captchaSiteKey(storeVariable(fedTo) ?? '', value)) {
      consider(value, text.findings.hereString);
      return;
    }
    note?.(text.findings.skipped(rule.fullId, siteKey));
  }
}

/** A pair's name that says password (`DB_PASSWORD`, `EQSL_PSWD`, `SMTPPASS`): there a drawn one-case value is one too. */
function passwordPair(name: string): boolean {
  return secretName(name) === 'strong' && namesPassword(name);
}
