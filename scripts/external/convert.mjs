// node scripts/external/convert.mjs <suite> <snapshot git dir> [--check]
// Converts one external suite's test data from a pinned commit of its repository snapshot into
// test/fixtures/external/<suite>/; with --check, rebuilds it in memory and fails unless every
// committed file is byte for byte what the converter builds. Suites: dcg, tldr, redcode,
// openagentsafety, gitleaks.
import { emit, snapshot } from './lib.mjs';

const SUITES = ['dcg', 'tldr', 'redcode', 'openagentsafety', 'gitleaks'];
const args = process.argv.slice(2);
const check = args.includes('--check');
const [suite, gitDir] = args.filter((arg) => !arg.startsWith('--'));
if (!SUITES.includes(suite) || !gitDir) {
  console.error(`usage: node scripts/external/convert.mjs <${SUITES.join('|')}> <snapshot git dir> [--check]`);
  process.exit(2);
}
const converter = await import(`./${suite}.mjs`);
const files = converter.build(snapshot(gitDir, converter.COMMIT));
process.exitCode = emit(suite, files, check) === 0 ? 0 : 1;
