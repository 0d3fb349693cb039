import { describe, expect, test } from 'vitest';
import { KEPT_RECORDS } from '../../../src/guards/engine/softDeletes.js';
import { namesCode } from '../../../src/guards/secrets/secretName.js';
import { commandIds as rule, editedIds as edited } from '../../support/destructiveIds.js';
import { evalSpeaks, secretSpeaks } from '../../support/guardSpeaks.js';

// Held-out round 139 review of the last fixes (destructive, eval, secrets): a settings list's loop variable given a new
// value before the import, a settings list grown in place from the request, `import kiosk.settings` binding the package;
// a one-label host read as local only when it names a compose service; a table's name read as dated only for a year with
// a date's shape; kept-records words only as whole parts of a name; the camel spelling of every code word. One line per
// call that speaks, and the near-misses that stay silent.

const PLUGINS = (head: string, body: string) =>
  `"""Plugins listed in settings."""\nfrom importlib import import_module\n\n${head}\n\n\ndef load_plugins(request) -> list:\n    ${body}\n`;

describe("import_module of a settings list's name, unless the file changes it (eval/python/import-chosen)", () => {
  test.each([
    // The loop's variable given a new value, from the request, before the call.
    [
      PLUGINS(
        'from kiosk import settings',
        "for name in settings.PLUGINS:\n        pass\n    name = request.GET['m']\n    import_module(name)",
      ),
      true,
    ],
    [
      PLUGINS(
        'from kiosk import settings',
        "for name in settings.PLUGINS:\n        name = request.GET.get('m', name)\n        import_module(name)",
      ),
      true,
    ],
    [
      PLUGINS(
        'from kiosk import settings',
        "for name in settings.PLUGINS:\n        if (name := request.GET.get('m')):\n            import_module(name)",
      ),
      true,
    ],
    [
      PLUGINS(
        'from kiosk import settings',
        "for name in settings.PLUGINS:\n        name += request.GET['suffix']\n        import_module(name)",
      ),
      true,
    ],
    // The settings list grown in place from the request.
    [
      PLUGINS(
        'from kiosk import settings',
        "settings.PLUGINS.extend(request.GET.getlist('p'))\n    return [import_module(n) for n in settings.PLUGINS]",
      ),
      true,
    ],
    [
      PLUGINS(
        'from kiosk import settings',
        "settings.PLUGINS.append(request.GET['p'])\n    return [import_module(n) for n in settings.PLUGINS]",
      ),
      true,
    ],
    [
      PLUGINS(
        'from kiosk import settings',
        "settings.PLUGINS += request.GET.getlist('p')\n    return [import_module(n) for n in settings.PLUGINS]",
      ),
      true,
    ],
    [
      PLUGINS(
        'from kiosk import settings',
        "settings.PLUGINS[0] = request.GET['p']\n    return [import_module(n) for n in settings.PLUGINS]",
      ),
      true,
    ],
    [
      PLUGINS('from kiosk.settings import PLUGINS', "PLUGINS.insert(0, request.GET['p'])\n    return [import_module(n) for n in PLUGINS]"),
      true,
    ],
    // `import kiosk.settings` binds the package: its constant is no settings constant.
    [PLUGINS('import kiosk.settings', 'return [import_module(name) for name in kiosk.PLUGINS]'), true],
    // Near-misses: the loop's own value, a keyword argument, a comparison, another variable, the settings module in full.
    [PLUGINS('from kiosk import settings', 'for name in settings.PLUGINS:\n        import_module(name)'), false],
    [
      PLUGINS(
        'from kiosk import settings',
        "for name in settings.PLUGINS:\n        log.info('loading', name=name)\n        import_module(name)",
      ),
      false,
    ],
    [
      PLUGINS(
        'from kiosk import settings',
        "for name in settings.PLUGINS:\n        if name == 'x':\n            continue\n        import_module(name)",
      ),
      false,
    ],
    [
      PLUGINS('from kiosk import settings', "for name in settings.PLUGINS:\n        label = request.GET['m']\n        import_module(name)"),
      false,
    ],
    [PLUGINS('from kiosk import settings', 'for name in settings.PLUGINS:\n        module = import_module(name)'), false],
    [PLUGINS('import kiosk.settings', 'return [import_module(name) for name in kiosk.settings.PLUGINS]'), false],
    [PLUGINS('import kiosk.settings as conf', 'return [import_module(name) for name in conf.PLUGINS]'), false],
    [
      PLUGINS(
        'from kiosk import settings',
        'names = list(settings.PLUGINS)\n    names.extend(x)\n    return [import_module(n) for n in settings.PLUGINS]',
      ),
      false,
    ],
  ])('%s → %s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/src/kiosk/plugins.py', content)).toBe(speaks));
});

const conn = (pairs: string) => `{\n  "ConnectionStrings": {\n    "Shop": "${pairs}"\n  }\n}\n`;

