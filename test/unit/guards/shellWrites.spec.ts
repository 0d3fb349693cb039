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
    ['curl -fsSLo ~/.local/bin/tool https://example.com/tool', '/home/dev/.local/bin/tool'],
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
    // A CLI's own file in the home or the system (rules/shell-writes.json, `fixed`).
    ['git config --global user.email a@lib.example.edu', '/home/dev/.gitconfig'],
    ['sudo git config --system core.autocrlf input', '/etc/gitconfig'],
    ['npm config set registry https://npm.lib.local/', '/home/dev/.npmrc'],
    ['pip config set global.index-url https://pypi.lib.local/simple', '/home/dev/.config/pip/pip.conf'],
    ['conda config --set channel_priority strict', '/home/dev/.condarc'],
    ['aws configure set region eu-west-1', '/home/dev/.aws'],
    ['age-keygen -o ~/.config/sops/age/keys.txt', '/home/dev/.config/sops/age/keys.txt'],
    ["ssh-keygen -t ed25519 -f ~/.ssh/id_deploy -N ''", '/home/dev/.ssh/id_deploy'],
    ['step certificate install .step/certs/root_ca.crt', '/usr/local/share/ca-certificates'],
    ['sudo ipa-client-install --domain=acme.local -U', '/etc'],
    ['pass init ABCDEF0123456789', '/home/dev/.password-store'],
    ['gopass clone git@github.com:acme/secrets.git infra', '/home/dev/.local/share/gopass/stores'],
    ['supabase login', '/home/dev/.supabase/access-token'],
    ['tsh login --proxy=teleport.acme.io', '/home/dev/.tsh'],
    ['docker login ghcr.io -u me --password-stdin', '/home/dev/.docker/config.json'],
    ['kubectl config set-context rook --cluster=k3s --namespace=rook-ceph', '/home/dev/.kube/config'],
    ['oc login https://api.ocp.local:6443 --token=$OC_TOKEN', '/home/dev/.kube/config'],
    ['mc alias set garage http://garage.lan:3900 "$KEY" "$SECRET"', '/home/dev/.mc/config.json'],
    ['rclone config create garage s3 provider=Other', '/home/dev/.config/rclone/rclone.conf'],
    ['npx wrangler login', '/home/dev/.config/.wrangler/config/default.toml'],
    ['huggingface-cli login --token $HF_TOKEN', '/home/dev/.cache/huggingface/token'],
    ['wandb login', '/home/dev/.netrc'],
    ['glab auth login --hostname gitlab.city.gov', '/home/dev/.config/glab-cli/config.yml'],
    ['dvc remote add --global storage s3://b/x', '/home/dev/.config/dvc/config'],
    // Code run inline writes where its text names (a literal, the home directory, expanduser).
    [
      "python3 -c \"from pathlib import Path; Path('/home/dev/.cache/huggingface/token').write_text(open('.t').read())\"",
      '/home/dev/.cache/huggingface/token',
    ],
    ["python -c \"import os; open(os.path.expanduser('~/.netrc'), 'a').write('machine x')\"", '/home/dev/.netrc'],
    ["node -e \"require('fs').appendFileSync(require('os').homedir() + '/.npmrc', 'x')\"", '/home/dev/.npmrc'],
    ["python3 - <<'PY'\nimport shutil\nshutil.copy('cfg/app.conf', '/etc/nginx/conf.d/app.conf')\nPY", '/etc/nginx/conf.d/app.conf'],
    ['ruby -e \'File.write("/etc/motd", "hi")\'', '/etc/motd'],
    ['perl -e \'open(my $fh, ">>", "/home/dev/.profile"); print $fh 1\'', '/home/dev/.profile'],
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
    // A pull from another machine into the project (a push onto one speaks: washAndLawOtherClasses.spec.ts).
    'rsync -av deploy@host:/srv/site/ dist/',
    'install -d ~/.local/bin',
    'crontab -l',
    'tar tzf ~/backups/proj.tgz',
    'tar xzf ~/Downloads/assets.tgz -C assets',
    'python3 tools/export.py --out ./vault-export',
    'calibredb export --to-dir exports/calibre 12',
    "sed -n '1,40p' /etc/clickhouse-server/config.xml",
    'tee logs/ingest.log < /dev/null',
    'docker cp es:/usr/share/es/config/es.yml ./deploy/es/',
    'git config user.email a@lib.example.edu',
    'git config --global --get user.email',
    'npm config get registry',
    'npm config set registry https://x --location=project',
    'pip config list',
    'conda config --show',
    'bundle config set --local path vendor/bundle',
    'aws configure list',
    'age-keygen -o ./.keys/dev-age.txt',
    'ssh-keygen -l -f ~/.ssh/id_ed25519.pub',
    'pass show infra/ldap',
    "STEPPATH=/home/dev/proj/.step step ca init --name 'Dev CA'",
    'PASSWORD_STORE_DIR=$PWD/.store pass init ABC',
    'kubectl config view --minify',
    'kubectl config get-contexts',
    'kubectl --kubeconfig ./deploy/kubeconfig config use-context rook',
    'mc ls garage/permit-scans',
    'rclone config show',
    'rclone ls garage:scans --config ./deploy/rclone.conf',
    'hf auth whoami',
    'dvc remote add -d storage s3://bucket/dvc',
    'python3 -c "print(open(\'/etc/hosts\').read())"',
    "python3 -c \"open('/etc/os-release', encoding='utf-8').read()\"",
    "python3 -c \"open('out/report.txt', 'w').write('a')\"",
    "python3 -c \"import shutil; shutil.copy('/etc/nginx/nginx.conf', 'deploy/nginx.conf')\"",
  ])('%s writes nothing outside', (command) => expect(outside(command)).toEqual([]));

  // The temp dir is outside the project too: the guard, not this reader, lets it pass as scratch.
  it.each([
    ['curl -s localhost:9200 > /tmp/es.json', '/tmp/es.json'],
    ['cp arch/x86/boot/bzImage /tmp/bzImage', '/tmp/bzImage'],
    ['mkdir -p /tmp/anki && unzip -o decks/a.apkg -d /tmp/anki', '/tmp/anki'],
  ])('%s writes only %s', (command, path) => expect(outside(command)).toEqual([path]));
});

