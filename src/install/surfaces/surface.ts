import { readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES_DIR, WAYMARK_HOME } from '../../home.js';
import { parseMessage, type Message } from '../../messages/message.js';
import type { Env } from '../../edge/env.js';
import { commandForm, type CommandForm } from './commandForm.js';
import type { Harness, Scope, Where } from '../harnesses/harness.js';
import type { Desired } from '../files/merge.js';
import { registrations } from './registrations.js';
import { containerPath, renderEntry } from './render.js';
import { runtimeHome } from '../files/runtimeHome.js';

// One harness surface at one scope: the file, the entries waymark wants in it, and the paths
// those entries are rendered with.

export interface Surface {
  harness: Harness;
  scope: Scope;
  where: Where;
  path: string;
  /** The Node that runs the installer: the hook runs with it, never with whatever `node` is on PATH. */
  nodeBin: string;
  /** Where the hook's dispatcher and messages are materialised. */
  waymarkHome: string;
  /** How the registered command starts waymark, and why (a refusal when no form is safe). */
  command: CommandForm;
}

/** The project, home and environment an install runs in, and the runtime copy it points at. */
export function whereOf(options: { project: string; env: Env }): { where: Where; waymarkHome: string } {
  const { env } = options;
  const platform = process.platform;
  // Git Bash sets a POSIX-style HOME on Windows; the harnesses read the profile directory.
  const home = (platform === 'win32' ? env.USERPROFILE || env.HOME : env.HOME || env.USERPROFILE) || homedir();
  return { where: { project: options.project, home, env, platform }, waymarkHome: runtimeHome() };
}

export function surfaceOf(harness: Harness, scope: Scope, options: { project: string; env: Env }): Surface {
  const { where, waymarkHome } = whereOf(options);
  return {
    harness,
    scope,
    where,
    path: harness.settingsPath(scope, where),
    nodeBin: process.execPath,
    waymarkHome,
    command: commandForm(harness, scope, where),
  };
}

/** The message library shipped with this waymark. */
export function loadLibrary(dir = MESSAGES_DIR): Message[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => parseMessage(file.slice(0, -3), join(dir, file), readFileSync(join(dir, file), 'utf8')));
}

export function desiredEntries(surface: Surface, library: readonly Message[]): Desired[] {
  const { harness } = surface;
  return registrations(harness, library).map((registration) => ({
    event: registration.event,
    container: containerPath(harness.template, registration.event),
    value: renderEntry(harness.template, {
      form: surface.command.form,
      nodeBin: surface.nodeBin,
      waymarkHome: surface.waymarkHome,
      event: registration.event,
      matcher: registration.matcher,
      messages: registration.messages,
      platform: surface.where.platform,
    }),
  }));
}

/** The installer's own tree, whose dispatcher and messages are copied to the surface's home. */
export const SOURCE_HOME = WAYMARK_HOME;
