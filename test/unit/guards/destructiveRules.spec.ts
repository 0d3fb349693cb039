import { describe, expect, test } from 'vitest';
import type { Config } from '../../../src/config/config.js';
import { destructive, findDestructive } from '../../../src/guards/destructive.js';
import { RULES, type GuardContext } from '../../../src/guards/guard.js';
import { guardContext } from '../../support/guardContext.js';

// Which rule speaks for a command (the first per command), or none. The project is
// /home/dev/proj, the home /home/dev; nothing here touches the disk.

const context = (config: Config = {}, cwd = '/home/dev/proj'): GuardContext => guardContext('/home/dev', { cwd, config });

const rule = (command: string, config?: Config) =>
  findDestructive(command, context(config))
    .map((hit) => hit.rule)
    .join(' ') || 'none';

describe('wrappers are unwrapped before matching', () => {
  test.each([
    ['sudo rm -rf /etc', 'destructive/filesystem/rm-recursive'],
    ['sudo -u root -H rm -rf /var', 'destructive/filesystem/rm-recursive'],
    ['env -u FOO rm -rf ~', 'destructive/filesystem/rm-recursive'],
    ['FOO=1 BAR=2 rm -rf ~', 'destructive/filesystem/rm-recursive'],
    ['command rm -rf ~', 'destructive/filesystem/rm-recursive'],
    ['exec rm -rf ~', 'destructive/filesystem/rm-recursive'],
    ['nice -n 10 rm -rf ~', 'destructive/filesystem/rm-recursive'],
    ['nohup rm -rf ~ &', 'destructive/filesystem/rm-recursive'],
    ['timeout -s KILL 30 git push --force origin main', 'destructive/git/force-push'],
    ['time git reset --hard', 'destructive/git/reset-hard'],
    ['\\rm -rf ~', 'destructive/filesystem/rm-recursive'],
    ['/bin/rm -rf ~', 'destructive/filesystem/rm-recursive'],
    ['echo ~ | xargs rm -rf ~/old', 'destructive/filesystem/rm-recursive'],
    ['ls | xargs -I{} -P4 rm -rf /srv/{}', 'destructive/filesystem/rm-recursive'],
    ['find / -name "*.log" -delete', 'destructive/filesystem/find-delete'],
    ['find ~ -type d -execdir rm -rf {} +', 'destructive/filesystem/rm-recursive'],
    ['find /var/log -type f -exec shred -u {} \\;', 'destructive/filesystem/rm-found'],
    ['parallel rm -rf ::: /srv/a /srv/b', 'destructive/filesystem/rm-recursive'],
    ["parallel -j4 'rm -rf /srv/{}' ::: a b", 'destructive/filesystem/rm-recursive'],
    ["parallel 'git push --force origin' ::: main", 'destructive/git/force-push'],
    ["kubectl get ns -o name | parallel 'kubectl delete ns {}'", 'destructive/containers/kubectl-delete-namespace'],
    ["ssh prod 'sudo rm -rf /var/lib/postgresql'", 'destructive/filesystem/rm-recursive'],
    ['ssh -i key.pem -p 2222 admin@db "psql -c \'DROP DATABASE app\'"', 'destructive/sql/drop'],
    ["bash -c 'rm -rf /'", 'destructive/filesystem/rm-recursive'],
    ["zsh -lc 'git clean -fdx'", 'destructive/git/clean-ignored'],
    ['eval "git push -f origin main"', 'destructive/git/force-push'],
    ['echo $(rm -rf ~/tmp)', 'destructive/filesystem/rm-recursive'],
    ['(cd / && rm -rf *)', 'destructive/filesystem/rm-recursive'],
    ['for d in a b; do rm -rf build/$d; done; rm -rf /opt/app', 'destructive/filesystem/rm-recursive'],
    ['while true; do kubectl delete ns staging; done', 'destructive/containers/kubectl-delete-namespace'],
    ['npm test && git push --force || echo failed', 'destructive/git/force-push'],
    ['docker exec -it db psql -U postgres -c "TRUNCATE users"', 'destructive/sql/truncate'],
    ['kubectl exec -n data redis-0 -- redis-cli FLUSHALL', 'destructive/database/redis-flush'],
    ['npx prisma migrate reset --force', 'destructive/database/prisma-reset'],
    ['pnpm exec prisma db push --force-reset', 'destructive/database/prisma-force-reset'],
    ['yarn prisma migrate reset', 'destructive/database/prisma-reset'],
    ['uv run python manage.py flush --noinput', 'destructive/database/django-flush'],
    ['bundle exec rake db:drop', 'destructive/database/rails-reset'],
    ['watch -n 5 docker volume prune -f', 'destructive/containers/docker-volume-rm'],
    ['heroku run rails db:reset -a myapp', 'destructive/database/rails-reset'],
    ['docker-compose run --rm web rake db:reset', 'destructive/database/rails-reset'],
    ['ansible all -m shell -a "rm -rf /var/www"', 'destructive/filesystem/rm-recursive'],
    ['fly ssh console -C "rm -rf /data/*"', 'destructive/filesystem/rm-recursive'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('paths piped into xargs or Remove-Item are the deleted operands', () => {
  test.each([
    ['ls -d ~/projects/*/ | xargs rm -rf', 'destructive/filesystem/rm-recursive'],
    ['ls -d ~/projects/*/ | grep -v keep | xargs rm -rf', 'destructive/filesystem/rm-recursive'],
    ['find ~ -name node_modules -type d | xargs rm -rf', 'destructive/filesystem/rm-recursive'],
    ['find /var/log -name "*.gz" | xargs sudo rm -f', 'destructive/filesystem/rm-found'],
    ['echo /opt/app | xargs -I{} rm -rf {}', 'destructive/filesystem/rm-recursive'],
    ['ls | xargs rm -rf', 'destructive/filesystem/rm-recursive'],
    ['Get-ChildItem -Path ~ -Recurse -Filter node_modules | Remove-Item -Recurse -Force', 'destructive/windows/remove-item-recurse'],
    ['gci C:/Users/dev | Remove-Item -Recurse -Force', 'destructive/windows/remove-item-recurse'],
    ["find . -name '*.pyc' | xargs rm -f", 'none'],
    ['git ls-files -z --deleted | xargs -0 git rm', 'none'],
    ['cd build && ls | xargs rm -rf', 'none'],
    ['ls -t backups/*.tar.gz | tail -n +6 | xargs rm -f', 'none'],
    ['xargs -a ~/list.txt rm -f', 'none'],
    ['ls ~/projects | xargs -I{} rm -rf ~/projects/{}', 'destructive/filesystem/rm-recursive'],
    ['echo a b | xargs -i rm -rf /srv/{}', 'destructive/filesystem/rm-recursive'],
    ['ls | xargs -I % rm -rf build/%', 'none'],
    ['Get-ChildItem -Path . -Include *.tmp -Recurse | Remove-Item -Force', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a variable holding a command line is substituted before judging', () => {
  test.each([
    ['CMD="git push --force origin main"; eval "$CMD"', 'destructive/git/force-push'],
    ['CMD="git push --force origin main"; $CMD', 'destructive/git/force-push'],
    ['CMD="git push --force origin main" && bash -c "$CMD"', 'destructive/git/force-push'],
    ['export R="git reset --hard"; ${R}', 'destructive/git/reset-hard'],
    ['D=/etc; rm -rf "$D"', 'destructive/filesystem/rm-recursive'],
    ['CMD="git push origin feature"; eval "$CMD"', 'none'],
    ['D=build; rm -rf "$D"', 'none'],
    ['D=$(mktemp -d); rm -rf "$D"', 'none'],
    ['D=/; D=$(mktemp -d); rm -rf "$D"/*', 'none'],
    ['MSG="rm -rf /"; git commit -m "$MSG"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a for loop deleting its variable deletes every word of its list', () => {
  test.each([
    ['for d in /var/log/*; do sudo rm -rf "$d"; done', 'destructive/filesystem/rm-recursive'],
    ['for f in ~/projects/*; do rm -rf "$f"; done', 'destructive/filesystem/rm-recursive'],
    ['for d in build /etc; do rm -rf "${d}"; done', 'destructive/filesystem/rm-recursive'],
    ['for d in a b\ndo\n  rm -rf ~/$d\ndone', 'destructive/filesystem/rm-recursive'],
    ['for u in /home/*; do find "$u" -name "*.log" -delete; done', 'destructive/filesystem/find-delete'],
    ['for d in build dist; do rm -rf "$d"; done', 'none'],
    ['for f in *.pyc; do rm "$f"; done', 'none'],
    ['for d in node_modules .cache; do rm -rf "./$d"; done', 'none'],
    ['for f in /var/log/*.log; do cat "$f"; done', 'none'],
    ['for d in $(ls /); do rm -rf "build/$d"; done', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('copying or moving only speaks when the destination is a sensitive file', () => {
  test.each([
    ['cp x ~/.bashrc', 'destructive/filesystem/copy-over-sensitive'],
    ['mv x ~/.zshrc', 'destructive/filesystem/copy-over-sensitive'],
    ['cp deploy/id_ed25519 ~/.ssh/', 'destructive/filesystem/copy-over-sensitive'],
    ['cp -t ~/.ssh authorized_keys', 'destructive/filesystem/copy-over-sensitive'],
    ['echo key > ~/.ssh/authorized_keys', 'destructive/filesystem/redirect-sensitive'],
    ['cp ~/.bashrc ~/.bashrc.bak', 'none'],
    ['mv ~/.zshrc ~/.zshrc.old', 'none'],
    ['cp ~/.ssh/id_ed25519.pub ./deploy.pub', 'none'],
    ['cp ~/.gitconfig ~/backup/', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('every domain speaks', () => {
  test.each([
    [
      'aws route53 change-resource-record-sets --hosted-zone-id Z1 --change-batch \'{"Changes":[{"Action":"DELETE"}]}\'',
      'destructive/cloud/dns-change-delete',
    ],
    ['curl -X DELETE "https://api.digitalocean.com/v2/droplets/$ID" -H "Authorization: Bearer $T"', 'destructive/cloud/http-delete'],
    ['http DELETE https://api.fly.io/v1/apps/web', 'destructive/cloud/http-delete'],
    ['rm -rf ..', 'destructive/filesystem/rm-recursive'],
    ['npx rimraf ~/old-projects', 'destructive/filesystem/rimraf'],
    ['rm -rf "${HOME:?}/"', 'destructive/filesystem/rm-recursive'],
    ['git rm -rf .', 'destructive/git/rm-all'],
    ['find . -delete', 'destructive/filesystem/find-delete'],
    ['pwsh -EncodedCommand UgBlAG0AbwB2AGUALQBJAHQAZQBtACAALQBSAGUAYwB1AHIAcwBlACAAQwA6AFwA', 'destructive/windows/remove-item-recurse'],
    ['> ~/.bash_history', 'destructive/filesystem/redirect-sensitive'],
    ['shred -u ~/.ssh/id_ed25519', 'destructive/filesystem/rm-sensitive'],
    ['echo "ssh-ed25519 AAAA" > ~/.ssh/authorized_keys', 'destructive/filesystem/redirect-sensitive'],
    ['cat /dev/null > ~/.bashrc', 'destructive/filesystem/redirect-sensitive'],
    ['echo "127.0.0.1 x" | sudo tee /etc/hosts', 'destructive/filesystem/tee-sensitive'],
    ['truncate -s 0 ~/.zsh_history', 'destructive/filesystem/truncate-sensitive'],
    ['git push origin +main', 'destructive/git/force-push'],
    ['git push origin :release/1.2', 'destructive/git/delete-remote-branch'],
    ['git push origin --delete main', 'destructive/git/delete-remote-branch'],
    ['git push --force-with-lease origin master', 'destructive/git/lease-push-default'],
    ['git reflog expire --expire=now --all', 'destructive/git/reflog-expire'],
    ['git gc --prune=now --aggressive', 'destructive/git/gc-prune-now'],
    ['git clean -fdx', 'destructive/git/clean-ignored'],
    ['git checkout -- .', 'destructive/git/checkout-all'],
    ['git restore .', 'destructive/git/restore-all'],
    ['git stash clear', 'destructive/git/stash-clear'],
    ['git branch -D feature/x', 'destructive/git/branch-force-delete'],
    ['git filter-repo --path secrets.txt --invert-paths', 'destructive/git/filter-branch'],
    ['mysql -e "DELETE FROM orders"', 'destructive/sql/delete-without-where'],
    ['psql -c "UPDATE users SET admin = true"', 'destructive/sql/update-without-where'],
    ['sqlite3 app.db "ALTER TABLE users DROP COLUMN email"', 'destructive/sql/drop-column'],
    ['redis-cli -h cache.internal flushdb', 'destructive/database/redis-flush'],
    ['mongosh mydb --eval "db.dropDatabase()"', 'destructive/database/mongo-drop'],
    ['php artisan migrate:fresh --seed', 'destructive/database/artisan-fresh'],
    ['mix ecto.reset', 'destructive/database/ecto-drop'],
    ['dotnet ef database drop --force', 'destructive/database/ef-drop'],
    ['flyway clean', 'destructive/database/migration-tool-wipe'],
    ['supabase db reset --linked', 'destructive/database/hosted-db-reset'],
    ['docker system prune -a --volumes', 'destructive/containers/docker-system-prune-volumes'],
    ['docker system prune -a -f', 'destructive/containers/docker-system-prune-all'],
    ['docker system prune --force --all', 'destructive/containers/docker-system-prune-all'],
    ['podman system prune -af', 'destructive/containers/docker-system-prune-all'],
    ['docker compose -f prod.yml down -v', 'destructive/containers/compose-down-volumes'],
    ['kubectl delete pods -l app=web', 'destructive/containers/kubectl-delete-selector'],
    ['kubectl -n prod delete pvc data-postgres-0', 'destructive/containers/kubectl-delete-storage'],
    ['helm uninstall my-release -n prod', 'destructive/containers/helm-uninstall'],
    ['terraform -chdir=infra destroy -auto-approve', 'destructive/cloud/terraform-destroy'],
    ['tofu apply -destroy', 'destructive/cloud/terraform-apply-destroy'],
    ['pulumi destroy --yes --stack prod', 'destructive/cloud/iac-destroy'],
    ['aws s3 rm s3://bucket/ --recursive', 'destructive/cloud/aws-s3-recursive'],
    ['aws rds delete-db-instance --db-instance-identifier prod --skip-final-snapshot', 'destructive/cloud/aws-delete-data'],
    ['gcloud projects delete my-project', 'destructive/cloud/gcloud-delete'],
    ['gcloud storage rm -r gs://bucket/data', 'destructive/cloud/gcloud-storage-rm'],
    ['az group delete --name prod-rg --yes', 'destructive/cloud/az-delete'],
    ['crontab -r', 'destructive/system/crontab-remove'],
    ['sudo mkfs.ext4 /dev/nvme1n1', 'destructive/system/format-device'],
    ['sudo mkfs.ext4 -F /dev/sdb1', 'destructive/system/format-device'],
    ['mkfs.xfs -f -L data /dev/nvme1n1', 'destructive/system/format-device'],
    ['sudo wipefs -af /dev/sdc', 'destructive/system/wipefs-erase'],
    ['sudo wipefs -o 0x438 /dev/sdc1', 'destructive/system/wipefs-erase'],
    ['sudo sgdisk --zap-all /dev/sdb', 'destructive/system/sgdisk-wipe'],
    ['hdparm --user-master u --security-erase p /dev/sdb', 'destructive/system/drive-erase'],
    ['sudo badblocks -w /dev/sdc', 'destructive/system/drive-erase'],
    ['cryptsetup luksFormat /dev/sdb1', 'destructive/system/erase-subcommand'],
    ['nvme format /dev/nvme0n1', 'destructive/system/erase-subcommand'],
    ['sfdisk /dev/sda < layout.dump', 'destructive/system/sfdisk-write'],
    ['podman system reset --force', 'destructive/containers/engine-reset'],
    ['podman machine rm -f', 'destructive/containers/engine-reset'],
    ['colima delete --data', 'destructive/containers/colima-delete-data'],
    ['sudo dd if=/dev/zero of=/dev/sda bs=1M', 'destructive/system/write-device'],
    ['sudo chmod -R 777 /', 'destructive/system/chmod-world'],
    ['sudo chown -R me /usr/local', 'destructive/system/chown-broad'],
    ['kill -9 -1', 'destructive/system/kill-all'],
    ['npm unpublish my-pkg@1.0.0', 'destructive/registry/npm-unpublish'],
    ['npm deprecate my-pkg@"<2" "use v2"', 'destructive/registry/npm-deprecate'],
    ['cargo yank --version 1.0.1 my-crate', 'destructive/registry/cargo-yank'],
    ['gem yank my-gem -v 0.1.0', 'destructive/registry/gem-yank'],
    ['Remove-Item -Recurse -Force C:\\Users\\dev', 'destructive/windows/remove-item-recurse'],
    ['powershell -NoProfile -Command "Remove-Item -Path C:\\ -Recurse -Force"', 'destructive/windows/remove-item-recurse'],
    ['pwsh -c "rm -r -fo $env:USERPROFILE"', 'destructive/filesystem/rm-recursive'],
    ['cmd /c "rd /s /q C:\\Windows"', 'destructive/windows/rd-recursive'],
    ['cmd.exe /C del /f /s /q C:\\Users\\dev\\*', 'destructive/windows/del-recursive'],
    ['Format-Volume -DriveLetter D', 'destructive/windows/format-volume'],
    ['Clear-Content -Path ~/.ssh/authorized_keys', 'destructive/windows/clear-content'],
    ['sudo truncate -s 0 /var/log/auth.log', 'destructive/filesystem/truncate-outside'],
    [': > /var/log/syslog', 'destructive/filesystem/colon-redirect-outside'],
    ['cat /dev/null > /var/log/messages', 'destructive/filesystem/cat-null-redirect-outside'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('safe variants and look-alikes stay silent', () => {
  test.each([
    'curl -X DELETE http://localhost:9200/test-index',
    'aws route53 change-resource-record-sets --hosted-zone-id Z1 --change-batch \'{"Changes":[{"Action":"UPSERT"}]}\'',
    'diskutil list disk2',
    'sudo sgdisk --verify /dev/sdX',
    'sudo hdparm -I /dev/xvda',
    'badblocks -v /dev/sdb',
    'cryptsetup open --readonly /dev/sdb1 data',
    'nvme smart-log /dev/nvme0',
    'sfdisk -l /dev/sda',
    'npm dist-tag rm my-pkg beta',
    'rm -rf node_modules dist build',
    'truncate -s 0 build/app.log',
    'truncate -s 1G /tmp/swapfile',
    ': > /dev/null',
    'cat /dev/null > app.log',
    'npx rimraf dist coverage',
    'ansible web -m ping',
    'rm -rf "${BUILD_DIR:?}/"',
    'git rm -r --cached .',
    'docker compose run --rm app npm test',
    'cat /dev/sda > /dev/null',
    'ddrescue /dev/sda disk.img disk.log',
    'rm -rf /var/folders/3x/abcd1234/T/tmp.abc',
    'mysql -e "SELECT 1; DELETE FROM jobs WHERE id = 3"',
    'find . -name "*.pyc" -delete',
    'git checkout -- *.ts',
    'rm -rf ../other-app/node_modules',
    'rm -rf /tmp/scratch',
    'git push --force-with-lease origin feature/x',
    'git push --dry-run --force origin main',
    'git clean -n -fdx',
    'git clean -i -fd',
    'git restore --staged .',
    'git branch -d feature/done',
    'kubectl delete pods --all --dry-run=client',
    'kubectl delete pod web-1',
    'helm uninstall my-release --dry-run',
    'terraform plan -destroy',
    'terraform apply',
    'dd if=/dev/zero of=disk.img bs=1M count=64',
    'mkfs.ext4 ./disk.img',
    'crontab -l',
    'crontab -ir',
    'psql -c "DELETE FROM sessions WHERE expires_at < now()"',
    'psql -c "UPDATE users SET admin = false WHERE id = 1"',
    'psql -f migrations/002.sql',
    'echo "DROP TABLE users" > notes.sql',
    'grep -rn "DROP TABLE" db/',
    'git commit -m "rm -rf / is bad"',
    'echo ok >> ~/.bashrc',
    'cat ~/.ssh/authorized_keys',
    'chmod -R 755 public',
    'kill -9 1234',
    'kill -1 1234',
    'npm publish --dry-run',
    'npm unpublish my-pkg --dry-run',
    'cargo yank --undo --version 1.0.1 my-crate',
    'aws s3 rm s3://bucket/one-file.txt',
    'Remove-Item -Path .\\build -Recurse -Force',
    'Remove-Item C:\\Users\\dev\\proj\\tmp.txt',
    'Format-Volume -DriveLetter D -WhatIf',
    'pwsh -c "Remove-Item -Recurse -Force C:\\Users\\dev\\Documents -WhatIf"',
    'Remove-Item -Path C:\\Users\\dev -Recurse -whatif:$true',
    'git push --force-with-lease=main:4f2a9c1 origin main',
    'git push --force-with-lease --force-if-includes origin main',
    'sudo wipefs /dev/sdc',
    'wipefs --no-act -a /dev/sdc',
    'podman system df',
    'colima delete',
    'docker compose down',
    'docker image prune -a',
    'docker image prune -a -f',
    'docker system prune -f',
    'find . -name "*.pyc" -delete',
    'find /tmp -mtime +7 -delete',
    'rsync -av --delete dist/ /tmp/site/',
    'parallel gzip ::: *.log',
    "parallel 'convert {} {.}.jpg' ::: *.png",
    "parallel --dry-run 'rm -rf /srv/{}' ::: a b",
    "parallel 'echo rm -rf /srv/{}' ::: a b",
  ])('%s', (command) => expect(rule(command)).toBe('none'));
});

describe('config and finding', () => {
  test.each([
    [{ rules: { 'destructive/git': false } }, 'git push --force origin main', 'none'],
    [{ rules: { 'destructive/git/force-push': false } }, 'git push --force origin main', 'none'],
    [{ rules: { 'destructive/git/reset-hard': false } }, 'git push --force origin main', 'destructive/git/force-push'],
    [{ rules: { destructive: false, 'destructive/git/reset-hard': true } }, 'git reset --hard && rm -rf ~', 'destructive/git/reset-hard'],
  ])('%j: %s → %s', (config, command, id) => expect(rule(command, config as Config)).toBe(id));

  test('the finding names the rules that spoke and fills the items', () => {
    const finding = destructive.detect(
      { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'git push -f origin main; rm -rf ~' } },
      context(),
    ) as Record<string, string>;
    expect(finding[RULES]).toBe('destructive/git/force-push destructive/filesystem/rm-recursive');
    expect(finding.items).toBe(
      "- `git push -f origin main`: rewrites the history of the default branch `main` on the remote; others' commits can be lost\n" +
        '- `rm -rf ~`: deletes your home directory',
    );
  });
});
