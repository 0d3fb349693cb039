import { describe, expect, test } from 'vitest';
import { evalSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 60's eval and secrets classes (hardware stores and lumber yards, equestrian centres, caterers and food trucks,
// audiology clinics): a term decoder given its documented safe option in a pipe, a test loading back what the code
// under test saved into its temp folder, and a private key written as separate quoted words. One line per class that
// speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const begin = (kind: string) => ['-----BEGIN', `${kind}PRIVATE KEY-----`].join(' ');
const end = (kind: string) => ['-----END', `${kind}PRIVATE KEY-----`].join(' ');
const opensshBody = ['b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAE', 'bm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQ'].join('');
const rsaBody = ['MIIEowIBAAKCAQEAq3Xv7Tn1Wb9Yc3Kd6Jf0', 'Gs5PaQ4Zr8Hx1Ek2Lm9Np3Rs7Tu1Vw'].join('');

describe("a term decoder given Erlang's safe option, piped or in Erlang (eval/beam/binary-to-term)", () => {
  test.each([
    ['/p/lib/clinic_sync/codec.ex', 'def decode(body), do: body |> Base.decode64!() |> :erlang.binary_to_term()\n', true],
    ['/p/lib/clinic_sync/codec.ex', 'def decode(body), do: :erlang.binary_to_term(Base.decode64!(body))\n', true],
    ['/p/src/wire.erl', 'decode(Bin) -> binary_to_term(Bin).\n', true],
    ['/p/lib/clinic_sync/codec.ex', 'def decode(body), do: body |> :erlang.binary_to_term([:unsafe_fun])\n', true],
    // The safe option, with the binary piped in or given first, and Plug's non-executable decoder.
    ['/p/lib/clinic_sync/codec_safe.ex', 'def decode(body), do: body |> Base.decode64!() |> :erlang.binary_to_term([:safe])\n', false],
    ['/p/lib/clinic_sync/codec_safe.ex', 'def decode(body), do: :erlang.binary_to_term(body, [:safe, :used])\n', false],
    ['/p/src/wire.erl', 'decode(Bin) -> binary_to_term(Bin, [safe]).\n', false],
    ['/p/lib/clinic_sync/codec_safe.ex', 'def decode(body), do: Plug.Crypto.non_executable_binary_to_term(body, [:safe])\n', false],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});

describe("a test loading back what the code under test saved in the test's temp folder (eval/python/pickle)", () => {
  const saved = (body: string) => `import pickle\nfrom costing.cache import save_costs\n\ndef test_cache(monkeypatch, tmp_path):\n${body}`;
  test.each([
    [
      '/p/tests/test_costing_cache.py',
      saved(
        '    monkeypatch.setattr("costing.cache.CACHE", tmp_path / "c.pkl")\n    save_costs({"a": 1})\n' +
          '    assert pickle.loads((tmp_path / "c.pkl").read_bytes()) == {"a": 1}\n',
      ),
      false,
    ],
    [
      '/p/tests/test_menu.py',
      saved('    path = tmp_path / "m.pkl"\n    write_menu(path)\n    with path.open("rb") as fh:\n        assert pickle.load(fh)\n'),
      false,
    ],
    // A fixture of the repository, a download into the temp folder, the same load outside a test.
    ['/p/tests/test_menu.py', saved('    assert pickle.loads(open("tests/fixtures/m.pkl", "rb").read())\n'), true],
    [
      '/p/tests/test_menu.py',
      saved(
        '    urlretrieve("https://x.example/m.pkl", tmp_path / "m.pkl")\n    save_costs(1)\n    pickle.loads((tmp_path / "m.pkl").read_bytes())\n',
      ),
      true,
    ],
    ['/p/costing/cache.py', 'import pickle\n\ndef load(path):\n    save_costs(1)\n    return pickle.loads(path.read_bytes())\n', true],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});

describe('a private key written from the command line as separate quoted words (secrets/private-key-begun)', () => {
  test.each([
    [`printf '%s\\n' '${begin('OPENSSH ')}' '${opensshBody}' '${end('OPENSSH ')}' > deploy/id_ed25519`, true],
    [`printf '%s\\n' '${begin('OPENSSH ')}' '${opensshBody.slice(0, 36)}…' '${end('OPENSSH ')}' > deploy/id_ed25519`, true],
    [`echo "${begin('RSA ')}" "${rsaBody}" "${end('RSA ')}" > deploy/key.pem`, true],
    // A placeholder, a variable or no body at all.
    [`printf '%s\\n' '${begin('OPENSSH ')}' '...' '${end('OPENSSH ')}' > deploy/id_ed25519`, false],
    [`printf '%s\\n' '${begin('OPENSSH ')}' '<key>' '${end('OPENSSH ')}' > deploy/id_ed25519`, false],
    [`printf '%s\\n' '${begin('OPENSSH ')}' "$KEY" '${end('OPENSSH ')}' > deploy/id_ed25519`, false],
    [`printf '%s\\n' '${begin('RSA ')}' 'REDACTED' '${end('RSA ')}' > deploy/key.pem`, false],
    [`printf '%s\\n' '${begin('RSA ')}' '${end('RSA ')}' > deploy/key.pem`, false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});
