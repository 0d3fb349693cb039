import { DETECTED_WORDS } from '../lib/credentialNames.js';

// Whether a name (a variable, a setting, an option, a column) says credential, and how strongly.

// `StoragePass`, `DbPass`, `AdminPwd`: a config key whose last word is `Pass` or `Pwd` in mixed case, not `bypass`,
// `compass` or `PassThrough` (case-sensitive), nor a product sold as a pass (productPass).
const CAMEL_PASSWORD = /^[A-Za-z][A-Za-z0-9]{0,40}[a-z0-9](?:Pass|Pwd)$/;
const camelPassword = (name: string) => CAMEL_PASSWORD.test(name) && !productPass(name);

// A pass that is a product, not a password: a studio's class pass or ten-class pass, a day, week, month or season pass,
// a boarding or hall pass, a ski lift's, a rail or metro pass, a festival's, a game's battle pass (`tenClassPass`,
// `seasonPass`, `DAY_PASS`, `boarding_pass`, `STRIPE_PRICE_MONTH_PASS`). Its value is a price or product ID, a ticket or a
// count. Only the product's word right before `Pass` at a word's start: `dbPass`, `smtpPass`, `adminPass`, `rootPass`,
// `userPass`, `pass` and `passwd` stay passwords, and so does `WORDPRESS_PASS` (`press` inside a word). A guest's or a
// student's pass is as often a Wi-Fi or an account password, so those words are left out, and so are bus, transit,
// parking and backstage: a message bus's or a car park's system password is named so too. Held-out round 164.
const PRODUCT_PASSES = [
  'Class',
  'Day',
  'Week',
  'Weekend',
  'Month',
  'Monthly',
  'Season',
  'Annual',
  'Year',
  'Yearly',
  'Boarding',
  'Hall',
  'Ski',
  'Lift',
  'Rail',
  'Metro',
  'Festival',
  'Museum',
  'Battle',
  'Punch',
];
const PRODUCT_WORDS = PRODUCT_PASSES.map((word) => word.toLowerCase()).join('|');
// camelCase or PascalCase (`tenClassPass`, `classPass`, `SeasonPass`, `10DayPass`), case-sensitive; then a separated or
// run-together form in either case (`day_pass`, `SEASON-PASS`, `ticket.hall_pass`, `DAYPASS`), after a word's start.
const CAMEL_PRODUCT_PASS = new RegExp(`(?:^(?:${PRODUCT_WORDS})|(?:^|[a-z0-9])(?:${PRODUCT_PASSES.join('|')}))Pass["']?$`);
const SEPARATED_PRODUCT_PASS = new RegExp(`(?:^["']?|[_.-])(?:${PRODUCT_WORDS})[_-]?pass["']?$`, 'i');

/** Whether a name's last word `Pass` is a product sold as a pass (`tenClassPass`, `season_pass`), not a password. */
export function productPass(name: string): boolean {
  return CAMEL_PRODUCT_PASS.test(name) || SEPARATED_PRODUCT_PASS.test(name);
}
// The same in a shell-style config's upper case, its words unseparated (mailcow.conf's `DBPASS`, `SMTPPASS`, `ADMINPWD`),
// but not an English word or a render or filter pass (`BYPASS`, `COMPASS`, `LOWPASS`, `TWOPASS`).
const UPPER_PASSWORD = /^[A-Z][A-Z0-9]{1,30}(?:PASS|PWD)$/;
const PASS_WORD =
  /(?:^|_)(?:BY|COM|ENCOM|SUR|TRES|OVER|UNDER|LOW|HIGH|BAND|ALL|NOTCH|ONE|TWO|MULTI|SINGLE|DOUBLE|FIRST|SECOND|FINAL|RENDER|SHADOW|DEPTH|LIGHT|POST|PRE)PASS$/;
// Lower case unseparated too, after an account's word, as a dotted path's last part (NixOS's nextcloud `adminpass`, `dbpass`):
// a lower-case word ending in `pass` is otherwise English (`bypass`, `compass`, `overpass`).
const LOWER_PASSWORD =
  /^(?:admin|root|db|user|smtp|mail|ldap|bind|mysql|pg|redis|ftp|sql|api|app|wifi|vnc|rpc|proxy|master|sa)(?:pass|pwd)$/;
export const upperPassword = (name: string) =>
  (UPPER_PASSWORD.test(name) && !PASS_WORD.test(name) && !productPass(name)) || LOWER_PASSWORD.test(name.slice(name.lastIndexOf('.') + 1));
