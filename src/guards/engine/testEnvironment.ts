import { isLocal } from '../secrets/localDefault.js';

// The test environment a command runs in, as written: an assignment (`RAILS_ENV=test`, `MIX_ENV=test`,
// `APP_ENV=testing`, `DJANGO_SETTINGS_MODULE=app.settings.test`) or an option (`--env=test`, `-e test`,
// `--settings=app.settings.test`). Its database is the test suite's own, rebuilt by each run. A database named by URL or
// host overrides what the environment chooses (`MIX_ENV=test DATABASE_URL=$PROD mix ecto.reset` is no test run).

const TEST_ENV = /^(?:[A-Z][A-Z0-9_]{0,40}_ENV(?:IRONMENT)?=(?:test|testing)|DJANGO_SETTINGS_MODULE=[\w.]{0,100}\.tests?)$/i;
/** An option that names the test environment (`--env=testing`, Django's `--settings=app.settings.test`). */
const TEST_OPTION = /^(?:--?(?:env|environment)=(?:test|testing)|--settings=[\w.]{0,100}\.tests?)$/i;
const ENV_OPTION = /^(?:--env|--environment|-e)$/;
/** A variable or option that names a database by URL (`DATABASE_URL=…`, `APP_DSN=…`, `--db-url`). */
const URL_VARIABLE = `[A-Z0-9_]{0,40}(?:DATABASE_UR[LI]|DB_(?:URL|URI))|[A-Z0-9_]{0,40}_DSN`;
const URL_OPTION = `--(?:database-url|db-url|url)`;
/** A database the line names by URL or host overrides what the environment chooses (`DATABASE_URL=$PROD_URL`, `--db-url`). */
const DATABASE_NAMED = new RegExp(`^(?:${URL_VARIABLE}|[A-Z0-9_]{0,40}DB_HOST|PG(?:HOST|DATABASE))=|^${URL_OPTION}(?:=|$)`);
export const MAX_ENV_WORDS = 64;

// A database URL the line names that points at a local test or development database (`DATABASE_URL=postgresql://localhost/
// nursery_test`, `--url=mysql://root@127.0.0.1:3306/shop_dev`, `postgres://app@db:5432/app_test` on a compose service): the
// suite's or the developer's own, seeded again from fixtures, so a reset there loses nothing (held-out round 142). A host is
// local as the secrets rules judge a dev login's (`isLocal`: loopback, Docker's host alias, a compose service named for what it
// runs); a server's name (`db.prod.internal`, `prod-db`, `db01`), a variable (`$DATABASE_URL`) or a prod-like database is not.

// A test or development database by its name (`nursery_test`, `test_shop`, `app_test_gw0`, `shop_dev`, `dev-ledger`), or a
// SQLite file of that name (`file:./dev.db`).
const TEST_DATABASE = /^(?:(?:test|dev)(?:[-_][\w-]{1,60})?|[\w-]{1,60}[-_](?:tests?|testing|dev|development)(?:[-_](?:gw)?\d{1,6})?)$/i;
const DATABASE_VALUE = new RegExp(`^(?:${URL_VARIABLE})=(.{1,2000})$|^${URL_OPTION}=(.{1,2000})$`);
const DATABASE_OPTION = new RegExp(`^${URL_OPTION}$`);
// The environment a line names that is no test (`RAILS_ENV=production`, `--env=staging`): a URL beside it is not taken as local.
const SHARED_ENV = /^(?:[A-Z][A-Z0-9_]{0,40}_ENV(?:IRONMENT)?|--?(?:env|environment))=(?:prod|production|staging|live)$/i;

/** Whether a URL names a local test or development database: a local host or a compose service, and a test or dev name. */
function localTestUrl(value: string): boolean {
  if (/^file:/i.test(value)) {
    const name = value.slice(5).split(/[?#]/, 1)[0]!.split('/').pop() ?? '';
    return /\.(?:db|sqlite3?)$/i.test(name) && TEST_DATABASE.test(name.replace(/\.\w+$/, ''));
  }
  let url: URL;
  let database: string;
  try {
    url = new URL(value);
    database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  } catch {
    return false;
  }
  // libpq's `?host=` (and `hostaddr=`) overrides the URL's host: the database may be anywhere.
  if (/[?&](?:host|hostaddr)=/i.test(url.search) || !isLocal(url.hostname)) return false;
  return !database.includes('/') && TEST_DATABASE.test(database);
}

/**
 * The word that names a local test or development database for the call (`DATABASE_URL=postgresql://localhost/app_test`),
 * when every database URL the line names is one and no shared environment is named; else undefined.
 */
export function localTestDatabase(env: readonly string[], commandWords: readonly string[]): string | undefined {
  const all = [...env, ...commandWords.slice(1, MAX_ENV_WORDS)];
  if (all.some((word) => SHARED_ENV.test(word))) return undefined;
  const named: { word: string; value: string }[] = [];
  for (let i = 0; i < all.length; i++) {
    const word = all[i]!;
    const value = DATABASE_VALUE.exec(word);
    if (value !== null) named.push({ word, value: value[1] ?? value[2]! });
    else if (DATABASE_OPTION.test(word) && all[i + 1] !== undefined) named.push({ word: `${word} ${all[i + 1]}`, value: all[++i]! });
    // A host or database set apart (`PGHOST=db.internal`, `DB_HOST=…`) is judged as it was: the call is no local test run.
    else if (/^(?:PG(?:HOST|DATABASE)|[A-Z0-9_]{0,40}DB_HOST)=/.test(word)) return undefined;
  }
  return named.length > 0 && named.every(({ value }) => localTestUrl(value.replace(/^(["'])(.*)\1$/, '$2'))) ? named[0]!.word : undefined;
}

/** The test environment named by `env` (the command's assignments) or its `words` (name first), as written; or undefined. */
export function testEnvironmentOf(env: readonly string[], commandWords: readonly string[]): string | undefined {
  const words = commandWords.slice(1, MAX_ENV_WORDS);
  const all = [...env, ...words];
  if (all.some((word) => DATABASE_NAMED.test(word))) return undefined;
  const assigned = all.find((word) => TEST_ENV.test(word) || TEST_OPTION.test(word));
  if (assigned !== undefined) return assigned;
  const at = words.findIndex((word, i) => ENV_OPTION.test(word) && /^(?:test|testing)$/.test(words[i + 1] ?? ''));
  return at < 0 ? undefined : `${words[at]} ${words[at + 1]}`;
}
