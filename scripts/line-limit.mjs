// The formatter wraps code at 140 columns but cannot wrap a long string or comment: this holds
// every source line to 160 characters, so nothing hides past the edge of a reviewer's screen.
// Two kinds of line are exempt, as in ESLint's max-len with ignoreUrls and ignoreRegExpLiterals: a line that
// is only a URL, and a line that is only a regular-expression literal or the String.raw source of
// one (splitting one into a RegExp built from strings makes it harder to read, not easier).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 160;
// Written by scripts/build.js, one import per item.
const GENERATED = new Set(['src/guards/rules/packs.ts', 'src/contracts/files.ts', 'src/install/harnesses/descriptors.ts']);
const URL_ONLY = /^\s*(?:\/\/|\*)?\s*\S*https?:\/\/\S+$/;
const REGEX_ONLY = /^\s*(?:(?:export )?const \w+ =\s*)?(?:\/.+\/[dgimsuyv]*|String\.raw`.+`)[,;]?$/;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.js', '*.mjs', '*.cjs'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '' && !file.startsWith('test/fixtures/') && !GENERATED.has(file));
const over = [];
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.length > LIMIT && !URL_ONLY.test(line) && !REGEX_ONLY.test(line))
        over.push(`${file}:${index + 1}: ${line.length} characters`);
    });
}
for (const line of over) console.error(line);
if (over.length > 0) {
  console.error(`${over.length} lines over ${LIMIT} characters`);
  process.exitCode = 1;
}
