import type { Env } from '../../state/state.js';
import type { AnyHarness, Scope } from '../harnesses/harness.js';
import type { Output } from '../files/transaction.js';
import { install, type Installed } from './install.js';
import { installModule, moduleSurface, uninstallModule, verifyModule } from './module.js';
import { surfaceOf } from './surface.js';
import { uninstall } from './uninstall.js';
import { verify, type SurfaceReport } from './verify.js';

// One entry point per command for every surface kind: the commands never ask which harness, or
// which kind, they work on. A settings file and per-event executable files share the settings
// transaction (a template says which files and entries); a module is one shim file.

export interface Context {
  project: string;
  env: Env;
}

export interface InstallRequest {
  trust: boolean;
  dryRun: boolean;
  trustCommand: string;
}

export async function installHarness(harness: AnyHarness, scope: Scope, context: Context, request: InstallRequest, out: Output): Promise<Installed> {
  if (harness.surface === 'module') return installModule(moduleSurface(harness, scope, context), request.dryRun, out);
  return install(surfaceOf(harness, scope, context), request, out);
}

export async function verifyHarness(harness: AnyHarness, scope: Scope, context: Context, running?: (event: string, matcher: string | undefined) => void): Promise<SurfaceReport> {
  if (harness.surface === 'module') return verifyModule(moduleSurface(harness, scope, context));
  return verify(surfaceOf(harness, scope, context), running);
}

export async function uninstallHarness(harness: AnyHarness, scope: Scope, context: Context, dryRun: boolean, out: Output): Promise<boolean> {
  if (harness.surface === 'module') return uninstallModule(moduleSurface(harness, scope, context), dryRun, out);
  return uninstall(surfaceOf(harness, scope, context), dryRun, out);
}
