import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMessage, type Message } from '../messages/message.js';
import { coverageMarkdown, matrixMarkdown } from './coverage.js';
import { HARNESSES } from './harnesses/index.js';

// The generated part of docs/harnesses/ (issue 13): written by `node scripts/docs.js`, checked by
// test/unit/contracts/coverageDocs.spec.ts, so the docs say what the contracts say.

const START = '<!-- coverage:start: generated from contracts/ and messages/ by `node scripts/docs.js`; edit those, not this -->';
const END = '<!-- coverage:end -->';

function library(messagesDir: string): Message[] {
  return readdirSync(messagesDir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => parseMessage(file.slice(0, -3), join('messages', file), readFileSync(join(messagesDir, file), 'utf8')));
}

/** Each generated section, by the file under docs/harnesses/ it belongs in. */
export function coverageSections(messagesDir: string): Array<{ file: string; section: string }> {
  const messages = library(messagesDir);
  return [
    { file: 'README.md', section: `## What each harness receives\n\n${matrixMarkdown(HARNESSES, messages)}` },
    ...HARNESSES.map((harness) => ({ file: `${harness.id}.md`, section: `## What reaches the model\n\n${coverageMarkdown(harness, messages)}` })),
  ];
}

/** The document with its generated section replaced, or appended when it has none. */
export function withSection(doc: string, section: string): string {
  const block = `${START}\n${section}\n${END}`;
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from >= 0 && to > from) return `${doc.slice(0, from)}${block}${doc.slice(to + END.length)}`;
  return `${doc.trimEnd()}\n\n${block}\n`;
}
