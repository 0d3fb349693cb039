import { isPayload, type Payload, type Transform } from './transform.js';

// oh-my-pi's one `edit` tool takes a different input in each edit mode (docs/vendors/omp.md, Tool
// names; @oh-my-pi/pi-coding-agent@17.2.15 src/edit/index.ts): `replace` {path, old_string,
// new_string} is already Claude's Edit (the tool map and `path` rename do it); `patch` {path,
// edits: [{op, diff}]}; `hashline` and `apply_patch` {input: <text>}. This turns the last three
// into canonical Edits, one per file; an `apply_patch` text is handed on as `apply_patch`, for the
// shared applyPatch transform that reads Codex's patches to parse.

const APPLY_PATCH = /^\s*\*\*\* Begin Patch|^\s*\*\*\* (?:Add|Update|Delete) File:/m;

export const ompEdit: Transform = (payload) => {
  const input = payload.tool_input;
  if (payload.tool_name !== 'edit' || !isPayload(input)) return [payload];
  if (typeof input.old_string === 'string' || typeof input.new_string === 'string') return [payload];
  const path = typeof input.path === 'string' ? input.path : undefined;
  if (Array.isArray(input.edits)) return [edit(payload, path, patchAddedText(input.edits))];
  const text = [input.input, input._input].find((value): value is string => typeof value === 'string');
  if (text === undefined) return [edit(payload, path, '')];
  if (APPLY_PATCH.test(text)) return [{ ...payload, tool_name: 'apply_patch', tool_input: { input: text, path } }];
  const sections = hashlineSections(text);
  // A payload whose headers did not parse still names its target in the event's derived `path`.
  const paths = Array.isArray(input.paths) ? input.paths.filter((each): each is string => typeof each === 'string') : [];
  if (sections.length === 0) return [edit(payload, path ?? paths[0], addedLines(text))];
  return sections.map((section) => edit(payload, section.path, section.added));
};

function edit(payload: Payload, path: string | undefined, added: string): Payload {
  return { ...payload, tool_name: 'Edit', tool_input: path === undefined ? { new_string: added } : { file_path: path, new_string: added } };
}

/** `patch` mode: a `create` op carries the whole file in `diff`; the others a diff whose `+` lines are new. */
function patchAddedText(edits: readonly unknown[]): string {
  return edits
    .filter(isPayload)
    .flatMap((entry) => (typeof entry.diff === 'string' ? [entry] : []))
    .map((entry) => {
      const diff = entry.diff as string;
      return entry.op === 'create' && !/^\+(?!\+\+ )/m.test(diff) ? diff : addedLines(diff);
    })
    .join('\n');
}

/** The lines a diff-like payload adds: `+` rows without the prefix, never a `+++ ` file header. */
export function addedLines(diff: string): string {
  return diff
    .split('\n')
    .filter((line) => line.startsWith('+') && !line.startsWith('+++ '))
    .map((line) => line.slice(1).replace(/\r$/, ''))
    .join('\n');
}

// `¶PATH#TAG` (17.2.15's event normalisation, src/extensibility/tool-event-input.ts) or
// `[PATH#TAG]` (@oh-my-pi/hashline README, src/edit/streaming.ts); the tag is 4 hex digits.
const HASHLINE_HEADER = /^\s*(?:\u00b6+\s*(.+?)|\[([^\]\r\n]+?)\])\s*$/;

/** A hashline payload, one section per file header (sections of one file merged, in order), with the `+TEXT` rows it adds. */
function hashlineSections(text: string): Array<{ path: string; added: string }> {
  const bodies = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    const match = HASHLINE_HEADER.exec(line);
    const raw = match ? (match[1] ?? match[2])! : undefined;
    const path = raw === undefined ? undefined : unquote(raw.replace(/#[0-9a-fA-F]{4}$/, '').trim());
    if (path) {
      current = bodies.get(path) ?? [];
      bodies.set(path, current);
    } else current?.push(line);
  }
  return [...bodies].map(([path, body]) => ({ path, added: addedLines(body.join('\n')) }));
}

function unquote(path: string): string {
  return path.length >= 2 && (path[0] === '"' || path[0] === "'") && path.at(-1) === path[0] ? path.slice(1, -1) : path;
}
