import { secretName, type Strength } from './secretName.js';

// A tool's own settings command: `aws configure set`, `npm|yarn|pnpm config set`, `git config`,
// `heroku config:set`, `poetry|composer config`, `pip config set`, `dotnet user-secrets set`. The
// setting names a credential by the usual words, or by a registry login's own setting names
// (`_auth`, `npmAuthIdent`, `http-basic.<repo>`, `github-oauth.<host>`); `http-basic.<repo>` takes
// a user and a password, so its second value is the secret.
const CONFIG_VERB = /^(?:config|configure|(?:[\w-]+:)?config:set|user-secrets)$/;
const CONFIG_READ = /^(?:get|unset|delete|list|ls|edit|view|rm|remove|show|import|export)$|^(?:get|set|use|delete|unset|rename|current)-/;
const LOGIN_SETTING = /(?:^|[/:._-])_?auth$|authident|http-basic|oauth/i;

export function configSetting(words: readonly string[]): { name: string; value: string; strength: Strength } | undefined {
  const at = words.findIndex((word) => CONFIG_VERB.test(word));
  if (at < 0) return undefined;
  const rest = words.slice(at + 1, at + 12).filter((word) => !word.startsWith('-'));
  if (rest[0] === 'set') rest.shift();
  const [setting, ...values] = rest;
  if (setting === undefined || CONFIG_READ.test(setting)) return undefined;
  const equals = setting.indexOf('=');
  const name = equals > 0 ? setting.slice(0, equals) : setting;
  // The value follows the setting's name; an option between them makes the name a subcommand (Keycloak's `kcadm.sh config
  // credentials --server … --password …`), whose options are judged as options.
  const after = words.indexOf(setting, at + 1);
  const taken = /http-basic/i.test(name) ? 2 : 1;
  if (equals < 0 && words.slice(after + 1, after + 1 + taken).some((word) => word.startsWith('-'))) return undefined;
  const value = equals > 0 ? setting.slice(equals + 1) : /http-basic/i.test(name) ? values[1] : values[0];
  const strength = secretName(name) ?? (LOGIN_SETTING.test(name) ? 'strong' : undefined);
  return value && strength ? { name, value, strength } : undefined;
}
