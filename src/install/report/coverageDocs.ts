import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMessage, type Message } from '../../messages/message.js';
import { coverageMarkdown, matrixMarkdown } from './coverage.js';
import type { Harness, Where } from '../harnesses/harness.js';
import { HARNESSES } from '../harnesses/index.js';
import { cliText } from '../../text.js';

// The generated part of docs/harnesses/: what each harness receives, and what a project install writes: written
// by `node scripts/docs.js`, checked by test/unit/contracts/coverageDocs.spec.ts, so the docs say what the contracts
// say.

const START = '<!-- coverage:start: generated from contracts/ and messages/ by `node scripts/docs.js`; edit those, not this -->';
const END = '<!-- coverage:end -->';

function library(messagesDir: string): Message[] {
  return readdirSync(messagesDir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => parseMessage(file.slice(0, -3), join('messages', file), readFileSync(join(messagesDir, file), 'utf8')));
}

// A project as the docs name it: paths relative to its root, with forward slashes.
const WHERE: Where = { project: '/p', home: '/h', env: {}, platform: 'linux' };
const inProject = (path: string) => path.replace(/^\/p\//, '');

/** The file a project install writes, and the command form it carries (a team decides from this whether to commit it). */
function teamMarkdown(harness: Harness): string {
  const file = inProject(harness.settingsPath('project', WHERE));
  const form = cliText.install.form;
  return harness.personalProjectFile
    ? form.docsPersonal(file, (harness.formerProjectPaths?.(WHERE) ?? []).map(inProject))
    : form.docsShared(file);
}

function teamTable(): string {
  const rows = HARNESSES.map(
    (harness) =>
      `| ${harness.id} | \`${inProject(harness.settingsPath('project', WHERE))}\` | ` +
      `${harness.personalProjectFile ? cliText.install.form.docsPersonalCell : cliText.install.form.docsSharedCell} |`,
  );
  return [`| ${cliText.install.form.docsTable.join(' | ')} |`, `|${'---|'.repeat(cliText.install.form.docsTable.length)}`, ...rows].join(
    '\n',
  );
}

/** Each generated section, by the file under docs/harnesses/ it belongs in. */
export function coverageSections(messagesDir: string): Array<{ file: string; section: string }> {
  const messages = library(messagesDir);
  const team = cliText.install.form.docsHeading;
  return [
    { file: 'README.md', section: `## What each harness receives\n\n${matrixMarkdown(HARNESSES, messages)}\n\n${team}\n\n${teamTable()}` },
    ...HARNESSES.map((harness) => ({
      file: `${harness.id}.md`,
      section: `## What reaches the model\n\n${coverageMarkdown(harness, messages)}\n\n${team}\n\n${teamMarkdown(harness)}`,
    })),
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
