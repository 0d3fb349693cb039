import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 26: on-premises virtualisation, bare metal, storage arrays and tape by their CLIs; ORM and R DBI deletes in
// one-liners; a cache's keys scanned by pattern. One line per class that speaks and a benign near-miss that stays silent.

describe('virtualisation and bare metal by their CLIs', () => {
  test.each([
    ["govc snapshot.remove -vm erp-db-prod '*'", 'destructive/onprem/govc'],
    ['govc snapshot.tree -vm erp-db-prod', 'none'],
    ['govc device.remove -vm pos-hq-01 disk-1000-1', 'destructive/onprem/govc'],
    ['govc device.remove -vm pos-hq-01 -keep disk-1000-1', 'none'],
    ['govc tags.rm warehouse', 'none'],
    ['xe vm-uninstall uuid=9f1c force=true', 'destructive/onprem/xenserver'],
    ['xe vm-reset-powerstate uuid=9f1c force=true', 'none'],
    ['xe vif-destroy uuid=9f1c', 'none'],
    ['maas admin machine release 4y3h7n erase=true secure_erase=true', 'destructive/onprem/maas-release-erase'],
    ['maas admin machine release 4y3h7n', 'none'],
    ['hammer host delete --name scanner-07', 'destructive/onprem/foreman-hammer'],
    ['hammer host list --search hostgroup=Scanners', 'none'],
    ['openstack baremetal node clean wh-node-07 --clean-steps steps.json', 'destructive/onprem/ironic-node-clean'],
    ['openstack baremetal node show wh-node-07', 'none'],
    // An inventory's host is a resource of any CLI; an LXD remote, alias or profile is configuration.
    ['zabbix-cli host delete web01', 'destructive/unlisted/any-cli'],
    ['zabbix-cli host show web01', 'none'],
    ['lxc delete web --force', 'destructive/infrastructure/lxc'],
    ['lxc remote remove host1', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('controllers, arrays and tape', () => {
  test.each([
    ['racadm -r 10.40.1.21 -u root -p "$P" storage resetconfig:RAID.Integrated.1-1', 'destructive/onprem/idrac-storage-reset'],
    ['racadm -r 10.40.1.21 -u root -p "$P" storage get vdisks', 'none'],
    ['ilorest deletelogicaldrive --all --force', 'destructive/onprem/ilo-logical-drive-delete'],
    ['ilorest list --selector=SmartStorageConfig.', 'none'],
    ['mt -f /dev/nst0 erase', 'destructive/onprem/tape-erase'],
    ['mt -f /dev/nst0 status', 'none'],
    ['tar -cvf /dev/st0 /srv/wms/exports', 'destructive/onprem/archive-to-device'],
    ['tar -tvf /dev/st0', 'none'],
    ["ssh admin@ontap 'volume delete -vserver svm_wms -volume wms_data -force true'", 'destructive/onprem/ontap-storage-delete'],
    ["ssh admin@ontap 'volume show -vserver svm_wms'", 'none'],
    ['purevol eradicate erp-db-vol01', 'destructive/onprem/pure-storage-destroy'],
    ['purevol recover erp-db-vol01', 'none'],
    ['snap remove firefox', 'none'],
    ["pwsh -c 'Get-VBRBackup -Name x | Remove-VBRBackup -FromDisk -Confirm:$false'", 'destructive/onprem/veeam-backup-from-disk'],
    ["pwsh -c 'Get-VBRBackup -Name x | Remove-VBRBackup -Confirm:$false'", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('ORM and DBI deletes in one-liners; cache keys by pattern', () => {
  test.each([
    ['python3 -c "s=Session(); s.query(Inventory).delete(); s.commit()"', 'destructive/unlisted/any-cli'],
    ['python3 -c "s=Session(); s.query(Inventory).filter(Inventory.qty == 0).delete(); s.commit()"', 'none'],
    ['npx tsx -e "const p = new PrismaClient(); await p.shipment.deleteMany({})"', 'destructive/unlisted/any-cli'],
    ['npx tsx -e "const p = new PrismaClient(); await p.shipment.deleteMany({ where: { id: 3 } })"', 'none'],
    ['Rscript -e \'DBI::dbRemoveTable(con, "route_plans")\'', 'destructive/unlisted/any-cli'],
    ["python3 -c 'queue.remove(item)'", 'none'],
    ["python3 -c \"m.execute_kw(db, uid, pw, 'stock.picking', 'unlink', [ids])\"", 'destructive/database/odoo-unlink'],
    ["python3 -c \"m.execute_kw(db, uid, pw, 'stock.picking', 'unlink', [[42]])\"", 'none'],
    ['python3 -c "env[\'stock.picking\'].search([]).unlink()"', 'destructive/database/odoo-unlink'],
    ["python3 -c \"env['stock.picking'].search([('state', '=', 'cancel')]).unlink()\"", 'none'],
    ["redis-cli -n 5 --scan --pattern 'user:*' | xargs -r redis-cli -n 5 DEL", 'destructive/database/redis-delete-piped'],
    ["redis-cli -n 5 --scan --pattern 'ratecache:*' | xargs -r redis-cli -n 5 DEL", 'none'],
    ["redis-cli --scan --pattern 'app:tmp:*' | xargs redis-cli DEL", 'none'],
    ["redis-cli --scan --pattern 'template:*' | xargs redis-cli DEL", 'destructive/database/redis-delete-piped'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
