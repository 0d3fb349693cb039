import type { Env } from '../../edge/env.js';
import type { AnyHarness, Scope } from '../harnesses/harness.js';
import type { Output } from '../files/transaction.js';
import { install, type Installed } from './install.js';
import { installCline, uninstallCline, verifyCline } from './executables.js';
import { installModule, moduleSurface, uninstallModule, verifyModule } from './module.js';
import { surfaceOf } from './surface.js';
import { overlaps } from './overlaps.js';
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

export async function installHarness(
  harness: AnyHarness,
  scope: Scope,
  context: Context,
  request: InstallRequest,
  out: Output,
): Promise<Installed> {
  const done =
    harness.surface === 'module'
      ? await installModule(moduleSurface(harness, scope, context), request.dryRun, out)
      : harness.surface === 'executables'
        ? await installCline(surfaceOf(harness, scope, context), request.dryRun, out)
        : await install(surfaceOf(harness, scope, context), request, out);
  if (!request.dryRun) for (const line of await overlaps(harness, scope, context)) out.out(line);
  return done;
}

export async function verifyHarness(
  harness: AnyHarness,
  scope: Scope,
  context: Context,
  running?: (event: string, matcher: string | undefined) => void,
): Promise<SurfaceReport> {
  const report =
    harness.surface === 'module'
      ? await verifyModule(moduleSurface(harness, scope, context))
      : harness.surface === 'executables'
        ? await verifyCline(surfaceOf(harness, scope, context))
        : await verify(surfaceOf(harness, scope, context), running);
  if (report.status === 'missing') return report;
  const lines = await overlaps(harness, scope, context);
  return lines.length === 0 ? report : { ...report, detail: [report.detail, ...lines].filter(Boolean).join('\n  ') };
}

export async function uninstallHarness(
  harness: AnyHarness,
  scope: Scope,
  context: Context,
  dryRun: boolean,
  out: Output,
): Promise<boolean> {
  if (harness.surface === 'module') return uninstallModule(moduleSurface(harness, scope, context), dryRun, out);
  if (harness.surface === 'executables') return uninstallCline(surfaceOf(harness, scope, context), dryRun, out);
  return uninstall(surfaceOf(harness, scope, context), dryRun, out);
}
