// Shared by the converters of the external suites (test/fixtures/external/<suite>/): reading a
// pinned commit of a repository snapshot, writing or checking the converted files byte for byte.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const EXTERNAL = join(ROOT, 'test', 'fixtures', 'external');

/** A read-only view of one commit of a git directory (a bare mirror or a clone's .git). */
export function snapshot(gitDir, commit) {
  const git = (...args) => execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 1 << 30 });
  try {
    git('cat-file', '-e', `${commit}^{commit}`);
  } catch {
    throw new Error(`${gitDir} does not hold commit ${commit}: fetch that snapshot first`);
  }
  return {
    commit,
    /** Paths of the files under `dir` at the commit, sorted by byte order. */
    list: (dir) => git('ls-tree', '-r', '-z', '--name-only', commit, '--', dir).toString('utf8').split('\0').filter(Boolean).sort(byBytes),
    read: (path) => git('show', `${commit}:${path}`).toString('utf8'),
    /** Many files at once through one `git cat-file --batch`, in the order given; undefined for a blob the snapshot lacks. */
    readMany: (paths) => {
      const out = spawnSync('git', ['--git-dir', gitDir, 'cat-file', '--batch'], {
        input: paths.map((path) => `${commit}:${path}\n`).join(''),
        maxBuffer: 2 ** 31,
      }).stdout;
      const files = [];
      let at = 0;
      for (const path of paths) {
        const end = out.indexOf(10, at);
        const header = out.subarray(at, end).toString();
        // A snapshot may leave out its largest blobs: `<object> missing`, and nothing after it.
        if (header.endsWith(' missing')) {
          files.push(undefined);
          at = end + 1;
          continue;
        }
        const size = Number(header.split(' ')[2]);
        if (!Number.isFinite(size)) throw new Error(`cannot read ${path}: ${header}`);
        files.push(out.subarray(end + 1, end + 1 + size).toString('utf8'));
        at = end + 1 + size + 1;
      }
      return files;
    },
  };
}

export const byBytes = (a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** One JSON value per line, keys in the order built. */
export const jsonl = (rows) => rows.map((row) => `${JSON.stringify(row)}\n`).join('');

/**
 * Secrets in fixtures carry a « after the third character of every run of 16 or more token
 * characters holding both a digit and a letter, so that
 * secret scanners do not flag this repository; the scorer removes every «.
 */
export function mask(text) {
  if (text.includes('«')) throw new Error(`source text already holds «: ${text.slice(0, 80)}`);
  return text.replace(/[A-Za-z0-9_+=-]{16,}/g, (run) =>
    /\d/.test(run) && /[A-Za-z]/.test(run) ? `${run.slice(0, 3)}«${run.slice(3)}` : run,
  );
}
export const unmask = (text) => text.replaceAll('«', '');

/**
 * Writes each converted file into test/fixtures/external/<suite>/, or with `check` compares it with
 * what is committed and reports every file that differs. Returns the number of differing files.
 */
export function emit(suite, files, check) {
  const dir = join(EXTERNAL, suite);
  let differing = 0;
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name);
    if (check) {
      const committed = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
      if (committed !== content) {
        differing++;
        console.error(`${suite}/${name}: differs from what the converter builds${committed === undefined ? ' (missing)' : ''}`);
      }
    } else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
    }
  }
  if (check && differing === 0) console.log(`${suite}: ${Object.keys(files).length} files rebuilt byte for byte`);
  if (!check)
    console.log(
      `${suite}: wrote ${Object.keys(files)
        .map((name) => `${name} (${Buffer.byteLength(files[name])} B)`)
        .join(', ')}`,
    );
  return differing;
}

/** source.json: where a suite came from, under which licence. */
export const sourceJson = (fields) => `${JSON.stringify(fields, null, 2)}\n`;
