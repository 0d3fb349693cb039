// Where a command-line tool takes a credential as a plain argument, a place a shape test cannot
// see: `rabbitmqctl add_user NAME PASS`, `vault login TOKEN`, `openssl enc -k PASS`. In such a
// place any literal is a credential, so a new tool is one line here, not a rule.

/** A credential as the nth plain argument after a subcommand (`cargo login TOKEN`: `login`, 1). */
export interface PositionalCredential {
  /** Subcommand words, any of which starts the count (`add_user`). */
  sub: readonly string[];
  /** Which plain argument after it, from 1; words that start with `-` or `+` or hold `=` are not counted. */
  arg: number;
  /** Words never counted, beside options: `net use`'s drive (`Z:`), share (`\\\\srv\\s`) and `/switches`, or `*` (a prompt). */
  skip?: RegExp;
  /** Only when this word is in the command too (`pulumi config set --secret NAME VALUE`: without it the value is a plain setting). */
  with?: string;
  /** Keywords the tool takes in the credential's place, which name no credential (GAM's `password random`). */
  keyword?: RegExp;
  /**
   * The credential is the rest of any word after the subcommand that starts with this, instead of the nth argument: Redis's
   * `ACL SETUSER name on >PASS ~keys:*` adds a password by its `>` (https://redis.io/docs/latest/commands/acl-setuser/).
   */
  prefix?: string;
}

const REDIS_CLI: readonly PositionalCredential[] = [
  { sub: ['AUTH', 'auth'], arg: 1 },
  { sub: ['requirepass', 'masterauth', 'primaryauth', 'auth-pass', 'sentinel-pass'], arg: 1 },
  { sub: ['SETUSER', 'setuser'], arg: 1, prefix: '>' },
];

