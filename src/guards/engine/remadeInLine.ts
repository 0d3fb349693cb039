import { text } from '../../text.js';
import type { Call } from './normalise.js';

// What later calls of one line do to a path an earlier call deleted: made again empty, or downloaded again.

// Bounds on what one line is read for: its calls, and the paths taken from each.
const MAX_PATHS = 16;

/**
 * `rm appcast.xml && touch appcast.xml`: a file deleted and made again empty by a later `touch` of the same path is
 * emptied, as `: > appcast.xml` would be; the line gains that bare redirect, judged by the rules for emptied files.
 */
export function withRecreatedEmpty(calls: Call[]): Call[] {
  const removed = new Map<string, Call>();
  const added: Call[] = [];
  for (const call of calls.slice(0, MAX_CALLS_READ)) {
    const operands = call.words.slice(1).filter((word) => !word.startsWith('-'));
    if (call.name === 'rm' || call.name === 'unlink') {
      for (const word of operands.slice(0, MAX_PATHS)) removed.set(`${call.dir}\u0000${word}`, call);
    } else if (call.name === 'touch' && removed.size > 0) {
      for (const word of operands.slice(0, MAX_PATHS)) {
        const rm = removed.get(`${call.dir}\u0000${word}`);
        if (rm === undefined || added.length >= MAX_PATHS) continue;
        added.push({
          words: [''],
          name: '',
          truncates: [word],
          redirects: [word],
          source: `${rm.source}; ${call.source}`,
          dir: call.dir,
          script: () => '',
        });
      }
    }
  }
  return added.length === 0 ? calls : [...calls, ...added];
}
const MAX_CALLS_READ = 64;

/**
 * `rm feed.zip && curl -sSLo feed.zip URL`: a file deleted and then downloaded again to the same path by a later command of the
 * line is replaced, not lost (the URL is where it came from); the delete drops those paths, and a delete left with none is no call.
 */
export function withoutRefetched(calls: Call[], aside?: (line: string) => void): Call[] {
  const fetched = new Set<string>();
  const kept: Call[] = [];
  const read = calls.slice(0, MAX_CALLS_READ);
  for (let at = read.length - 1; at >= 0; at--) {
    const call = read[at]!;
    if (call.name === 'curl' || call.name === 'wget') {
      for (const path of downloadedTo(call).slice(0, MAX_PATHS)) fetched.add(`${call.dir}\u0000${path}`);
    } else if ((call.name === 'rm' || call.name === 'unlink') && fetched.size > 0) {
      const gone = call.words.slice(1).filter((word) => !word.startsWith('-') && fetched.has(`${call.dir}\u0000${word}`));
      if (gone.length > 0) {
        for (const word of gone) aside?.(text.why.refetched(word));
        const words = call.words.filter((word, i) => i === 0 || !gone.includes(word));
        if (words.slice(1).some((word) => !word.startsWith('-'))) kept.push({ ...call, words });
        continue;
      }
    }
    kept.push(call);
  }
  return kept.reverse().concat(calls.slice(MAX_CALLS_READ));
}

/** Short curl options that take no value and may stand before `o` in one word (`-sSLo`), and wget's before `O` (`-qO`). */
const CURL_CLUSTER = /^-[sSLfkvqgN#]*o$/;
const WGET_CLUSTER = /^-[qncvN]*O$/;

/** The files a curl or wget call writes its download to (`-o f`, `--output=f`, `-O f`, `--output-document f`, a `>` redirect). */
function downloadedTo(call: Call): string[] {
  const paths: string[] = [...call.redirects];
  const curl = call.name === 'curl';
  const words = call.words;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const long = curl ? '--output' : '--output-document';
    if (word === long || (curl ? CURL_CLUSTER : WGET_CLUSTER).test(word)) paths.push(words[++i] ?? '-');
    else if (word.startsWith(`${long}=`)) paths.push(word.slice(long.length + 1));
  }
  return paths.filter((path) => path !== '' && path !== '-');
}
