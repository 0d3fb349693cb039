import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 37: device management and observability; logistics, agriculture and email infrastructure.
// One line per class that speaks and a near-miss that stays silent.

describe('fleet, ruler, index and mailing-list CLIs by their verbs', () => {
  test.each([
    ['fleetctl delete --team-id 3 -f teams/workstations.yml', 'destructive/fleet/fleetctl-delete'],
    ['fleetctl vehicles delete --all --confirm', 'destructive/fleet/fleetctl-delete'],
    ['fleetctl get hosts', 'none'],
    ['fleetctl apply -f teams/workstations.yml --dry-run', 'none'],
    ['mimirtool rules delete --address=$MIMIR_URL --id=tenant-a default node-alerts', 'destructive/enterprise/metrics-rules-delete'],
    ['cortextool alertmanager delete --address=$URL --id=t1', 'destructive/enterprise/metrics-rules-delete'],
    ['mimirtool rules list --address=$MIMIR_URL --id=tenant-a', 'none'],
    ['lokitool rules diff --address=$LOKI', 'none'],
    ['$SPLUNK_HOME/bin/splunk remove index winevents', 'destructive/enterprise/splunk-remove'],
    ['splunk remove monitor /var/log/app.log', 'none'],
    ['splunk list index', 'none'],
    ['sudo /usr/lib/mailman/bin/rmlist -a farmers-news', 'destructive/community/mailman-remove-list'],
    ['mailman remove announce@lists.acme.org', 'destructive/community/mailman3-remove'],
    ['mailman lists', 'none'],
    ['/usr/lib/mailman/bin/list_lists', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('MDM erase, wipe and retire commands; erase-installs of macOS', () => {
  test.each([
    [
      'curl -X POST -H "Authorization: Bearer $JAMF_TOKEN" "$JAMF_URL/JSSResource/computercommands/command/EraseDevice/passcode/123456/id/88"',
      'destructive/fleet/mdm-erase-device',
    ],
    ['curl -X POST -H "Authorization: Bearer $JAMF_TOKEN" "$JAMF_URL/JSSResource/computercommands/command/BlankPush/id/88"', 'none'],
    [
      'curl -X POST "https://graph.microsoft.com/v1.0/deviceManagement/managedDevices/$ID/wipe" -H "Authorization: Bearer $T" -d \'{"keepUserData":false}\'',
      'destructive/fleet/mdm-erase-device',
    ],
    [
      'curl -X POST "https://graph.microsoft.com/v1.0/deviceManagement/managedDevices/$ID/syncDevice" -H "Authorization: Bearer $T"',
      'none',
    ],
    [
      'curl -X POST https://acme.api.kandji.io/api/v1/devices/$ID/action/erase -H "Authorization: Bearer $K" -d \'{"PIN":"123456"}\'',
      'destructive/fleet/mdm-erase-device',
    ],
    [
      'curl -X POST https://businessapi.mosyle.com/v1/devices -d \'{"operation":"wipe_devices","devices":["C02X"]}\'',
      'destructive/fleet/mdm-erase-device',
    ],
    ['curl -X POST https://businessapi.mosyle.com/v1/devices -d \'{"operation":"list"}\'', 'none'],
    [
      'az rest --method post --url "https://graph.microsoft.com/beta/deviceManagement/managedDevices/$DEVICE_ID/retire"',
      'destructive/fleet/mdm-erase-device-az',
    ],
    ['az rest --method get --url "https://graph.microsoft.com/beta/deviceManagement/managedDevices/$DEVICE_ID"', 'none'],
    [
      "sudo '/Applications/Install macOS Sonoma.app/Contents/Resources/startosinstall' --eraseinstall --agreetolicense",
      'destructive/fleet/macos-erase-install',
    ],
    [
      'sudo /Applications/Install\\ macOS\\ Sonoma.app/Contents/Resources/startosinstall --eraseinstall --agreetolicense',
      'destructive/fleet/macos-erase-install',
    ],
    ['sudo erase-install.sh --erase --reinstall --os 14', 'destructive/fleet/macos-erase-install'],
    ["sudo '/Applications/Install macOS Sonoma.app/Contents/Resources/startosinstall' --agreetolicense --nointeraction", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('private keys of mail signing and TLS; a download cache', () => {
  test.each([
    ['rm -f keys/dkim/*.private', 'destructive/filesystem/rm-private-key'],
    ['rm /etc/opendkim/keys/acme.org/mail2024.private', 'destructive/filesystem/rm-private-key'],
    ['rm -f config/dkim/selector1.key', 'destructive/filesystem/rm-private-key'],
    ['rm -f keys/dkim/*.txt', 'none'],
    ['rm -rf ~/Library/AutoPkg/Cache/com.github.autopkg.download.GoogleChrome', 'none'],
    ['rm -rf ~/Library/AutoPkg/RecipeRepos', 'destructive/filesystem/rm-recursive'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('PowerShell: parentheses inside a script block leave the pipeline whole', () => {
  test.each([
    [
      "powershell -Command \"Get-ChildItem C:\\\\Users -Directory | Where-Object { $_.Name -notin @('Public','Default') } | Remove-Item -Recurse -Force\"",
      'destructive/windows/remove-item-recurse',
    ],
    [
      'Get-ChildItem D:\\Backups -Directory | Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-30) } | Remove-Item -Recurse -Force',
      'destructive/windows/remove-item-recurse',
    ],
    ["Get-ChildItem $env:TEMP -Directory | Where-Object { $_.Name -notin @('a','b') } | Remove-Item -Recurse -Force", 'none'],
    ["Get-ChildItem C:\\Users -Directory | Where-Object { $_.Name -notin @('Public','Default') } | Select-Object Name", 'none'],
    ['time (rm -rf ~/Documents)', 'destructive/filesystem/rm-recursive'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('search deletes by query; log retention cut to days', () => {
  test.each([
    [
      'curl -X POST "localhost:9200/logs-app-*/_delete_by_query" -H "Content-Type: application/json" -d \'{"query":{"range":{"@timestamp":{"lt":"now-7d"}}}}\'',
      'destructive/cloud/delete-by-query',
    ],
    [
      'curl -X POST "https://search.acme.io/metrics-*/_delete_by_query?conflicts=proceed" -d \'{"query":{"range":{"ts":{"lte":"2024-01-01"}}}}\'',
      'destructive/cloud/delete-by-query',
    ],
    ['curl -X POST "localhost:9200/orders/_delete_by_query" -d \'{"query":{"term":{"tenant":"t9"}}}\'', 'none'],
    ['curl -X POST "localhost:9200/logs-app-*/_count" -d \'{"query":{"range":{"@timestamp":{"lt":"now-7d"}}}}\'', 'none'],
    ['aws logs put-retention-policy --log-group-name /aws/lambda/ingest --retention-in-days 1', 'destructive/cloud/log-retention-cut'],
    ['aws logs put-retention-policy --log-group-name /aws/lambda/ingest --retention-in-days 400', 'none'],
    ['aws logs put-retention-policy --log-group-name /aws/lambda/ingest --retention-in-days 14', 'none'],
    ['gcloud logging buckets update _Default --location=global --retention-days=1', 'destructive/cloud/log-bucket-retention-cut'],
    ['gcloud logging buckets update _Default --location=global --retention-days=30', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('code: every file of one type under /srv, every item of a listing deleted or refunded', () => {
  test.each([
    [
      'scripts/cleanup_labels.py',
      "import os, glob\nfor f in glob.glob('/srv/labels/**/*.zpl', recursive=True):\n    os.remove(f)\n",
      'destructive/filesystem/rm-source-files',
    ],
    [
      'scripts/cleanup_labels.py',
      "from pathlib import Path\nfor p in Path('/srv/labels').rglob('*.pdf'):\n    p.unlink()\n",
      'destructive/filesystem/rm-source-files',
    ],
    ['scripts/cleanup_tmp.py', "import os, glob\nfor f in glob.glob('/srv/app/tmp/**/*.zpl', recursive=True):\n    os.remove(f)\n", 'none'],
    [
      'src/sync/deere_sync.py',
      "def reset_fields(session, org_id):\n    fields = session.get(f'/organizations/{org_id}/fields').json()['values']\n" +
        '    for f in fields:\n        session.delete(f"/organizations/{org_id}/fields/{f[\'id\']}")\n',
      'destructive/unlisted/any-cli',
    ],
    [
      'src/sync/deere_sync.py',
      'def remove_fields(session, org_id, ids):\n    for f in ids:\n        session.delete(f"/organizations/{org_id}/fields/{f}")\n',
      'none',
    ],
    [
      'src/shippo_client.py',
      "def void_all(self):\n    for tx in self.api.list_transactions():\n        self.api.refund(tx['object_id'])",
      'destructive/unlisted/any-cli',
    ],
    ['src/shippo_client.py', 'def void_label(self, tx_id):\n    return self.api.refund(tx_id)', 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
  test.each([
    ['rm -f /srv/labels/*.pdf', 'destructive/filesystem/rm-source-files'],
    ['rm -f /srv/www/cache/*.html', 'none'],
    ['rm -f /srv/labels/a.pdf', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
