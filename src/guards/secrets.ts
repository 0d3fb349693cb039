import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Family } from './lib/codeText.js';
import { gitIgnored } from './lib/gitIgnored.js';
import { notebookCells } from './lib/notebookCells.js';
import { displayPath, isInside } from '../project/projectRoot.js';
import { shellWords } from './lib/shellWords.js';
import { shellView } from './lib/shellCommand.js';
import { wrappedCode, wrappedScripts } from './engine/normalise.js';
import { teedFiles, writtenFiles } from './lib/writtenFiles.js';
import { projectNamed, toolPath } from './lib/toolPath.js';
import { toolEdits, toolWrite } from './lib/toolWrite.js';
import { RULES, type Guard } from './guard.js';
import { secretsFamily } from './rules/secretsRule.js';
import type { Config } from '../config/config.js';
import { text } from '../text.js';
import { mentions, NO_CONFIG } from './lib/ruleSet.js';
import { redactNamed } from './lib/credentialNames.js';
import { assignmentSecrets } from './secrets/assignmentSecrets.js';
import { basicConstantSecrets } from './secrets/basicConstantSecrets.js';
import { byteArraySecrets } from './secrets/byteArraySecrets.js';
import { decodedLiteralSecrets } from './secrets/decodedLiteralSecrets.js';
import { commandLines, MAX_SCRIPT } from './secrets/commandLines.js';
import { credentialCommandLines } from './secrets/credentialCommands.js';
import { csvSecrets } from './secrets/csvSecrets.js';
import { directiveSecrets } from './secrets/directiveSecrets.js';
import { envDefaultSecrets } from './secrets/envDefaultSecrets.js';
import { envSwapSecrets } from './secrets/envSwapSecrets.js';
import { CLIENT_CONFIG, familyFor, isConfigName, isFixture, isTemplate, isTestFile, realAccount } from './secrets/fileKinds.js';
import { ftpSecrets } from './secrets/ftpSecrets.js';
import { isKeyFile, keyFileKind, keyFileSecret } from './secrets/keyFileSecret.js';
import { isLoginFile, loginFileSecrets } from './secrets/loginFileSecrets.js';
import { inlineKubernetesSecret, kubernetesSecrets } from './secrets/kubernetesSecrets.js';
import { matchPatterns } from './secrets/matchPatterns.js';
import { optionSecrets } from './secrets/optionSecrets.js';
import { withSubstitutedLiterals } from './secrets/substitutedLiterals.js';
import { isPhraseFile, phraseFileSecret } from './secrets/phraseFileSecret.js';
import { isPlist, plistArgv, plistSecrets } from './secrets/plistSecrets.js';
import { isXmlText, xmlParentSecrets } from './secrets/xmlParentSecrets.js';
import { rulesFor } from './secrets/rulesFor.js';
import { encodedPairSecrets } from './secrets/encodedPairSecrets.js';
import { namedValueSecrets } from './secrets/namedValueSecrets.js';
import { pairArgumentSecrets } from './secrets/pairArgumentSecrets.js';
import { comparedSecrets } from './secrets/comparedSecrets.js';
import { tupleSecrets } from './secrets/tupleSecrets.js';
import { setterSecrets } from './secrets/setterSecrets.js';
import { sqlInsertSecrets } from './secrets/sqlInsertSecrets.js';
import { inPlaceSecrets } from './secrets/inPlaceSecrets.js';
import { proseLabelSecrets } from './secrets/proseLabelSecrets.js';
import type { Note, Secret } from './secrets/secret.js';
import { withoutSealedData } from './secrets/withoutSealedData.js';

export type { Note, Secret } from './secrets/secret.js';
export { placeholderReason } from './secrets/placeholderReason.js';

// The engine of the secrets family; the credential shapes are in rules/secrets/<group>.json. The
// advisory names the kind and the line, never the value: an advisory that quoted the secret would
// copy it into the transcript a second time. For the same reason nothing here logs a value: a
// placeholder that was skipped is noted by rule and reason only. Each detector is a module of secrets/; this file
// composes them into the scans of written text and of a command, and the guard.

