import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 94's eval classes: Ruby's `eval` called on a Binding (the binding itself, a name spelled as one, a local given
// one, a method that returns one) with run-time code, and a JavaScript timer handed a local holding a string built at
// run time (a string method's result, a template, a concatenation). One line per class that speaks and near-misses that
// stay silent.

const rb = (body: string, after = '') =>
  `class SurchargeRule < ApplicationRecord\n  def apply(area:, base:)\n${body}\n  end\n${after}end\n`;
const returnsBinding = '\n  private\n\n  def binding_for(area, base)\n    binding\n  end\n';
describe('eval on a Ruby Binding with run-time code (eval/ruby/binding-eval)', () => {
  test.each([
    [rb('    binding_for(area, base).eval(expression)', returnsBinding), true],
    [rb('    scope_for(area, base).eval(expression)', '\n  def scope_for(area, base)\n    binding\n  end\n'), true],
    [rb('    scope.eval(expression)', '\n  def scope = binding\n'), true],
    [rb('    binding.eval(expression)'), true],
    [rb('    binding.eval("#{name} * 2")'), true],
    [rb('    binding.eval expression'), true],
    [rb('    some_binding.eval(expr)'), true],
    [rb('    @template_binding.eval(self.formula)'), true],
    [rb('    TOPLEVEL_BINDING.eval(params[:code])'), true],
    [rb('    b = binding\n    b.eval(code)'), true],
    [rb('    ctx = Kernel.binding\n    ctx.eval(rule.expression, __FILE__, __LINE__)'), true],
    [rb('    Kernel.binding.eval(expr)'), true],
    [rb('    blk.binding.eval(expr)'), true],
    [rb('    binding_of_caller(1).eval(code)'), true],
    // A literal, a variable read, a console, a safe expression library, another object's eval, and a template rendered
    // in the binding.
    [rb('    binding.eval("area * 2")'), false],
    [rb("    b = binding\n    b.eval('area')"), false],
    [rb('    binding_for(area, base).eval("base * 0.1")', returnsBinding), false],
    [rb('    binding.local_variable_get(:area)'), false],
    [rb('    b = binding\n    b.local_variable_set(:area, 2)'), false],
    [rb('    binding.irb'), false],
    [rb('    binding.pry'), false],
    [rb('    expr_parser.eval(ast)'), false],
    [rb('    Dentaku::Calculator.new.evaluate(expression, area: area, base: base)'), false],
    [rb('    calculator.evaluate(expr)'), false],
    [rb('    scope.eval(expression)', '\n  def scope = Scope.new(area)\n'), false],
    [rb('    ERB.new("Total: <%= base %>").result(binding)'), false],
    [rb('    # binding.eval(expression) was removed\n    0'), false],
  ])('%j → %s', (content, speaks) => expect(evalSpeaks('/p/app/models/surcharge_rule.rb', content)).toBe(speaks));
});

const js = (body: string) => `const settings = require('../settings');\n\nfunction scheduleReminder(visit) {\n${body}\n}\n`;
describe('a timer handed a local holding a string built at run time (eval/javascript/string-timer)', () => {
  test.each([
    [js("  const code = settings.reminderHook.replace('{id}', visit.id);\n  setTimeout(code, 1000);"), true],
    [js("  const code = settings.reminderHook.replaceAll('{id}', visit.id);\n  window.setTimeout(code, 0);"), true],
    [js('  const code = visit.script.trim();\n  setInterval(code, 60000);'), true],
    [js("  const code = [settings.prefix, visit.hook].join(';');\n  globalThis.setTimeout(code, 10);"), true],
    [js('  const code = `sendSms(${visit.id})`;\n  setTimeout(code, 10);'), true],
    [js('  const code = "sendSms(\'" + visit.id + "\')";\n  setTimeout(code, 10);'), true],
    [js('  const code = String(visit.hook);\n  setTimeout(code, 10);'), true],
    [js('  const code = visit.hook.toString();\n  setTimeout(code, 10);'), true],
    [js("  let code = settings.reminderHook.replace('{id}', visit.id);\n  setTimeout(code, 10);"), true],
    [js("  var code = 'sendSms(' + visit.id + ')';\n  setInterval(code, 10);"), true],
    [js("  let code = settings.hook.replace('{id}', visit.id) + ';';\n  setTimeout(code, 10);"), true],
    [js("  setTimeout(settings.reminderHook.replace('{id}', visit.id), 10);"), true],
    // A function, an arrow, a bound method, a function handed a trimmed name, a string constant, and a plain callback.
    [js('  const code = function () { sendSms(visit.id); };\n  setTimeout(code, 10);'), false],
    [js('  const code = () => sendSms(visit.id.trim());\n  setTimeout(code, 10);'), false],
    [js('  const code = sendSms.bind(null, visit.id);\n  setTimeout(code, 10);'), false],
    [js('  let code = makeSender(visit.id.trim());\n  setTimeout(code, 10);'), false],
    [js('  const code = "sendAll()";\n  setTimeout(code, 10);'), false],
    [js("  let code = settings.hook.replace('{id}', visit.id);\n  code = () => run(visit.id);\n  setTimeout(code, 10);"), false],
    [js('  setTimeout(sendSms, 10, visit.id);'), false],
    [js("  const label = settings.label.replace('{id}', visit.id);\n  setTimeout(() => show(label), 10);"), false],
  ])('%j → %s', (content, speaks) => expect(evalSpeaks('/p/src/reminders/scheduler.js', content)).toBe(speaks));
});