// A name is secret-like by one of the words; by `_KEY` alone (`AZURE_OPENAI_KEY`, `MAPS_KEY`) only
// in an environment variable's or a constant's upper case, and not as a key of data or a public key.
export const STRONG_KEYWORD = new RegExp(DETECTED_WORDS, 'i');
// `_PAT` too: a personal access token (`GITHUB_PAT`, `AZURE_DEVOPS_EXT_PAT`, https://learn.microsoft.com/azure/devops/cli/log-in-via-pat).
const KEY_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:KEY|PAT)$/;
const NOT_A_SECRET_KEY =
  /PUBLIC|PUBLISHABLE|(?:^|_)(?:PRIMARY|FOREIGN|SORT|PARTITION|RANGE|HASH|CACHE|IDEMPOTENCY|DEDUP|UNIQUE|PUB|SITE|ANON|GPG|PGP|SSH|HOST|OBJECT|S3|BUCKET|ROW|LOOKUP|I18N|TRANSLATION|STORAGE|SHARD|ROUTING|GROUP|MESSAGE|EVENT|INDEX|TABLE|COLUMN|FIELD|CONFIG|FEATURE|FLAG|LOCK|QUEUE|TOPIC|STREAM|STATE|LOCALE|LANG|ORDER|PREFIX|REDIS)_KEY$/;

// A short camelCase or abbreviated name ending in `Key` (Go's `const owmKey`, `gmapsKey`, `mbKey`): a service's API key
// kept in a constant, as the upper-case `OWM_KEY` would be. Only with a key-shaped literal (see assignmentSecrets), and not
// the keys of data, caches and ordering (`cacheKey`, `sortKey`, `primaryKey`, `idempotencyKey`), of content (`buildKey`), or
// an SDK's client key, public by design (GrowthBook's `clientKey`).
const CAMEL_KEY = /^[a-z][a-z0-9]{1,11}Key$/;
const NOT_A_CAMEL_KEY =
  /^(?:cache|sort|primary|client|foreign|idempotency|dedup|dedupe|unique|hash|partition|range|lock|map|object|row|lookup|storage|store|cursor|index|table|column|field|config|feature|flag|queue|topic|stream|state|locale|lang|order|prefix|redis|group|message|event|routing|shard|public|pub|site|anon|gpg|pgp|ssh|host|bucket|list|item|node|child|parent|entry|record|dict|registry|tab|menu|nav|route|page|form|query|search|filter|cluster|composite|natural|surrogate|build|content|checksum|digest|commit|version|file|asset|etag|bundle|chunk|manifest|template|job|task|request|trace|span|correlation|react|render|storybook|i18n|translation|label|name|sub|next|prev|last|first|current|default|local|meta|data|id|db|kv|s3|my|the|new|old|tmp|temp|test|mock|fake|dummy|sample|example)Key$/;
export const camelKeyName = (name: string) => CAMEL_KEY.test(name) && !NOT_A_CAMEL_KEY.test(name);

// Names that hold something about a secret, not the secret (`token_url`, `password_min_length`), a
// command that fetches it (`RESTIC_PASSWORD_COMMAND='pass show …'`, `…_CMD`), or the name of a Kubernetes
// Secret that holds it (Helm charts' `auth.existingSecret=pg-creds-v2`, `existingSecretPasswordKey`), or its hash
// (Jupyter's `hashed_password = "argon2:…"`; a digest's name, `token_sha256`, `password_digest`, `api_key_md5`, however it names
// what was hashed: held-out round 116), or where it is read from (`"PasswordSource": "UserSecrets:Db:Password"`).
// A CSRF token (`authenticity_token`, `csrf-token`) guards a form, and a `public…` name says public by design, as a
// search-only key's does (jekyll-algolia's `search_only_api_key`, Typesense's `searchOnlyApiKey`): it can only query an
// index the site already shows, and ships to every reader's browser (https://www.algolia.com/doc/guides/security/api-keys/#search-only-api-key).
// Shopify's Storefront API access token is public too (`ShopifyBuy.buildClient({ storefrontAccessToken })`): it only reads
// the shop's catalogue and is meant for browsers (https://shopify.dev/docs/api/usage/authentication#getting-started-with-public-access);
// a private storefront token (`PRIVATE_STOREFRONT_API_TOKEN`, Hydrogen's server-side one) is not.
const NOT_A_SECRET_NAME =
  /^["']?(?:public|publishable)|^["']?(?![\w-]{0,40}private)[\w-]{0,40}?storefront[_-]?(?:api[_-]?)?(?:access[_-]?)?token["']?$|search[_-]?only[_-]?(?:api[_-]?)?key$|(?:csrf|xsrf)[\w-]{0,20}$|authenticity_token$|existing\w*$|hashed_?\w{0,40}$|(?:url|uri|endpoint|path|file|dir|name|type|id|ids|length|len|size|count|expir\w*|ttl|timeout|prefix|header|field|label|hint|regex|pattern|policy|format|version|env|var|ref|arn|key_?id|hash|sha3?[_-]?\d{0,3}|md5|digest|checksum|blake2[bs]?|salt_?rounds|enabled|required|schema|placeholder|message|error|limit|min|max|chars|charset|alphabet|helper|command|cmd|source|user\.signingkey)$/i;
