import { describe, expect, test } from 'vitest';
import { outside, secretSpeaks } from '../../support/guardSpeaks.js';

// Round 137's outside-project and secrets classes: a disk-rescue tool writes its image and map file by position, and a
// storage account's key in an rclone remote (a Backblaze B2 application key, whose base64 may hold a `/` or `+`). One line
// per class that speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const b2Key = ['K004Tq9mZr2Lk7vB0n', 'W5tY8pH1c/F4gJ6s'].join('');
const b2PlusKey = ['K001aB3+dE5fG7hJ9k', 'L1mN3pQ5rS7tU'].join('');
const b2MasterKey = ['0051e3dcfa78375f2c9c9', 'd0317a6b4c1e9f0d2a8b3'].join('');
const azureKey = ['9xQ2mZr7Lk3vB0nW5tY8pH1cF4gJ6sD2aE0uI3oK7qR9wX5zC1bN8', 'mV4lT6yU2iO0pA3sD5fG7hJ9kL1zX3cV5bN7m=='].join('');
const remote = (type: string, key: string) =>
  `[vault]\ntype = ${type}\naccount = 0051e3dcfa7837502c9c9d031\nkey = ${key}\nhard_delete = false\n`;

describe('a disk-rescue tool writes its outfile and mapfile by position (outside-project)', () => {
  test.each([
    [
      'sudo ddrescue -n /dev/sdb /mnt/recovery/job-3391.img /mnt/recovery/job-3391.map',
      ['/mnt/recovery/job-3391.img', '/mnt/recovery/job-3391.map'],
    ],
    ['ddrescue -d -r3 /dev/nvme0n1 /srv/images/ws12.img /srv/images/ws12.log', ['/srv/images/ws12.img', '/srv/images/ws12.log']],
    ['ddrescue -b 4096 -c 128 /dev/sdc ~/rescue/card.img card.map', ['/home/dev/rescue/card.img']],
    ['ddrescue --size=64GiB -n /dev/sdd disk.img /var/lib/rescue/disk.map', ['/var/lib/rescue/disk.map']],
    ['sudo dd_rescue -s 0 /dev/sde /media/backup/usb.img', ['/media/backup/usb.img']],
    ['dd if=/dev/sdb of=/mnt/recovery/raw.img bs=4M status=progress', ['/mnt/recovery/raw.img']],
    // Into the project, the infile (a device, read) alone, a domain mapfile given by -m (read), a dry count.
    ['ddrescue -n /dev/sdb recovery/disk.img recovery/disk.map', []],
    ['ddrescue -m /mnt/recovery/domain.map /dev/sdb out/disk.img out/disk.map', []],
    ['ddrescue -r 3 /mnt/usb/photos.img rescued.img rescued.map', []],
    ['dd_rescue -b 64k /dev/sdf images/stick.img', []],
    ['dd if=/dev/sdb of=images/raw.img bs=4M', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe("a storage account's key in an rclone remote is a credential (secrets)", () => {
  test.each([
    ['backup/rclone.conf', remote('b2', b2Key), true],
    ['deploy/rclone.conf', remote('b2', b2PlusKey), true],
    ['ops/rclone.conf', remote('b2', b2MasterKey), true],
    ['ops/rclone.conf', `[media]\ntype = azureblob\naccount = proddata\nkey = ${azureKey}\n`, true],
    ['scripts/restore.sh', `export B2_APPLICATION_KEY=${b2Key}\nrclone sync b2:vault ./restore\n`, true],
    ['docs/backups.md', `The key is \`${b2Key}\`.\n`, true],
    // An empty key, an environment reference, a placeholder, a path after K00x, a key under a remote with no account key.
    ['backup/rclone.conf', remote('b2', ''), false],
    ['backup/rclone.conf', remote('b2', '${B2_APPLICATION_KEY}'), false],
    ['backup/rclone.conf', remote('b2', '<your-application-key>'), false],
    ['backup/rclone.conf', remote('b2', 'K005xxxxxxxxxxxxxxxxxxxxxxxxxxx'), false],
    ['backup/rclone.conf', remote('b2', 'your_application_key_here'), false],
    ['notes/paths.md', 'Archive at K003/backups/daily/archive/2024x\n', false],
    ['backup/rclone.conf', `[b2]\ntype = b2\naccount = x\nkey =\n\n[cache]\ntype = local\nkey = ${azureKey.slice(0, 40)}\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
