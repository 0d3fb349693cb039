import type { Change, Output } from '../files/transaction.js';
import type { Found } from '../files/merge.js';
import type { SettingsFile } from '../files/settingsFile.js';
import type { Surface } from './surface.js';

// A companion file: one the harness reads beside its settings file, which waymark must edit for the
// registration to run at all (Codex's hook trust in config.toml). A descriptor lists its companions;
// install, uninstall and verify call each the same way, whatever the harness.

export interface CompanionInstall {
  /** The companion's change, when there is one to make. */
  change?: Change;
  /** What to tell the user before the summary. */
  said: string[];
  /** Entries the harness will skip until the user acts (the summary's "needs your action"). */
  untrusted: boolean;
  /** What to say once the change is written. */
  done?: string;
}

export interface CompanionCheck {
  /** The entries the companion lets run; the others are reported untrusted. */
  ok: Set<Found>;
  /** A surface-wide note (the whole layer is skipped). */
  note?: string;
}

export interface Companion {
  /** Install: what the companion needs for the settings file's next bytes. */
  install(surface: Surface, file: SettingsFile, next: string, options: { trust: boolean; trustCommand: string }): Promise<CompanionInstall>;
  /** Uninstall: the change that takes waymark's part of the companion back, and what to say once written. */
  uninstall(surface: Surface, file: SettingsFile): Promise<{ change?: Change; done?: string }>;
  /** Verify: which of waymark's entries will really run. */
  check(surface: Surface, found: readonly Found[]): Promise<CompanionCheck>;
}

export type { Output };
