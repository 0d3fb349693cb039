import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 39, lines 101–200 (CAD/PLM, telecom billing, church admin, signage): one line per class that speaks and a
// near-miss that stays silent.

describe('design files made by hand: EDA libraries and projects, OpenSCAD and Inventor/CATIA models', () => {
  test.each([
    ['rm -rf hardware/libs/altium/*.SchLib hardware/libs/altium/*.PcbLib', 'destructive/workfiles/rm-design-file'],
    ['rm -f hardware/mainboard/mainboard.PrjPcb', 'destructive/workfiles/rm-design-file'],
    ['rm hardware/footprints.pretty/QFN-32.kicad_mod', 'destructive/workfiles/rm-design-file'],
    ['rm -f cad/openscad/enclosure.scad', 'destructive/workfiles/rm-design-file'],
    ['rm -f cad/inventor/bracket.ipt cad/inventor/frame.iam', 'destructive/workfiles/rm-design-file'],
    ['rm cad/catia/Housing.CATPart', 'destructive/workfiles/rm-design-file'],
    ['rm eagle/lbr/connectors.lbr', 'destructive/workfiles/rm-design-file'],
    [': > cad/openscad/enclosure.scad', 'destructive/workfiles/empty-design-file'],
    ["find hardware -name '*.SchLib' -delete", 'destructive/workfiles/delete-design-files-found'],
    ['cp /tmp/old.scad cad/openscad/enclosure.scad', 'destructive/workfiles/copy-over-design-file'],
    ['rm -f out/*.stl out/*.gcode', 'none'],
    ['rm -f out/bracket.step', 'none'],
    ['openscad -o out/enclosure.stl cad/openscad/enclosure.scad', 'none'],
    ['ls hardware/libs/altium/*.SchLib', 'none'],
    ['cp -n /tmp/old.scad cad/openscad/enclosure.scad', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('every file of one type at any depth under a data folder outside the project', () => {
  const removeAll = (pattern: string) => `import glob, os\nfor f in glob.glob('${pattern}', recursive=True):\n    os.remove(f)\n`;
  test.each([
    ['mediation/cleanup.py', removeAll('/data/cdr/**/*.asn1'), 'destructive/filesystem/rm-source-files'],
    ['mediation/cleanup.py', removeAll('/data/cdr/**/*.cdr'), 'destructive/filesystem/rm-source-files'],
    ['mediation/cleanup.py', removeAll('/data/cdr/**/*.log'), 'none'],
    ['mediation/cleanup.py', removeAll('/var/cache/mediation/**/*.cdr'), 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
  test.each([
    ['rm -f /data/cdr/**/*.asn1', 'destructive/filesystem/rm-source-files'],
    ['rm -f /data/cdr/**/*.tmp', 'none'],
    ['ls /data/cdr/**/*.asn1', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("an API's delete endpoint (a verb in the path, any method) called for every item of a listing", () => {
  const loop = (call: string) =>
    "import os, requests\nH={'Api-Key': os.environ['BREEZE_KEY']}\nbase='https://mychurch.breezechms.com/api'\n" +
    `people=requests.get(base+'/people',headers=H).json()\nfor p in people:\n    ${call}\n`;
  test.each([
    ["requests.get(base+'/people/delete',params={'person_id':p['id']},headers=H)", 'destructive/unlisted/any-cli'],
    ["requests.post(f'{base}/people/delete',data={'person_id':p['id']},headers=H)", 'destructive/unlisted/any-cli'],
    ["requests.post(base+'/events.destroy',json={'id':p['id']},headers=H)", 'destructive/unlisted/any-cli'],
    ["requests.get(base+'/people/show',params={'person_id':p['id']},headers=H)", 'none'],
    ["requests.post(base+'/people/update',json={'id':p['id'],'tag':'x'},headers=H)", 'none'],
    ['requests.post(f\'{base}/zones/{p["id"]}/purge_cache\',headers=H)', 'none'],
    ["if p['last_name'] == 'Test':\n        requests.get(base+'/people/delete',params={'person_id':p['id']},headers=H)", 'none'],
  ])('%s → %s', (call, id) => expect(written('scripts/purge_breeze.py', loop(call))).toBe(id));
  test.each([
    [
      'scripts/purge.js',
      "const r = await axios.get(base + '/members');\nfor (const m of r.data) {\n  await axios.post(base + '/members/destroy', { id: m.id });\n}\n",
      'destructive/unlisted/any-cli',
    ],
    ['scripts/one.py', "import requests\nrequests.get('https://x.breezechms.com/api/people/delete', params={'person_id': '42'})\n", 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