// A pre-shared key (`CONFIG_…_PSK` in a Zephyr Kconfig fragment, hostapd's `wpa_psk`) is chosen like a password, short or long.
// A product's pass (`day_pass`, `SEASON_PASS`: productPass) is no password: its word before `_pass` is looked behind for.
export const PASSWORD_NAME = new RegExp(
  String.raw`passw(?:or)?d|passwd|pswr?d|pass_?phrase|(?:\b|(?<=_))pwd|(?:\b|(?<=_))pw\b|(?:^|[_-])(?:(?<!(?:^|[_.-])(?:${PRODUCT_WORDS})[_-])pass|psk)$|secret(?!_?key_?(?:id|base))|(?:bind|root)pw$|authtok$`,
  'i',
);
const PSK_NAME = /(?:^|[_-])psk$/i;

/** Whether a name says password (`DB_PASSWORD`, `smtpPass`, `ADMINPWD`); `bare` is the name without its quotes, where they differ. */
export function namesPassword(name: string, bare = name): boolean {
  return PASSWORD_NAME.test(name) || camelPassword(bare) || upperPassword(bare);
}

/** How a name is secret-like: `strong` by a word about secrets, `key` by an upper-case `_KEY` alone. */
export type Strength = 'strong' | 'key';

export function secretName(name: string): Strength | undefined {
  if (NOT_A_SECRET_NAME.test(name) || productPass(name)) return undefined;
  if (STRONG_KEYWORD.test(name) || camelPassword(name) || upperPassword(name) || PSK_NAME.test(name)) return 'strong';
  return KEY_NAME.test(name) && !NOT_A_SECRET_KEY.test(name) ? 'key' : undefined;
}

// A stored setting's last part that holds a password in the tools of NAMED_SETTINGS: OpenWrt's Wi-Fi `key`, rclone's `pass`.
const SETTING_PASSWORD = /^(?:key|psk|pass|sae_password)$/i;

/** How a stored setting's name says credential, by its last dotted part (`wireless.radio0.key`). */
export function settingName(name: string): Strength | undefined {
  const last = name.slice(name.lastIndexOf('.') + 1);
  return secretName(last) ?? (SETTING_PASSWORD.test(last) || PASSWORD_NAME.test(last) ? 'strong' : undefined);
}

// A name that says access code, passcode or PIN: a device's LAN access code (Bambu Lab printers log in with the printer's
// serial and its 8-digit access code, https://wiki.bambulab.com/en/software/bambu-studio/faq/lan-mode), an alarm panel's or a
// SIM's PIN. Upper case with `_`, lower case, or camel case (case-sensitive: `spin`, `pinata` are no PIN). A zip, country
// or status code is no access code, and a GPIO pin's number (`LED_PIN = 17`) is too short to pass codeValue.
// The code that opens something is one too: a key safe's or an alarm's master code, a door's, a gate's or a keypad's entry
// code, an unlock or disarm code, a safe's code or an alarm panel's installer code (`KEYSAFE_MASTER_CODE`, `doorCode`,
// `INSTALLER_CODE`): only the word before `code` says so, never `code` alone
// (`EXIT_CODE`, `ZIP_CODE`, `PROMO_CODE`).
// One list gives every spelling, so the upper, lower and camel forms cannot drift apart; a two-word name is written in camel
// case (`KeySafe`): its lower form is the words run together, its camel forms both `KeySafe` and `Keysafe`.
const CODE_OPENERS = [
  'Access',
  'Pass',
  'Master',
  'Unlock',
  'Door',
  'Alarm',
  'Gate',
  'Entry',
  'KeyPad',
  'Disarm',
  'LockBox',
  'KeySafe',
  'Safe',
  'Installer',
];
export const CODE_WORDS = `(?:${CODE_OPENERS.map((word) => word.toLowerCase()).join('|')})[_-]?code`;
const CODE_NAME = new RegExp(`(?:^|[_.-])(?:${CODE_WORDS}|pin(?:[_-]?code)?)$|^(?:${CODE_WORDS}|pin(?:code)?)$`, 'i');
const CAMEL_OPENERS = CODE_OPENERS.flatMap((word) => {
  const single = word[0] + word.slice(1).toLowerCase();
  return single === word ? [word] : [word, single];
});
const CAMEL_CODE_NAME = new RegExp(`[a-z0-9](?:(?:${CAMEL_OPENERS.join('|')})[cC]ode|Pin(?:Code)?)$`);
const PIN_NAME = /pin(?:[_-]?code)?$/i;

