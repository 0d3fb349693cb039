import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 77's eval classes: a configuration file that only names a deserialiser in its comments (analyzer settings that
// ban BinaryFormatter), a timer handed a member cast to TimerHandler or read from fetched settings, and a template
// engine given a constant or local read from a fixed project template. One line per class that speaks and near-misses
// that stay silent.

const editorconfig =
  'root = true\n\n[*]\ncharset = utf-8\n\n[*.cs]\nindent_size = 4\n' +
  '# BinaryFormatter is insecure; fail the build if anyone uses it again (SYSLIB0011)\n' +
  'dotnet_diagnostic.SYSLIB0011.severity = error\n# Insecure deserialization analyzers\ndotnet_diagnostic.CA2300.severity = error\n';

describe('a configuration file whose comments name a deserialiser (eval/dotnet/binary-formatter)', () => {
  test.each([
    ['/p/.editorconfig', editorconfig, false],
    ['/p/.globalconfig', 'is_global = true\n# BinaryFormatter is banned here\ndotnet_diagnostic.SYSLIB0011.severity = error\n', false],
    ['/p/setup.cfg', '[flake8]\n; BinaryFormatter must not be used, nor pickle.loads(data)\nmax-line-length = 100\n', false],
    [
      '/p/pyproject.toml',
      '[tool.ruff]\n  # pickle.loads(data) and eval(x) are banned by S301 and S307\nselect = ["S301", "S307"]\n',
      false,
    ],
    ['/p/conf/app.ini', '[analyzers]\n# never BinaryFormatter.Deserialize(stream)\nlevel = error\n', false],
    // Code that calls it still speaks, in C#, F#, Razor and PowerShell.
    ['/p/src/Cache.cs', 'var o = new BinaryFormatter().Deserialize(stream);\n', true],
    ['/p/src/Cache.fs', 'let o = BinaryFormatter().Deserialize(stream)\n', true],
    ['/p/Views/Home/Index.cshtml', '@{ var o = new BinaryFormatter().Deserialize(Request.Body); }\n', true],
    ['/p/tools/load.ps1', '$f = New-Object System.Runtime.Serialization.Formatters.Binary.BinaryFormatter\n$f.Deserialize($s)\n', true],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});

describe('a timer given a member cast to TimerHandler or read from fetched settings (eval/javascript/string-timer)', () => {
  const fetched = (line: string) =>
    `import { getSettings } from "../api/settings";\n\nexport async function start() {\n  const settings = await getSettings();\n  ${line}\n}\n`;
  const typed = (line: string) => `export function start(s: Settings) {\n  ${line}\n}\n`;
  test.each([
    [fetched('return window.setInterval(settings.pollHandler as unknown as TimerHandler, settings.pollMs ?? 15000);'), true],
    [fetched('return setInterval(settings.pollHandler as any, 15000);'), true],
    [fetched('return globalThis.setTimeout(settings.onTick, 1000);'), true],
    [typed('window.setInterval(s.pollHandler as TimerHandler, 1000);'), true],
    [typed('self.setTimeout(<TimerHandler>s.handlers["tick"], 1000);'), true],
    [typed('setTimeout(s.onTick as unknown as TimerHandler, 0);'), true],
    // A function: an arrow calling the settings' method, a named function, a method, a bare name cast.
    [fetched('return setInterval(() => settings.poll(), settings.pollMs);'), false],
    [fetched('return setInterval(tick, 1000);'), false],
    [typed('window.setInterval(this.refresh, 1000);'), false],
    ['await new Promise((resolve) => setTimeout(resolve as TimerHandler, 0));\n', false],
    [typed('setTimeout(onTick as unknown as TimerHandler, 0);'), false],
  ])('%s', (content, speaks) => expect(evalSpeaks('/p/web/src/dashboard/poller.ts', content)).toBe(speaks));
});

describe('a template engine given a read of a fixed project template (eval/engines/*-template-compile)', () => {
  const rb = (body: string) => `require "erb"\n\nclass InvoicePdf\n${body}\nend\n`;
  test.each([
    [
      '/p/app/views/invoices/render_pdf.rb',
      rb(
        '  TEMPLATE = File.read(Rails.root.join("app/templates/invoice.html.erb"))\n\n  def html\n    ERB.new(TEMPLATE, trim_mode: "-").result(binding)\n  end',
      ),
      false,
    ],
    ['/p/app/x.rb', rb('  def html\n    tpl = File.read("templates/x.erb")\n    ERB.new(tpl).result(binding)\n  end'), false],
    [
      '/p/app/x.rb',
      rb('  SLIP = File.read(File.expand_path("templates/slip.erb", __dir__)).freeze\n  def src = Erubi::Engine.new(SLIP).src'),
      false,
    ],
    ['/p/app/x.rb', rb('  T = File.read(Rails.root.join("app", "templates", "x.erb"))\n  def html = ERB.new(T).result(binding)'), false],
    [
      '/p/src/report.py',
      'from jinja2 import Template\n\nTPL = open("templates/report.j2").read()\n\ndef render(d):\n    return Template(TPL).render(**d)\n',
      false,
    ],
    [
      '/p/src/render.js',
      'const Handlebars = require("handlebars");\n' +
        'const source = fs.readFileSync(path.join(__dirname, "templates/x.hbs"), "utf8");\nmodule.exports = Handlebars.compile(source);\n',
      false,
    ],
    // A template from the request, an upload, the database, or a path a value fills.
    ['/p/app/x.rb', rb('  def html\n    ERB.new(File.read(params[:template])).result(binding)\n  end'), true],
    ['/p/app/x.rb', rb('  def html\n    ERB.new(File.read(File.join(UPLOADS, name))).result(binding)\n  end'), true],
    ['/p/app/x.rb', rb('  TEMPLATE = File.read(File.join(UPLOADS, name))\n  def html = ERB.new(TEMPLATE).result(binding)'), true],
    ['/p/app/x.rb', rb('  def html(id)\n    ERB.new(Template.find(id).body).result(binding)\n  end'), true],
    ['/p/app/x.rb', rb('  def html\n    ERB.new(request.body.read).result(binding)\n  end'), true],
    ['/p/app/x.rb', rb('  def html(name)\n    tpl = File.read("templates/#{name}.erb")\n    ERB.new(tpl).result(binding)\n  end'), true],
    [
      '/p/src/report.py',
      'from jinja2 import Template\n\ndef render(d, request):\n    return Template(request.form["t"]).render(**d)\n',
      true,
    ],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});
