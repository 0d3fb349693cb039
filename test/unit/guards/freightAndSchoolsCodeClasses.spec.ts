import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 52 (trucking and freight, florists, K-12 school districts, screen-printing shops): written code that deletes
// every record an API lists through a paging generator, every document of a folder joined under a records root,
// people's filed documents found by a `-path` word, a blank copied over its customised sibling, an older version copied
// over a newer one, and a converter writing over its own input. One line per class that speaks and near-misses that
// stay silent.

const paging = (base: string, call: string) => `import os, requests
BASE = ${base}
H = {"Authorization": "Bearer " + os.environ["TOKEN"]}

def all_ids():
    page = 1
    while True:
        r = requests.get(f"{BASE}/customers", params={"page": page}, headers=H)
        items = r.json()
        if not items:
            return
        for c in items:
            yield c["id"]
        page += 1

for cid in list(all_ids()):
    ${call}
`;

describe('an HTTP DELETE of each item a paging generator lists (destructive/unlisted/any-cli)', () => {
  test.each([
    [
      paging(
        'f"https://{os.environ[\'SHOP\']}/admin/api/2024-10"',
        'requests.delete(f"{BASE}/customers/{cid}", headers=H).raise_for_status()',
      ),
      'destructive/unlisted/any-cli',
    ],
    [paging('os.environ["BASE"]', 'httpx.delete(f"{BASE}/customers/{cid}", headers=H)'), 'destructive/unlisted/any-cli'],
    [
      'const BASE = process.env.BASE;\nasync function allIds() {\n  const r = await axios.get(`${BASE}/orders`);\n  return r.data.map((o) => o.id);\n}\n' +
        'async function main() {\n  for (const id of await allIds()) {\n    await axios.delete(`${BASE}/orders/${id}`);\n  }\n}\nmain();\n',
      'destructive/unlisted/any-cli',
    ],
    // A sandbox or `.test` host, a read of each item, and one DELETE by a given id.
    [paging('"https://acme.sandbox.shopapi.com/api"', 'requests.delete(f"{BASE}/customers/{cid}", headers=H)'), 'none'],
    [paging('"https://shop.test/api"', 'requests.delete(f"{BASE}/customers/{cid}", headers=H)'), 'none'],
    [paging('os.environ["BASE"]', 'print(requests.get(f"{BASE}/customers/{cid}", headers=H).json())'), 'none'],
    ['import requests, sys\nBASE = "https://api.example.com"\nrequests.delete(f"{BASE}/customers/{sys.argv[1]}")\n', 'none'],
  ])('%#', (content, id) => expect(written('scripts/reset_remote.py', content)).toBe(id));
});

const purge = (root: string) => `import csv, os
from pathlib import Path

DOC_ROOT = Path("${root}")
with open("exits.csv") as fh:
    for row in csv.DictReader(fh):
        student_dir = DOC_ROOT / row["student_number"]
        for doc in student_dir.glob("*.pdf"):
            os.remove(doc)
`;

describe('every file a glob lists in a folder joined under a records root (destructive/filesystem/rm-source-files)', () => {
  test.each([
    [purge('/home/dev/proj/records/sped'), 'destructive/filesystem/rm-source-files'],
    [purge('data/students'), 'destructive/filesystem/rm-source-files'],
    // Under build output the files are made again.
    [purge('build/reports'), 'none'],
  ])('%#', (content, id) => expect(written('scripts/purge_docs.py', content)).toBe(id));
});

describe("people's documents found by a `-path` word (destructive/filesystem/rm-found, find-delete, rm-source-files)", () => {
  test.each([
    ["find . -path '*driver_files*' -name '*.pdf' -exec rm {} +", 'destructive/filesystem/rm-found'],
    ["find . -path '*personnel*' -name '*.pdf' -delete", 'destructive/filesystem/find-delete'],
    ["find . -path '*employee_docs*' -name '*.docx' -delete", 'destructive/filesystem/find-delete'],
    ['rm employee_docs/*.pdf', 'destructive/filesystem/rm-source-files'],
    // Test and build folders, a scratch type, and code's assets.
    ["find . -path '*test_files*' -name '*.pdf' -delete", 'none'],
    ["find . -path '*build_docs*' -name '*.pdf' -delete", 'none'],
    ["find . -path '*driver_files*' -name '*.log' -delete", 'none'],
    ['rm static_files/*.css', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a blank over its customised sibling, an older version over a newer (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['cp templates/report_card_blank.docx templates/report_card_elementary.docx', 'destructive/filesystem/copy-over-untracked'],
    ['cp proofs/v1/lincoln-hs-softball-front.pdf proofs/v3/lincoln-hs-softball-front.pdf', 'destructive/filesystem/copy-over-untracked'],
    ['cp proofs/lincoln_front_v1.pdf proofs/lincoln_front_v3.pdf', 'destructive/filesystem/copy-over-untracked'],
    // First set-ups, a blank copied to another blank, code of a new API version, a backup beside a newer one.
    ['cp .env.example .env', 'none'],
    ['cp config.sample.json config.json', 'none'],
    ['cp templates/blank.docx templates/blank_copy.docx', 'none'],
    ['cp api/v1/users.py api/v2/users.py', 'none'],
    ['cp proofs/v3/front.pdf proofs/v4/front.pdf.bak', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a converter writing over its own input (destructive/media/converter-over-own-input)', () => {
  test.each([
    [
      'for f in artwork/*/approved/*.eps; do inkscape "$f" --export-type=svg --export-filename="$f"; done',
      'destructive/media/converter-over-own-input',
    ],
    ['ffmpeg -i interview.wav -ar 16000 -ac 1 interview.wav -y', 'destructive/media/converter-over-own-input'],
    ['for f in *.png; do convert "$f" -resize 50% "$f"; done', 'destructive/media/converter-over-own-input'],
    ['gs -sDEVICE=pdfwrite -sOutputFile=a.pdf a.pdf', 'destructive/media/converter-over-own-input'],
    // A new file beside it, into output, or a copy the line's own loop names anew.
    ['inkscape art.eps --export-type=svg --export-filename=art.svg', 'none'],
    ['ffmpeg -i master.wav -c:a libmp3lame dist/master.mp3', 'none'],
    ['for f in *.png; do convert "$f" -resize 50% "thumbs/$f"; done', 'none'],
    ['convert build/a.png -resize 50% build/a.png', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
