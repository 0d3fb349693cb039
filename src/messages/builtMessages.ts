import type { Message } from './message.js';

// waymark's own messages (messages/*.md), parsed by the build and written into the hook's bundle
// (scripts/build.js `define`) as one JSON string, parsed on first use: a call routes and composes
// them without opening a file. The files stay what the model reads as the full procedure: a guard's
// message is carried without it (without `body`), since the hook shows only its advisory. Absent
// from source (tests), where every file is read.
declare const WAYMARK_MESSAGES: string | undefined;

export type BuiltMessage = Omit<Message, 'name' | 'path' | 'body'> & { body?: string };

let parsed: Readonly<Record<string, BuiltMessage>> | undefined;

export function builtMessages(): Readonly<Record<string, BuiltMessage>> | undefined {
  if (typeof WAYMARK_MESSAGES === 'undefined') return undefined;
  return (parsed ??= JSON.parse(WAYMARK_MESSAGES) as Record<string, BuiltMessage>);
}
