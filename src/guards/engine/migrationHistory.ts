import { opendirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { readBounded, realInside } from '../../project/boundedRead.js';
import { isInside } from '../../project/projectRoot.js';

// A Django migration's AlterField states a field whole, not what changed: `makemigrations` writes the same
// `on_delete=django.db.models.deletion.CASCADE` whether the edit made the link cascade or only changed its help_text or
// related_name. What the field was lies in the app's earlier migrations, next to this one: the newest CreateModel,
// AddField or AlterField that states it. Read from disk, bounded (entries listed, files kept, files read, bytes each),
// and once per call: a migration with several AlterFields asks about each, and the folder is listed and each file read
// only the first time.

/** Folder entries looked at: a folder of 100,000 other files costs no more than this many. */
const MAX_ENTRIES = 4096;
const MAX_LISTED = 512;
const MAX_READ = 64;
const MAX_BYTES = 128 * 1024;

/** Folder entries looked at, over the process: tests read it to see the listing stop at MAX_ENTRIES. */
let entriesSeen = 0;
export const migrationEntriesSeen = (): number => entriesSeen;

/**
 * The migration files of `dir` named before `name` (`0007_…` before `0008_…`), newest first. None when the folder's
 * real path is outside `root` (a `migrations` symlink to elsewhere): its files are not the project's history.
 */
function earlierMigrations(dir: string, name: string, root: string): string[] {
  const names: string[] = [];
  const real = realInside(dir, root);
  if (real === undefined) return names;
  try {
    const listing = opendirSync(real);
    try {
      let entries = 0;
      for (let entry = listing.readSync(); entry !== null && names.length < MAX_LISTED; entry = listing.readSync()) {
        if (++entries > MAX_ENTRIES) break;
        entriesSeen++;
        if (/^\d{4}\w{0,200}\.py$/.test(entry.name) && entry.name < name) names.push(entry.name);
      }
    } finally {
      listing.closeSync();
    }
  } catch {
    // No readable folder: no history.
  }
  return names.sort().reverse().slice(0, MAX_READ);
}

/** The on_delete a migration's text last gives `model`.`field`, or undefined when it does not state the field. */
function statedPolicy(text: string, model: string, field: string): string | undefined {
  let policy: string | undefined;
  // Each operation from `migrations.` to the next: the model it names and, for a CreateModel, the field inside it.
  for (const operation of text.split(/\bmigrations\.(?=\w)/, 4000)) {
    const op = /^(\w{1,32})\(/.exec(operation)?.[1];
    let stated: string | undefined;
    if (op === 'AlterField' || op === 'AddField') {
      const named = /\bmodel_name\s{0,8}=\s{0,8}["'](\w{1,64})["']\s{0,8},\s{0,40}name\s{0,8}=\s{0,8}["'](\w{1,64})["']/.exec(operation);
      if (named !== null && named[1]?.toLowerCase() === model && named[2] === field) stated = operation.slice(named.index);
    } else if (
      op === 'CreateModel' &&
      /^CreateModel\(\s{0,40}name\s{0,8}=\s{0,8}["'](\w{1,64})["']/.exec(operation)?.[1]?.toLowerCase() === model
    ) {
      // The field's tuple in the model's list, with either quote.
      const at = Math.max(operation.indexOf(`("${field}",`), operation.indexOf(`('${field}',`));
      if (at >= 0) stated = operation.slice(at, at + 600);
    }
    if (stated === undefined) continue;
    policy = /\bon_delete\s{0,8}=\s{0,8}(?:[\w.]{0,64}\.)?(\w{1,32})/.exec(stated)?.[1] ?? 'none';
  }
  return policy;
}

/**
 * Whether the Django migrations before the one at `path` (absolute, under `root`) last left a model's field cascading: an
 * AlterField of it to CASCADE then changes something else. Make one per call: it lists the folder and reads each earlier
 * migration at most once, however many fields it is asked about.
 */
export function cascadeHistory(path: string, root: string): (model: string, field: string) => boolean {
  const dir = dirname(path);
  if (!isInside(dir, root) || basename(dir) !== 'migrations') return () => false;
  let names: string[] | undefined;
  const texts = new Map<string, string | undefined>();
  const textOf = (name: string): string | undefined => {
    if (!texts.has(name)) texts.set(name, readBounded(join(dir, name), MAX_BYTES, { within: root })?.text);
    return texts.get(name);
  };
  return (model, field) => {
    names ??= earlierMigrations(dir, basename(path), root);
    for (const name of names) {
      const text = textOf(name);
      const policy = text === undefined ? undefined : statedPolicy(text, model.toLowerCase(), field);
      if (policy !== undefined) return /^CASCADE$/i.test(policy);
    }
    return false;
  };
}
