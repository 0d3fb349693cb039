// The transforms a contract may name (src/contracts/transforms/<name>.ts). Kept apart from the functions so
// the contract schema can list them without loading any.
export const TRANSFORM_NAMES = [
  'applyPatch',
  'toolArgsJson',
  'workspaceRoots',
  'devinProjectDir',
  'editorCommand',
  'ompEdit',
  'clineToolCall',
  'antigravityToolCall',
] as const;

export type TransformName = (typeof TRANSFORM_NAMES)[number];
