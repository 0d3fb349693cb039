import { describe, expect, test } from 'vitest';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 129's secrets false alarms: a label's plain-word message after a colon read as a password (`from 1Password: Prayer
// Hall Camera` in a `${VAR:?…}` message), and a connection string's local dev login (the password repeats the user or the
// database name on a local host). One line per class that stays silent and near-misses that still speak.

// Assembled at run time so that no scanner flags this file.
const drawn = ['Xk8#pq2!', 'Lm7vRt'].join('');
const conn = (pairs: string) => `{\n  "ConnectionStrings": {\n    "Shop": "${pairs}"\n  }\n}\n`;

describe('plain words after a label and a colon are prose, not a password (secrets/generic/assignment)', () => {
  test.each([
    ['scripts/go_live.sh', ': "${CAMERA_URL:?export CAMERA_URL (from 1Password: Prayer Hall Camera)}"\n', false],
    ['bin/backup.sh', ': "${DB_PASS:?export DB_PASS (see Bitwarden Password: Parish Office Database)}"\n', false],
    ['scripts/login.sh', 'echo "Password: Please try again"\n', false],
    ['deploy/notes.sh', '# Vault password: Shared Ops Folder\n', false],
    ['config/camera.yml', 'password: Prayer Hall Camera\n', false],
    // A chosen value, or one plain word alone, is still a password.
    ['scripts/go_live.sh', `: "\${CAMERA_URL:?set it (1Password: ${drawn})}"\n`, true],
    ['config/camera.yml', 'password: Prayer\n', true],
    ['config/camera.yml', 'password: Prayer # the hall camera\n', true],
    ['config/camera.yml', 'password: Prayer9 Hall\n', true],
    ['scripts/run.sh', 'PASSWORD=Prayer make deploy\n', true],
  ])('%s %s', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));
});

describe("a connection string's local dev login: the password repeats the user or database name on a local host", () => {
  test.each([
    ['src/PetShop.Api/appsettings.Development.json', conn('Host=localhost;Database=petshop_dev;Username=petshop;Password=petshop'), false],
    ['src/Kennel.Web/appsettings.json', conn('Server=127.0.0.1,1433;Database=kennel;User Id=kennel;Password=kennel;Timeout=30'), false],
    ['src/Kennel.Web/appsettings.json', conn('Server=(localdb)\\\\mssqllocaldb;Database=Kennel;User Id=sa;Password=Kennel2'), true],
    [
      'src/Kennel.Web/Web.config',
      '<add connectionString="Data Source=.\\SQLEXPRESS;Initial Catalog=Barnyard9;User ID=app;Password=Barnyard9" />\n',
      false,
    ],
    ['.env', 'ConnectionStrings__Shop=Host=localhost;Database=shop_dev;Username=Shopper1;Password=Shopper1\n', false],
    [
      'docker-compose.yml',
      'services:\n  api:\n    environment:\n      - ConnectionStrings__Shop=Host=db;Database=aviary;Username=Aviary1;Password=Aviary1\n',
      false,
    ],
    ['app/db.py', 'conn = psycopg2.connect("host=localhost dbname=Tackle7 user=app password=Tackle7")\n', false],
    ['config/database.yml', 'url: postgres://app:bakery@localhost:5432/bakery\n', false],
    // A chosen password on a local host, the same pair on a remote host, a string that names no host.
    ['src/PetShop.Api/appsettings.Development.json', conn(`Host=localhost;Database=petshop_dev;Username=petshop;Password=${drawn}`), true],
    ['src/PetShop.Api/appsettings.json', conn('Host=db.petshop-prod.com;Database=petshop;Username=petshop;Password=petshop'), true],
    ['src/PetShop.Api/appsettings.json', conn('Host=10.2.3.4;Database=petshop;Username=petshop;Password=petshop'), true],
    [
      'src/Kennel.Web/appsettings.json',
      conn('Server=tcp:kennel.database.windows.net,1433;Database=kennel;User Id=kennel;Password=kennel'),
      true,
    ],
    ['.env', 'DB_CONN=Host=pg.acme-shop.com;Database=shop;Username=Shopper1;Password=Shopper1;Pooling=true\n', true],
    ['src/Program.cs', 'var cs = "Database=shop;Username=Shopper1;Password=Shopper1";\n', true],
    ['config/database.yml', 'url: postgres://app:bakery@db.bakery-prod.com:5432/bakery\n', true],
    ['config/database.yml', 'url: postgres://app:Bakery9x@localhost:5432/bakery\n', true],
  ])('%s %s', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));

  test.each([
    ['dotnet user-secrets set ConnectionStrings:Shop "Host=localhost;Database=shop;Username=shopper;Password=shopper"', false],
    ['psql "host=localhost dbname=shop user=Shopper1 password=Shopper1"', false],
    ['psql "host=db.acme-shop.io dbname=shop user=Shopper1 password=Shopper1"', true],
    [`dotnet user-secrets set ConnectionStrings:Shop "Host=localhost;Database=shop;Username=shopper;Password=${drawn}"`, true],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});
