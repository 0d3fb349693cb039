import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';

// Round 125's secrets class: a real-looking credential given as the default of an env-reading helper ships with the code,
// as `os.environ.get('X', '…')` does (secrets/generic/env-default): django-environ's `env('X', default='…')` and
// `env.str(…)`, python-decouple's `config('X', default='…')`, Laravel's `env('X', '…')`, a Go `getEnv("X", "…")` helper,
// Ruby's `ENV.fetch('X') { '…' }`, Rails' credentials with a `||` fallback. One line per case: the class speaks; the
// same helpers with placeholders, dev keys, names of no credential, a setter or a method of another object stay silent.

const context = guardContext('/home/dev');
const edit = (file: string, new_string: string) =>
  secrets.detect(
    {
      hook_event_name: 'PreToolUse',
      tool_name: 'Edit',
      tool_input: { file_path: `/home/dev/proj/${file}`, old_string: 'x = 1', new_string },
    } as CanonicalEvent,
    context,
  ) !== undefined;

const django = 'T3322UT16@pGmg)LVoAAz#dr#17zzsI0EKRi1Drnt9ZAk92RNC';
const drawn = 'q8Xv2LmR7tPz4KwN9cYb3HsJ';

describe('a real-looking credential as the default of an env-reading helper (secrets/generic/env-default)', () => {
  test.each([
    ['hallbookings/settings/base.py', `SECRET_KEY = env("DJANGO_SECRET_KEY", default="${django}")`, true],
    ['settings/base.py', `SECRET_KEY = env('DJANGO_SECRET_KEY', default='${django}')`, true],
    ['settings/base.py', `SECRET_KEY = env.str("DJANGO_SECRET_KEY", default="${django}")`, true],
    ['settings/base.py', `SECRET_KEY = env.str("DJANGO_SECRET_KEY", "${django}")`, true],
    ['settings/prod.py', `STRIPE_SECRET_KEY = env("STRIPE_SECRET_KEY", default="${drawn}")`, true],
    ['settings/prod.py', `SECRET_KEY = config("SECRET_KEY", default="${django}")`, true],
    ['settings/prod.py', `SECRET_KEY = decouple.config("SECRET_KEY", default="${django}")`, true],
    ['settings/prod.py', `API_TOKEN = env_or("API_TOKEN", "${drawn}")`, true],
    ['config/app.php', `    'key' => env('APP_SECRET', '${drawn}'),`, true],
    ['config/services.php', `        'secret' => env('STRIPE_SECRET', '${drawn}'),`, true],
    ['cmd/api/main.go', `\tjwtSecret := getEnv("JWT_SECRET", "${drawn}")`, true],
    ['cmd/api/main.go', `\tapiKey := utils.GetEnvOrDefault("API_KEY", "${drawn}")`, true],
    ['config/initializers/stripe.rb', `Stripe.api_key = ENV.fetch("STRIPE_SECRET_KEY") { "${drawn}" }`, true],
    ['config/initializers/stripe.rb', `Stripe.api_key = ENV.fetch("STRIPE_SECRET_KEY", "${drawn}")`, true],
    ['config/application.rb', `config.secret_key_base = Rails.application.credentials.secret_key_base || "${drawn}"`, true],
    ['config/initializers/stripe.rb', `Stripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key) || "${drawn}"`, true],
    ['config/initializers/stripe.rb', `Stripe.api_key = Rails.application.credentials[:stripe_secret_key] || "${drawn}"`, true],
    ['src/config.ts', `const jwtSecret = process.env.JWT_SECRET ?? "${drawn}";`, true],
    ['settings/base.py', `SECRET_KEY = env("SECRET_KEY", cast=str, default="${django}")`, true],
    ['app/settings.py', `    secret_key: str = Field(default="${django}")`, true],
    ['app/settings.py', `    jwt_secret: SecretStr = Field("${drawn}", env="JWT_SECRET")`, true],
    ['config/application.rb', `secret = ENV["SECRET_KEY_BASE"] || "${drawn}"`, true],
    ['src/Startup.cs', `var secret = Environment.GetEnvironmentVariable("JWT_SECRET") ?? "${drawn}";`, true],
    // A drawn key after Django's `django-insecure-` prefix speaks as it does in `os.environ.get` today.
    ['settings/base.py', 'SECRET_KEY = env("SECRET_KEY", default="django-insecure-3x!k@9q^z8w#p2v&m1r(t7y)u6n$b4c%e0s")', true],
    // Placeholders, dev keys and words, as env-default judges them.
    ['settings/base.py', 'SECRET_KEY = env("DJANGO_SECRET_KEY", default="dev")', false],
    ['settings/base.py', 'SECRET_KEY = env("DJANGO_SECRET_KEY", default="insecure-dev-key")', false],
    ['settings/base.py', 'SECRET_KEY = env("DJANGO_SECRET_KEY", default="changeme")', false],
    ['settings/base.py', 'SECRET_KEY = env("DJANGO_SECRET_KEY", default="django-insecure-change-me")', false],
    ['settings/base.py', 'SECRET_KEY = config("SECRET_KEY", default="your-secret-key-here")', false],
    ['settings/base.py', 'SECRET_KEY = env("DJANGO_SECRET_KEY", default="")', false],
    ['config/app.php', "    'key' => env('APP_KEY', 'SomeRandomString'),", false],
    ['cmd/api/main.go', '\tjwtSecret := getEnv("JWT_SECRET", "secret")', false],
    ['config/initializers/stripe.rb', 'Stripe.api_key = ENV.fetch("STRIPE_SECRET_KEY") { "sk_test_placeholder" }', false],
    ['config/application.rb', 'config.secret_key_base = Rails.application.credentials.secret_key_base || "development"', false],
    // Names of no credential, a setter, a method of another object, no default.
    ['settings/base.py', `DATABASE_URL = env("DATABASE_URL", default="sqlite:///db.sqlite3")`, false],
    ['settings/base.py', `CACHE_PREFIX = env("CACHE_PREFIX", default="${drawn}")`, false],
    ['config/app.php', "    'timezone' => env('APP_TIMEZONE', 'Europe/London'),", false],
    ['cmd/api/main.go', '\tport := getEnv("PORT", "8080")', false],
    ['settings/base.py', 'SECRET_KEY = env("DJANGO_SECRET_KEY")', false],
    ['src/app.js', `app.config("api_key", "${drawn}");`, false],
    ['app/settings.py', '    secret_key: str = Field(default="dev-secret")', false],
    ['app/settings.py', `    database_url: str = Field(default="${drawn}")`, false],
    ['config/application.rb', 'secret = ENV["SECRET_KEY_BASE"] || "dev"', false],
    ['config/application.rb', `host = ENV["APP_HOST"] || "${drawn}"`, false],
    ['config/application.rb', 'config.host = Rails.application.credentials.host || "app.example.com"', false],
  ])('%s: %s', (file, text, speaks) => expect(edit(file, text)).toBe(speaks));

  test('crafted input stays fast', () => {
    // A reader that backtracked on this input would run past the test timeout; the answer is checked, not the time.
    expect(
      edit('settings/base.py', `${'env("API_KEY", '.repeat(20000)}${'a: b c='.repeat(30000)}${'credentials.dig(:a, '.repeat(20000)}`),
    ).toBe(false);
  });
});
