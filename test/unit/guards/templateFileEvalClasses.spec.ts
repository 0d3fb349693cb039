import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { evalGuard } from '../../../src/guards/eval.js';
import { evalSpeaks } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Round 167's eval class: a server-side template file's code blocks run its host language, so an eval or a template
// compiled from request text inside them is judged as in a source file (`<%= raw ERB.new(params[:template]).result(binding) %>`
// in `show.html.erb`, as in a `.rb` file). Ruby's templates (.erb, .rhtml, .haml, .slim, .jbuilder, .rabl, .builder),
// JavaScript's EJS, Python's Mako and Elixir's EEx. Near-misses: a template read from a project file, a render of a named
// view, a constant template, request values used only as data, and page text that only names a sink.

const context = guardContext();
const edit = (file_path: string, new_string: string, old_string = '<%= render "labels/default", product: @product %>') =>
  ({ hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } }) as CanonicalEvent;
const editSpeaks = (file: string, text: string, old?: string) => evalGuard.detect(edit(file, text, old), context) !== undefined;

const view = '/home/dev/proj/app/views/labels/show.html.erb';
describe('Ruby in an ERB view, edited (eval/engines/rb-template-compile, eval/ruby/*)', () => {
  test.each([
    ['<%= raw ERB.new(params[:template]).result(binding) %>', true],
    ['<%= ERB.new(params[:template]).result(binding) %>', true],
    ['<%== ERB.new(params.fetch(:body)).result(binding) %>', true],
    ['<% tpl = ERB.new(request.body.read) %>\n<%= tpl.result(binding) %>', true],
    ['<%= Erubi::Engine.new(params[:t]).src %>', true],
    ['<%= raw Haml::Template.new { params[:layout] }.render(self) %>', true],
    ['<%= Tilt::ERBTemplate.new { params[:t] }.render %>', true],
    ['<%= eval(params[:code]) %>', true],
    ['<%= render inline: params[:template] %>', true],
    ['<%= render(inline: @page.body, locals: { product: @product }) %>', true],
    ['<% instance_eval(params[:snippet]) %>', true],
    ['<%- Marshal.load(Base64.decode64(cookies[:cart])) -%>', true],
    ['<p>Hi</p><% @rows.each do |row| %><%= row.send(params[:field]) %><% end %>', true],
    // A template from a project file, a named view, a constant template, request values as data, and page text.
    ["<%= raw ERB.new(File.read('app/templates/x.erb')).result(binding) %>", false],
    ['<%= raw ERB.new(File.read(Rails.root.join("app/templates/label.html.erb"))).result(binding) %>', false],
    ["<%= render template: 'labels/default' %>", false],
    ['<%= render "labels/default", product: @product %>', false],
    ['<%= params[:name] %>', false],
    ['<%= h(params[:q]) %>', false],
    ['<%# ERB.new(params[:template]).result(binding) %>', false],
    ["<p>Don't eval (anything) a customer types: we never call ERB.new(params[:template]).</p>", false],
    ['<%= render inline: "<p><%%= @product.name %></p>" %>', false],
  ])('%j → %s', (text, speaks) => expect(editSpeaks(view, text)).toBe(speaks));
});

// An edit inside a block the file already opens: neither text has marks or elements, and the new one calls a method.
describe('an edit of the Ruby between marks an ERB view already holds', () => {
  test.each([
    ['render_label(@product)', 'ERB.new(params[:template]).result(binding)', true],
    ['tpl = ERB.new(File.read(path))', 'tpl = ERB.new(params[:template])', true],
    ['Welcome to the shop', 'We never eval (user input) here', false],
    ['render_label(@product)', "render template: 'labels/default'", false],
    ['<p>Welcome</p>', '<p>Welcome</p>\nERB.new(params[:template]).result(binding)', false],
  ])('%j → %j → %s', (old, text, speaks) => expect(editSpeaks(view, text, old)).toBe(speaks));
});

