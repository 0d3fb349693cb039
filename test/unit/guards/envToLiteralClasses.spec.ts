import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';

// Round 122's secrets class: an edit whose old text read a credential's name from the environment (`os.environ["X"]`,
// `os.getenv`, `process.env.X`, `ENV["X"]`, `System.getenv`, `env("X")`, `${X}`) and whose new text gives the same name a
// literal hard-codes that credential, even one too short or too plain to speak alone. One line per case: the class speaks;
// the edit the other way, a read kept beside its default, names of no credential, placeholders, local defaults and tests stay
// silent.

const context = guardContext('/home/dev');
const edit = (file: string, old_string: string, new_string: string) =>
  secrets.detect(
    {
      hook_event_name: 'PreToolUse',
      tool_name: 'Edit',
      tool_input: { file_path: `/home/dev/proj/${file}`, old_string, new_string },
    } as CanonicalEvent,
    context,
  ) !== undefined;

describe('a credential read from the environment swapped for a literal under the same name', () => {
  test.each([
    ['src/geo/what3words.py', 'API_KEY = os.environ["W3W_API_KEY"]', 'API_KEY = "3E66KH47"', true],
    ['src/geo/what3words.py', 'API_KEY = os.getenv("W3W_API_KEY")', "API_KEY = 'Q7M2ZP4K'", true],
    ['app/settings.py', 'DB_PASSWORD: str = os.environ["DB_PASSWORD"]', 'DB_PASSWORD: str = "Summer2024!"', true],
    ['app/client.py', 'client = Client(api_key=os.environ["MAILGUN_KEY"])', 'client = Client(api_key="key-9f2a71")', true],
    ['src/maps.ts', 'const apiKey = process.env.MAPS_TOKEN;', 'const apiKey = "T0k3n42x";', true],
    ['src/config.ts', '  apiKey: process.env.OPENCAGE_API_KEY,', "  apiKey: 'a1b2c3d4e5',", true],
    ['config/initializers/shipping.rb', 'SHIPPO_TOKEN = ENV["SHIPPO_TOKEN"]', 'SHIPPO_TOKEN = "shp7Hq2X"', true],
    ['src/main/java/App.java', 'String secret = System.getenv("HMAC_SECRET");', 'String secret = "Zq81Lm04";', true],
    ['src/main/kotlin/App.kt', 'val token: String = System.getenv("BOT_TOKEN")', 'val token: String = "77Hx1Qe9"', true],
    ['config/services.php', "        'secret' => env('STRIPE_SECRET'),", "        'secret' => 'Rk29vLx1',", true],
    ['cmd/api/main.go', 'apiKey := os.Getenv("GEOCODER_API_KEY")', 'apiKey := "G30c0d3X"', true],
    ['lib/app/config.ex', 'token = System.get_env("SLACK_TOKEN")', 'token = "xq7-Pw3Zk"', true],
    ['src/geo/what3words.py', 'os.environ["W3W_API_KEY"]', '"3E66KH47"', true],
    ['config/app.yaml', 'api_key: ${W3W_API_KEY}', 'api_key: 3E66KH47', true],
    ['docker-compose.yml', '      - W3W_API_KEY=${W3W_API_KEY}', '      - W3W_API_KEY=3E66KH47', true],
    ['.github/workflows/deploy.yml', '      API_TOKEN: ${{ secrets.DEPLOY_API_TOKEN }}', '      API_TOKEN: Hq7x2ZpL', true],
    ['scripts/deploy.sh', 'export API_TOKEN="${DEPLOY_API_TOKEN}"', 'export API_TOKEN="Hq7x2ZpL"', true],
    // The other way, a default kept beside the read, names of no credential.
    ['src/geo/what3words.py', 'API_KEY = "3E66KH47"', 'API_KEY = os.environ["W3W_API_KEY"]', false],
    ['src/geo/what3words.py', 'API_KEY = os.environ["W3W_API_KEY"]', 'API_KEY = os.environ.get("W3W_API_KEY", "dev-key")', false],
    ['src/geo/what3words.py', 'API_URL = os.environ["W3W_API_URL"]', 'API_URL = "https://api.what3words.com/v3"', false],
    ['app/settings.py', 'REGION = os.getenv("AWS_REGION")', 'REGION = "eu-west-1"', false],
    ['src/server.ts', 'const port = process.env.PORT;', 'const port = "8080";', false],
    ['app/settings.py', 'SECRET_NAME = os.environ["SECRET_NAME"]', 'SECRET_NAME = "prod/app/db-2"', false],
    ['app/settings.py', 'key = os.environ["CACHE_KEY"]', 'key = "tickets-v2"', false],
    ['src/map.ts', 'const token = process.env.NEXT_PUBLIC_MAPBOX_TOKEN;', 'const token = "pk1Xq9Zt";', false],
    ['.github/workflows/deploy.yml', '      AWS_REGION: ${{ vars.AWS_REGION }}', '      AWS_REGION: eu-west-1', false],
    ['docker-compose.yml', '      - DB_HOST=${DB_HOST}', '      - DB_HOST=db.internal', false],
    // Placeholders, empty strings, local defaults, a literal too short, paths and references.
    ['src/geo/what3words.py', 'API_KEY = os.environ["W3W_API_KEY"]', 'API_KEY = ""', false],
    ['src/geo/what3words.py', 'API_KEY = os.environ["W3W_API_KEY"]', 'API_KEY = "your-api-key"', false],
    ['app/settings.py', 'DB_PASSWORD = os.environ["DB_PASSWORD"]', 'DB_PASSWORD = "changeme"', false],
    ['app/settings.py', 'DB_HOST = os.environ["DB_HOST"]', 'DB_HOST = "localhost"', false],
    ['app/settings.py', 'DB_PASSWORD = os.environ["DB_PASSWORD"]', 'DB_PASSWORD = "postgres"', false],
    ['app/settings.py', 'SECRET_KEY = os.environ["SECRET_KEY"]', 'SECRET_KEY = "dev"', false],
    ['app/settings.py', 'SECRET_KEY = os.environ["SECRET_KEY"]', 'SECRET_KEY = "test"', false],
    ['app/settings.py', 'SECRET_KEY = os.environ["SECRET_KEY"]', 'SECRET_KEY = "local-dev-only"', false],
    ['app/settings.py', 'API_TOKEN = os.environ["API_TOKEN"]', 'API_TOKEN = "ab12"', false],
    ['app/settings.py', 'API_TOKEN = os.environ["API_TOKEN"]', 'API_TOKEN = "/run/secrets/api_token"', false],
    ['app/settings.py', 'API_TOKEN = os.environ["API_TOKEN"]', 'API_TOKEN = "xxxxxxxx"', false],
    ['app/settings.py', 'API_TOKEN = os.environ["API_TOKEN"]', 'API_TOKEN = "API_TOKEN"', false],
    ['docker-compose.yml', '      - API_KEY=${API_KEY}', '      - API_KEY=changeme', false],
    // Tests and templates: their literal is the test's own.
    ['tests/test_geo.py', 'API_KEY = os.environ["W3W_API_KEY"]', 'API_KEY = "3E66KH47"', false],
    ['src/geo/what3words.test.ts', 'const apiKey = process.env.W3W_API_KEY;', 'const apiKey = "3E66KH47";', false],
  ])('%s: %s → %s', (file, old, replaced, speaks) => expect(edit(file, old, replaced)).toBe(speaks));
});
