import { basename, extname } from 'node:path';

// Configuration files that are not code (.editorconfig, .globalconfig, INI, setup.cfg, TOML, Java properties, .conf)
// can call no deserialiser or evaluator: their comments name one only to ban it (`# BinaryFormatter is insecure;
// fail the build (SYSLIB0011)`). Such files are read by the `generic` family, whose syntax knows only `//` and `/* */`
// comments, so their `#` and `;` comment lines are blanked before the rules read them. Keys and values stay: a tool's
// shell lines under a key are read elsewhere (rules/shell-lines.json).

const CONFIG_NAMES = new Set(['.editorconfig', '.globalconfig']);
const CONFIG_EXTENSIONS = new Set(['.editorconfig', '.globalconfig', '.ini', '.cfg', '.conf', '.toml', '.properties']);

/** A whole-line `#` or `;` comment (indented or not). */
const COMMENT_LINE = /^[ \t]*[#;][^\n]*/gm;

/** Whether `path` names an ini-style configuration file (by its name or extension). */
export function isConfigFile(path: string | undefined): boolean {
  if (!path) return false;
  const name = basename(path);
  return CONFIG_NAMES.has(name) || CONFIG_EXTENSIONS.has(extname(name).toLowerCase());
}

/** `text` with its whole-line comments blanked (offsets and newlines kept) when `path` is an ini-style configuration file. */
export function blankConfigComments(path: string | undefined, text: string): string {
  return isConfigFile(path) ? text.replace(COMMENT_LINE, (line) => ' '.repeat(line.length)) : text;
}
