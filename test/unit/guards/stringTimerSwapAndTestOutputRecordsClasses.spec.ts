import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { evalGuard } from '../../../src/guards/eval.js';
import { evalSpeaks } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 143's classes: an edit that swaps a timer's function for a fixed code string (`setInterval(pollTanks, 5000)` made
// `setInterval("pollTanks()", 5000)`) brings in the string form the advice warns of, though a file written with such a
// string stays silent; and a records word (`receipts`) under a test runner's output folder (`test-output/receipts`) is what
// the suite wrote, not the project's records. One line per case that speaks and near-misses that stay silent.

const edited = (file: string, edits: { old_string: string; new_string: string }[]) =>
  evalGuard.detect(
    (edits.length === 1
      ? { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path: file, ...edits[0] } }
      : { hook_event_name: 'PreToolUse', tool_name: 'MultiEdit', tool_input: { file_path: file, edits } }) as CanonicalEvent,
    guardContext('/home/dev'),
  ) !== undefined;
const one = (old_string: string, new_string: string) => [{ old_string, new_string }];
const JS = '/home/dev/proj/web/static/js/tanks.js';

describe('an edit that brings in a timer with a fixed code string (eval/javascript/string-timer)', () => {
  test.each([
    [JS, one('setInterval(pollTanks, 5000);', 'setInterval("pollTanks()", 5000);'), true],
    [JS, one('setInterval(pollScores, 2000);', "setInterval('pollScores()', 2000);"), true],
    [JS, one('setTimeout(() => refreshBoard(), 1000);', 'setTimeout("refreshBoard()", 1000);'), true],
    [JS, one('setTimeout(function () { tick(); }, 1000);', 'setTimeout("tick()", 1000);'), true],
    [JS, one('window.setInterval(this.poll.bind(this), 500);', 'window.setInterval("board.poll()", 500);'), true],
    [JS, one('setTimeout(() => location.reload(), 600000);', 'setTimeout(`location.reload()`, 600000);'), true],
    [JS, one('  refreshHumidity();\n', '  refreshHumidity();\n  setInterval("refreshHumidity()", 60000);\n'), true],
    ['/home/dev/proj/src/poll.ts', one('globalThis.setTimeout(poll, ms);', 'globalThis.setTimeout("poll()", ms);'), true],
    [JS, [...one('const MS = 5000;', 'const MS = 3000;'), ...one('setInterval(pollTanks, MS);', 'setInterval("pollTanks()", MS);')], true],
    // The string form taken out, kept with another delay, moved, or never a call (a test's payload, a comment); a file's
    // first text; the function form kept.
    [JS, one('setInterval("pollTanks()", 5000);', 'setInterval(pollTanks, 5000);'), false],
    [JS, one('setInterval("pollTanks()", 5000);', 'setInterval("pollTanks()", 3000);'), false],
    [JS, one("setTimeout('location.reload()', 600000);", 'setTimeout("location.reload()", 300000);'), false],
    [JS, [...one('setInterval("pollTanks()", 5000);\n', ''), ...one('start();\n', 'start();\nsetInterval("pollTanks()", 5000);\n')], false],
    [JS, one('setInterval(pollTanks, 5000);', 'setInterval(pollTanks, 3000);'), false],
    [JS, one('setInterval(pollTanks, 5000);', 'setInterval(() => pollTanks(), 5000);'), false],
    [JS, one('// poll every 5 s', '// not setInterval("pollTanks()", 5000): pass the function'), false],
    ['/home/dev/proj/test/lint.spec.js', one('const cases = [];', 'const cases = [\'setTimeout("tick()", 10)\'];'), false],
    [JS, one('', 'setTimeout("location.reload()", 600000);\n'), false],
    ['/home/dev/proj/docs/timers.md', one('Use a function.', 'Never `setTimeout("tick()", 10)`.'), false],
  ])('%s: %j → %s', (file, edits, speaks) => expect(edited(file, edits)).toBe(speaks));
});

describe('a file written with a fixed timer string stays silent (eval/javascript/string-timer)', () => {
  test.each([
    ['/home/dev/proj/kiosk/src/reload.js', 'setTimeout("location.reload()", 10 * 60 * 1000);\n', false],
    ['/home/dev/proj/web/public/js/kiosk-reload.js', '// Depot wall screen\nsetTimeout("location.reload()", 600000);\n', false],
    ['/home/dev/proj/web/public/js/poll.js', 'setInterval("poll(\'" + location.hash.slice(1) + "\')", 5000);\n', true],
  ])('%s: %j → %s', (file, content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});

describe("records under a test runner's output folder are the suite's output (destructive/filesystem)", () => {
  test.each([
    ['rm -rf test-output/receipts/', 'none'],
    ['rm -rf test_output/invoices', 'none'],
    ['rm -rf test-results/receipts', 'none'],
    ['rm -rf playwright-report/receipts', 'none'],
    ['rm -rf coverage/invoices', 'none'],
    ['rm -rf integration-test-output/receipts', 'none'],
    ['rm -rf e2e_tmp/orders', 'none'],
    ['rm -rf test-output/data/receipts', 'none'],
    ['rm -f test-output/receipts/*.pdf', 'none'],
    ['find test-output/receipts -name "*.json" -delete', 'none'],
    ['rm -rf tmp/receipts', 'none'],
    // The project's own records, a test run's field records and notes kept by hand still speak.
    ['rm -rf receipts/', 'destructive/filesystem/rm-recursive'],
    ['rm -rf data/receipts/', 'destructive/filesystem/rm-recursive'],
    ['rm -rf records/test-output-notes', 'destructive/filesystem/rm-recursive'],
    ['rm -rf test-output-notes/receipts', 'destructive/filesystem/rm-recursive'],
    ['rm -rf test_runs/receipts', 'destructive/filesystem/rm-recursive'],
    ['rm -rf output-tests/receipts', 'destructive/filesystem/rm-recursive'],
    ['rm -rf integration-output/receipts', 'destructive/filesystem/rm-recursive'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
