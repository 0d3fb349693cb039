// Where a command-line tool takes a credential as a plain argument, a place a shape test cannot
// see: `rabbitmqctl add_user NAME PASS`, `vault login TOKEN`, `openssl enc -k PASS`. In such a
// place any literal is a credential, so a new tool is one line here, not a rule.

/** A credential as the nth plain argument after a subcommand (`cargo login TOKEN`: `login`, 1). */
export interface PositionalCredential {
  /** Subcommand words, any of which starts the count (`add_user`). */
  sub: readonly string[];
  /** Which plain argument after it, from 1; words that start with `-` or `+` or hold `=` are not counted. */
  arg: number;
}

export const POSITIONAL_CREDENTIALS: Readonly<Record<string, readonly PositionalCredential[]>> = {
  rabbitmqctl: [{ sub: ['add_user', 'change_password', 'authenticate_user'], arg: 2 }],
  vault: [{ sub: ['login'], arg: 1 }],
  bao: [{ sub: ['login'], arg: 1 }],
  cargo: [{ sub: ['login'], arg: 1 }],
  ngrok: [{ sub: ['authtoken', 'add-authtoken'], arg: 1 }],
  htpasswd: [{ sub: ['-b', '-bc', '-cb', '-bB', '-Bb', '-nb', '-bn'], arg: 3 }],
  'redis-cli': [{ sub: ['AUTH', 'auth'], arg: 1 }],
  net: [{ sub: ['user'], arg: 2 }],
  'sentry-cli': [{ sub: ['login'], arg: 1 }],
  cf: [{ sub: ['auth'], arg: 2 }],
  // `mc alias set ALIAS URL ACCESS_KEY SECRET_KEY`.
  mc: [{ sub: ['set'], arg: 4 }],
  // `wandb login KEY` (a 40-hex API key).
  wandb: [{ sub: ['login'], arg: 1 }],
  // `steamcmd +login USER PASSWORD +run_app_build …`: its `+words` are commands, never counted.
  steamcmd: [{ sub: ['+login'], arg: 2 }],
};

/** A short option that holds a password as its next word (or attached: `-pS3cret`). */
export interface ShortPassword {
  flag: string;
  attached: boolean;
  /** Only after one of these words (`dotnet nuget add source … -p`, where `dotnet run -p` names a project). */
  sub?: readonly string[];
}

/**
 * Tools whose short option holds a password. A tool with several (`security unlock-keychain -p`,
 * `security import … -P`) lists each with its subcommands; the first whose subcommand is present wins.
 */
export const SHORT_PASSWORD: Readonly<Record<string, ShortPassword | readonly ShortPassword[]>> = {
  mysql: { flag: '-p', attached: true },
  mysqldump: { flag: '-p', attached: true },
  mysqladmin: { flag: '-p', attached: true },
  mariadb: { flag: '-p', attached: true },
  'mariadb-dump': { flag: '-p', attached: true },
  mysqlsh: { flag: '-p', attached: true },
  mysqlimport: { flag: '-p', attached: true },
  '7z': { flag: '-p', attached: true },
  sshpass: { flag: '-p', attached: false },
  mongo: { flag: '-p', attached: false },
  mongosh: { flag: '-p', attached: false },
  mongodump: { flag: '-p', attached: false },
  'redis-cli': { flag: '-a', attached: false },
  zip: { flag: '-P', attached: false },
  unzip: { flag: '-P', attached: false },
  sqlcmd: { flag: '-P', attached: false },
  bcp: { flag: '-P', attached: false },
  ldapsearch: { flag: '-w', attached: false },
  ldapadd: { flag: '-w', attached: false },
  ldapmodify: { flag: '-w', attached: false },
  ldapdelete: { flag: '-w', attached: false },
  influx: { flag: '-password', attached: false },
  twine: { flag: '-p', attached: false },
  openssl: { flag: '-k', attached: false },
  expo: { flag: '-p', attached: false },
  eas: { flag: '-p', attached: false },
  rar: { flag: '-p', attached: true },
  unrar: { flag: '-p', attached: true },
  'vault-cli': { flag: '-t', attached: false },
  doctl: { flag: '-t', attached: false },
  dotnet: { flag: '-p', attached: false, sub: ['source'] },
  'cypher-shell': { flag: '-p', attached: false },
  conan: { flag: '-p', attached: false, sub: ['login', 'user'] },
  // `xcrun altool … -p PASSWORD` (notarytool spells it `--password`, which every tool's reading covers).
  xcrun: { flag: '-p', attached: false, sub: ['altool'] },
  security: [
    { flag: '-p', attached: false, sub: ['unlock-keychain', 'create-keychain', 'set-keychain-password'] },
    { flag: '-P', attached: false, sub: ['import', 'export'] },
  ],
  // Windows' signtool and its cousins take `/p PASSWORD` beside `/f cert.pfx`.
  signtool: { flag: '/p', attached: false, sub: ['sign'] },
  // The Arduino/ESP OTA uploader: `espota.py -a PASSWORD` (its long form `--auth=` is an auth option anywhere).
  'espota.py': { flag: '-a', attached: false },
  espota: { flag: '-a', attached: false },
  plink: { flag: '-pw', attached: false },
  pscp: { flag: '-pw', attached: false },
  psftp: { flag: '-pw', attached: false },
};

/** The password option of `tool` in this command, if the table names one whose subcommand is present. */
export function shortPassword(tool: string, words: readonly string[]): ShortPassword | undefined {
  const known = SHORT_PASSWORD[tool];
  if (known === undefined) return undefined;
  const each: readonly ShortPassword[] = Array.isArray(known) ? known : [known as ShortPassword];
  return each.find((entry) => !entry.sub || words.some((word) => entry.sub!.includes(word)));
}

/** The word holding a credential by position in one simple command's words, if any. */
export function positionalCredential(tool: string, words: readonly string[]): string | undefined {
  const positions = POSITIONAL_CREDENTIALS[tool];
  if (!positions) return undefined;
  for (const { sub, arg } of positions) {
    const at = words.findIndex((word) => sub.includes(word));
    if (at < 0) continue;
    let seen = 0;
    for (const word of words.slice(at + 1)) {
      if (word.startsWith('-') || word.startsWith('+') || word.includes('=')) continue;
      if (++seen === arg) return word;
    }
  }
  return undefined;
}
