import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CanonicalEvent } from './event.js';
import type { Log } from './log.js';
import { parseMessage, type Message } from './message.js';
import { bindsTo, type Reroute } from './route.js';
import { text } from './text.js';

// A message name is a plain file name: nothing a registration says can reach outside the library.
const NAME = /^[\w][\w.-]*$/;

function load(dir: string, name: string): Message | undefined {
  const bare = name.replace(/\.md$/, '');
  if (!NAME.test(bare)) return undefined;
  const path = join(dir, `${bare}.md`);
  try {
    return parseMessage(bare, path, readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The messages this invocation evaluates, in a stable order: the ones the registration names, in
 * its order, or every message in the library bound to the event, by name. A named message still
 * obeys its matcher, so one registration can list the messages of several tools.
 */
export function selectMessages(dir: string, names: readonly string[], event: CanonicalEvent, log: Log, reroute: Reroute = {}): Message[] {
  if (names.length === 0) {
    let files: string[];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith('.md')).sort();
    } catch {
      return [];
    }
    return files.map((file) => load(dir, file)).filter((message): message is Message => !!message && bindsTo(message, event, false, reroute));
  }
  const selected: Message[] = [];
  for (const name of names) {
    const message = load(dir, name);
    if (!message) log.debug(text.debug.messageMissing(name));
    else if (bindsTo(message, event, true, reroute)) selected.push(message);
    else log.debug(text.debug.messageUnbound(name, `${event.hook_event_name} ${event.tool_name ?? ''}`.trim()));
  }
  return selected;
}
