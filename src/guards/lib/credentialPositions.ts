// Where a command-line tool takes a credential as a plain argument, a place a shape test cannot
// see: `rabbitmqctl add_user NAME PASS`, `vault login TOKEN`, `openssl enc -k PASS`. In such a
// place any literal is a credential, so a new tool is one line here, not a rule.

/** A credential as the nth plain argument after a subcommand (`cargo login TOKEN`: `login`, 1). */
export interface PositionalCredential {
  /** Subcommand words, any of which starts the count (`add_user`). */
  sub: readonly string[];
  /** Which plain argument after it, from 1; words that start with `-` or hold `=` are not counted. */
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
};

/**
 * Tools whose short option holds a password as its next word (or attached: `-pS3cret`); with `sub`, only
 * after one of those words (`dotnet nuget add source … -p`, where `dotnet run -p` names a project).
 */
export const SHORT_PASSWORD: Readonly<Record<string, { flag: string; attached: boolean; sub?: readonly string[] }>> = {
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
};

/** The word holding a credential by position in one simple command's words, if any. */
export function positionalCredential(tool: string, words: readonly string[]): string | undefined {
  const positions = POSITIONAL_CREDENTIALS[tool];
  if (!positions) return undefined;
  for (const { sub, arg } of positions) {
    const at = words.findIndex((word) => sub.includes(word));
    if (at < 0) continue;
    let seen = 0;
    for (const word of words.slice(at + 1)) {
      if (word.startsWith('-') || word.includes('=')) continue;
      if (++seen === arg) return word;
    }
  }
  return undefined;
}