describe('round 36: notebook, environment and web3 CLIs writing their own files in the home', () => {
  it.each([
    ['jupyter kernelspec install --user ./kernels/polars-py311', '/home/dev/.local/share/jupyter/kernels'],
    ["python -m ipykernel install --user --name research --display-name 'Python (research)'", '/home/dev/.local/share/jupyter/kernels'],
    ['python3 -m ipykernel install --name research', '/usr/local/share/jupyter/kernels'],
    ['mamba env create -f environment.yml -p ~/envs/research', '/home/dev/envs/research'],
    ['micromamba create --prefix /opt/envs/x -f env.yml', '/opt/envs/x'],
    ['python -m venv ~/venvs/research', '/home/dev/venvs/research'],
    ['virtualenv ~/.virtualenvs/x', '/home/dev/.virtualenvs/x'],
    ['solana config set --url https://api.devnet.solana.com', '/home/dev/.config/solana/cli/config.yml'],
    ['solana-keygen new --outfile ~/.config/solana/devnet.json --no-bip39-passphrase', '/home/dev/.config/solana/devnet.json'],
    ['solana-keygen new --no-bip39-passphrase', '/home/dev/.config/solana/id.json'],
    ['cast wallet import deployer --interactive', '/home/dev/.foundry/keystores'],
    ['ipfs init --profile server', '/home/dev/.ipfs'],
    ['ipfs config Addresses.Gateway /ip4/0.0.0.0/tcp/8080', '/home/dev/.ipfs/config'],
    ['ipfs config profile apply lowpower', '/home/dev/.ipfs'],
    ['defaults write com.github.autopkg MUNKI_REPO /Users/Shared/munki_repo', '/home/dev/Library/Preferences/com.github.autopkg.plist'],
    [
      'sudo defaults write /Library/Preferences/ManagedInstalls SoftwareRepoURL "https://m.example.com"',
      '/Library/Preferences/ManagedInstalls.plist',
    ],
    ['defaults -currentHost write com.apple.screensaver idleTime 0', '/home/dev/Library/Preferences/ByHost/com.apple.screensaver.plist'],
    ['defaults write -g AppleShowAllExtensions -bool true', '/home/dev/Library/Preferences/.GlobalPreferences.plist'],
    ['defaults delete com.example.app', '/home/dev/Library/Preferences/com.example.app.plist'],
    ["sudo postconf -e 'relayhost = [smtp.example.net]:587'", '/etc/postfix/main.cf'],
    ['postconf -X mydestination', '/etc/postfix/main.cf'],
    ["sudo postconf 'relayhost = [smtp.example.net]:587'", '/etc/postfix/main.cf'],
    ['postconf smtpd_tls_security_level=may', '/etc/postfix/main.cf'],
    ['fleetctl config set --address https://fleet.example.com', '/home/dev/.fleet/config'],
    ['fleetctl login --email a@example.com', '/home/dev/.fleet/config'],
    ['autopkg make-override GoogleChrome.munki', '/home/dev/Library/AutoPkg/RecipeOverrides'],
    ['autopkg repo-add recipes', '/home/dev/Library/AutoPkg/RecipeRepos'],
    ['cp splunk_app/default/*.conf $SPLUNK_HOME/etc/apps/x/default/', '$SPLUNK_HOME/etc/apps/x/default/'],
    ['cp lib/x.jar ${JAVA_HOME}/lib/ext/', '${JAVA_HOME}/lib/ext/'],
    ['Copy-Item -Path .\\x.json -Destination $env:APPDATA\\Code\\User\\settings.json', '$env:APPDATA\\Code\\User\\settings.json'],
    ['pwsh -c "Copy-Item .\\\\gpo\\\\Logon.ps1 \\\\\\\\corp.local\\\\SYSVOL\\\\scripts\\\\"', '/corp.local/SYSVOL/scripts'],
    ['Move-Item .\\a.txt \\\\srv\\share\\a.txt', '/srv/share/a.txt'],
    ['sudo cp profiles/pppc.mobileconfig /Library/Managed\\ Preferences/', '/Library/Managed Preferences'],
    ['nbstripout --install --global', '/home/dev/.gitconfig'],
    ['nbdime config-git --enable --global', '/home/dev/.gitconfig'],
    ['git lfs install', '/home/dev/.gitconfig'],
    ['jupyter notebook password', '/home/dev/.jupyter'],
    ['jupyter lab --generate-config', '/home/dev/.jupyter'],
    ['ipython profile create research', '/home/dev/.ipython'],
  ])('%s writes %s', (command, path) => expect(outside(command)).toContain(path));

  it.each([
    ['cp x.conf $SPLUNK_HOME/etc/apps/x/', true],
    ['cp x.conf /opt/splunk/etc/apps/x/', undefined],
  ])('%s is kept under its folder variable: %s', (command, named) => expect(shellWrites(command, ROOT, HOME, ROOT)[0]?.named).toBe(named));

  it.each([
    'python -m ipykernel install --prefix .venv --name research',
    'python -m ipykernel install --sys-prefix',
    'jupyter kernelspec list',
    'mamba env create -f environment.yml -p ./.conda-env',
    'conda run -p ~/envs/x python app.py',
    'conda list -p ~/envs/x',
    'conda create -n research python=3.11',
    'solana config get',
    'solana config set --url devnet --config ./solana-cli.yml',
    'solana-keygen new --outfile ./keys/devnet-test.json --no-bip39-passphrase',
    'solana-keygen new --no-outfile',
    'solana-keygen pubkey ~/.config/solana/id.json',
    'IPFS_PATH=/home/dev/proj/.ipfs ipfs init --profile test',
    'ipfs config Addresses.Gateway',
    'ipfs config show',
    'ipfs add -r dist/',
    'nbstripout --install',
    'nbstripout --is-installed --global',
    'git lfs install --local',
    "git lfs track '*.psd'",
    'python -m venv .venv',
    'uv venv',
    'ipython profile list',
    'cast wallet list',
    'defaults read com.github.autopkg',
    'defaults domains',
    'defaults export com.github.autopkg -',
    'defaults write ./build/Info CFBundleVersion 2',
    'postconf -n',
    'postconf relayhost',
    'postconf -c ./postfix -e relayhost=x',
    'fleetctl get hosts',
    'fleetctl config set --address https://x --config ./fleet.yml',
    'autopkg make-override GoogleChrome.munki --override-dir ./overrides',
    'autopkg run -v GoogleChrome.munki',
    'autopkg repo-list',
    'Copy-Item .\\a.txt .\\backup\\a.txt',
    'Copy-Item .\\a.txt \\\\srv\\share\\x -WhatIf',
    'cp $JAVA_HOME/lib/security/cacerts ./certs/',
    'cp x $VIRTUAL_ENV/lib/',
    'cp a build/Managed\\ Preferences/',
    'cast wallet import deployer --interactive --keystore-dir ./keystores',
  ])('%s writes nothing outside', (command) => expect(outside(command)).toEqual([]));
});

