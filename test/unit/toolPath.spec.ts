import { describe, expect, test } from 'vitest';
import { toolPath } from '../../src/guards/lib/toolPath.js';

// A path is read the way the model meant it: every spelling of the home names the home.
const context = { cwd: '/home/dev/proj', home: '/home/dev' };

describe.runIf(process.platform !== 'win32')('toolPath', () => {
  test.each([
    ['~/.zshrc', '/home/dev/.zshrc'],
    ['~', '/home/dev'],
    ['$HOME/.zshrc', '/home/dev/.zshrc'],
    ['${HOME}/.gitconfig', '/home/dev/.gitconfig'],
    ['$HOME/.config/git/ignore', '/home/dev/.config/git/ignore'],
    ['${XDG_CONFIG_HOME:-$HOME/.config}/starship.toml', '/home/dev/.config/starship.toml'],
    ['%USERPROFILE%\\.npmrc', '/home/dev/.npmrc'],
    ['$env:USERPROFILE\\Documents\\profile.ps1', '/home/dev/Documents/profile.ps1'],
    ['~dev/.profile', '/home/dev/.profile'],
    ['~alice/notes.md', '/home/alice/notes.md'],
    ['~root/.bashrc', '/root/.bashrc'],
    ['~backup', '/home/backup'],
    ['C:\\Windows\\System32\\drivers\\etc\\hosts', '/C:/Windows/System32/drivers/etc/hosts'],
    ['D:/repos/other/src/index.ts', '/D:/repos/other/src/index.ts'],
    ['/home/dev/proj/../other/x', '/home/dev/other/x'],
  ])('%s is %s', (path, expected) => {
    expect(toolPath(path, context)).toBe(expected);
  });

  test.each([
    ['src/$HOME.ts', '/home/dev/proj/src/$HOME.ts'],
    ['$HOMEWORK/x', '/home/dev/proj/$HOMEWORK/x'],
    ['./deploy.sh', '/home/dev/proj/deploy.sh'],
    ['notes~/x', '/home/dev/proj/notes~/x'],
  ])('%s stays %s', (path, expected) => {
    expect(toolPath(path, context)).toBe(expected);
  });
});
