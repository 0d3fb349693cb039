import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { outside } from '../../support/guardSpeaks.js';

// Held-out rounds 131 and 132 (in-place rewrites): a data file written over by the call that reads it (Python's own
// `open(p)` then `open(p, 'w')`, GPSBabel's `-f X … -F X`), a header alone redirected over a table kept outside `data/`,
// and GPSBabel's `-F` naming a file outside the project. One line per call that speaks, and the near-misses that stay
// silent: a new, different output file, output and scratch folders, an append, a copy kept first.

const heredoc = (body: string) => `python3 - <<'EOF'\n${body}\nEOF`;

describe("Python's open() reads a table and opens it again with 'w' (destructive/rewrite/code-data-over-input)", () => {
  const OVER = 'destructive/rewrite/code-data-over-input';
  test.each([
    [
      heredoc(
        "import csv\nrows = list(csv.DictReader(open('data/volunteers.csv')))\nkeep = [r for r in rows if r['active'] == 'yes']\n" +
          "with open('data/volunteers.csv', 'w', newline='') as f:\n    w = csv.DictWriter(f, fieldnames=rows[0].keys())\n" +
          '    w.writeheader(); w.writerows(keep)',
      ),
      OVER,
    ],
    [
      heredoc("p = 'ledger/entries.tsv'\nlines = [l for l in open(p) if not l.startswith('VOID')]\nopen(p, mode='w').writelines(lines)"),
      OVER,
    ],
    [
      heredoc(
        "rows = [l for l in open('records/visits.jsonl') if '\"2019' not in l]\nwith open('records/visits.jsonl', 'wt') as f:\n    f.writelines(rows)",
      ),
      OVER,
    ],
    [`python -c "rows = open('roster/players.csv').readlines()[:1]; open('roster/players.csv', 'w').writelines(rows)"`, OVER],
    // Written to a new file, appended to, written into build output, or copied first: the original stays.
    [
      heredoc(
        "import csv\nrows = list(csv.DictReader(open('data/volunteers.csv')))\n" +
          "with open('data/active_volunteers.csv', 'w', newline='') as f:\n    csv.DictWriter(f, fieldnames=rows[0].keys()).writerows(rows)",
      ),
      'none',
    ],
    [
      heredoc("n = len(open('data/volunteers.csv').readlines())\nwith open('data/volunteers.csv', 'a') as f:\n    f.write('x,y\\n')"),
      'none',
    ],
    [heredoc("rows = [l for l in open('build/volunteers.csv') if l.strip()]\nopen('build/volunteers.csv', 'w').writelines(rows)"), 'none'],
    [
      heredoc(
        "import shutil\nshutil.copy('data/volunteers.csv', 'data/volunteers.csv.bak')\n" +
          "rows = [l for l in open('data/volunteers.csv') if l.strip()]\nopen('data/volunteers.csv', 'w').writelines(rows)",
      ),
      'none',
    ],
    // A file the code wrote itself before reading it, and a text or settings file edited in place.
    [
      heredoc("with open('data/volunteers.csv', 'w') as f:\n    f.write('a,b\\n1,2\\n')\nprint(open('data/volunteers.csv').read())"),
      'none',
    ],
    [heredoc("text = open('README.md').read()\nopen('README.md', 'w').write(text.replace('v1', 'v2'))"), 'none'],
    [
      heredoc("import json\nc = json.load(open('config/site.json'))\nc['title'] = 'x'\njson.dump(c, open('config/site.json', 'w'))"),
      'none',
    ],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("GPSBabel's -F output is its -f input (destructive/rewrite/gpsbabel-output-over-input)", () => {
  test.each([
    [
      'gpsbabel -i gpx -f tracks/coast-path.gpx -x simplify,count=150 -o gpx -F tracks/coast-path.gpx',
      'destructive/rewrite/gpsbabel-output-over-input',
    ],
    [
      'gpsbabel -i kml -f maps/loops.kml -x position,distance=5m -o kml -F ./maps/loops.kml',
      'destructive/rewrite/gpsbabel-output-over-input',
    ],
    // A new file, a build folder, a different format's file.
    ['gpsbabel -i gpx -f tracks/coast-path.gpx -x simplify,count=150 -o gpx -F tracks/coast-path-simple.gpx', 'none'],
    ['gpsbabel -i gpx -f tracks/coast-path.gpx -o gpx -F build/coast-path.gpx', 'none'],
    ['gpsbabel -i gpx -f tracks/coast-path.gpx -o kml -F tracks/coast-path.kml', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('other converters written over their own input stay judged (destructive/media, destructive/rewrite)', () => {
  test.each([
    ['ffmpeg -i clips/interview.mp4 -ss 00:01:00 -c copy clips/interview.mp4', 'destructive/media/converter-over-own-input'],
    ['ffmpeg -i clips/interview.mp4 -ss 00:01:00 -c copy clips/interview-cut.mp4', 'none'],
    ['jq . surveys/responses.json > surveys/responses.json', 'destructive/filesystem/redirect-own-input'],
    ['jq . surveys/responses.json > build/responses.json', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a header alone redirected over a table kept under one name (destructive/workfiles/header-over-records)', () => {
  const HEADER = 'destructive/workfiles/header-over-records';
  test.each([
    ["echo 'route,stop_id,arrives' > timetables/route_stops.csv", HEADER],
    ["printf 'plot,holder,rent_due\\n' > allotments/plot_register.tsv", HEADER],
    ["echo 'member_id,name,joined' > data/members.csv", HEADER],
    [`for s in north south; do echo 'route,stop_id' > "timetables/\${s}_stops.csv"; done`, HEADER],
    // A new report, a log, a dated or draft table, output and test folders, a table at the root, an append, a table the line fills.
    ["echo 'week,total' > reports/fares_weekly.csv", 'none'],
    ["echo 'ts,level,msg' > logs/events.csv", 'none'],
    ["echo 'route,stop_id' > timetables/route_stops_2025-09.csv", 'none'],
    ["echo 'route,stop_id' > timetables/new_route_stops.csv", 'none'],
    ["echo 'route,stop_id' > out/route_stops.csv", 'none'],
    ["echo 'route,stop_id' > test/fixtures/route_stops.csv", 'none'],
    ["echo 'route,stop_id' > route_stops.csv", 'none'],
    ["echo 'route,stop_id' >> timetables/route_stops.csv", 'none'],
    [`rm -f timetables/*.csv && for s in north south; do echo 'route,stop_id' > "timetables/\${s}.csv"; done`, 'none'],
    [`echo 'route,stop_id' > "timetables/$ROUTE.csv"`, 'none'],
    ["echo 'route,stop_id' > timetables/route_stops.csv && cut -d, -f1,2 raw/stops.csv >> timetables/route_stops.csv", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("GPSBabel's -F file is a write (outside-project)", () => {
  test.each([
    [
      'gpsbabel -i gpx -f tracks/coast-path.gpx -o garmin_fit -F ~/Documents/garmin/coast-path.fit',
      ['/home/dev/Documents/garmin/coast-path.fit'],
    ],
    ['gpsbabel -i gpx -f tracks/a.gpx -o gpx -F /srv/maps/a.gpx -o kml -F /srv/maps/a.kml', ['/srv/maps/a.gpx', '/srv/maps/a.kml']],
    // Into the project; a file read outside it is no write.
    ['gpsbabel -i gpx -f ~/Downloads/a.gpx -o gpx -F tracks/a.gpx', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});
