import { lstatSync } from 'node:fs';
import { text } from '../../text.js';
import type { Call } from './normalise.js';
import { absolutePath, type PathContext } from './paths.js';
import { isGenerated } from './generatedFolders.js';
import { mogrifyRewrites, written } from './shellWrites.js';

// A media converter's output in a folder named for the kept originals (`masters/`, `originals/`, `raw/`) writes over the
// approved master, the file every render and export is made from: `ffmpeg -y -i renders/track01_loudnorm.wav
// masters/track01.wav` replaces the master with a loudness-normalised render (held-out round 158). ffmpeg asks before it
// overwrites a file unless `-y` is given (`-n` never overwrites); sox and ImageMagick (`convert`, `magick`, `gm`) overwrite
// always, and `mogrify` writes over its own inputs unless `-path` sends the copies elsewhere. As for a `>` over a file named
// master (engine/masterCopies.ts), the folder's name is the signal, with no look at the disk. Output to renders, exports,
// previews or temp space, a new, draft or preview copy beside the master (`masters/track01_preview.wav`), a transcode beside
// its input (`masters/track01.wav` → `masters/track01.mp3`, `mogrify -format jpg`: a new file of another type, unless that
// file is already on disk), and folders under test, scratch or build output stay silent.

/** A folder that holds the kept originals: `masters`, `originals`, `raw`, and compounds of them (`audio_masters`, `raw-photos`). */
const MASTER_FOLDER =
  /^(?:masters?|originals?|raws?)$|^(?:[a-z0-9]{1,24}[-_])?(?:masters|originals)(?:[-_][a-z0-9]{1,24})?$|^raw[-_](?:footage|photos?|images?|audio|video|takes|scans|captures)$/i;
/** A copy beside the original: new, draft, preview, temp, a backup, a test (`track01_preview.wav`, `tmp_mix.wav`). */
const BESIDE =
  /(?:^|[-_. ])(?:new|next|draft|wip|tmp|temp|scratch|staging|candidate|proposed|preview|previews|proxy|test|sample|example|bak|backup|old|copy|prev|thumb|thumbnail)(?:$|[-_. ]|\d)/i;
/** Folders written again or thrown away under the project (besides the generated ones). */
const SPARED_FOLDER =
  /^(?:tmp|temp|scratch|tests?|spec|specs|__tests__|fixtures?|examples?|samples?|templates?|docs?|exports?|renders?|previews?|proxies|thumbnails?|thumbs|cache|\.cache)$/i;
/** A file name with an extension (`track01.wav`, `frame_%04d.png`, `*.jpg` for mogrify's inputs). */
const FILE_NAME = /^[^/]{1,160}\.[A-Za-z0-9]{2,5}$/;

/** The converters this reads: ffmpeg's and avconv's outputs (with `-y`), sox's, ImageMagick's and mogrify's. */
export const MEDIA_CONVERTERS: readonly string[] = ['ffmpeg', 'avconv', 'sox', 'convert', 'magick', 'gm', 'mogrify'];

// sox's options that take the next word (https://sox.sourceforge.net/sox.html): format options before a file, and globals.
const SOX_VALUES = new Set([
  '-t',
  '--type',
  '-r',
  '--rate',
  '-b',
  '--bits',
  '-c',
  '--channels',
  '-e',
  '--encoding',
  '-C',
  '--compression',
  '-v',
  '--volume',
  '--comment',
  '--add-comment',
  '--comment-file',
  '--buffer',
  '--input-buffer',
  '--effects-file',
  '--plot',
  '--replay-gain',
  '--temp',
  '--combine',
]);

/**
 * sox's output: `sox [opts] infile… outfile [effect [args]…]`, the last of the leading file operands. A file is a word with
 * a folder or an extension (`in.wav`, `-` for a pipe); the first bare word after them names an effect (`norm`, `rate 44.1k`).
 */
function soxOutput(words: readonly string[]): string[] {
  const files: string[] = [];
  for (let i = 1; i < words.length && i < 256; i++) {
    const word = words[i]!;
    if (SOX_VALUES.has(word)) {
      i++;
      continue;
    }
    if (word === '-n' || word === '--null' || word === '-d' || word === '--default-device') {
      files.push(word);
      continue;
    }
    if (word.startsWith('-') && word !== '-') continue;
    if (word !== '-' && !word.includes('/') && !/\.[A-Za-z0-9]{2,5}$/.test(word)) break;
    files.push(word);
  }
  return files.length >= 2 ? [files.at(-1)!] : [];
}

