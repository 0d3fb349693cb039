import * as z from 'zod/mini';
import { TRANSFORM_NAMES } from './transforms/names.js';

// The shape of `contracts/<id>.json` (DESIGN §4). Every vendor-specific fact carries `source`:
// a documentation URL, `package@version`, or the section of docs/vendors/<vendor>.md that records it.

/** How a reply reaches the model on one event. */
export const ReplyKind = z.enum([
  // {"hookSpecificOutput": {"hookEventName": <event>, "additionalContext": <text>}}
  'hookSpecificOutput',
  // {"additional_context": <text>} (Cursor)
  'additional_context',
  // {"additionalContext": <text>} at the top level (Copilot, camelCase registrations)
  'additionalContext',
  // The text itself on stdout, no JSON (Kiro)
  'plain',
  // {"contextModification": <text>} (Cline)
  'contextModification',
  // {"systemMessage": <text>} (Antigravity, documented only)
  'systemMessage',
  // The vendor never passes this event's output to the model (or passes it somewhere harmful).
  'none',
]);

const CanonicalTool = z.enum(['Bash', 'Write', 'Edit', 'MultiEdit', 'Read', 'NotebookEdit', 'AskUserQuestion']);
const Sourced = { source: z.string().check(z.minLength(1)) };
const names = z.array(z.string().check(z.minLength(1))).check(z.minLength(1));

/** When a payload handed to the default (Claude) registration is really this vendor's: every condition given holds. */
const ForeignRule = z.strictObject({
  /** At least one of these top-level keys is present. */
  anyKey: z.optional(names),
  /** None of these top-level keys is present. */
  absentKeys: z.optional(names),
  /** At least one of these environment variables is set. */
  anyEnv: z.optional(names),
  /** None of these environment variables is set. */
  absentEnv: z.optional(names),
  ...Sourced,
});

export const ContractSchema = z.strictObject({
  $schema: z.optional(z.string()),
  id: z.string(),
  /**
   * A Claude clone written as its differences: the base's `cap`, `events`, `tools`, `toolsSource`,
   * `inputKeys` and `transforms` are inherited, `events` merged key by key with this contract's
   * winning, `tools` replaced whole when the clone names its own (src/contracts/extend.ts). Nothing else is inherited: a clone does not run
   * other hosts' payloads, so `dedupe`, `foreign` and `acceptsForeign` stay the base's own, and
   * `projectDir` is each vendor's own fact (a clone names its own variables, with their source).
   */
  extends: z.optional(z.string()),
  vendor: z.string(),
  sources: z.array(z.string()).check(z.minLength(1)),
  /** `unit: "bytes"` where the vendor counts the output's UTF-8 bytes (a 9,466-character reply can be 10,876 bytes). */
  cap: z.optional(
    z.strictObject({
      chars: z.number().check(z.int(), z.positive(), z.maximum(10000)),
      unit: z.optional(z.enum(['chars', 'bytes'])),
      ...Sourced,
    }),
  ),
  events: z.optional(z.record(z.string(), z.strictObject({ canonical: z.string(), reply: ReplyKind, ...Sourced }))),
  /**
   * Vendor tool name → the canonical tools a call of it may become: one, or a list where a transform
   * decides which (a Codex `apply_patch` is a Write or an Edit per file); the first is its name when
   * no transform renames it. Read through `canonicalToolsOf` (src/contracts/contract.ts).
   */
  tools: z.optional(z.record(z.string(), z.union([CanonicalTool, z.array(CanonicalTool).check(z.minLength(1))]))),
  toolsSource: z.optional(z.string().check(z.minLength(1))),
  /** Top-level payload keys renamed to the canonical spelling (only where the canonical key is absent). */
  payloadKeys: z.optional(z.strictObject({ rename: z.record(z.string(), z.string()), ...Sourced })),
  /** `tool_input` keys renamed to the canonical spelling (only where the canonical key is absent). */
  inputKeys: z.optional(z.strictObject({ rename: z.record(z.string(), z.string()), ...Sourced })),
  /**
   * Where the vendor names the project it was opened in: environment variables it gives the hook and
   * top-level payload keys (a string, or a list whose first entry counts), payload keys first. The
   * first absolute path becomes the canonical `project_dir` (src/contracts/projectDir.ts), which the
   * core judges "the project" against; the payload's `cwd` still resolves relative paths.
   */
  projectDir: z.optional(z.strictObject({ keys: z.optional(names), env: z.optional(names), ...Sourced })),
  /** Named functions in src/contracts/transforms/, applied in order before the tool map. */
  transforms: z.optional(z.array(z.strictObject({ name: z.enum(TRANSFORM_NAMES), ...Sourced }))),
  /** Messages bound to a canonical event the vendor drops are evaluated on the event it delivers instead. */
  reroute: z.optional(z.record(z.string(), z.strictObject({ to: z.string(), ...Sourced }))),
  /**
   * The host runs two registrations for one event (its own and its Claude Code import), with
   * `whenEnv` the variables that show it. Documentation only: dispatch gives SessionStart once per
   * session and source, and a guard's advice once per tool call, across every registration.
   */
  dedupe: z.optional(z.strictObject({ whenEnv: z.optional(names), ...Sourced })),
  /** This vendor runs Claude Code's registrations with its own payload; how to recognise one. */
  foreign: z.optional(z.array(ForeignRule).check(z.minLength(1))),
  /**
   * Other harnesses run this registration with their own payload (see their `foreign`): only such a
   * registration recognises a foreign caller, and only those named in `from` (all, when absent).
   */
  acceptsForeign: z.optional(z.strictObject({ from: z.optional(z.array(z.string())), ...Sourced })),
});

/** A contract as the files say it: a clone may leave `cap` and `events` to its base. */
export type ContractFile = z.infer<typeof ContractSchema>;
/** A contract with its base folded in (src/contracts/extend.ts): what every reader sees. */
export type Contract = ContractFile & Required<Pick<ContractFile, 'cap' | 'events'>>;
export type Reply = z.infer<typeof ReplyKind>;
export type ForeignRule = z.infer<typeof ForeignRule>;

/** Every problem in the shipped contracts, one line each; empty when all are valid. */
export function contractProblems(contracts: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(contracts).flatMap(([id, raw]) => {
    const parsed = ContractSchema.safeParse(raw);
    if (!parsed.success) return parsed.error.issues.map((issue) => `contracts/${id}.json: ${issue.path.join('.')}: ${issue.message}`);
    const { id: named, extends: base, cap, events } = parsed.data;
    if (named !== id) return [`contracts/${id}.json: id is "${named}"`];
    if (base !== undefined && (!Object.hasOwn(contracts, base) || (contracts[base] as ContractFile).extends !== undefined))
      return [`contracts/${id}.json: extends "${base}", which is not a contract without a base`];
    return base === undefined && (!cap || !events) ? [`contracts/${id}.json: cap and events are required without extends`] : [];
  });
}
