import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';

// Round 68's secrets classes: a UUID-shaped token passed by position to the client of an SDK whose token is a UUID
// (Postmark's ServerClient and AccountClient, Heroku's clients), and a password given to a call as an environment lookup or
// as the name of a variable that holds one, in a language we do not know (Liquidsoap). One line per class that speaks and
// near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const token = ['5a0e2c71', '9d4b', '4f3e', 'a8c6', '1b7d9e2f4c03'].join('-');
const context = guardContext();
const write = (file_path: string, content: string) =>
  secrets.detect({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content } } as CanonicalEvent, context) !==
  undefined;

describe("a UUID passed by position to an SDK's client whose token is a UUID", () => {
  test.each([
    ['clinic/reminders.ts', `import { ServerClient } from 'postmark';\nconst mailer = new ServerClient("${token}");\n`, true],
    ['clinic/accounts.js', `const postmark = require('postmark');\nconst admin = new postmark.AccountClient('${token}');\n`, true],
    ['clinic/mailer.rb', `require 'postmark'\nclient = Postmark::ApiClient.new('${token}')\n`, true],
    ['ops/apps.py', `import heroku3\nheroku = heroku3.from_key('${token}')\n`, true],
    ['ops/apps.rb', `require 'platform-api'\nheroku = PlatformAPI.connect_oauth("${token}")\n`, true],
    // The token from the environment, a zero UUID, a message's id given to a call, a client id beside a secret kept elsewhere.
    [
      'clinic/reminders.ts',
      "import { ServerClient } from 'postmark';\nconst mailer = new ServerClient(process.env.POSTMARK_TOKEN!);\n",
      false,
    ],
    [
      'clinic/reminders.ts',
      "import { ServerClient } from 'postmark';\nconst mailer = new ServerClient('00000000-0000-0000-0000-000000000000');\n",
      false,
    ],
    [
      'clinic/reminders.ts',
      `import { ServerClient } from 'postmark';\nconst mailer = new ServerClient(token);\nawait mailer.getOutboundMessageDetails('${token}');\n`,
      false,
    ],
    ['clinic/auth.py', `auth = globus_sdk.ConfidentialAppAuthClient('${token}', os.environ['GLOBUS_SECRET'])\n`, false],
    ['clinic/records.ts', `const chart = await new RecordClient('${token}').fetch();\n`, false],
  ])('%s: %s', (file, content, speaks) => expect(write(`/home/dev/proj/${file}`, content)).toBe(speaks));
});

describe('a password passed to a call as an environment lookup, or a variable that holds one, is a reference', () => {
  test.each([
    [
      'studio/relay.liq',
      'live_pw = environment.get("RELAY_PASSWORD")\nlive = input.harbor("dj", port=8010, password=live_pw)\n' +
        'output.icecast(%vorbis, host="relay.example.net", password=environment.get("ICECAST_PASSWORD"), mount="/live.ogg", live)\n',
      false,
    ],
    [
      'studio/relay.liq',
      'output.icecast(%mp3, host="relay.example.net", password=string.trim(environment.get("ICECAST_PASSWORD")), live)\n',
      false,
    ],
    [
      'studio/relay.liq',
      'output.icecast(%mp3, host="h", password=environment.get(default="", "ICECAST_PASSWORD"), mount="/a", live)\n',
      false,
    ],
    ['studio/db.py', 'conn = psycopg2.connect(host="db.internal", user="studio", password=db_password)\n', false],
    // A literal password in the same calls still speaks, as does a connection string's.
    ['studio/relay.liq', 'output.icecast(%mp3, host="relay.example.net", password="Tq7-vRm29xPa", mount="/live.mp3", live)\n', true],
    ['studio/db.py', 'conn = psycopg2.connect(host="db.internal", user="studio", password="Tq7-vRm29xPa")\n', true],
    ['studio/appsettings.txt', 'Server=db.internal;Database=studio;User Id=sa;Password=Tq7vRm29xPa;\n', true],
  ])('%s: %s', (file, content, speaks) => expect(write(`/home/dev/proj/${file}`, content)).toBe(speaks));
});