describe('Ruby in template files of every kind, written', () => {
  test.each([
    [
      '/p/app/controllers/labels_controller.rb',
      'class LabelsController\n  def show\n    render inline: params[:template]\n  end\nend\n',
      true,
    ],
    [
      '/p/app/controllers/labels_controller.rb',
      "class LabelsController\n  def show\n    render inline: '<p><%= @label.name %></p>'\n  end\nend\n",
      false,
    ],
    ['/p/app/views/labels/show.rhtml', '<h1>Label</h1>\n<%= ERB.new(params[:template]).result(binding) %>\n', true],
    ['/p/app/views/labels/show.text.erb', 'Dear <%= @user.name %>,\n<%= eval(params[:greeting]) %>\n', true],
    ['/p/app/views/labels/show.html.haml', '%h1 Label\n= raw ERB.new(params[:template]).result(binding)\n', true],
    ['/p/app/views/labels/show.html.haml', '%section\n  %p= ERB.new(params[:template]).result(binding)\n', true],
    ['/p/app/views/labels/show.html.haml', '- tpl = ERB.new(params[:template])\n%p!= tpl.result(binding)\n', true],
    ['/p/app/views/labels/show.html.haml', ':ruby\n  out = eval(params[:code])\n%p= out\n', true],
    ['/p/app/views/labels/show.html.haml', '%p Total: #{eval(params[:expr])}\n', true],
    ['/p/app/views/labels/show.html.slim', 'h1 Label\n== ERB.new(params[:template]).result(binding)\n', true],
    ['/p/app/views/labels/show.html.slim', 'section\n  p = ERB.new(params[:template]).result(binding)\n', true],
    ['/p/app/views/labels/show.html.slim', '- out = eval(params[:code])\np = out\n', true],
    ['/p/app/views/labels/show.html.slim', 'ruby:\n  out = ERB.new(params[:t]).result(binding)\np = out\n', true],
    ['/p/app/views/labels/show.json.jbuilder', 'json.body ERB.new(params[:template]).result(binding)\n', true],
    ['/p/app/views/labels/show.rabl', 'object @label\nnode(:body) { |l| eval(params[:expr]) }\n', true],
    ['/p/app/views/labels/feed.xml.builder', 'xml.body ERB.new(params[:template]).result(binding)\n', true],
    // Near-misses.
    ['/p/app/views/labels/show.html.erb', '<h1><%= @label.name %></h1>\n<p><%= params[:name] %></p>\n', false],
    [
      '/p/app/views/labels/show.html.haml',
      '%h1= @label.name\n%p Please do not eval (anything) here.\n-# ERB.new(params[:t]).result(binding)\n',
      false,
    ],
    ['/p/app/views/labels/show.html.haml', "%p= render template: 'labels/default'\n", false],
    ['/p/app/views/labels/show.html.slim', 'p = h(params[:q])\n| We never eval (user input).\n', false],
    ['/p/app/views/labels/show.json.jbuilder', "json.body ERB.new(File.read('app/templates/x.erb')).result(binding)\n", false],
    ['/p/app/views/labels/show.json.jbuilder', 'json.name params[:name]\n', false],
  ])('%s %j → %s', (file, content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});

describe('other languages whose templates run host code (EJS, Mako, EEx)', () => {
  test.each([
    ['/p/views/label.ejs', '<h1>Label</h1>\n<%- eval(locals.query.code) %>\n', true],
    ['/p/views/label.ejs', '<% const f = new Function(body) %><%= f() %>\n', true],
    ['/p/views/label.ejs', '<%- ejs.render(req.query.tpl, data) %>\n', true],
    ['/p/templates/label.mako', '<%\n  out = eval(request.params["expr"])\n%>\n<p>${out}</p>\n', true],
    ['/p/templates/label.mako', '<p>${eval(request.params["expr"])}</p>\n', true],
    ['/p/templates/label.mako', '% if eval(request.params["cond"]):\n<p>yes</p>\n% endif\n', true],
    ['/p/lib/app_web/templates/label/show.html.eex', '<h1>Label</h1>\n<%= Code.eval_string(@conn.params["expr"]) %>\n', true],
    // A page's own script runs in the browser: JavaScript, in every kind of template.
    ['/p/views/label.ejs', '<script>\n  eval(location.hash.slice(1));\n</script>\n', true],
    ['/p/app/views/labels/show.html.erb', '<script type="text/javascript">\n  eval(location.hash.slice(1));\n</script>\n', true],
    ['/p/app/views/labels/show.html.haml', '%h1 Label\n:javascript\n  eval(location.hash.slice(1));\n', true],
    ['/p/app/views/labels/show.html.slim', 'h1 Label\njavascript:\n  new Function(location.hash.slice(1))();\n', true],
    ['/p/app/views/labels/show.html.erb', "<script>\n  const total = JSON.parse('<%= j @total.to_json %>');\n</script>\n", false],
    // Near-misses.
    ['/p/views/label.ejs', "<h1><%= title %></h1>\n<p>Never eval (user input).</p>\n<%- include('footer') %>\n", false],
    ['/p/views/label.ejs', '<%# eval(x) was removed %>\n', false],
    ['/p/templates/label.mako', '<%inherit file="base.mako"/>\n<p>${name | h}</p>\n## eval(request.params["x"])\n', false],
    ['/p/lib/app_web/templates/label/show.html.eex', '<h1><%= @label.name %></h1>\n<p>eval (nothing)</p>\n', false],
  ])('%s %j → %s', (file, content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});
