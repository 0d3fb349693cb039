import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Harness, Shell, Where } from '../harnesses/harness.js';
import { launcher, reach } from './reach.js';
import { parseTree } from '../files/jsonTree.js';
import { formerRegistrations } from './former.js';
import { dispatcherOf, findWaymarks, type Found } from '../files/merge.js';
import { readSettings, type SettingsFile } from '../files/settingsFile.js';
import { text, cliText } from '../../text.js';
import { loadContract, replyKind } from '../../contracts/contract.js';
import { describeProblem } from '../../config/config.js';
import { configReport } from '../../cli/report.js';
import { TOOL_EVENTS } from '../../core/event.js';
import { desiredEntries, loadLibrary, type Surface } from './surface.js';
import { childProcess } from '../files/childProcess.js';
import { sideBySide } from './sideBySide.js';

const { spawn } = childProcess;

// What `waymark verify` finds on one surface, and a run of each registered command with a
// harmless payload, checked against the runtime contract (DESIGN §2: exit 0, empty or one reply).

export type Status = 'registered' | 'missing' | 'stale' | 'untrusted' | 'failed' | 'unreadable';

export interface EntryReport {
  event: string;
  matcher?: string;
  status: Status;
  detail?: string;
}

export interface SurfaceReport {
  harness: string;
  scope: string;
  path: string;
  status: Status;
  detail?: string;
  entries: EntryReport[];
}

/** Worst first: the surface takes the status of its worst entry. */
const SEVERITY: Status[] = ['unreadable', 'stale', 'missing', 'failed', 'untrusted', 'registered'];

interface Command {
  file: string;
  args: string[];
}

/** How the harness would start this handler: exec form, or the field its shell runs, in that shell. */
function commandOf(harness: Harness, handler: Record<string, unknown>, where: Where): Command | undefined {
  const platform = where.platform;
  if (typeof handler.command === 'string' && Array.isArray(handler.args)) return { file: handler.command, args: handler.args.map(String) };
  const shellOf = (key: string): Shell | undefined => harness.template.shells[`${key}@${platform}`] ?? harness.template.shells[key];
  const wanted: Shell = platform === 'win32' ? 'powershell' : 'sh';
  const search = (node: Record<string, unknown>): string | undefined => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && (shellOf(key) === wanted || (platform === 'win32' && shellOf(key) === 'cmd'))) return value;
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const found = search(value as Record<string, unknown>);
        if (found) return found;
      }
    }
    return undefined;
  };
  const line = search(handler);
  return line === undefined ? undefined : launcher(harness, line, where);
}

