import { describe, expect, test } from 'vitest';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 111's secrets classes: what3words' 8-character API key bound in code to a name the rule knows, in any
// language's assignment form (or to any `*_KEY` constant in a file that calls api.what3words.com); and a password given
// to a call that creates an account (Django's `create_superuser(username, email, password)`) or that hashes one.

const rust = (key: string) =>
  `const W3W_API_KEY: &str = "${key}";\n\npub async fn to_coords(words: &str) -> reqwest::Result<serde_json::Value> {\n` +
  `    reqwest::get(format!(\n        "https://api.what3words.com/v3/convert-to-coordinates?words={words}&key={W3W_API_KEY}"\n` +
  `    ))\n    .await?\n    .json()\n    .await\n}\n`;
const seed = (call: string) =>
  `from django.contrib.auth import get_user_model\n\nUser = get_user_model()\n\nif not User.objects.filter(username="office").exists():\n    ${call}\n`;
const pw = 'yzVQuM%26hn2PBoN';
const spread = `User.objects.create_superuser(\n        "office",\n        "office@heatwise.co.uk",\n        "${pw}",\n    )`;
const shell = (password: string) =>
  `python manage.py shell -c "from django.contrib.auth.models import User; User.objects.create_superuser('office', 'o@heatwise.co.uk', ${password})"`;

describe('a what3words key bound in code (secrets/devops/what3words-api-key, what3words-bound-key)', () => {
  test.each([
    ['services/quote/src/w3w.rs', rust('NFFKMW0W'), true],
    ['src/geo.rs', `const W3W_API_KEY: &'static str = "NFFKMW0W";\n`, true],
    ['geo/geo.go', 'package geo\n\nconst W3W_API_KEY = "NFFKMW0W"\n', true],
    ['geo/geo.go', 'package geo\n\nvar w3wApiKey string = "NFFKMW0W"\n', true],
    ['geo/geo.go', 'func key() string {\n\tW3W_API_KEY := "NFFKMW0W"\n\treturn W3W_API_KEY\n}\n', true],
    ['app/geo.py', 'W3W_API_KEY = "NFFKMW0W"\n', true],
    ['app/geo.py', 'w3w_api_key = "NFFKMW0W"\n', true],
    ['src/geo.ts', 'const W3W_API_KEY: string = "NFFKMW0W";\n', true],
    ['src/geo.js', "const WHAT3WORDS_API_KEY = 'NFFKMW0W';\n", true],
    ['app/src/main/java/Geo.kt', 'const val WHAT3WORDS_API_KEY = "NFFKMW0W"\n', true],
    ['config/settings.yaml', 'what3words_api_key: NFFKMW0W\n', true],
    ['src/geo.rs', 'const MAPS_API_KEY: &str = "NFFKMW0W";\nconst URL: &str = "https://api.what3words.com/v3/convert-to-3wa";\n', true],
    ['src/geo.js', 'const API_KEY = "NFFKMW0W";\nfetch(`https://api.what3words.com/v3/autosuggest?input=${q}&key=${API_KEY}`);\n', true],
    ['src/geo.py', 'GEO_KEY = "NFFKMW0W"\nrequests.get("https://api.what3words.com/v3/convert-to-3wa", params={"key": GEO_KEY})\n', true],
    // Placeholders, a lookup, an 8-character constant under another name, a `*_KEY` constant with no what3words call.
    ['services/quote/src/w3w.rs', rust('XXXXXXXX'), false],
    ['services/quote/src/w3w.rs', rust('ABCDEFGH'), false],
    ['services/quote/src/w3w.rs', rust('YOUR-API-KEY'), false],
    ['src/geo.rs', 'let key = std::env::var("W3W_API_KEY")?;\n', false],
    ['src/geo.rs', 'const REGION: &str = "EUWEST01";\n', false],
    ['src/geo.js', 'const API_KEY = "NFFKMW0W";\n', false],
    ['src/geo.js', 'const CACHE_KEY = "geocache";\nfetch(`https://api.what3words.com/v3/autosuggest?input=${q}&key=${API_KEY}`);\n', false],
    ['config/settings.yaml', 'what3words_api_key: ${W3W_API_KEY}\n', false],
    ['src/geo.js', 'const SORT_KEY = "DISTANCE";\nfetch(`https://api.what3words.com/v3/autosuggest?input=${q}&key=${KEY}`);\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));
});

describe('a password given to an account-creating or hashing call (secrets/generic/account-creation-password, password-hash-literal)', () => {
  test.each([
    ['scripts/seed_admin.py', seed(`User.objects.create_superuser("office", "office@heatwise.co.uk", "${pw}")`), true],
    ['scripts/seed_admin.py', seed(`User.objects.create_user("office", "office@heatwise.co.uk", "${pw}")`), true],
    ['scripts/seed_admin.py', seed(spread), true],
    ['scripts/seed_admin.py', seed(`User.objects.create_superuser(username, email, '${pw}')`), true],
    ['scripts/seed_admin.py', seed(`User.objects.create_user("office", password="${pw}")`), true],
    ['app/seed.py', `user_datastore.create_user(email="office@heatwise.co.uk", password="${pw}")\n`, true],
    ['db/seeds.rb', `User.create!(email: "office@heatwise.co.uk", password: "${pw}")\n`, true],
    ['database/seeders/AdminSeeder.php', `<?php\nUser::create(['email' => $email, 'password' => Hash::make('${pw}')]);\n`, true],
    ['scripts/seed.py', `hashed = bcrypt.hashpw(b"${pw}", bcrypt.gensalt())\n`, true],
    ['scripts/seed.py', `admin.password_hash = generate_password_hash("${pw}")\n`, true],
    ['scripts/seed.py', `from passlib.hash import bcrypt\nadmin.hashed = bcrypt.hash("${pw}")\n`, true],
    ['scripts/seed.py', `admin.hashed = pwd_context.hash("${pw}")\n`, true],
    ['scripts/seed.js', `const hash = bcrypt.hashSync("${pw}", 10);\n`, true],
    // A password read at run time, a test's sample, a framework's stock sample, another hash.
    ['scripts/seed_admin.py', seed('User.objects.create_superuser("admin", "a@b.c", os.environ["ADMIN_PW"])'), false],
    ['scripts/seed_admin.py', seed('User.objects.create_superuser("admin", "a@b.c", getpass.getpass())'), false],
    ['scripts/seed_admin.py', seed('User.objects.create_superuser("admin", "a@b.c", settings.ADMIN_PASSWORD)'), false],
    ['scripts/seed_admin.py', seed('User.objects.create_user(username, email, password)'), false],
    ['tests/test_admin.py', 'User.objects.create_superuser("admin", "a@b.c", "testpass123")\n', false],
    ['tests/test_users.py', 'User.objects.create_user("bob", "bob@example.com", "password")\n', false],
    ['database/factories/UserFactory.php', "<?php\nreturn ['password' => static::$password ??= Hash::make('password')];\n", false],
    ['app/auth.js', 'const hash = await bcrypt.hash(req.body.password, 10);\n', false],
    ['app/auth.py', 'user.password_hash = generate_password_hash(form.password.data)\n', false],
    ['scripts/seed.py', `digest = hashlib.sha256(b"${pw}").hexdigest()\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));
  test.each([
    [shell(`'${pw}'`), true],
    [shell("os.environ['PW']"), false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});
