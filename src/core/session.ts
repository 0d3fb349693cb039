import { appendAdvice } from '../adviceLog/appendAdvice.js';
import type { AdviceEntry } from '../adviceLog/entry.js';
import type { Log } from '../edge/log.js';
import { ensureStateDir, readSessionState, stateDir, updateSessionState, type SessionState } from '../state/state.js';
import type { Env } from '../edge/env.js';
import { pruneState } from '../state/prune.js';
import { text } from '../text.js';

/**
 * A change to the session's state that a guard or the pipeline asks for. It is applied under the
 * session lock at the end of the call, to the state as it is then (another hook may have written
 * since the call read it), and answers whether whoever asked still speaks: a guard that claims an
 * advisory level another hook already claimed stays silent.
 */
export type StateChange = (state: SessionState) => boolean;

interface Pending {
  apply: StateChange;
  /** What the asker is told when the state cannot be kept: speak anyway, or stay silent. */
  failOpen: boolean;
  /** What it is told when another hook holds the lock past the wait (silence, unless it says otherwise). */
  whenBusy: boolean;
  kept?: boolean;
}

/**
 * The session state of one call: read once at the start (guards see it read-only), written once at
 * the end with every change the call asked for. Without a session id nothing is read or written.
 */
export class SessionCall {
  private readonly pending: Pending[] = [];
  private logLine?: () => AdviceEntry | undefined;

  private constructor(
    readonly view: Readonly<SessionState>,
    /** The state dir (src/state/state.ts), resolved once for the call. */
    readonly dir: string,
    private readonly session: string | undefined,
  ) {}

  static async open(env: Env, session: string | undefined): Promise<SessionCall> {
    const dir = stateDir(env);
    const view = session ? await readSessionState(dir, session) : { delivered: Object.create(null) as Record<string, string> };
    return new SessionCall(Object.freeze(view), dir, session);
  }

  /**
   * Asks for a change; its answer is read with the function returned, after `commit`. Changes are
   * applied in the order asked, so a later one may read an earlier one's answer.
   */
  change(apply: StateChange, failOpen = false, whenBusy = false): () => boolean {
    const pending: Pending = { apply, failOpen, whenBusy };
    this.pending.push(pending);
    return () => pending.kept ?? pending.failOpen;
  }

  /**
   * What the call says, for the advice log (src/adviceLog/): asked once the answers are known, since
   * what a call says depends on them, and appended by the commit into the state dir it already made
   * sure of. Undefined: nothing to log.
   */
  logAdvice(line: () => AdviceEntry | undefined): void {
    this.logLine = line;
  }

  /** Applies every change under one lock and one write: the only state write of a call, with its advice log line. */
  async commit(log: Log): Promise<void> {
    const ensured = await this.apply(log);
    const line = this.logLine?.();
    if (!line) return;
    try {
      appendAdvice(ensured ? this.dir : ensureStateDir(this.dir), line);
    } catch {
      // A state dir that cannot be made costs the log line, never the advice.
    }
  }

  /** The changes applied; whether the state dir is known to exist now. */
  private async apply(log: Log): Promise<boolean> {
    if (this.pending.length === 0) return false;
    if (!this.session) {
      for (const each of this.pending) each.kept = each.failOpen;
      return false;
    }
    const outcome = await updateSessionState(this.dir, this.session, (state) => {
      const before = JSON.stringify(state);
      for (const each of this.pending) each.kept = each.apply(state);
      return { result: true, changed: JSON.stringify(state) !== before };
    });
    if (outcome.status === 'ok') {
      // Only a call that writes state sweeps it (at most once a day; one stat otherwise).
      pruneState(this.dir);
      return true;
    }
    // Never lost silently: the debug log says which call's changes were not kept, and why.
    log.debug(outcome.status === 'busy' ? text.debug.stateBusy : text.debug.state(outcome.status, outcome.error));
    for (const each of this.pending) each.kept = outcome.status === 'busy' ? each.whenBusy : each.failOpen;
    return outcome.status === 'busy';
  }
}
