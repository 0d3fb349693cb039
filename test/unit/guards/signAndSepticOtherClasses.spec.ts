import { describe, expect, test } from 'vitest';
import { outside, secretSpeaks } from '../../support/guardSpeaks.js';

// Round 57's outside-project and secrets classes (sign makers and vehicle-wrap shops, martial-arts and dance schools,
// septic, well-drilling and excavation contractors, piano and band-instrument shops): a printer registered with CUPS,
// a tool installed into the user's Python site or tool folder (also through `python -m`), an Authorize.net transaction
// key. One line per class that speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const transactionKey = ['MROC5E7L', 'CPVLJX8V'].join('');

describe('a printer registered, changed or removed with lpadmin writes CUPS config in /etc (outside-project)', () => {
  test.each([
    ['sudo lpadmin -p Roland_VG3 -E -v socket://10.0.0.41:9100 -m raw', ['/etc/cups/printers.conf']],
    ['lpadmin -x OldPlotter', ['/etc/cups/printers.conf']],
    ['sudo lpadmin -d Zebra_GK420', ['/etc/cups/printers.conf']],
    // Reading the printers, no destination given, printing.
    ['lpstat -p', []],
    ['lpadmin', []],
    ['lp -d Roland_VG3 out/decal.pdf', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe("a package installed into the user's site or tool folder, also through `python -m` (outside-project)", () => {
  test.each([
    ['python3 -m pip install --user -e .', ['/home/dev/.local/lib']],
    ['python -m pip uninstall --user tuner-cli', ['/home/dev/.local/lib']],
    ['pipx install ./tools/tuner-cli', ['/home/dev/.local/share/pipx']],
    ['python3 -m pipx install ruff', ['/home/dev/.local/share/pipx']],
    ['uv tool install ruff', ['/home/dev/.local/share/uv/tools']],
    // Into the project's environment, a run of a tool without installing it, listings.
    ['python3 -m pip install -e .', []],
    ['python -m pip install -r requirements.txt', []],
    ['pipx run black .', []],
    ['pipx list', []],
    ['uv tool run ruff check .', []],
    ['uv pip install -e .', []],
    ['python3 -m build --outdir dist', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe("Authorize.net's transaction key given a literal (secrets/generic assignment)", () => {
  test.each([
    [
      '/p/config/authorize_net.php',
      `<?php\nreturn [\n    'api_login_id'    => '7bJuefJpDc',\n    'transaction_key' => '${transactionKey}',\n];\n`,
      true,
    ],
    ['/p/src/payments.js', `const gateway = { apiLoginId: '7bJuefJpDc', transactionKey: '${transactionKey}' };\n`, true],
    ['/p/app/payments/authorize_net.rb', `  transaction_key: '${transactionKey}',\n`, true],
    // The login id alone, placeholders, the key read from the environment.
    ['/p/config/authorize_net.php', "<?php\nreturn ['api_login_id' => '7bJuefJpDc'];\n", false],
    ['/p/config/authorize_net.php', "<?php\nreturn ['transaction_key' => 'YOUR_TRANSACTION_KEY'];\n", false],
    ['/p/config/authorize_net.php', "<?php\nreturn ['transaction_key' => env('AUTHORIZE_NET_TRANSACTION_KEY')];\n", false],
    ['/p/src/payments.js', 'const gateway = { transactionKey: process.env.AUTHNET_TRANSACTION_KEY };\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
