import { loadContract } from '../../contracts/contract.js';
import { coverage, type Delivery, type Reason, type When } from './delivery.js';
import type { Message } from '../../messages/message.js';
import { text } from '../../text.js';
import type { Harness } from '../harnesses/harness.js';
import { registrations } from '../surfaces/registrations.js';
import { ompCoverage } from './ompCoverage.js';

// What each harness receives, from its contract and the registrations install writes
// (src/install/report/delivery.ts), in the shapes install, verify, `list --harnesses` and the generated
// docs/harnesses/ show it.

const ORDER: When[] = ['session-start', 'prompt', 'before-tool', 'after-tool', 'next-prompt', 'never'];

/** The vendor tools a rendered matcher names (`A|B` or `^(?:A|B)$`); undefined for every tool. */
function matcherTools(matcher: string | undefined): string[] | undefined {
  return matcher === undefined ? undefined : matcher.replace(/^\^\(\?:|\)\$$/g, '').split('|');
}

/** When each message's advice reaches the model on this harness, and why. */
export function harnessCoverage(harness: Harness, library: readonly Message[]): Delivery[] {
  const registered = registrations(harness, library).map((each) => ({
    event: each.event,
    messages: each.messages,
    tools: matcherTools(each.matcher),
  }));
  return coverage(loadContract(harness.contract)!, registered, library);
}

/** One column of the matrix: a harness id and what it receives. */
export interface Column {
  id: string;
  deliveries: Delivery[];
}

/** The columns of the whole matrix: every command-hook harness, then oh-my-pi's in-process module. */
export function columns(harnesses: readonly Harness[], library: readonly Message[]): Column[] {
  return [
    ...harnesses.map((harness) => ({ id: harness.id, deliveries: harnessCoverage(harness, library) })),
    { id: 'omp', deliveries: ompCoverage(library) },
  ];
}

/** A cell: when, and how that is known (src/install/evidence.ts). */
function cell(delivery: Delivery): string {
  const when = text.vendors.cell[delivery.when]!;
  return delivery.evidence && delivery.when !== 'never' ? `${when} ${text.vendors.evidenceMark[delivery.evidence]}` : when;
}

/** The guard a message belongs to, or the message itself marked as a base message. */
export function label(delivery: Delivery): string {
  return delivery.guard ?? `${delivery.message} (${text.vendors.base})`;
}

/** The reason in words; empty when the advice simply arrives where it is bound. */
export function because(reason: Reason): string {
  switch (reason.kind) {
    case 'delivered':
      return '';
    case 'rerouted':
      return text.vendors.reason.rerouted(reason.from, reason.event);
    case 'dropped':
      return text.vendors.reason.dropped(reason.event);
    case 'later':
      return text.vendors.reason.later(reason.event, reason.prompt);
    case 'no-event':
      return text.vendors.reason.noEvent(reason.canonical);
    case 'no-tool':
      return text.vendors.reason.noTool(reason.matcher);
    case 'not-registered':
      return text.vendors.reason.notRegistered(reason.event);
  }
}

/** Deliveries grouped by when and why, in reading order: one line each in the short table. */
function groups(deliveries: readonly Delivery[]): Array<{ when: When; why: string; labels: string[] }> {
  const out = new Map<string, { when: When; why: string; labels: string[] }>();
  for (const when of ORDER) {
    for (const delivery of deliveries.filter((each) => each.when === when)) {
      const known = delivery.evidence && when !== 'never' ? text.vendors.evidence[delivery.evidence] : '';
      const why = [because(delivery.reason), known].filter(Boolean).join('; ');
      const key = `${when}\0${why}`;
      const group = out.get(key) ?? { when, why, labels: [] };
      if (!group.labels.includes(label(delivery))) group.labels.push(label(delivery));
      out.set(key, group);
    }
  }
  return [...out.values()];
}

/** The short per-harness table install, `--dry-run` and verify print. */
export function receivesTable(harness: Harness, library: readonly Message[]): string[] {
  const rows = groups(harnessCoverage(harness, library));
  const width = Math.max(...rows.map((row) => text.vendors.when[row.when]!.length));
  return [
    text.vendors.receives(harness.vendor),
    ...rows.map((row) => `  ${text.vendors.when[row.when]!.padEnd(width)}  ${row.labels.join(', ')}${row.why ? ` — ${row.why}` : ''}`),
  ];
}

/** The whole matrix: one row per message, one column per harness (oh-my-pi last), then why anything is not before the tool. */
export function matrix(
  harnesses: readonly Harness[],
  library: readonly Message[],
): { header: string[]; rows: string[][]; notes: string[] } {
  const all = columns(harnesses, library);
  const first = all[0]?.deliveries ?? [];
  const rows = first.map((delivery, i) => [label(delivery), ...all.map((column) => cell(column.deliveries[i]!))]);
  const notes = all.flatMap((column) =>
    groups(column.deliveries)
      .filter((group) => group.why !== '')
      .map((group) => `${column.id}: ${text.vendors.cell[group.when]} ${group.why}: ${group.labels.join(', ')}`),
  );
  return { header: [text.vendors.matrixFirst, ...all.map((column) => column.id)], rows, notes };
}

/** The generated section of docs/harnesses/<id>.md: every message, when it arrives, and the contract fact behind it. */
export function coverageMarkdown(harness: Harness, library: readonly Message[]): string {
  const lines = ['| guard or message | reaches the model | why |', '|---|---|---|'];
  for (const delivery of harnessCoverage(harness, library)) {
    const { reason } = delivery;
    const tools = delivery.tools.length > 0 ? ` (${delivery.tools.map((tool) => `\`${tool}\``).join(', ')})` : '';
    const why = [
      because(reason) || text.vendors.reason.delivered(reason.kind === 'delivered' ? `\`${reason.event}\`` : ''),
      'source' in reason ? reason.source : '',
    ]
      .filter(Boolean)
      .join('. Source: ');
    const known = delivery.evidence && delivery.when !== 'never' ? ` (${text.vendors.evidence[delivery.evidence]})` : '';
    lines.push(`| ${label(delivery)} | ${text.vendors.when[delivery.when]}${tools}${known} | ${why.replaceAll('|', '\\|')} |`);
  }
  return lines.join('\n');
}

/** The matrix as a markdown table, for docs/harnesses/README.md. */
export function matrixMarkdown(harnesses: readonly Harness[], library: readonly Message[]): string {
  const { header, rows, notes } = matrix(harnesses, library);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(header),
    line(header.map(() => '---')),
    ...rows.map(line),
    '',
    text.vendors.matrixLegend,
    '',
    ...notes.map((note) => `- ${note}`),
  ].join('\n');
}
