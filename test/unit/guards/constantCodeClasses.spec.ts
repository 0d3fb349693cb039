import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 111's eval false alarms: code the file's author wrote as a fixed literal, handed to something that runs it. A
// timer given one string literal (`setTimeout("location.reload()", 600000)`) and an embedded JavaScript engine in Go
// given a constant of the file (`vm.RunString(surchargeJS)` after `const surchargeJS = \`…\``): no data reaches either.
// A template with `${…}`, a `+`, a variable, a field, `fmt.Sprintf`, a file or row read at run time still speak.

const page = (line: string) => `// Depot wall screen: reload the loading-bay board every ten minutes.\n${line}\n`;
describe('a timer given one fixed string literal stays silent (eval/javascript/string-timer)', () => {
  test.each([
    // The author's literal, in either quote, a backtick with no substitution, on window, and an escaped `\${`.
    ['setTimeout("location.reload()", 600000);', false],
    ["setInterval('refreshBoard()', 30000);", false],
    ['window.setTimeout(`location.reload()`, 600000);', false],
    ['setTimeout("location.reload()" as TimerHandler, 600000);', false],
    ['setTimeout(`load(\\${id})`, 1000);', false],
    ['setTimeout(() => location.reload(), 600000);', false],
    // A template's substitution, a `+` with a value or with another literal, a value turned into text, a config field.
    ['setTimeout(`load(${id})`, 600000);', true],
    ['setTimeout("load(" + id + ")", 600000);', true],
    ['setInterval("refresh(" + board.id + ")", 1000);', true],
    ['setTimeout("location." + "reload()", 1000);', true],
    ['setTimeout("go(" + JSON.stringify(id) + ")", 1000);', true],
    ['setTimeout(String(hook), 1000);', true],
    ["const code = settings.hook.replace('{id}', visit.id);\nsetTimeout(code, 1000);", true],
    ['const opts = { onTick: el.dataset.onTick };\nsetInterval(opts.onTick, 2000);', true],
    // Its neighbours keep their own judgement: `new Function` built with `+` speaks, a literal eval still speaks.
    ['const f = new Function("return " + x);', true],
    ['eval("location.reload()");', true],
    ['const f = new Function("return 1");', false],
  ])('%j → %s', (line, speaks) => expect(evalSpeaks('/home/dev/proj/web/public/js/kiosk-reload.js', page(line))).toBe(speaks));
});

const GOJA = '\t"github.com/dop251/goja"\n';
const OTTO = '\t"github.com/robertkrimen/otto"\n';
const V8 = '\tv8 "rogchap.com/v8go"\n';
const go = (top: string, body: string, imports = GOJA) =>
  `package rules\n\nimport (\n${imports})\n\n${top}\n\nfunc Surcharge(storeys int, conservatory bool, r *http.Request, row Row) (float64, error) {\n` +
  `\tvm := goja.New()\n${body}\n\tfn, _ := goja.AssertFunction(vm.Get("surcharge"))\n` +
  `\tv, err := fn(goja.Undefined(), vm.ToValue(storeys), vm.ToValue(conservatory))\n\treturn v.ToFloat(), err\n}\n`;
const SCRIPT = '`\nfunction surcharge(storeys, hasConservatory) {\n  var s = 0;\n  if (storeys > 2) s += 10;\n  return s;\n}`';
const shipped = `// surchargeJS is shipped with the binary; stop data is passed as arguments only.\nconst surchargeJS = ${SCRIPT}`;
const GROUPED = 'const (\n\tbase = 1\n\tsurchargeJS = `\nfunction surcharge(s) {\n  return $.x + "\\n";\n}`\n)';
const EMBEDDED = '//go:embed rules/*.js\nvar rulesFS embed.FS';
const run = (call: string) => `\tif _, err := ${call}; err != nil {\n\t\treturn 0, err\n\t}`;
describe("an embedded JS engine in Go given the file's constant stays silent (eval/clike/embedded-script-engine)", () => {
  test.each([
    // A const, a grouped const holding `$` and `\n`, a package var, a local, a quoted const with braces, v8go and otto.
    [go(shipped, run('vm.RunString(surchargeJS)')), false],
    [go(shipped, run('vm.RunScript("surcharge.js", surchargeJS)')), false],
    [go(GROUPED, run('vm.RunString(surchargeJS)')), false],
    [go(`var surchargeJS = ${SCRIPT}`, run('vm.RunString(surchargeJS)')), false],
    [go('', `\tsrc := ${SCRIPT}\n${run('vm.RunString(src)')}`), false],
    [go('const surchargeJS = "function surcharge(a, b) { return a + b }"', run('vm.RunString(surchargeJS)')), false],
    [go(shipped, run('vm.RunString("1 + 2")')), false],
    [go(shipped, run('ctx.RunScript(surchargeJS, "surcharge.js")'), GOJA + V8), false],
    [go(shipped, '\tjs := otto.New()\n\tjs.Run(surchargeJS)', GOJA + OTTO), false],
    // A request's field, a row's script, a file read at run time, fmt.Sprintf, a const joined with a value (at the call or
    // in its binding), a local reassigned from the request, a folder of scripts embedded, and a name bound to nothing.
    [go(shipped, run('vm.RunString(r.FormValue("rule"))')), true],
    [go(shipped, run('vm.RunString(row.Script)')), true],
    [go(shipped, `\tsrc, _ := os.ReadFile("rules/surcharge.js")\n${run('vm.RunString(string(src))')}`), true],
    [go(shipped, `\tsrc, _ := os.ReadFile("rules/surcharge.js")\n${run('vm.RunString(src)')}`), true],
    [go(shipped, run('vm.RunString(fmt.Sprintf("var rate = %s;", r.FormValue("rate")))')), true],
    [go(shipped, `\tsrc := fmt.Sprintf("var rate = %s;", rate)\n${run('vm.RunString(src)')}`), true],
    [go(shipped, run('vm.RunString(surchargeJS + r.FormValue("extra"))')), true],
    [go(`const surchargeJS = ${SCRIPT} + extra`, run('vm.RunString(surchargeJS)')), true],
    [go(`var surchargeJS = ${SCRIPT} + extra`, run('vm.RunString(surchargeJS)')), true],
    [go('', `\tsrc := \`x\`\n\tsrc = r.FormValue("rule")\n${run('vm.RunString(src)')}`), true],
    [go(EMBEDDED, `\tb, _ := rulesFS.ReadFile("rules/" + name + ".js")\n${run('vm.RunString(string(b))')}`), true],
    [go(shipped, run('ctx.RunScript(script, "surcharge.js")'), GOJA + V8), true],
    [go(shipped, '\tjs := otto.New()\n\tjs.Run(row.Script)', GOJA + OTTO), true],
  ])('%j → %s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/services/router/rules/surcharge.go', content)).toBe(speaks));
});