function lineOf(text: string, at: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** The credentials in written text (a file's new content): their spans and kinds. */
export function scanText(
  text: string,
  path: string | undefined,
  config: Config = NO_CONFIG,
  note?: Note,
  family: Family = familyFor(path, text),
): Secret[] {
  const found = scanWritten(text, path, config, note, family);
  // A notebook's code is JSON strings: its `"` quotes are escaped (`IonQProvider(\"…\")`), so patterns that read a
  // literal find none. Its code cells are read again as the Python they hold, under the path as a `.py` file (fixtures
  // and templates keep their judgement); a kind already found in the JSON is not repeated. A finding is placed where its
  // text stands in the JSON when it is written there as is, else it is not a span.
  if (path && NOTEBOOK.test(path) && text.length <= MAX_NOTEBOOK) {
    const cells = notebookCells(text);
    const code = cells?.join('\n') ?? '';
    if (code)
      for (const secret of scanWritten(code, path.replace(NOTEBOOK, '.py'), config, note, 'py')) {
        if (found.some((other) => other.rule === secret.rule)) continue;
        const at = secret.start < 0 ? -1 : text.indexOf(code.slice(secret.start, secret.end));
        found.push({ ...secret, start: at, end: at < 0 ? -1 : at + secret.end - secret.start });
      }
  }
  return found;
}

const NOTEBOOK = /\.ipynb$/i;
const MAX_NOTEBOOK = 4_000_000;

function scanWritten(text: string, path: string | undefined, config: Config, note: Note | undefined, family: Family): Secret[] {
  const found: Secret[] = [];
  const rules = rulesFor(config);
  // The assignment rule also judges what the format readers below find (a CSV's, a login file's, a setter's value);
  // found on demand, as `first` loads packs until it finds it.
  const assignmentRule = () => rules.first((rule) => rule.rule.detector === 'assignment');
  text = withoutSealedData(text, rules, note);
  const keyFile = path ? keyFileKind(path) : undefined;
  if (keyFile)
    keyFileSecret(
      text,
      rules.first((rule) => rule.rule.detector === 'key-file'),
      found,
      note,
      keyFile,
    );
  if (path && isPhraseFile(path))
    phraseFileSecret(
      text,
      rules.first((rule) => rule.rule.value === 'mnemonic'),
      found,
    );
  // Exim's `passwd.client`, vsftpd's virtual users: login files whose lines hold passwords by position.
  if (path && isLoginFile(path)) loginFileSecrets(text, path, assignmentRule(), found, note);
  if (path && /\.csv$/i.test(path)) csvSecrets(text, assignmentRule(), found, note);
  // A `.conf` file's (or a Redis ACL file's) directives; Redis's and Sentinel's passwords wherever their lines stand.
  if (path && /\.(?:conf|acl)$/i.test(path)) directiveSecrets(text, assignmentRule(), found, note);
  else if (family !== 'prose' && REDIS_PASSWORD_HINT.test(text)) directiveSecrets(text, assignmentRule(), found, note, false);
  // `c.set_password('…')`, `.password(UTF_8.encode("…"))`: a credential's setter given a literal, in code.
  // A firmware sketch's `WiFi.begin(ssid, "…")`, `mqtt.connect(id, user, "…")`: a password by position, C and C++ only.
  // Go's chains break after the dot, PHP and C++ call through `->`; paho's `username_pw_set("user", "…")` (round 154).
  if (SETTER_FAMILIES.has(family) && SETTER_HINT.test(text))
    setterSecrets(text, assignmentRule(), found, note, family === 'clike', !!path && isTestFile(path));
  // `formData.append('secret', '…')`, `url.Values{"secret": {"…"}}`: a form field's name and value as two arguments (round 183).
  if (SETTER_FAMILIES.has(family)) pairArgumentSecrets(text, assignmentRule(), found, note, !!path && isTestFile(path));
  // `pass == "…"`, `(= [user pass] ["admin" "…"])`: a literal the code compares a credential with (round 186).
  if (family !== 'prose')
    comparedSecrets(text, assignmentRule(), found, note, !!path && (isTestFile(path) || isTemplate(path) || isFixture(path)));
  // `{db_password, "…"}` in an Erlang `sys.config`, `[{:password, "…"}]`, `-define(TOKEN, "…").`: a setting's atom and its string.
  if (family !== 'prose')
    tupleSecrets(text, assignmentRule(), found, note, !!path && (isTestFile(path) || isTemplate(path) || isFixture(path)));
  // `$pair = 'svc:…'` then `ToBase64String(…GetBytes($pair))`: a login pair kept in a variable, encoded for a Basic header.
  if (family !== 'prose') encodedPairSecrets(text, assignmentRule(), found, note);
  // `const AUTH = '…'` then `'Basic ' + AUTH`, `f'Basic {TOKEN}'`: a Basic credential's base64 kept in a constant (round 185).
  if (family !== 'prose')
    basicConstantSecrets(
      text,
      rules.first((rule) => rule.rule.value === 'basic-pair'),
      found,
      note,
      !!path && isTestFile(path),
    );
  // `api_key = { default = "…" }`, `key = "upstream_token"` then `data = "…"`: a credential's name and value given apart.
  if (family !== 'prose') namedValueSecrets(text, assignmentRule(), found, note, !!path && (isTemplate(path) || isFixture(path)));
  // `static const uint8_t HMAC_KEY[32] = { 0x04, 0xe7, … }`, `var hmacKey = []byte{0x.., …}`: a key listed byte by byte.
  if (family !== 'prose') byteArraySecrets(text, assignmentRule(), found, note, !!path && isTestFile(path));
  // `var signingKey, _ = base64.StdEncoding.DecodeString("…")`, `KEY = bytes.fromhex("…")`: a key decoded from a literal.
  if (family !== 'prose') decodedLiteralSecrets(text, assignmentRule(), found, note, !!path && isTestFile(path));
  const present = rules.scan(text.toLowerCase());
  // A property list's `<key>…</key><string>…</string>` pairs, and a launchd job's argv read as its command line.
  if (family !== 'prose' && isPlist(path, text)) {
    plistSecrets(
      text,
      assignmentRule(),
      found,
      note,
      rules.among(present).filter((rule) => rule.rule.publicNear !== undefined && mentions(rule, present)),
    );
    for (const line of plistArgv(text)) for (const secret of scanCommand(line, config, note)) found.push({ ...secret, start: -1, end: -1 });
  }
  // `<Authentication>…<Value>…</Value></Authentication>`: a generic element given its credential-named parent's value.
  if (family !== 'prose' && isXmlText(path, text)) xmlParentSecrets(text, assignmentRule(), found, note);
  if (present.size === 0) return dedupe(found);
  const list = rules.among(present);
  const template = !!path && (isTemplate(path) || isFixture(path));
  const testFile = !!path && isTestFile(path);
  matchPatterns(text, present, 'text', list, found, note, template, testFile);
  const envDefault = list.find((rule) => rule.rule.detector === 'env-default');
  if (envDefault && family !== 'prose' && mentions(envDefault, present)) envDefaultSecrets(text, envDefault, found, note);
  const kubernetes = list.find((rule) => rule.rule.detector === 'kubernetes-secret');
  if (kubernetes && mentions(kubernetes, present)) inlineKubernetesSecret(text, kubernetes, found, note);
  if (kubernetes && family !== 'prose') kubernetesSecrets(text, kubernetes, found, note);
  const ftp = list.find((rule) => rule.rule.detector === 'ftp-script');
  if (ftp && mentions(ftp, present)) ftpSecrets(text, ftp, found, note);
  const assignment = list.find((rule) => rule.rule.detector === 'assignment');
  const translations = !!path && ANDROID_STRINGS.test(path);
  // In prose (notes, `.txt`) a sentence may say `password: see the vault`; only a generated value given to a credential
  // name (`JIRA_API_TOKEN=HXe8…`, `"client_secret": "6da8…"`) is read there.
  if (assignment && mentions(assignment, present))
    assignmentSecrets(
      family === 'ps' ? powerShellValues(text) : text,
      family,
      assignment,
      found,
      note,
      template,
      !!path && CLIENT_CONFIG.has(basename(path).toLowerCase()),
      list.filter((rule) => rule.rule.publicNear !== undefined && mentions(rule, present)),
      family === 'prose' || translations,
      testFile,
      // A fixture's drawn password beside a real account or service host is likely that account's real one.
      !!path && isFixture(path) && !isTemplate(path) && family !== 'prose' && realAccount(text),
      // An INI file starts a comment only at a line's start (`.env`, shell and YAML after a blank too).
      !!path && INI_FILE.test(path),
    );
  if (assignment && mentions(assignment, present) && /\binsert\b/i.test(text)) sqlInsertSecrets(text, assignment, found, note);
  // Prose names a credential in words (`Beds24 API key: \`…\``): only there is a label with blanks a name.
  if (family === 'prose') proseLabelSecrets(text, assignmentRule(), found, note);
  // A config file's command that gives a credential (`passwordeval "echo …"`, `credential_process = echo …`).
  if (assignment && family !== 'sh' && family !== 'prose' && mentions(assignment, present))
    credentialCommandLines(text, assignment, found, note);
  // A script's lines, or a command line quoted in notes (`$ curl -u user:…`), are read as the shell reads them.
  for (const line of commandLines(text, family, path))
    for (const secret of scanCommand(line.text, config, note)) {
      const at = secret.start < 0 ? -1 : line.at >= 0 ? secret.start + line.at : text.indexOf(line.text.slice(secret.start, secret.end));
      found.push({ ...secret, start: at, end: at < 0 ? -1 : at + secret.end - secret.start });
    }
  return dedupe(found);
}

// The words a Redis or Sentinel password directive starts with (directiveSecrets reads the lines): only a text that holds one is read for them.
const REDIS_PASSWORD_HINT =
  /requirepass|masterauth|primaryauth|key-file-pass|auth-pass|sentinel-pass|^[ \t]{0,40}user[ \t][^\n]{1,400}[ \t]>/im;
// A credential's setter or builder called in code: what the setter reader needs before it runs at all.
const SETTER_HINT =
  /(?:\.|->)\s{0,40}(?:(?:set|with)_?)?(?:pass|secret|api_?key|token|access|auth|o_?auth|bearer|client_?secret)|username_pw_set|credentials\(|\.(?:begin|softAP|addAP|connect)\(/i;
const INI_FILE = /\.(?:ini|cfg|conf)$/i;
const SETTER_FAMILIES = new Set<Family>(['js', 'py', 'rb', 'php', 'java', 'cs', 'clike']);
// An Android app's string resources (`res/values-de/strings.xml`) are its UI text in each language: `login_password` names
// the label "Passwort", not a password. Only a generated value there is a secret (https://developer.android.com/guide/topics/resources/string-resource).
const ANDROID_STRINGS = /(?:^|[/\\])res[/\\]values(?:-[\w+-]{1,40})?[/\\]strings\.xml$/;

/** A line that may hand a script to a wrapper (`ssh`, `sh -c`, `docker exec … sh -c`): only then is it unwrapped. */
const WRAPPED = /\b(?:ssh|sh|bash|zsh|dash|ksh|su|parallel|pwsh|powershell)\b/i;

/** The credentials in a shell command: known shapes anywhere in it, assignments, options, heredoc bodies. */
export function scanCommand(command: string, config: Config = NO_CONFIG, note?: Note, rewritten = false): Secret[] {
  const found: Secret[] = [];
  // `--sftp-pass "$(rclone obscure '…')"`, `PASS=$(echo -n '…' | base64)`: a substitution that only encodes a literal is read
  // as that literal where it stands (one level: the rewritten line is not rewritten again).
  const literal = rewritten ? undefined : withSubstitutedLiterals(command);
  if (literal) substitutedSecrets(command, literal.text, config, found, note);
  const rules = rulesFor(config);
  // A login file's lines hold no keyword (`host:5432:db:user:…` into `.pgpass`): read before the keywords are asked.
  if (LOGIN_FILE_HINT.test(command) && WRITES.test(command)) loginFileWrites(command, config, found, note);
  const present = rules.scan(command.toLowerCase());
  if (present.size === 0) return dedupe(found);
  const list = rules.among(present);
  matchPatterns(command, present, 'command', list, found, note);
  const option = list.find((rule) => rule.rule.detector === 'option');
  if (option && mentions(option, present)) {
    optionSecrets(command, option, found, note);
    // `ssh host 'cd app && RAILS_MASTER_KEY=… bin/rails c'`, `bash -c "…"`: the script a wrapper runs is a command line too.
    if (WRAPPED.test(command))
      for (const script of wrappedScripts(command).slice(0, 8)) {
        const inner: Secret[] = [];
        optionSecrets(script, option, inner, note);
        for (const secret of inner) {
          const start = secret.start < 0 ? -1 : command.indexOf(script.slice(secret.start, secret.end));
          found.push({ ...secret, start, end: start < 0 ? -1 : start + secret.end - secret.start });
        }
      }
  }
  const envDefault = list.find((rule) => rule.rule.detector === 'env-default');
  if (envDefault && mentions(envDefault, present)) envDefaultSecrets(command, envDefault, found, note);
  const kubernetes = list.find((rule) => rule.rule.detector === 'kubernetes-secret');
  if (kubernetes && mentions(kubernetes, present)) inlineKubernetesSecret(command, kubernetes, found, note);
  // `ftp -n host <<EOF` / `user NAME PASS` / `EOF`: the script fed to the client is in the command.
  const ftp = list.find((rule) => rule.rule.detector === 'ftp-script');
  if (ftp && command.includes('\n') && mentions(ftp, present)) ftpSecrets(command, ftp, found, note);
  // PowerShell sets a variable by assignment, not `NAME=value`: `$env:API_KEY = "…"`,
  // `SetEnvironmentVariable("API_KEY", "…")`, `Set-Item env:API_KEY -Value "…"`.
  const powerShell = /\benv:|SetEnvironmentVariable/i.test(command);
  const heredoc = command.includes('<<');
  // Whatever the command names: such an assignment may hold none of the rule's keywords.
  const assignment = powerShell || heredoc ? rules.first((rule) => rule.rule.detector === 'assignment') : undefined;
  const substituted = /\bs[/|#,:@!]/.test(command) ? rules.first((rule) => rule.rule.detector === 'assignment') : undefined;
  if (substituted) inPlaceSecrets(command, substituted, found, note);
  if (assignment && powerShell) assignmentSecrets(powerShellValues(command), 'ps', assignment, found, note);
  if (command.includes('>') || TEE.test(command)) echoedConfigSecrets(command, config, found, note);
  if (assignment && heredoc) {
    for (const segment of shellView(command).segments) {
      const offset = command.indexOf(segment.text);
      // A heredoc that is not code (`cat > .env <<EOF`) holds literal values, like a config file.
      const family = segment.family === 'generic' ? 'yaml' : segment.family;
      for (const secret of scanText(segment.text, undefined, config, note, family).filter((each) => each.rule === assignment.fullId))
        found.push({ ...secret, start: secret.start + offset, end: secret.end + offset });
    }
  }
  if (INTERPRETED.test(command)) interpretedSecrets(command, config, found, note);
  return dedupe(found);
}

/** The findings of the line with its encoded literals in place, placed where their text stands in the line as written. */
function substitutedSecrets(command: string, rewritten: string, config: Config, found: Secret[], note?: Note): void {
  for (const secret of scanCommand(rewritten, config, note, true)) {
    const start = secret.start < 0 ? -1 : command.indexOf(rewritten.slice(secret.start, secret.end));
    found.push({ ...secret, start, end: start < 0 ? -1 : start + secret.end - secret.start });
  }
}

/** A line that may hand code to an interpreter (`python3 -c`, `node -e`, `ruby -e`, `php -r`, `deno eval`, a heredoc): only then is it read for it. */
const INTERPRETED = /\s-(?:[A-Za-z]*[ceErx]|pe)\s|\s--eval\b|\s(?:eval|exec|runner)\s|<</;
const MAX_CODES = 8;

/**
 * `python3 -c 'requests.get(u, auth=("admin", "…"))'`, `node -e '…'`, a heredoc fed to ruby: the code an
 * interpreter runs is read as a file of its language is, so a credential positional in code speaks on the
 * command line as it does in a written file. Offsets are the command's where the code appears verbatim.
 */
function interpretedSecrets(command: string, config: Config, found: Secret[], note?: Note): void {
  for (const code of wrappedCode(command).codes.slice(0, MAX_CODES)) {
    // Code of no known language is read as the command line already is.
    if (code.family === 'generic' || code.code.length > MAX_SCRIPT) continue;
    const at = command.indexOf(code.code);
    for (const secret of scanText(code.code, undefined, config, note, code.family))
      found.push(
        at < 0 || secret.start < 0 ? { ...secret, start: -1, end: -1 } : { ...secret, start: secret.start + at, end: secret.end + at },
      );
  }
}

const TEE = /\btee\b/;

/**
 * `printf 'machine h login u password %s\n' 'KEY' >> ~/.netrc`, `echo "//r/:_authToken=…" > ~/.npmrc`:
 * the text an echo or printf writes into a config file is read as that file's content, its
 * values literal like the file's. Its offsets are not the command's: such findings are not spans.
 */
function echoedConfigSecrets(command: string, config: Config, found: Secret[], note?: Note): void {
  const commands = shellWords(command).commands;
  const wanted = (path: string) => isConfigName(path) || isKeyFile(path);
  // `echo 'sentinel auth-pass m …' | sudo tee -a /etc/redis/sentinel.conf`: piped into tee, the words are written as a redirect writes them.
  for (const file of [...writtenFiles(commands, 'echo', wanted), ...(TEE.test(command) ? teedFiles(commands, wanted) : [])].slice(0, 8))
    for (const secret of scanText(file.text, file.path, config, note)) found.push({ ...secret, start: -1, end: -1 });
}

// The names isLoginFile knows (libpq's `.pgpass`/`pgpass.conf`, Exim's `passwd.client`, vsftpd's user lists
// `virtual_users`, `ftp_users.txt`, `logins`, saved-login records), and the ways a command line writes a file: only a line
// that has both is split into commands for them. A user list is a file's name, ending the word: macOS's `/Users/…` folder
// is none (held-out round 142's review).
const LOGIN_FILE_HINT = /pgpass|passwd\.client|(?:users?|logins?)(?:\.txt)?(?![\w./-])|accounts?\.txt|credentials?\.txt/i;
const WRITES = />|\btee\b/;

/**
 * `echo 'db:5432:app:app_user:…' > .pgpass`, `cat > ~/.pgpass <<EOF`, `printf '…\n' | tee -a ~/.pgpass`: the text a
 * command writes into a login file is read as that file's content, its lines judged by position as a Write's are.
 * Its offsets are not the command's: such findings are not spans.
 */
function loginFileWrites(command: string, config: Config, found: Secret[], note?: Note): void {
  const commands = shellWords(command).commands;
  const files = [
    ...writtenFiles(commands, 'echo', isLoginFile),
    ...writtenFiles(commands, 'heredoc', isLoginFile),
    ...teedFiles(commands, isLoginFile),
  ];
  for (const file of files.slice(0, 8))
    for (const secret of scanText(file.text, file.path, config, note)) found.push({ ...secret, start: -1, end: -1 });
}

/** `Set-Item env:API_KEY -Value "…"` read as `env:API_KEY "…"`: `-Value` blanked, keeping every offset. */
function powerShellValues(text: string): string {
  return text.replace(/(?<=\s)-Value(?=\s)/gi, '      ');
}

/** One finding per value: where a known format and a contextual rule see the same span, the format names it. */
function dedupe(found: Secret[]): Secret[] {
  const generic = (secret: Secret) => (secret.rule.includes('/generic/') ? 1 : 0);
  const kept: Secret[] = [];
  for (const secret of [...found].sort((a, b) => generic(a) - generic(b))) {
    if (!kept.some((other) => secret.start >= 0 && other.start < secret.end && secret.start < other.end)) kept.push(secret);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** What in `text` looks like a credential: kind and line, at most a few, never the value. */
export function findSecrets(text: string, path: string | undefined, config: Config = NO_CONFIG, note?: Note): string[] {
  return describe(scanText(text, path, config, note), text);
}

function describe(found: Secret[], source: string | undefined): string[] {
  return [
    ...new Set(
      found.map((secret) => (source === undefined ? secret.kind : text.findings.secretAt(secret.kind, lineOf(source, secret.start)))),
    ),
  ].slice(0, 4);
}

/** `text` with every credential the rules find replaced, for the CLI's echoes of a call (`replay`, `explain --json`). */
export function redactSecrets(text: string, config: Config = NO_CONFIG): string {
  const spans = [...scanCommand(text, config), ...scanText(text, '.env', config)]
    .filter((secret) => secret.start >= 0)
    .sort((a, b) => b.start - a.start);
  let out = text;
  let last = Infinity;
  for (const { start, end } of spans) {
    if (end > last) continue;
    out = `${out.slice(0, start)}[redacted]${out.slice(end)}`;
    last = start;
  }
  // And by name: the value of any credential-named option, header or assignment, whatever its shape.
  return redactNamed(out);
}

/**
 * Whether `target` is an env file and, inside a git project, whether git would commit it (undefined: not an env file,
 * no git, or a file outside the project, which this project's git never commits).
 */
function envFileCommitted(target: string, context: { root: string; home: string }): boolean | undefined {
  const name = basename(target);
  if (!/^\.env(?:\..+)?$|\.env$/.test(name) || isTemplate(name)) return undefined;
  if (!isInside(target, context.root) || !existsSync(join(context.root, '.git'))) return undefined;
  return !gitIgnored(target, context.root, context.home);
}

/** Credentials in a write's new text or in a shell command; an env file git would commit is named as such. */
export const secrets: Guard = {
  id: 'secrets',
  meta: {
    family: secretsFamily,
    // Advice about credentials protects the user beyond the project: a project may not switch it off.
    projectOff: text.quiet.projectCredentials,
    words: [
      'findings.secretAt',
      'findings.assignedTo',
      'findings.givenTo',
      'findings.comparedWith',
      'findings.envDefault',
      'findings.envCommitted',
      'findings.envIgnored',
      'findings.skipped',
      'findings.keyFile',
      'findings.loginFile',
      'findings.hereString',
      'findings.kubernetesLiteral',
      'findings.opensslPassword',
      'findings.passwordOption',
      'findings.secretOption',
      'findings.placeholder',
      'findings.thisCommand',
      'findings.thisEdit',
      'why.placeholder',
      'quiet.projectCredentials',
    ],
  },
  detect(event, context) {
    const note: Note | undefined = context.aside?.bind(context);
    if (event.tool_name === 'Bash') {
      const command = event.tool_input?.command;
      if (!command) return undefined;
      const found = scanCommand(command, context.config, note);
      if (found.length === 0) return undefined;
      return { found: describe(found, undefined).join('; '), where: text.findings.thisCommand, [RULES]: ids(found) };
    }
    const write = toolWrite(event);
    if (!write) return undefined;
    // The file's words (a `tests/` folder, a fixture's) are read inside the project, not in the folder it was cloned into.
    const named = write.path ? projectNamed(write.path, context) : undefined;
    const found = scanText(write.text, named, context.config, note);
    const edits = found.length === 0 ? toolEdits(event) : undefined;
    if (edits)
      envSwapSecrets(
        edits,
        write.text,
        rulesFor(context.config).first((rule) => rule.rule.detector === 'assignment'),
        found,
        note,
        // A test's or a template's literal is a sample: there only a generated one speaks.
        !!named && (isTestFile(named) || isTemplate(named)),
      );
    if (found.length === 0) return undefined;
    const target = write.path ? toolPath(write.path, context) : undefined;
    const shown = target ? displayPath(target, context.root) : undefined;
    const where = shown ? `\`${shown}\`` : text.findings.thisEdit;
    const said = describe(found, write.text);
    const envFile = rulesFor(context.config).first((rule) => rule.rule.detector === 'env-file');
    const committed = envFile && target ? envFileCommitted(target, context) : undefined;
    // An env file git ignores is where local secrets belong: the advice would contradict itself.
    if (committed === false) {
      note?.(text.findings.envIgnored(envFile!.fullId, where));
      return undefined;
    }
    if (committed) {
      said.push(text.findings.envCommitted(where));
      found.push({ kind: '', rule: envFile!.fullId, start: -1, end: -1 });
    }
    return { found: said.join('; '), where, [RULES]: ids(found) };
  },
};

function ids(found: Secret[]): string {
  return [...new Set(found.map((secret) => secret.rule))].join(' ');
}
