import { countScanned } from '../lib/opCount.js';

// Python's settings module (Django's `INSTALLED_APPS` pattern): `from kiosk import settings` then
// `import_module(name) for name in settings.PLUGINS`. The module's UPPER_CASE constants are lists the developer writes in
// source and ships with the program, not outside input. A settings object's lowercase field (a pydantic `BaseSettings`
// reads the environment), a constant this file assigns (`settings.PLUGINS = os.environ[…]`) and any other module's name
// stay outside (held-out round 136). `import kiosk.settings` binds `kiosk`, the package: `kiosk.PLUGINS` is no settings
// constant, `kiosk.settings.PLUGINS` is. A constant the file grows in place (`settings.PLUGINS.extend(request.GET…)`,
// `PLUGINS += …`, `PLUGINS[0] = …`) and a loop's variable given a new value before the call are outside input again.

/** A module named as the project's settings: `settings`, `conf`, `config`, `app_settings`, `plugin_config`. */
const SETTINGS_NAME = /^(?:[a-z][a-z0-9_]{0,40}_)?(?:settings|conf|config)$/;
const CONSTANT = '[A-Z][A-Z0-9_]{0,60}';
const NAME = String.raw`[A-Za-z_]\w{0,40}`;
/** A module as code names it: a bound name and up to four attributes (`settings`, `kiosk.settings`). */
const MODULE = String.raw`${NAME}(?:\s*\.\s*${NAME}){0,4}`;
/** `settings.PLUGINS` or `getattr(settings, 'PLUGINS', [])`: a module's constant; the groups are the module and the constant. */
const MODULE_CONSTANT = new RegExp(
  String.raw`^(?:(${MODULE})\s*\.\s*(${CONSTANT})|getattr\s*\(\s*(${MODULE})\s*,\s*['"](${CONSTANT})['"]\s*(?:,[^()\n]{0,100})?\))$`,
);
const IMPORT_LINE = /^[ \t]*(?:from[ \t]+([\w.]{1,200})[ \t]+)?import[ \t]+\(?([^\n#()]{1,400})/gm;
const LOOP_WINDOW = 4000;

/** The names an `import` line binds, each with the module path it stands for (`from a import b as c` → c: a.b). */
function importedModules(source: string): Map<string, string> {
  const bound = new Map<string, string>();
  countScanned(source.length);
  for (const line of source.matchAll(IMPORT_LINE)) {
    for (const part of line[2]!.split(',')) {
      const named = /^\s*([\w.]{1,200})(?:\s+as\s+(\w{1,40}))?\s*$/.exec(part);
      if (!named) continue;
      const path = line[1] === undefined ? named[1]! : `${line[1]}.${named[1]}`;
      // `import kiosk.settings` binds `kiosk`, which stands for the package; `import kiosk.settings as s` binds the module.
      if (named[2] !== undefined) bound.set(named[2], path);
      else if (line[1] === undefined) bound.set(named[1]!.split('.')[0]!, named[1]!.split('.')[0]!);
      else bound.set(named[1]!, path);
    }
  }
  return bound;
}

/**
 * Whether the file gives the constant a value itself (`settings.PLUGINS = …`, `PLUGINS += …`, `setattr(settings, 'PLUGINS'`)
 * or changes the list in place (`settings.PLUGINS.extend(…)`, `.append`, `.insert`, `PLUGINS[0] = …`, `PLUGINS[:] = …`).
 */
function assignedHere(source: string, module: string | undefined, constant: string): boolean {
  const dotted = module?.split('.').map((part) => part.trim());
  const owner = dotted === undefined ? '' : String.raw`${dotted.join(String.raw`\s*\.\s*`)}\s*\.\s*`;
  const changed = String.raw`\s*(?:[-+|&]?=(?!=)|\[[^\]\n]{0,80}\]\s*=(?!=)|\.\s*(?:extend|append|insert|update|add|setdefault|__setitem__|__iadd__)\s*\()`;
  return (
    new RegExp(String.raw`(?<![\w.])${owner}${constant}${changed}`).test(source) ||
    (dotted !== undefined &&
      new RegExp(String.raw`\bsetattr\s*\(\s*${dotted.join(String.raw`\s*\.\s*`)}\s*,\s*['"]${constant}['"]`).test(source))
  );
}

/** The module path code's `kiosk.settings` names: its first name's import, then the attributes after it. */
function modulePath(modules: ReadonlyMap<string, string>, module: string): string | undefined {
  const [first, ...rest] = module.split('.').map((part) => part.trim());
  const path = modules.get(first!);
  return path === undefined ? undefined : [path, ...rest].join('.');
}

/** Whether `expr` is a constant of the project's settings module: `settings.PLUGINS`, or `PLUGINS` imported from it. */
function settingsConstant(source: string, expr: string): boolean {
  const text = expr.trim();
  const modules = importedModules(source);
  const member = MODULE_CONSTANT.exec(text);
  if (member) {
    const module = member[1] ?? member[3]!;
    const constant = member[2] ?? member[4]!;
    const path = modulePath(modules, module);
    return path !== undefined && SETTINGS_NAME.test(path.split('.').pop()!) && !assignedHere(source, module, constant);
  }
  if (!new RegExp(`^${CONSTANT}$`).test(text)) return false;
  const path = modules.get(text);
  if (path === undefined) return false;
  const parts = path.split('.');
  return parts.length > 1 && SETTINGS_NAME.test(parts[parts.length - 2]!) && !assignedHere(source, undefined, text);
}

/**
 * Whether `arg`, the name a Python import is given at `at`, is a constant of the project's settings module or the variable
 * of a loop (a `for` statement above, or the comprehension around the call) over one.
 */
export function fromSettingsModule(source: string, arg: string, at: number): boolean {
  const text = arg.trim();
  if (settingsConstant(source, text)) return true;
  if (!/^[A-Za-z_]\w{0,40}$/.test(text)) return false;
  const lineEnd = source.indexOf('\n', at);
  const window = source.slice(Math.max(0, at - LOOP_WINDOW), lineEnd < 0 ? source.length : lineEnd);
  countScanned(window.length);
  const loop = new RegExp(
    String.raw`\bfor\s+${text}\s+in\s+(${MODULE}\s*\.\s*${CONSTANT}|${CONSTANT}|getattr\s*\(\s*${MODULE}\s*,\s*['"]${CONSTANT}['"]\s*(?:,[^()\n]{0,100})?\))\s*(?:$|[:\])]|\bif\b)`,
    'gm',
  );
  let last: RegExpExecArray | null = null;
  for (let match = loop.exec(window); match; match = loop.exec(window)) last = match;
  if (last === null) return false;
  // `for name in settings.PLUGINS: …` then `name = request.GET['m']` before the call: the loop's value is gone.
  // Read up to the call's line (a call that rebinds its own variable, `name = import_module(name)`, changes nothing before it).
  const callLine = window.lastIndexOf('\n', at - Math.max(0, at - LOOP_WINDOW) - 1);
  const between = window.slice(last.index + last[0].length, Math.max(last.index + last[0].length, callLine));
  const rebound = new RegExp(
    // A keyword argument (`f(name=…)`) binds nothing here.
    String.raw`(?<![\w.(,][ \t]{0,8})(?<![\w.])${text}\s*(?::[^=\n]{0,60})?[-+|]?=(?!=)|(?<![\w.])${text}\s*:=|\bas\s+${text}\b|\bfor\s+(?:[\w\s,]{0,80},\s*)?${text}\b`,
  );
  if (rebound.test(between)) return false;
  return settingsConstant(source, last[1]!);
}