describe('round 38: folders made and owners or modes changed outside the project', () => {
  it.each([
    ['sudo mkdir -p /var/cache/terraform && sudo chown dev /var/cache/terraform', '/var/cache/terraform'],
    ['sudo mkdir -m 755 /opt/acme', '/opt/acme'],
    ['sudo chmod 755 /usr/local/bin/tool', '/usr/local/bin/tool'],
    ['sudo chgrp -R www-data /var/www/html/uploads', '/var/www/html/uploads'],
  ])('%s writes %s', (command, path) => expect(outside(command)).toContain(path));

  it.each([
    'mkdir -p build/out',
    'chmod +x scripts/run.sh',
    'chmod -R u+w .',
    'chown dev:dev data/cache',
    'chmod --reference=a.sh b.sh',
    'ls -ld /var/cache/terraform',
    'stat -c %U /var/cache/terraform',
  ])('%s writes nothing outside', (command) => expect(outside(command)).toEqual([]));
});

describe('round 39: a package linked into the package manager’s global folder', () => {
  it.each([
    ['npm link', '/usr/local/lib/node_modules'],
    ['npm ln', '/usr/local/lib/node_modules'],
    ['npm link && cd ~/src/site && npm link site-utils', '/usr/local/lib/node_modules'],
    ['NPM_CONFIG_PREFIX=/opt/npm npm link', '/opt/npm'],
    ['yarn link', '/home/dev/.config/yarn/link'],
    ['pnpm link --global', '/home/dev/.local/share/pnpm/global'],
    ['bun link', '/home/dev/.bun/install/global/node_modules'],
  ])('%s writes %s', (command, path) => expect(outside(command)).toContain(path));

  it.each([
    'npm link site-utils',
    'npm unlink site-utils',
    'yarn link site-utils',
    'pnpm link ../lib',
    'pnpm link -g site-utils',
    'bun link site-utils',
    'npm ls --link',
  ])('%s writes nothing outside', (command) => expect(outside(command)).toEqual([]));
});