describe('a login that repeats its name is a dev default only on a local or compose host (secrets/generic/*)', () => {
  test.each([
    // A one-label name of a server on the network: production, a number, a server word.
    [conn('Server=SQLPROD01;Database=crm;User Id=kennel;Password=kennel'), true],
    [conn('Server=erp-sql01;Database=nav;User Id=kennel;Password=kennel'), true],
    [conn('Host=vetsrv01;Database=vet;Username=kennel;Password=kennel'), true],
    [conn('Host=prod-db;Database=petshop;Username=petshop;Password=petshop'), true],
    [conn('Host=db01;Database=petshop;Username=petshop;Password=petshop'), true],
    [conn('Host=db-live;Database=petshop;Username=petshop;Password=petshop'), true],
    [conn('Host=fileserver;Database=petshop;Username=petshop;Password=petshop'), true],
    ['DATABASE_URL=postgres://petshop:petshop@pgprod:5432/petshop\n', true],
    // Loopback, Docker's host alias and compose services named for what they run.
    [conn('Host=localhost;Database=petshop;Username=petshop;Password=petshop'), false],
    [conn('Host=::1;Database=petshop;Username=petshop;Password=petshop'), false],
    [conn('Host=host.docker.internal;Database=petshop;Username=petshop;Password=petshop'), false],
    [conn('Host=db;Database=petshop;Username=petshop;Password=petshop'), false],
    [conn('Host=postgres;Database=petshop;Username=petshop;Password=petshop'), false],
    [conn('Server=mssql,1433;Database=petshop;User Id=petshop;Password=petshop'), false],
    [conn('Host=petshop-db;Database=shop_dev;Username=petshop;Password=petshop'), false],
    [conn('Host=postgres_test;Database=shop_test;Username=petshop;Password=petshop'), false],
    ['DATABASE_URL=postgres://petshop:petshop@db:5432/petshop\n', false],
    ['REDIS_URL=redis://petshop:petshop@redis:6379/0\n', false],
  ])('%s → %s', (content, speaks) => expect(secretSpeaks('/home/dev/proj/src/Shop.Api/appsettings.json', content)).toBe(speaks));
});

describe('a header alone over a kept table: only a year with a date shape makes a table new (destructive/workfiles/header-over-records)', () => {
  const HEADER = 'destructive/workfiles/header-over-records';
  test.each([
    ["echo 'code,name' > reference/iso3166.csv", HEADER],
    ["echo 'rank,name' > charts/top_5000.csv", HEADER],
    ["echo 'id,name' > members/members_1024.csv", HEADER],
    ["echo 'plot,holder' > allotments/plot_register_3100.tsv", HEADER],
    ["echo 'route,stop' > timetables/route_stops_2025-09.csv", 'none'],
    ["echo 'route,stop' > timetables/reads_2024_q3.csv", 'none'],
    ["echo 'route,stop' > timetables/stops_20240615.csv", 'none'],
    ["echo 'route,stop' > timetables/stops_06-2024.csv", 'none'],
    ["echo 'route,stop' > timetables/fy2023_stops.csv", 'none'],
    ["echo 'route,stop' > timetables/1999.csv", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('kept-records words count only as whole parts of a name (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    ['$READINGS_DIR', true],
    ['$REPORT_ARCHIVE/inspections', true],
    ['data/monthlyReports', true],
    ['meeting_minutes', true],
    ['recordings', true],
    ['exports', true],
    ['$SAMPLES_DIR', true],
    ['InvoiceArchive', true],
    ['threading', false],
    ['$THREADING_DIR', false],
    ['test-reporter', false],
    ['exporter', false],
    ['uploader', false],
    ['documentation', false],
    ['cacheRecorder', false],
    ['samples', false],
  ])('%s → %s', (name, kept) => expect(KEPT_RECORDS.test(name)).toBe(kept));

  const listed = (variable: string) => `find "$${variable}" -name '*.csv.gz' -mtime +365 -print`;
  const deleted = (variable: string) => `find "$${variable}" -name '*.csv*' -mtime +7 -delete`;
  test.each([
    ['READINGS_DIR', 'destructive/edits/soft-to-hard-delete'],
    ['THREADING_DUMPS', 'none'],
  ])('$%s listing made a delete → %s', (variable, id) => expect(edited('scripts/rotate.sh', listed(variable), deleted(variable))).toBe(id));
});

describe('every code word names a code in upper, lower and camel case (secrets/generic/assignment)', () => {
  test.each([
    ['LOCKBOX_CODE', true],
    ['lockbox_code', true],
    ['frontLockboxCode', true],
    ['frontLockBoxCode', true],
    ['hallKeysafeCode', true],
    ['hallKeySafeCode', true],
    ['garageDoorCode', true],
    ['keySafeCode', true],
    ['alarmKeypadCode', true],
    ['alarmKeyPadCode', true],
    ['lockboxSerial', false],
    ['keySafeModel', false],
    ['exitCode', false],
    ['zipCode', false],
  ])('%s → %s', (name, code) => expect(namesCode(name)).toBe(code));
});
