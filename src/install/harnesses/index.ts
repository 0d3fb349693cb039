import type { AnyHarness, Harness } from './harness.js';
import { COMMAND_HARNESSES, MODULE_HARNESSES } from './descriptors.js';

/** The harnesses that run a registered command (a settings file or executable files). */
export const HARNESSES: readonly Harness[] = COMMAND_HARNESSES;

/** Every harness waymark installs into, whatever its surface. */
export const DESCRIPTORS: readonly AnyHarness[] = [...HARNESSES, ...MODULE_HARNESSES];

export function findHarness(id: string): Harness | undefined {
  return HARNESSES.find((harness) => harness.id === id);
}
