import type { Transform } from './transform.js';

/** Cursor sends `cwd` on tool events only; elsewhere the workspace is the first of `workspace_roots`. */
export const workspaceRoots: Transform = (payload) => {
  const roots = payload.workspace_roots;
  if (typeof payload.cwd === 'string' || !Array.isArray(roots) || typeof roots[0] !== 'string') return [payload];
  return [{ ...payload, cwd: roots[0] }];
};
