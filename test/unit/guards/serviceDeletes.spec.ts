import { describe, expect, test } from 'vitest';
import { findDestructive, findWritten } from '../../../src/guards/destructive.js';
import { guardContext } from '../../support/guardContext.js';

// Services' stores and REST APIs (round 20): one line per class that speaks and a benign near-miss that stays silent.

const rule = (command: string) =>
  findDestructive(command, guardContext('/home/dev', { cwd: '/home/dev/proj', config: {} }))
    .map((hit) => hit.rule)
    .join(' ') || 'none';

describe("a service's REST API", () => {
  test.each([
    // A local service's resource asked to go with all it holds.
    [
      "curl -u admin:$P -X DELETE 'http://localhost:8080/geoserver/rest/workspaces/city?recurse=true'",
      'destructive/cloud/http-delete-local-store',
    ],
    ["curl -u admin:$P -X DELETE 'http://localhost:8080/geoserver/rest/workspaces/city/styles/x?recurse=false'", 'none'],
    // Each item an unfiltered listing of the same collection returns, on this machine too.
    [
      "for s in $(curl -s http://localhost:8042/studies | jq -r '.[]'); do curl -s -X DELETE http://localhost:8042/studies/$s; done",
      'destructive/http/http-delete-listed',
    ],
    [
      "curl -X DELETE localhost:5678/api/v1/workflows/$(curl -s localhost:5678/api/v1/workflows | jq -r '.data[].id')",
      'destructive/http/http-delete-listed',
    ],
    [
      "for s in $(curl -s 'http://localhost:8042/studies?since=20240101' | jq -r '.[]'); do curl -X DELETE http://localhost:8042/studies/$s; done",
      'none',
    ],
    ["for s in $(curl -s http://localhost:8042/patients | jq -r '.[]'); do curl -X DELETE http://localhost:8042/studies/$s; done", 'none'],
    // An empty list sent as the whole body replaces the collection with nothing.
    ["curl -X POST http://localhost:1880/flows -H 'Node-RED-Deployment-Type: full' -d '[]'", 'destructive/http/http-replace-empty'],
    [`curl -X POST http://localhost:1880/flows -H 'Node-RED-Deployment-Type: full' -d '[{"id":"a1","type":"tab"}]'`, 'none'],
    // A JSON body's verb field, by any of its usual names.
    [
      `curl -sk -X POST https://unifi.example.net:8443/api/s/default/cmd/sitemgr -d '{"cmd":"delete-device","mac":"aa"}'`,
      'destructive/http/http-delete-operation',
    ],
    [`curl -sk -X POST https://unifi.example.net:8443/api/s/default/cmd/devmgr -d '{"cmd":"restart","mac":"aa"}'`, 'none'],
    // A form's action field at a single endpoint whose fields choose the operation.
    [
      'curl -X POST https://redcap.example.edu/api/ -d token=$T -d content=record -d action=delete -d records[0]=1',
      'destructive/http/http-delete-operation',
    ],
    ['curl -X POST https://redcap.example.edu/api/ -d token=$T -d content=record -d action=export', 'none'],
    // A batch delete given one literal id deletes one named record, as `delete_object(Key=…)` does.
    [
      'curl -X POST https://services.arcgis.com/a/arcgis/rest/services/H/FeatureServer/0/deleteFeatures -d where=1=1 -d f=json',
      'destructive/http/http-delete-operation',
    ],
    [
      'curl -X POST https://services.arcgis.com/a/arcgis/rest/services/H/FeatureServer/0/deleteFeatures -d objectIds=1842 -d f=json',
      'none',
    ],
    // A file the URL names as scratch is the caller's own throwaway.
    ['curl -X DELETE -H "X-Api-Key: $K" http://octopi.example.net/api/files/local/cube.gcode', 'destructive/cloud/http-delete'],
    ['curl -X DELETE -H "X-Api-Key: $K" http://octopi.example.net/api/files/local/tmp_calibration_cube.gcode', 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('device and server stores', () => {
  test.each([
    ["mavproxy.py --master=/dev/ttyACM0 --cmd='log erase; quit'", 'destructive/devices/mavlink-log-erase'],
    ["mavproxy.py --master=/dev/ttyACM0 --cmd='log list; quit'", 'none'],
    [
      `python3 -c "from pymavlink import mavutil; m=mavutil.mavlink_connection('udp:127.0.0.1:14550'); m.mav.log_erase_send(1, 1)"`,
      'destructive/devices/mavlink-log-erase',
    ],
    [
      `python3 -c "from pymavlink import mavutil; m=mavutil.mavlink_connection('udp:127.0.0.1:14550'); m.mav.log_request_list_send(1, 1, 0, 65535)"`,
      'none',
    ],
    ["ssh mail 'doveadm expunge -A mailbox INBOX all'", 'destructive/system/mail-store-expunge-all'],
    ['doveadm expunge -u a@example.com mailbox Trash savedbefore 30d', 'none'],
    ["ssh mx1 'postsuper -d ALL'", 'destructive/system/mail-store-expunge-all'],
    ['postsuper -d 4F2A1C3D', 'none'],
    ["ssh admin@ds920 'synoshare --del TRUE PhotosBackup'", 'destructive/system/synology-share-delete'],
    ['synoshare --get PhotosBackup', 'none'],
    // A verb that ends GAM's words acts on the kind and name before it.
    ['gam calendar ops@example.org wipe', 'destructive/infrastructure/gam'],
    ['gam calendar ops@example.org info', 'none'],
    // gsutil's `**` matches across folders, as `-r` does.
    ['gsutil rm -a gs://trial-xyz/exports/**', 'destructive/cloud/gcloud-storage-rm-wildcard'],
    ['gsutil rm -a gs://trial-xyz/exports/run1.csv', 'none'],
    // An empty document written over a file outside the project empties it.
    ["echo '[]' > ~/.node-red/flows.json && sudo systemctl restart nodered", 'destructive/filesystem/empty-document-redirect-outside'],
    ["echo '[]' > /tmp/flows.json", 'none'],
    // Microsoft Graph's Invoke-Mg<Action>: the action is the noun's first word.
    [
      'pwsh -c "Get-MgDeviceManagementManagedDevice -All | ForEach-Object { Invoke-MgWipeDeviceManagementManagedDevice -ManagedDeviceId $_.Id }"',
      'destructive/windows/cmdlet-verb',
    ],
    ['pwsh -c "Invoke-MgSyncDeviceManagementManagedDevice -ManagedDeviceId $id"', 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('a script the agent writes is read as its interpreter would run it', () => {
  const written = (path: string, content: string) =>
    findWritten(`/home/dev/proj/${path}`, content, guardContext('/home/dev', { cwd: '/home/dev/proj', config: {} }))
      .map((hit) => hit.rule)
      .join(' ') || 'none';
  test.each([
    [
      'tools/purge_agol.py',
      "from arcgis.gis import GIS\ngis = GIS('https://www.arcgis.com')\n" +
        "for item in gis.content.search('owner:t', max_items=500):\n    item.delete(force=True)\n",
      'destructive/unlisted/any-cli',
    ],
    [
      'tools/show_agol.py',
      "from arcgis.gis import GIS\ngis = GIS('https://www.arcgis.com')\nfor item in gis.content.search('owner:t'):\n    print(item.title)\n",
      'none',
    ],
    [
      'scripts/cleanup_groups.ps1',
      '$groups = Get-MgGroup -All\nforeach ($g in $groups) {\n    Remove-MgGroup -GroupId $g.Id\n}\n',
      'destructive/windows/cmdlet-verb',
    ],
    // Each item of an unfiltered listing deleted, archived or trashed in a loop; a filter in the listing picks some.
    [
      'tools/reset_notion.js',
      'const res = await notion.databases.query({ database_id: DB });\nfor (const page of res.results) {\n' +
        '  await notion.pages.update({ page_id: page.id, archived: true });\n}\n',
      'destructive/unlisted/any-cli',
    ],
    [
      'tools/done_notion.py',
      "for p in n.databases.query(database_id=DB, filter={'property': 'Done'})['results']:\n    n.pages.update(page_id=p['id'], archived=True)\n",
      'none',
    ],
    [
      'purge.py',
      "s3 = boto3.client('s3')\nfor o in s3.list_objects_v2(Bucket='b')['Contents']:\n    s3.delete_object(Bucket='b', Key=o['Key'])\n",
      'destructive/unlisted/any-cli',
    ],
    [
      'purge.py',
      "s3 = boto3.client('s3')\nfor o in s3.list_objects_v2(Bucket='b', Prefix='tmp/')['Contents']:\n    s3.delete_object(Bucket='b', Key=o['Key'])\n",
      'none',
    ],
    ['wipe.py', "import boto3\nb = boto3.resource('s3').Bucket('lake')\nb.object_versions.delete()\n", 'destructive/unlisted/any-cli'],
    ['wipe.py', "import boto3\nb = boto3.resource('s3').Bucket('lake')\nb.objects.filter(Prefix='tmp/').delete()\n", 'none'],
    // R: a data file read and written back over (`read_csv(p)` … `write_csv(x, p)`); a new file keeps the input.
    [
      'clean.R',
      "library(readr)\nraw <- read_csv('data/raw/visits.csv')\nclean <- dplyr::distinct(raw)\nwrite_csv(clean, 'data/raw/visits.csv')\n",
      'destructive/rewrite/code-data-over-input',
    ],
    [
      'clean.R',
      "library(readr)\nraw <- read_csv('data/raw/visits.csv')\nclean <- dplyr::distinct(raw)\nwrite_csv(clean, 'data/clean/visits.csv')\n",
      'none',
    ],
    ['scripts/list_groups.ps1', '$groups = Get-MgGroup -All\nforeach ($g in $groups) {\n    Write-Output $g.DisplayName\n}\n', 'none'],
    // A PowerShell variable's assigned path is read before the lister's path is judged.
    [
      'cleanup.ps1',
      '$src = "$env:USERPROFILE\\Documents\\Invoices"\nGet-ChildItem $src -Recurse -Include *.xlsx | Remove-Item -Force\n',
      'destructive/windows/remove-item-found',
    ],
    ['cleanup.ps1', '$src = "$env:TEMP\\acme"\nGet-ChildItem $src -Recurse -Include *.tmp | Remove-Item -Force\n', 'none'],
    [
      'scripts/reset_layers.py',
      'layer.startEditing()\nlayer.deleteFeatures([f.id() for f in layer.getFeatures()])\nlayer.commitChanges()\n',
      'destructive/unlisted/any-cli',
    ],
    ['scripts/fix_layer.py', 'layer.startEditing()\nlayer.deleteFeature(fid)\nlayer.commitChanges()\n', 'none'],
    // Regenerated output, and a file that is no script, stay silent.
    ['scripts/tile_seed.sh', '#!/usr/bin/env bash\nrm -rf build/tiles\nmkdir -p build/tiles\n', 'none'],
    ['node-red/flows.json', '[{"id":"a1","type":"tab"}]\n', 'none'],
  ])('%s → %s', (path, content, expected) => expect(written(path, content)).toBe(expected));
});

describe("a callback's parameter is an item of what forEach walks", () => {
  test.each([
    [`node -e "const ss = SpreadsheetApp.openById('1Ab'); ss.getSheets().forEach(s => s.clear())"`, 'destructive/unlisted/any-cli'],
    [`node -e "const ss = SpreadsheetApp.openById('1Ab'); ss.getSheets().forEach(s => console.log(s.getName()))"`, 'none'],
    [`node -e "const rows = [1, 2]; rows.forEach(r => r.clear())"`, 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('search and log stores, VM snapshots, the books and notes an application keeps (round 33)', () => {
  test.each([
    // Solr's admin API: an UNLOAD that takes the index or data with it, a collection's delete.
    [
      "curl -s -X POST 'http://localhost:8983/solr/admin/cores?action=UNLOAD&core=fixtures&deleteIndex=true&deleteDataDir=true'",
      'destructive/cloud/solr-admin-delete',
    ],
    ["curl -s -X POST 'http://localhost:8983/solr/admin/cores?action=UNLOAD&core=fixtures'", 'none'],
    ["curl -s 'http://localhost:8983/solr/admin/cores?action=STATUS&core=fixtures'", 'none'],
    ["curl -X POST 'http://localhost:8983/solr/admin/collections?action=DELETE&name=odds'", 'destructive/cloud/solr-admin-delete'],
    ["curl -X POST 'http://localhost:8983/solr/admin/collections?action=DELETEALIAS&name=odds_live'", 'none'],
    // A delete of every document, in Solr's XML or JSON update syntax; one document by id is narrow.
    [
      "curl 'http://localhost:8983/solr/odds/update?commit=true' -H 'Content-Type: text/xml' --data-binary '<delete><query>*:*</query></delete>'",
      'destructive/cloud/search-delete-all-documents',
    ],
    [
      'curl -X POST \'http://localhost:8983/solr/odds/update?commit=true\' -H \'Content-Type: application/json\' -d \'{"delete":{"query":"*:*"}}\'',
      'destructive/cloud/search-delete-all-documents',
    ],
    [
      "curl 'http://localhost:8983/solr/odds/update?commit=true' -H 'Content-Type: text/xml' --data-binary '<delete><id>match-42</id></delete>'",
      'none',
    ],
    ["curl 'http://localhost:8983/solr/odds/select?q=*:*'", 'none'],
    // `remove_index` in an `_aliases` request deletes the index; `remove` drops only an alias.
    [
      'curl -X POST localhost:9200/_aliases -H \'Content-Type: application/json\' -d \'{"actions":[{"remove_index":{"index":"players_v2"}}]}\'',
      'destructive/cloud/alias-remove-index',
    ],
    [
      'curl -X POST localhost:9200/_aliases -H \'Content-Type: application/json\' -d \'{"actions":[{"remove":{"index":"players_v2","alias":"players"}}]}\'',
      'none',
    ],
    // Search stores' own CLIs and a metrics bucket's retention.
    ['solr delete -c odds', 'destructive/infrastructure/solr'],
    ['solr create -c odds', 'none'],
    ['vespa destroy', 'destructive/infrastructure/vespa'],
    ['vespa deploy', 'none'],
    [
      'thanos tools bucket retention --objstore.config-file=bucket.yml --retention.resolution-raw=1d',
      'destructive/dataplatform/thanos-bucket-retention',
    ],
    ['thanos tools bucket ls --objstore.config-file=bucket.yml', 'none'],
    // An API CLI whose verb is the HTTP method.
    ['twitch api delete /videos -q id=1987654321 -q id=1987654322', 'destructive/infrastructure/twitch'],
    ['twitch api get /videos -q id=1987654321', 'none'],
    ['twitch api post /chat/announcements -q broadcaster_id=1', 'none'],
    // A VM's internal snapshot deleted.
    ['qemu-img snapshot -d before-upgrade vm/arch.qcow2', 'destructive/onprem/qemu-img-snapshot-delete'],
    ['qemu-img snapshot -l vm/arch.qcow2', 'none'],
    ['qm delsnapshot 100 pre-upgrade', 'destructive/infrastructure/proxmox'],
    ['qm listsnapshot 100', 'none'],
    // Books and notes an application keeps: many at once, or a column or notebook whole.
    ['calibredb remove --with-library ~/Calibre\\ Library 1-500', 'destructive/media/calibredb-remove-many'],
    ['calibredb remove 3,4,9', 'destructive/media/calibredb-remove-many'],
    ['calibredb remove 12', 'none'],
    ['calibredb remove_custom_column mylabel', 'destructive/media/calibredb-remove-column'],
    ["joplin rmnote '*' -f", 'destructive/workfiles/joplin-remove-notes-pattern'],
    ['joplin rmbook Work -f', 'destructive/workfiles/joplin-remove-notebook'],
    ["joplin rmnote 'Shopping list'", 'none'],
    // Rows deleted from an application's own database behind its back.
    ['sqlite3 ~/Zotero/zotero.sqlite "DELETE FROM items WHERE itemTypeID = 14;"', 'destructive/media/sql-write-app-database'],
    ['sqlite3 ~/Zotero/zotero.sqlite "SELECT count(*) FROM items WHERE itemTypeID = 14;"', 'none'],
    ['sqlite3 data/app.db "DELETE FROM sessions WHERE id = 4"', 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});
