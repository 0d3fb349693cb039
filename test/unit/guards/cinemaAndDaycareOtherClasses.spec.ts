import { describe, expect, test } from 'vitest';
import { evalSpeaks, outside, secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Rounds 55 and 56's eval, outside-project and secrets classes (plumbing, electrical and locksmith contractors, daycares
// and youth programmes, chiropractic and physical-therapy clinics, jewellers; dry cleaners and tailors, towing companies,
// cinemas, local newspapers): a Blade template compiled from request text, a dynamic import checked against a fixed
// allowlist; a container whose command writes to a bind of a host folder outside the project; a password on a shell
// line quoted in a README, a `user:password` literal base64-encoded for a Basic header. One line per class that speaks
// and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const password = ['Tt!55EHoy', 'pR9SKcGY'].join('');
const pair = ['dispatch', 'T0wff1jjZEixN'].join(':');

describe('a Blade template compiled from text the request or a caller supplies (eval/engines/laravel-blade-inline)', () => {
  const controller = (body: string) =>
    [
      '<?php',
      'use Illuminate\\Support\\Facades\\Blade;',
      'class NoticeController extends Controller',
      '{',
      '    public function show(Request $request, LienCase $case)',
      '    {',
      body,
      '    }',
      '}',
      '',
    ].join('\n');
  test.each([
    ["        return Blade::render($request->input('template'), ['case' => $case]);", true],
    ['        return \\Illuminate\\Support\\Facades\\Blade::compileString($case->notice_body);', true],
    ["        $tpl = $twig->createTemplate($request->get('body'));\n        return $tpl->render([]);", true],
    ["        return $smarty->fetch('string:' . $request->input('tpl'));", true],
    // A literal template, a named view, a project file read by path, another compiler's compileString.
    ["        return Blade::render('Hello, {{ $name }}', ['name' => $case->owner]);", false],
    ["        return view('notices.lien', ['case' => $case]);", false],
    ["        return Blade::render(file_get_contents(resource_path('views/notice.blade.php')), ['case' => $case]);", false],
    ['        return $scss->compileString($source)->getCss();', false],
  ])('%s', (body, speaks) => expect(evalSpeaks('/p/app/Http/Controllers/NoticeController.php', controller(body))).toBe(speaks));
});

describe('a dynamic import whose name was checked against a fixed allowlist (eval)', () => {
  const py = (...body: string[]) => ['import importlib', '', ...body, ''].join('\n');
  const js = (...body: string[]) => ['function load(name) {', ...body, '  return require(`./exporters/${name}`);', '}', ''].join('\n');
  const imports = '    return importlib.import_module(f"exports.{name}").Exporter';
  test.each([
    [
      '/p/exports/registry.py',
      py(
        'EXPORTERS = {"spot", "cleancloud"}',
        'def get(name: str):',
        '    if name not in EXPORTERS:',
        '        raise ValueError(name)',
        imports,
      ),
      false,
    ],
    [
      '/p/exports/registry.py',
      py('def get(name: str):', '    assert name in ("spot", "quickbooks")', '    return importlib.import_module("exports." + name)'),
      false,
    ],
    [
      '/p/exports/registry.py',
      py(
        'MODULES = {"spot": "exports.spot"}',
        'def get(name: str):',
        '    name = MODULES[name]',
        '    return importlib.import_module(name)',
      ),
      false,
    ],
    [
      '/p/src/exporters.js',
      `const ALLOWED = new Set(['spot', 'cleancloud']);\n${js('  if (!ALLOWED.has(name)) throw new Error(name);')}`,
      false,
    ],
    // No check, a check that only logs, a table the code computes, a name bound again after the check.
    ['/p/exports/registry.py', py('def get(name: str):', imports), true],
    [
      '/p/exports/registry.py',
      py('EXPORTERS = {"spot"}', 'def get(name: str):', '    if name not in EXPORTERS:', '        log.warning(name)', imports),
      true,
    ],
    [
      '/p/exports/registry.py',
      py('EXPORTERS = load_names()', 'def get(name: str):', '    if name not in EXPORTERS:', '        raise ValueError(name)', imports),
      true,
    ],
    [
      '/p/src/exporters.js',
      `const ALLOWED = new Set(['spot']);\n${js('  if (!ALLOWED.has(name)) throw new Error(name);', '  name = req.query.mod;')}`,
      true,
    ],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});

describe("a container's command writing to a bind of a host folder outside the project (outside-project)", () => {
  test.each([
    [
      'docker run --rm -v "$PWD":/src -v /home/dev/Documents/lien-notices:/out notice-renderer --out /out',
      ['/home/dev/Documents/lien-notices'],
    ],
    ['docker run --rm -v "$PWD":/src -v /srv/dcp-out:/out dcpomatic/cli dcpomatic2_cli -o /out /src/builds/a.dcp', ['/srv/dcp-out']],
    ['podman run --rm -v /srv/reports:/output acme/report-builder', ['/srv/reports']],
    ['docker run --rm -v /srv/x:/data acme/tool -o /data/r.pdf', ['/srv/x/r.pdf']],
    // Read-only, inside the project, the engine's socket, a path under no bind (temp space is the guard's to excuse).
    ['docker run --rm -v /srv/reports:/output:ro acme/report-builder', []],
    ['docker run --rm -v "$PWD/out":/out notice-renderer --out /out', []],
    ['docker run --rm -v /var/run/docker.sock:/var/run/docker.sock acme/tool -o /var/run/docker.sock', []],
    ['docker run --rm -v /srv/data:/data acme/tool -o /scratch/x', []],
    ['docker run --rm -v /srv/dcp-in:/in:ro -v "$PWD":/src dcpomatic/cli dcpomatic2_cli -o /src/out /in/x.dcp', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe('a password on a shell line quoted in notes (secrets)', () => {
  test.each([
    ['/p/README.md', `## Sync\n\n\`\`\`sh\nexport PROCARE_PASSWORD='${password}'   # works against prod\n\`\`\`\n`, true],
    ['/p/docs/setup.md', `$ PROCARE_PASSWORD='${password}' npm run sync\n`, true],
    // Placeholders, a sample password, a sentence.
    ['/p/README.md', 'export PROCARE_PASSWORD=...\n', false],
    ['/p/README.md', "export PROCARE_PASSWORD='<password>'\n", false],
    ['/p/README.md', 'export PROCARE_PASSWORD=changeme\n', false],
    ['/p/README.md', 'export PROCARE_PASSWORD=Sup3rS3cret1\n', false],
    ['/p/README.md', 'The password: ask the office manager.\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe('a literal user:password pair base64-encoded for a Basic header (secrets/generic)', () => {
  test.each([
    [`curl -s -H "Authorization: Basic $(printf '${pair}' | base64)" https://portal.example.net/api/v2/jobs`, true],
    [`AUTH=$(echo -n '${pair}' | base64); curl -H "Authorization: Basic $AUTH" https://api.example.net/x`, true],
    [`curl -H "Authorization: Basic $(base64 <<< '${pair}')" https://api.example.net/x`, true],
    // The password from a variable, a placeholder, a sample, text that is no pair.
    [`curl -H "Authorization: Basic $(printf 'dispatch:%s' "$TOWING_PASS" | base64)" https://api.example.net/x`, false],
    [`curl -H "Authorization: Basic $(printf "dispatch:$TOWING_PASS" | base64)" https://api.example.net/x`, false],
    [`curl -H "Authorization: Basic $(printf 'user:<password>' | base64)" https://api.example.net/x`, false],
    ["echo -n 'hello world' | base64", false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
  test.each([
    ['/p/src/api.py', `import base64\nTOKEN = base64.b64encode(b'${pair}').decode()\n`, true],
    ['/p/src/api.js', `const auth = btoa('${pair}');\n`, true],
    ['/p/src/api.ts', `const auth = Buffer.from('${pair}').toString('base64');\n`, true],
    ['/p/src/api.ts', "const auth = Buffer.from(`${user}:${pass}`).toString('base64');\n", false],
    ['/p/src/api.js', "const auth = btoa('dispatch:' + process.env.TOWING_PASS);\n", false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
