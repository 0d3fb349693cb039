// The oh-my-pi front door (DESIGN §8): OMP loads this module in-process and calls its handlers.
// Facts: docs/vendors/omp.md (@oh-my-pi/pi-coding-agent 17.2.15 and 18.3.4). Handlers never block,
// never rewrite a tool's input and never throw: OMP blocks the tool call when a `tool_call`
// handler throws or outlives its 30 s timeout (fail-closed).
//
// The channel: advice on a tool call is judged at `tool_call` (before the tool runs, as a
// PreToolUse hook judges it), kept by `toolCallId`, and appended as a text part to that call's
// result at `tool_result`, which OMP sends to the model on its very next request, failed calls
// included. Neither `tool_call` channel fits: 18.x `additionalContext` is dropped when the result
// is an error and 17.x has none; a `steer` message makes OMP skip the tool.
import type { CoreIO } from '../../core/core.js';
import { joinFindings, nothingFound, type Findings } from '../../core/findings.js';
import { createLog } from '../../edge/log.js';
import type { Env } from '../../edge/env.js';
import { text } from '../../text.js';
import { findingsOf, say } from './advise.js';
import { pendingAdvice } from './pendingAdvice.js';
import { resultPayload, sessionPayload, toolPayload, type Facts } from './translate.js';

/** The slice of OMP's ExtensionAPI this module uses (types.ts, ExtensionAPI). */
export interface OmpApi {
  // biome-ignore lint/suspicious/noExplicitAny: each event has its own shape; translate.ts checks every field it reads
  on(event: string, handler: (event: any, ctx: OmpContext) => unknown): void;
}

/** The slice of OMP's handler context this module reads. */
export interface OmpContext {
  cwd?: string;
  hasUI?: boolean;
  ui?: { setStatus?(key: string, text: string | undefined): void };
  sessionManager?: { getSessionId?(): string };
}

export interface WaymarkOptions {
  env?: Env;
  messagesDir?: string;
  /** How long one handler may take before it gives up, silently; far below OMP's 30 s. */
  budgetMs?: number;
}

const CUSTOM_TYPE = 'waymark';
const STATUS_KEY = 'waymark';

/** `<n> advisories`: the short status OMP shows in its footer. */
export function statusText(count: number): string {
  return text.omp.status(count);
}

/**
 * The extension factory. It only registers handlers: OMP throws on any `pi.*` action called
 * while the factory runs (ExtensionRuntimeNotInitializedError).
 */
export function createWaymarkExtension(options: WaymarkOptions = {}): (pi: OmpApi) => void {
  return (pi) => {
    const env = options.env ?? process.env;
    const log = createLog(env, (line) => process.stderr.write(line));
    const budgetMs = options.budgetMs ?? 5000;
    const bootstrapped = new Set<string>();
    const counts = new Map<string, number>();
    const pending = pendingAdvice<Findings>();

    const facts = (ctx: OmpContext): Facts => ({
      sessionId: ctx.sessionManager?.getSessionId?.() || undefined,
      cwd: ctx.cwd ?? process.cwd(),
    });
    const io = (ctx: OmpContext): CoreIO => ({ env, log, cwd: ctx.cwd ?? process.cwd(), messagesDir: options.messagesDir });
    const callId = (event: { toolCallId?: unknown } | undefined): string | undefined =>
      typeof event?.toolCallId === 'string' ? event.toolCallId : undefined;

    function counted(ctx: OmpContext): void {
      const session = ctx.sessionManager?.getSessionId?.() ?? '';
      const count = (counts.get(session) ?? 0) + 1;
      counts.set(session, count);
      if (ctx.hasUI) ctx.ui?.setStatus?.(STATUS_KEY, statusText(count));
    }

    /** Runs `work` within the budget; a throw or an overrun ends in `undefined`, never in OMP. */
    function soft<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
      let timer: NodeJS.Timeout | undefined;
      const overrun = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => {
          log.debug(text.omp.gaveUp(name, budgetMs));
          resolve(undefined);
        }, budgetMs);
        timer.unref?.();
      });
      const done = Promise.resolve()
        .then(work)
        .catch((error: unknown) => {
          log.debug(text.omp.failed(name, error));
          return undefined;
        });
      return Promise.race([done, overrun]).finally(() => clearTimeout(timer));
    }

    pi.on('session_start', (_event, ctx) =>
      soft('session_start', async () => {
        // A new session starts its own count; the footer must not show the last one's.
        if (ctx.hasUI) ctx.ui?.setStatus?.(STATUS_KEY, undefined);
      }),
    );

    pi.on('before_agent_start', (_event, ctx) =>
      soft('before_agent_start', async () => {
        const session = ctx.sessionManager?.getSessionId?.() ?? '';
        if (bootstrapped.has(session)) return undefined;
        bootstrapped.add(session);
        const advice = say('before_agent_start', await findingsOf('before_agent_start', sessionPayload(facts(ctx)), io(ctx)), io(ctx));
        return advice ? { message: { customType: CUSTOM_TYPE, content: advice, display: false } } : undefined;
      }),
    );

    pi.on('tool_call', async (event, ctx) => {
      // Judged before the tool runs (what it is about to change is still as it was), held no
      // longer than the budget; work past the budget goes on and may still reach the result.
      const advice = Promise.resolve()
        .then(() => findingsOf('tool_call', toolPayload(event, facts(ctx)), io(ctx)))
        .catch((error: unknown) => {
          log.debug(text.omp.failed('tool_call', error));
          return nothingFound({});
        });
      const id = callId(event);
      if (id !== undefined) pending.put(id, advice);
      await soft('tool_call', () => advice);
      // Advice only: never `{block}`, never `{input}`.
      return undefined;
    });

    pi.on('tool_result', (event, ctx) =>
      soft('tool_result', async () => {
        const id = callId(event);
        const before = (id !== undefined && pending.take(id)) || Promise.resolve(nothingFound({}));
        const [pre, post] = await Promise.all([before, findingsOf('tool_result', resultPayload(event, facts(ctx)), io(ctx))]);
        // One delivery for the call: what was judged before it ran and after, composed and capped once.
        const said = say('tool_result', joinFindings(pre, post), io(ctx));
        if (!said) return undefined;
        counted(ctx);
        // `content` replaces the result's content: keep every part OMP had, then the advice.
        const content: unknown[] = Array.isArray(event?.content) ? event.content : [];
        return { content: [...content, { type: 'text', text: said }] };
      }),
    );
  };
}