export const POSITIONAL_CREDENTIALS: Readonly<Record<string, readonly PositionalCredential[]>> = {
  rabbitmqctl: [{ sub: ['add_user', 'change_password', 'authenticate_user'], arg: 2 }],
  vault: [{ sub: ['login'], arg: 1 }],
  bao: [{ sub: ['login'], arg: 1 }],
  cargo: [{ sub: ['login'], arg: 1 }],
  ngrok: [{ sub: ['authtoken', 'add-authtoken'], arg: 1 }],
  htpasswd: [{ sub: ['-b', '-bc', '-cb', '-bB', '-Bb', '-nb', '-bn'], arg: 3 }],
  // `redis-cli AUTH PASS`; `CONFIG SET requirepass PASS` (also `masterauth`, Valkey's `primaryauth`) and Sentinel's
  // `SENTINEL SET master auth-pass PASS`, `SENTINEL CONFIG SET sentinel-pass PASS` set the server's passwords
  // (https://redis.io/docs/latest/commands/config-set/, https://redis.io/docs/latest/operate/oss_and_stack/management/sentinel/).
  'redis-cli': REDIS_CLI,
  'valkey-cli': REDIS_CLI,
  'keydb-cli': REDIS_CLI,
  'sentry-cli': [{ sub: ['login'], arg: 1 }],
  cf: [{ sub: ['auth'], arg: 2 }],
  // Login/authorize verbs that take the key itself: Backblaze `b2 account authorize KEY_ID APP_KEY` (and the older
  // `b2 authorize-account`), NuGet `nuget setapikey KEY`, `nuget push PKG KEY`.
  b2: [{ sub: ['authorize', 'authorize-account'], arg: 2 }],
  nuget: [
    { sub: ['setapikey', 'setApiKey'], arg: 1 },
    { sub: ['push'], arg: 2 },
  ],
  // `mc alias set ALIAS URL ACCESS_KEY SECRET_KEY`.
  mc: [{ sub: ['set'], arg: 4 }],
  // `wandb login KEY` (a 40-hex API key).
  wandb: [{ sub: ['login'], arg: 1 }],
  // The Graph's CLI `graph auth [--studio] DEPLOY_KEY` (https://thegraph.com/docs/en/subgraphs/developing/deploying/using-subgraph-studio/),
  // Snyk's `snyk auth [API_TOKEN]` (https://docs.snyk.io/snyk-cli/commands/auth): the key as the auth verb's argument.
  graph: [{ sub: ['auth'], arg: 1, skip: /^https?:\/\// }],
  snyk: [{ sub: ['auth'], arg: 1 }],
  // FreeRADIUS `radclient [options] server[:port] auth|acct|status|coa|disconnect|auto SECRET`: the shared secret that
  // signs every RADIUS packet between the client and the server
  // (https://www.freeradius.org/documentation/freeradius-server/4.0.0/reference/man/radclient.html).
  radclient: [{ sub: ['auth', 'acct', 'status', 'coa', 'disconnect', 'auto'], arg: 1 }],
  // `steamcmd +login USER PASSWORD +run_app_build …`: its `+words` are commands, never counted.
  steamcmd: [{ sub: ['+login'], arg: 2 }],
  // Pi-hole v6 `pihole setpassword PASS`; Bitwarden `bw unlock PASS`, `bw login EMAIL PASS`; Drupal `drush user:password USER PASS`.
  pihole: [{ sub: ['setpassword'], arg: 1 }],
  bw: [
    { sub: ['unlock'], arg: 1 },
    { sub: ['login'], arg: 2 },
  ],
  drush: [{ sub: ['user:password', 'upwd', 'user-password'], arg: 2 }],
  // Kamailio's `kamctl add USER PASSWORD` and `kamctl passwd USER PASSWORD`, OpenSIPS 2's `opensipsctl` alike: a SIP
  // subscriber's password (https://www.kamailio.org/docs/modules/stable/modules/auth_db.html, kamctl(8)).
  kamctl: [{ sub: ['add', 'passwd'], arg: 2 }],
  opensipsctl: [{ sub: ['add', 'passwd'], arg: 2 }],
  // Windows `net use \\\\srv\\share PASS /user:DOMAIN\\user` (https://learn.microsoft.com/windows-server/administration/windows-commands/net-use).
  net: [
    { sub: ['user'], arg: 2 },
    { sub: ['use'], arg: 1, skip: /^(?:\/|\\|[A-Za-z]:$|\*$)/ },
  ],
  // IBM Db2 `db2 connect to DB user U using PASS` (https://www.ibm.com/docs/en/db2/11.5?topic=statements-connect-type-1).
  db2: [{ sub: ['using', 'USING'], arg: 1 }],
  // SAP HANA `hdbuserstore SET KEY host:port USER PASS`
  // (https://help.sap.com/docs/SAP_HANA_PLATFORM/b3ee5778bc2e4a089d3299b82ec762a7/ddbdd66b632d4fe7b3c2e0e6e341e222.html).
  hdbuserstore: [{ sub: ['SET', 'set'], arg: 4 }],
  // Thinkbox Deadline `deadlinecommand -SetDatabaseSettings HOST PORT DB SSL USER PASSWORD`: the render farm's MongoDB login
  // (https://docs.thinkboxsoftware.com/products/deadline/10.3/1_User%20Manual/manual/command-line-arguments-jobs.html).
  deadlinecommand: [{ sub: ['-SetDatabaseSettings', '-setdatabasesettings'], arg: 6 }],
  // SAP `sapcontrol -nr 00 -user ADM PASS -function …` (https://www.sap.com/documents/2016/09/0a40e60d-8b7c-0010-82c7-eda71af511fa.html).
  sapcontrol: [{ sub: ['-user'], arg: 2 }],
  // Oracle wallet `mkstore -wrl DIR -createCredential ALIAS USER PASS`
  // (https://docs.oracle.com/en/database/oracle/oracle-database/19/dbseg/using-the-mkstore-utility.html).
  mkstore: [{ sub: ['-createCredential', '-modifyCredential'], arg: 3 }],
  // Nextflow `nextflow secrets set NAME VALUE` (https://www.nextflow.io/docs/latest/secrets.html).
  nextflow: [{ sub: ['set'], arg: 2 }],
  // Mosquitto `mosquitto_passwd -b FILE USER PASS` (https://mosquitto.org/man/mosquitto_passwd-1.html).
  mosquitto_passwd: [{ sub: ['-b'], arg: 3 }],
  // Confluent `confluent api-key store KEY SECRET` (https://docs.confluent.io/confluent-cli/current/command-reference/api-key/confluent_api-key_store.html).
  confluent: [{ sub: ['store'], arg: 2 }],
  // NetworkManager `nmcli dev wifi connect SSID password PASS` (https://networkmanager.dev/docs/api/latest/nmcli.html).
  nmcli: [{ sub: ['password'], arg: 1 }],
  // Fossil `fossil user password USER PASSWORD ?-R REPO?` (https://fossil-scm.org/home/help/user); the repository is no password.
  fossil: [{ sub: ['password'], arg: 2, skip: /\.fossil$|^[~/]/ }],
  // Canonical MAAS `maas login PROFILE URL API_KEY` (https://maas.io/docs/how-to-use-the-maas-cli: `maas login $PROFILE
  // $MAAS_URL $API_KEY`; `-` reads the key from stdin and is never counted).
  maas: [{ sub: ['login'], arg: 3 }],
  // ejabberd's `ejabberdctl register USER HOST PASSWORD` and `ejabberdctl change_password USER HOST NEWPASS`
  // (https://docs.ejabberd.im/developer/ejabberd-api/admin-api/#register, #change_password).
  ejabberdctl: [{ sub: ['register', 'change_password'], arg: 3 }],
  // calibre's content server user database, `calibre-server --userdb DB --manage-users -- add USER PASS` and `chpass USER
  // PASS` (https://manual.calibre-ebook.com/server.html#managing-user-accounts-from-the-command-line-only).
  'calibre-server': [{ sub: ['add', 'chpass'], arg: 2 }],
  // rclone `obscure PASSWORD` prints the reversible form rclone.conf stores: its argument is the password in clear
  // (https://rclone.org/commands/rclone_obscure/; `-` reads it from stdin and is never counted).
  rclone: [{ sub: ['obscure'], arg: 1 }],
  // PocketBase's `pocketbase superuser upsert|create|update EMAIL PASS` (and v0.22's `admin create EMAIL PASS`)
  // (https://pocketbase.io/docs/going-to-production/).
  pocketbase: [{ sub: ['upsert', 'create', 'update'], arg: 2 }],
  // Package registries' logins that take the token itself: Wasmer `wasmer login [TOKEN]`
  // (https://docs.wasmer.io/wasmer-cli/cli-options/#login), Anchor's `anchor login <TOKEN>` for its registry
  // (https://www.anchor-lang.com/docs/references/cli#login); without one they prompt or open a browser.
  wasmer: [{ sub: ['login'], arg: 1 }],
  anchor: [{ sub: ['login'], arg: 1 }],
  // Cachix `cachix authtoken [TOKEN]` (https://docs.cachix.org/getting-started#authenticating; `--stdin` reads it instead).
  cachix: [{ sub: ['authtoken'], arg: 1 }],
  // A value stored encrypted as a secret: `pulumi config set --secret NAME [VALUE]`
  // (https://www.pulumi.com/docs/iac/cli/commands/pulumi_config_set/), Pulumi ESC's `esc env set ENV PATH VALUE --secret`
  // (https://www.pulumi.com/docs/esc/cli/commands/esc_env_set/). `--secret` takes no value: it says the value is one.
  pulumi: [{ sub: ['set'], arg: 2, with: '--secret' }],
  esc: [{ sub: ['set'], arg: 3, with: '--secret' }],
  // Directory admin CLIs that set an account's password as the word after `password`: GAM's `gam update user U password
  // PASS`, `gam user U update password PASS` (https://github.com/GAM-team/GAM/wiki/Users#update-a-user; `random`,
  // `uniquerandom` and `blocklogin` draw or block one instead); Zimbra's `zmprov createAccount|setPassword NAME PASS`
  // (https://wiki.zimbra.com/wiki/Zmprov); Samba's `samba-tool user create|add NAME [PASS]`
  // (https://www.samba.org/samba/docs/current/man-html/samba-tool.8.html).
  gam: [{ sub: ['password'], arg: 1, keyword: /^(?:random|uniquerandom|blocklogin|prompt|hash|nohash)$/i }],
  zmprov: [{ sub: ['createAccount', 'ca', 'setPassword', 'sp'], arg: 2 }],
  'samba-tool': [{ sub: ['create', 'add'], arg: 2, with: 'user' }],
};

/** Chocolatey's verbs whose `-k`/`--key`/`--api-key` is the API key (https://docs.chocolatey.org/en-us/create/commands/api-key/). */
const CHOCO_KEY_VERBS = ['push', 'apikey', 'setapikey', 'api-key'];

/** A short option that holds a password as its next word (or attached: `-pS3cret`). */
export interface ShortPassword {
  flag: string;
  attached: boolean;
  /** Only after one of these words (`dotnet nuget add source … -p`, where `dotnet run -p` names a project). */
  sub?: readonly string[];
  /** Published defaults that disclose nothing (SNMP's `public` and `private` communities). */
  defaults?: readonly string[];
}

/**
 * Tools whose short option holds a password. A tool with several (`security unlock-keychain -p`,
 * `security import … -P`) lists each with its subcommands; the first whose subcommand is present wins,
 * with the entries that share its subcommands (net-snmp's `-A` and `-X`, neither with one).
 */
const SNMP_OPTIONS: readonly ShortPassword[] = [
  { flag: '-A', attached: false },
  { flag: '-X', attached: false },
  { flag: '-c', attached: false, defaults: ['public', 'private'] },
];

export const SHORT_PASSWORD: Readonly<Record<string, ShortPassword | readonly ShortPassword[]>> = {
  mysql: { flag: '-p', attached: true },
  mysqldump: { flag: '-p', attached: true },
  mysqladmin: { flag: '-p', attached: true },
  mariadb: { flag: '-p', attached: true },
  'mariadb-dump': { flag: '-p', attached: true },
  mysqlsh: { flag: '-p', attached: true },
  mysqlimport: { flag: '-p', attached: true },
  // The malware-sample convention's `infected` is published by design: every sample archive of VirusTotal, MalwareBazaar
  // and vx-underground opens with it (https://bazaar.abuse.ch/faq/#password).
  '7z': { flag: '-p', attached: true, defaults: ['infected'] },
  sshpass: { flag: '-p', attached: false },
  mongo: { flag: '-p', attached: false },
  mongosh: { flag: '-p', attached: false },
  mongodump: { flag: '-p', attached: false },
  'redis-cli': { flag: '-a', attached: false },
  // CKAN's client `ckanapi action … -r URL -a APIKEY` (https://github.com/ckan/ckanapi#ckanapi-cli): its `-a` is the
  // portal user's API key or token.
  ckanapi: { flag: '-a', attached: false },
  zip: { flag: '-P', attached: false, defaults: ['infected'] },
  unzip: { flag: '-P', attached: false, defaults: ['infected'] },
  sqlcmd: { flag: '-P', attached: false },
  bcp: { flag: '-P', attached: false },
  ldapsearch: { flag: '-w', attached: false },
  ldapadd: { flag: '-w', attached: false },
  ldapmodify: { flag: '-w', attached: false },
  ldapdelete: { flag: '-w', attached: false },
  // InfluxDB 1.x `influx -password PASS`; the 2.x CLI's `-t` is its `--token` on every command
  // (https://docs.influxdata.com/influxdb/v2/reference/cli/influx/config/create/).
  influx: [
    { flag: '-password', attached: false },
    { flag: '-t', attached: false },
  ],
  // The GitLab and Gitea CLIs' logins, `glab auth login -t TOKEN` (https://gitlab.com/gitlab-org/cli/-/blob/main/docs/source/auth/login.md),
  // `tea login add -t TOKEN` (https://gitea.com/gitea/tea/src/branch/main/docs/CLI.md#login-add).
  glab: { flag: '-t', attached: false, sub: ['login'] },
  tea: { flag: '-t', attached: false, sub: ['add'] },
  twine: { flag: '-p', attached: false },
  openssl: { flag: '-k', attached: false },
  expo: { flag: '-p', attached: false },
  // `eas secret:create --name N --value V` (https://docs.expo.dev/eas/environment-variables/): the value of a secret-creating command is one.
  eas: [
    { flag: '--value', attached: false, sub: ['secret:create', 'secret:push', 'env:create', 'env:update'] },
    { flag: '-p', attached: false },
  ],
  rar: { flag: '-p', attached: true, defaults: ['infected'] },
  unrar: { flag: '-p', attached: true, defaults: ['infected'] },
  'vault-cli': { flag: '-t', attached: false },
  doctl: { flag: '-t', attached: false },
  // Package publish commands' API-key option: `dotnet nuget push … -k KEY`, `choco push -k KEY`, `vsce publish -p PAT`.
  dotnet: [
    { flag: '-p', attached: false, sub: ['source'] },
    { flag: '-k', attached: false, sub: ['push', 'delete'] },
  ],
  choco: ['-k', '--key', '--api-key', '--apikey'].map((flag) => ({ flag, attached: false, sub: CHOCO_KEY_VERBS })),
  // A service's record or upload key given to a test runner: `cypress run --record --key KEY`
  // (https://docs.cypress.io/app/references/command-line#cypress-run-record-key-lt-record-key-gt).
  cypress: { flag: '--key', attached: false, sub: ['run'] },
  vsce: { flag: '-p', attached: false, sub: ['publish', 'unpublish', 'login'] },
  ovsx: { flag: '-p', attached: false, sub: ['publish', 'create-namespace'] },
  'cypher-shell': { flag: '-p', attached: false },
  conan: { flag: '-p', attached: false, sub: ['login', 'user'] },
  // `xcrun altool … -p PASSWORD` (notarytool spells it `--password`, which every tool's reading covers).
  xcrun: { flag: '-p', attached: false, sub: ['altool'] },
  security: [
    { flag: '-p', attached: false, sub: ['unlock-keychain', 'create-keychain', 'set-keychain-password'] },
    { flag: '-P', attached: false, sub: ['import', 'export'] },
    { flag: '-w', attached: false, sub: ['add-generic-password', 'add-internet-password'] },
  ],
  // Pi-hole v5 `pihole -a -p PASS` (`pihole -a -p` alone prompts).
  pihole: { flag: '-p', attached: false, sub: ['-a'] },
  // Windows' credential manager: `cmdkey /add:host /user:u /pass:PASS`.
  cmdkey: { flag: '/pass:', attached: true },
  // Windows' signtool and its cousins take `/p PASSWORD` beside `/f cert.pfx`.
  signtool: { flag: '/p', attached: false, sub: ['sign'] },
  // The LoTW signer `tqsl … -p PASSPHRASE` (the station certificate's signing key,
  // https://sourceforge.net/p/trustedqsl/tqsl/ci/master/tree/apps/tqsl.cpp), and NcFTP's clients, whose `-p` is the FTP
  // login's password (https://www.ncftp.com/ncftp/doc/ncftpput.html).
  tqsl: { flag: '-p', attached: false },
  ncftp: { flag: '-p', attached: false },
  ncftpput: { flag: '-p', attached: false },
  ncftpget: { flag: '-p', attached: false },
  ncftpls: { flag: '-p', attached: false },
  // The Arduino/ESP OTA uploader: `espota.py -a PASSWORD` (its long form `--auth=` is an auth option anywhere).
  'espota.py': { flag: '-a', attached: false },
  espota: { flag: '-a', attached: false },
  plink: { flag: '-pw', attached: false },
  pscp: { flag: '-pw', attached: false },
  psftp: { flag: '-pw', attached: false },
  // Game-server RCON clients, whose `-P` is the port and `-p` the RCON password: mcrcon (https://github.com/Tiiffi/mcrcon#usage),
  // gorcon's `rcon -a host:port -p PASS` (https://github.com/gorcon/rcon-cli#usage).
  mcrcon: { flag: '-p', attached: false },
  rcon: { flag: '-p', attached: false },
  // Remote consoles and management clients whose `-p`/`-P` is the login's password, not a port: rdesktop (`-p -` prompts,
  // https://linux.die.net/man/1/rdesktop), ipmitool (`-P`, https://linux.die.net/man/1/ipmitool), Dell's racadm (`-p`,
  // https://www.dell.com/support/manuals/en-us/idrac9-lifecycle-controller-v4.x-series/idrac9_4.00.00.00_racadm_ug/racadm-syntax-usage),
  // Cassandra's cqlsh (https://cassandra.apache.org/doc/stable/cassandra/managing/tools/cqlsh.html), RabbitMQ's rabbitmqadmin
  // (https://www.rabbitmq.com/docs/management-cli), SAP HANA's hdbsql (`-p`,
  // https://help.sap.com/docs/SAP_HANA_PLATFORM/f1b440ded6144a54ada97ff95dac7adf/c22c67c3bb571014afebeb4a76c3d95d.html).
  rdesktop: { flag: '-p', attached: false },
  ipmitool: { flag: '-P', attached: false },
  racadm: { flag: '-p', attached: false },
  cqlsh: { flag: '-p', attached: false },
  rabbitmqadmin: { flag: '-p', attached: false },
  hdbsql: { flag: '-p', attached: false },
  // Security testing and Windows admin tools whose `-p` is the login's password: THC Hydra (`-p PASS`; `-P FILE` a word
  // list, https://github.com/vanhauser-thc/thc-hydra#readme), Medusa (`-p`, http://foofus.net/goons/jmk/medusa/medusa.html),
  // NetExec/CrackMapExec (`-p`, https://www.netexec.wiki/getting-started/using-credentials), Evil-WinRM (`-p`,
  // https://github.com/Hackplayers/evil-winrm#usage), Sysinternals PsExec (`-p`,
  // https://learn.microsoft.com/en-us/sysinternals/downloads/psexec), and schtasks' `/RP` (the run-as user's) and `/P`
  // (the remote login's) (https://learn.microsoft.com/en-us/windows-server/administration/windows-commands/schtasks-create).
  hydra: { flag: '-p', attached: false },
  medusa: { flag: '-p', attached: false },
  netexec: { flag: '-p', attached: false },
  nxc: { flag: '-p', attached: false },
  crackmapexec: { flag: '-p', attached: false },
  'evil-winrm': { flag: '-p', attached: false },
  psexec: { flag: '-p', attached: false },
  'psexec.exe': { flag: '-p', attached: false },
  'psexec64.exe': { flag: '-p', attached: false },
  schtasks: ['/RP', '/rp', '/P', '/p'].map((flag) => ({ flag, attached: false })),
  'schtasks.exe': ['/RP', '/rp', '/P', '/p'].map((flag) => ({ flag, attached: false })),
  // OMERO's CLI `omero login -s HOST -u USER -w PASSWORD` (https://omero.readthedocs.io/en/stable/users/cli/sessions.html).
  omero: { flag: '-w', attached: false, sub: ['login'] },
  // An agent's enrolment password to its manager: Wazuh's (and OSSEC's) `agent-auth -m MANAGER -P PASSWORD`
  // (https://documentation.wazuh.com/current/user-manual/reference/tools/agent-auth.html).
  'agent-auth': { flag: '-P', attached: false },
  'agent-auth.exe': { flag: '-P', attached: false },
  // Windows' User State Migration Tool encrypts its store with `/key:"KEY"` (`/keyfile:` names a file instead)
  // (https://learn.microsoft.com/en-us/windows/deployment/usmt/usmt-scanstate-syntax#encryption-options).
  ...Object.fromEntries(
    ['scanstate', 'scanstate.exe', 'loadstate', 'loadstate.exe', 'usmtutils', 'usmtutils.exe'].map((tool) => [
      tool,
      ['/key:', '/KEY:', '/Key:'].map((flag) => ({ flag, attached: true })),
    ]),
  ),
  // `ssh-keygen -N NEW_PASSPHRASE` (`-N ''` is none) (https://man.openbsd.org/ssh-keygen).
  'ssh-keygen': { flag: '-N', attached: false },
  // net-snmp's clients: `-A` the SNMPv3 authentication pass phrase, `-X` the privacy one, `-c` the v1/v2c community
  // (https://net-snmp.sourceforge.io/docs/man/snmpcmd.html).
  ...Object.fromEntries(
    ['snmpget', 'snmpgetnext', 'snmpwalk', 'snmpbulkwalk', 'snmpbulkget', 'snmpset', 'snmptable', 'snmptrap', 'snmpinform']
      .concat(['snmpdelta', 'snmpdf', 'snmpnetstat', 'snmpstatus', 'snmptest', 'snmpusm', 'snmpvacm'])
      .map((tool) => [tool, SNMP_OPTIONS]),
  ),
};

/** The password options of `tool` in this command: the table's first whose subcommand is present, and those sharing its subcommands. */
export function shortPasswords(tool: string, words: readonly string[]): readonly ShortPassword[] {
  const known = SHORT_PASSWORD[tool];
  if (known === undefined) return [];
  const each: readonly ShortPassword[] = Array.isArray(known) ? known : [known as ShortPassword];
  const first = each.find((entry) => !entry.sub || words.some((word) => entry.sub!.includes(word)));
  return first ? each.filter((entry) => entry.sub === first.sub) : [];
}

/** The word holding a credential by position in one simple command's words, if any. */
export function positionalCredential(tool: string, words: readonly string[]): string | undefined {
  const positions = POSITIONAL_CREDENTIALS[tool];
  if (!positions) return undefined;
  for (const { sub, arg, skip, with: needed, keyword, prefix } of positions) {
    const at = words.findIndex((word) => sub.includes(word));
    if (at < 0 || (needed !== undefined && !words.includes(needed))) continue;
    if (prefix !== undefined) {
      const word = words.slice(at + 1).find((each) => each.startsWith(prefix) && each.length > prefix.length);
      if (word !== undefined) return word.slice(prefix.length);
      continue;
    }
    let seen = 0;
    for (const word of words.slice(at + 1)) {
      if (word.startsWith('-') || word.startsWith('+') || word.includes('=') || skip?.test(word)) continue;
      if (++seen === arg) {
        if (keyword?.test(word)) break;
        return word;
      }
    }
  }
  return undefined;
}

/**
 * A tool that stores a named setting: where the setting's name and its value sit. `name`/`value`: an
 * option whose next word it is (`-Name`), or the nth plain argument after the subcommand (from 1);
 * `pairs`: plain arguments from the nth on are `name value` pairs (`rclone config create NAME TYPE
 * key value …`); `assigned`: the words after the subcommand are `name=value` (`uci set a.b.key=…`).
 * The name is judged as any credential name is, by its last dotted part.
 */
export interface NamedSetting {
  sub?: readonly string[];
  name?: string | number;
  value?: string | number;
  pairs?: number;
  assigned?: boolean;
  /** An option whose next two words are a name and its value, wherever it stands (`am start --es NAME VALUE`). */
  pairOption?: string;
  /** Words between the pair option and the name (Datasette's `--plugin-secret PLUGIN NAME VALUE`: 1). */
  pairAfter?: number;
}

export const NAMED_SETTINGS: Readonly<Record<string, NamedSetting>> = {
  // macOS `defaults write DOMAIN KEY [-string] VALUE`.
  defaults: { sub: ['write'], name: 2, value: 3 },
  // PowerShell's registry writes, `Set-ItemProperty -Path … -Name Password -Value …`, and `reg add … /v NAME /d VALUE`.
  'set-itemproperty': { name: '-name', value: '-value' },
  'new-itemproperty': { name: '-name', value: '-value' },
  reg: { sub: ['add'], name: '/v', value: '/d' },
  // OpenWrt `uci set wireless.radio0.key=…`.
  uci: { sub: ['set'], assigned: true },
  // `rclone config create|update NAME TYPE key value …`.
  rclone: { sub: ['create', 'update'], pairs: 3 },
  // DVC `dvc remote modify [--local] REMOTE NAME VALUE`: a remote's storage login (`secret_access_key`, `password`,
  // `gdrive_client_secret`…), which `--local` keeps out of the committed config but still puts on the command line
  // (https://dvc.org/doc/command-reference/remote/modify).
  dvc: { sub: ['modify'], name: 2, value: 3 },
  // Airflow `airflow variables set NAME VALUE` (https://airflow.apache.org/docs/apache-airflow/stable/cli-and-env-variables-ref.html#set_repeat1).
  airflow: { sub: ['set'], name: 1, value: 2 },
  // Android's activity manager, `adb shell am start … --es NAME VALUE` (a string extra) (https://developer.android.com/tools/adb#IntentSpec).
  adb: { pairOption: '--es' },
  am: { pairOption: '--es' },
  // Datasette `--plugin-secret PLUGIN NAME VALUE` (https://docs.datasette.io/en/stable/plugins.html#secret-configuration-values).
  datasette: { pairOption: '--plugin-secret', pairAfter: 1 },
  // open-iscsi `iscsiadm -m node … -o update -n node.session.auth.password -v VALUE` (https://linux.die.net/man/8/iscsiadm;
  // the CHAP settings are `node.session.auth.*` in iscsid.conf, https://github.com/open-iscsi/open-iscsi/blob/master/etc/iscsid.conf).
  iscsiadm: { name: '-n', value: '-v' },
  // A shell's own way to set a session's environment: tmux `set-environment [-g] NAME VALUE`
  // (https://man.openbsd.org/tmux#set-environment), fish `set -gx NAME VALUE` (https://fishshell.com/docs/current/cmds/set.html),
  // elvish `set-env NAME VALUE` (https://elv.sh/ref/builtin.html#set-env), launchd `launchctl setenv NAME VALUE`.
  tmux: { sub: ['set-environment', 'setenv'], name: 1, value: 2 },
  set: { name: 1, value: 2 },
  'set-env': { name: 1, value: 2 },
  launchctl: { sub: ['setenv'], name: 1, value: 2 },
};

/** Each setting name a command gives a value, by the table above. */
export function namedSettings(tool: string, words: readonly string[]): { name: string; value: string }[] {
  const setting = NAMED_SETTINGS[tool.toLowerCase()];
  if (!setting) return [];
  const at = setting.sub ? words.findIndex((word) => setting.sub!.includes(word)) : 0;
  if (at < 0) return [];
  const rest = words.slice(at + 1);
  if (setting.pairOption !== undefined) {
    const found: { name: string; value: string }[] = [];
    const skip = setting.pairAfter ?? 0;
    for (let i = 0; i + 2 + skip < rest.length && found.length < 16; i++)
      if (rest[i] === setting.pairOption) found.push({ name: rest[i + 1 + skip]!, value: rest[i + 2 + skip]! });
    return found;
  }
  const plain = rest.filter((word) => !word.startsWith('-'));
  const pick = (where: string | number | undefined): string | undefined => {
    if (typeof where === 'number') return plain[where - 1];
    const i = rest.findIndex((word) => word.toLowerCase() === where);
    return i < 0 ? undefined : rest[i + 1];
  };
  if (setting.assigned)
    return plain.flatMap((word) => {
      const equals = word.indexOf('=');
      return equals > 0 ? [{ name: word.slice(0, equals), value: word.slice(equals + 1) }] : [];
    });
  if (setting.pairs !== undefined) {
    const found: { name: string; value: string }[] = [];
    for (let i = setting.pairs - 1; i + 1 < plain.length && found.length < 16; i += 2)
      found.push({ name: plain[i]!, value: plain[i + 1]! });
    return found;
  }
  const name = pick(setting.name);
  const value = pick(setting.value);
  return name !== undefined && value !== undefined ? [{ name, value }] : [];
}

/**
 * Oracle-style clients whose logon is a connect string, `user/password@service`: the password sits
 * between the user and the `@`. `first`: the first plain argument is the logon (`sqlplus -S
 * hr/…@db @x.sql`, `expdp hr/…@db schemas=HR`); `after`: keywords whose value is one, as
 * `userid=…` or `target …` (`sqlldr userid=scott/…@orcl`, `rman target sys/…@db catalog rco/…@cat`).
 * No password in the string is no finding: `/ as sysdba`, `sys/@db` (prompts), `scott@db`,
 * `/@wallet_alias` (a wallet's stored logon), `/nolog`.
 */
export interface ConnectString {
  first: boolean;
  after?: readonly string[];
}

const DATA_PUMP: ConnectString = { first: true, after: ['userid'] };

export const CONNECT_STRINGS: Readonly<Record<string, ConnectString>> = {
  sqlplus: { first: true },
  // SQLcl, whose command is `sql` too; only the `sqlcl` name is read, `sql` being a word of many tools.
  sqlcl: { first: true },
  expdp: DATA_PUMP,
  impdp: DATA_PUMP,
  exp: DATA_PUMP,
  imp: DATA_PUMP,
  sqlldr: DATA_PUMP,
  dbv: { first: false, after: ['userid'] },
  dgmgrl: { first: true, after: ['connect'] },
  rman: { first: false, after: ['target', 'auxiliary', 'catalog'] },
  // Tibero's client takes the same `user/password@alias`.
  tbsql: { first: true },
};

// A user (letters, digits, `_$#`, as Oracle names them), a password without blanks or `@`, an optional connect identifier.
const CONNECT = /^["']?([A-Za-z][\w$#]{0,127})\/([^@\s/"']{1,256})(?:@\S{0,512})?$/;
// `sqlplus scripts/run.sql` names a file, not a logon.
const FILE_NAME = /\.(?:sql|ctl|dmp|par|log|dat|csv|txt|cmd|rcv)$/i;

/** The passwords of the connect strings a command gives a client of CONNECT_STRINGS. */
export function connectPasswords(tool: string, words: readonly string[]): string[] {
  const shape = CONNECT_STRINGS[tool.toLowerCase()];
  if (!shape) return [];
  // The tool's own word, as `/u01/app/oracle/bin/sqlplus` or `sqlplus.exe` too.
  const at = words.findIndex((word) => word.toLowerCase().replace(/^.*[/\\]|\.exe$/g, '') === tool.toLowerCase());
  const rest = words.slice(at + 1);
  const logons: string[] = [];
  if (shape.first) {
    const first = rest.find((word) => !word.startsWith('-') && !word.includes('='));
    if (first !== undefined) logons.push(first);
  }
  for (let i = 0; i < rest.length && shape.after; i++) {
    const word = rest[i]!;
    const equals = word.indexOf('=');
    const key = (equals > 0 ? word.slice(0, equals) : word).toLowerCase();
    if (!shape.after.includes(key)) continue;
    const value = equals > 0 ? word.slice(equals + 1) : rest[i + 1];
    if (value !== undefined) logons.push(value);
  }
  const found: string[] = [];
  for (const logon of logons.slice(0, 8)) {
    // `"sys/…@db as sysdba"`, quoted as one word: the connect string is its first part.
    const match = CONNECT.exec(logon.split(/\s/)[0]!);
    if (match && !(FILE_NAME.test(logon) && !logon.includes('@'))) found.push(match[2]!);
  }
  return found;
}

/**
 * Commands that read a credential on stdin, with the words (any one) that make them do so: a literal
 * echoed into one (`echo 'pw' | kinit alice`, `printf … | docker login --password-stdin`) is that credential.
 * An empty list: the command always reads it.
 */
export const STDIN_CREDENTIALS: Readonly<Record<string, readonly string[]>> = {
  // MIT Kerberos kinit (https://web.mit.edu/kerberos/krb5-latest/doc/user/user_commands/kinit.html),
  // iRODS iinit (https://docs.irods.org/4.3.0/icommands/user/#iinit).
  kinit: [],
  iinit: [],
  // `az devops login` reads a PAT from stdin (https://learn.microsoft.com/azure/devops/cli/log-in-via-pat).
  az: ['login'],
  // Registry logins with `--password-stdin` (https://docs.docker.com/reference/cli/docker/login/).
  podman: ['--password-stdin'],
  nerdctl: ['--password-stdin'],
  buildah: ['--password-stdin'],
  skopeo: ['--password-stdin'],
  helm: ['--password-stdin'],
  oras: ['--password-stdin'],
  crane: ['--password-stdin'],
  // `gh auth login --with-token` (https://cli.github.com/manual/gh_auth_login).
  gh: ['--with-token', 'secret set'],
  // `passwd --stdin USER` (RHEL), `chpasswd` reads `user:password` lines (https://man7.org/linux/man-pages/man8/chpasswd.8.html).
  passwd: ['--stdin'],
  chpasswd: [],
  chgpasswd: [],
  // Samba's `smbpasswd -s` reads the new password from stdin (https://www.samba.org/samba/docs/current/man-html/smbpasswd.8.html),
  // Apache's `htpasswd -i` too (https://httpd.apache.org/docs/2.4/programs/htpasswd.html).
  smbpasswd: ['-s'],
  htpasswd: ['-i'],
  // A password manager's CLI reads the database's master password from stdin before any verb that opens it
  // (https://keepassxc.org/docs/KeePassXC_UserGuide#_command_line_tool): `echo '…' | keepassxc-cli show db.kdbx entry`.
  // Secret stores whose set verb reads the value on stdin: Cloudflare `wrangler secret put NAME`
  // (https://developers.cloudflare.com/workers/wrangler/commands/#secret-put), `gh secret set NAME` without `--body`
  // (https://cli.github.com/manual/gh_secret_set), `docker secret create NAME -`
  // (https://docs.docker.com/reference/cli/docker/secret/create/), `gcloud secrets create|versions add … --data-file=-`
  // (https://cloud.google.com/sdk/gcloud/reference/secrets/versions/add), Firebase `functions:secrets:set NAME`
  // (https://firebase.google.com/docs/functions/config-env#secret-manager). Words joined by a blank must all be present.
  wrangler: ['secret put', 'secret:put'],
  docker: ['--password-stdin', 'secret create'],
  gcloud: ['secrets --data-file=-', 'secrets --data-file=/dev/stdin'],
  firebase: ['functions:secrets:set'],
  'keepassxc-cli': [
    'show',
    'ls',
    'add',
    'edit',
    'rm',
    'export',
    'clip',
    'search',
    'db-info',
    'attachment-export',
    'mkdir',
    'merge',
    'totp',
  ],
};

/** Whether this simple command reads a credential from stdin (`kinit`, `docker login --password-stdin`). */
export function readsCredential(tool: string, words: readonly string[]): boolean {
  const needs = STDIN_CREDENTIALS[tool];
  return needs !== undefined && (needs.length === 0 || needs.some((need) => need.split(' ').every((word) => words.includes(word))));
}

// Options named like a password that hold none: a tool's own documentation says what they take.
// fcrackzip's `-p`/`--init-password` is where a brute-force search starts (https://manpages.debian.org/fcrackzip);
// VBoxManage's `--password` is a file holding the password, or `-` for stdin
// (https://www.virtualbox.org/manual/ch08.html#vboxmanage-showvminfo). Or a secret further on than the next word.
export const NOT_CREDENTIAL_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  fcrackzip: ['-p', '--init-password'],
  vboxmanage: ['--password'],
  // Its first word names a plugin, then a setting and its value (NAMED_SETTINGS).
  datasette: ['--plugin-secret'],
  // A switch that marks the value a secret, itself taking none (POSITIONAL_CREDENTIALS reads the value).
  pulumi: ['--secret'],
  esc: ['--secret'],
};

/** Whether `tool`'s option `flag` is named like a secret but holds none. */
export function notCredentialOption(tool: string, flag: string): boolean {
  return NOT_CREDENTIAL_OPTIONS[tool.toLowerCase()]?.includes(flag) ?? false;
}
