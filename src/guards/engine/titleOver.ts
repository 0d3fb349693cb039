import { basename } from 'node:path';
import { isGenerated } from './generatedFolders.js';
import type { Call } from './normalise.js';
import { absolutePath, type PathContext } from './paths.js';
import { onDisk } from './replaced.js';

// A business keeps a few standing documents under one generic name that each season or revision edits in place: the
// café's menu, the refund policy, the price list. `echo '# Autumn menu' > menus/cafe_menu.md` means to start the new
// version but the `>` empties the kept one first: one line replaces the whole of it (held-out round 75). A new file
// named for its season or date (`menus/autumn_2025.md`), a template, notes, what lands in docs, build, scratch or test
// folders, and a file the line goes on to fill (`>> f` later) stay silent. A folder on disk without the file is a new one.

/** A stem that names a standing document kept under one name (`cafe_menu`, `refund_policy`, `price_list`, `rate_card`). */
const STANDING =
  /(?:^|[-_])(?:menus?|polic(?:y|ies)|price[-_]?lists?|prices|price[-_]?sheet|rate[-_]?card|rates|terms|faq|handbook|opening[-_]hours|hours|services|catalog(?:ue)?|wine[-_]list|tea[-_]list)$/i;
const DOCUMENT = /^([^/]{1,120})\.(?:md|markdown|txt|rst)$/i;
/** A name for one season, date or draft: a new file, not the kept one (`autumn_menu`, `menu_2025`, `menu_draft`). */
const NEW_VERSION =
  /\d{4}|(?:^|[-_])(?:autumn|fall|winter|spring|summer|holiday|seasonal|q[1-4]|new|draft|template|example|sample|test|tmp|temp|notes?|old|bak)(?:[-_]|$)/i;
/** Folders whose files are written again or thrown away: documentation sites, output, scratch, tests. */
const SPARED_FOLDER =
  /^(?:docs?|site|_site|public|dist|build|out|output|tmp|temp|scratch|tests?|spec|fixtures?|examples?|samples?|templates?|drafts?|notes)$/i;

/** Whether an echo or printf writes one line of text (`echo '# Autumn menu'`, `printf '# Menu\n'`). */
function writesOneLine(words: readonly string[]): boolean {
  const [name, ...args] = words;
  if (name !== 'echo' && name !== 'printf') return false;
  const text = args.filter((arg) => !/^-[neE]{1,3}$/.test(arg));
  if (text.length !== 1) return false;
  const line = text[0]!.replace(/(?:\\[rn]){1,2}$/, '').trim();
  return line !== '' && line.length <= 200 && !/\\n|\n|%s/.test(line);
}

/**
 * `echo '# Autumn menu' > menus/cafe_menu.md`: the risk for a `>` target, a standing document of the business, that the call
 * writes one line over; else undefined.
 */
export function titleRedirected(call: Call, calls: readonly Call[], risk: string, context: PathContext): string | undefined {
  if (!writesOneLine(call.words)) return undefined;
  const at = calls.indexOf(call);
  const later = calls.slice(at + 1, at + 17);
  const target = call.truncates.find((word) => {
    const path = absolutePath(word, call.dir, context);
    if (path === undefined || !path.startsWith(`${context.root}/`)) return false;
    const stem = DOCUMENT.exec(basename(path))?.[1];
    if (stem === undefined || !STANDING.test(stem) || NEW_VERSION.test(stem)) return false;
    const folders = path
      .slice(context.root.length + 1)
      .split('/')
      .slice(0, -1);
    if (folders.some((part) => part.startsWith('.') || SPARED_FOLDER.test(part) || isGenerated(part))) return false;
    if (later.some((other) => other.appends?.includes(word) || other.words.includes(word))) return false;
    return onDisk(path) !== undefined;
  });
  return target === undefined ? undefined : risk.replaceAll('{target}', `\`${target}\``);
}
