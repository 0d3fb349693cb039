import { cliText } from '../../text.js';
import type { Installed } from '../surfaces/install.js';

// The one summary `waymark install` ends with: what happened to each harness, and what is left
// for the user to do, then the next command.

export interface Outcome {
  id: string;
  status: Installed['status'] | 'skipped' | 'failed';
  /** Why it was skipped or failed. */
  why?: string;
  /** Codex entries not trusted yet. */
  untrusted?: boolean;
  /** Install printed a note the user must act on (a switch, an approval). */
  noted?: boolean;
}

const ids = (outcomes: readonly Outcome[]) => outcomes.map((outcome) => outcome.id).join(', ');

export function summary(outcomes: readonly Outcome[], dryRun: boolean): string {
  const s = cliText.install.summary;
  const lines = [s.heading];
  const of = (status: Outcome['status']) => outcomes.filter((outcome) => outcome.status === status);
  const changed = of(dryRun ? 'would change' : 'installed');
  if (changed.length > 0) lines.push(`  ${dryRun ? s.wouldInstall : s.installed}: ${ids(changed)}`);
  if (of('up to date').length > 0) lines.push(`  ${s.upToDate}: ${ids(of('up to date'))}`);
  const skipped = [...of('failed'), ...of('skipped')];
  // Harnesses skipped for the same reason share one line.
  const reasons = new Map<string, string[]>();
  for (const outcome of skipped) reasons.set(outcome.why ?? '', [...(reasons.get(outcome.why ?? '') ?? []), outcome.id]);
  for (const [why, skippedIds] of reasons) lines.push(`  ${s.skipped}: ${skippedIds.join(', ')} (${why})`);
  const actions: string[] = [];
  const untrusted = outcomes.filter((outcome) => outcome.untrusted);
  if (untrusted.length > 0) actions.push(s.trust(ids(untrusted)));
  const noted = outcomes.filter((outcome) => outcome.noted && (outcome.status === 'installed' || outcome.status === 'would change'));
  if (noted.length > 0) actions.push(s.noted(ids(noted)));
  if (changed.length > 0) actions.push(s.restart(ids(changed)));
  if (actions.length > 0) lines.push(`  ${s.action}:`, ...actions.map((action) => `    - ${action}`));
  lines.push(dryRun ? s.nextDryRun : s.next);
  return lines.join('\n');
}