describe('a compiler’s or converter’s output option', () => {
  it.each([
    ['sudo msgfmt -o /usr/share/locale/fr/LC_MESSAGES/acme.mo locales/fr/LC_MESSAGES/acme.po', '/usr/share/locale/fr/LC_MESSAGES/acme.mo'],
    ['msgfmt --output-file=/usr/share/locale/de/LC_MESSAGES/acme.mo po/de.po', '/usr/share/locale/de/LC_MESSAGES/acme.mo'],
    ['xgettext -o /usr/share/acme/acme.pot src/*.c', '/usr/share/acme/acme.pot'],
    ['sudo gcc -O2 -o /usr/local/bin/acme src/main.c', '/usr/local/bin/acme'],
    ['clang++ -std=c++20 -o ~/bin/tool tool.cpp', '/home/dev/bin/tool'],
    ['go build -o /usr/local/bin/acmectl ./cmd/acmectl', '/usr/local/bin/acmectl'],
    ['sort -o /etc/hosts.allow hosts.txt', '/etc/hosts.allow'],
    ['pandoc README.md -o /var/www/html/index.html', '/var/www/html/index.html'],
    ['pip-compile --output-file=/opt/app/requirements.txt requirements.in', '/opt/app/requirements.txt'],
    [
      'sudo openssl req -x509 -newkey rsa:2048 -keyout /etc/ssl/private/acme.key -out /etc/ssl/certs/acme.crt -subj /CN=acme',
      '/etc/ssl/private/acme.key',
    ],
    ['openssl genrsa -out ~/.ssh/ca.key 4096', '/home/dev/.ssh/ca.key'],
  ])('%s writes %s', (command, path) => expect(outside(command)).toContain(path));

  it.each([
    'msgfmt -o locales/fr/LC_MESSAGES/acme.mo locales/fr/LC_MESSAGES/acme.po',
    'msgfmt --statistics /usr/share/locale/fr/LC_MESSAGES/acme.po -o out.mo',
    'gcc -o build/acme src/main.c -I/usr/include',
    'go build -o bin/acmectl ./cmd/acmectl',
    'go test -o /usr/local/bin/x ./...',
    // `go run` hands `-o` to the project's program, whose output it names (gisAndOptionsClasses.spec.ts): inside here.
    'go run ./cmd/x -o build/x',
    'ssh -o StrictHostKeyChecking=no host uptime',
    'grep -o pattern /etc/hosts',
    'openssl x509 -in /etc/ssl/certs/acme.crt -noout -text',
    'openssl req -new -key certs/acme.key -out certs/acme.csr',
  ])('%s writes nothing outside', (command) => expect(outside(command)).toEqual([]));

  it.each([
    ['tar czf ~/backups/league-$(date +%F).tgz data/', '/home/dev/backups'],
    ['tar czf $HOME/backups/league-$(date +%F).tgz data/', '/home/dev/backups'],
    ['cp data/x.csv ~/backups/x-$(date +%F).csv', '/home/dev/backups'],
    ['zip -r ~/backups/league.zip data/', '/home/dev/backups/league.zip'],
    ['7z a -tzip -mx=9 ~/backups/league.zip data/', '/home/dev/backups/league.zip'],
    ['ncks -v T2 wrfout_d01_2023-06-01_00:00:00 /scratch/dev/shared/t2_d01.nc', '/scratch/dev/shared/t2_d01.nc'],
    ['ncrcat -O -v T2 wrfout_d01 wrfout_d02 /scratch/dev/shared/t2.nc', '/scratch/dev/shared/t2.nc'],
    ['ncks -v T2 wrfout_d01 -o /scratch/dev/shared/t2.nc', '/scratch/dev/shared/t2.nc'],
  ])('round 42: %s writes %s', (command, path) => expect(outside(command)).toContain(path));

  it.each([
    'tar czf backups/league-$(date +%F).tgz data/',
    'tar czf ~/$REPO/league.tgz data/',
    'tar tzf ~/backups/league-$(date +%F).tgz',
    'zip -r backups/league.zip ~/data/',
    'zip -sf ~/backups/league.zip',
    '7z l ~/backups/league.7z',
    '7z x ~/backups/league.7z -odata',
    '7z a out/league.7z ~/data/',
    'ncks -v T2 /scratch/dev/shared/wrfout_d01',
    'ncks -m /scratch/dev/shared/wrfout_d01',
    'ncks -v T2 /scratch/dev/shared/wrfout_d01 out/t2.nc',
  ])('round 42: %s writes nothing outside', (command) => expect(outside(command)).toEqual([]));

  it.each([
    [
      "exiftool -o /mnt/archive/renamed/ '-FileName<DateTimeOriginal' -d '%Y/%m/%Y%m%d_%H%M%S%%-c.%%e' ~/Pictures/import",
      '/mnt/archive/renamed',
    ],
    ["exiftool -out /srv/photos/edited.jpg -Artist='A. Lee' raw/a.jpg", '/srv/photos/edited.jpg'],
    ["exiftool -o '/mnt/archive/%Y/' raw/", '/mnt/archive'],
    ["exiftool '-Directory</mnt/archive/$DateTimeOriginal' -d %Y/%m photos/", '/mnt/archive'],
    ["exiftool -d /mnt/photos/%Y/%m '-Directory<CreateDate' photos/", '/mnt/photos'],
    ["exiftool '-FileName<~/Pictures/sorted/${Model}_%f.%e' import/", '/home/dev/Pictures/sorted'],
    ['exiftool -Directory=/srv/quarantine photos/bad.jpg', '/srv/quarantine'],
    ['ffmpeg -i in.mp4 -c copy /mnt/archive/out.mp4', '/mnt/archive/out.mp4'],
    ['ffmpeg -y -i clips/a.mov -vf scale=1280:-1 ~/Videos/a.mp4', '/home/dev/Videos/a.mp4'],
    ['rawtherapee-cli -o /mnt/archive/ -c raw/a.CR2', '/mnt/archive'],
    ['rsvg-convert -o /srv/www/logo.png logo.svg', '/srv/www/logo.png'],
    ['darktable-cli raw/a.CR2 /mnt/archive/a.jpg', '/mnt/archive/a.jpg'],
    ["gphoto2 --get-all-files --filename '/mnt/archive/%Y%m%d_%H%M%S.%C'", '/mnt/archive'],
  ])('round 43: %s writes %s', (command, path) => expect(outside(command)).toContain(path));

  it.each([
    "exiftool -o out/ '-FileName<DateTimeOriginal' -d '%Y%m%d_%H%M%S%%-c.%%e' ~/Pictures/import",
    "exiftool '-FileName<DateTimeOriginal' -d '%Y/%m/%Y%m%d_%H%M%S%%-c.%%e' photos/",
    "exiftool '-TestName</mnt/archive/$DateTimeOriginal' photos/",
    "exiftool -d /mnt/archive/%Y '-DateTimeOriginal<CreateDate' photos/",
    'exiftool -csv -r /mnt/photos',
    'exiftool -o - raw/a.jpg',
    'ffmpeg -i /mnt/nas/in.mp4 -t 60 clips/out.mp4',
    'ffmpeg -i in.mp4 -f null -',
    'rawtherapee-cli -o out/ -c raw/a.CR2',
    'darktable-cli /mnt/nas/raw/a.CR2 out/a.jpg',
    "gphoto2 --get-all-files --filename 'photos/%Y%m%d.%C'",
  ])('round 43: %s writes nothing outside', (command) => expect(outside(command)).toEqual([]));
});

