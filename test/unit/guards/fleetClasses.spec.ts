import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 25: IoT fleets, brokers and telephony; translation platforms and catalogs; SharePoint and IoT Hub cmdlets;
// InfluxQL drops; HTTP deletes over a listing. One line per class that speaks and a benign near-miss that stays silent.

describe('fleets, brokers and telephony by their CLIs', () => {
  test.each([
    ['particle device remove e00fce68a1b2c3d4e5f60718', 'destructive/fleet/particle-device-remove'],
    ['particle device list', 'none'],
    ['emqx ctl retainer clean', 'destructive/fleet/emqx-retainer-clean'],
    ['emqx ctl retainer info', 'none'],
    ['vonage numbers:cancel GB 447700900123', 'destructive/fleet/vonage-number-cancel'],
    ['vonage numbers:list', 'none'],
    ['kamdbctl drop', 'destructive/fleet/kamailio-db-drop'],
    ['kamdbctl create', 'none'],
    ["influx -database historian -execute 'DROP MEASUREMENT modbus_registers'", 'destructive/sql/drop'],
    ["influx -database historian -execute 'SHOW MEASUREMENTS'", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('translations: platforms, catalogs and their folders', () => {
  test.each([
    ['tx delete -r myapp.web-strings --force', 'destructive/community/transifex-delete'],
    ['tx pull -a', 'none'],
    ['lokalise2 --token "$T" --project-id 38164.49052351 key delete --key-ids 81234,81235', 'destructive/community/lokalise-delete'],
    ['lokalise2 --token "$T" --project-id 38164.49052351 key list', 'none'],
    ["find . -name '*.po' -delete", 'destructive/filesystem/find-delete'],
    ["find . -name '*.mo' -delete", 'none'],
    ['rm -rf locales/', 'destructive/filesystem/rm-recursive'],
    ['rm -rf i18n/__generated__', 'none'],
    ['> ios/MyApp/Localizable.xcstrings', 'destructive/workfiles/empty-project-file'],
    [`julia -e 'for f in readdir("assets/l10n"; join=true); endswith(f, ".arb") && rm(f); end'`, 'destructive/filesystem/rm-source-files'],
    [`julia -e 'for f in readdir("tmp"; join=true); rm(f); end'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('cmdlets of SharePoint and IoT Hub; Xcode caches', () => {
  test.each([
    ['Remove-PnPList -Identity "Claims Intake" -Force', 'destructive/windows/cmdlet-verb'],
    ['Get-PnPList -Identity "Claims Intake"', 'none'],
    [
      'Get-AzIotHubDevice -IotHubName hub | ForEach-Object { Remove-AzIotHubDevice -IotHubName hub -DeviceId $_.Id }',
      'destructive/windows/cmdlet-verb',
    ],
    ['rm -rf ~/Library/Developer/Xcode/DerivedData/MyApp-*', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an HTTP delete of each item a listing call returned', () => {
  test.each([
    [
      'purge.py',
      'for sim in requests.get(f"{API}/sims").json():\n    requests.delete(f"{API}/sims/{sim[\'iccid\']}")\n',
      'destructive/unlisted/any-cli',
    ],
    [
      'purge.py',
      'for sim in requests.get(f"{API}/sims").json():\n    if sim["test"]:\n        requests.delete(f"{API}/sims/{sim[\'iccid\']}")\n',
      'none',
    ],
    ['purge.py', 'for sim in sims_to_drop:\n    requests.delete(f"{API}/sims/{sim}")\n', 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
