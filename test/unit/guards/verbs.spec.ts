import { describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import type { GuardContext } from '../../../src/guards/guard.js';
import { deleteVerb } from '../../../src/guards/engine/verbs.js';
import { guardContext } from '../../support/guardContext.js';

// Infrastructure CLIs judged by verb: one table line per tool (rules/destructive/infrastructure.json).

const context: GuardContext = guardContext('/home/dev');
const risk = (command: string) =>
  findDestructive(command, context)
    .map((hit) => hit.risk)
    .join(' | ') || 'none';

describe('a delete-class verb on a resource speaks, naming the resource kind', () => {
  test.each([
    ['heroku addons:destroy heroku-postgresql -a app', 'a Heroku resource (`addons`)'],
    ['virsh undefine web01 --remove-all-storage', 'a libvirt virtual machine'],
    ['vagrant destroy -f', 'a Vagrant machine'],
    ['multipass delete --purge dev', 'a Multipass instance'],
    ['VBoxManage unregistervm dev --delete', 'a VirtualBox virtual machine'],
    ['vault kv destroy -versions=1 secret/app', 'a secret in Vault'],
    ['qm destroy 101', 'a Proxmox virtual machine'],
    ['rabbitmqctl delete_vhost staging', 'a RabbitMQ resource (`vhost`)'],
    ['ceph osd pool delete data data --yes-i-really-really-mean-it', 'a Ceph storage resource (`osd pool`)'],
    ['pulumi env rm acme/dev', 'a Pulumi stack or environment (`env`)'],
    ['secret-tool clear service github', 'a stored secret'],
    ['aliyun ecs DeleteInstance --InstanceId i-bp1 --Force true', 'an Alibaba Cloud resource (`ecs instance`)'],
    ['tccli cvm TerminateInstances --InstanceIds \'["ins-1"]\'', 'a Tencent Cloud resource (`cvm instances`)'],
    ['nomad job stop -purge billing', 'a Nomad job or volume'],
    ['kafka-topics.sh --bootstrap-server k:9092 --delete --topic orders', 'a Kafka topic'],
    ['vault secrets disable kv-prod/', 'a secret in Vault (`secrets`)'],
    ['fly secrets unset API_KEY -a app', 'a Fly.io resource (`secrets`)'],
    ['kubectl cnpg destroy pg-cluster 2 -n db', 'a Kubernetes resource, through a kubectl plugin'],
    ["aptly repo remove acme-main 'Name (% acme-*)'", 'an aptly repository'],
    ["reprepro -b /srv/reprepro removematched bookworm '*'", 'packages of a reprepro repository'],
    ['snapcraft close acme-pos stable', "a snap's store channel"],
    ['flatpak remote-delete --force flathub', 'a Flatpak remote'],
    ['bench --site erp.local drop-site erp.local --force', 'a Frappe site'],
    ['bench --site shop.local reinstall --yes', 'a Frappe site'],
  ])('%s', (command, kind) => expect(risk(command)).toContain(kind));

  // A finer rule of an earlier pack may speak first; either way the call is not silent.
  test.each([
    'gcloud compute instances delete web-1 --zone us-central1-a',
    'aws ec2 terminate-instances --instance-ids i-123',
    'aws secretsmanager delete-secret --secret-id prod/db',
    'az vm delete -g rg -n vm1 --yes',
    'wrangler r2 bucket delete assets',
  ])('speaks: %s', (command) => expect(risk(command)).not.toBe('none'));

  test.each([
    'gcloud compute instances list',
    'gcloud compute instances reset web-1',
    'aws ec2 describe-instances',
    'aws ec2 terminate-instances --instance-ids i-123 --dry-run',
    'az vm delete -g rg -n vm1 --what-if',
    'gcloud help compute instances delete',
    'az vm list -o table',
    'virsh list --all',
    'vagrant up',
    'mc ls minio/bucket',
    'heroku logs --tail -a app',
    'gh variable delete NAME',
    'glab alias delete co',
    'gh cache delete --all',
    'qm reset 100',
    'rabbitmqctl list_queues',
    'pulumi preview',
    'ceph status',
    'aliyun ecs DescribeInstances --RegionId cn-hangzhou',
    'nomad job stop billing',
    'kafka-topics.sh --bootstrap-server k:9092 --list',
    'kubectl krew uninstall ctx',
    'kubectl cnpg status pg-cluster',
    'kubectl config delete-context dev',
    'kubectl delete pod web-1',
    'aptly repo show acme-main',
    'reprepro -b /srv/reprepro list bookworm',
    'snapcraft upload acme.snap --release stable',
    'flatpak uninstall --unused -y',
    'bench --site x clear-cache',
    'bench --site x migrate',
  ])('silent: %s', (command) => expect(risk(command)).toBe('none'));

  // The line for every CLI no other line names: a strong verb on a resource it names.
  test.each([
    ['neon2 projects delete dark-sound-815', 'a resource `neon2` manages (`projects`)'],
    ['kaggle models delete acme/m1', 'a resource `kaggle` manages (`models`)'],
    ['newcloud DeleteBucket --name logs', 'a resource `newcloud` manages (`bucket`)'],
    ['newcloud --region=eu databases delete prod', 'a resource `newcloud` manages (`databases`)'],
  ])('an unknown CLI: %s', (command, kind) => expect(risk(command)).toContain(kind));

  // A task runner's target is the project's own, but a name joining a delete verb to a data store says what it does.
  test.each([
    ['make delete-db', '(`db`)'],
    ['just destroy-cluster', '(`cluster`)'],
    ['make reset-warehouse', '(`warehouse`)'],
  ])('a task runner target: %s', (command, kind) => expect(risk(command)).toContain(kind));

  test.each([
    'jj tag delete v1.0',
    'cliphist delete 12',
    'uci delete network.lan.ipaddr',
    'make -n delete-db',
    'make clean',
    'echo kaggle models delete acme/m1',
    'function dropTable {\n  echo "Dropping table"\n}',
    'kaggle models list',
    'newcloud projects delete --help',
    'npm run destroy-cluster',
    'gh cache delete --all',
    'newcloud --region=eu databases list',
    'newcloud --verbose databases delete prod',
  ])('an unknown CLI stays silent: %s', (command) => expect(risk(command)).toBe('none'));

  test('the table line decides where the verb sits', () => {
    expect(deleteVerb(['compute', 'disks', 'delete', 'd1'], [], { kind: 'k' })).toBe('compute disks');
    expect(deleteVerb(['x', 'y', 'z', 'w', 'delete'], [], { kind: 'k' })).toBeUndefined();
    expect(deleteVerb(['vol-delete', 'v1'], [], { kind: 'k', resource: 'after' })).toBe('vol');
    expect(deleteVerb(['reset'], [], { kind: 'k', except: ['reset'] })).toBeUndefined();
  });
});

describe('backup, storage and site tools are table lines too', () => {
  test.each([
    ['restic -r sftp:nas:/srv/restic forget --keep-last 1 --prune', 'restic backup snapshots'],
    ['restic -r b2:homelab-backups:/laptop forget latest --prune', 'restic backup snapshots'],
    ['borg delete --force ssh://borg@nas/./repo', 'a borg repository or its archives'],
    ['borg prune --keep-daily 1 --keep-weekly 0 /mnt/backup/borg', 'a borg repository or its archives'],
    ['duplicity remove-all-but-n-full 1 --force file:///mnt/backup/dup', 'duplicity backup sets'],
    ['duplicity remove-older-than 6M --force file:///mnt/backup/dup', 'duplicity backup sets'],
    ['sudo tmutil delete -d /Volumes/TimeMachine -t 2026-11-01-101010', 'Time Machine backups'],
    ['sudo tmutil deletelocalsnapshots /', 'Time Machine backups'],
    ['pvesm free local-lvm:vm-105-disk-1', 'a Proxmox storage volume'],
    ['ha backups remove 9f2c1a7b', 'a Home Assistant backup, add-on or data (`backups`)'],
    ['shopify theme delete --theme 141234567890 --force', 'a Shopify store resource (`theme`)'],
    ['ghost uninstall --no-prompt', 'a Ghost site with its content and database'],
  ])('%s', (command, kind) => expect(risk(command)).toContain(kind));

  test.each([
    'restic -r sftp:nas:/srv/restic snapshots',
    'restic -r sftp:nas:/srv/restic forget --keep-daily 7 --keep-weekly 4 --dry-run',
    'restic forget -n --keep-last 1',
    'restic -r b2:homelab-backups:/laptop check --read-data-subset=5%',
    'borg list ssh://borg@nas/./repo',
    'borg prune --dry-run --list --keep-daily 7 /mnt/backup/borg',
    'borg prune -n --keep-daily 7 /mnt/backup/borg',
    "borg create --stats /mnt/backup/borg::'{hostname}-{now}' ~/Documents",
    'duplicity remove-older-than 6M file:///mnt/backup/dup',
    'duplicity collection-status file:///mnt/backup/dup',
    'tmutil listbackups',
    'pvesm status',
    'pvesm remove old-nfs',
    'ha backups list',
    'ha backups new --name pre-2026.12',
    'shopify theme list --store acme-shop',
    'shopify theme pull --theme 141234567890',
    'ghost ls',
    'ghost restart',
  ])('silent: %s', (command) => expect(risk(command)).toBe('none'));
});

describe('a PowerShell cmdlet is judged by its Verb-Noun name', () => {
  test.each([
    ['Remove-ADUser -Identity jdoe', '`AD User`'],
    ['Remove-Mailbox -Identity x -Permanent $true', '`Mailbox`'],
    ['Remove-MgUser -UserId 5b1c', '`Mg User`'],
    ['Remove-AzVM -Name v -ResourceGroupName rg -Force', '`Az VM`'],
    ['Remove-AzureRMVM -Name v -ResourceGroupName rg', '`AzureRM VM`'],
    ['Remove-SPOSite -Identity https://acme.sharepoint.com/sites/hr', '`SPO Site`'],
    ['Remove-DnsServerResourceRecord -ZoneName acme.local -RRType A -Name web', '`Dns Server Resource Record`'],
    ['Remove-LocalUser -Name temp', '`Local User`'],
    ['Remove-VMSnapshot -VMName web -Name before-upgrade', '`VM Snapshot`'],
    ['Remove-ADOrganizationalUnit -Identity "OU=Sales,DC=acme,DC=local" -Recursive', '`AD Organizational Unit`'],
    ['Remove-AzStorageShare -Name data -Context $ctx', '`Az Storage Share`'],
    ['Clear-RecycleBin -Force', '`Recycle Bin`'],
    ['Reset-PhysicalDisk -FriendlyName PhysicalDisk3', '`Physical Disk`'],
    ['Remove-RDSDBInstance -DBInstanceIdentifier prod -SkipFinalSnapshot $true', '`RDS DB Instance`'],
    ["pwsh -Command 'Remove-MgGroup -GroupId 0c1d'", '`Mg Group`'],
  ])('%s', (command, resource) => expect(risk(command)).toContain(`a resource a PowerShell cmdlet manages (${resource})`));

  // The Windows pack's own rules still speak first, with their own words.
  test.each([
    ['Remove-AzResourceGroup -Name rg -Force', 'an Azure resource group'],
    ['Remove-Partition -DiskNumber 1 -PartitionNumber 2', 'formats a volume or disk'],
    ['Clear-Disk -Number 1 -RemoveData', 'formats a volume or disk'],
    ['Format-Volume -DriveLetter D', 'formats a volume or disk'],
  ])('%s', (command, said) => expect(risk(command)).toContain(said));

  test.each([
    'Remove-ADUser -Identity jdoe -WhatIf',
    'Get-ADUser -Filter *',
    'Set-Mailbox -Identity x -ProhibitSendQuota 2GB',
    'New-AzVM -Name v',
    'Test-Path C:\\temp',
    'Remove-Variable x',
    'Remove-Module Pester',
    'Remove-PSDrive Z',
    'Remove-Job -Id 3',
    'Remove-PSSession $s',
    'Remove-Item Alias:ll',
    'Remove-TypeData -TypeName X',
    'Remove-Event -SourceIdentifier t',
    'Remove-PSBreakpoint -Id 1',
    'Remove-ItemProperty -Path . -Name x',
    'Remove-ADGroupMember -Identity Admins -Members jdoe',
    'Unregister-ScheduledTask -TaskName nightly -Confirm:$false',
    'Remove-SmbShare -Name Public -Force',
    'Remove-AzAccount',
    'Remove-AzVMDataDisk -VM $vm -Name data1',
    'Uninstall-Module Az',
    'Clear-Host',
    'Clear-DnsClientCache',
    'Format-Table -AutoSize',
    'Format-List *',
    'Reset-ComputerMachinePassword',
    'remove-old-volumes --all',
  ])('silent: %s', (command) => expect(risk(command)).toBe('none'));
});

describe('an unknown CLI: the resource may follow the verb, and switches are stepped over', () => {
  test.each([
    ['sacctmgr delete account projx', 'a resource `sacctmgr` manages (`account`)'],
    // `files` is a resource (an uploaded file, `together files delete id`), so the compound before the verb names it.
    ['mfcli zos-files delete data-set "HLQ.DATA"', 'a resource `mfcli` manages (`zos-files`)'],
    ['xyz delete bucket b', 'a resource `xyz` manages (`bucket`)'],
    ['xyz -y delete bucket b', 'a resource `xyz` manages (`bucket`)'],
    ['newcloud --force databases delete prod', 'a resource `newcloud` manages (`databases`)'],
    ['newcloud -q --no-prompt projects delete p1', 'a resource `newcloud` manages (`projects`)'],
    // SaaS administration: people, messages and records an admin CLI deletes are not restored by a re-run.
    ['saascli users delete "auth0|65f1c2d3" --force', 'a resource `saascli` manages (`users`)'],
    ['saascli delete user alice@acme.com', 'a resource `saascli` manages (`user`)'],
    ['saascli webhook_endpoints delete we_1 --confirm', 'a resource `saascli` manages (`webhook_endpoints`)'],
    ['saascli dashboards delete abc-123', 'a resource `saascli` manages (`dashboards`)'],
  ])('%s', (command, kind) => expect(risk(command)).toContain(kind));

  test.each([
    'todo delete task 3',
    'r2e delete index',
    'xyz delete prod-db',
    'xyz delete server-01',
    'xyz delete bucket b --dry-run',
    'xyz --profile prod delete bucket b',
    'gh label list',
    'git branch -d feature',
    'npm cache delete',
    'echo delete bucket b',
    'make -f build.mk delete bucket',
    'kubectl delete pod web-1',
    'docker ps -q',
    'jj -q tag delete v1.0',
    'saascli users list',
    'saascli delete user',
  ])('silent: %s', (command) => expect(risk(command)).toBe('none'));
});

describe("an unknown CLI's delete that names no listed kind speaks when it names what it takes", () => {
  test.each([
    // By an identifying option: `--id`, `--name`, or the kind's own (`--experiment-id` after `experiments`).
    ['phrase locales delete --project_id 8a1c2b3d4e --id fr-ca', 'a resource `phrase` manages (`locales fr-ca`)'],
    ['vendorctl locales delete --locale_id=fr-ca', 'a resource `vendorctl` manages (`locales fr-ca`)'],
    ['vendorctl experiments delete --experiment-id 4', 'a resource `vendorctl` manages (`experiments 4`)'],
    ['vendorctl delete --name edge-api --force', 'a resource `vendorctl` manages (`edge-api`)'],
    ['vendorctl terminate --id "$RUNNER_ID"', 'a resource `vendorctl` manages (`$RUNNER_ID`)'],
    // By a resource path: a project, component and language; a kind and a name.
    ['wlc delete myapp/website/de', 'a resource `wlc` manages (`myapp/website/de`)'],
    ['vendorctl -y destroy acme/billing-space', 'a resource `vendorctl` manages (`acme/billing-space`)'],
    ['vendorctl realms drop realms/acme-prod', 'a resource `vendorctl` manages (`realms realms/acme-prod`)'],
    ['for id in $(ids); do vendorctl delete users/$id; done', 'a resource `vendorctl` manages (`users/$id`)'],
  ])('%s', (command, kind) => expect(risk(command)).toContain(kind));

  test.each([
    // A bare word is a local list's entry, a device or a setting as often as a resource.
    'vendorctl delete prod-db',
    'cliphist delete id',
    'sudo ip link delete ethX',
    'uci delete config.section.option',
    'rc-update delete service_name runlevel',
    // Verbs that name no delete without a kind: a cache's purge, a package's removal.
    'nala purge package',
    'vendorctl purge acme/site --service-id 4xKq',
    'vendorctl rm acme/app',
    'vendorctl remove --name deployer',
    'pkg delete -y www/nginx',
    // A file, a folder of this machine, an npm package: not a resource's place.
    'vendorctl delete exports/2024/old.json',
    'vendorctl delete ./build/out',
    'vendorctl delete /var/lib/vendor/store',
    'vendorctl delete ~/notes/drafts',
    'vendorctl delete @acme/ui-kit',
    // A scope's option (the project, the service) is not what the call deletes.
    'vendorctl delete --project_id 8a1c2b3d4e',
    'vendorctl rules delete --service-id 4xKq',
    // Previews, help, caches, text and options' values.
    'vendorctl delete acme/app --dry-run',
    'vendorctl help delete acme/app',
    'vendorctl cache delete acme/app',
    'echo vendorctl delete acme/app',
    'vendorctl --profile prod delete acme/app',
    'vendorctl list --name acme/app',
    "vendorctl comment add 'delete acme/app'",
  ])('silent: %s', (command) => expect(risk(command)).toBe('none'));
});
