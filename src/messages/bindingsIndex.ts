import type { Bindings } from './message.js';

// The bindings of waymark's own messages (messages/*.md), by name, written into the hook's bundle
// by the build (scripts/build.js `define`): routing a call that names no messages then reads only
// the files bound to its event, not all of them. Absent from source (tests), where every file is read.
declare const WAYMARK_BINDINGS_INDEX: Readonly<Record<string, Bindings>> | undefined;

export function builtBindings(): Readonly<Record<string, Bindings>> | undefined {
  return typeof WAYMARK_BINDINGS_INDEX === 'undefined' ? undefined : WAYMARK_BINDINGS_INDEX;
}
