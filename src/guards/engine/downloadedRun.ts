import DOWNLOADS from '../../../rules/downloads.json';
import type { Call } from './normalise.js';

// Downloaded, then run: a file a download of the line writes (`curl -fsSLO …/x.sh`, `wget URL -O f`, `curl URL >
// f`), run by a later command of the same line (`sudo bash ./x.sh`, `sh f`, `./f`), is run unread, as `curl … | sh`
// is, and so is a script under the folder a downloaded archive was unpacked into (`unzip x.zip -d g && bash g/run.sh`);
// a checksum or signature check between the two (`sha256sum -c`, `gpg --verify`) makes it the verified file.
// The tools are data (rules/downloads.json); one pass over the line's commands, each word read once.

interface Downloader {
  commands: string[];
  output: string[];
  remote?: string[];
  dir?: string[];
  values?: string;
  saves?: boolean;
}

const DOWNLOADERS = new Map<string, Downloader>();
for (const tool of DOWNLOADS.downloaders as Downloader[]) for (const name of tool.commands) DOWNLOADERS.set(name, tool);
const RUNNERS: ReadonlySet<string> = new Set(DOWNLOADS.runners);
const UNPACKERS = new Map<string, readonly string[]>();
for (const tool of DOWNLOADS.unpackers) for (const name of tool.commands) UNPACKERS.set(name, tool.dir);
const ARCHIVE = /\.(?:zip|tar|tgz|txz|tbz2?|tar\.(?:gz|xz|bz2|zst)|7z|rar)$/i;
const CHECKS: Readonly<Record<string, readonly string[]>> = DOWNLOADS.checks;

