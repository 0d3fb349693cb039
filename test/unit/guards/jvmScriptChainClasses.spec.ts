import { describe, expect, test } from 'vitest';
import { evalSpeaks, evalSpeaksIn } from '../../support/guardSpeaks.js';

// Round 183's eval class: an embedded JVM script engine built and run in one chained expression, given run-time text
// (`new GroovyShell(new Binding(b)).evaluate(script)`), in Java, Kotlin, Scala and Groovy: the constructor's arguments
// may nest calls, and the run call may be first in a Kotlin or Groovy scope block. One line per case that speaks and the
// near-misses that stay silent: a fixed script, a mention in a comment, a string or Markdown, another object's call.

describe('an embedded JVM script engine built and run in one expression (eval/jvm/script-engine-chained)', () => {
  test.each([
    [
      'Rules.groovy',
      'class Rules {\n  static Object run(String script, Map b) {\n    new GroovyShell(new Binding(b)).evaluate(script)\n  }\n}\n',
      true,
    ],
    ['Rules.java', 'Object o = new GroovyShell(new Binding(vars)).parse(src).run();\n', true],
    ['Rules.java', 'Object o = new GroovyShell().parse(s).run();\n', true],
    ['Rules.java', 'Object o = new GroovyShell(getClass().getClassLoader(), new Binding(), config).evaluate(text);\n', true],
    ['Rules.java', 'Object o = (Boolean) new GroovyShell(new Binding(Map.of("order", order))).evaluate(rule.getScript());\n', true],
    ['Rules.java', 'Object o = new GroovyShell(new Binding(vars))\n    .evaluate(script, "Rule.groovy");\n', true],
    ['Rules.java', 'Object r = new GroovyShell(this.getClass().getClassLoader()).run(text, "rule.groovy", new String[0]);\n', true],
    ['Rules.java', 'Class<?> c = new GroovyClassLoader(getClass().getClassLoader()).parseClass(text);\n', true],
    ['Rules.java', 'new PythonInterpreter().exec(code);\n', true],
    ['Rules.java', 'new PythonInterpreter(null, new PySystemState()).exec(code);\n', true],
    ['Rules.java', 'PyObject r = new PythonInterpreter().eval(expr);\n', true],
    ['Rules.java', 'Object r = new ScriptingContainer(LocalContextScope.SINGLETHREAD).runScriptlet(src);\n', true],
    ['Rules.java', 'Object r = Ruby.newInstance().evalScriptlet(src);\n', true],
    ['Rules.java', 'Value v = Context.create("js").eval("js", body);\n', true],
    ['Rules.java', 'Value v = Context.newBuilder("js").allowAllAccess(true).build().eval("js", body);\n', true],
    [
      'Rules.java',
      'Value v = Context.newBuilder("js")\n        .allowHostAccess(HostAccess.ALL)\n        .build()\n        .eval("js", rule.getBody());\n',
      true,
    ],
    ['Rules.java', 'Object v = GraalJSScriptEngine.create(null, Context.newBuilder("js").allowAllAccess(true)).eval(script);\n', true],
    ['Rules.java', 'LuaValue v = JsePlatform.standardGlobals().load(code).call();\n', true],
    ['Rules.kt', 'fun run(script: String, vars: Map<String, Any>) = GroovyShell(Binding(vars)).evaluate(script)\n', true],
    ['Rules.kt', 'fun run(code: String) = PythonInterpreter().exec(code)\n', true],
    ['Rules.kt', 'fun run(src: String) = ScriptingContainer().runScriptlet(src)\n', true],
    ['Rules.kt', 'fun load(text: String) = GroovyClassLoader(javaClass.classLoader).parseClass(text)\n', true],
    ['Rules.kt', 'fun run(body: String) = Context.create("js").use { it.eval("js", body) }\n', true],
    ['Rules.kt', 'fun run(body: String) = Context.newBuilder("js").build().use { ctx -> ctx.eval("js", body) }\n', true],
    [
      'Rules.scala',
      'def run(script: String, vars: java.util.Map[String, AnyRef]) = new GroovyShell(new Binding(vars)).evaluate(script)\n',
      true,
    ],
    ['Rules.scala', 'def run(body: String) = Context.newBuilder("js").build().eval("js", body)\n', true],
    ['Rules.groovy', 'def run(String s) { new GroovyShell(this.class.classLoader, new Binding(ctx)).parse(s).run() }\n', true],
    ['Rules.groovy', 'def run(String s) { new GroovyShell().with { evaluate(s) } }\n', true],
    // A fixed script, however the engine is built.
    ['Rules.java', 'Object o = new GroovyShell(new Binding(vars)).evaluate("x + 1", "Rule.groovy");\n', false],
    ['Rules.java', 'new PythonInterpreter(null, new PySystemState()).exec("print(1)");\n', false],
    ['Rules.java', 'Object r = new ScriptingContainer().runScriptlet("puts 1");\n', false],
    ['Rules.java', 'Class<?> c = new GroovyClassLoader().parseClass("class A {}");\n', false],
    ['Rules.java', 'Value v = Context.newBuilder("js").allowAllAccess(true).build().eval("js", "1 + 2");\n', false],
    ['Rules.kt', 'fun run() = Context.create("js").use { it.eval("js", "1 + 2") }\n', false],
    ['Rules.kt', 'val ok = GroovyShell(Binding(vars)).run { evaluate("order.total > 100") }\n', false],
    // Named in a comment, a string or Markdown; built and not run; another object's call of the same name.
    ['Rules.java', '/**\n * Evaluates with new GroovyShell(new Binding(vars)).evaluate(script).\n */\nint x = 1;\n', false],
    ['Rules.java', 'log.info("new GroovyShell(new Binding(b)).evaluate(script)");\n', false],
    ['README.md', 'Use `new GroovyShell(new Binding(vars)).evaluate(script)` to run rules.\n', false],
    ['Rules.java', 'Object o = new GroovyShell(new Binding(vars)).getContext();\n', false],
    ['Rules.java', 'Context ctx = Context.newBuilder("js").build();\nValue fn = ctx.getBindings("js").getMember("f");\n', false],
    ['Rules.java', 'Class<?> c = new GroovyClassLoader().loadClass(name);\n', false],
    ['Rules.java', 'Object o = new ExpressionParser(new Config(x)).evaluate(script);\n', false],
    ['Rules.java', 'Object o = shellFactory.create(new Binding(vars)).evaluate(script);\n', false],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(`/p/src/main/${file}`, content)).toBe(speaks));
  test.each([
    ["groovy -e 'new GroovyShell(new Binding(args)).evaluate(System.in.text)'", true],
    ['groovy -e \'new GroovyShell(new Binding()).evaluate("1 + 1")\'', false],
  ])('%s', (command, speaks) => expect(evalSpeaksIn(command)).toBe(speaks));
});

describe('a BeanShell interpreter given run-time text (eval/jvm/beanshell-interpreter)', () => {
  test.each([
    ['import bsh.Interpreter;\nObject r = new Interpreter().eval(code);\n', true],
    ['Object r = new bsh.Interpreter().eval(rule.getScript());\n', true],
    [
      'import bsh.Interpreter;\nclass R {\n  Object run(String code) {\n    Interpreter i = new Interpreter();\n    return i.eval(code);\n  }\n}\n',
      true,
    ],
    ['import bsh.Interpreter;\nObject r = new Interpreter().source(path);\n', true],
    // A fixed script; another library's Interpreter.
    ['import bsh.Interpreter;\nObject r = new Interpreter().eval("1 + 1");\n', false],
    ['import org.example.calc.Interpreter;\nObject r = new Interpreter().eval(code);\n', false],
  ])('%#', (content, speaks) => expect(evalSpeaks('/p/src/main/Rules.java', content)).toBe(speaks));
});
