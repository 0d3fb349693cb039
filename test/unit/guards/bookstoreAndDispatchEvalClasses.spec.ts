import { describe, expect, test } from 'vitest';
import { evalSpeaks, secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 61's eval and secrets classes (taxi and medical-transport dispatch, used and rare bookstores, janitorial
// contractors, recycling and e-waste processors): an embedded script engine held under any name and given run-time text;
// an Authorization header whose whole value is the key; a signing secret whose drawn value starts with a bracket; a
// deploy tool's token slot as a password. One line per class that speaks and near-misses that stay silent.

describe('an embedded script engine held in a field or a local, given run-time text (eval)', () => {
  const java = (field: string, call: string) =>
    `class Rules {\n  private final ${field};\n  Object run(Rule rule) throws Exception { return ${call}; }\n}\n`;
  test.each([
    [
      'InspectionRules.groovy',
      [
        'class InspectionRules {',
        '    private final GroovyShell shell = new GroovyShell()',
        '    boolean passes(InspectionRule rule, Inspection inspection) {',
        '        def binding = new Binding(inspection: inspection)',
        '        def script = shell.parse(rule.script)',
        '        script.binding = binding',
        '        return script.run() as boolean',
        '    }',
        '}',
        '',
      ].join('\n'),
      true,
    ],
    ['Rules.java', java('GroovyShell gs = new GroovyShell()', 'gs.evaluate(rule.getScript())'), true],
    ['Rules.java', java('GroovyClassLoader loader = new GroovyClassLoader()', 'loader.parseClass(rule.source)'), true],
    ['Rules.java', java('PythonInterpreter py = new PythonInterpreter()', 'py.exec(rule.code)'), true],
    ['Rules.java', java('ScriptingContainer ruby = new ScriptingContainer()', 'ruby.runScriptlet(rule.code)'), true],
    ['Rules.java', java('Context polyglot = Context.create("js")', 'polyglot.eval("js", rule.code)'), true],
    ['Rules.java', java('Globals lua = JsePlatform.standardGlobals()', 'lua.load(rule.code).call()'), true],
    ['Rules.kt', 'class Rules {\n  private val gs = GroovyShell()\n  fun run(rule: Rule) = gs.parse(rule.script).run()\n}\n', true],
    // A constant script, and a same-named call on another object.
    ['Rules.java', java('GroovyShell gs = new GroovyShell()', 'gs.evaluate("1 + 1")'), false],
    ['Rules.java', java('PythonInterpreter py = new PythonInterpreter()', 'py.exec("print(1)")'), false],
    ['Rules.java', java('GroovyShell gs = new GroovyShell()', 'parser.parse(rule.script)'), false],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(`/p/src/main/${file}`, content)).toBe(speaks));
});

describe('an Authorization header whose whole value is the key, no scheme word (secrets)', () => {
  const key = '53212_1ecb06cc2e842695c151550faf8d2d6f';
  test.each([
    ['src/catalogue/isbndb.py', `import requests\n\nHEADERS = {"Authorization": "${key}"}\nrequests.get(url, headers=HEADERS)\n`, true],
    ['src/isbndb.js', `const res = await fetch(url, { headers: { Authorization: '${key}' } });\n`, true],
    ['config/isbndb.yml', `isbndb:\n  headers:\n    Authorization: ${key}\n`, true],
    ['src/isbndb.py', `HEADERS = {"X-API-Key": "${key}"}\n`, true],
    ['src/isbndb.py', `HEADERS = {"X-Auth-Token": "${key}"}\n`, true],
    // An environment lookup, a placeholder, a scheme before a variable, a client SDK's public tokenization key option.
    ['src/isbndb.py', 'HEADERS = {"Authorization": os.environ["ISBNDB_KEY"]}\n', false],
    ['src/isbndb.py', 'HEADERS = {"Authorization": "YOUR_ISBNDB_API_KEY"}\n', false],
    ['src/isbndb.py', 'HEADERS = {"Authorization": "<isbndb-key>"}\n', false],
    ['src/isbndb.py', 'HEADERS = {"Authorization": "Bearer " + token}\n', false],
    ['web/src/dropin.js', "braintree.dropin.create({\n  authorization: 'sandbox_g42y39zw_348pk9cgf3bgyw2b',\n});\n", false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(`/p/${file}`, content)).toBe(speaks));
  test.each([
    [`curl -H 'Authorization: ${key}' https://api2.isbndb.com/book/9780134685991`, true],
    [`curl -H 'X-Auth-Token: ${key}' https://api.example.net/v1/x`, true],
    ['curl -H "Authorization: $ISBNDB_KEY" https://api2.isbndb.com/book/9780134685991', false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});

describe("a framework signing secret whose drawn value starts with a bracket (Django's alphabet) (secrets)", () => {
  const key = '(dbS3k1Z6Y8ot5^&5X9d1X2=fEhl*207bMDajWf%qaKg=AOEfH';
  test.each([
    ['config/settings/prod.py', `from .base import *\n\nDEBUG = False\nSECRET_KEY = "${key}"\n`, true],
    ['config/settings/prod.py', `SECRET_KEY = "[${key.slice(1)}"\n`, true],
    ['src/app.js', `const JWT_SECRET = '${key}';\n`, true],
    ['config/secrets.yml', `production:\n  secret_key_base: "${key}"\n`, true],
    ['.env.production', `SESSION_SECRET="${key}"\n`, true],
    // Lookups, a generator, placeholders and a reference that closes its bracket.
    ['config/settings/prod.py', 'SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]\n', false],
    ['config/settings/prod.py', 'SECRET_KEY = get_random_secret_key()\n', false],
    ['config/settings/prod.py', 'SECRET_KEY = "<your-secret-key>"\n', false],
    ['config/settings/prod.py', 'SECRET_KEY = "(Get-Secret django)"\n', false],
    ['config/settings/prod.py', 'SECRET_KEY = "{django_secret_key}"\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(`/p/${file}`, content)).toBe(speaks));
});

describe("a deploy tool's token slot as the password (secrets)", () => {
  const json = (password: string) =>
    `{\n  "ConnectionStrings": {\n    "Catalogue": "Host=books-db.internal;Database=catalogue;Username=bookstore_app;Password=${password}"\n  }\n}\n`;
  test.each([
    [json('__SET_BY_DEPLOY__'), false],
    [json('#{DbPassword}#'), false],
    [json('${DB_PASSWORD}'), false],
    [json('{{DB_PASSWORD}}'), false],
    [json('<DB_PASSWORD>'), false],
    [json('%DB_PASSWORD%'), false],
    [json('@@DB_PASSWORD@@'), false],
    [json('$(DbPassword)'), false],
    // A drawn password, even one with underscores around it.
    [json('Xk9#pL2vQ8mZ4wR7'), true],
    [json('__Xk9pL2vQ8mZ4wR7'), true],
  ])('%s', (content, speaks) => expect(secretSpeaks('/p/src/Bookstore.Api/appsettings.Production.json', content)).toBe(speaks));
  test.each([
    ['.env.production', 'DB_PASSWORD=__DB_PASSWORD__\n'],
    ['src/main/resources/application-prod.properties', 'spring.datasource.password=@@DB_PASSWORD@@\n'],
    ['appsettings.json', '{"Jwt": {"Secret": "__JWT_SECRET__"}}\n'],
  ])('%s', (file, content) => expect(secretSpeaks(`/p/${file}`, content)).toBe(false));
});
