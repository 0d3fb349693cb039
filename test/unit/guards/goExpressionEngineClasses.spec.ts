import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 102's eval class: a Go expression or script engine handed text that is not a literal (govaluate, expr-lang,
// gval, goja, otto, yaegi, starlark-go). A rule typed into a request runs with whatever functions and values the
// program binds. One line per case that speaks and near-misses that stay silent. Google CEL is left silent on purpose:
// it is sandboxed by design (no I/O, no host calls unless bound, cost limits), the engine meant for user-written rules.

const go = (body: string, imports = '') =>
  `package main\n\nimport (\n\t"net/http"\n${imports})\n\nfunc handle(w http.ResponseWriter, r *http.Request) {\n${body}\n}\n`;
const rules = '/home/dev/proj/cmd/pricing/rules.go';

describe('a Go expression or script engine handed run-time text (eval)', () => {
  test.each([
    [
      'govaluate rule from the request',
      [
        'package main',
        '',
        'import (',
        '\t"encoding/json"',
        '\t"net/http"',
        '',
        '\t"github.com/Knetic/govaluate"',
        ')',
        '',
        'func priceHandler(w http.ResponseWriter, r *http.Request) {',
        '\texpr, err := govaluate.NewEvaluableExpression(r.FormValue("rule"))',
        '\tif err != nil {',
        '\t\thttp.Error(w, err.Error(), http.StatusBadRequest)',
        '\t\treturn',
        '\t}',
        '\tparams := map[string]interface{}{',
        '\t\t"area":  parseFloat(r.FormValue("area")),',
        '\t\t"cloth": r.FormValue("cloth"),',
        '\t}',
        '\tresult, err := expr.Evaluate(params)',
        '\tif err != nil {',
        '\t\thttp.Error(w, err.Error(), http.StatusBadRequest)',
        '\t\treturn',
        '\t}',
        '\tjson.NewEncoder(w).Encode(map[string]interface{}{"price": result})',
        '}',
        '',
      ].join('\n'),
      true,
    ],
    ['govaluate with functions', go('\te, _ := govaluate.NewEvaluableExpressionWithFunctions(rule.Expr, functions)\n\t_ = e'), true],
    ['govaluate from a variable', go('\tsrc := r.URL.Query().Get("q")\n\te, _ := govaluate.NewEvaluableExpression(src)\n\t_ = e'), true],
    [
      'expr-lang Compile',
      go('\tprogram, _ := expr.Compile(req.Rule, expr.Env(Env{}))\n\t_ = program', '\t"github.com/expr-lang/expr"\n'),
      true,
    ],
    ['expr-lang Eval', go('\tout, _ := expr.Eval(body.Expression, env)\n\t_ = out', '\t"github.com/expr-lang/expr"\n'), true],
    ['gval Evaluate', go('\tv, _ := gval.Evaluate(r.FormValue("q"), params)\n\t_ = v', '\t"github.com/PaesslerAG/gval"\n'), true],
    ['gval Full NewEvaluable', go('\teval, _ := gval.Full().NewEvaluable(rule.Text)\n\t_ = eval'), true],
    [
      'gval language NewEvaluable',
      go('\tlang := gval.Full(jsonpath.Language())\n\teval, _ := lang.NewEvaluable(rule.Text)\n\t_ = eval'),
      true,
    ],
    ['goja RunString', go('\tvm := goja.New()\n\tv, _ := vm.RunString(script)\n\t_ = v', '\t"github.com/dop251/goja"\n'), true],
    ['otto Run', go('\tvm := otto.New()\n\tv, _ := vm.Run(r.FormValue("js"))\n\t_ = v', '\t"github.com/robertkrimen/otto"\n'), true],
    ['yaegi Eval', go('\ti := interp.New(interp.Options{})\n\ti.Use(stdlib.Symbols)\n\tv, _ := i.Eval(code)\n\t_ = v'), true],
    [
      'starlark ExecFile with source',
      go('\tthread := &starlark.Thread{Name: "rule"}\n\tg, _ := starlark.ExecFile(thread, "rule.star", rule.Source, nil)\n\t_ = g'),
      true,
    ],
    [
      'starlark ExecFileOptions with source',
      go('\tg, _ := starlark.ExecFileOptions(opts, thread, "rule.star", src, predeclared)\n\t_ = g'),
      true,
    ],
    [
      'expr-lang Compile of a request field',
      go('\tprogram, err := expr.Compile(r.URL.Query().Get("filter"), expr.AsBool())\n\t_, _ = program, err'),
      true,
    ],
    ['gval EvaluateWithContext', go('\tv, _ := gval.EvaluateWithContext(ctx, r.FormValue("q"), params)\n\t_ = v'), true],
    [
      'govaluate local reassigned from the request',
      go(
        '\trule := "area * 1.2"\n\tif r.FormValue("rule") != "" {\n\t\trule = r.FormValue("rule")\n\t}\n' +
          '\te, _ := govaluate.NewEvaluableExpression(rule)\n\t_ = e',
      ),
      true,
    ],
    [
      "govaluate parameter named like another function's local",
      `package main\n\nfunc a() {\n\trule := "x > 1"\n\t_ = rule\n}\n\nfunc b(rule string) {\n\te, _ := govaluate.NewEvaluableExpression(rule)\n\t_ = e\n}\n`,
      true,
    ],
    // Literal expressions, a constant declared in the file, a mention in a comment or a string, a script read by name
    // (nil source), and CEL (sandboxed by design).
    ['govaluate literal', go('\te, _ := govaluate.NewEvaluableExpression("area * 1.2")\n\t_ = e'), false],
    ['govaluate raw literal', go('\te, _ := govaluate.NewEvaluableExpression(`area * 1.2 + base`)\n\t_ = e'), false],
    [
      'govaluate constant',
      `package main\n\nconst pricingRule = "area * 1.2"\n\nfunc price() {\n\te, _ := govaluate.NewEvaluableExpression(pricingRule)\n\t_ = e\n}\n`,
      false,
    ],
    [
      'govaluate grouped constant',
      `package main\n\nconst (\n\tbase = "area * 1.2"\n\tmax  = 10\n)\n\nfunc price() {\n\te, _ := govaluate.NewEvaluableExpression(base)\n\t_ = e\n}\n`,
      false,
    ],
    ['govaluate local literal', go('\trule := "area * 1.2"\n\te, _ := govaluate.NewEvaluableExpression(rule)\n\t_ = e'), false],
    ['gval EvaluateWithContext literal', go('\tv, _ := gval.EvaluateWithContext(ctx, "a + b", params)\n\t_ = v'), false],
    [
      'govaluate in a comment',
      go('\t// govaluate.NewEvaluableExpression(r.FormValue("rule")) would let callers run rules\n\tw.WriteHeader(204)'),
      false,
    ],
    ['govaluate in a string', go('\tw.Write([]byte("see govaluate.NewEvaluableExpression(rule) in the docs"))'), false],
    ['expr-lang literal', go('\tprogram, _ := expr.Compile(`price * qty`, expr.Env(Env{}))\n\t_ = program'), false],
    ['expr-lang Eval literal with an environment', go('\tout, _ := expr.Eval("price * qty", env)\n\t_ = out'), false],
    ['gval literal', go('\tv, _ := gval.Evaluate("a + b", params)\n\t_ = v'), false],
    ['gval Full literal', go('\teval, _ := gval.Full().NewEvaluable("a > 1")\n\t_ = eval'), false],
    ['goja literal', go('\tvm := goja.New()\n\tv, _ := vm.RunString("1 + 1")\n\t_ = v'), false],
    [
      'starlark nil source',
      go('\tthread := &starlark.Thread{Name: "rule"}\n\tg, _ := starlark.ExecFile(thread, "rules.star", nil, nil)\n\t_ = g'),
      false,
    ],
    ['starlark ExecFileOptions nil source', go('\tg, _ := starlark.ExecFileOptions(opts, thread, path, nil, predeclared)\n\t_ = g'), false],
    ['gval NewEvaluable without gval', go('\te, _ := factory.NewEvaluable(rule.Text)\n\t_ = e'), false],
    ['CEL compile', go('\tast, iss := env.Compile(r.FormValue("filter"))\n\t_, _ = ast, iss', '\t"github.com/google/cel-go/cel"\n'), false],
  ])('%s', (_name, content, speaks) => expect(evalSpeaks(rules, content)).toBe(speaks));
});
