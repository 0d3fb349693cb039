import type { Env } from '../../state/state.js';

// What the installer knows about one harness surface: a descriptor (src/install/harnesses/<id>.ts)
// for the facts that need code, and a template (templates/<id>.json) for the entry it writes.

export type Scope = 'project' | 'user';

/** How the harness runs a rendered string: which characters its shell would interpret. */
export type Shell = 'exec' | 'sh' | 'powershell' | 'cmd';

export interface Template {
  /** Where each fact in this template comes from. */
  sources: string[];
  /** What a file waymark creates starts as; keys here are never pruned on uninstall. */
  skeleton: Record<string, unknown>;
  /** Path of keys to the array that holds the entries; `${EVENT}` is the vendor's event name. */
  container: string[];
  /** Key of the handler array inside an entry, for Claude-style `{matcher, hooks: [...]}` groups. */
  handlers?: string;
  /** One entry, with tokens (src/install/surfaces/render.ts). */
  entry: unknown;
  /** The shell that runs each string field, by field name (`name@win32` for Windows). */
  shells: Record<string, Shell>;
}

export interface Where {
  project: string;
  home: string;
  env: Env;
  platform: NodeJS.Platform;
}

export interface Sample {
  payload: Record<string, unknown>;
  env?: Record<string, string>;
}

export interface Harness {
  id: string;
  vendor: string;
  /** The `--contract` id the registered command passes. */
  contract: string;
  template: Template;
  settingsPath(scope: Scope, where: Where): string;
  /**
   * Whether the project-scope file is the vendor's personal one, kept out of git (docs/vendors/<id>.md):
   * then it may hold this user's absolute paths; otherwise the team shares it (src/install/surfaces/commandForm.ts).
   */
  personalProjectFile: boolean;
  /** Shared project files earlier versions registered in; install takes waymark's per-user entries out of them. */
  formerProjectPaths?(where: Where): string[];
  /**
   * The vendor events waymark registers, as the vendor spells them: only events whose advice
   * reaches the model. What each one is, which tools exist and where dropped advice goes come
   * from `contracts/<contract>.json` (src/install/surfaces/registrations.ts).
   */
  events: readonly string[];
  /** `list`: `A|B` matches names exactly; `anchored`: the matcher is an unanchored regex, so anchor it. */
  matcherSyntax: 'list' | 'anchored';
  /** What the registered command prints when it speaks: one JSON object, or plain text. */
  reply: 'json' | 'text';
  /** A harmless payload as the vendor would send it for this event (and vendor tool, on tool events). */
  sample(event: string, cwd: string, tool?: string): Sample;
  /** Lines install prints after writing: switches and quirks the user must know. */
  notes(scope: Scope, where: Where): string[];
}
