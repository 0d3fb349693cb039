import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../src/core/event.js';
import type { Finding, GuardContext } from '../../src/guards/guard.js';
import { dependency } from '../../src/guards/dependency.js';
import { evalGuard } from '../../src/guards/eval.js';
import { secrets } from '../../src/guards/secrets.js';
import { guardContext } from '../support/guardContext.js';

// Practice set P's classes, one line each, with a benign near-miss: unsafe serializers chosen by configuration,
// Oj's default object mode, PHP inclusion of a request variable, Go templates parsed from data, make's own eval;
// credentials as positional login arguments and publish API-key options, fixture logins and dev-server defaults;
// hook-repo autoupdates and installs into a throwaway environment in temp space.

const context: GuardContext = guardContext();
const bash = (command: string) => ({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } }) as CanonicalEvent;
const write = (file_path: string, content: string) =>
  ({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content } }) as CanonicalEvent;
const evalSpeaks = (event: CanonicalEvent) => (evalGuard.detect(event, context) as Finding | undefined) !== undefined;
const secretSpeaks = (event: CanonicalEvent) => (secrets.detect(event, context) as Finding | undefined) !== undefined;
const dependencySpeaks = (event: CanonicalEvent) => (dependency.detect(event, context) as Finding | undefined) !== undefined;

// Assembled at run time so that no scanner flags this file.
const b2Key = ['K003', 'xQ9mW2vB7nT4yR8pL1cH6dF3sJ0aG5e'].join('');
const nugetKey = ['oy2', 'k9q4m7w1v5b3n6t0z2c8y4l1p7d9h3f5r8x2a6'].join('');
const GO_TEMPLATE = 'package m\n\nimport "text/template"\n\nfunc R(t Tenant) { tpl, _ := template.New("e").Parse(';

describe('eval', () => {
  test.each([
    ['a Celery pickle serializer', write('/p/proj/celeryconfig.py', 'task_serializer = "pickle"\naccept_content = ["pickle", "json"]\n')],
    ['a Django PickleSerializer', write('/p/settings.py', 'SESSION_SERIALIZER = "django.contrib.sessions.serializers.PickleSerializer"\n')],
    ['Kombu accepting pickle', write('/p/w.py', 'with Consumer(conn, queues, accept=["pickle"]):\n    pass\n')],
    ['Oj.load in its default mode', write('/p/app/w.rb', 'payload = Oj.load(request.body.read)\n')],
    [
      'a paren-less include of a request variable',
      write('/p/i.php', "<?php\n$page = $_GET['p'];\ninclude __DIR__ . '/pages/' . $page . '.php';\n"),
    ],
    ['a Go template parsed from a field of data', write('/p/t.go', `${GO_TEMPLATE}t.Template)\n_ = tpl }\n`)],
  ])('%s speaks', (_, event) => expect(evalSpeaks(event)).toBe(true));
  test.each([
    [
      'a json serializer',
      write('/p/celeryconfig.py', 'task_serializer = "json"\naccept_content = ["json"]\n# was: task_serializer = "pickle"\n'),
    ],
    ['Oj.load in strict mode, Oj.safe_load', write('/p/app/w.rb', 'a = Oj.load(body, mode: :strict)\nb = Oj.safe_load(body)\n')],
    [
      'a literal include beside a request read',
      write('/p/i.php', "<?php\n$page = $_GET['p'];\nrequire __DIR__ . '/vendor/autoload.php';\n"),
    ],
    ['a Go template parsed from a literal or an embedded string', write('/p/t.go', `${GO_TEMPLATE}"Hi {{.Name}}")\n_ = tpl }\n`)],
    [
      "make's own $(eval $(call …))",
      write('/p/Makefile', 'define r\nb-$(1):\n\techo $(1)\nendef\n$(foreach s,a b,$(eval $(call r,$(s))))\n'),
    ],
  ])('%s stays silent', (_, event) => expect(evalSpeaks(event)).toBe(false));
  test('a shell eval in a script keeps speaking', () => expect(evalSpeaks(write('/p/run.sh', 'x=$(eval "$CMD")\n'))).toBe(true));
});

describe('secrets', () => {
  test.each([
    ['b2 account authorize KEY_ID APP_KEY', bash(`b2 account authorize 0031a2b3c4d5e6f0000000007 ${b2Key}`)],
    ['dotnet nuget push -k KEY', bash(`dotnet nuget push bin/A.1.0.nupkg -k ${nugetKey} -s https://api.nuget.org/v3/index.json`)],
    ['a generated key in a fixture', write('/p/tests/fixtures/cfg.json', `{"api_key": "${nugetKey}"}\n`)],
  ])('%s speaks', (_, event) => expect(secretSpeaks(event)).toBe(true));
  test.each([
    ['b2 account authorize with no key (it prompts)', bash('b2 account authorize')],
    ['dotnet nuget push -k of a variable', bash('dotnet nuget push bin/A.1.0.nupkg -k "$NUGET_API_KEY"')],
    ['a made-up login in a test fixture', write('/p/tests/fixtures/users.json', '[{"email": "b@example.com", "password": "hunter2"}]\n')],
    ["MinIO's documented default login", bash('mc alias set local http://127.0.0.1:9000 minioadmin minioadmin')],
  ])('%s stays silent', (_, event) => expect(secretSpeaks(event)).toBe(false));
  test('the same made-up login outside a fixture still speaks', () =>
    expect(secretSpeaks(write('/p/config/users.json', '[{"email": "b@corp.io", "password": "hunter2"}]\n'))).toBe(true));
});

describe('dependency', () => {
  test('pre-commit autoupdate rewrites the pinned hook revisions', () =>
    expect(dependencySpeaks(bash('pre-commit autoupdate'))).toBe(true));
  test('pre-commit run changes nothing', () => expect(dependencySpeaks(bash('pre-commit run --all-files'))).toBe(false));
  test('a pip of a throwaway venv in temp space is not the project', () =>
    expect(dependencySpeaks(bash('python -m venv /tmp/try && /tmp/try/bin/pip install rich'))).toBe(false));
  test("the project's own venv pip still speaks", () => expect(dependencySpeaks(bash('.venv/bin/pip install rich'))).toBe(true));
});
