import { text } from '../../text.js';
import type { ToolEdit } from '../lib/toolWrite.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { secretName } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { entropy, looksGenerated } from './valueShape.js';

// An edit that puts a literal where an environment read of a credential stood (`import.meta.env.STORYBLOK_TOKEN` →
// `"hAiZ…"`, `ENV.fetch("TRANSISTOR_API_KEY")` → `"TEWa…"`): whatever the variable is called, the literal is that credential.
const ENV_READ =
  /(?:process\.env|import\.meta\.env|Deno\.env\.get|os\.environ(?:\.get)?|getenv|ENV(?:\.fetch)?|env::var|GetEnvironmentVariable)[ \t]{0,3}[.[(]?[ \t]{0,3}["'`]?([A-Za-z_]\w{0,80})/g;
const SWAPPED_LITERAL = /(?:=|:|=>|\|\||\?\?|,)[ \t]{0,3}(["'`])([^"'`\s]{12,512})\1/g;

export function envSwapSecrets(
  edits: readonly ToolEdit[],
  written: string,
  rule: Compiled | undefined,
  found: Secret[],
  note?: Note,
): void {
  if (!rule) return;
  for (const edit of edits) {
    if (!/env/i.test(edit.old)) continue;
    const read = [...edit.old.matchAll(ENV_READ)].find((match) => secretName(match[1]!) && !edit.new.includes(match[0]));
    if (!read) continue;
    for (const [, , value] of edit.new.matchAll(SWAPPED_LITERAL)) {
      if (edit.old.includes(value!)) continue;
      const reason = placeholderReason(value!);
      if (reason) {
        note?.(text.why.placeholder(read[1]!, reason));
        continue;
      }
      const random = /[a-z]/.test(value!) && /[A-Z]/.test(value!) && value!.length >= 20 && entropy(value!) >= 3.5;
      if (!looksGenerated(value!, 12) && !random) continue;
      const start = written.indexOf(value!);
      found.push({ kind: text.findings.assignedTo(read[1]!), rule: rule.fullId, start, end: start + value!.length });
      return;
    }
  }
}
