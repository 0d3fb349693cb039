import { describe, expect, test } from 'vitest';
import { shellWords } from '../../src/guards/lib/shellWords.js';
import { writtenFiles, type Writer } from '../../src/guards/lib/writtenFiles.js';

const written = (command: string, writer: Writer, wanted: (path: string) => boolean = () => true) =>
  writtenFiles(shellWords(command).commands, writer, wanted);

describe('what echo and printf write into a file', () => {
  test.each([
    ["echo 'a=1' > .env", '.env', 'a=1'],
    ["/bin/echo -n 'a=1' >> .env", '.env', 'a=1'],
    ["printf 'x=%s\\n' 'y' > conf.ini", 'conf.ini', 'x=y\n'],
    ["echo.exe 'a=1' > .env", '.env', 'a=1'],
  ])('%s', (command, path, text) => expect(written(command, 'echo')).toEqual([{ path, text }]));
  test('a file the caller does not want, and other commands, give nothing', () => {
    expect(written("echo 'a=1' > notes.md", 'echo', (path) => path.endsWith('.env'))).toEqual([]);
    expect(written('cat a > .env', 'echo')).toEqual([]);
  });
});

describe('what a heredoc fed to cat or tee writes into a file', () => {
  test.each([
    ['cat > /tmp/r.sh <<EOF\nrm -rf ~\nEOF', '/tmp/r.sh', 'rm -rf ~\n'],
    ["tee -a conf.ini <<< 'x=y'", 'conf.ini', 'x=y'],
  ])('%s', (command, path, text) => expect(written(command, 'heredoc', (each) => each === path)).toEqual([{ path, text }]));
  test('a heredoc read by another command, a cat with no heredoc, and an echo give nothing', () => {
    expect(written('wc -l > /tmp/r.sh <<EOF\nrm -rf ~\nEOF', 'heredoc')).toEqual([]);
    expect(written('cat a > /tmp/r.sh', 'heredoc')).toEqual([]);
    expect(written("echo 'rm -rf ~' > /tmp/r.sh", 'heredoc')).toEqual([]);
  });
});
