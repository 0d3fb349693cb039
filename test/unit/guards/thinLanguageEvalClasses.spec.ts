import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 186's eval class: text run as code in languages the eval guard read thinly. Clojure's eval of a syntax-quoted
// form that splices a read form in, SCI's eval-string and Selmer's render of a template from a request; OCaml's Toploop
// and Dynlink of a path from input; a Rust JS engine's context (boa, rquickjs) and rhai's file runs; and the silent
// near-misses: edn read as data, a fixed quote evaluated in an Elixir test, fixed literals, a template kept as a file.

describe('Clojure: eval of a read form, SCI and Selmer of text from a request (eval/functional)', () => {
  test.each([
    ['(ns a (:require [sci.core :as sci]))\n(defn calc [{:keys [params]}] (sci/eval-string (:expr params) {:namespaces {}}))\n', true],
    ['(ns a (:require [sci.core :as sci]))\n(defn run [s] (sci/eval-string s))\n', true],
    ['(ns a (:require [sci.core :as sci]))\n(def ctx (sci/init {}))\n(defn run [req] (sci/eval-string* ctx (slurp (:body req))))\n', true],
    ['(ns a (:require [selmer.parser :as selmer]))\n(defn preview [{:keys [params]}] (selmer/render (:template params) {:w 1}))\n', true],
    [
      '(ns a (:require [selmer.parser :as p]))\n(defn preview [req] (let [tpl (get-in req [:params :template])] (p/render tpl {})))\n',
      true,
    ],
    [
      "(ns a (:require [clojure.edn :as edn]))\n(defn score [s team]\n  (let [form (edn/read-string s)]\n    (eval `(let [~'w ~(:w team)] ~form))))\n",
      true,
    ],
    ['(ns a (:require [clojure.edn :as edn]))\n(defn score [s] (eval (edn/read-string s)))\n', true],
    ['(ns a)\n(defn run [{:keys [params]}] (load-file (:path params)))\n', true],
    // Fixed source, a template kept in the project, edn read as data, a quoted fixed form, a mention in a comment.
    [
      '(ns a (:require [sci.core :as sci]))\n(def ctx (sci/init {}))\n(defn two [] [(sci/eval-string "(+ 1 2)") (sci/eval-string* ctx "(inc 1)")])\n',
      false,
    ],
    [
      '(ns a (:require [selmer.parser :as selmer]))\n(defn page [{:keys [params]}] (selmer/render-file "templates/cert.html" {:w (:w params)}))\n',
      false,
    ],
    ['(ns a (:require [selmer.parser :as selmer]))\n(defn hi [n] (selmer/render "Hello {{name}}!" {:name n}))\n', false],
    [
      '(ns a (:require [selmer.parser :as selmer] [clojure.java.io :as io]))\n(defn page [] (selmer/render (slurp (io/resource "t.html")) {}))\n',
      false,
    ],
    [
      '(ns a (:require [selmer.parser :as selmer]))\n(def template "Hello {{name}}!")\n(defn hi [n] (selmer/render template {:name n}))\n',
      false,
    ],
    ['(ns a (:require [clojure.edn :as edn]))\n(defn cfg [s] (:port (edn/read-string s)))\n;; never (eval (read-string s))\n', false],
    ["(ns a)\n(defn two [] (eval `(+ 1 2)))\n(defn three [] (eval '(+ 1 2)))\n", false],
  ])('%s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/src/sportsday/calc.clj', content)).toBe(speaks));
});

describe('OCaml: Toploop of parsed text, Dynlink of a path from input (eval/functional)', () => {
  test.each([
    [
      'let () =\n  Toploop.initialize_toplevel_env ();\n  let src = In_channel.with_open_text Sys.argv.(1) In_channel.input_all in\n' +
        '  let phrases = !Toploop.parse_use_file (Lexing.from_string src) in\n' +
        '  List.iter (fun p -> ignore (Toploop.execute_phrase true Format.std_formatter p)) phrases\n',
      true,
    ],
    ['let () =\n  Toploop.initialize_toplevel_env ();\n  ignore (Toploop.use_file Format.std_formatter Sys.argv.(1))\n', true],
    ['let () = Dynlink.loadfile Sys.argv.(1)\n', true],
    ['let load path = Dynlink.loadfile_private (Dynlink.adapt_filename path)\n', true],
    // A fixed plugin or script, a mention in a comment.
    ['let () = Dynlink.loadfile (Dynlink.adapt_filename "plugins/core.cmo")\n(* Toploop.execute_phrase of user text is unsafe *)\n', false],
    ['let () =\n  Toploop.initialize_toplevel_env ();\n  ignore (Toploop.use_file Format.std_formatter "init.ml")\n', false],
  ])('%s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/bin/rules.ml', content)).toBe(speaks));
});

