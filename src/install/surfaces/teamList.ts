import { readFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { PROJECT_CONFIG } from '../../config/config.js';
import { cliText } from '../../text.js';
import { decode, encode } from '../files/bytes.js';
import { readSettings } from '../files/settingsFile.js';
import { apply, type Change, type Output } from '../files/transaction.js';
import type { Env } from '../../edge/env.js';

// The harnesses a repository uses, committed in its `.waymark/config.json` (`harnesses`): what
// `install --all` found and set up, so that a teammate's plain `waymark install` sets up exactly
// those (personal files included), and `verify` in a clone reports each, "missing for you" where a
// personal registration is absent.

export const teamListPath = (project: string): string => join(project, PROJECT_CONFIG);

/** The list, when the project's config has one. */
export async function teamHarnesses(project: string): Promise<string[] | undefined> {
  try {
    const value = JSON.parse((await readFile(teamListPath(project), 'utf8')).replace(/^\uFEFF/, '')) as { harnesses?: unknown };
    return Array.isArray(value.harnesses) && value.harnesses.every((id) => typeof id === 'string') ? value.harnesses : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Records `ids` (added to a list already there) in the project's config. A file waymark would have
 * to reformat is left as it is, and install says what to add.
 */
export async function recordTeamHarnesses(project: string, ids: readonly string[], env: Env, dryRun: boolean, out: Output): Promise<void> {
  const path = teamListPath(project);
  const file = await readSettings(path, true, false);
  let value: Record<string, unknown> = {};
  if (file.text !== undefined) {
    try {
      value = JSON.parse(decode(file.text)) as Record<string, unknown>;
    } catch {
      out.out(cliText.install.team.cannotRecord(path, ids));
      return;
    }
    if (
      value === null ||
      typeof value !== 'object' ||
      Array.isArray(value) ||
      decode(file.text) !== `${JSON.stringify(value, null, 2)}\n`
    ) {
      out.out(cliText.install.team.cannotRecord(path, ids));
      return;
    }
  }
  const before = Array.isArray(value.harnesses) ? (value.harnesses as string[]) : [];
  const list = [...new Set([...before, ...ids])];
  if (isDeepStrictEqual(list, before)) return;
  const change: Change = {
    file: { ...file, mode: file.mode ?? 0o644 },
    next: encode(`${JSON.stringify({ ...value, harnesses: list }, null, 2)}\n`),
    owner: file.real ?? file.path,
    record: 'none',
  };
  await apply([change], { dryRun, env }, out);
  if (!dryRun) out.out(cliText.install.team.recorded(path, list));
}
