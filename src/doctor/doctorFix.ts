import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { version } from '../../package.json';
import type { Scope } from '../install/harnesses/harness.js';
import { installHarness } from '../install/surfaces/kinds.js';
import { SELECTABLE } from '../install/harnesses/select.js';
import { now } from '../quiet/clock.js';
import { pruneSilences } from '../quiet/silences.js';
import type { Env } from '../edge/env.js';
import { ensureStateDir, MARKER, stateDir } from '../state/state.js';
import type { DoctorReport } from './doctor.js';

// What `waymark doctor --fix` repairs: only what is safe to do without asking. Stale registrations
// are written again by install (which keeps every byte that is not waymark's), the state dir is
// made private, expired silences are removed. A file install refuses to rewrite stays as it is.

export async function doctorFix(report: DoctorReport, options: { project: string; env: Env }): Promise<string[]> {
  const { project, env } = options;
  const fixed: string[] = [];
  const out = { out: () => undefined };
  const stale = new Set(report.runtimes.registered.filter((each) => each.versions.some((v) => v !== version)).map((each) => each.path));
  for (const checked of report.install) {
    if (checked.status !== 'stale' && !stale.has(checked.path)) continue;
    const harness = SELECTABLE.find((each) => each.id === checked.harness);
    if (!harness) continue;
    const scope = checked.scope as Scope;
    try {
      const trustCommand = `waymark install --harness ${harness.id} --scope ${scope} --trust`;
      await installHarness(harness, scope, { project, env }, { trust: false, dryRun: false, trustCommand }, out);
      fixed.push(`re-registered ${harness.id} (${scope}) in ${checked.path}`);
    } catch (error) {
      fixed.push(`could not re-register ${harness.id} (${scope}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (report.state.exists && !report.state.private) {
    try {
      // The platform's state dir named for waymark is waymark's own, marker or not (an older version
      // made it without one); a dir the user named (WAYMARK_HOOK_STATE_DIR) is claimed only by its marker.
      if (!env.WAYMARK_HOOK_STATE_DIR) writeFileSync(join(report.state.dir, MARKER), '', { mode: 0o600, flag: 'a' });
      ensureStateDir(stateDir(env));
      fixed.push(`made ${report.state.dir} private (0700)`);
    } catch (error) {
      fixed.push(`could not make ${report.state.dir} private: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const pruned = pruneSilences(stateDir(env), now(env));
  if (pruned > 0) fixed.push(`removed ${pruned} expired silence${pruned === 1 ? '' : 's'}`);
  return fixed;
}