describe('Rust: a JS or script engine given run-time text (eval/engines/embedded-script-engine)', () => {
  test.each([
    [
      'use boa_engine::{Context, Source};\npub fn f(formula: &str) -> f64 {\n    let mut ctx = Context::default();\n' +
        '    let src = format!("const w = 1; {formula}");\n    let v = ctx.eval(Source::from_bytes(src.as_bytes())).unwrap();\n' +
        '    v.to_number(&mut ctx).unwrap()\n}\n',
      true,
    ],
    ['use rquickjs::Context;\nfn run(c: &Context, src: String) { c.with(|ctx| { let _: i32 = ctx.eval(src).unwrap(); }); }\n', true],
    ['use rhai::Engine;\nfn run(p: std::path::PathBuf) { let engine = Engine::new(); engine.run_file(p).unwrap(); }\n', true],
    ['use rhai::Engine;\nfn run(expr: &str) -> i64 { let engine = Engine::new(); engine.eval::<i64>(expr).unwrap() }\n', true],
    ['use mlua::Lua;\nfn run(src: &str) { let lua = Lua::new(); lua.load(src).exec().unwrap(); }\n', true],
    [
      'fn run(code: String) { let mut runtime = JsRuntime::new(Default::default()); runtime.execute_script("<user>", code).unwrap(); }\n',
      true,
    ],
    // Fixed literals.
    [
      'use boa_engine::{Context, Source};\npub fn f() {\n    let mut ctx = Context::default();\n' +
        '    ctx.eval(Source::from_bytes("1 + 2")).unwrap();\n    ctx.eval(Source::from_bytes(b"3 * 4")).unwrap();\n}\n',
      false,
    ],
    ['use rquickjs::Context;\nfn run(c: &Context) { c.with(|ctx| { let _: i32 = ctx.eval("1 + 1").unwrap(); }); }\n', false],
    ['use rhai::Engine;\nfn run() -> i64 { let engine = Engine::new(); engine.eval::<i64>("40 + 2").unwrap() }\n', false],
    ['use mlua::Lua;\nfn run() { let lua = Lua::new(); lua.load("print(1)").exec().unwrap(); }\n', false],
  ])('%s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/crates/cli/src/formula.rs', content)).toBe(speaks));
});

describe('Elixir: Code.eval_quoted of a fixed quote stays silent (eval/beam/code-eval)', () => {
  test.each([
    ['/p/lib/m.ex', 'defmodule M do\n  def run(params), do: Code.eval_string(params["expr"])\nend\n', true],
    ['/p/lib/m.ex', 'defmodule M do\n  def run(src), do: Code.compile_string(src)\nend\n', true],
    ['/p/lib/m.ex', 'defmodule M do\n  def run(ast), do: Code.eval_quoted(quote do: unquote(ast))\nend\n', true],
    [
      '/p/test/scoring_macro_test.exs',
      'defmodule T do\n  use ExUnit.Case\n  test "x" do\n    {points, _} =\n      Code.eval_quoted(\n        quote do\n' +
        '          require P.Scoring\n          P.Scoring.points(13, 7)\n        end\n      )\n    assert points == 6\n  end\nend\n',
      false,
    ],
    ['/p/lib/m.ex', 'defmodule M do\n  def two, do: Code.eval_quoted(quote(do: 1 + 1))\nend\n', false],
    ['/p/lib/m.ex', 'defmodule M do\n  # never Code.eval_string(user_input)\n  def run, do: Code.eval_string("1 + 2")\nend\n', false],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});
