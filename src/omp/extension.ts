// The oh-my-pi front door (DESIGN §8): OMP loads this module in-process and calls its handlers.
// Facts: @oh-my-pi/pi-coding-agent@17.2.15 (docs/vendors/omp.md#events). Handlers never block, never
// rewrite input and never throw: OMP blocks the tool call when a `tool_call` handler throws or
// outlives its 30 s timeout (EXTENSION_HANDLER_TIMEOUT_MS, fail-closed).
import { createLog } from '../log.js';
import { text } from '../text.js';
import type { Env } from '../state/state.js';
import { advise, type AdviseIO } from './advise.js';
import { canonicalToolCalls, postToolUse, type CanonicalToolCall, preToolUse, resultText, sessionStart, type ToolEventFacts } from './translate.js';

/** The slice of OMP's ExtensionAPI this module uses (types.ts, ExtensionAPI). */
export interface OmpApi {
  on(event: string, handler: (event: any, ctx: OmpContext) => unknown): void;
  sendMessage(message: WaymarkMessage, options?: { deliverAs?: 'steer' | 'followUp' | 'nextTurn'; triggerTurn?: boolean }): void;
}

/** The slice of OMP's handler context this module reads. */
export interface OmpContext {
  cwd?: string;
  hasUI?: boolean;
  ui?: { setStatus?(key: string, text: string | undefined): void };
  sessionManager?: { getSessionId?(): string };
}

interface WaymarkMessage {
  customType: 'waymark';
  content: string;
  display: false;
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

    const io = (ctx: OmpContext): AdviseIO => ({ env, log, cwd: ctx.cwd ?? process.cwd(), messagesDir: options.messagesDir });
    const facts = (event: any, ctx: OmpContext): ToolEventFacts => ({
      sessionId: ctx.sessionManager?.getSessionId?.(),
      cwd: ctx.cwd ?? process.cwd(),
      toolCallId: typeof event?.toolCallId === 'string' ? event.toolCallId : undefined,
    });

    // Why `nextTurn` (agent-session.ts sendCustomMessage, pi-agent-core agent-loop.ts, 17.2.15): a
    // `steer` (also the default while a turn streams) is polled by the running tool batch, which
    // then skips every tool not yet started — this very call included — so it would block.
    // `followUp` waits until the agent would stop and then forces one more model turn. `nextTurn`
    // interrupts nothing: idle, it joins the context sent on the next model call; mid-turn, OMP
    // holds it hidden and sends it with the next prompt.
    function deliver(ctx: OmpContext, text: string): void {
      pi.sendMessage({ customType: CUSTOM_TYPE, content: text, display: false }, { deliverAs: 'nextTurn' });
      const session = ctx.sessionManager?.getSessionId?.() ?? '';
      const count = (counts.get(session) ?? 0) + 1;
      counts.set(session, count);
      if (ctx.hasUI) ctx.ui?.setStatus?.(STATUS_KEY, statusText(count));
    }

    /**
     * Runs `work` within the budget; a throw or an overrun ends in `undefined`, never in OMP. Work
     * that overran goes on in the background but must deliver nothing: `expired` tells it so.
     */
    function soft<T>(name: string, work: (expired: () => boolean) => Promise<T>): Promise<T | undefined> {
      let timer: NodeJS.Timeout | undefined;
      let late = false;
      const overrun = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => {
          late = true;
          log.debug(text.omp.gaveUp(name, budgetMs));
          resolve(undefined);
        }, budgetMs);
        timer.unref?.();
      });
      const expired = () => late;
      const done = Promise.resolve()
        .then(() => work(expired))
        .catch((error: unknown) => {
          log.debug(text.omp.failed(name, error));
          return undefined;
        });
      return Promise.race([done, overrun]).finally(() => clearTimeout(timer));
    }

    /** Every canonical call's advice for one OMP tool event, each distinct text once. */
    async function adviseTool(event: any, ctx: OmpContext, payload: (call: CanonicalToolCall) => Record<string, unknown>, expired: () => boolean): Promise<void> {
      const texts = new Set<string>();
      for (const call of canonicalToolCalls(String(event?.toolName ?? ''), event?.input)) {
        const text = await advise(payload(call), io(ctx));
        if (text) texts.add(text);
      }
      if (texts.size > 0 && !expired()) deliver(ctx, [...texts].join('\n\n'));
    }

    pi.on('session_start', (_event, ctx) =>
      soft('session_start', async () => {
        // A new session starts its own count; the footer must not show the last one's.
        if (ctx.hasUI) ctx.ui?.setStatus?.(STATUS_KEY, undefined);
      }),
    );

    pi.on('before_agent_start', (_event, ctx) =>
      soft('before_agent_start', async (expired) => {
        const session = ctx.sessionManager?.getSessionId?.() ?? '';
        if (bootstrapped.has(session)) return undefined;
        bootstrapped.add(session);
        const text = await advise(sessionStart(session || undefined, ctx.cwd ?? process.cwd()), io(ctx));
        return text && !expired() ? { message: { customType: CUSTOM_TYPE, content: text, display: false } } : undefined;
      }),
    );

    pi.on('tool_call', async (event, ctx) => {
      await soft('tool_call', (expired) => adviseTool(event, ctx, (call) => preToolUse(call, facts(event, ctx)), expired));
      // Advice only: never `{block}`, never `{input}`.
      return undefined;
    });

    pi.on('tool_result', async (event, ctx) => {
      await soft('tool_result', (expired) => {
        const output = resultText(event?.content);
        return adviseTool(event, ctx, (call) => postToolUse(call, facts(event, ctx), output, event?.isError === true), expired);
      });
      // The tool's result stays as it is.
      return undefined;
    });
  };
}
