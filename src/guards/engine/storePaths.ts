import { isStoreOutput } from './generatedFolders.js';

// Object-store paths a delete names (`s3://b/builds/pr-412/`, `gs://b/cache/**`, rclone's `remote:b/tmp`, mc's
// `alias/b/ci/`, Azure's `--source c --pattern 'builds/*'`) and whether one is build output a CI run writes again
// (held-out round 84). The bucket or a key folder says so, and no folder says the objects are kept.

// Released or kept copies beside build output: `releases/`, `release-1.4/`, `backups/`, a version (`dist/v1.2.3/`),
// what deploys pull (`latest`, `stable`, `prod`), and a model registry's artifacts (MLflow's `mlruns`, `models/`).
const KEPT_WORD = /(?:^|[-_.])(?:releases?|backups?|archived?|archives)(?:$|[-_.])/;
const KEPT_NAME = /^(?:tags?|stable|latest|prod|production|live|snapshots?|mlflow|mlruns|models?|checkpoints?|experiments?)$/;
const VERSION = /^v?\d{1,6}(?:\.\d{1,6}){0,3}(?:[-+][\w.]{1,40})?$/;
/** A version folder (`v1.2.3`, `2.0`, `v2`); a plain number (`pipelines/1234`) is a run's id. */
const isVersion = (name: string) => VERSION.test(name) && (/^v/i.test(name) || name.includes('.'));

/** Azure's batch delete names the container and a pattern under it by options. */
const AZ_SOURCE = new Set(['--source', '-s']);
const AZ_PATTERN = '--pattern';

/** The store paths a call names: its operands, or Azure's `--source` container joined with its `--pattern`. */
export function storePaths(words: readonly string[], operands: readonly string[]): string[] {
  const at = words.findIndex((word) => AZ_SOURCE.has(word) || word.startsWith('--source='));
  if (at < 0) return [...operands];
  const source = words[at]!.startsWith('--source=') ? words[at]!.slice('--source='.length) : words[at + 1];
  if (source === undefined) return [];
  const p = words.findIndex((word) => word === AZ_PATTERN || word.startsWith(`${AZ_PATTERN}=`));
  const pattern = p < 0 ? '' : words[p]!.startsWith(`${AZ_PATTERN}=`) ? words[p]!.slice(AZ_PATTERN.length + 1) : (words[p + 1] ?? '');
  return [`${source}/${pattern}`];
}

/**
 * Whether every object under `path` is build output (`s3://acme-ci-artifacts/builds/pr-412/`, `gs://b/pipelines/1234/`):
 * a part is named for it, or for one request's preview (`isPreview`: `preview/pr-88`), and none for a kept copy.
 */
export function rebuiltInStore(path: string, isPreview: (name: string) => boolean): boolean {
  const parts = path
    .replace(/^[a-z][a-z0-9+.-]{0,20}:\/\//i, '')
    .replace(/^[\w.-]{1,64}:(?!\/\/)/, '')
    .split('/')
    .filter((part) => part !== '' && !/^[*?]+$/.test(part));
  if (parts.some((part) => KEPT_WORD.test(part.toLowerCase()) || KEPT_NAME.test(part.toLowerCase()) || isVersion(part))) return false;
  return parts.some((part) => isStoreOutput(part) || isPreview(part));
}
