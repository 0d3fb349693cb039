import { constants } from 'node:fs';
import { lstat, open, readFile, realpath, stat } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Env } from '../../edge/env.js';
import { cliText } from '../../text.js';
import { makeDirs } from './makeDirs.js';
import { linkRefusal } from './linkedPath.js';
import { childProcess } from './childProcess.js';

// Making sure git keeps a personal settings file out of every commit: its entries carry this user's
// absolute paths. Git itself decides, so every rule counts: .gitignore files, .git/info/exclude,
// core.excludesFile.
// The CLI only; the hook never runs git.

const { spawnSync } = childProcess;

export type Ignored =
  | { state: 'no-git' }
  | { state: 'ignored' }
  | { state: 'tracked'; rel: string }
  | { state: 'excluded' | 'would-exclude'; line: string; exclude: string }
  | { state: 'failed'; exclude: string; error: unknown };

/** git in `dir`; a repository's own fsmonitor hook is not run (the repository may be anyone's). */
function git(dir: string, env: Env, args: string[]): { status: number | null; stdout: string } {
  const run = spawnSync('git', ['-c', 'core.fsmonitor=false', '-C', dir, ...args], {
    env: { ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 10_000,
  });
  return { status: run.error ? null : run.status, stdout: run.stdout ?? '' };
}

/** Ensures git ignores `file`: already ignored, or a line added to the repository's info/exclude (not committed). */
export async function ensureIgnored(file: string, env: Env, dryRun: boolean): Promise<Ignored> {
  const at = await inRepository(file, env);
  if (!at) return { state: 'no-git' };
  const { root, rel } = at;
  if (git(root, env, ['ls-files', '--error-unmatch', '--', rel]).status === 0) return { state: 'tracked', rel };
  if (git(root, env, ['check-ignore', '-q', '--', rel]).status === 0) return { state: 'ignored' };
  const exclude = excludeFile(root, env);
  const line = excludeLine(rel);
  if (dryRun) return { state: 'would-exclude', line, exclude };
  try {
    // .git/info/exclude (or .git itself) linked elsewhere is another repository's file.
    const linked = await linkRefusal(exclude, root);
    if (linked) throw new Error(linked);
    await appendLine(exclude, line);
    return { state: 'excluded', line, exclude };
  } catch (error) {
    return { state: 'failed', exclude, error };
  }
}

/**
 * Appends a line to a regular file, creating it (and its folder) if need be. The repository may be
 * anyone's: a link, FIFO or device there is refused, never followed or waited on.
 */
async function appendLine(path: string, line: string): Promise<void> {
  const dir = await lstat(dirname(path)).catch(() => undefined);
  if (dir && !dir.isDirectory()) throw new Error(cliText.install.notAFile(dirname(path)));
  if (!dir) await makeDirs(dirname(path));
  const info = await lstat(path).catch(() => undefined);
  if (info && !info.isFile()) throw new Error(cliText.install.notAFile(path));
  const file = await open(path, constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0), 0o644);
  try {
    const { size } = await file.stat();
    const last = Buffer.alloc(1);
    if (size > 0) await file.read(last, 0, 1, size - 1);
    await file.write(`${size === 0 || last[0] === 0x0a ? '' : '\n'}${line}\n`);
  } finally {
    await file.close();
  }
}

/** What install says about git and the personal file it writes at project scope. */
function ignoredLine(path: string, ignored: Ignored): string | undefined {
  switch (ignored.state) {
    case 'ignored':
      return cliText.install.form.ignored(path);
    case 'tracked':
      return cliText.install.form.tracked(path, ignored.rel);
    case 'excluded':
      return cliText.install.form.excluded(path, ignored.line, ignored.exclude);
    case 'would-exclude':
      return cliText.install.form.wouldExclude(ignored.line, ignored.exclude);
    case 'failed':
      return cliText.install.form.excludeFailed(path, ignored.exclude, ignored.error);
    default:
      return undefined;
  }
}

/** Ensures git ignores `file`, and returns what install says about it (nothing outside a repository). */
export async function keepOutOfGit(file: string, env: Env, dryRun: boolean): Promise<string | undefined> {
  return ignoredLine(file, await ensureIgnored(file, env, dryRun));
}

