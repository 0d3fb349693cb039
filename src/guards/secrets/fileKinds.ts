import { basename, extname } from 'node:path';
import { familyOf, type Family } from '../lib/codeText.js';
import { isFixturePath, isTestOrFixture, type PathReading } from '../engine/testPaths.js';

// What a file's name says of its values: a template's or a fixture's are samples, a config file's unquoted values are
// literals, a client's credentials file holds nothing but logins.

// Files that document the values a project needs, left for the reader to fill: `.env.example`,
// `config.sample.toml`, `wp-config-sample.php`.
const TEMPLATE = /[.-](?:example|sample|template|dist|defaults?|schema|tpl)(?:\.[\w-]+)?$/i;
// ESP-IDF's `sdkconfig.defaults[.<target>]` is no template: the build applies it as written, and it is committed.
const NOT_TEMPLATE = /(?:^|\/)sdkconfig\.defaults(?:\.[\w-]+)?$/;
export const isTemplate = (path: string) => TEMPLATE.test(path) && !NOT_TEMPLATE.test(path);
// Paths as any host writes them (`tests\fixtures\users.json`), folders in any case; file names as the runners collect them.
const SECRETS_READING: PathReading = { anyCaseFolders: true, backslash: true };
// Test fixtures (`tests/fixtures/users.json`, Go's `testdata/`): their logins are made up for the test (`hunter2`), so
// there, as in a template, only a generated value is a secret (a real key pasted into a fixture still speaks).
export const isFixture = (path: string) => isFixturePath(path, SECRETS_READING);

// A real account or service beside a fixture's login: an e-mail, or a host, server or URL setting, on a public domain. The
// names reserved for examples and tests (RFC 2606 and 6761: `example.com`, `*.test`, `*.local`, `*.invalid`, `localhost`), a
// private network's names and bare addresses are made up or reach nothing outside. Bounded runs: linear.
const EMAIL_DOMAIN = /[\w.+-]{1,64}@([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,6})/g;
const HOST_SETTING =
  /(?:host(?:name)?|server|url|endpoint|domain)["']?[ \t]{0,4}[:=][ \t]{0,4}["']?(?:https?:\/\/)?([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,6})/gi;
const MADE_UP_DOMAIN =
  /(?:^|\.)(?:example\.(?:com|net|org)|test\.com|domain\.com|[\w-]+\.(?:example|test|local|localhost|invalid|internal|lan|corp|home\.arpa|localdomain))$|^localhost$|^[\d.]+$|\.\d+$/i;
const MAX_ACCOUNT_SCAN = 100_000;

/** Whether a fixture's text names a real-looking account or service: its login then is likely a real one pasted in. */
export function realAccount(content: string): boolean {
  const text = content.slice(0, MAX_ACCOUNT_SCAN);
  for (const regex of [EMAIL_DOMAIN, HOST_SETTING])
    for (const match of text.matchAll(regex)) if (/\.[A-Za-z]{2,24}$/.test(match[1]!) && !MADE_UP_DOMAIN.test(match[1]!)) return true;
  return false;
}
// Test files by the names test runners collect (pytest's `test_*.py`/`*_test.py`/`conftest.py`, Go's `*_test.go`, Jest's and
// Vitest's `*.test.ts`/`*.spec.ts`, RSpec's `*_spec.rb`, JUnit's `*Test.java`) or under a tests folder (`tests/`, `spec/`,
// `__tests__/`): a value written there that calls itself a test value is the test's own login (see testValue).
export const isTestFile = (path: string) => isTestOrFixture(path, SECRETS_READING);

// Files whose unquoted values are literals (`PASSWORD=hunter2`), unlike code. Asked with sets and
// one short pattern: the one case-insensitive alternation this was cost 0.3 ms to compile, in every
// hook process that saw a write.
const CONFIG_FILES = new Set(['.npmrc', '.pypirc', '.netrc', '.git-credentials', 'credentials', 'config']);
const CONFIG_EXTENSIONS = new Set([
  '.env',
  '.ini',
  '.cfg',
  '.conf',
  '.properties',
  '.yaml',
  '.yml',
  '.toml',
  '.tfvars',
  '.npmrc',
  '.pypirc',
  '.netrc',
]);

/** Client credential files: every value in them is a login. */
export const CLIENT_CONFIG = new Set(['.npmrc', '.pypirc', '.netrc', '.git-credentials', 'credentials', '.yarnrc.yml', '.gem/credentials']);

export function isConfigName(path: string): boolean {
  const name = basename(path).toLowerCase();
  return CONFIG_FILES.has(name) || CONFIG_EXTENSIONS.has(extname(name)) || /^\.env(?:\.[\w.-]+)?$/.test(name);
}

// An INI file by its shape, whatever its name (the Internet Archive client's `~/.ia`, a tool's rc file): a `[section]`
// header opening the text, past a few comment lines, then a `key = value` line. Anchored and bounded: linear on any text.
const INI_HEAD =
  /^(?:[ \t]{0,8}(?:[#;][^\n]{0,200})?\r?\n){0,5}[ \t]{0,8}\[[\w .:"-]{1,60}\][ \t]{0,8}\r?\n[ \t]{0,8}[\w.-]{1,60}[ \t]{0,8}=/;

// A file of `key=value` lines whatever its name (Terraria's `serverconfig.txt`, a game or media server's settings): among
// its first lines nothing but such pairs, comments and blank lines, and at least three pairs. One line at a time, bounded.
const KEY_VALUE_LINE = /^[A-Za-z_][\w.-]{0,60}[ \t]{0,4}=(?!=)/;
const MAX_HEAD_LINES = 40;

function keyValueFile(content: string): boolean {
  let pairs = 0;
  let at = 0;
  for (let n = 0; n < MAX_HEAD_LINES && at < content.length; n++) {
    const end = content.indexOf('\n', at);
    const line = content.slice(at, end < 0 ? content.length : end).trim();
    at = end < 0 ? content.length : end + 1;
    if (line === '' || line.startsWith('#') || line.startsWith(';') || line.startsWith('//')) continue;
    if (line.length > 400 || !KEY_VALUE_LINE.test(line)) return false;
    pairs++;
  }
  return pairs >= 3;
}

export function familyFor(path: string | undefined, content?: string): Family {
  // Secrets read SQL, ABAP, COBOL and VBA files as plain text, as before these had families of their own.
  // Elvish's rc files (`rc.elv`) are shell lines (`set-env NAME VALUE`: https://elv.sh/ref/builtin.html#set-env).
  const named = path && /\.elv$/i.test(path) ? 'sh' : familyOf(path);
  const family = named === 'sql' || named === 'abap' || named === 'cobol' || named === 'vb' ? 'generic' : named;
  // A `.txt` of settings is a config file, not notes.
  if (family === 'prose' && path && /\.txt$/i.test(path) && content !== undefined && keyValueFile(content)) return 'yaml';
  if (family !== 'generic') return family;
  return (path && isConfigName(path)) || (content !== undefined && (INI_HEAD.test(content) || keyValueFile(content))) ? 'yaml' : family;
}
