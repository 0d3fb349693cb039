import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 161: a pipeline whose producer builds its paths from a literal folder and a column of a list (`awk -F, '{print
// "cvs/"$1".pdf"}' withdrawn.csv | xargs rm -f`) deletes files of that folder, judged as `rm -f cvs/*.pdf` is: kept records
// speak, scratch, build output and caches stay silent; a producer with no literal folder prints whatever the file lists,
// which the line does not show. Applicants' CVs and résumés are people's papers, as personnel files are. One line per case.

const SOURCE = 'destructive/filesystem/rm-source-files';

describe('paths built under a records folder by awk, sed, printf or jq, then deleted (destructive/filesystem/rm-source-files)', () => {
  test.each([
    [`awk -F, 'NR>1 {print "cvs/"$1".pdf"}' data/withdrawn.csv | xargs rm -f`, SOURCE],
    [`awk -F, 'NR>1 {print "cvs/"$1".pdf"}' data/withdrawn.csv | xargs -I{} rm -f {}`, SOURCE],
    [`awk -F, 'NR>1 {print "cvs/"$1".pdf"}' data/withdrawn.csv | tr '\\n' '\\0' | xargs -0 rm -f`, SOURCE],
    [`awk -F, 'NR>1 {print "cvs/"$1".pdf"}' data/withdrawn.csv | while read -r f; do rm -f "$f"; done`, SOURCE],
    [`gawk -F'\\t' '{print "cvs/" $2 ".pdf"}' withdrawn.tsv | xargs rm`, SOURCE],
    [`awk -F, 'NR>1 {printf "resumes/%s.pdf\\n", $2}' applicants.csv | sort -u | xargs rm`, SOURCE],
    [`tail -n +2 data/withdrawn.csv | cut -d, -f1 | sed 's/^/cvs\\//; s/$/.pdf/' | xargs rm -f`, SOURCE],
    [`sed -n 's/^\\([^,]*\\),withdrawn$/cvs\\/\\1.pdf/p' data/applicants.csv | xargs rm -f`, SOURCE],
    [`cut -d, -f1 gone.csv | sed 's|^|uploads/|' | xargs -I{} rm -f {}`, SOURCE],
    [`printf 'data/raw/%s.csv\\n' 2021 2022 | xargs rm -f`, SOURCE],
    [`jq -r '.withdrawn[] | "cvs/\\(.id).pdf"' data/apps.json | xargs rm -f`, SOURCE],
    [`jq -r '.[] | "uploads/" + .file' data/apps.json | xargs rm -f`, SOURCE],
    [`awk '{print "records/"$1".json"}' expired.txt | xargs rm`, SOURCE],
    [`rm -f cvs/*.pdf`, SOURCE],
    [`rm -f resumes/*.docx`, SOURCE],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('near-misses: scratch, output or cache folders, no delete, or no folder on the line', () => {
  test.each([
    [`awk '{print "tmp/"$1}' x | xargs rm -f`, 'none'],
    [`awk '{print "build/"$1".o"}' objs.txt | xargs rm -f`, 'none'],
    [`awk '{print ".cache/"$1".json"}' keys.txt | xargs rm -f`, 'none'],
    [`awk '{print "node_modules/"$1}' pkgs.txt | xargs rm -rf`, 'none'],
    [`sed 's/^/tmp\\//' names.txt | xargs rm -f`, 'none'],
    [`printf 'dist/%s.js\\n' a b | xargs rm -f`, 'none'],
    [`awk '{print $1}' data/x.csv | xargs echo`, 'none'],
    [`awk -F, 'NR>1 {print "cvs/"$1".pdf"}' data/withdrawn.csv | xargs ls -l`, 'none'],
    [`awk -F, 'NR>1 {print "cvs/"$1".pdf"}' data/withdrawn.csv | xargs -I{} cp {} review/`, 'none'],
    [`cut -d, -f1 ids.csv | xargs -I{} curl https://api.example.com/x/{}`, 'none'],
    [`git ls-files -z --others | xargs -0 rm`, 'none'],
    [`awk '{print $1}' data/x.csv | xargs rm -f`, 'none'],
    [`rm -f tmp/cvs/*.pdf`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
