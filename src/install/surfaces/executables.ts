import { chmod, readdir, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { cliText } from '../../text.js';
import { decode, encode } from '../files/bytes.js';
import type { Harness } from '../harnesses/harness.js';
import type { Output } from '../files/transaction.js';
import type { Installed } from './install.js';
import { keepOutOfGit } from '../files/gitIgnored.js';
import { registrations } from './registrations.js';
import { materialise } from '../files/runtimeHome.js';
import { readSettings, Refusal, writeSettings } from '../files/settingsFile.js';
import { loadLibrary, SOURCE_HOME, type Surface } from './surface.js';
import { unifiedDiff } from '../files/unifiedDiff.js';
import { onPath } from '../files/onPath.js';
import { runOnce, type SurfaceReport } from './verify.js';
import { sideBySide } from './sideBySide.js';

// Cline has no settings file: it runs every file named after an event in its hooks folders
// (docs/vendors/cline.md#settings-files-and-scopes). waymark writes one launcher per event it
// registers; a file is waymark's when its second line is MARK, and only such a file is replaced
// or removed. The launcher exits quietly when `waymark` cannot be found (DESIGN §2, invariant 9);
// dispatch picks the messages from their bindings, so the launcher names only the event.

const MARK = '# waymark launcher: written by `waymark install --harness cline`, removed by `waymark uninstall --harness cline`';

/** The launcher's file name and bytes (a byte string, src/install/bytes.ts) for one event. */
export function launcher(surface: Surface, event: string): { file: string; text: string } {
  const windows = surface.where.platform === 'win32';
  const absolute = surface.command.form === 'absolute';
  const entry = join(surface.waymarkHome, 'dist', 'dispatch.cjs');
  if (windows) {
    // Cline runs a .ps1 with `powershell -File` on Windows; $input is the hook's stdin.
    const run = absolute ? `& ${JSON.stringify(surface.nodeBin)} ${JSON.stringify(entry)}` : '& waymark dispatch';
    const guard = absolute
      ? `if (-not (Test-Path -LiteralPath ${JSON.stringify(entry)})) { exit 0 }`
      : 'if (-not (Get-Command waymark -ErrorAction SilentlyContinue)) { exit 0 }';
    return { file: `${event}.ps1`, text: encode(`${MARK}\r\n${guard}\r\n$input | ${run} --contract cline ${event}\r\nexit 0\r\n`) };
  }
  const run = absolute ? `${JSON.stringify(surface.nodeBin)} ${JSON.stringify(entry)}` : 'waymark dispatch';
  const guard = absolute ? `[ -f ${JSON.stringify(entry)} ] || exit 0` : 'command -v waymark >/dev/null 2>&1 || exit 0';
  return { file: event, text: encode(`#!/bin/sh\n${MARK}\n${guard}\nexec ${run} --contract cline ${event}\n`) };
}

const ours = (text: string | undefined): boolean => text !== undefined && decode(text).split(/\r?\n/).slice(0, 2).includes(MARK);

function wanted(surface: Surface): Array<{ path: string; text: string }> {
  const events = new Set(registrations(surface.harness as Harness, loadLibrary()).map((each) => each.event));
  return [...events].map((event) => {
    const { file, text } = launcher(surface, event);
    return { path: join(surface.path, file), text };
  });
}

export async function installCline(surface: Surface, dryRun: boolean, out: Output): Promise<Installed> {
  if (surface.command.refusal) throw new Refusal(surface.command.refusal);
  out.out(cliText.install.form.chose(surface.path, surface.command.why));
  const files = await Promise.all(wanted(surface).map(async (each) => ({ ...each, file: await readSettings(each.path, true, false) })));
  for (const { path, file } of files)
    if (file.text !== undefined && !ours(file.text)) throw new Refusal(cliText.install.clineNotOurs(path));
  const changes = files.filter(({ text, file }) => file.text !== text);
  const runtime = surface.command.form === 'path' ? [] : await materialise(SOURCE_HOME, surface.waymarkHome, dryRun);
  if (dryRun) {
    for (const { path, text, file } of changes)
      out.out(unifiedDiff(path, file.text === undefined ? undefined : decode(file.text), decode(text)).trimEnd());
    if (runtime.length > 0) out.out(cliText.install.wouldCopy(surface.waymarkHome, runtime.length));
    return { status: changes.length === 0 && runtime.length === 0 ? 'up to date' : 'would change', untrusted: false };
  }
  if (runtime.length > 0) out.out(cliText.install.copied(surface.waymarkHome, runtime.length));
  for (const { path, text, file } of changes) {
    await writeSettings({ ...file, mode: file.mode ?? 0o755 }, text);
    // Cline reads the shebang, but an executable launcher also runs as itself.
    await chmod(path, 0o755).catch(() => {});
  }
  // At user scope the launchers name this user's runtime; the project's never do.
  if (surface.scope === 'project' && surface.command.form === 'absolute') {
    const line = await keepOutOfGit(surface.path, surface.where.env, false);
    if (line) out.out(line);
  }
  out.out(changes.length > 0 ? cliText.install.registered(surface.harness.vendor, surface.path) : cliText.install.upToDate(surface.path));
  for (const note of surface.harness.notes(surface.scope, surface.where)) out.out(note);
  return { status: changes.length > 0 || runtime.length > 0 ? 'installed' : 'up to date', untrusted: false };
}

export async function verifyCline(surface: Surface): Promise<SurfaceReport> {
  const base = { harness: surface.harness.id, scope: surface.scope, path: surface.path };
  // Each launcher is checked and run on its own, side by side (src/install/surfaces/sideBySide.ts).
  const entries = await sideBySide(wanted(surface), async ({ path, text }): Promise<SurfaceReport['entries'][number]> => {
    const file = await readSettings(path, false, false).catch(() => undefined);
    const event = path.slice(surface.path.length + 1).replace(/\.ps1$/, '');
    if (!file || file.text === undefined) return { event, status: 'missing', detail: path };
    if (!ours(file.text)) return { event, status: 'missing', detail: cliText.install.clineNotOurs(path) };
    if (file.text !== text) return { event, status: 'stale', detail: cliText.install.renderedFor(path) };
    // The launcher is silent without waymark on PATH (so Cline never shows an error); verify says so.
    const missing = surface.command.form === 'path' && !onPath('waymark', surface.where.env, surface.where.platform);
    // As Cline runs it: an extensionless file with bash, a .ps1 with powershell -File.
    const command = path.endsWith('.ps1')
      ? { file: 'powershell.exe', args: ['-NoProfile', '-File', path] }
      : { file: 'bash', args: [path] };
    const ran = missing ? { ok: false, detail: cliText.install.notFound } : await runOnce(surface.harness, event, 'run_commands', command);
    return { event, status: ran.ok ? 'registered' : 'failed', detail: ran.detail };
  });
  const worst = (['unreadable', 'stale', 'missing', 'failed'] as const).find((status) => entries.some((each) => each.status === status));
  return { ...base, status: worst ?? 'registered', entries };
}

/** Deletes waymark's launchers, and the hooks folder (then its parent) when that leaves them empty. */
export async function uninstallCline(surface: Surface, dryRun: boolean, out: Output): Promise<boolean> {
  let names: string[];
  try {
    names = await readdir(surface.path);
  } catch {
    out.out(cliText.install.nothingThere(surface.path));
    return true;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(surface.path, name);
    const file = await readSettings(path, true, false).catch(() => undefined);
    if (!file || !ours(file.text)) continue;
    if (dryRun) out.out(unifiedDiff(path, decode(file.text!), undefined).trimEnd());
    else await writeSettings(file, undefined);
    removed += 1;
  }
  if (removed === 0) {
    out.out(cliText.install.nothingThere(surface.path));
    return true;
  }
  if (!dryRun) {
    for (const dir of [surface.path, dirname(surface.path)]) await rmdir(dir).catch(() => {});
    out.out(cliText.install.clineRemoved(surface.path, removed));
  }
  return true;
}