describe('round 44: a converter’s output file and a database changed by its SQL shell', () => {
  it.each([
    ['convert labels/ipa.svg -resize 50% /home/dev/Pictures/ipa-label-preview.png', '/home/dev/Pictures/ipa-label-preview.png'],
    ['convert scans/a.png scans/b.png +append ~/Pictures/ab.png', '/home/dev/Pictures/ab.png'],
    ['montage tiles/*.png -tile 4x -geometry +2+2 ~/Desktop/sheet.png', '/home/dev/Desktop/sheet.png'],
    ['magick labels/ipa.svg -density 300 ~/Pictures/ipa.png', '/home/dev/Pictures/ipa.png'],
    ['magick convert labels/ipa.svg ~/Pictures/ipa.png', '/home/dev/Pictures/ipa.png'],
    ['gm convert labels/ipa.svg -resize 50% ~/Pictures/ipa.png', '/home/dev/Pictures/ipa.png'],
    ['ffmpeg -i renders/m42.mp4 -vf scale=1280:-1 ~/Videos/m42-720.mp4', '/home/dev/Videos/m42-720.mp4'],
    ['ffmpeg -y -i frames/%04d.png -c:v libx264 /srv/media/timelapse.mp4', '/srv/media/timelapse.mp4'],
    ["sqlite3 ~/Library/BidderApp/cache.db 'UPDATE settings SET sale_id=512'", '/home/dev/Library/BidderApp/cache.db'],
    ['sqlite3 /var/lib/shelter/intake.db "INSERT INTO animals(name) VALUES (\'Rex\')"', '/var/lib/shelter/intake.db'],
    ["sqlite3 ~/.local/share/app/app.db 'BEGIN; DELETE FROM lots WHERE sold=1; COMMIT;'", '/home/dev/.local/share/app/app.db'],
    ["sqlite3 -cmd 'DROP TABLE cache' ~/Library/BidderApp/cache.db .quit", '/home/dev/Library/BidderApp/cache.db'],
    ["duckdb ~/data/cellar.duckdb -c 'CREATE TABLE lots AS SELECT * FROM read_csv('lots.csv')'", '/home/dev/data/cellar.duckdb'],
  ])('%s writes %s', (command, path) => expect(outside(command)).toContain(path));

  it.each([
    'convert ~/Pictures/ipa.svg -resize 50% labels/ipa.png',
    'convert ~/Pictures/ipa.png -format %w info:',
    'convert -list format',
    'magick identify ~/Pictures/ipa.png',
    'magick compare -metric AE ~/Pictures/a.png ~/Pictures/b.png null:',
    'magick ~/Pictures/ipa.svg out/ipa.png',
    'gm identify ~/Pictures/ipa.png',
    'ffmpeg -i ~/Videos/m42.mp4 -vf scale=1280:-1 renders/m42-720.mp4',
    'ffmpeg -i ~/Videos/m42.mp4 -f null -',
    'ffmpeg -hide_banner -i ~/Videos/m42.mp4',
    'ffmpeg -i ~/Videos/m42.mp4 -c copy -f mpegts pipe:1',
    "sqlite3 ~/Library/BidderApp/cache.db 'SELECT sale_id FROM settings'",
    "sqlite3 -readonly ~/Library/BidderApp/cache.db 'UPDATE settings SET sale_id=512'",
    'sqlite3 ~/Library/BidderApp/cache.db .tables',
    "sqlite3 ~/Library/BidderApp/cache.db '.dump settings' > data/settings.sql",
    "sqlite3 data/cache.db 'UPDATE settings SET sale_id=512'",
    'sqlite3 ~/Library/BidderApp/cache.db "SELECT * FROM lots WHERE title LIKE \'%update%\'"',
    "duckdb ~/data/cellar.duckdb -c 'SELECT count(*) FROM lots'",
  ])('%s writes nothing outside', (command) => expect(outside(command)).toEqual([]));
});
