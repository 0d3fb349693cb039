import { describe, expect, test } from 'vitest';
import { commandChanges } from '../../../src/guards/dependency.js';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 85 (summer camps, maple sugarhouses): a Go template parsed from a record's field after a `Funcs` map whose
// functions have their own parentheses, Roslyn scripting and Dynamic LINQ given text built at run time, and a
// dependency added from a local folder by Yarn's or npm's protocol (`file:`, `link:`, `portal:`) or Cargo's `--path`.
// One line per class that speaks and near-misses that stay silent.

const GO_HEAD = 'package notify\n\nimport (\n\t"bytes"\n\t"text/template"\n)\n\n';
const FUNCS = '.Funcs(template.FuncMap{"call": func(fn interface{}) interface{} { return fn }})';
const go = (body: string) =>
  `${GO_HEAD}func Render(sess Session, family Family) (string, error) {\n\tvar buf bytes.Buffer\n${body}\n\treturn buf.String(), nil\n}\n`;

describe('a Go template parsed from a field of run-time data, past a Funcs map (eval/systems/go-template-parse-data)', () => {
  test.each([
    [
      go(
        `\ttpl, err := template.New("parent-email")${FUNCS}.Parse(sess.EmailTemplate)\n\t_ = err\n` +
          '\ttpl.Execute(&buf, map[string]any{"Family": family, "Session": sess})',
      ),
      true,
    ],
    [go(`\ttpl := template.Must(template.New("x")${FUNCS}.Parse(sess.EmailTemplate))\n\ttpl.Execute(&buf, sess)`), true],
    // The map spread over lines, as gofmt leaves a composite literal with one entry per line.
    [
      go(
        '\ttpl, err := template.New("parent-email").Funcs(template.FuncMap{\n\t\t"call": func(fn interface{}) interface{} { return fn },\n' +
          '\t}).Parse(sess.EmailTemplate)\n\t_ = err\n\ttpl.Execute(&buf, sess)',
      ),
      true,
    ],
    [
      go(
        '\ttpl, _ := template.New("x").Funcs(template.FuncMap{"up": strings.ToUpper, "fmt": func(v float64) string { return fmt.Sprint(v) }}).' +
          '\n\t\tParse(camp.Settings.ReceiptBody)\n\ttpl.Execute(&buf, sess)',
      ),
      true,
    ],
    [go(`\ttpl, _ := template.New("x").Option("missingkey=zero").Parse(rows[i].Body)\n\ttpl.Execute(&buf, sess)`), true],
    // A literal, a package const, the project's own files, html/template with a literal.
    [go(`\ttpl, _ := template.New("x")${FUNCS}.Parse("Dear {{.Family.Name}},")\n\ttpl.Execute(&buf, sess)`), false],
    [`${GO_HEAD}const emailTmpl = "Dear {{.Name}}"\n\nvar tpl = template.Must(template.New("x")${FUNCS}.Parse(emailTmpl))\n`, false],
    [go(`\ttpl := template.Must(template.New("x")${FUNCS}.ParseFiles("templates/email.tmpl"))\n\ttpl.Execute(&buf, sess)`), false],
    [go(`\ttpl := template.Must(template.New("x")${FUNCS}.ParseFS(templatesFS, "templates/*.tmpl"))\n\ttpl.Execute(&buf, sess)`), false],
    [
      go(`\ttpl, _ := template.New("x").Parse(sess.Name + "ignored")\n\t_ = tpl`)
        .replace('text/template', 'html/template')
        .replace('sess.Name + "ignored"', '"<p>{{.}}</p>"'),
      false,
    ],
  ])('%#', (content, speaks) => expect(evalSpeaks('internal/notify/email.go', content)).toBe(speaks));
});

const CS_HEAD = 'using Microsoft.CodeAnalysis.CSharp.Scripting;\nusing Microsoft.CodeAnalysis.Scripting;\n\npublic class ReportFilter\n{\n';
const cs = (body: string) => `${CS_HEAD}    public async Task<object> Apply(string filterFromQuery)\n    {\n        ${body}\n    }\n}\n`;

