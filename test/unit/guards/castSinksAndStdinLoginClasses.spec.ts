import { describe, expect, test } from 'vitest';
import { evalSpeaks, secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 70's eval and secrets classes, written again on other trades (ferry timetables, piano tuners, orchard co-ops): a
// sink's argument inside a TypeScript cast or parentheses; a script engine bound by construction under any name; a literal
// piped into a `--password-stdin` registry login in a CI file; a URL password that repeats its user on a local host.

describe('a timer or sink whose argument is wrapped in a cast or parentheses is judged on the inner expression (eval)', () => {
  const ferry = (call: string) =>
    [
      'interface BoardFeed {',
      '  refreshMs: number;',
      '  onRefresh: string;',
      '}',
      'export class Departures {',
      '  static feed: BoardFeed;',
      '  static async open(): Promise<void> {',
      "    const res = await fetch('/api/ferry/board');",
      '    Departures.feed = (await res.json()) as BoardFeed;',
      `    ${call};`,
      '  }',
      '  static redraw(): void {}',
      '}',
      '',
    ].join('\n');
  test.each([
    [ferry('window.setInterval(Departures.feed.onRefresh as any, Departures.feed.refreshMs)'), true],
    [ferry('setTimeout(<any>Departures.feed.onRefresh, 50)'), true],
    [ferry('setTimeout((Departures.feed.onRefresh)!, 50)'), true],
    [ferry('setTimeout(Departures.feed.onRefresh satisfies string, 50)'), true],
    [ferry('setTimeout(Departures.feed.onRefresh, 50)'), true],
    ["const feed = (await (await fetch('/api/board')).json()) as BoardFeed;\nsetInterval(feed.onRefresh as any, 500);\n", true],
    ['setTimeout((req.body.hook as string), 5);\n', true],
    // A method, the same cast on a method, an arrow in a cast, an arrow, a bare handler.
    [ferry('setInterval(Departures.redraw, Departures.feed.refreshMs)'), false],
    [ferry('setInterval(Departures.redraw as any, Departures.feed.refreshMs)'), false],
    [ferry('setInterval((() => Departures.redraw()) as any, Departures.feed.refreshMs)'), false],
    [ferry('setInterval(() => Departures.redraw(), Departures.feed.refreshMs)'), false],
    ['setTimeout(handler as any, 5);\n', false],
  ])('%#', (content, speaks) => expect(evalSpeaks('/p/src/board/departures.ts', content)).toBe(speaks));
});

describe('a script engine bound by construction under any name, given run-time text (eval)', () => {
  test.each([
    ['Jenkinsfile', 'def sh = new GroovyShell()\nsh.evaluate(params.tuningScript)\n', true],
    ['src/Tuning.groovy', 'def gs = new GroovyShell()\ngs.evaluate(job.rule)\n', true],
    ['src/Tuning.groovy', 'class Tuning {\n  def g = new GroovyShell()\n  def run(p) { g.evaluate(p.script) }\n}\n', true],
    ['src/Tuning.groovy', 'def js = new ScriptEngineManager().getEngineByName("groovy")\njs.eval(params.expr)\n', true],
    ['src/Tuning.groovy', 'def loader = new GroovyClassLoader()\nloader.parseClass(params.source)\n', true],
    ['src/Tuning.groovy', 'def py = new PythonInterpreter()\npy.exec(params.code)\n', true],
    [
      'src/Tuning.java',
      'Context cx = Context.enter();\nScriptable s = cx.initStandardObjects();\ncx.evaluateString(s, req.getParameter("f"), "f", 1, null);\n',
      true,
    ],
    // Literal text, and a same-named call on another object.
    ['Jenkinsfile', 'def sh = new GroovyShell()\nsh.evaluate("1 + 1")\n', false],
    ['src/Tuning.groovy', 'def py = new PythonInterpreter()\npy.exec("print(1)")\n', false],
    [
      'src/Tuning.java',
      'Context cx = Context.enter();\nScriptable s = cx.initStandardObjects();\ncx.evaluateString(s, "1 + 1", "f", 1, null);\n',
      false,
    ],
    ['src/Tuning.groovy', 'def sh = new GroovyShell()\ndef pitch = parser.evaluate(params.script)\n', false],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(`/p/${file}`, content)).toBe(speaks));
});

describe('a literal piped or here-stringed into a --password-stdin registry login in a CI file (secrets)', () => {
  const pw = 'Tq8mZr2LxW5nVb7KpHc3';
  test.each([
    [`publish:\n  stage: publish\n  script:\n    - echo "${pw}" | docker login -u orchardbot --password-stdin reg.orchard.example\n`, true],
    [`steps:\n  - run: echo "${pw}" | podman login -u orchardbot --password-stdin reg.orchard.example\n`, true],
    [`steps:\n  - run: |\n      printf '%s' '${pw}' | helm registry login reg.orchard.example -u bot --password-stdin\n`, true],
    [`steps:\n  - run: oras login reg.orchard.example -u bot --password-stdin <<< "${pw}"\n`, true],
    [`publish:\n  script:\n    - 'echo "${pw}" | buildah login -u bot --password-stdin reg.orchard.example'\n`, true],
    // A CI variable, a mounted secret file, an Actions secret, placeholders.
    [
      `publish:\n  script:\n    - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin $CI_REGISTRY\n`,
      false,
    ],
    ['publish:\n  script:\n    - cat /run/secrets/registry | docker login -u bot --password-stdin reg.orchard.example\n', false],
    ['steps:\n  - run: echo "${{ secrets.REGISTRY_TOKEN }}" | docker login ghcr.io -u bot --password-stdin\n', false],
    ['publish:\n  script:\n    - echo "<registry-password>" | docker login -u bot --password-stdin reg.orchard.example\n', false],
    ['publish:\n  script:\n    - echo "changeme" | skopeo login -u bot --password-stdin reg.orchard.example\n', false],
  ])('%#', (content, speaks) => expect(secretSpeaks('/p/ci/publish.yml', content)).toBe(speaks));
});

describe('a URL password that repeats its user name on a loopback or compose host is a dev default (secrets)', () => {
  test.each([
    ['export DATABASE_URL=postgres://tuner:tuner@localhost:5432/tuner_dev && npm run migrate', false],
    ['export DATABASE_URL=mysql://orchard:orchard@127.0.0.1:3306/orchard && npm run migrate', false],
    ['export DATABASE_URL=postgres://orchard:orchard@db:5432/orchard && npm run migrate', false],
    ['export DATABASE_URL=postgres://tuner:Kx2v!9mPq7Lt@localhost:5432/tuner && npm run migrate', true],
    ['export DATABASE_URL=postgres://tuner:tuner@db.tuners-prod.example.com:5432/tuner && npm run migrate', true],
    ['export DATABASE_URL=postgres://orchard:Qm7vR2xT9pLk@db:5432/orchard && npm run migrate', true],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
  test.each([
    ['src/settings.py', 'DATABASE_URL = "postgres://tuner:tuner@localhost:5432/tuner_dev"\n', false],
    ['docker-compose.yml', 'services:\n  app:\n    environment:\n      DATABASE_URL: postgres://ferry:ferry@postgres:5432/ferry\n', false],
    ['src/settings.py', 'DATABASE_URL = "postgres://tuner:tuner@tuner-db.example.net:5432/tuner"\n', true],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(`/p/${file}`, content)).toBe(speaks));
});
