import type { AnyHarness, Harness } from './harness.js';
import { claudeCode } from './claude-code.js';
import { cline } from './cline.js';
import { codebuddy } from './codebuddy.js';
import { codex } from './codex.js';
import { copilot } from './copilot.js';
import { cursor } from './cursor.js';
import { devin } from './devin.js';
import { droid } from './droid.js';
import { gemini } from './gemini.js';
import { kiro } from './kiro.js';
import { omp } from './omp.js';
import { qoder } from './qoder.js';
import { auggie } from './auggie.js';
import { antigravity } from './antigravity.js';
import { qwenCode } from './qwen-code.js';

export const HARNESSES: readonly Harness[] = [
  claudeCode,
  codex,
  qwenCode,
  codebuddy,
  cursor,
  copilot,
  kiro,
  devin,
  gemini,
  cline,
  droid,
  qoder,
  auggie,
  antigravity,
];

/** Every harness waymark installs into, whatever its surface. */
export const DESCRIPTORS: readonly AnyHarness[] = [...HARNESSES, omp];

export function findHarness(id: string): Harness | undefined {
  return HARNESSES.find((harness) => harness.id === id);
}
