import { text } from '../../text.js';

// A local service's default login: a password that repeats the login's own words (the user name, the database's name) on
// a host only this machine or its compose network reaches. A framework template or a compose file sets a dev database up
// so (`postgres:postgres@localhost`, `Username=petshop;Password=petshop` on `Host=localhost`). A drawn password on a local
// host, or the same pair on a remote one, is still a credential.

/**
 * A host only this machine or its compose network reaches: loopback, `*.localhost`, Docker's host alias, a Unix socket (no
 * host), or a compose service named for what it runs (`db`, `postgres`, `app-db`, `redis_test`). Any other one-label name is
 * a machine on a network (`SQLPROD01`, `erp-sql01`, `vetsrv01`): a Windows or intranet server's name has no dot either.
 */
const LOCAL_HOST = /^(?:localhost|[\w-]{1,63}\.localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[?::1\]?|host\.docker\.internal|)$/i;
/** A compose service's usual names: the database, cache or broker it runs. */
const SERVICE =
  '(?:db|database|postgres|postgresql|pg|pgsql|mysql|mariadb|mssql|sqlserver|mongo|mongodb|redis|valkey|memcached|cache|' +
  'rabbitmq|rabbit|broker|elasticsearch|opensearch|minio|keycloak)';
/**
 * A service name, alone or joined to one more word (`app-db`, `postgres_test`, `db-dev`); a word that says production, live
 * or a server (`prod-db`, `db-live`, `srv-db`) or a number (`db01`) makes it a named machine.
 */
const COMPOSE_SERVICE = new RegExp(`^(?:[a-z][a-z]{0,30}[-_])?${SERVICE}(?:[-_][a-z]{1,30})?$`, 'i');
const PRODUCTION_WORD = /(?:^|[-_])(?:prod|production|prd|live|srv|server|primary|master|replica)(?:$|[-_])/i;
const isService = (host: string) => COMPOSE_SERVICE.test(host) && !PRODUCTION_WORD.test(host);
// SQL Server's own names for this machine: `.`, `(local)`, LocalDB's `(localdb)` (an instance after a backslash).
const LOCAL_SERVER = /^(?:\.|\(local\)|\(localdb\))$/i;
// A database named for its environment (`petshop_dev`, `shop-test`): its word is the name without the suffix.
const ENV_SUFFIX = /[_-](?:dev|development|local|test|testing|debug)$/i;

/** Whether `password` repeats the user name or the database's name (or its word, `petshop` of `petshop_dev`). */
function repeatsLogin(password: string, user: string | undefined, database: string | undefined): boolean {
  const same = (word: string | undefined) => word !== undefined && word !== '' && word.toLowerCase() === password.toLowerCase();
  return same(user) || same(database) || same(database?.replace(ENV_SUFFIX, ''));
}

/** A connection string's host with its protocol, port, instance and service stripped (`tcp:localhost,1433` → `localhost`). */
function bareHost(host: string): string {
  return (
    host
      .replace(/^tcp:/i, '')
      .replace(/[\\/].*$/s, '')
      // The port after the host, never the last group of `::1`.
      .replace(/(?<!:)[,:]\d{1,5}$/, '')
  );
}

/** Whether a bare host (no protocol or port) is one only this machine or its compose network reaches (also the destructive rules' local test database). */
export const isLocal = (host: string) => LOCAL_HOST.test(host) || LOCAL_SERVER.test(host) || isService(host);

/**
 * Why a URL's password is a local dev default, from the pattern's `user`, `value` and `host` groups; `after` is the text
 * after the host, whose path names the database (`postgres://shop:shop@localhost:5432/shop`).
 */
export function urlDefault(groups: Record<string, string | undefined> | undefined, after = ''): string | undefined {
  const { user, value, host } = groups ?? {};
  if (user === undefined || value === undefined || host === undefined || !isLocal(host)) return undefined;
  const database = /^(?::\d{1,5})?\/([\w.-]{1,64})/.exec(after)?.[1];
  return repeatsLogin(value, user, database) ? text.findings.placeholder.localDefault : undefined;
}

// Connection-string keys (ADO.NET, Npgsql, MySQL Connector, libpq), blanks and case dropped.
const USER_KEYS = new Set(['user', 'username', 'userid', 'uid', 'login']);
const HOST_KEYS = new Set(['host', 'hostname', 'server', 'datasource', 'address', 'addr', 'networkaddress', 'hostaddr']);
const DATABASE_KEYS = new Set(['database', 'dbname', 'initialcatalog']);
const PASSWORD_KEYS = new Set(['password', 'pwd']);
const WINDOW = 400;
const PASSWORD_BEFORE = /(?:password|pwd)[ \t]{0,3}=[ \t]{0,3}$/i;
const OWNER = /^[ \t]{0,12}(?:-[ \t]{1,4}|export[ \t]{1,4})?[\w.:-]{1,80}(?:[ \t]{0,3}=|:[ \t]{1,4})(?=[ \t]{0,3}[A-Za-z][A-Za-z ]{0,30}=)/;

/**
 * Why the password at `at` in `source` is a local dev default, when it stands in a `key=value` connection string
 * (`Host=localhost;Database=petshop_dev;Username=petshop;Password=petshop`, libpq's `host=localhost user=shop password=shop`):
 * the string is the run around it up to a quote or a line's end, at most WINDOW characters either side, its pairs split at
 * `;` (or at blanks when it has none). A string must name its host: one that names none is read no further.
 */
export function connectionDefault(source: string, at: number, value: string): string | undefined {
  // Only a `Password=`'s or `Pwd=`'s value is read further: a scan that judged many values reads no windows for the rest.
  if (!PASSWORD_BEFORE.test(source.slice(Math.max(0, at - 16), at))) return undefined;
  const from = Math.max(0, at - WINDOW);
  const before = source.slice(from, at);
  const open = Math.max(before.lastIndexOf('"'), before.lastIndexOf("'"), before.lastIndexOf('`'), before.lastIndexOf('\n'));
  const after = source.slice(at, at + value.length + WINDOW);
  const close = after.search(/["'`\r\n]|$/);
  const segment = before.slice(open + 1) + after.slice(0, close);
  const pairs = new Map<string, string>();
  for (const [index, each] of segment.split(segment.includes(';') ? ';' : /[ \t]+/).entries()) {
    // The name the string is set to may open it, unquoted (`ConnectionStrings__Shop=Host=db;…` in a dotenv or compose file).
    const piece = index === 0 ? each.replace(OWNER, '') : each;
    const eq = piece.indexOf('=');
    if (eq <= 0) continue;
    const key = piece.slice(0, eq).replace(/\s+/g, '').toLowerCase();
    if (!pairs.has(key)) pairs.set(key, piece.slice(eq + 1).trim());
  }
  const keyed = (keys: ReadonlySet<string>) => [...pairs].find(([key]) => keys.has(key))?.[1];
  // A rule may read on past the pair's `;` (`[?&;]password=` takes `shop;Timeout=30`): the password is the pair's value.
  const password = keyed(PASSWORD_KEYS);
  if (!password || (value !== password && !value.startsWith(`${password};`))) return undefined;
  const host = keyed(HOST_KEYS);
  if (host === undefined || !isLocal(bareHost(host))) return undefined;
  return repeatsLogin(password, keyed(USER_KEYS), keyed(DATABASE_KEYS)) ? text.findings.placeholder.localDefault : undefined;
}
