import { join, resolve } from 'node:path';
import { readBounded } from '../project/boundedRead.js';
import { displayPath, isInside } from '../project/projectRoot.js';
import { scratchDirs } from './lib/scratch.js';
import { basename, commandWords, shellWords, type SimpleCommand } from './lib/shellWords.js';
import { text } from '../text.js';
import type { Guard, GuardContext } from './guard.js';

/** One risky command: as written, and what it puts at risk. */
interface Hit {
  command: string;
  risk: string;
}

interface Scope {
  /** The directory relative paths resolve against; undefined after a `cd` we cannot follow. */
  dir: string | undefined;
  context: GuardContext;
}

const MAX_DEPTH = 3;
const MAX_TARGETS = 64;
const MAX_SHOWN = 80;

/** Shell commands that delete, overwrite or rewrite what is hard to get back. */
export const destructive: Guard = {
  id: 'destructive',
  detect(event, context) {
    const command = event.tool_input?.command;
    if (event.tool_name !== 'Bash' || !command) return undefined;
    const hits = scan(command, { dir: context.cwd, context }, 0);
    if (hits.length === 0) return undefined;
    const unique = [...new Map(hits.map((hit) => [`${hit.command}\u0000${hit.risk}`, hit])).values()].slice(0, 3);
    return { items: unique.map((hit) => `- \`${shorten(hit.command)}\`: ${hit.risk}`).join('\n') };
  },
};

/** The command on one line, bounded, with any credentials in URLs blanked (`https://…@host`). */
function shorten(command: string): string {
  const line = command.replace(/\s+/g, ' ').replace(/\/\/[^\s/@:]+:[^\s/@]+@/g, '//…@');
  return line.length > MAX_SHOWN ? `${line.slice(0, MAX_SHOWN - 1)}…` : line;
}

function scan(line: string, scope: Scope, depth: number): Hit[] {
  const { commands, segments } = shellWords(line);
  const hits: Hit[] = [];
  for (const simple of commands) {
    const words = commandWords(simple.words);
    const name = words[0] === undefined ? '' : basename(words[0]);
    if (name === 'cd') {
      scope.dir = changeDir(words[1], scope);
      continue;
    }
    // `bash -c '…'`: the quoted script is the command.
    if (/^(?:ba|z|k|da)?sh$/.test(name) && depth < MAX_DEPTH) {
      const script = words[words.indexOf('-c') + 1];
      if (words.includes('-c') && script) hits.push(...scan(script, scope, depth + 1));
      continue;
    }
    const risk = judge(name, words, simple, scope);
    if (risk) hits.push({ command: simple.source, risk });
  }
  // With a database client in the line, SQL may reach it as an argument, through a pipe or a heredoc.
  if (commands.some((simple) => SQL_CLIENTS.test(basename(commandWords(simple.words)[0] ?? '')))) {
    for (const text of [...commands.map((simple) => simple.words.join(' ')), ...segments.map((segment) => segment.text)]) {
      const drop = SQL_DROP.exec(text);
      if (drop) hits.push({ command: drop[0].trim(), risk: RISK.sql });
    }
  }
  return hits;
}

