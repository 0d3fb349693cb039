import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { waymarkInProcess } from './inProcess.js';
import { TEST_PATH } from './path.js';
import { ROOT } from './run.js';

// Runs the hook in-process (test/support/inProcess.ts) as a harness's call would: the payload on
// stdin, a real temp project, state and config dirs, and nothing of the test runner's environment.

export interface World {
  /** A git project (has `.git/`). */
  project: string;
  home: string;
  state: string;
  /** XDG config home: the user's config is `<config>/waymark/config.json`. */
  config: string;
  write(path: string, text: string): string;
  dispatch(event: string, payload: Record<string, unknown>, messages?: string[]): Promise<string>;
  /** The model-visible text of the reply, or '' for silence. */
  advice(event: string, payload: Record<string, unknown>, messages?: string[]): Promise<string>;
  cleanup(): void;
}

export function world(): World {
  const base = mkdtempSync(join(tmpdir(), 'waymark-guards-'));
  const project = join(base, 'proj');
  const home = join(base, 'home');
  const state = join(base, 'state');
  const config = join(base, 'config');
  for (const dir of [project, join(project, '.git'), home, config]) mkdirSync(dir, { recursive: true });
  // Private, as waymark makes its own: a looser folder it did not create gets a waymark/ folder inside.
  mkdirSync(state, { recursive: true, mode: 0o700 });
  const self: World = {
    project,
    home,
    state,
    config,
    write(path, text) {
      const file = resolve(project, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
      return file;
    },
    async dispatch(event, payload, messages = []) {
      const result = await waymarkInProcess(['dispatch', event, ...messages], {
        cwd: ROOT,
        input: JSON.stringify({ session_id: 'test-session', cwd: project, hook_event_name: event, ...payload }),
        env: { PATH: TEST_PATH, HOME: home, XDG_CONFIG_HOME: config, WAYMARK_HOOK_STATE_DIR: state, TMPDIR: join(base, 'tmp') },
      });
      if (result.status !== 0) throw new Error(`exit ${result.status}: ${result.stderr}`);
      return result.stdout;
    },
    async advice(event, payload, messages) {
      const out = await self.dispatch(event, payload, messages);
      if (out === '') return '';
      return (JSON.parse(out) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
    },
    cleanup() {
      rmSync(base, { recursive: true, force: true });
    },
  };
  return self;
}
