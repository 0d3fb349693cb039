import { describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { guardContext } from '../../support/guardContext.js';

// Classes from a blind practice set (setP): one speaking line per class and a benign near-miss.
const speaks = (command: string) => findDestructive(command, guardContext('/home/dev', { cwd: '/home/dev/proj' })).length > 0;

describe('practice set P classes', () => {
  test.each([
    // A truncating redirect names the file a variable holds.
    ['rc=~/.bashrc; echo "alias k=kubectl" > "$rc"', true],
    ['rc=~/.bashrc; echo "alias k=kubectl" >> "$rc"', false],
    // A command's output names the entry of a known folder that goes (`$(uname -r)`).
    ['sudo rm -rf /lib/modules/$(uname -r)', true],
    ['rm -rf /lib/modules/`uname -r`/', true],
    ['rm -rf build/$(git rev-parse --short HEAD)', false],
    ['rm -rf /tmp/$(whoami)', false],
    // A variable set to a script's argument with a default holds that default when the script runs bare.
    ['DEV=${1:-/dev/sda}; sudo dd if=out/disk.img of="$DEV" bs=4M', true],
    ['DIR=${1:-.}; rm -rf "$DIR"/*', true],
    ['DEV=${1:-/dev/loop7}; sudo dd if=out/disk.img of="$DEV" bs=4M', false],
    ['OUT=${1:-build}; rm -rf "$OUT"', false],
    // Output folders capitalised (EDK2's `Build`, Visual Studio's `Bin`/`Obj`).
    ['make -C build/uefi clean && rm -rf Build/OvmfX64', false],
    ['rm -rf Bin Obj', false],
    // A mainboard's own firmware rewritten or erased; a chip on a programmer erased.
    ['sudo flashrom -p internal -w build/coreboot.rom', true],
    ['flashrom -p ch341a_spi -E', true],
    ['flashrom -p internal -r backup.rom', false],
    ['flashrom -p ch341a_spi -w build/firmware.bin', false],
    // A virtual machine's disk deleted, even when a new empty one of that name follows.
    ['rm vm/debian.qcow2 && qemu-img create -f qcow2 vm/debian.qcow2 40G', true],
    ['rm -f "$HOME/VirtualBox VMs/dev/dev.vdi"', true],
    ['rm -f output-qemu/packer-ubuntu.qcow2', false],
    ['qemu-img create -f qcow2 vm/debian.qcow2 40G', false],
    // Records and notes emptied by a bare redirect; a build's output is not.
    ['> references.bib', true],
    [': > firmware/blobs/wifi-fw.bin', true],
    ['> data/odds_snapshots.jsonl', true],
    ['> build/out.o', false],
    // A loop device is an image file attached by losetup, not a disk.
    ['sudo dd if=out/disk.img of=/dev/loop7 bs=4M', false],
    ['sudo mkfs.vfat -F 32 /dev/loop7p1', false],
    ['sudo dd if=out/disk.img of=/dev/sdb bs=4M', true],
    // Caches and installed packages under the home are rebuilt; the app's own settings are not.
    ['rm -rf ~/Documents/Vault/.obsidian/plugins/dataview/node_modules', false],
    ['rm -rf ~/.cache/obsidian ~/.config/obsidian/Cache', false],
    ['rm -rf ~/.config/obsidian', true],
    // Other VCSs discard uncommitted work.
    ['svn revert -R . && svn update', true],
    ['svn revert src/main.c', false],
    ['bzr revert', true],
    ['bzr revert src/a.py', false],
    // An Elasticsearch/OpenSearch index list deleted on this machine.
    ["curl -X DELETE 'http://localhost:9200/orders,customers'", true],
    ["curl -X DELETE 'http://localhost:9200/orders/_doc/1'", false],
    // find over the project root with an excluded path, or every entry of the root.
    ["find . -name '*.py' -not -path './.venv/*' -delete", true],
    ["find . -name '*.pyc' -not -path './.venv/*' -delete", false],
    ['find /home/dev/proj -mindepth 1 -maxdepth 1 -mtime +1 -exec rm -rf {} +', true],
    ['find build -mindepth 1 -maxdepth 1 -exec rm -rf {} +', false],
    // A producer that lists every tracked file.
    ['git ls-files -z | xargs -0 rm -f', true],
    ["git ls-files '*.orig' | xargs rm -f", false],
    // A JavaScript monorepo's packages/ is source.
    ["node -e \"require('fs').rmSync('packages', {recursive: true, force: true})\"", true],
    ['rm -rf packages/ui/dist && pnpm build', false],
    // Emptying a database file, or a file outside the project, by copying /dev/null over it.
    ['cp /dev/null db/production.sqlite3', true],
    [': > db/production.sqlite3', true],
    ['cp /dev/null /tmp/empty.log', false],
    // A script file a heredoc of the line wrote, then ran.
    ['cat > /tmp/reset.sh <<\'EOF\'\nfor t in a b; do psql "$DB" -c "TRUNCATE $t CASCADE"; done\nEOF\nsh /tmp/reset.sh', true],
    ["cat > /tmp/reset.sh <<'EOF'\nrm -rf ~\nEOF", false],
    // PowerShell: every file of one source type under a source root.
    ['pwsh -c "Get-ChildItem -Path ./src -Recurse -Include *.cs | Remove-Item -Force"', true],
    ['pwsh -c "Get-ChildItem -Path ./bin -Recurse -Include *.dll | Remove-Item -Force"', false],
    // Database branches and task-runner targets by name.
    ['pscale branch delete ledger main --force', true],
    ['pscale branch list ledger', false],
    ['invoke db.drop --env=production', true],
    ['invoke db.migrate', false],
    // Tool caches in the home are disposable.
    ['rm -rf ~/.gradle/caches/build-cache-1 && ./gradlew build', false],
    ['rm -rf ~/.gradle/init.d', true],
    // Git work in a repository the line made in scratch space; a push still speaks.
    ['mkdir -p /tmp/lab && cd /tmp/lab && git init -q && git reset --hard HEAD', false],
    ['mkdir -p /tmp/lab && cd /tmp/lab && git init -q && cd /home/dev/proj && git reset --hard HEAD~2', true],
  ])('%s → %s', (command, expected) => expect(speaks(command)).toBe(expected));
});

describe('round 21: message streams, SurrealQL, migration rollbacks, Terraform -replace, PHP consoles, test stores', () => {
  test.each([
    // NATS JetStream: a stream, a bucket, an object store or a consumer; one key of a bucket is an entry.
    ['nats stream rm ORDERS --force --server nats://nats.prod:4222', true],
    ['nats kv del SESSIONS -f', true],
    ['nats kv del CONFIG feature_x', false],
    ['nats stream rmm ORDERS 42', false],
    // SurrealQL's REMOVE is its DROP; what the script defined is its own.
    ["surreal sql --endpoint http://db.internal:8000 --ns prod --db app <<< 'REMOVE DATABASE app'", true],
    ["surreal sql --endpoint http://localhost:8000 <<< 'DEFINE TABLE t; REMOVE TABLE t;'", false],
    // A migration tool rolling back every migration.
    ['hasura migrate apply --down all --database-name default --endpoint https://hasura.acme.io', true],
    ['migrate -path db/migrations -database "$DATABASE_URL" down -all', true],
    ['hasura migrate apply --down 1 --database-name default', false],
    // Terraform and its forks: -replace destroys the resource before creating it anew.
    ['tofu apply -replace=hcloud_server.db -auto-approve', true],
    ['terragrunt apply -replace=module.db.aws_db_instance.main', true],
    ['tofu plan -replace=hcloud_server.db', false],
    // A PHP console's topic command (`php occ user:delete`, `php artisan …`) deletes an account or record.
    ['sudo -u www-data php /var/www/nextcloud/occ user:delete alice', true],
    ['sudo -u www-data php /var/www/nextcloud/occ files:scan --all', false],
    ['php occ group:removeuser admins bob', false],
    // A test environment named in the command makes a framework's database reset silent, unless a database URL is named too.
    ['MIX_ENV=test mix ecto.reset', false],
    ['export RAILS_ENV=test && bin/rails db:reset', false],
    ['php artisan migrate:fresh --seed --env=testing', false],
    ['mix ecto.reset', true],
    ['MIX_ENV=test DATABASE_URL="$PROD_DATABASE_URL" mix ecto.reset', true],
    ['RAILS_ENV=test docker compose run web bin/rails db:reset', true],
    // Supabase resets the local development database unless it is linked or given a URL.
    ['supabase db reset', false],
    ['supabase db reset --linked', true],
    // A store named as a test's or scratch on this machine.
    ['curl -X DELETE "http://localhost:7700/indexes/movies-test-$RUN_ID"', false],
    ['curl -X DELETE "http://localhost:7700/indexes/movies"', true],
  ])('%s → %s', (command, expected) => expect(speaks(command)).toBe(expected));
});

describe('round 42: console purges, object-store prefixes, emptied configuration, test databases, spill folders, rolled-back SQL', () => {
  test.each([
    // A PHP console's `topic:verb` command that removes, deletes or purges, given `--all` or `--recursive`.
    ['php bin/console pim:product:remove --all', true],
    ['pimcore-console pimcore:assets:delete --folder=/Products --recursive', true],
    ['php /var/www/pim/bin/console pimcore:assets:delete --folder=/Products --recursive', true],
    ['php bin/console pim:product:remove --all --help', false],
    ['php bin/console pim:product:list --all', false],
    ['php bin/console pimcore:assets:delete --id=412', false],
    ['bin/console cache:clear', false],
    // Akeneo's job history purged with none kept.
    ['bin/console akeneo:batch:purge-job-execution --days=0', true],
    ['bin/console akeneo:batch:purge-job-execution --days=90', false],
    ['bin/console akeneo:batch:purge-job-execution', false],
    // fsspec's recursive remove of an object store prefix (a literal URL or a variable's path).
    ['python3 -c "import s3fs; fs = s3fs.S3FileSystem(); fs.rm(\'s3://climate-lab/era5.zarr\', recursive=True)"', true],
    ['python3 -c "import gcsfs; fs = gcsfs.GCSFileSystem(); fs.rm(\'gs://lab-bucket/era5\', recursive=True)"', true],
    ['python3 -c "fs.rm(remote_prefix, recursive=True)"', true],
    ['python3 -c "import s3fs; fs = s3fs.S3FileSystem(); fs.rm(\'s3://climate-lab/tmp/part-0001.parquet\')"', false],
    ['python3 -c "fs.rm(tmp_dir, recursive=True)"', false],
    // Hand-made configuration emptied: a word list under config/, a WRF or Fortran namelist.
    ["echo '' > config/banned_words.txt", true],
    ['cp /dev/null namelist.input', true],
    ['truncate -s 0 conf/allowed_domains.txt', true],
    ['> physics.nml', true],
    ["echo '' >> config/banned_words.txt", false],
    ["echo '' > build/config/words.txt", false],
    ['cp /dev/null notes.txt', false],
    ['cp /dev/null logs/wrf.log', false],
    // A test suite's database dropped: each run makes it again; a database of any other name still speaks.
    ['dropdb --if-exists league_test', false],
    ['dropdb -h localhost -U postgres test_league', false],
    ['dropdb league', true],
    ['dropdb league_test league', true],
    ['dropdb contest', true],
    // Dask's spill folder is its workers' scratch space.
    ['rm -rf dask-worker-space/', false],
    ['rm -rf ./dask-scratch-space', false],
    ['rm -rf data/', true],
    // NCO writing a subset over its own input (a WRF output has no extension): the other variables are gone.
    ['ncks -O -v T2 wrfout_d01_2023-06-01_00:00:00 wrfout_d01_2023-06-01_00:00:00', true],
    ['ncwa -O -a time era5.nc era5.nc', true],
    ['ncks -O -v T2 wrfout_d01_2023-06-01_00:00:00 t2.nc', false],
    ['ncks -O -v tas /tmp/x.nc /tmp/x.nc', false],
    ['ncks -m wrfout_d01_2023-06-01_00:00:00', false],
    // A statement inside `BEGIN; … ROLLBACK;` is undone: it counts once a COMMIT or the script's end keeps it.
    ["psql league -c 'BEGIN; DELETE FROM fixtures WHERE season = 2019; ROLLBACK;'", false],
    ["mysql league -e 'START TRANSACTION; TRUNCATE fixtures; ROLLBACK;'", false],
    ["psql league -c 'BEGIN; DELETE FROM fixtures WHERE season = 2019; COMMIT;'", true],
    ["psql league -c 'BEGIN; DELETE FROM fixtures WHERE season = 2019;'", true],
    ["psql league -c 'BEGIN; DELETE FROM fixtures WHERE season = 2019; ROLLBACK; DROP TABLE fixtures;'", true],
    ['python3 -c "import s3fs; print(s3fs.S3FileSystem().ls(\'s3://climate-lab/era5/\'))"', false],
  ])('%s → %s', (command, expected) => expect(speaks(command)).toBe(expected));
});
