// oh-my-pi events → the canonical (Claude Code-shaped) payload that `dispatch` reads. Pure: no I/O.
// Tool names and input keys: @oh-my-pi/pi-coding-agent@17.2.15 (docs/vendors/omp.md#tool-names);
// edit modes: src/edit/index.ts and src/edit/streaming.ts (matcherEntries) of that package.

/** One canonical tool call: what a Claude Code hook would see for it. */
export interface CanonicalToolCall {
  tool_name: string;
  tool_input: Record<string, unknown>;
}

/** OMP tool name → Claude Code's. An unknown tool (MCP, extension tools) keeps its own name. */
const TOOL_NAMES: Readonly<Record<string, string>> = {
  bash: 'Bash',
  write: 'Write',
  edit: 'Edit',
  read: 'Read',
  ask: 'AskUserQuestion',
  grep: 'Grep',
  search: 'Grep',
  glob: 'Glob',
  find: 'Glob',
};

export function canonicalToolName(name: string): string {
  return Object.hasOwn(TOOL_NAMES, name) ? TOOL_NAMES[name]! : name;
}

/**
 * The canonical calls one OMP tool call amounts to. An edit that touches several files (a
 * hashline or apply_patch payload) is one call per file, so a guard judges each path on its own.
 */
export function canonicalToolCalls(toolName: string, input: unknown): CanonicalToolCall[] {
  const fields = record(input);
  switch (toolName) {
    case 'bash':
      return [{ tool_name: 'Bash', tool_input: defined({ command: str(fields.command) }) }];
    case 'write':
      return [{ tool_name: 'Write', tool_input: defined({ file_path: str(fields.path), content: str(fields.content) }) }];
    case 'read':
      return [{ tool_name: 'Read', tool_input: defined({ file_path: str(fields.path) }) }];
    case 'edit':
      return editCalls(fields);
    default:
      return [{ tool_name: canonicalToolName(toolName), tool_input: fields }];
  }
}

/** `edit` in each of its modes, told apart by the keys it carries. */
export function editCalls(input: Record<string, unknown>): CanonicalToolCall[] {
  const path = str(input.path);
  if (typeof input.old_string === 'string' || typeof input.new_string === 'string') {
    return [edit(path, str(input.new_string) ?? '', { old_string: str(input.old_string), replace_all: input.replace_all === true || undefined })];
  }
  if (Array.isArray(input.edits)) return [edit(path, patchAddedText(input.edits))];
  const text = str(input.input) ?? str(input._input);
  if (text === undefined) return [edit(path, '')];
  const sections = isApplyPatch(text) ? applyPatchSections(text) : hashlineSections(text);
  // A payload whose headers did not parse still names its target in the event's derived `path`.
  if (sections.length === 0) return [edit(path ?? stringList(input.paths)[0], addedLines(text))];
  return sections.map((section) => edit(section.path, section.added));
}

function edit(path: string | undefined, added: string, extra: Record<string, unknown> = {}): CanonicalToolCall {
  return { tool_name: 'Edit', tool_input: defined({ file_path: path, ...extra, new_string: added }) };
}

/** `patch` mode: a `create` op carries the whole file in `diff`; the others a diff whose `+` lines are new. */
export function patchAddedText(edits: readonly unknown[]): string {
  return edits
    .map(record)
    .filter((entry) => typeof entry.diff === 'string')
    .map((entry) => (entry.op === 'create' && !/^\+(?!\+\+ )/m.test(entry.diff as string) ? (entry.diff as string) : addedLines(entry.diff as string)))
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

export interface FileSection {
  path: string;
  added: string;
}

// `¶PATH#TAG` (17.2.15's event normalisation, src/extensibility/tool-event-input.ts) or
// `[PATH#TAG]` (@oh-my-pi/hashline README, src/edit/streaming.ts); the tag is 4 hex digits.
const HASHLINE_HEADER = /^\s*(?:¶+\s*(.+?)|\[([^\]\r\n]+?)\])\s*$/;

/** A hashline payload, one section per file header, with the `+TEXT` body rows it adds. */
export function hashlineSections(text: string): FileSection[] {
  return sections(text, (line) => {
    const match = HASHLINE_HEADER.exec(line);
    const raw = match ? (match[1] ?? match[2])! : undefined;
    return raw === undefined ? undefined : unquote(raw.replace(/#[0-9a-fA-F]{4}$/, '').trim());
  });
}

const APPLY_PATCH_FILE = /^\s*\*\*\*\s+(?:Add|Update|Delete)\s+File\s*:\s*(\S.*?)\s*$/;

export function isApplyPatch(text: string): boolean {
  return /^\s*\*\*\* Begin Patch/.test(text) || /^\s*\*\*\*\s+(?:Add|Update|Delete)\s+File\s*:/m.test(text);
}

/** A Codex-style `*** Begin Patch` envelope, one section per `*** Add/Update/Delete File:`. */
export function applyPatchSections(text: string): FileSection[] {
  return sections(text, (line) => APPLY_PATCH_FILE.exec(line)?.[1]);
}

/** Splits a payload at the lines `header` names a file on; sections of one file are merged, in order. */
function sections(text: string, header: (line: string) => string | undefined): FileSection[] {
  const bodies = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    const path = header(line);
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

/** The text of a tool result's content blocks (images dropped), bounded: guards never need megabytes of output. */
export function resultText(content: unknown, max = 256 * 1024): string {
  if (!Array.isArray(content)) return '';
  const text = content
    .map(record)
    .filter((block) => block.type === 'text' && typeof block.text === 'string')
    .map((block) => block.text as string)
    .join('\n');
  return text.slice(0, max);
}

export interface ToolEventFacts {
  sessionId: string | undefined;
  cwd: string;
  toolCallId: string | undefined;
}

/** The canonical PreToolUse payload for one canonical call. */
export function preToolUse(call: CanonicalToolCall, facts: ToolEventFacts): Record<string, unknown> {
  return defined({ hook_event_name: 'PreToolUse', session_id: facts.sessionId, cwd: facts.cwd, tool_use_id: facts.toolCallId, ...call });
}

/** The canonical PostToolUse payload; the output comes last, where an oversized read still keeps the rest. */
export function postToolUse(call: CanonicalToolCall, facts: ToolEventFacts, output: string, isError: boolean): Record<string, unknown> {
  return { ...preToolUse(call, facts), hook_event_name: 'PostToolUse', tool_response: { is_error: isError, output } };
}

/** The canonical SessionStart payload (OMP has no resume/clear distinction at this point: a fresh start). */
export function sessionStart(sessionId: string | undefined, cwd: string): Record<string, unknown> {
  return defined({ hook_event_name: 'SessionStart', session_id: sessionId, cwd, source: 'startup' });
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Drops undefined members, so the payload says nothing rather than `null` where OMP said nothing. */
function defined<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}