/** Runs one registered command as the harness would, with a harmless payload, in a scratch directory. */
export async function runOnce(
  harness: Harness,
  event: string,
  tool: string | undefined,
  command: Command,
  env: Where['env'] = process.env,
): Promise<{ ok: boolean; detail: string }> {
  const scratch = await mkdtemp(join(tmpdir(), 'waymark-verify-'));
  try {
    const sample = harness.sample(event, scratch, tool);
    const child = spawn(command.file, command.args, {
      cwd: scratch,
      env: { ...env, ...sample.env, WAYMARK_HOOK_STATE_DIR: join(scratch, 'state') },
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: 20_000,
    });
    const stdout: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.resume();
    child.stdin.on('error', () => undefined);
    child.stdin.end(JSON.stringify(sample.payload));
    const code = await new Promise<number | null>((resolve) => {
      child.on('error', () => resolve(null));
      child.on('close', resolve);
    });
    const out = Buffer.concat(stdout).toString('utf8');
    // 127: the shell found no such command, as for `waymark dispatch` with no waymark on PATH.
    if (code !== 0) return { ok: false, detail: code === 127 ? cliText.install.notFound : `exit ${code ?? 'failed to start'}` };
    if (out === '') return { ok: true, detail: 'ran: silent' };
    // A text harness shows stdout as is: a JSON envelope would reach the model literally.
    if (harness.reply === 'text')
      return out.trimStart().startsWith('{')
        ? { ok: false, detail: 'ran: printed JSON where plain text is read' }
        : { ok: true, detail: `ran: ${out.length} chars of text` };
    let reply: unknown;
    try {
      reply = JSON.parse(out);
    } catch {
      return { ok: false, detail: 'ran: stdout is not one JSON object' };
    }
    if (reply === null || typeof reply !== 'object' || Array.isArray(reply) || Object.keys(reply).length === 0)
      return { ok: false, detail: `ran: reply ${out.slice(0, 40)} is not a reply` };
    return { ok: true, detail: `ran: one reply, ${out.length} chars` };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The first tool a registration's matcher names (`Edit|MultiEdit`, `^(?:Edit)$`), for its sample. */
function firstTool(matcher: string | undefined): string | undefined {
  return matcher?.replace(/^\^\(\?:/, '').split(/[|)]/)[0] || undefined;
}

function describe(entry: { value: unknown }): string {
  return dispatcherOf(entry.value) ?? cliText.install.aWaymarkEntry;
}

/** The vendor event of an entry: its container key, or the entry's own trigger (Kiro). */
function eventOf(harness: Harness, found: Found): string {
  const at = harness.template.container.indexOf('${EVENT}');
  return at >= 0 ? found.container[at]! : String((found.value as { trigger?: unknown }).trigger ?? '');
}

/** `running` is told each registration as its command starts, for a progress line; the commands run side by side. */
export async function verify(surface: Surface, running?: (event: string, matcher: string | undefined) => void): Promise<SurfaceReport> {
  const { harness } = surface;
  const base = { harness: harness.id, scope: surface.scope, path: surface.path };
  let file: SettingsFile;
  try {
    file = await readSettings(surface.path, false);
  } catch (error) {
    return { ...base, status: 'unreadable', detail: (error as Error).message, entries: [] };
  }
  const desired = desiredEntries(surface, loadLibrary());
  const found = file.text === undefined ? [] : findWaymarks(file.text, parseTree(file.text), harness.template, harness.contract);
  const matched = new Set<Found>();
  const entries: EntryReport[] = [];
  const runs: { at: number; event: string; matcher: string | undefined; handlers: Record<string, unknown>[] }[] = [];
  let trustNote: string | undefined;
  let trusted: Set<Found> | undefined;
  for (const companion of harness.companions ?? []) {
    const check = await companion.check(surface, found);
    trusted = trusted ? new Set([...trusted].filter((entry) => check.ok.has(entry))) : check.ok;
    trustNote ??= check.note;
  }

  // A shared registration runs the waymark on the harness's PATH, and stays silent without one: ask its shell.
  const reached = surface.command.form === 'path' && found.length > 0 ? reach(harness, surface.where) : undefined;
  for (const want of desired) {
    const matcher = (want.value as { matcher?: string }).matcher;
    const same = found.find(
      (entry) =>
        !matched.has(entry) &&
        !entry.handlers &&
        isDeepStrictEqual(entry.container, want.container) &&
        isDeepStrictEqual(entry.value, want.value),
    );
    if (!same) {
      const other = found.find((entry) => !matched.has(entry) && isDeepStrictEqual(entry.container, want.container));
      if (!other) entries.push({ event: want.event, matcher, status: 'missing' });
      else
        entries.push({
          event: want.event,
          matcher,
          status: 'stale',
          detail: describe(other) === describe(want) ? cliText.install.differs : cliText.install.renderedFor(describe(other)),
        });
      continue;
    }
    matched.add(same);
    if (trusted && !trusted.has(same)) {
      entries.push({ event: want.event, matcher, status: 'untrusted', detail: cliText.install.untrustedEntry });
      continue;
    }
    const handlers = harness.template.handlers
      ? ((same.value as Record<string, unknown>)[harness.template.handlers] as Record<string, unknown>[])
      : [same.value as Record<string, unknown>];
    // Its place in the report is kept; the run fills it in below.
    runs.push({ at: entries.length, event: want.event, matcher, handlers });
    entries.push({ event: want.event, matcher, status: 'registered' });
  }
  await sideBySide(runs, async ({ at, event, matcher, handlers }) => {
    let result = { ok: true, detail: '' };
    running?.(event, matcher);
    if (reached?.problem) result = { ok: false, detail: reached.problem };
    else {
      for (const handler of handlers) {
        const command = commandOf(harness, handler, surface.where);
        result = command
          ? await runOnce(harness, event, firstTool(matcher), command, surface.where.env)
          : { ok: false, detail: cliText.install.noCommand };
        if (!result.ok) break;
      }
    }
    entries[at] = droppedEntry(surface, event, matcher) ?? {
      event,
      matcher,
      status: result.ok ? 'registered' : 'failed',
      detail: result.detail,
    };
  });
  // Registrations earlier versions left in a shared file, with this user's paths (src/install/surfaces/former.ts).
  for (const former of await formerRegistrations(surface, false))
    for (const found of former.mine)
      entries.push({ event: eventOf(harness, found), status: 'stale', detail: cliText.install.form.former(former.file.path) });
  for (const extra of found.filter((entry) => !matched.has(entry))) {
    const event = eventOf(harness, extra);
    entries.push(droppedEntry(surface, event) ?? { event, status: 'stale', detail: cliText.install.extraEntry(describe(extra)) });
  }
  const worst = SEVERITY.find((status) => entries.some((entry) => entry.status === status)) ?? 'missing';
  // Codex does not load an untrusted project's .codex at all, whatever the hashes say.
  const status = entries.every((entry) => entry.status === 'missing')
    ? 'missing'
    : worst === 'registered' && trustNote
      ? 'untrusted'
      : worst;
  const notes = [
    trustNote,
    reached?.note,
    matched.size > 0 && !loadContract(harness.contract) ? cliText.install.noContract(harness.contract) : undefined,
    ...configReport(surface.where.project).map(describeProblem),
  ].filter(Boolean);
  return { ...base, status, ...(notes.length > 0 ? { detail: notes.join('\n  ') } : {}), entries };
}

/**
 * An entry on an event the harness's contract drops runs for nothing; a failure, with the fix. Not
 * a tool event: dispatch keeps its advice for the harness's next prompt.
 */
function droppedEntry(surface: Surface, event: string, matcher?: string): EntryReport | undefined {
  const contract = loadContract(surface.harness.contract);
  if (!contract || replyKind(contract, event) !== 'none' || TOOL_EVENTS.has(contract.events[event]?.canonical ?? '')) return undefined;
  const fix = text.vendors.reinstall(`${surface.harness.id}${surface.scope === 'user' ? ' --scope user' : ''}`);
  return {
    event,
    ...(matcher ? { matcher } : {}),
    status: 'failed',
    detail: text.vendors.registeredDropped(surface.harness.vendor, event, fix),
  };
}
