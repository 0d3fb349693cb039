import { describe, expect, it } from 'vitest';
import { shellWrites } from '../../../src/guards/engine/shellWrites.js';

const HOME = '/home/dev';
const ROOT = '/home/dev/proj';
const outside = (command: string, cwd = ROOT) => shellWrites(command, cwd, HOME, ROOT).map((write) => write.path);

describe('shell writes outside the project', () => {
  it.each([
    ["echo 'export X=1' >> ~/.zshrc", '/home/dev/.zshrc'],
    ['cat qemu/ssh_config >> ~/.ssh/config', '/home/dev/.ssh/config'],
    ["sudo tee /etc/modprobe.d/blacklist.conf <<'EOF'\nblacklist nouveau\nEOF", '/etc/modprobe.d/blacklist.conf'],
    ["echo '127.0.0.1 es.local' | sudo tee -a /etc/hosts", '/etc/hosts'],
    ['sudo cp arch/x86/boot/bzImage /boot/vmlinuz-custom', '/boot/vmlinuz-custom'],
    ['sudo cp hello.ko /lib/modules/$(uname -r)/extra/', '/lib/modules'],
    ['sudo install -m 0644 udev/99.rules /etc/udev/rules.d/', '/etc/udev/rules.d'],
    ['ln -sf $PWD/tools/run.sh ~/.local/bin/run', '/home/dev/.local/bin/run'],
    ['cp -r plugin/dist ~/Vault/.obsidian/plugins/x', '/home/dev/Vault/.obsidian/plugins/x'],
    ['cp -t ~/Zotero/styles styles/a.csl', '/home/dev/Zotero/styles'],
    ['mv scripts/curator.yml ~/.curator/curator.yml', '/home/dev/.curator/curator.yml'],
    ['cp .env ../overlay/.env', '/home/dev/overlay/.env'],
    ["sed -i 's/a=n/a=y/' ~/src/linux/.config", '/home/dev/src/linux/.config'],
    ["sudo sed -i -e 's/x/y/' /etc/sysctl.conf", '/etc/sysctl.conf'],
    ["perl -pi -e 's/x/y/' /etc/motd", '/etc/motd'],
    ["cd ../bot && sed -i 's/!/?/' config.yml", '/home/dev/bot/config.yml'],
    ['git -C ~/src/edk2 apply ../proj/patches/1.patch', '/home/dev/src/edk2'],
    ['cd ~/code/shared && git pull', '/home/dev/code/shared'],
    ['tar xzf /tmp/utils.tgz -C /usr/local/bin vmctl', '/usr/local/bin'],
    ['tar czf ~/backups/proj.tgz .', '/home/dev/backups/proj.tgz'],
    ['unzip -o plugin.zip -d ~/.config/app/plugins', '/home/dev/.config/app/plugins'],
    ['curl -fsSL -o ~/.local/bin/tool https://example.com/tool', '/home/dev/.local/bin/tool'],
    ['wget -P /opt/models https://example.com/m.bin', '/opt/models'],
    ['sudo dd if=out/efi.img of=/boot/efi/img bs=4M', '/boot/efi/img'],
    ['python3 tools/export.py --out ~/Vault/Readwise', '/home/dev/Vault/Readwise'],
    ['touch ~/.hushlogin', '/home/dev/.hushlogin'],
    ["crontab -l | { cat; echo '0 3 * * * /x'; } | crontab -", '/var/spool/cron'],
    ['sudo make -C linux modules_install', '/lib/modules'],
    ['sudo make install', '/usr/local'],
    ['sudo cmake --install build', '/usr/local'],
    ['filename=/usr/encoded.py; echo -n "$data" > "$filename"', '/usr/encoded.py'],
    ["Set-Content -Path $HOME\\.gitconfig -Value '[user]'", '/home/dev/.gitconfig'],
  ])('%s writes %s', (command, path) => expect(outside(command)).toContain(path));

  it.each([
    'cat /etc/default/grub',
    'grep -r nouveau /etc/modprobe.d/',
    'echo hi > /dev/null 2>&1',
    'cp ~/Downloads/match.dem data/replays/',
    'cp /etc/loki/config.yml deploy/loki.yaml',
    'diff ~/.gdbinit .gdbinit',
    'git -C ~/src/edk2 log --oneline -5',
    'make -C /lib/modules/6.1/build M=$PWD modules',
    'make INSTALL_MOD_PATH=$PWD/rootfs modules_install -C linux',
    'sudo make INSTALL_MOD_PATH=$PWD/rootfs modules_install',
    'make install',
    'rsync -avn dist/ ~/site/',
    'rsync -av dist/ deploy@host:/srv/site/',
    'install -d ~/.local/bin',
    'crontab -l',
    'tar tzf ~/backups/proj.tgz',
    'tar xzf ~/Downloads/assets.tgz -C assets',
    'python3 tools/export.py --out ./vault-export',
    'calibredb export --to-dir exports/calibre 12',
    "sed -n '1,40p' /etc/clickhouse-server/config.xml",
    'tee logs/ingest.log < /dev/null',
    'docker cp es:/usr/share/es/config/es.yml ./deploy/es/',
  ])('%s writes nothing outside', (command) => expect(outside(command)).toEqual([]));

  // The temp dir is outside the project too: the guard, not this reader, lets it pass as scratch.
  it.each([
    ['curl -s localhost:9200 > /tmp/es.json', '/tmp/es.json'],
    ['cp arch/x86/boot/bzImage /tmp/bzImage', '/tmp/bzImage'],
    ['mkdir -p /tmp/anki && unzip -o decks/a.apkg -d /tmp/anki', '/tmp/anki'],
  ])('%s writes only %s', (command, path) => expect(outside(command)).toEqual([path]));
});
