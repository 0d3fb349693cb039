import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { evalGuard } from '../../../src/guards/eval.js';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 73's leftovers (sign shops, ferries): a find narrowed by `-path '*/<folder>/*'` judged as a delete in that folder,
// hand-drawn vector designs in a folder of cut or print work, and an edit that swaps a timer's function for a field of a
// configuration object. One line per class that speaks and near-misses that stay silent.

describe("a find narrowed to a folder by -path, judged as that folder's delete (destructive/workfiles/*-unheld-work-*)", () => {
  test.each([
    ["find . -path '*/cut_files/*' -name '*.svg' -exec rm {} +", 'destructive/workfiles/rm-unheld-work-files-found'],
    ["find . -ipath '*/cut_files/*' -name '*.svg' -delete", 'destructive/workfiles/delete-unheld-work-files-found'],
    ["find . -wholename '*/cut-files/*' -iname '*.SVG' -delete", 'destructive/workfiles/delete-unheld-work-files-found'],
    ["find jobs -type f -path '*/designs/*' -name '*.svg' -delete", 'destructive/workfiles/delete-unheld-work-files-found'],
    ["find . -path '*/cut_files/*' -name '*.svg' -print0 | xargs -0 rm -f", 'destructive/workfiles/rm-unheld-work-files-found'],
    // The same files by a direct path.
    ["find cut_files -name '*.svg' -delete", 'destructive/workfiles/delete-unheld-work-files-found'],
    // Output and scratch folders, a listing, a count, and the folder excluded rather than selected.
    ["find . -path '*/node_modules/*' -name '*.svg' -exec rm {} +", 'none'],
    ["find . -path '*/build/*' -name '*.svg' -delete", 'none'],
    ["find . -path '*/.cache/*' -name '*.svg' -delete", 'none'],
    ["find . -path '*/tmp/*' -name '*.svg' -delete", 'none'],
    ["find . -path '*/build/*' -name '*.svg' | xargs rm", 'none'],
    ["find . -path '*/cut_files/*' -name '*.svg' -print", 'none'],
    ["find . -path '*/cut_files/*' -name '*.svg' | wc -l", 'none'],
    ["find . -not -path '*/cut_files/*' -name '*.svg' -delete", 'none'],
    ["find . ! -path '*/cut_files/*' -name '*.svg' -delete", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('vector designs drawn by hand in a folder of cut or print work (destructive/workfiles/rm-unheld-work-file)', () => {
  test.each([
    ['rm cut_files/*.svg', 'destructive/workfiles/rm-unheld-work-file'],
    ['rm cut_files/storefront.svg', 'destructive/workfiles/rm-unheld-work-file'],
    ['rm -f designs/*.svg', 'destructive/workfiles/rm-unheld-work-file'],
    ['rm signage/*.eps', 'destructive/workfiles/rm-unheld-work-file'],
    ['rm designs/*.ai', 'destructive/workfiles/rm-unheld-work-file'],
    ['rm -f designs/*.dxf', 'destructive/workfiles/rm-unheld-work-file'],
    // Icons and images of a program's source, diagrams of its docs, a test copy, and an export folder.
    ['rm src/icons/*.svg', 'none'],
    ['rm public/*.svg', 'none'],
    ['rm assets/cut_files/*.svg', 'none'],
    ['rm docs/diagrams/*.svg', 'none'],
    ['rm cut_files/test_logo.svg', 'none'],
    ["find . -name '*.svg' -delete", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

const edited = (old_string: string, new_string: string) =>
  evalGuard.detect(
    {
      hook_event_name: 'PreToolUse',
      tool_name: 'Edit',
      tool_input: { file_path: '/home/dev/proj/web/src/kiosk/poll.ts', old_string, new_string },
    } as CanonicalEvent,
    guardContext('/home/dev'),
  ) !== undefined;
const arrow = '  setInterval(() => pollSailingStatus(config.terminalId), config.pollMs);';

describe("an edit that swaps a timer's function for a field of a configuration object (eval/javascript/string-timer)", () => {
  test.each([
    [arrow, '  setInterval(config.pollHandler, config.pollMs); // pollHandler is a code string from kiosk config', true],
    [arrow, '  setInterval(config.pollHandler, config.pollMs);', true],
    [arrow, '  setInterval(kioskConfig.pollHandler, config.pollMs);', true],
    [arrow, '  window.setInterval(settings.tick, 5000);', true],
    [arrow, '  setInterval(this.options.refresh as any, 5000);', true],
    ['  setTimeout(function () { refresh(); }, 500);', '  setTimeout(cfg.afterLoad, 500);', true],
    // A method, an object of handlers, a promise's resolve, a named function, the same member unwrapped, a member the edit
    // binds or types as a function, and a timer that keeps its arrow.
    [arrow, '  setInterval(this.tick, 1000);', false],
    [arrow, '  setInterval(handlers.poll, config.pollMs);', false],
    ['  setTimeout(() => r(), ms);', '  setTimeout(resolve, ms);', false],
    [arrow, '  setInterval(pollSailingStatus, config.pollMs);', false],
    ['  setInterval(() => config.pollHandler(), config.pollMs);', '  setInterval(config.pollHandler, config.pollMs);', false],
    [arrow, '  config.pollHandler = () => pollSailingStatus(config.terminalId);\n  setInterval(config.pollHandler, config.pollMs);', false],
    [arrow, 'interface KioskConfig { pollHandler: () => void }\n  setInterval(config.pollHandler, config.pollMs);', false],
    [arrow, '  const settings = { onTick: () => pollSailingStatus(id) };\n  setInterval(settings.onTick, config.pollMs);', false],
    [arrow, '  setInterval(() => pollSailingStatus(config.terminalId), config.pollMs * 2);', false],
    // A named function is a function too: swapped for a config field, the timer runs text (held-out round 133).
    ['  setInterval(tick, 1000);', '  setInterval(config.tick, 1000);', true],
  ])('%s → %s', (old, now, speaks) => expect(edited(old, now)).toBe(speaks));
});

describe("a timer whose line's comment calls its argument a string (eval/javascript/string-timer)", () => {
  test.each([
    ['setInterval(config.pollHandler, config.pollMs); // pollHandler is a code string from kiosk config\n', true],
    ['setTimeout(opts.onDone, 100); /* onDone holds a JS string */\n', true],
    // A comment that says the reverse, one about something else, and no comment.
    ['setInterval(config.pollHandler, ms); // pollHandler is not a string\n', false],
    ['setTimeout(cb, ms); // cb is called with the string result\n', false],
    ['setInterval(config.pollHandler, ms); // the interval is a string in the YAML\n', false],
    ['setInterval(config.pollHandler, config.pollMs);\n', false],
  ])('%s → %s', (content, speaks) => expect(evalSpeaks('/p/web/src/kiosk/poll.ts', content)).toBe(speaks));
});
