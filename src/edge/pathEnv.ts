import { isAbsolute } from 'node:path';

// Folders the environment names (HOME, XDG_*_HOME, …) decide where waymark copies its runtime,
// keeps state and writes user-scope registrations. A relative value would resolve against
// whatever folder a command runs in, usually a repository: the runtime copied into the project, a
// registration that runs `<relative>/dispatch.cjs` from every later repository (which may ship a
// file there), state in the project tree. Such a value is dropped, as if unset, so the platform's
// default (the password database's home) applies, as WAYMARK_HOOK_STATE_DIR already was.

const FOLDER_VARIABLES =
  /^(?:HOME|USERPROFILE|APPDATA|LOCALAPPDATA|TMPDIR|TMP|TEMP|CODEX_HOME|CLAUDE_CONFIG_DIR|CLAUDE_PLUGIN_DATA|WAYMARK_HOOK_STATE_DIR|XDG_[A-Z_]+_(?:HOME|DIR))$/;

/** Removes, in place, every folder variable whose value is set but not an absolute path; returns their names. */
export function dropRelativeFolders(env: Record<string, string | undefined>): string[] {
  const dropped = Object.keys(env).filter(
    (name) => FOLDER_VARIABLES.test(name) && env[name] !== undefined && env[name] !== '' && !isAbsolute(env[name]!),
  );
  for (const name of dropped) delete env[name];
  return dropped;
}
