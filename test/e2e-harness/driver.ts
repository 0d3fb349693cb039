import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { MockServer } from './mock/server.js';
import type { ToolNames } from './scenario.js';

/**
 * Where the vendor puts each kind of advice (docs/vendors/<vendor>.md#reply-shape): `delivered` where the
 * vendor carries that event's reply to the model; `vendor may drop` where it does not, so only a
 * failure counts there (whether the contract routes the advice elsewhere is the contract's call).
 */
export type Expected = 'delivered' | 'vendor may drop';

export interface Paths {
  home: string;
  project: string;
  /** The harness cache: `<cache>/<package folder>/node_modules/…`. */
  cache: string;
  /** The waymark checkout under test. */
  root: string;
  /** A folder on PATH holding `waymark`, linked to the checkout's bin: waymark installed globally. */
  globalBin: string;
}

export interface Launch {
  command: string;
  args: string[];
  env: Record<string, string>;
  /** Extra folders in front of PATH (Copilot's loader runs `node` from PATH). */
  path?: string[];
}

/** One harness: how to install, register by hand, mock and run it. */
export interface Driver {
  id: 'claude-code' | 'codex' | 'qwen-code' | 'copilot' | 'gemini' | 'cline' | 'droid' | 'qoder' | 'auggie';
  /** The contract a hand registration names (`dispatch --contract <id>`). */
  contract: string;
  tools: ToolNames;
  startMock(tools: ToolNames, cwd: string): Promise<MockServer>;
  /** Vendor settings the run needs besides waymark's hooks (model provider, telemetry off). */
  prepare?(paths: Paths, mock: MockServer): Promise<void>;
  launch(paths: Paths, mock: MockServer, registeredBy: 'installer' | 'hand'): Launch;
  /** Development fallback until `waymark install` lands: the registration per docs/vendors/<vendor>.md#registration-shape. */
  registerByHand(paths: Paths, hook: (event: string) => string[]): Promise<void>;
  expected: { bootstrap: Expected; eval: Expected; dependency: Expected };
}

/** Rewrites a JSON settings file (`{}` when there is none yet) with what `update` makes of it. */
export async function updateSettings(file: string, update: (existing: Record<string, any>) => object): Promise<void> {
  const existing = JSON.parse(await readFile(file, 'utf8').catch(() => '{}'));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(update(existing), null, 2));
}

/** One shell command line from an argv, for vendors that run hooks through a shell. */
export const shellLine = (argv: string[]): string => argv.map((part) => JSON.stringify(part)).join(' ');
