import { realpathSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';
import { cliText } from '../../text.js';
import type { Harness, Scope, Where } from '../harnesses/harness.js';
import { onPath } from '../files/onPath.js';

// How a registration starts waymark. Per-user files keep the absolute form
// (this Node, this user's runtime copy): nothing else is as robust. A project file a team commits
// must not carry one user's paths, so there it names `waymark` and lets the harness find it on
// PATH, on every teammate's machine; and only when `waymark` resolves outside the project, since a
// hook must never run code from the project it is opened in (DESIGN §2, invariant 6).

export type Form = 'absolute' | 'path';

export interface CommandForm {
  form: Form;
  /** Why this form, as install says it. */
  why: string;
  /** Set when install must not write this harness at this scope: what is wrong and what to do. */
  refusal?: string;
}

const real = (path: string): string => {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
};

/** Whether `path` (as written, or with its links resolved) is inside `dir`. */
export function inside(path: string, dir: string): boolean {
  const under = (p: string, d: string) => {
    const rel = relative(d, p);
    return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
  };
  return under(path, dir) || under(real(path), real(dir));
}

/** The form a harness's registration takes at a scope, and why; a refusal when no form is safe to write. */
export function commandForm(harness: Pick<Harness, 'id' | 'personalProjectFile'>, scope: Scope, where: Where): CommandForm {
  if (scope === 'user') return { form: 'absolute', why: cliText.install.form.user };
  if (harness.personalProjectFile) return { form: 'absolute', why: cliText.install.form.personal };
  const found = onPath('waymark', where.env, where.platform);
  // `npx waymark install`: the waymark on PATH is npx's, gone once npx exits.
  if (found && /[\\/]_npx[\\/]/.test(real(found) + found)) return { form: 'path', why: '', refusal: cliText.install.npxRefused(found) };
  if (found && !inside(found, where.project)) return { form: 'path', why: cliText.install.form.path(found) };
  return { form: 'path', why: '', refusal: cliText.install.form.refused(harness.id, found) };
}
