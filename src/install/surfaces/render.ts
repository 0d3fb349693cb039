import type { Form } from './commandForm.js';
import type { Shell, Template } from '../harnesses/harness.js';
import { cliText } from '../../text.js';
import { GUARDS } from '../files/waymarkArgv.js';

// Renders a template's entry. How the command starts waymark depends on the form
// (src/install/surfaces/commandForm.ts): `absolute` runs this Node on the user's runtime copy, `path` runs
// `waymark dispatch`, found on PATH on whichever machine runs the hook. Tokens:
//   ${DISPATCH}  in a shell string: `"<node>" "<home>/dist/dispatch.cjs"`, or `waymark dispatch`
//   ${PROGRAM}   an exec form's command: `<node>`, or `waymark`
//   ${ENTRY}     its first argument: `<home>/dist/dispatch.cjs`, or `dispatch`
//   ${EVENT} ${NAME} ${MATCHER} ${MESSAGES}  the registration's own

export interface RenderInput {
  form: Form;
  nodeBin: string;
  waymarkHome: string;
  event: string;
  matcher?: string;
  messages: readonly string[];
  platform: NodeJS.Platform;
}

/** Characters each shell would interpret inside the double quotes the templates put paths in. */
const UNSAFE: Record<Shell, RegExp> = {
  // No shell, but Claude Code substitutes `${…}` tokens in exec-form arguments.
  exec: /\$/,
  sh: /[$`"\\\n]/,
  powershell: /[$`"\n]/,
  cmd: /["%\n]/,
};

export class UnsafePathError extends Error {
  constructor(
    readonly path: string,
    readonly character: string,
  ) {
    super(cliText.install.unsafePath(path, character));
  }
}

/** A path as a shell sees it: Git Bash and POSIX shells want forward slashes on Windows. */
function shellPath(path: string, shell: Shell, platform: NodeJS.Platform): string {
  const shown = platform === 'win32' && shell === 'sh' ? path.replace(/\\/g, '/') : path;
  const bad = UNSAFE[shell].exec(shown);
  if (bad) throw new UnsafePathError(path, bad[0]);
  return shown;
}

/** `waymark-session-start` for `SessionStart`: a stable name for entries that carry one. */
export function entryName(event: string): string {
  return `waymark-${event.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

export function renderEntry(template: Template, input: RenderInput): unknown {
  const path = input.form === 'path';
  const entry = `${input.waymarkHome}/dist/dispatch.cjs`;
  const fill = (value: string, shell: Shell): string =>
    value
      .replaceAll('${DISPATCH}', () =>
        path ? 'waymark dispatch' : `"${shellPath(input.nodeBin, shell, input.platform)}" "${shellPath(entry, shell, input.platform)}"`,
      )
      .replaceAll('${PROGRAM}', () => (path ? 'waymark' : shellPath(input.nodeBin, shell, input.platform)))
      .replaceAll('${ENTRY}', () => (path ? 'dispatch' : shellPath(entry, shell, input.platform)))
      .replaceAll(' ${MESSAGES}', input.messages.map((name) => ` ${name}`).join(''))
      .replaceAll('${EVENT}', input.event)
      .replaceAll('${NAME}', entryName(input.event))
      .replaceAll('${MATCHER}', input.matcher ?? '');

  // From PATH, a command line is guarded: silent (exit 0) where waymark is not found (src/install/files/waymarkArgv.ts).
  const guard = (line: string, shell: Shell): string =>
    path && shell !== 'exec' && line.includes('waymark dispatch') ? `${GUARDS[shell].before}${line}${GUARDS[shell].after}` : line;
  const walk = (node: unknown, shell: Shell): unknown => {
    if (typeof node === 'string') return guard(fill(node, shell), shell);
    if (Array.isArray(node)) return node.flatMap((item) => (item === '${MESSAGES}' ? [...input.messages] : [walk(item, shell)]));
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (value === '${MATCHER}' && input.matcher === undefined) continue;
      out[key] = walk(value, template.shells[`${key}@${input.platform}`] ?? template.shells[key] ?? shell);
    }
    return out;
  };
  return walk(template.entry, 'exec');
}

/** The container path with the event filled in. */
export function containerPath(template: Template, event: string): string[] {
  return template.container.map((step) => (step === '${EVENT}' ? event : step));
}