const RISK = {
  root: 'deletes from the filesystem root',
  system: (path: string) => `deletes the system directory ${path}`,
  home: 'deletes your home directory',
  aboveHome: (path: string) => `deletes ${path}, which holds your home directory`,
  project: 'deletes the whole project',
  aboveProject: (path: string) => `deletes ${path}, which holds the project`,
  gitDir: "deletes the repository's history (`.git`)",
  outside: (path: string) => `deletes ${path}, outside the project`,
  emptyVar: (word: string) => `if \`${word.replace(/\/.*$/, '')}\` is empty or unset this deletes from \`/\``,
  tempRoot: 'deletes the whole system temp directory, including other programs\' files',
  forcePush: (branch: string | undefined) =>
    branch && DEFAULT_BRANCHES.has(branch)
      ? `rewrites the history of the default branch \`${branch}\` on the remote; others' commits can be lost`
      : `rewrites the remote branch's history${branch ? ` (\`${branch}\`)` : ''}; others' commits can be lost`,
  mirror: 'makes the remote an exact copy of this repository, deleting its other branches and tags',
  resetHard: 'discards every uncommitted change in the working tree, with no undo',
  clean: (what: string) => `deletes ${what}, with no undo`,
  checkoutAll: 'discards uncommitted changes to every file under the path, with no undo',
  stashClear: 'deletes every stash entry',
  filterBranch: 'rewrites the whole history of the repository',
  chmod777: 'makes every file under it writable (and executable) by every user',
  modeBroad: (command: string, path: string) => `changes the ${command === 'chmod' ? 'permissions' : command === 'chgrp' ? 'group' : 'owner'} of everything under ${path}`,
  device: (path: string) => `overwrites the device ${path}: everything on it is lost`,
  mkfs: 'formats a device: everything on it is lost',
  sql: 'drops or empties database objects and their data',
  dbReset: 'drops and recreates the database: its data is lost',
  infraDestroy: 'destroys the deployed infrastructure (and the data it holds)',
  kubectl: 'deletes cluster resources across a whole namespace or cluster',
  docker: 'deletes Docker volumes and the data in them',
  cloudStorage: 'deletes cloud storage objects recursively',
};

// ── rm and find ──────────────────────────────────────────────────────────────────────────────────

const SYSTEM_DIRS = new Set([
  '/bin', '/boot', '/dev', '/etc', '/home', '/lib', '/lib32', '/lib64', '/media', '/mnt', '/opt', '/proc', '/root', '/run', '/sbin',
  '/srv', '/sys', '/usr', '/var', '/Applications', '/Library', '/System', '/Users', '/Volumes', '/private', '/nix', '/snap',
  '/usr/bin', '/usr/lib', '/usr/local', '/usr/share', '/var/lib', '/var/log',
]);

const VARIABLE = /^\$(?:\{(\w+)\}|(\w+))/;

