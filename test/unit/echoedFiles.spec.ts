import { describe, expect, test } from 'vitest';
import { echoedFiles } from '../../src/guards/lib/echoedFiles.js';

describe('what echo and printf write into a file', () => {
  test.each([
    ["echo 'a=1' > .env", '.env', 'a=1'],
    ["/bin/echo -n 'a=1' >> .env", '.env', 'a=1'],
    ["printf 'x=%s\\n' 'y' > conf.ini", 'conf.ini', 'x=y\n'],
    ["echo.exe 'a=1' > .env", '.env', 'a=1'],
  ])('%s', (command, path, text) => expect(echoedFiles(command, () => true)).toEqual([{ path, text }]));
  test('a file the caller does not want, and other commands, give nothing', () => {
    expect(echoedFiles("echo 'a=1' > notes.md", (path) => path.endsWith('.env'))).toEqual([]);
    expect(echoedFiles('cat a > .env', () => true)).toEqual([]);
  });
});
