import { join } from 'node:path';
import { text } from '../text.js';
import { codexTrustEntries, withoutTrust } from './codexTrust.js';
import { codexHome } from './harnesses/codex.js';
import type { Output } from './install.js';
import { withoutEntries } from './merge.js';
import { readSettings, writeSettings } from './settingsFile.js';
import type { Surface } from './surface.js';
import { unifiedDiff } from './unifiedDiff.js';

/** Removes waymark's entries from one surface; a file it cannot read or rewrite is skipped (returns false). */
export async function uninstall(surface: Surface, dryRun: boolean, out: Output): Promise<boolean> {
  const { harness } = surface;
  let file;
  try {
    file = await readSettings(surface.path, true);
  } catch (error) {
    out.out(text.install.skipped(surface.path, error));
    return false;
  }
  if (file.text === undefined) {
    out.out(text.install.nothingThere(surface.path));
    return true;
  }
  const { text: next, removed } = withoutEntries(file.text, harness.template, harness.contract);
  const changes = [{ file, next }];
  if (harness.id === 'codex') {
    const trust = codexTrustEntries(surface.path, file.text, harness.template, harness.contract);
    const config = await readSettings(join(codexHome(surface.where), 'config.toml'), true, false).catch(() => undefined);
    if (config?.text !== undefined && trust.length > 0) changes.push({ file: config, next: withoutTrust(config.text, trust) });
  }
  const pending = changes.filter((change) => change.next !== change.file.text);
  if (dryRun) {
    for (const change of pending) out.out(unifiedDiff(change.file.path, change.file.text, change.next).trimEnd());
    if (pending.length === 0) out.out(text.install.nothingThere(surface.path));
    return true;
  }
  for (const change of pending) await writeSettings(change.file, change.next);
  out.out(removed === 0 ? text.install.nothingThere(surface.path) : next === undefined ? text.install.deleted(surface.path, removed) : text.install.removed(surface.path, removed));
  return true;
}