/** Whether a name says access code, passcode or PIN (`P1S_ACCESS_CODE`, `lan_access_code`, `SIM_PIN`, `doorPasscode`). */
export function namesCode(name: string): boolean {
  return CODE_NAME.test(name) || CAMEL_CODE_NAME.test(name);
}

/**
 * Whether a number is chosen as a code or a password: `least` (six) to twenty digits that are no sample's (one digit repeated,
 * `000000`; a run up or down, `123456`, `654321`; a short group repeated, whole or cut short, `121212`, `123123`, `12121`;
 * pairs, `112233`). Held-out round 142's review: `12121` was read as chosen, against this comment's word.
 */
export function chosenDigits(value: string, least = 6): boolean {
  if (!/^\d{4,20}$/.test(value) || value.length < least) return false;
  if (repeatedGroup(value) || '01234567890123456789'.includes(value) || '98765432109876543210'.includes(value)) return false;
  const pairs = /^(?:(\d)\1){2,10}$/.test(value);
  return !pairs || !'0123456789'.includes(value.replace(/(\d)\1/g, '$1'));
}

/** Whether digits are a group of one to three repeated at least twice, the last time cut short (`12121`, `1231231`). */
function repeatedGroup(value: string): boolean {
  for (let size = 1; size <= 3; size++) {
    if (value.length < size * 2) break;
    let same = true;
    for (let i = size; i < value.length && same; i++) same = value[i] === value[i - size];
    if (same) return true;
  }
  return false;
}

// Years 1990–2039 and well-known service ports: four digits a code-named setting may hold that are no one's PIN.
const FOUR_DIGIT_LOOKALIKE =
  /^(?:19[89]\d|20[0-3]\d|8080|8000|8008|8081|8443|8888|3000|3306|5000|5432|5672|6379|9000|9090|9200|9092|1883|8883|2181|4200|5173|7000|7001)$/;

/**
 * Whether a value under such a name is the code: four or more digits chosen (chosenDigits), or, for an access code or
 * passcode, a chosen password's shape. A PIN is digits only: a pin's `GPIO_NUM_4` or `PA5` names a pin.
 */
export function codeValue(name: string, value: string, passwordLike: (value: string) => boolean): boolean {
  if (/^\d{6,20}$/.test(value)) return chosenDigits(value);
  // A PIN or a keypad's code is often five digits (`ALARM_PIN=55219`, `GATE_CODE=48213`): chosen, not a sample's (`00000`,
  // `12345`, `12121`). No GPIO pin's number is that long.
  if (/^\d{5}$/.test(value)) return chosenDigits(value, 5);
  // Four digits are a PIN's usual length (a SIM's or a card's, an alarm keypad's user code: `ALARM_PIN=4821`, `"pin": "7391"`),
  // when chosen: not a sample's (`0000`, `1234`, `1212`, `1122`), a year (`2024`, of a date's part) or a service's port
  // (`8080`, `5432`). The caller keeps test and example files out (assignmentSecrets).
  if (/^\d{4}$/.test(value)) return chosenDigits(value, 4) && !FOUR_DIGIT_LOOKALIKE.test(value);
  return !PIN_NAME.test(name) && value.length >= 6 && passwordLike(value);
}

/** A name as written, without its quotes: `"password"` → `password`. */
export function bareName(name: string): string {
  return name.replace(/^["'-]+|["']+$/g, '');
}

/** A UUID, the shape some vendors issue their API keys in (FareHarbor's app and user keys, Heroku's API key). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Names that hold a UUID only when it is a key: an app's or a user's key (`app_key`, `userKey`), and request headers of an API's
// login (`X-FareHarbor-API-App`, `X-Acme-Key`, `X-Acme-Token`; https://fareharbor.com/api/external/v1/). An idempotency,
// request, trace or cache key is a fresh UUID per call, no credential.
const UUID_KEY_NAME =
  /^(?:app|user|application)[_-]?key$|^X-(?![\w-]{0,80}(?:idempotency|request|correlation|trace|cache|dedup|event|message|session)-)(?:[A-Za-z0-9]{1,30}-){0,4}(?:api(?:-[A-Za-z0-9]{1,30}){0,3}|[A-Za-z0-9]{1,30}-(?:key|token))$/i;

/** Whether a UUID given to this name (a variable, a setting, a request header) is a credential. */
export function uuidKeyName(name: string): boolean {
  return UUID_KEY_NAME.test(name);
}
