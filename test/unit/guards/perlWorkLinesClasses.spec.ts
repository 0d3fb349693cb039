import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Held-out round 152: `sed -i '/re/d'` on a file of the project's own work (a logbook, a route, a show file: any type
// that is not code, settings, notes, a log or output) speaks, and the same delete written as a perl or ruby in-place
// filter now does too, judged by the same safe paths (`@work-spared`). One line per call: the rule id, or 'none'.

const PERL = 'destructive/rewrite/perl-delete-work-lines';
const SED = 'destructive/rewrite/sed-delete-work-lines';

describe('perl -i filters that drop lines of a file of hand-kept work (destructive/rewrite/perl-delete-work-lines)', () => {
  test.each([
    ["perl -i -ne 'print unless /CALL:5>G4XYZ/' logs/club_log.adi", PERL],
    ["perl -ni -e 'print unless /CALL:5>G4XYZ/' logs/club_log.adi", PERL],
    ["perl -i -n -e 'print unless /CALL:5>G4XYZ/' logs/club_log.adi", PERL],
    ["perl -i -ne 'print if !/^WPT/' routes/summer_cruise.rte", PERL],
    ["perl -i -ne 'print if not /^WPT/' routes/summer_cruise.rte", PERL],
    ["perl -i -ne 'next if /^Cue 4/; print' lighting/eos/Hamlet_act2.asc", PERL],
    [`perl -i -pe '$_ = "" if /<trkpt lat="0"/' plots/section_B.gpx`, PERL],
    ["perl -i -lne 'print unless /G4XYZ/' logs/club_log.adi", PERL],
    ["perl -lni -e 'print unless /G4XYZ/' logs/club_log.adi", PERL],
    ["perl -i -ne '/G4XYZ/ or print' logs/club_log.adi", PERL],
    ["perl -i -pe 's/^.*G4XYZ.*\\n//' logs/club_log.adi", PERL],
    ["perl -i -ne 'print unless /G4XYZ/' -- logs/club_log.adi", PERL],
    ["ruby -i -ne 'print unless /CALL:5>G4XYZ/' logs/club_log.adi", PERL],
    ["ruby -i -ne 'print unless $_ =~ /^WPT/' routes/summer_cruise.rte", PERL],
  ])('%s', (command, expected) => expect(rule(command)).toBe(expected));

  test.each([
    // A copy kept first, a filter written to a new file, a substitution that keeps every line (silent for sed too).
    ["perl -i.bak -ne 'print unless /CALL:5>G4XYZ/' logs/club_log.adi", 'none'],
    ["perl -i~ -ne 'print unless /CALL:5>G4XYZ/' logs/club_log.adi", 'none'],
    ["perl -ni.bak -e 'print unless /CALL:5>G4XYZ/' logs/club_log.adi", 'none'],
    ["ruby -i.bak -ne 'print unless /CALL:5>G4XYZ/' logs/club_log.adi", 'none'],
    ["perl -ne 'print unless /CALL:5>G4XYZ/' logs/club_log.adi > logs/clean.adi", 'none'],
    ["perl -i -pe 's/G4XYZ/G4XYY/' logs/club_log.adi", 'none'],
    // Scratch space, output, dependencies, a program's log, code, settings and notes git holds, outside the project.
    ["perl -i -ne 'print unless /G4XYZ/' tmp/club_log.adi", 'none'],
    ["perl -i -ne 'print unless /G4XYZ/' build/club_log.adi", 'none'],
    ["perl -i -ne 'print unless /x/' node_modules/pkg/data.adi", 'none'],
    ["perl -i -ne 'print unless /DEBUG/' logs/app.log", 'none'],
    ["perl -i -ne 'print unless /console.log/' src/app.js", 'none'],
    ["perl -i -ne 'print unless /^#/' config/app.conf", 'none'],
    ["perl -i -ne 'print unless /TODO/' notes/plan.md", 'none'],
    ["perl -i -ne 'print unless /G4XYZ/' /tmp/club_log.adi", 'none'],
  ])('%s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('perl and sed judge the same files alike', () => {
  test.each([
    ['logs/club_log.adi', true],
    ['routes/summer_cruise.rte', true],
    ['lighting/eos/Hamlet_act2.asc', true],
    ['logs/app.log', false],
    ['tmp/club_log.adi', false],
    ['build/report.asc', false],
    ['src/app.js', false],
    ['requirements.txt', false],
  ])('%s', (file, speaks) => {
    expect(rule(`sed -i '/G4XYZ/d' ${file}`) === SED).toBe(speaks);
    expect(rule(`perl -i -ne 'print unless /G4XYZ/' ${file}`) === PERL).toBe(speaks);
  });
});
