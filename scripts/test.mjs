// `npm test`: the static checks (Biome, the line limit, the type check) run beside the build and the
// unit, integration and end-to-end tiers, not before them. The type check is one thread for 20-odd
// seconds on a clean clone; the test tiers leave part of a core idle while spawned hooks start and
// deadlines run out, so side by side the whole takes about as long as the tests alone. The checks'
// output is held back and printed after the tests', so it never lands inside the test report; any
// failure fails the run. Extra arguments go to vitest.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const bin = (pkg, path) => join(dirname(require.resolve(`${pkg}/package.json`)), path);

/** Runs node with `args` in the repository; resolves with its exit code and, when `held`, its output. */
function node(args, held) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (held) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** One after another, stopping at the first failure. */
async function inTurn(name, steps) {
  let output = '';
  for (const step of steps) {
    const ran = await step();
    output += ran.output ?? '';
    if (ran.code !== 0) return { name, code: ran.code, output };
  }
  return { name, code: 0, output };
}

const checks = inTurn('lint and type check', [
  () => node([bin('@biomejs/biome', 'bin/biome'), 'ci', '.'], true),
  () => node([join(root, 'scripts', 'line-limit.mjs')], true),
  () => node([bin('typescript', 'bin/tsc'), '--noEmit'], true),
]);
const tests = inTurn('build and tests', [
  () => node([join(root, 'scripts', 'build.js')], false),
  () =>
    node(
      [bin('vitest', 'vitest.mjs'), 'run', '--project', 'unit', '--project', 'integration', '--project', 'e2e', ...process.argv.slice(2)],
      false,
    ),
]);

const results = await Promise.all([tests, checks]);
for (const { name, code, output } of results) {
  if (output !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  process.stdout.write(`${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n`);
}
process.exitCode = results.some(({ code }) => code !== 0) ? 1 : 0;
