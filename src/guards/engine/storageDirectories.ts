import type { SdkCall } from './sdkCalls.js';
import { nameWords } from '../lib/scratch.js';
import { receiverChain } from './receiverChain.js';

// A storage SDK's delete of a directory, a key prefix or a bucket's contents, in code the agent writes: Laravel's
// `Storage::disk('s3')->deleteDirectory('hearings/' . $year)`, Flysystem's `$filesystem->deleteDirectory($dir)`, the AWS SDK
// for PHP's `deleteMatchingObjects($bucket, $prefix)`, Azure Data Lake's `delete_directory(…)`, Supabase's `emptyBucket(…)`,
// a Laravel disk's `delete(Storage::allFiles('scans/' . $year))`, and a loop deleting every blob a prefix listing returns.
// Each takes every object under the prefix, usually in cloud storage with no undo (held-out round 151). A prefix written as
// a scratch, cache or build folder (`'tmp/' . $id`, `"cache/{$run}"`, `livewire-tmp`, `$tmpDir`) holds the code's own
// throwaway copies, as it does for boto3's prefix batch (sdkCalls.ts). A local tree delete (`File::deleteDirectory`,
// `FileUtils.deleteDirectory`, `shutil.rmtree`) is judged as `rm -r` of its path (rules/code-deletes.json), not here.
// Every read is a bounded window or a bounded pattern: linear in the code.

const WINDOW = 300;
const BACK = 600;

