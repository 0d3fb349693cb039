import { describe, expect, test } from 'vitest';
import { evalSpeaks, secretSpeaks } from '../../support/guardSpeaks.js';

// Round 69's eval and secrets classes (written here on ferry operators, piano tuners and seed libraries): a YAML loader
// name bound only to safe loaders, by an import's alias, an assignment or a try/except fallback; a credential-named
// assignment whose literal sits on the next line (Ruby's and JavaScript's `x =`, Python's `X = (` or `X = \`), and a
// Laravel application key. One line per class that speaks and near-misses that stay silent.

const yamlRead = (head: string) =>
  `import yaml\n\n${head}\n\n\ndef sailings(path):\n    with open(path, "rb") as fh:\n        return yaml.load(fh, Loader=Loader)\n`;
describe('a YAML loader name is as safe as every binding of it (eval/python/yaml-load)', () => {
  test.each([
    ['try:\n    from yaml import CLoader as Loader\nexcept ImportError:\n    from yaml import SafeLoader as Loader', true],
    ['try:\n    from yaml import CSafeLoader as Loader\nexcept ImportError:\n    from yaml import Loader', true],
    ['Loader = yaml.FullLoader', true],
    ['Loader = yaml.CSafeLoader if fast else yaml.UnsafeLoader', true],
    ['from yaml import Loader', true],
    ['', true],
    // Only safe loaders behind the name: the C one with the pure-Python fallback, an assignment, an alias, a wrapped import.
    [
      'try:\n    from yaml import CSafeLoader as Loader\nexcept ImportError:  # no libyaml\n    from yaml import SafeLoader as Loader',
      false,
    ],
    ['Loader = yaml.SafeLoader', false],
    ['from yaml import BaseLoader as Loader', false],
    ['from yaml import (\n    CSafeLoader as Loader,\n)', false],
  ])('%j → %s', (head, speaks) => expect(evalSpeaks('/p/ferries/timetable.py', yamlRead(head))).toBe(speaks));
});

// Assembled at run time so that no scanner flags this file.
const hex = ['9c4e1a7f3b8d2e6c', '0f5a9b3d7e1c4f8a', '2d6b0e9c3a7f1d5b', '8e2c6a0f4d9b3e7c'].join('');
const b64 = ['Zq3Lm8Vx2Tk7Rw4N', 'b9Cy1Hf6Gd0Jp5Sa', 'E2uQ4oI8yXw='].join('');
describe("a credential's literal on the line after its name, and a Laravel application key (secrets)", () => {
  test.each([
    ['config/initializers/tuning_portal.rb', `TuningPortal.config.signing_secret =\n  "${hex}"\n`, true],
    ['seedlib/settings.py', `SECRET_KEY = (\n    "${hex.slice(0, 50)}"\n)\n`, true],
    ['seedlib/settings.py', `SECRET_KEY = \\\n    "${hex.slice(0, 50)}"\n`, true],
    ['src/ferry/api.js', `const bookingApiToken =\n  '${hex.slice(0, 40)}';\n`, true],
    ['config/app.php', `<?php\nreturn [\n    'key' =>\n        'base64:${b64}',\n];\n`, true],
    ['config/app.php', `<?php\nreturn [\n    'key' => env('APP_KEY', 'base64:${b64}'),\n];\n`, true],
    // A digest under a hash's name, an environment lookup, a placeholder, a dotenv empty value, a YAML mapping, Laravel's env().
    ['seedlib/catalogue.py', `CATALOGUE_SHA256 = (\n    "${hex.slice(0, 64)}"\n)\n`, false],
    ['config/initializers/tuning_portal.rb', `FIRMWARE_CHECKSUM =\n  "${hex.slice(0, 64)}"\n`, false],
    ['src/ferry/pin.js', `const certFingerprint =\n  '${hex.slice(0, 40)}';\n`, false],
    ['config/initializers/tuning_portal.rb', `TuningPortal.config.signing_secret =\n  ENV.fetch("TUNING_SIGNING_SECRET")\n`, false],
    ['seedlib/settings.py', `SECRET_KEY = (\n    "change-me-in-production"\n)\n`, false],
    ['.env', `BOOKING_API_KEY=\n"${hex.slice(0, 40)}"\n`, false],
    ['config/ferry.yml', `booking_api_key:\n  "${hex.slice(0, 40)}"\n`, false],
    ['config/app.php', `<?php\nreturn [\n    'key' => env('APP_KEY'),\n];\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(`/p/${file}`, content)).toBe(speaks));
});
