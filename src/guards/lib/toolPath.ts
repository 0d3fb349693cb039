import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

// How a model spells the home directory in a path it hands a tool: the shell's, PowerShell's and
// cmd's forms, and a defaulted variable (`${XDG_CONFIG_HOME:-$HOME/.config}`) read as its default.
// The tool may not expand them, but the path names the home all the same; reading it as a folder
// called `$HOME` inside the project would hide a write to the user's dotfiles.
const DEFAULTED = /^\$\{\w{1,64}:-([^}]{0,4096})\}/;
const HOME = /^(?:~|\$HOME|\$\{HOME\}|\$env:(?:HOME|USERPROFILE)|%(?:USERPROFILE|HOME)%)(?=$|[\\/])/i;
const WINDOWS_FORM = /^(?:\$env:|%)/i;
const OTHER_USER = /^~([a-z_][\w.-]{0,63})(?=$|\/)/i;
// `C:\Users\…` on a system without drives: no path under the project can be spelled so.
const DRIVE = /^[a-z]:[\\/]/i;

/**
 * A tool's path made absolute: the home in any of its spellings is the given home (`~user`, a
 * sibling of it), a relative path is taken from `cwd`, `..` resolved.
 */
export function toolPath(path: string, context: { cwd: string; home: string }): string {
  const spelled = path.replace(DEFAULTED, '$1');
  const home = HOME.exec(spelled);
  if (home) {
    const rest = spelled.slice(home[0].length);
    return join(context.home, WINDOWS_FORM.test(home[0]) ? rest.replaceAll('\\', '/') : rest);
  }
  const user = OTHER_USER.exec(spelled);
  if (user) return join(user[1] === 'root' ? '/root' : join(dirname(context.home), user[1]!), spelled.slice(user[0].length));
  if (process.platform !== 'win32' && DRIVE.test(spelled)) return resolve('/', spelled.replaceAll('\\', '/'));
  return isAbsolute(spelled) ? resolve(spelled) : resolve(context.cwd, spelled);
}

/**
 * A written file's path as its guards judge it by its words (a `tests/` folder, a `tmp/` one, a `_test.go` name):
 * relative to the project root when the file is inside the project, as given otherwise. The folders above the root are
 * where the user cloned the project (`/home/alice/scratch/shop`, `/srv/cache/site`), no word on the file itself, so the
 * same file must read alike whatever folder holds the checkout. Reads of the file itself keep the tool's own path.
 */
export function projectNamed(path: string, context: { cwd: string; home: string; root: string }): string {
  const absolute = toolPath(path, context);
  const rel = relative(context.root, absolute);
  return rel !== '' && rel !== '..' && !rel.startsWith('../') && !isAbsolute(rel) ? rel : path;
}
