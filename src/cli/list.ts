import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContract } from '../contracts/contract.js';
import { CONTRACTS } from '../contracts/registry.js';
import type { Contract } from '../contracts/schema.js';
import { GUARDS } from '../guards/index.js';
import { allPacks, ruleEnabled } from '../guards/rules/pack.js';
import type { Config } from '../config/config.js';
import { scopedSetting, scopeOf } from '../quiet/projectScope.js';

const isScopedOff = (config: Config, id: string) => {
  const scope = scopeOf(config);
  return scope !== undefined && scopedSetting(scope, id) === false;
};
import { parseMessage, type Message } from '../messages/message.js';
import { contractEvents } from './listHarnesses.js';
import type { Style } from './style.js';
import { text, cliText } from '../text.js';

/** Every message in a library folder, by name. */
export function libraryMessages(dir: string): Message[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.md'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => parseMessage(file.slice(0, -3), join(dir, file), readFileSync(join(dir, file), 'utf8')));
}

export function table(header: string[], rows: string[][], style: Style): string[] {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [style.bold(line(header)), ...rows.map(line)];
}

export interface Listing {
  messages: Array<{
    name: string;
    kind: 'base' | 'guard';
    event: string | null;
    matcher: string | null;
    guard: string | null;
    path: string;
  }>;
  guards: Array<{ id: string; messages: string[] }>;
  /** Per contract: events install registers, events it would answer that no install writes, events it drops. */
  contracts: Array<{ id: string; vendor: string; registered: string[]; unregistered: string[]; dropped: string[]; cap: number }>;
  /** Rule packs (`destructive/git`), their rule counts and how many the config switches off. */
  packs: Array<{ id: string; rules: number; off: number; description: string }>;
}

export function listing(messagesDir: string, config: Config = {}): Listing {
  const messages = libraryMessages(messagesDir);
  return {
    messages: messages.map((message) => ({
      name: message.name,
      kind: message.bindings.guard ? 'guard' : 'base',
      event: message.bindings.event ?? null,
      matcher: message.bindings.matcher ?? null,
      guard: message.bindings.guard ?? null,
      path: message.path,
    })),
    guards: [...GUARDS.keys()].sort().map((id) => ({ id, messages: messages.filter((m) => m.bindings.guard === id).map((m) => m.name) })),
    // Each as dispatch reads it: a clone with its base folded in.
    contracts: Object.keys(CONTRACTS)
      .map((id) => loadContract(id) as Contract)
      .map((contract) => ({
        id: contract.id,
        vendor: contract.vendor,
        ...contractEvents(contract, messages),
        cap: contract.cap.chars,
      })),
    packs: allPacks().map((pack) => ({
      id: `${pack.family}/${pack.pack}`,
      rules: pack.rules.length,
      // A project's "off" counts too, though it holds only for work inside the project.
      off: pack.rules.filter(
        (rule) =>
          !ruleEnabled(config, `${pack.family}/${pack.pack}/${rule.id}`) || isScopedOff(config, `${pack.family}/${pack.pack}/${rule.id}`),
      ).length,
      description: pack.description,
    })),
  };
}

export function renderListing(list: Listing, style: Style): string {
  const dash = (value: string | null) => value ?? '—';
  return [
    style.bold(cliText.list.messages),
    ...table(
      cliText.list.messageHeader,
      list.messages.map((m) => [m.name, m.kind, dash(m.event), dash(m.matcher), dash(m.guard)]),
      style,
    ),
    '',
    style.bold(cliText.list.guards),
    ...table(
      cliText.list.guardHeader,
      list.guards.map((g) => [g.id, g.messages.join(', ') || cliText.list.unused]),
      style,
    ),
    '',
    style.bold(cliText.list.contracts),
    ...table(
      text.vendors.contractHeader,
      list.contracts.map((c) => [
        c.id,
        c.vendor,
        c.registered.join(', ') || '—',
        c.unregistered.join(', ') || '—',
        c.dropped.join(', '),
        String(c.cap),
      ]),
      style,
    ),
    '',
    style.bold(text.rules.packs),
    ...table(
      text.rules.packHeader,
      list.packs.map((p) => [p.id, String(p.rules), p.off > 0 ? String(p.off) : '', p.description]),
      style,
    ),
    '',
  ].join('\n');
}