/**
 * mogrify's inputs, written over in place unless `-path` (GraphicsMagick's `-output-directory`) sends the copies elsewhere;
 * with `-format jpg` only the inputs already of that type (the others get a new `.jpg` beside them).
 */
function mogrifyInputs(words: readonly string[]): string[] {
  if (words.some((word) => word === '-path' || word === '-output-directory')) return [];
  return words
    .slice(1)
    .filter((word) => !/^[-+]./.test(word) && FILE_NAME.test(word.slice(word.lastIndexOf('/') + 1)) && mogrifyRewrites(words, word));
}

/** A word's extension, lower case (`a.TIF` → `tif`), or '' for none. */
const extension = (word: string): string => /\.([A-Za-z0-9]{2,5})$/.exec(word)?.[1]?.toLowerCase() ?? '';
/** A word without its extension (`masters/a.tif` → `masters/a`). */
const stemOf = (word: string): string => word.replace(/\.[A-Za-z0-9]{2,5}$/, '');

/**
 * Whether `output` is a new file beside one of the call's inputs: the same folder and stem, another extension
 * (`ffmpeg -y -i masters/track01.wav masters/track01.mp3`), and no file there yet. A file already on disk is written over.
 */
function besideInput(output: string, call: Call, context: PathContext): boolean {
  const stem = stemOf(output);
  const type = extension(output);
  if (type === '' || stem === output) return false;
  const sibling = call.words
    .slice(1, 256)
    .some((word) => word !== output && word.length <= 400 && stemOf(word) === stem && extension(word) !== '' && extension(word) !== type);
  if (!sibling) return false;
  const path = absolutePath(output, call.dir, context);
  return path === undefined || lstatSync(path, { throwIfNoEntry: false }) === undefined;
}

/** mogrify, or ImageMagick's `magick mogrify` and GraphicsMagick's `gm mogrify`: each writes over its inputs alike. */
const isMogrify = (call: Call): boolean =>
  call.name === 'mogrify' ||
  ((call.name === 'magick' || call.name === 'gm') && call.words.find((word, i) => i > 0 && !word.startsWith('-')) === 'mogrify');

/** The files a converter call writes over without asking. */
function overwritten(call: Call): string[] {
  if (call.name === 'ffmpeg' || call.name === 'avconv') {
    // Without `-y` ffmpeg asks before it overwrites; `-n` answers no.
    if (!call.words.includes('-y') || call.words.includes('-n')) return [];
    const redirects = new Set([...call.truncates, ...(call.appends ?? [])]);
    return written(call).filter((word) => !redirects.has(word));
  }
  if (call.name === 'sox') return soxOutput(call.words);
  if (isMogrify(call)) return mogrifyInputs(call.words);
  const redirects = new Set([...call.truncates, ...(call.appends ?? [])]);
  return written(call).filter((word) => !redirects.has(word));
}

/** Whether `word`, a file a converter writes, lies in a folder of kept originals inside the project. */
function inMasters(word: string, call: Call, context: PathContext): boolean {
  // A folder made by the shell (`$out/masters`) is no one folder named; a glob in the file's own name is mogrify's inputs.
  const slash = word.lastIndexOf('/');
  if (word.length > 400 || slash < 0 || /[$*?{}`[\]]/.test(word.slice(0, slash)) || /[$`]/.test(word)) return false;
  const name = word.slice(slash + 1);
  if (!FILE_NAME.test(name) || BESIDE.test(name.replace(/\.[A-Za-z0-9]{2,5}$/, ''))) return false;
  const path = absolutePath(word, call.dir, context);
  if (path === undefined || !path.startsWith(`${context.root}/`)) return false;
  const folders = path
    .slice(context.root.length + 1)
    .split('/')
    .slice(0, -1);
  if (folders.length > 12) return false;
  if (folders.some((part) => part.startsWith('.') || SPARED_FOLDER.test(part) || (isGenerated(part) && !MASTER_FOLDER.test(part))))
    return false;
  return folders.some((part) => MASTER_FOLDER.test(part));
}

/**
 * `ffmpeg -y -i renders/track01_loudnorm.wav masters/track01.wav`: the risk for a converter's output (or mogrify's input)
 * written without asking in a folder of kept originals; else undefined.
 */
export function converterOverMaster(call: Call, risk: string, context: PathContext): string | undefined {
  if (!MEDIA_CONVERTERS.includes(call.name)) return undefined;
  const target = overwritten(call)
    .slice(0, 16)
    // mogrify's words are all inputs, each written over in place: none is a new file beside another.
    .find((word) => inMasters(word, call, context) && (isMogrify(call) || !besideInput(word, call, context)));
  return target === undefined ? undefined : text.rules.riskAt(risk, target);
}
