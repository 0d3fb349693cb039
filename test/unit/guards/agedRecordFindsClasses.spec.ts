import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Held-out round 180: a find that deletes by age (`-mtime`, `-mmin`, `-newer`) the text files of a folder of the project's
// own records (callouts, incidents, bookings, minutes, submissions) loses them as `rm -r` of the folder would: JSON,
// Markdown, XML or plain text picked by age are records, not config. The same under logs, caches, temp, sessions, build
// output or a backup rotation, a find with no age test (judged by type as before), and a find that only lists stay silent.
// One line per case: the call, the rule or 'none'.

const WALKED = 'destructive/workfiles/delete-walked-folder-found';
const WALKED_RM = 'destructive/workfiles/rm-walked-folder-found';

describe('text records of a project folder deleted by age speak', () => {
  test.each([
    [`find callouts/ -name '*.json' -mtime +365 -delete`, WALKED],
    [`find callouts -name '*.json' -mtime +365 -exec rm {} +`, WALKED_RM],
    [`find callouts -name '*.json' -mtime +365 -exec rm -f {} \\;`, WALKED_RM],
    [`find callouts -name '*.json' -mtime +365 | xargs rm -f`, WALKED_RM],
    [`find callouts -name '*.json' -mtime +365 -print0 | xargs -0 rm`, WALKED_RM],
    [`find ./incidents -type f -name '*.md' -mtime +730 -delete`, WALKED],
    [`find bookings -name '*.xml' -mmin +525600 -delete`, 'destructive/filesystem/find-delete'],
    [`find minutes -name '*.txt' -mtime +365 -delete`, WALKED],
    [`find submissions -name '*.jsonl' -mtime +90 -delete`, WALKED],
    [`find rescue/callouts -name 'callout_*.json' -mtime +365 -delete`, WALKED],
    [`find callouts -iname '*.JSON' -mtime +365 -delete`, WALKED],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('aged text under housekeeping folders, finds with no age test and listings stay silent', () => {
  test.each([
    [`find logs/ -name '*.json' -mtime +30 -delete`],
    [`find inbox -name '*.json' -mtime +7 -delete`],
    [`find downloads -name '*.txt' -mtime +30 -delete`],
    [`find webhooks/received -name '*.json' -mtime +14 -delete`],
    [`find var/log -name '*.json' -mtime +30 -delete`],
    [`find cache -name '*.json' -mtime +7 -delete`],
    [`find .cache -name '*.json' -mtime +7 -delete`],
    [`find tmp -name '*.json' -mtime +1 -delete`],
    [`find uploads/tmp -name '*.json' -mmin +60 -delete`],
    [`find sessions -name '*.json' -mtime +1 -delete`],
    [`find dist -name '*.html' -mtime +7 -delete`],
    [`find build -name '*.json' -mtime +7 -delete`],
    [`find coverage -name '*.json' -mtime +7 -delete`],
    [`find reports -name '*.html' -mtime +30 -delete`],
    [`find node_modules/.cache -name '*.json' -mtime +3 -delete`],
    [`find callouts -name '*.json' -mtime +365 -print`],
    [`find callouts -name '*.json' -mtime +365`],
    [`find callouts -name '*.tmp' -mtime +1 -delete`],
  ])('%s → none', (command) => expect(rule(command)).toBe('none'));
});
