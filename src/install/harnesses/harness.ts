import type { Env } from '../../edge/env.js';
import type { Companion } from '../surfaces/companion.js';

// What the installer knows about one harness: a descriptor (src/install/harnesses/<id>.ts) for the
// facts that need code, a template (templates/<id>.*) for what it writes, and a contract
// (contracts/<contract>.json) for what the hook reads and answers. Nothing about a harness lives
// anywhere else in the installer: no code asks which harness it is working on.

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

/**
 * How waymark reaches the harness: entries merged into a settings file (`settings`), a module it
 * imports (`module`: oh-my-pi), or one executable file per event (`executables`).
 */
export type SurfaceKind = 'settings' | 'module' | 'executables';

/** How the harness starts a registered command, which verify repeats (DESIGN §2, invariant 9). */
export interface Runs {
  /** `sh -c` (or the exec form), or a login shell (`$SHELL -lc`), whose profile sets PATH. */
  shell: 'sh' | 'login' | 'in-process';
  /** Usually started from the desktop (an editor): it then has the system PATH, not a terminal's. */
  desktop: boolean;
  /**
   * What the harness does with a command that exits 127 (not found), from its docs or code; install
   * and verify say it. The shared form stays silent (src/install/surfaces/render.ts), so it is
   * what would happen without that.
   */
  onNotFound: string;
}

/** What every harness declares, whatever its surface. */
export interface Descriptor {
  id: string;
  vendor: string;
  surface: SurfaceKind;
  /** The `--contract` id the registered command passes (the hook's dialect). */
  contract: string;
  /** The commands its CLI goes by, for `install --all`'s detection. */
  binaries: readonly string[];
  /** Project-relative folders where it reads skills (the skills guard indexes them). */
  skillDirs: readonly string[];
  /**
   * Variables it sets for the commands its model runs, or for its hooks (docs/vendors/<id>.md):
   * `waymark silence` refuses to run under any of them.
   */
  environment: readonly string[];
  runs: Runs;
  /** Other harnesses whose registrations this one also runs (docs/vendors/<id>.md), by id and scope. */
  reads?: readonly { harness: string; scope: Scope; when?: string }[];
  /** Where waymark's registration lives at each scope: a settings file, or the module's path. */
  settingsPath(scope: Scope, where: Where): string;
  /**
   * Whether the project-scope file is the vendor's personal one, kept out of git (docs/vendors/<id>.md):
   * then it may hold this user's absolute paths; otherwise the team shares it (src/install/surfaces/commandForm.ts).
   */
  personalProjectFile: boolean;
  /** Lines install prints after writing: switches and quirks the user must know. */
  notes(scope: Scope, where: Where): string[];
}

/** A harness that reads hook commands from a settings file. */
export interface Harness extends Descriptor {
  surface: 'settings' | 'executables';
  template: Template;
  /** Files beside the settings file that waymark must edit for the entries to run (Codex's trust). */
  companions?: readonly Companion[];
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
}

/** A harness that imports a module waymark installs (oh-my-pi). */
export interface ModuleHarness extends Descriptor {
  surface: 'module';
  module: {
    /** The project's module, in templates/: shared, so it names no path of a user's. */
    template: string;
    /** The module in waymark's tree that the user's own shim re-exports from the runtime copy. */
    entry: string;
  };
}

export type AnyHarness = Harness | ModuleHarness;
