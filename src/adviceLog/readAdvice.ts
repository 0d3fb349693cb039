import { join } from 'node:path';
import { readBounded } from '../project/boundedRead.js';
import { contractId } from '../contracts/harnessIds.js';
import { covers } from '../quiet/silences.js';
import { ADVICE_LOG, MAX_BYTES } from './appendAdvice.js';
import type { AdviceEntry } from './entry.js';

export interface AdviceFilter {
  /** Only entries at or after this time (ms). */
  since?: number;
  /** Only entries with this rule, or a rule of this pack or family. */
  rule?: string;
  /** Only entries from this harness, in either spelling. */
  harness?: string;
}

/** The log's entries, oldest first (the rotated file, then the current one), filtered. */
export function readAdvice(stateDir: string, filter: AdviceFilter = {}): AdviceEntry[] {
  const entries: AdviceEntry[] = [];
  const harness = filter.harness === undefined ? undefined : contractId(filter.harness);
  for (const name of [`${ADVICE_LOG}.1`, ADVICE_LOG]) {
    // The hook rotates past MAX_BYTES; a file grown beyond twice that is read in its first part only.
    const read = readBounded(join(stateDir, name), 2 * MAX_BYTES);
    if (!read) continue;
    for (const line of read.text.split('\n')) {
      if (line === '') continue;
      let entry: AdviceEntry;
      try {
        entry = JSON.parse(line) as AdviceEntry;
      } catch {
        continue;
      }
      if (typeof entry.time !== 'string' || !Array.isArray(entry.rules)) continue;
      if (filter.since !== undefined && !(Date.parse(entry.time) >= filter.since)) continue;
      if (harness !== undefined && entry.harness !== harness) continue;
      if (filter.rule !== undefined && !entry.rules.some((rule) => covers(filter.rule!, rule))) continue;
      entries.push(entry);
    }
  }
  return entries;
}
