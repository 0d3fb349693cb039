import { describe, expect, test } from 'vitest';
import { withoutNullChecks } from '../../../src/guards/engine/rangeNullChecks.js';
import { chosenDigits } from '../../../src/guards/secrets/secretName.js';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';
import { evalSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Held-out round 142 review of the last fixes (destructive, eval, secrets): a tool's rebuildable store under
// ~/.local/share is no app's records; a login file's hint reads a file's name, not macOS's /Users folder; a `}` in a
// string leaves a component's object open; a test's data root is scratch again, and only an append to the same file hides
// a one-line write; a JSON `->>` is no range; a compact or attached year dates a table; a backtick literal is read from
// its opening backtick; `12121` is a sample's code. One line per call, and the near-misses.

const APP = 'destructive/filesystem/rm-app-data';
const HEADER = 'destructive/workfiles/header-over-records';
const TREE = 'destructive/filesystem/rm-recursive';

describe("a tool's rebuildable store under ~/.local/share is no app's own data (destructive/filesystem/rm-app-data)", () => {
  test.each([
    ['rm -rf ~/.local/share/virtualenvs/foo-AbC123', 'none'],
    ['rm -rf ~/.local/share/nvim/lazy', 'none'],
    ['rm -rf ~/.local/share/nvim/lazy/telescope.nvim', 'none'],
    ['rm -rf ~/.local/share/nvim/site/pack/packer', 'none'],
    ['rm -rf ~/.local/share/nvim/mason/packages/pyright', 'none'],
    ['rm -rf ~/.local/share/pnpm/store/v3', 'none'],
    ['rm -rf ~/.local/share/uv/python/cpython-3.12.1-linux-x86_64-gnu', 'none'],
    ['rm -rf ~/.local/share/pipx/venvs/black', 'none'],
    ['rm -rf ~/.local/share/containers/storage/overlay', 'none'],
    ['rm -rf ~/.local/share/mise/installs/node/20.11.0', 'none'],
    ['rm -rf ~/.local/share/yarn/berry/cache', 'none'],
    ['rm -f ~/.local/share/jupyter/runtime/kernel-1234.json', 'none'],
    ['rm -rf ~/.local/share/go/pkg/mod/cache', 'none'],
    ['rm -rf ~/.local/share/NuGet/v3-cache', 'none'],
    ['rm -f ~/.local/share/recently-used.xbel', 'none'],
    ['rm -rf ~/.local/share/Trash/files/old', 'none'],
    // An app's records still speak (rm-app-data or, for a folder, rm-recursive), and so do user fonts and a look-alike folder.
    ['rm ~/.local/share/WSJT-X/ALL.TXT', APP],
    ['rm -rf ~/.local/share/keyrings', APP],
    ['rm -rf ~/.local/share/fonts/JetBrainsMono', APP],
    ['rm -rf ~/.local/share/virtualenvs-notes/plan.md', APP],
    ['rm -f ~/.local/share/nvim/shada/main.shada', APP],
    ['rm ~/.local/share/uvicorn-notes/journal.db', APP],
  ])('%s → %s', (command, id) => expect(rule(command) === 'none' ? 'none' : APP).toBe(id));
});

describe("a login file's lines written by the shell: the hint reads a file's name (secrets)", () => {
  test.each([
    ["echo 'db.internal:5432:app:app_user:Zr8pQ2vX7mKt' >> ~/.pgpass", true],
    ["echo 'db.internal:5432:app:app_user:Zr8pQ2vX7mKt' >> /Users/dev/.pgpass", true],
    // A macOS home folder, a users table and an echo into no login file stay silent.
    ["echo 'done' > /Users/dev/proj/notes.txt", false],
    ["echo 'id,name' > /Users/dev/proj/data/users.csv", false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});

const js = (body: string) => `import { defineComponent } from 'vue';\n\n${body}\n`;

describe("a string's brace leaves a component's object open (eval/engines/js-component-template)", () => {
  test.each([
    ['Dynamic.js', js("export default defineComponent({ name: 'x}', template: props.html });"), true],
    ['Dynamic.js', js('export default defineComponent({ title: "a) b", template: props.html });'), true],
    ['Dynamic.js', js('export default defineComponent({ label: `}`, template: props.html });'), true],
    ['Dynamic.js', js("export default defineComponent({\n  // don't cache it\n  template: props.html,\n});"), true],
    // A fixed template, and a template key of an object no framework compiles, behind the same strings.
    ['Dynamic.js', js("export default defineComponent({ name: 'x}', template: '<b>hi</b>' });"), false],
    ['Dynamic.js', js("const mail = { subject: 'x}', template: row.template };\nsend(mail);"), false],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});

const goMain = (body: string) => `package main\n\nimport (\n\t"os"\n\t"path/filepath"\n)\n\nfunc main() {\n${body}}\n`;

describe("a test's data root is scratch; only an append to the same file hides a one-line write (destructive)", () => {
  test.each([
    ['scripts/wipe.py', "import os, shutil\nROOT = os.environ['TEST_ROOT']\nshutil.rmtree(os.path.join(ROOT, 'photos'))\n", 'none'],
    ['cmd/clean/main.go', goMain('\troot := os.Getenv("TEST_ROOT")\n\tos.RemoveAll(filepath.Join(root, "photos"))\n'), 'none'],
    [
      'cmd/clean/main.go',
      goMain(
        '\troot := os.Getenv("APP_DIR")\n\tif root == "" {\n\t\troot = "./testdata"\n\t}\n\tos.RemoveAll(filepath.Join(root, "photos"))\n',
      ),
      'none',
    ],
    [
      'cmd/clean/main.go',
      goMain(
        '\troot := os.Getenv("APP_DIR")\n\tif root == "" {\n\t\troot = "./data"\n\t}\n\tos.RemoveAll(filepath.Join(root, "photos"))\n',
      ),
      TREE,
    ],
    ['cmd/clean/main.go', goMain('\troot := os.Getenv("APP_DIR")\n\tos.RemoveAll(filepath.Join(root, "photos"))\n'), TREE],
    ['cmd/clean/main.go', goMain('\ttestRoot := os.Getenv("ROOT")\n\tos.RemoveAll(filepath.Join(testRoot, "uploads"))\n'), 'none'],
    // A data root named for no test, and a name that holds `test` inside a word (`latest`), still speak.
    ['scripts/wipe.py', "import os, shutil\nROOT = os.environ['DATA_ROOT']\nshutil.rmtree(os.path.join(ROOT, 'photos'))\n", TREE],
    ['scripts/wipe.py', "import os, shutil\nROOT = os.environ['LATEST_ROOT']\nshutil.rmtree(os.path.join(ROOT, 'photos'))\n", TREE],
  ])('%s %#', (path, content, id) => expect(written(path, content)).toBe(id));

  test.each([
    [`python -c "rows = []; rows.append(1); open('data/members.csv','w').write('id,name\\n')"`, HEADER],
    [
      `node -e "const a = []; a.append; fs.writeFileSync('data/members.csv','id,name\\n'); fs.appendFileSync('data/log.csv','x\\n')"`,
      HEADER,
    ],
    [`python -c "open('data/members.csv','w').write('id,name\\n'); open('data/other.csv','a').write('1,a\\n')"`, HEADER],
    // An append to the same file, or to one the code names by no literal, goes on to fill the table.
    [`python -c "open('data/members.csv','w').write('id,name\\n'); open('data/members.csv','a').write('1,a\\n')"`, 'none'],
    [`node -e "fs.writeFileSync('data/members.csv','id,name\\n'); fs.appendFileSync('data/members.csv', rows)"`, 'none'],
    [`node -e "fs.writeFileSync('data/members.csv','id,name\\n'); fs.appendFileSync(out, rows)"`, 'none'],
    [`ruby -e 'File.write("data/x.csv", "a,b\\n"); File.open("data/x.csv", "a") { |f| rows.each { |r| f.puts r } }'`, 'none'],
  ])('%s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a JSON field operator is no range beside a null check (engine/rangeNullChecks.ts)', () => {
  test.each([
    ["UPDATE orders SET status = 'void' WHERE payload->>'state' = 'stale' AND shipped_at IS NULL", true],
    ["UPDATE orders SET status = 'void' WHERE payload->'meta' = '{}' AND shipped_at IS NULL", true],
    ["DELETE FROM events WHERE body#>>'{a,b}' = 'x' AND read_at IS NULL", true],
    // A range beside the check is still read without it.
    ["UPDATE loans SET status = 'lost' WHERE due_date < '2025-01-01' AND returned_at IS NULL", false],
    ["UPDATE loans SET status = 'lost' WHERE payload->>'n' >= '3' AND returned_at IS NULL", false],
  ])('%s', (statement, unchanged) => expect(withoutNullChecks(statement) === statement).toBe(unchanged));
});

describe('a table named for a compact or attached year is a new file (destructive/workfiles/header-over-records)', () => {
  test.each([
    ["printf 'date,amount\\n' > fares/report_20240105.csv", 'none'],
    ["printf 'date,amount\\n' > fares/fares2024.csv", 'none'],
    ["printf 'date,amount\\n' > fares/fares_20240105T0930.csv", 'none'],
    ["printf 'date,amount\\n' > fares/fares_20240105120000.csv", 'none'],
    ["printf 'date,amount\\n' > fares/fares_2024-06.csv", 'none'],
    // A kept table whose digits are an id or a size, not a year.
    ["printf 'date,amount\\n' > fares/members_1024.csv", HEADER],
    ["printf 'date,amount\\n' > fares/iso3166.csv", HEADER],
    ["printf 'date,amount\\n' > fares/fare_table.csv", HEADER],
    // A year glued to letters inside the name is part of the kept table's name (review of this stop's diff).
    ["printf 'date,amount\\n' > fares/acme2000_orders.csv", HEADER],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a backtick literal is read from its opening backtick (destructive, SQL in code)', () => {
  test.each([
    // The text between two literals: once read from the first one's closing backtick as a statement of its own.
    ['src/report.js', 'const label = `Done`\nupdate users set x = 1\nconsole.log(`ok`)\n', 'none'],
    ['src/report.js', 'const header = `id,name`;\ndelete row.secret; const footer = `end`;\nexport { header, footer };\n', 'none'],
    ['src/report.go', 'package report\n\nconst a = `x`\n\nfunc f() {\n\tupdate := `y`\n\t_ = update\n}\n', 'none'],
    ['src/reset.js', 'const a = `x`;\nawait db.query(`DELETE FROM members`);\n', 'destructive/sql/delete-without-where'],
  ])('%s %#', (path, content, id) => expect(written(path, content).split(' ')[0]).toBe(id));
});

describe("a short group repeated and cut short is a sample's code (secrets chosenDigits)", () => {
  test.each([
    ['12121', 5, false],
    ['90909', 5, false],
    ['1231231', 6, false],
    ['121212', 6, false],
    ['55219', 5, true],
    ['12312', 5, true],
    ['482913', 6, true],
  ])('%s', (value, least, chosen) => expect(chosenDigits(value, least)).toBe(chosen));
});