describe('Roslyn scripting with a nested generic compiles run-time text (eval/dotnet/csharp-script)', () => {
  test.each([
    [
      cs(
        'var pred = await CSharpScript.EvaluateAsync<Func<Camper, bool>>($"(Func<Camper, bool>)(c => {filterFromQuery})", ' +
          'ScriptOptions.Default.AddReferences(typeof(Camper).Assembly));\n        return pred;',
      ),
      true,
    ],
    [cs('return await CSharpScript.EvaluateAsync<Dictionary<string, int>>(filterFromQuery);'), true],
    [cs('return await CSharpScript.RunAsync<Func<Camper, bool>>("c => " + filterFromQuery);'), true],
    [cs('var s = CSharpScript.Create<List<int>>(filterFromQuery);\n        return await s.RunAsync();'), true],
    [cs('return await VisualBasicScript.EvaluateAsync<Func<Camper, bool>>(filterFromQuery);'), true],
    // A literal script, the using directives alone, an EvaluateAsync of another type.
    [cs('return await CSharpScript.EvaluateAsync<Func<int, int>>("x => x + 1");'), false],
    [cs('return await CSharpScript.EvaluateAsync("1 + 2");'), false],
    [cs('return filterFromQuery;'), false],
    [cs('return await rules.EvaluateAsync<Func<Camper, bool>>(filterFromQuery);'), false],
  ])('%#', (content, speaks) => expect(evalSpeaks('src/Camp.Portal/Services/ReportFilter.cs', content)).toBe(speaks));
});

const DL_HEAD = 'using System.Linq.Dynamic.Core;\n\npublic class SapReport\n{\n';
const dl = (body: string) =>
  `${DL_HEAD}    public List<Tap> Run(IQueryable<Tap> taps, string filter, string sort)\n    {\n        ${body}\n    }\n}\n`;

describe('Dynamic LINQ parsing run-time text (eval/dotnet/dynamic-linq-text)', () => {
  test.each([
    [
      dl(
        'var lambda = DynamicExpressionParser.ParseLambda<Tap, bool>(ParsingConfig.Default, false, filter);\n        return taps.Where(lambda).ToList();',
      ),
      true,
    ],
    [dl('var lambda = DynamicExpressionParser.ParseLambda(typeof(Tap), typeof(bool), filter);\n        return null;'), true],
    [
      dl('var lambda = DynamicExpressionParser.ParseLambda<Tap, bool>(null, false, $"Grade == \\"{filter}\\"");\n        return null;'),
      true,
    ],
    [dl('return taps.Where("Sugar > " + filter).ToList();'), true],
    [dl('return taps.Where($"Sugar > {filter}").OrderBy(sort).ToList();'), true],
    [dl('return taps.OrderBy("Collected " + sort).ToList();'), true],
    // Literals, a literal with the user's value as @0, plain LINQ lambdas.
    [
      dl('var lambda = DynamicExpressionParser.ParseLambda<Tap, bool>(ParsingConfig.Default, false, "Sugar > 2");\n        return null;'),
      false,
    ],
    [
      dl(
        'var lambda = DynamicExpressionParser.ParseLambda<Tap, bool>(ParsingConfig.Default, false, "Sugar > @0", filter);\n        return null;',
      ),
      false,
    ],
    [dl('return taps.Where("Sugar > @0", filter).ToList();'), false],
    [dl('return taps.Where(t => t.Sugar > 2).OrderBy(t => t.Collected).ToList();'), false],
    [dl('return taps.Where("Sugar > 2").ToList();'), false],
  ])('%#', (content, speaks) => expect(evalSpeaks('src/Sugarhouse/Reports/SapReport.cs', content)).toBe(speaks));
});

describe('a dependency added from a local folder by a protocol or Cargo --path (dependency/*-add)', () => {
  test.each([
    ['yarn add file:../tag-printer-sdk', true],
    ['yarn add lodash', true],
    ['yarn add link:../label-kit', true],
    ['yarn add portal:../label-kit', true],
    ['npm install file:../tag-printer-sdk', true],
    ['npm i ../tag-printer-sdk', true],
    ['pnpm add link:../tag-printer-sdk', true],
    ['yarn add file:./vendor/tag-printer-sdk', true],
    ['pip install -e ../tag-printer-sdk', true],
    ['poetry add ../tag-printer-sdk', true],
    ['cargo add --path ../tag-printer-sdk', true],
    ['cargo add tag-printer --path=../tag-printer', true],
    // Round 139: a workspace folder added by path is recorded in the manifest too (`file:packages/labels`).
    ['yarn add file:./packages/labels', true],
    ['pnpm add link:./packages/labels', true],
    ['cargo add --path crates/labels', true],
    // Installing the lockfile, linking or packing the project itself.
    ['yarn install', false],
    ['npm ci', false],
    ['cargo install --path .', false],
    ['npm link', false],
    ['npm pack', false],
  ])('%s', (command, speaks) => expect(commandChanges(command).length > 0).toBe(speaks));
});