/** What deleting `word` (recursively) from `scope.dir` puts at risk, or undefined when it stays in bounds. */
function judgeDeletion(word: string, scope: Scope): string | undefined {
  const { context } = scope;
  let path = word;
  const variable = VARIABLE.exec(path);
  if (variable) {
    const name = variable[1] ?? variable[2]!;
    const known = name === 'HOME' ? context.home : name === 'PWD' ? scope.dir : undefined;
    const rest = path.slice(variable[0].length);
    // `rm -rf $DIR/` and `rm -rf "$DIR"/*` delete from `/` when DIR is unset.
    if (known === undefined) return /^\/?\*?$|^\/\.\*$/.test(rest) && rest !== '' ? RISK.emptyVar(word) : undefined;
    path = known + rest;
  }
  if (path.includes('$') || path.includes('`')) return undefined;
  if (path === '~' || path.startsWith('~/')) path = context.home + path.slice(1);
  else if (path.startsWith('~')) return undefined;
  // `dir/*` deletes the directory's contents; `dir/*.log` or `dist*` only some entries in it.
  const glob = path.search(/[*?[]/);
  if (glob < 0) return path.startsWith('/') || scope.dir !== undefined ? judgeAll(resolve(scope.dir ?? '/', path), context) : undefined;
  const slash = path.lastIndexOf('/', glob);
  const parent = path.slice(0, slash + 1) || '.';
  if (!parent.startsWith('/') && scope.dir === undefined) return undefined;
  const dir = resolve(scope.dir ?? '/', parent);
  const component = path.slice(slash + 1).replace(/\/+$/, '');
  return component === '*' || component === '.*' ? judgeAll(dir, context) : judgeSome(dir, context);
}

/** What deleting `target` and everything under it puts at risk. */
function judgeAll(target: string, context: GuardContext): string | undefined {
  const { root, home } = context;
  if (target === '/') return RISK.root;
  if (SYSTEM_DIRS.has(target)) return RISK.system(target);
  if (target === home) return RISK.home;
  if (isInside(home, target)) return RISK.aboveHome(target);
  if (target === root) return RISK.project;
  if (isInside(root, target)) return RISK.aboveProject(target);
  if (target === join(root, '.git')) return RISK.gitDir;
  if (isInside(target, root)) return undefined;
  for (const scratch of scratchDirs(context.env)) {
    if (target === scratch) return RISK.tempRoot;
    if (isInside(target, scratch)) {
      context.aside?.(text.why.scratch(scratch));
      return undefined;
    }
  }
  return RISK.outside(displayPath(target, root));
}

/** What deleting some of the entries under `dir` (a glob, or find's predicates) puts at risk. */
function judgeSome(dir: string, context: GuardContext): string | undefined {
  if (isInside(dir, context.root) || scratchDirs(context.env).some((scratch) => isInside(dir, scratch))) return undefined;
  if (dir === '/' || SYSTEM_DIRS.has(dir) || dir === context.home || isInside(context.home, dir)) return judgeAll(dir, context);
  return RISK.outside(displayPath(dir, context.root));
}

function changeDir(to: string | undefined, scope: Scope): string | undefined {
  if (to === undefined || to === '~') return scope.context.home;
  if (to === '-' || to.includes('$') || to.includes('`')) return undefined;
  if (to.startsWith('~/')) return join(scope.context.home, to.slice(2));
  if (to.startsWith('/')) return resolve(to);
  return scope.dir === undefined ? undefined : resolve(scope.dir, to);
}

function operands(words: readonly string[]): { flags: string; longs: string[]; args: string[] } {
  let flags = '';
  const longs: string[] = [];
  const args: string[] = [];
  let ended = false;
  for (const word of words) {
    if (ended || !word.startsWith('-') || word === '-') args.push(word);
    else if (word === '--') ended = true;
    else if (word.startsWith('--')) longs.push(word);
    else flags += word.slice(1);
  }
  return { flags, longs, args };
}

function judgeRm(words: string[], scope: Scope): string | undefined {
  const { flags, longs, args } = operands(words.slice(1));
  if (!/[rR]/.test(flags) && !longs.includes('--recursive')) return undefined;
  // A generated list of thousands of paths is judged by its first ones: the hook must stay cheap.
  for (const arg of args.slice(0, MAX_TARGETS)) {
    const risk = judgeDeletion(arg, scope);
    if (risk) return risk;
  }
  return undefined;
}

function judgeFind(words: string[], scope: Scope): string | undefined {
  if (!words.includes('-delete') && !words.some((word, i) => word === '-exec' && /^(?:rm|shred)$/.test(basename(words[i + 1] ?? '')))) return undefined;
  const paths = words.slice(1, words.findIndex((word, i) => i > 0 && /^[-!(]/.test(word)) >>> 0);
  for (const path of paths.length > 0 ? paths : ['.']) {
    // find deletes what its predicates select: judge the tree it walks, not a wholesale delete.
    const risk = judgeDeletion(path.endsWith('/') ? `${path}*.x` : `${path}/*.x`, scope);
    if (risk) return risk;
  }
  return undefined;
}

// ── git ──────────────────────────────────────────────────────────────────────────────────────────

const DEFAULT_BRANCHES = new Set(['main', 'master', 'trunk', 'develop', 'production', 'prod', 'release']);

/** `git` with its global options (`-C dir`, `-c k=v`, `--no-pager`) removed. */
function gitArgs(words: string[]): string[] {
  let i = 1;
  while (i < words.length && words[i]!.startsWith('-')) i += /^-[Cc]$|^--(?:git-dir|work-tree|namespace)$/.test(words[i]!) ? 2 : 1;
  return words.slice(i);
}

function judgeGit(words: string[], scope: Scope): string | undefined {
  const [sub, ...rest] = gitArgs(words);
  const { flags, longs, args } = operands(rest);
  switch (sub) {
    case 'push': {
      if (longs.includes('--mirror')) return RISK.mirror;
      const refspecs = args.slice(1);
      const forcedRef = refspecs.find((ref) => ref.startsWith('+'));
      const force = flags.includes('f') || longs.includes('--force') || forcedRef !== undefined;
      const lease = longs.some((flag) => flag.startsWith('--force-with-lease') || flag === '--force-if-includes');
      if (!force && !lease) return undefined;
      const branch = pushedBranch(forcedRef ?? refspecs[0], scope);
      // With a lease the remote is checked first: only the default branch is worth a word.
      if (!force && !(branch && DEFAULT_BRANCHES.has(branch))) return undefined;
      return RISK.forcePush(branch);
    }
    case 'reset':
      return longs.includes('--hard') ? RISK.resetHard : undefined;
    case 'clean': {
      if (flags.includes('n') || longs.includes('--dry-run')) {
        scope.context.aside?.(text.why.dryRun('git clean --dry-run'));
        return undefined;
      }
      if (flags.includes('i') || longs.includes('--interactive')) return undefined;
      const force = flags.includes('f') || longs.includes('--force');
      if (!force || !(flags.includes('d') || flags.includes('x') || flags.includes('X'))) return undefined;
      return RISK.clean(
        flags.includes('x') ? 'untracked and ignored files (`.env`, local config, build caches)' : flags.includes('X') ? 'ignored files (`.env`, local config, build caches)' : 'untracked files and folders',
      );
    }
    case 'checkout':
    case 'restore': {
      if (sub === 'restore' && (longs.includes('--staged') || flags.includes('S')) && !longs.includes('--worktree') && !flags.includes('W')) return undefined;
      const separator = rest.indexOf('--');
      const paths = sub === 'restore' ? args : separator >= 0 ? rest.slice(separator + 1) : args.length === 1 && args[0] === '.' ? args : [];
      return paths.some((path) => path === '.' || path === ':/' || path === '*' || path === './') ? RISK.checkoutAll : undefined;
    }
    case 'stash':
      return args[0] === 'clear' ? RISK.stashClear : undefined;
    case 'filter-branch':
      return RISK.filterBranch;
    default:
      return undefined;
  }
}

/** The branch a push writes to: the refspec's destination, else the checked-out branch. */
function pushedBranch(refspec: string | undefined, scope: Scope): string | undefined {
  const destination = refspec?.replace(/^\+/, '').split(':').pop()?.replace(/^refs\/heads\//, '');
  if (destination && destination !== 'HEAD') return destination;
  // A bounded read of HEAD, only once a force push is found.
  const head = readBounded(join(scope.context.root, '.git', 'HEAD'), 512)?.text ?? '';
  return /^ref: refs\/heads\/(\S+)/.exec(head)?.[1];
}

// ── everything else ──────────────────────────────────────────────────────────────────────────────

const SQL_CLIENTS = /^(?:psql|mysql|mariadb|sqlite3?|sqlcmd|clickhouse-client|clickhouse|duckdb|cockroach|cqlsh|snowsql|bq|mongo|mongosh|usql|pgcli|mycli|litecli|turso|wrangler|supabase|sqlplus)$/;
const SQL_DROP = /\b(?:DROP\s+(?:DATABASE|SCHEMA|TABLE|KEYSPACE)\b[^;'"\n]*|TRUNCATE\s+(?:TABLE\s+)?\w[^;'"\n]*|DELETE\s+FROM\s+[\w."]+\s*(?:;|$)|db\.dropDatabase\(\)|\.drop\(\))/im;
const DEVICE = /^\/dev\/(?!(?:null|zero|u?random|stdout|stderr|stdin|tty\w*|fd\/\d+|pts\/\d+|shm\/.*)$)/;

function judge(name: string, words: string[], simple: SimpleCommand, scope: Scope): string | undefined {
  const device = simple.redirects.find((target) => DEVICE.test(target));
  if (device) return RISK.device(device);
  switch (name) {
    case 'rm':
      return judgeRm(words, scope);
    case 'find':
      return judgeFind(words, scope);
    case 'git':
      return judgeGit(words, scope);
    case 'chmod':
    case 'chown':
    case 'chgrp': {
      const { flags, longs, args } = operands(words.slice(1));
      if (!flags.includes('R') && !longs.includes('--recursive')) return undefined;
      if (name === 'chmod' && args.some((arg) => /^0?777$|^(?:a|ugo)?[+=]rwx$/.test(arg))) return RISK.chmod777;
      const broad = args.slice(1).find((arg) => {
        const risk = judgeDeletion(arg, scope);
        return risk !== undefined && !risk.includes('outside the project');
      });
      return broad ? RISK.modeBroad(name, broad) : undefined;
    }
    case 'dd': {
      const output = words.find((word) => word.startsWith('of='))?.slice(3);
      return output && DEVICE.test(output) ? RISK.device(output) : undefined;
    }
    case 'shred':
    case 'wipefs':
    case 'blkdiscard': {
      const target = words.slice(1).find((word) => DEVICE.test(word));
      return target ? RISK.device(target) : undefined;
    }
    case 'mkswap':
      return RISK.mkfs;
    case 'dropdb':
      return RISK.sql;
    case 'terraform':
    case 'tofu':
    case 'terragrunt':
      return words[1] === 'destroy' || (words[1] === 'apply' && (words.includes('-destroy') || words.includes('--destroy'))) || (words[1] === 'run-all' && words[2] === 'destroy')
        ? RISK.infraDestroy
        : undefined;
    case 'pulumi':
    case 'cdk':
    case 'cdktf':
    case 'sst':
    case 'serverless':
    case 'sls':
      return words[1] === 'destroy' || words[1] === 'remove' ? RISK.infraDestroy : undefined;
    case 'kubectl':
    case 'oc': {
      if (words[1] !== 'delete') return undefined;
      const broad = words.some((word) => word === '--all' || word === '-A' || word === '--all-namespaces' || /^--all(?:-namespaces)?=true$/.test(word));
      return broad || /^(?:ns|namespaces?)$/.test(words[2] ?? '') ? RISK.kubectl : undefined;
    }
    case 'docker':
    case 'podman':
      return judgeDocker(words.slice(1));
    case 'docker-compose':
      return judgeDocker(['compose', ...words.slice(1)]);
    case 'aws':
      return (words[1] === 's3' && ((words[2] === 'rm' && words.includes('--recursive')) || (words[2] === 'rb' && words.includes('--force')))) ||
        (words[1] === 's3api' && words[2] === 'delete-bucket')
        ? RISK.cloudStorage
        : undefined;
    case 'gsutil':
    case 'gcloud': {
      const at = words.indexOf('rm');
      return at > 0 && words.slice(at).some((word) => /^-[a-zA-Z]*[rR]/.test(word) || word === '--recursive') ? RISK.cloudStorage : undefined;
    }
    case 'rclone':
      return words[1] === 'purge' ? RISK.cloudStorage : undefined;
    default:
      break;
  }
  if (/^mkfs(?:\.\w+)?$/.test(name)) return RISK.mkfs;
  if (/^(?:rails|rake|bin\/rails)$/.test(name) && words.some((word) => /^db:(?:drop|reset|purge|schema:load)(?::|$)/.test(word))) return RISK.dbReset;
  if ((name === 'prisma' || (/^(?:npx|pnpm|yarn|bunx)$/.test(name) && words[1] === 'prisma')) && ((words.includes('migrate') && words.includes('reset')) || words.includes('--force-reset'))) return RISK.dbReset;
  if (/^python[\d.]*$/.test(name) && words[1] === 'manage.py' && (words[2] === 'flush' || words[2] === 'reset_db')) return RISK.dbReset;
  return undefined;
}

function judgeDocker(args: string[]): string | undefined {
  const [group, action, ...rest] = args;
  if (group === 'volume' && (action === 'prune' || action === 'rm')) return RISK.docker;
  if (group === 'system' && action === 'prune' && rest.includes('--volumes')) return RISK.docker;
  if (group === 'compose' || group === 'stack') {
    const down = args.indexOf('down');
    if (down > 0 && args.slice(down).some((word) => word === '-v' || word === '--volumes')) return RISK.docker;
  }
  return undefined;
}
