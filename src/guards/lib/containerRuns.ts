import { basename } from 'node:path';
import type { ToolEdit } from './toolWrite.js';

/** `Dockerfile`, `Dockerfile.dev`, `api.dockerfile`, `Containerfile`: an image's build recipe. */
const CONTAINER_FILE = /^(?:docker|container)file(?:\.(?!(?:md|txt|rst|adoc|bak|orig)$)[\w.-]+)?$|\.(?:docker|container)file$/i;
/** A RUN instruction, continuation lines joined (`\` at a line's end). */
const RUN = /^[ \t]*RUN[ \t]+((?:[^\n]*\\[ \t]*\n)*[^\n]*)/gim;
/** Instructions read per call: a generated file may hold thousands. */
const MAX_RUNS = 64;
const MAX_TEXT = 256 * 1024;

export function isContainerFile(path: string): boolean {
  return CONTAINER_FILE.test(basename(path));
}

/**
 * The shell lines an image build runs that this write adds: every RUN of a written file, or the RUNs
 * of an edit's new text that its old text did not hold (`RUN npm ci` → `RUN npm ci --omit=dev` is new).
 */
export function addedRuns(content: string | undefined, edits: readonly ToolEdit[] | undefined): string[] {
  if (content !== undefined) return runs(content);
  const added: string[] = [];
  for (const edit of edits ?? []) {
    const before = new Set(runs(edit.old));
    for (const line of runs(edit.new)) if (!before.has(line) && added.length < MAX_RUNS) added.push(line);
  }
  return added;
}

function runs(text: string): string[] {
  const found: string[] = [];
  RUN.lastIndex = 0;
  const bounded = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  for (let match = RUN.exec(bounded); match && found.length < MAX_RUNS; match = RUN.exec(bounded)) {
    found.push(match[1]!.replace(/\\[ \t]*\n/g, ' ').trim());
  }
  return found;
}
