import { waymarkInProcess } from './inProcess.js';
import { TEST_PATH } from './path.js';
import { DISPATCH, ROOT, type Run, type RunOptions, tempDir } from './run.js';

// `run` (test/support/run.ts) in this process: the same options and the same answer, for cases that
// need the CLI's logic and not a process of its own. The built entry a case names keeps its
// meaning: the hook entry (dist/dispatch.cjs) is `waymark dispatch`, as the bin routes it. A case
// that gives no HOME gets an empty one of its own, never the runner's. test/e2e/cliSample.spec.ts
// checks on a sample that the built binary answers these cases byte for byte the same.

export type CliOptions = Omit<RunOptions, 'keepOpen' | 'inputFile'>;

/** `waymark <args>` in-process, with `run`'s defaults: the hook entry, the repository as the folder, the test PATH. */
export async function cli(args: readonly string[], options: CliOptions = {}): Promise<Run> {
  const home = options.env?.HOME ?? tempDir('waymark-cli-home-');
  const ran = await waymarkInProcess((options.script ?? DISPATCH) === DISPATCH ? ['dispatch', ...args] : args, {
    cwd: options.cwd ?? ROOT,
    env: { PATH: TEST_PATH, ...options.env, HOME: home },
    input: options.input ?? '',
  });
  return { code: ran.status, stdout: ran.stdout, stderr: ran.stderr };
}

/** The same HOME for two runs of one case (spawned and in-process), so both see the same machine. */
export function homeFor(options: CliOptions): CliOptions {
  return options.env?.HOME ? options : { ...options, env: { ...options.env, HOME: tempDir('waymark-cli-home-') } };
}
