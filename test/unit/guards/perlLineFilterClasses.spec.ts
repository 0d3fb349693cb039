import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Held-out round 151: perl's in-place line filters (and gawk's `-i inplace`) are read as `sed -i '/re/d'` is, with the
// same data-file rules, and a `.log` kept as a record (under `data/` or `records/`, or named for missions, incidents, a
// logbook) is data, where a program's log (under `logs/` or `log/`, or named for a run, a server, a build, an import, a
// debug or error log) is not. One line per call: the rule ids it speaks with, or 'none'.

const PERL = 'destructive/rewrite/perl-filter-data-lines';
const SED = 'destructive/rewrite/sed-delete-data-lines';
const AWK = 'destructive/rewrite/awk-filter-data-lines';

describe('perl -i filters that drop lines of a records file (destructive/rewrite/perl-filter-data-lines)', () => {
  test.each([
    ["perl -i -ne 'print unless /status=closed/' data/missions.log", PERL],
    ["perl -i -ne 'print if !/status=closed/' data/missions.log", PERL],
    ["perl -i -ne 'print if not /status=closed/' records/incidents.log", PERL],
    ["perl -i -ne 'print if /status=open/' records/incidents.log", PERL],
    ["perl -ni -e 'print unless /VOID/' data/payouts.log", PERL],
    ["perl -i -nle 'print unless /,VOID,/' data/fares.csv", PERL],
    [`perl -i -pe '$_ = "" if /status=closed/' data/missions.csv`, PERL],
    [`perl -pi -e '$_="" if /status=closed/' records/missions.txt`, PERL],
    ["perl -i -pe 'undef $_ if /,VOID,/' data/payouts.csv", PERL],
    ["perl -i -ne '/status=closed/ or print' data/missions.csv", PERL],
    ["perl -i -ne '/status=closed/ || print' data/missions.csv", PERL],
    ["perl -i -ne '/status=open/ && print' data/missions.csv", PERL],
    ["perl -i -ne 'next if /status=closed/; print' missions.log", PERL],
    ["perl -i -pe 's/^.*status=closed.*\\n//' data/missions.csv", PERL],
    ["perl -0777 -i -pe 's/^.*status=closed.*$\\n//mg' records/incidents.log", PERL],
    ["perl -i -ne 'print unless /closed/' ops/logbook_2024.log", PERL],
    ["ruby -i -ne 'print unless /status=closed/' data/missions.log", PERL],
  ])('%s', (command, expected) => expect(rule(command)).toBe(expected));

  test.each([
    // A substitution that keeps every line, a copy kept first, a filter written to a new file.
    ["perl -i -pe 's/foo/bar/g' src/*.js", 'none'],
    ["perl -i -pe 's/status=closed/status=archived/' data/missions.log", 'none'],
    ["perl -i.bak -ne 'print unless /status=closed/' data/missions.log", 'none'],
    ["perl -ni.bak -e 'print unless /status=closed/' data/missions.log", 'none'],
    ["perl -ne 'print unless /x/' data/a.csv > out.csv", 'none'],
    ["perl -i -pe 's/\\r\\n/\\n/' data/missions.csv", 'none'],
    // A program's own log: under logs/ or log/, a debug log, a log outside any records folder.
    ["perl -i -ne 'print unless /DEBUG/' logs/app.log", 'none'],
    ["perl -i -ne 'print unless /DEBUG/' data/logs/import.log", 'none'],
    ["perl -i -ne 'print unless /DEBUG/' /var/log/nginx/access.log", 'none'],
    ["perl -i -ne 'print unless /DEBUG/' data/debug.log", 'none'],
    ["perl -i -ne 'print unless /DEBUG/' data/run.log", 'none'],
    ["perl -i -ne 'print unless /WARN/' data/import_2024-06-12.log", 'none'],
    ["perl -i -ne 'print unless /epoch/' datasets/train_resnet.log", 'none'],
    ["perl -i -ne 'print unless /DEBUG/' server.log", 'none'],
    ["perl -i -ne 'print unless /DEBUG/' logs/missions.log", 'none'],
  ])('%s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('sed -i deletes of a records log (destructive/rewrite/sed-delete-data-lines)', () => {
  test.each([
    ["sed -i '/status=closed/d' data/missions.csv", SED],
    ["sed -i '/status=closed/d' data/missions.log", SED],
    ["sed -i '/status=closed/d' missions.log", SED],
    ["sed -i '/^2023-/d' records/flights/N123AB.log", SED],
    ["sed -i '/resolved/d' ops/incidents.log", SED],
    ["sed -i '/^\"S\\/T/d' dictionaries/main.json", SED],
  ])('%s', (command, expected) => expect(rule(command)).toBe(expected));

  test.each([
    ["sed -i '/^#/d' config/app.conf", 'none'],
    ["sed -i '/DEBUG/d' logs/app.log", 'none'],
    ["sed -i '/DEBUG/d' data/logs/worker.log", 'none'],
    ["sed -i '/DEBUG/d' build.log", 'none'],
    ["sed -i '/DEBUG/d' data/run.log", 'none'],
    ["sed -i '/Traceback/d' data/server.log", 'none'],
    ["sed -i.bak '/status=closed/d' data/missions.log", 'none'],
    ["sed -i 's/closed/archived/' data/missions.log", 'none'],
  ])('%s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe("gawk's in-place filters (destructive/rewrite/awk-filter-data-lines)", () => {
  test.each([
    ["gawk -i inplace '!/status=closed/' data/missions.log", AWK],
    ["awk -i inplace '!/,VOID,/' data/payouts.csv", AWK],
    ["gawk -i inplace '$0 !~ /status=closed/' records/incidents.log", AWK],
    ["gawk -i inplace '/status=closed/ {next} 1' data/missions.csv", AWK],
    ["gawk --include=inplace '!/status=closed/' missions.log", AWK],
  ])('%s', (command, expected) => expect(rule(command)).toBe(expected));

  test.each([
    ["gawk -i inplace -v inplace::suffix=.bak '!/status=closed/' data/missions.log", 'none'],
    ['gawk -i inplace \'{ gsub(/closed/, "archived") } 1\' data/missions.csv', 'none'],
    ["gawk -i inplace '!/DEBUG/' logs/app.log", 'none'],
    ["awk '!/status=closed/' data/missions.csv > open.csv", 'none'],
    ["gawk -i ./lib/dates.awk '!/x/' data/missions.csv", 'none'],
  ])('%s', (command, expected) => expect(rule(command)).toBe(expected));
});
