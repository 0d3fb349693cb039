import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Review of the record-log globs (held-out round 139): the rules that delete a record log, empty it by a redirect, or
// copy /dev/null over it read one named glob set (rules/destructive/filesystem.json "globs"), and a register is a
// record only as a word or name segment (`register.log`, `cd-register.log`, `visitor_register/`, `registers/`): a
// software's deregister or unregister worker logs what it did and is written again. `registry` and `registration`
// never held the word. One line per case: the call and the rule that speaks, or none.

describe('a register kept as a log is a record; deregister and unregister logs are a program’s own', () => {
  test.each([
    ['rm records/cd-register.log', 'destructive/filesystem/rm-record-logs'],
    ['rm logs/register.log', 'destructive/filesystem/rm-record-logs'],
    ['rm pharmacy/drugs_register.log.1', 'destructive/filesystem/rm-record-logs'],
    ['rm visitor_register/2024-05.log', 'destructive/filesystem/rm-record-logs'],
    ['rm registers/controlled.log', 'destructive/filesystem/rm-record-logs'],
    ['rm -f site/register_2024_q1.log', 'destructive/filesystem/rm-record-logs'],
    ['rm logs/visitor.register.log', 'destructive/filesystem/rm-record-logs'],
    ['rm docs/visitor_register_log.txt', 'destructive/filesystem/rm-record-logs'],
    ['> records/cd-register.log', 'destructive/filesystem/empty-record-log'],
    [': > registers/visitors.log', 'destructive/filesystem/empty-record-log'],
    ['cp /dev/null records/register.log', 'destructive/filesystem/cp-null-record-log'],
    ['cp /dev/null logs/asset-register.log', 'destructive/filesystem/cp-null-record-log'],
    // A program's logs of registering and deregistering stay silent, whatever empties them.
    ['rm logs/deregister-worker.log', 'none'],
    ['rm logs/unregister.log', 'none'],
    ['rm -f logs/preregister-hook.log', 'none'],
    ['rm logs/deregister/run.log', 'none'],
    ['> logs/service-registry.log', 'none'],
    ['> logs/unregister-worker.log', 'none'],
    [': > logs/registration-debug.log', 'none'],
    ['cp /dev/null logs/deregister.log', 'none'],
    ['rm logs/reregister_nodes.log', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('the other record words, unchanged, in all three rules', () => {
  test.each([
    ['rm logs/incident-bot-debug.log', 'destructive/filesystem/rm-record-logs'],
    ['> logs/audit.log', 'destructive/filesystem/empty-record-log'],
    ['cp /dev/null logs/ride_inspection_log.txt', 'destructive/filesystem/cp-null-record-log'],
    ['rm logs/vaccination-2024.log', 'destructive/filesystem/rm-record-logs'],
    ['> logs/dev-server.log', 'none'],
    ['rm logs/debug.log', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
