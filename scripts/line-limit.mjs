// The formatter wraps code at 140 columns but cannot wrap a long string or comment: this holds
// every source line to 160 characters, so nothing hides past the edge of a reviewer's screen.
// A line that is only a URL is the exception (it cannot be broken).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 160;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.js', '*.mjs', '*.cjs'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '' && !file.startsWith('test/fixtures/'));
const over = [];
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.length > LIMIT && !/^\s*(?:\/\/|\*)?\s*\S*https?:\/\/\S+$/.test(line))
        over.push(`${file}:${index + 1}: ${line.length} characters`);
    });
}
for (const line of over) console.error(line);
if (over.length > 0) {
  console.error(`${over.length} lines over ${LIMIT} characters`);
  process.exitCode = 1;
}