const URL = /^[a-z][a-z\d+.-]{1,10}:\/\/[^\s'"]+$/i;

/** The last path segment of a URL (its query and fragment dropped): the name `curl -O` and `wget` save it under. */
function remoteName(url: string): string | undefined {
  const path = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '').replace(/[?#].*$/, '');
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name === '' || name === '.' || name === '..' ? undefined : decodeURIComponent(name.replace(/%(?![\da-f]{2})/gi, '%25'));
}

/** A file's key: relative to the command's folder when it is known (`./x.sh` in `/tmp` is `/tmp/x.sh`), as written otherwise. */
function fileKey(word: string, dir: string | undefined): string {
  const path = word.replace(/\\/g, '/').replace(/^(?:\.\/)+/, '');
  if (path.startsWith('/') || dir === undefined) return path;
  return `${dir.replace(/\/+$/, '')}/${path}`;
}

/** Whether an option word names one of `options`: exactly, as `--long=value`, or as a PowerShell parameter's prefix. */
function names(word: string, options: readonly string[] | undefined, powershell: boolean): boolean {
  if (!options) return false;
  const lower = word.toLowerCase();
  return options.some((option) =>
    powershell ? lower.length >= 4 && option.toLowerCase().startsWith(lower) : word === option || word.startsWith(`${option}=`),
  );
}

/** The files one download writes, as keys; undefined when the command is no downloader. */
function downloaded(call: Call): string[] | undefined {
  const tool = DOWNLOADERS.get(call.name);
  if (!tool) return undefined;
  const powershell = tool.values === undefined;
  const outputs: string[] = [];
  const urls: string[] = [];
  let remote = false;
  let dir: string | undefined;
  const words = call.words;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const value = () => (word.includes('=') && word.startsWith('--') ? word.slice(word.indexOf('=') + 1) : words[++i]);
    if (URL.test(word)) urls.push(word);
    else if (names(word, tool.output, powershell)) outputs.push(value() ?? '');
    else if (names(word, tool.remote, powershell)) remote = true;
    else if (names(word, tool.dir, powershell)) dir = value();
    else if (!powershell && /^-[A-Za-z\d]{2,}$/.test(word)) {
      // A cluster of short options (`-fsSLO`, `-qO f`, `-ofile`): a letter that takes a value takes the rest, or the next word.
      for (let at = 1; at < word.length; at++) {
        const letter = word[at]!;
        if (tool.remote?.includes(`-${letter}`)) remote = true;
        if (!tool.values!.includes(letter)) continue;
        const rest = word.slice(at + 1);
        const taken = rest === '' ? words[++i] : rest;
        if (tool.output.includes(`-${letter}`)) outputs.push(taken ?? '');
        else if (tool.dir?.includes(`-${letter}`)) dir = taken;
        break;
      }
    }
  }
  const files = outputs.filter((file) => file !== '' && file !== '-');
  if (remote || (tool.saves && outputs.length === 0))
    for (const url of urls) {
      const name = remoteName(url);
      if (name) files.push(dir ? `${dir}/${name}` : name);
    }
  // What goes to standard output lands in the file a redirect names (`curl -fsSL URL > i.sh`).
  if (outputs.length === 0 && !remote && !tool.saves) files.push(...call.redirects);
  return files.map((file) => fileKey(file, call.dir));
}

/** The file a command runs: the first operand of a shell or an interpreter, or the command word itself when it names a path. */
function ranFile(call: Call): string | undefined {
  const name = call.name.replace(/^(python|perl|ruby|php|node)[\d.]+$/, '$1');
  if (RUNNERS.has(name)) {
    for (const word of call.words.slice(1)) {
      // `bash -c '…'` runs the inline script, not a file.
      if (/^-(?:c|e|Command|EncodedCommand)$/i.test(word)) return undefined;
      if (!/^[-+]/.test(word)) return fileKey(word, call.dir);
    }
    return undefined;
  }
  const command = call.path ?? call.words[0] ?? '';
  // `./x.sh`, `/tmp/x.sh`; a PowerShell script (`.\i.ps1`) by its own name.
  return /[\\/]/.test(command) || /\.(?:ps1|bat|cmd)$/i.test(command) ? fileKey(command, call.dir) : undefined;
}

/**
 * The folder (as a key, ending in `/`) into which a command unpacks an archive the line downloaded
 * (`unzip -o bep.zip -d game`, `tar -xzf x.tgz -C tools`, `7z x x.7z -ogame`), if any.
 */
function unpacked(call: Call, fetched: ReadonlySet<string>): string | undefined {
  const options = UNPACKERS.get(call.name.toLowerCase());
  if (!options) return undefined;
  const powershell = call.name.toLowerCase() === 'expand-archive';
  let archive = false;
  let dir: string | undefined;
  const words = call.words;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (!word.startsWith('-') && ARCHIVE.test(word) && fetched.has(fileKey(word, call.dir))) archive = true;
    else if (names(word, options, powershell)) dir = word.includes('=') ? word.slice(word.indexOf('=') + 1) : words[++i];
    else if (options.includes('-o') && /^-o./.test(word)) dir = word.slice(2);
    else if (/^-[A-Za-z]*f$/.test(word) && ARCHIVE.test(words[i + 1] ?? '') && fetched.has(fileKey(words[i + 1]!, call.dir))) {
      archive = true;
      i++;
    }
  }
  return archive && dir !== undefined && dir !== '' ? `${fileKey(dir, call.dir).replace(/\/+$/, '')}/` : undefined;
}

/** Whether the command verifies a file: a checksum compared (`sha256sum -c`) or a signature checked. */
function checks(call: Call): boolean {
  const words = CHECKS[call.name];
  return words !== undefined && (words.length === 0 || call.words.some((word) => words.includes(word)));
}

/** The downloaded file a later command of the line runs unverified, if any: `curl -fsSLO …/x.sh && sudo bash ./x.sh`. */
export function downloadedRun(calls: readonly Call[]): string | undefined {
  const fetched = new Set<string>();
  // Folders an archive the line downloaded was unpacked into: a script under one is downloaded code too.
  const folders: string[] = [];
  for (const call of calls) {
    if (checks(call)) {
      fetched.clear();
      folders.length = 0;
    }
    const file = ranFile(call);
    if (file !== undefined && (fetched.has(file) || folders.some((folder) => file.startsWith(folder)))) return file;
    for (const key of downloaded(call) ?? []) fetched.add(key);
    const folder = unpacked(call, fetched);
    if (folder !== undefined && folders.length < 16) folders.push(folder);
  }
  return undefined;
}
