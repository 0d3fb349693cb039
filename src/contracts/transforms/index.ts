import { antigravityToolCall } from './antigravityToolCall.js';
import { applyPatch } from './applyPatch.js';
import { clineToolCall } from './clineToolCall.js';
import { devinProjectDir } from './devinProjectDir.js';
import { editorCommand } from './editorCommand.js';
import type { TransformName } from './names.js';
import { ompEdit } from './ompEdit.js';
import { toolArgsJson } from './toolArgsJson.js';
import type { Transform } from './transform.js';
import { workspaceRoots } from './workspaceRoots.js';

/** Every transform, by the name a contract's `transforms` list uses. */
export const TRANSFORMS: Readonly<Record<TransformName, Transform>> = {
  applyPatch,
  toolArgsJson,
  workspaceRoots,
  devinProjectDir,
  editorCommand,
  ompEdit,
  clineToolCall,
  antigravityToolCall,
};
