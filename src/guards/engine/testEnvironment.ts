// The test environment a command runs in, as written: an assignment (`RAILS_ENV=test`, `MIX_ENV=test`,
// `APP_ENV=testing`, `DJANGO_SETTINGS_MODULE=app.settings.test`) or an option (`--env=test`, `-e test`,
// `--settings=app.settings.test`). Its database is the test suite's own, rebuilt by each run. A database named by URL or
// host overrides what the environment chooses (`MIX_ENV=test DATABASE_URL=$PROD mix ecto.reset` is no test run).

const TEST_ENV = /^(?:[A-Z][A-Z0-9_]{0,40}_ENV(?:IRONMENT)?=(?:test|testing)|DJANGO_SETTINGS_MODULE=[\w.]{0,100}\.tests?)$/i;
/** An option that names the test environment (`--env=testing`, Django's `--settings=app.settings.test`). */
const TEST_OPTION = /^(?:--?(?:env|environment)=(?:test|testing)|--settings=[\w.]{0,100}\.tests?)$/i;
const ENV_OPTION = /^(?:--env|--environment|-e)$/;
/** A database the line names by URL or host overrides what the environment chooses (`DATABASE_URL=$PROD_URL`, `--db-url`). */
const DATABASE_NAMED =
  /^(?:[A-Z0-9_]{0,40}(?:DATABASE_UR[LI]|DB_(?:URL|URI|HOST))|PG(?:HOST|DATABASE)|[A-Z0-9_]{0,40}_DSN)=|^--(?:database-url|db-url|url)(?:=|$)/;
export const MAX_ENV_WORDS = 64;

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