/** Names that delete a directory or a key prefix and everything under it (`deleteDirectory`, `deleteDir`, `delete_prefixed`). */
const DIRECTORY_WORDS = /^(?:directory|dir|folder|prefix|prefixed)$/;
/** Chain links that are this machine's file system, whose tree deletes code-deletes.json judges by their path. */
const LOCAL = /^(?:File|FileUtils|Files|files|\$files|FileSystem|PathUtils)$/;
/** Chain links that name a storage handle: a Laravel disk, a bucket, a container, a data lake's file system (unanchored: linear). */
const STORAGE_LINK = /storage|disk|bucket|container|blob|filesystem|file_system|flysystem|datalake|data_lake|s3|gcs|minio|supabase/i;
/** Imports and clients of a storage SDK in the same code. */
const STORAGE_CODE =
  /Illuminate\\Support\\Facades\\Storage|Illuminate\\Contracts\\Filesystem|League\\Flysystem|Aws\\S3|google\.cloud(?:\s+import\s+|\.)storage|@google-cloud\/storage|azure\.storage|@azure\/storage|Azure\.Storage|com\.azure\.storage|@supabase\/|supabase|@flystorage|django\.core\.files\.storage|Storage::disk\s*\(/;
/**
 * A key prefix written as a scratch, cache or build folder, at the start or after one or two folders (`"tmp/"`,
 * `f"cache/{run}/"`, `'exports/tmp/' . $id`, `"ci/test-fixtures/"`), a `-tmp`/`_tmp` folder too (Livewire's `livewire-tmp`).
 */
export const SCRATCH_PREFIX =
  /^[rbuf]{0,2}["'`](?:[\w.-]{1,64}\/){0,2}(?:[\w.]{1,40}[-_])?(?:tmp|temp|cache|caches|scratch|test|tests|testing|test-fixtures|build|builds)(?:[/_-]|["'`{$])/i;
/** Words of a variable's name that say it holds a scratch folder (`$tmpDir`, `cache_prefix`, `tempPath`). */
const SCRATCH_WORDS = new Set(['tmp', 'temp', 'temporary', 'cache', 'scratch', 'build']);

/** Whether a prefix, as written, is a scratch folder's: a literal that starts as one, or a variable named for one. */
export function scratchPrefix(written: string): boolean {
  const value = written.trim();
  if (SCRATCH_PREFIX.test(value)) return true;
  // `$tmpDir . '/x'`, `$this->cachePath`, `options.tempPrefix`: the first operand's last name.
  const operand = /^[$\w>.:-]{1,120}/.exec(value)?.[0];
  if (operand === undefined || /^["'`]/.test(value)) return false;
  const name = operand.split(/->|::|\./).at(-1) ?? '';
  return nameWords(name).some((word) => SCRATCH_WORDS.has(word));
}

/** The first argument of a call whose `(` is at `open`, raw, to its top-level `,` or `)`, bounded; '' when none. */
function argumentAt(masked: string, text: string, open: number, index = 0): string {
  let depth = 0;
  let from = open + 1;
  let n = 0;
  for (let i = open + 1; i < masked.length && i - open < WINDOW; i++) {
    const ch = masked[i]!;
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      if (depth === 0) return n === index ? text.slice(from, i).trim() : '';
      depth--;
    } else if (ch === ',' && depth === 0) {
      if (n === index) return text.slice(from, i).trim();
      n++;
      from = i + 1;
    }
  }
  return '';
}

/** What a delete's target reads as in the advice: the prefix as written, one line, bounded. */
function shown(target: string): string {
  const line = target.replace(/\s+/g, ' ');
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}

/** A Laravel filesystem handle: the `Storage` facade, `Storage::disk(…)`, or a variable given one. */
function laravelHandle(chain: readonly string[], masked: string, start: number): boolean {
  if (chain[0] === 'Storage' || (chain[0] === 'disk' && chain[1] === 'Storage')) return true;
  const variable = chain[0];
  if (chain.length !== 1 || variable === undefined || !/^\$\w{1,40}$/.test(variable)) return false;
  const before = masked.slice(Math.max(0, start - BACK), start);
  return new RegExp(`\\${variable}\\s{0,8}=\\s{0,8}Storage::disk\\s{0,8}\\(`).test(before);
}

/** Laravel's listings of a disk's files under a folder (`allFiles`, `files`), their folder as written. */
const LARAVEL_LISTING = /(?:->|::)\s{0,8}(?:allFiles|files)\s{0,8}\(\s{0,8}([^()]{0,200}?)\s{0,8}\)/;

/** The folder a Laravel `delete(…)` empties: a listing in its argument, or one its `foreach` walks; undefined for named files. */
function laravelListed(argument: string, text: string, start: number): string | undefined {
  const listed = LARAVEL_LISTING.exec(argument);
  if (listed) return listed[1]!;
  const variable = /^\$\w{1,40}$/.exec(argument)?.[0];
  if (variable === undefined) return undefined;
  const before = text.slice(Math.max(0, start - BACK), start);
  // The last `as $file)` before the call, then the `foreach` that opens it: each read is a bounded pattern from a literal.
  const header = new RegExp(`\\bas\\s{1,8}\\${variable}\\s{0,8}(?:=>\\s{0,8}\\$\\w{1,40}\\s{0,8})?\\)`, 'g');
  let at = -1;
  let seen = 0;
  for (let match = header.exec(before); match && seen++ < 16; match = header.exec(before)) at = match.index;
  const loop = at < 0 ? -1 : before.lastIndexOf('foreach', at);
  return loop < 0 ? undefined : LARAVEL_LISTING.exec(before.slice(loop, at))?.[1];
}

/** A storage listing a loop walks (`for blob in bucket.list_blobs(prefix=…):`, `for await (const b of c.listBlobsFlat({ prefix }))`). */
const LISTING_CALL = /(?:list_blobs|walk_blobs|listBlobsFlat|listBlobsByHierarchy)\s{0,8}\(/;
/** A prefix given to a listing or a batch delete: `prefix=`, `prefix:`, Azure's `name_starts_with=`. */
const PREFIX_ARGUMENT = /\b(?:prefix|Prefix|name_starts_with)\s{0,8}[=:]\s{0,8}([^,()\n]{1,200})/;

/** The listing a loop variable walks, if it is a storage listing: its arguments, raw. */
function listingLoop(variable: string, text: string, start: number): string | undefined {
  if (!/^[A-Za-z_$][\w$]{0,40}$/.test(variable)) return undefined;
  const escaped = variable.replaceAll('$', '\\$');
  const before = text.slice(Math.max(0, start - BACK), start);
  const loop = new RegExp(
    `\\bfor\\s{0,8}(?:await\\s{0,8})?\\(?\\s{0,8}(?:const\\s+|let\\s+|var\\s+)?${escaped}\\s{1,8}(?:in|of)\\s{1,8}(?:await\\s{1,8})?` +
      `[\\w$.]{1,80}\\.(?:list_blobs|walk_blobs|listBlobsFlat|listBlobsByHierarchy)\\s{0,8}\\(([^()]{0,200})\\)`,
    'g',
  );
  let last: RegExpExecArray | undefined;
  let seen = 0;
  for (let match = loop.exec(before); match && seen++ < 16; match = loop.exec(before)) last = match;
  if (last === undefined) return undefined;
  // `if blob.updated < cutoff:` between the loop and the delete chooses some blobs, as a filter does.
  if (/\bif\b/.test(before.slice(last.index + last[0].length))) return undefined;
  return last[1]!;
}

/** What the whole code says, read once per text: hostile code may call a directory delete thousands of times. */
let facts: { text: string; storage: boolean; fake: boolean } = { text: '', storage: false, fake: false };
function read(text: string): { storage: boolean; fake: boolean } {
  if (facts.text !== text) facts = { text, storage: STORAGE_CODE.test(text), fake: /\bStorage::fake\s{0,8}\(/.test(text) };
  return facts;
}

/**
 * A wrapper of the same operation around the call (`async deleteDirectory(path) { await this.inner.deleteDirectory(path) }`,
 * `public function deleteDirectory(string $path): void { $this->disk->deleteDirectory($path); }`): an adapter's code,
 * forwarding what its caller names.
 */
function forwarded(name: string, masked: string, start: number): boolean {
  const escaped = name.replaceAll('$', '\\$');
  const wrapper = new RegExp(`(?:^|\\n)[ \\t]{0,16}(?:\\w{1,12}[ \\t]{1,4}){0,4}${escaped}[ \\t]{0,4}\\([^()]{0,200}\\)[^{;\\n]{0,80}\\{`);
  return wrapper.test(masked.slice(Math.max(0, start - BACK), start));
}

/**
 * A storage SDK's delete of a directory, a prefix or a bucket's contents at the call `name` (its words `words`, the verb
 * first) on `chain` (nearest link first): the call to report, `null` for one such SDK's call that takes only named files or
 * a scratch folder (nothing else should read it), or undefined when it is no such call.
 */
export function storageDirectoryDelete(
  words: readonly string[],
  chain: readonly string[],
  masked: string,
  text: string,
  start: number,
  name: string,
  open: number,
): SdkCall | null | undefined {
  const verb = words[0]!;
  const rest = words.slice(1).filter((word) => word !== 'async' && word !== 'recursive' && word !== 'recursively');
  // A method defined, not called (`async deleteDirectory(path: string): Promise<void> {`).
  const close = masked.slice(open, open + WINDOW).indexOf(')');
  if (close > 0 && /^\s{0,8}(?::\s{0,8}[\w$<>[\]|. ?]{1,60})?\s{0,8}\{/.test(masked.slice(open + close + 1, open + close + 80)))
    return undefined;
  const written = `${text.slice(receiverChain(masked, start).start, start)}${name}`.slice(-60);
  const every = (target: string): SdkCall | null =>
    scratchPrefix(target) || forwarded(name, masked, start)
      ? null
      : { written, verb: verb === 'empty' ? 'delete' : verb, noun: shown(target === '' ? written : target), all: true, bare: false };
  const directory = verb === 'delete' && rest.length === 1 && DIRECTORY_WORDS.test(rest[0]!);
  const matching = verb === 'delete' && rest.join(' ') === 'matching objects';
  const emptied = verb === 'empty' && rest.length === 1 && rest[0] === 'bucket';
  if (directory || matching || emptied) {
    if (chain.length > 0 && LOCAL.test(chain[0]!)) return undefined;
    if (!chain.some((link) => STORAGE_LINK.test(link)) && !read(text).storage) return undefined;
    // A test's fake disk (`Storage::fake('s3')`) holds only what the test wrote.
    if (read(text).fake) return null;
    // The AWS SDK for PHP's `deleteMatchingObjects($bucket, $prefix)`: the prefix is the second argument.
    return every(argumentAt(masked, text, open, matching ? 1 : 0));
  }
  // Active Storage's blobs or attachments purged over a relation (`ActiveStorage::Attachment.where(record_type: 'Hearing')
  // .find_each(&:purge)`): every stored file it selects. Unattached blobs (`ActiveStorage::Blob.unattached`) are orphans
  // no record points to, the cleanup Rails' guide gives.
  if (verb === 'purge' && (rest.length === 0 || rest.join(' ') === 'later') && chain.includes('ActiveStorage'))
    return chain.includes('unattached') || forwarded(name, masked, start) ? null : { written, verb, noun: 'blob', all: true, bare: false };
  if (verb !== 'delete') return undefined;
  // Django's `default_storage.delete(…)` of each name a listing of a scratch folder returned (`listdir('tmp/uploads')`).
  if (rest.length === 0 && chain.length === 1 && /storage$/i.test(chain[0]!)) {
    const listed = /\.listdir\s{0,8}\(\s{0,8}([^()\n]{1,200}?)\s{0,8}\)/.exec(text.slice(Math.max(0, start - BACK), start));
    if (listed && scratchPrefix(listed[1]!)) return null;
  }
  // Laravel's `Storage::disk('s3')->delete($path)`: one file, or the files a listing returned (`allFiles('scans/' . $y)`).
  if (rest.length === 0 && laravelHandle(chain, masked, start)) {
    if (read(text).fake) return null;
    const folder = laravelListed(argumentAt(masked, text, open), text, start);
    return folder === undefined ? null : every(folder);
  }
  // The Ruby AWS SDK's batch action on the objects under a prefix (`bucket.objects(prefix: "hearings/#{year}/").batch_delete!`).
  if (rest.length === 0 && chain[0] === 'objects') {
    const listed = /\bobjects\s{0,8}\(([^()]{0,200})\)\s{0,8}\.\s{0,8}(?:batch_)?$/.exec(text.slice(Math.max(0, start - 240), start));
    const prefix = listed ? PREFIX_ARGUMENT.exec(listed[1]!) : null;
    return prefix ? every(prefix[1]!) : undefined;
  }
  // Google Cloud Storage's `bucket.deleteFiles({ prefix })`, `bucket.delete_blobs(bucket.list_blobs(prefix=…))`, Azure's
  // `container_client.delete_blobs(*container_client.list_blobs(name_starts_with=…))`: a scratch prefix is the code's own.
  if ((rest.join(' ') === 'files' || rest.join(' ') === 'blobs') && chain.some((link) => STORAGE_LINK.test(link))) {
    const argument = text.slice(open + 1, open + 1 + WINDOW);
    const variable = /^\s{0,8}\*?\s{0,8}([A-Za-z_$][\w$]{0,40})\s{0,8}[,)]/.exec(argument)?.[1];
    const given =
      variable === undefined
        ? undefined
        : new RegExp(
            `(?:^|[\\n;])[ \\t]{0,16}(?:const\\s+|let\\s+|var\\s+)?\\[?${variable.replaceAll('$', '\\$')}\\]?[ \\t]{0,8}=[^\\n]{0,300}`,
          ).exec(text.slice(Math.max(0, start - BACK), start))?.[0];
    const prefix = PREFIX_ARGUMENT.exec(argument.split('\n', 2).join('\n')) ?? (given === undefined ? null : PREFIX_ARGUMENT.exec(given));
    return prefix && scratchPrefix(prefix[1]!) ? null : undefined;
  }
  // `for blob in bucket.list_blobs(prefix=f"hearings/{year}/"): blob.delete()`, `containerClient.deleteBlob(blob.name)` in
  // `for await (const blob of containerClient.listBlobsFlat({ prefix }))`: every blob under the prefix, one at a time.
  if (rest.length === 0 || (rest.length === 1 && (rest[0] === 'blob' || rest[0] === 'file'))) {
    const variable = rest.length === 0 ? chain[0] : /^\s{0,8}([A-Za-z_$][\w$]{0,40})/.exec(masked.slice(open + 1, open + 64))?.[1];
    if (variable === undefined || !LISTING_CALL.test(text.slice(Math.max(0, start - BACK), start))) return undefined;
    const listed = listingLoop(variable, text, start);
    if (listed === undefined) return undefined;
    const prefix = PREFIX_ARGUMENT.exec(listed)?.[1];
    if (prefix !== undefined) return every(prefix);
    return forwarded(name, masked, start) ? null : { written, verb, noun: 'blob', all: true, bare: false };
  }
  return undefined;
}
