import { describe, expect, test } from 'vitest';
import { outside, secretSpeaks } from '../../support/guardSpeaks.js';

// Round 51's outside-project and secrets classes (bakeries and food manufacturing, swimming pools, nursing homes,
// tattoo studios): a package or build tool's output folder option, a copy out of a container onto this machine; an
// account's password passed by position after its name, a symmetric cipher's key given as a literal. One line per class
// that speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const password = ['H4yw@rd', '-Spa2024!'].join('');
const fernetKey = ['88YlvVLWePGNr74klo10', 'Yz2cHvihnAqZLmkyDilJczo='].join('');
const hexKey = ['6f1c2e8a9b0d4e7f', '8a1b2c3d4e5f6a7b'].join('');
const textKey = ['a9F3kL0p', 'Q7zX2mN8'].join('');

describe("a package or build tool's output folder option writes there (outside-project)", () => {
  test.each([
    ['npm pack --pack-destination ~/packages', ['/home/dev/packages']],
    ['pnpm pack --pack-destination=/srv/pkgs', ['/srv/pkgs']],
    ['yarn pack --filename ~/releases/ui.tgz', ['/home/dev/releases/ui.tgz']],
    ['bun pm pack --destination ~/packages', ['/home/dev/packages']],
    ['pip wheel -w ~/wheels .', ['/home/dev/wheels']],
    ['pip download -r requirements.txt -d ~/offline', ['/home/dev/offline']],
    ['cargo package --target-dir ~/cargo-target', ['/home/dev/cargo-target']],
    ['dotnet publish -c Release -o /var/www/poolctl', ['/var/www/poolctl']],
    ['docker save -o ~/images/app.tar app:1.4', ['/home/dev/images/app.tar']],
    ['helm package ./chart -d ~/charts', ['/home/dev/charts']],
    // Into the project, a dry run, the default folder.
    ['npm pack --pack-destination dist', []],
    ['npm pack --dry-run --pack-destination ~/packages', []],
    ['pip wheel -w wheels .', []],
    ['cargo build --release --target-dir target', []],
    ['docker save -o build/app.tar app:1.4', []],
    ['helm package ./chart', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe('a copy out of a container onto this machine writes its destination (outside-project)', () => {
  test.each([
    ['docker cp emar-db:/var/lib/postgresql/exports/mar_june.csv ~/Downloads/', ['/home/dev/Downloads']],
    ['kubectl -n care cp emar-0:/tmp/report.pdf /srv/reports/report.pdf', ['/srv/reports/report.pdf']],
    ['podman container cp oven-ctl:/etc/oven.yml /etc/oven.yml', ['/etc/oven.yml']],
    // Into the container, into the project, to standard output.
    ['docker cp ./seed.sql emar-db:/tmp/seed.sql', []],
    ['docker cp emar-db:/var/lib/postgresql/exports/mar_june.csv ./exports/', []],
    ['docker cp emar-db:/var/log/app.log -', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe("an account's password passed by position after its name (secrets/generic/account-then-password-positional)", () => {
  test.each([
    ['/p/scripts/pull_omnilogic.py', `api = OmniLogic("plantroom@aquaflow-leisure.co.uk", "${password}")\n`, true],
    ['/p/src/hayward.ts', `const c = new HaywardClient('plantroom', '${password}');\n`, true],
    // Two plain words, values read from the environment, a placeholder, a stored hash in an SQL row.
    ['/p/app/text.py', 'x = Locale("en_us", "iso-8859-1")\ny = s.encode("en", "utf-8")\n', false],
    ['/p/scripts/pull_omnilogic.py', 'api = OmniLogic(os.environ["OMNI_USER"], os.environ["OMNI_PASS"])\n', false],
    ['/p/scripts/pull_omnilogic.py', 'api = OmniLogic("user@example.com", "<PASSWORD>")\n', false],
    [
      '/p/db/seed.sql',
      "INSERT INTO users VALUES\n  ('admin@acme.io', '$2b$12$Zq8Lm3Rt7Vx2Wk9Nc4YbZuq8Lm3Rt7Vx2Wk9Nc4YbZq8Lm3Rt7Vx');\n",
      false,
    ],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe("a symmetric cipher's key given as a literal (secrets/keys/*-key-literal)", () => {
  test.each([
    ['/p/app/crypto/phi.py', `_FERNET = Fernet(b"${fernetKey}")\n`, true],
    ['/p/app/crypto/phi.py', `cipher = AES.new(bytes.fromhex("${hexKey}"), AES.MODE_GCM)\n`, true],
    ['/p/src/crypto.js', `const c = crypto.createCipheriv('aes-128-cbc', Buffer.from('${hexKey}', 'hex'), iv);\n`, true],
    ['/p/internal/seal.go', `block, err := aes.NewCipher([]byte("${textKey}"))\n`, true],
    ['/p/src/main/java/Seal.java', `SecretKeySpec k = new SecretKeySpec("${textKey}".getBytes(), "AES");\n`, true],
    // A key made at run time or read from the environment.
    ['/p/app/crypto/phi.py', 'k = Fernet(Fernet.generate_key())\nj = Fernet(os.environ["PHI_KEY"])\n', false],
    ['/p/src/crypto.js', "const c = crypto.createCipheriv('aes-256-cbc', Buffer.from(process.env.KEY, 'hex'), iv);\n", false],
    ['/p/internal/seal.go', 'block, err := aes.NewCipher([]byte(os.Getenv("SEAL_KEY")))\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