/** The repository's own exclude file (`.git/info/exclude`, wherever git keeps it). */
function excludeFile(root: string, env: Env): string {
  return resolve(root, git(root, env, ['rev-parse', '--git-path', 'info/exclude']).stdout.trim() || '.git/info/exclude');
}

/** The exclude line for `rel`: a leading slash anchors it at the root; glob characters are escaped. */
function excludeLine(rel: string): string {
  return `/${rel.replace(/([*?[\\])/g, '\\$1')}`;
}

/** The repository root and `file` relative to it, as git names them; undefined outside a repository. */
async function inRepository(file: string, env: Env): Promise<{ root: string; rel: string } | undefined> {
  // The nearest existing directory: the file and its folder may not exist yet.
  let dir = dirname(resolve(file));
  while (
    dirname(dir) !== dir &&
    !(await stat(dir).then(
      (info) => info.isDirectory(),
      () => false,
    ))
  )
    dir = dirname(dir);
  if (!(await mayBeRepository(dir, env))) return undefined;
  const top = git(dir, env, ['rev-parse', '--show-toplevel']);
  if (top.status !== 0) return undefined;
  const root = top.stdout.trim();
  // git names the root by its real path (/private/tmp on macOS): so must the file.
  const rel = relative(root, join(await realpath(dir), relative(dir, resolve(file))))
    .split(sep)
    .join('/');
  return rel.startsWith('../') ? undefined : { root, rel };
}

/**
 * git finds a work tree through a `.git` (folder or file) in the folder or one above it, or through
 * GIT_DIR / GIT_WORK_TREE. With neither there is no repository, and no git process to start: a user
 * install outside a repository, or an uninstall there, costs a walk up the tree instead.
 */
async function mayBeRepository(dir: string, env: Env): Promise<boolean> {
  if (env.GIT_DIR !== undefined || env.GIT_WORK_TREE !== undefined) return true;
  for (let at = dir; ; at = dirname(at)) {
    // Only "not there" rules a folder out; anything else (a folder we may not read) is for git to judge.
    const there = await lstat(join(at, '.git')).then(
      () => true,
      (error: NodeJS.ErrnoException) => error.code !== 'ENOENT' && error.code !== 'ENOTDIR',
    );
    if (there) return true;
    if (dirname(at) === at) return false;
  }
}

/** The rule that makes git ignore `file` (`.gitignore:3:/.omp/`), or undefined when git does not ignore it. */
export async function ignoredBy(file: string, env: Env): Promise<string | undefined> {
  const at = await inRepository(file, env);
  if (!at) return undefined;
  const check = git(at.root, env, ['check-ignore', '-v', '--no-index', '--', at.rel]);
  if (check.status !== 0) return undefined;
  const [source, line, pattern] = check.stdout.split('\t')[0]!.split(':');
  return `${source}:${line}: ${pattern}`;
}

/** Takes the line waymark added to info/exclude for `file` back out (exactly that line); says what it did. */
export async function forgetExcluded(file: string, env: Env, dryRun: boolean): Promise<string[]> {
  const at = await inRepository(file, env);
  if (!at) return [];
  const exclude = excludeFile(at.root, env);
  const line = excludeLine(at.rel);
  const info = await lstat(exclude).catch(() => undefined);
  if (!info?.isFile()) return [];
  const before = await readFile(exclude, 'utf8');
  const lines = before.split('\n');
  if (!lines.includes(line)) return [];
  if (!dryRun) await writeFileAtomic(exclude, lines.filter((each) => each !== line).join('\n'), { mode: info.mode & 0o777 });
  return [dryRun ? cliText.install.form.wouldUnexclude(line, exclude) : cliText.install.form.unexcluded(line, exclude)];
}

/** For a file that must stay visible to git (oh-my-pi skips ignored extensions): drops waymark's exclude line, then says whether another rule still ignores it. */
export async function ensureNotIgnored(file: string, env: Env, dryRun: boolean): Promise<string[]> {
  const said = await forgetExcluded(file, env, dryRun);
  const rule = dryRun && said.length > 0 ? undefined : await ignoredBy(file, env);
  return rule ? [...said, cliText.install.ompIgnored(file, rule)] : said;
}
