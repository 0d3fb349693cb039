import type { Contract } from '../contracts/schema.js';
import { harnessCoverage, matrix } from '../install/report/coverage.js';
import { HARNESSES } from '../install/harnesses/index.js';
import { ompCoverage } from '../install/report/ompCoverage.js';
import { registrations } from '../install/surfaces/registrations.js';
import type { Message } from '../messages/message.js';
import { libraryMessages } from './list.js';
import type { Style } from './style.js';
import { text } from '../text.js';

// `waymark list --harnesses`: the coverage matrix, and what `list` says of each contract's
// events, both from the registrations install writes.

/** Per contract: the events install registers, those it would answer but no install writes, and those it drops. */
export function contractEvents(
  contract: Contract,
  library: readonly Message[],
): { registered: string[]; unregistered: string[]; dropped: string[] } {
  const registered = new Set(
    HARNESSES.filter((harness) => harness.contract === contract.id).flatMap((harness) =>
      registrations(harness, library).map((each) => each.event),
    ),
  );
  const events = Object.entries(contract.events);
  return {
    registered: [...registered],
    unregistered: events.filter(([name, each]) => each.reply !== 'none' && !registered.has(name)).map(([name]) => name),
    dropped: events.filter(([, each]) => each.reply === 'none').map(([name]) => name),
  };
}

/** The matrix as data, for `--json`: per harness, every message's delivery. */
export function harnessesJson(
  library: readonly Message[],
): Array<{ harness: string; vendor: string; contract: string; deliveries: ReturnType<typeof harnessCoverage> }> {
  return [
    ...HARNESSES.map((harness) => ({
      harness: harness.id,
      vendor: harness.vendor,
      contract: harness.contract,
      deliveries: harnessCoverage(harness, library),
    })),
    { harness: 'omp', vendor: 'oh-my-pi', contract: 'omp', deliveries: ompCoverage(library) },
  ];
}

export function renderHarnesses(library: readonly Message[], style: Style): string {
  const { header, rows, notes } = matrix(HARNESSES, library);
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [
    style.bold(text.vendors.matrixHeading),
    '',
    style.bold(line(header)),
    ...rows.map(line),
    '',
    text.vendors.matrixLegend,
    '',
    style.bold(text.vendors.why),
    ...notes.map((note) => `  ${note}`),
    '',
  ].join('\n');
}

/** What `list --harnesses` prints: the matrix for people, or every delivery as JSON. */
export function harnessesListing(messagesDir: string, json: boolean, style: Style): string {
  const library = libraryMessages(messagesDir);
  return json ? `${JSON.stringify(harnessesJson(library), null, 2)}\n` : renderHarnesses(library, style);
}
