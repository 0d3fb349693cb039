// Runs under Bun (spawned by test/omp/omp.spec.ts): loads waymark's BUILT module into oh-my-pi's own
// ExtensionRunner (@oh-my-pi/pi-coding-agent@17.2.15, pinned: ExtensionRunner is internal), emits
// real events, and prints what OMP saw as one JSON object on stdout. The spec asserts on it.
//   bun test/omp/driver.ts <project dir> <extension file>...
// Each extension file is run in its own scenario, named by its base name.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

// A non-literal specifier keeps `tsc` (Node types) out of OMP's Bun-only sources.
const omp: any = await import('@oh-my-pi/pi-coding-agent' as string);

const [cwd, ...files] = process.argv.slice(2);

interface Seen {
  loadErrors: unknown[];
  sent: Array<{ message: unknown; options: unknown }>;
  status: Array<[string, string | undefined]>;
  steps: Array<{ step: string; result: unknown; sent: unknown[]; error?: string }>;
}

async function scenario(file: string): Promise<Seen> {
  const name = basename(file).replace(/\.[jt]s$/, '');
  const seen: Seen = { loadErrors: [], sent: [], status: [], steps: [] };
  const { extensions, errors, runtime } = await omp.loadExtensions([file], cwd);
  seen.loadErrors = errors;
  const sessions = omp.SessionManager.inMemory(cwd);
  // "throwing": OMP itself hands the module a context that throws, the way a host bug would.
  if (name === 'throwing') sessions.getSessionId = () => { throw new Error('host failure'); };
  // "slow": another hook holds this session's state lock, so dispatch waits ~2 s for it.
  if (name === 'slow') {
    const dir = join(process.env.WAYMARK_HOOK_STATE_DIR!, 'sessions');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${sessions.getSessionId()}.json.lock`), '');
  }
  const runner = new omp.ExtensionRunner(extensions, runtime, cwd, sessions, new omp.ModelRegistry(await omp.discoverAuthStorage()));
  const noop = () => undefined;
  const actions = {
    sendMessage: (message: unknown, options: unknown) => seen.sent.push({ message, options }),
    sendUserMessage: noop, appendEntry: noop, setLabel: noop, getActiveTools: () => [], getAllTools: () => [],
    setActiveTools: async () => undefined, getCommands: () => [], setModel: async () => false,
    getThinkingLevel: () => undefined, setThinkingLevel: noop, getSessionName: () => undefined, setSessionName: async () => undefined,
  };
  const contextActions = {
    getModel: () => undefined, isIdle: () => true, abort: noop, hasPendingMessages: () => false, shutdown: noop,
    getContextUsage: () => undefined, compact: async () => undefined, getSystemPrompt: () => [],
  };
  // "headless": no UI context, as in print and RPC mode (ctx.hasUI is false).
  const setStatus = (key: string, text: string | undefined) => seen.status.push([key, text]);
  const ui = name === 'headless' ? undefined : new Proxy({ setStatus }, { get: (target, key) => (key in target ? target[key as 'setStatus'] : noop) });
  runner.initialize(actions, contextActions, undefined, ui);

  async function step(label: string, emit: () => Promise<unknown>): Promise<void> {
    const before = seen.sent.length;
    try {
      seen.steps.push({ step: label, result: (await emit()) ?? null, sent: seen.sent.slice(before) });
    } catch (error) {
      seen.steps.push({ step: label, result: null, sent: seen.sent.slice(before), error: String(error) });
    }
  }
  const call = (id: string, toolName: string, input: unknown) => () => runner.emitToolCall({ type: 'tool_call', toolName, toolCallId: id, input });
  const result = (id: string, toolName: string, input: unknown, text: string) => () =>
    runner.emitToolResult({ type: 'tool_result', toolName, toolCallId: id, input, content: [{ type: 'text', text }], isError: false, details: undefined });

  await step('session_start', () => runner.emit({ type: 'session_start' }));
  await step('before_agent_start', () => runner.emitBeforeAgentStart('hello', undefined, ['system']));
  await step('before_agent_start again', () => runner.emitBeforeAgentStart('again', undefined, ['system']));
  await step('bash pickle.loads', call('t1', 'bash', { command: `python -c "import pickle,sys; pickle.loads(sys.stdin.buffer.read())"` }));
  await step('bash benign', call('t2', 'bash', { command: 'ls -la' }));
  await step('read benign', call('t3', 'read', { path: 'README.md' }));
  await step('write package.json', call('t4', 'write', { path: 'package.json', content: '{"dependencies":{"left-pad":"1.3.0"}}' }));
  await step('edit hashline package.json', call('t5', 'edit', { input: '¶package.json#1A2B\nPUT 1.=1:\n+{"dependencies":{}}' }));
  await step('tool_result bash', result('t2', 'bash', { command: 'ls -la' }, 'total 0'));
  // The time-bound scenario waits out the background work, to show it delivers nothing late.
  if (name === 'slow') await new Promise((resolve) => setTimeout(resolve, 2500));
  return seen;
}

const report: Record<string, Seen> = {};
for (const file of files) report[basename(file).replace(/\.[jt]s$/, '')] = await scenario(file);
process.stdout.write(`${JSON.stringify(report)}\n`);
process.exit(0);
