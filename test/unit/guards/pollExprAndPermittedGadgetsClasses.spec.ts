import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 79's eval classes: a timer handed a local bound to a member of settings (`const expr = clientSettings.pollExpr ||
// settings.defaultPollExpr; setInterval(expr, ms)`), the same as handing the member itself; and Ruby's YAML loaders whose
// `permitted_classes:` admit classes that carry behaviour or are known gadgets (OpenStruct, Struct, ERB, Gem::*): `load`
// so given speaks whatever it reads, `safe_load` so given speaks on request data. One line per case.

const poller = (body: string, head = 'import settings from "./settings.json";\n') =>
  `${head}\nexport function startPolling(clientSettings) {\n  ${body.split('\n').join('\n  ')}\n}\n`;

describe('a timer given a local bound to a settings member (eval/javascript timers)', () => {
  test.each([
    // The brief's call, and the same local by let/var, `??`, one member, a *Config / *Options parameter, code-like names.
    ['const expr = clientSettings.pollExpr || settings.defaultPollExpr;\nreturn setInterval(expr, clientSettings.pollMs || 10000);', true],
    ['let expr = clientSettings.pollExpr ?? settings.defaultPollExpr;\nreturn setInterval(expr, 10000);', true],
    ['var code = settings.onTick;\nreturn setTimeout(code, 500);', true],
    ['return setTimeout(clientSettings.refreshCode, 500);', true],
    ['const script = settings.refreshScript;\nreturn setInterval(script, 1000);', true],
    ['const handler = clientSettings.tickHandler || "refresh()";\nreturn setInterval(handler, 1000);', true],
    ['const snippet = clientSettings.pollSnippet;\nreturn window.setInterval(snippet, 2000);', true],
    ['return setInterval(clientSettings.pollExpr || settings.defaultPollExpr, 10000);', true],
    ['const raw = settings.refresh;\nreturn setInterval(raw, 1000);', true],
    // Near-misses: a local bound to a function, a bound method, the settings' delay only, a function handed directly.
    ['const tick = () => refreshPanels(clientSettings.gate);\nreturn setInterval(tick, clientSettings.pollMs);', false],
    ['const tick = function () { refreshPanels(); };\nreturn setInterval(tick, settings.pollMs);', false],
    ['const tick = this.refresh.bind(this);\nreturn setInterval(tick, clientSettings.pollMs || 10000);', false],
    ['const ms = clientSettings.pollMs || settings.pollMs;\nreturn setInterval(refresh, ms);', false],
    ['return setInterval(refresh, settings.pollMs);', false],
    ['const onTick = clientSettings.onTick;\nreturn setInterval(onTick, 1000);', false],
    ['return setInterval(clientSettings.pollHandler, 1000);', false],
    ['const refresh = clientSettings.refresh;\nreturn setInterval(refresh, 1000);', false],
    ['const cb = clientSettings.pollExpr || this.tick;\nreturn setInterval(cb, 1000);', false],
    ['const cb = options.callback;\nreturn setInterval(cb, 1000);', false],
    ['const tick = makeTicker(clientSettings);\nreturn setInterval(tick, 1000);', false],
  ])('%s %#', (body, speaks) => expect(evalSpeaks('/home/dev/proj/web/src/dashboard/poller.js', poller(body))).toBe(speaks));

  test("the brief's file as written", () =>
    expect(
      evalSpeaks(
        '/home/dev/proj/web/src/dashboard/poller.js',
        'import settings from "./settings.json";\n\n// pollExpr is configurable per client dashboard, e.g. "refreshPanels(\'north-gate\')"\n' +
          'export function startPolling(clientSettings) {\n  const expr = clientSettings.pollExpr || settings.defaultPollExpr;\n' +
          '  return setInterval(expr, clientSettings.pollMs || 10000);\n}\n',
      ),
    ).toBe(true));

  test.each([
    // A parameter named *Config / *Options, and TypeScript.
    ['export function arm(pollConfig) {\n  const expr = pollConfig.pollExpr || "tick()";\n  return setInterval(expr, 5000);\n}\n', true],
    ['export function arm(timerOptions: TimerOpts) {\n  const cb = timerOptions.tickExpr;\n  return setTimeout(cb, 5000);\n}\n', true],
    ['export function arm(timerOptions: TimerOpts) {\n  const cb = timerOptions.onTick;\n  return setTimeout(cb, 5000);\n}\n', false],
    ['export function arm(pollConfig) {\n  const tick = () => run(pollConfig);\n  return setInterval(tick, pollConfig.ms);\n}\n', false],
    ['export function arm(pollConfig) {\n  const ms = pollConfig.intervalMs;\n  return setInterval(poll, ms);\n}\n', false],
  ])('%s %#', (content, speaks) => expect(evalSpeaks('/home/dev/proj/web/src/timers.ts', content)).toBe(speaks));
});

const stamps = (body: string) =>
  `class StampsController < ApplicationController\n  def preview\n    impression = StampImpression.find(params[:id])\n` +
  `    ${body}\n    send_data StampRenderer.new(impression, **options.to_h.symbolize_keys).png, type: "image/png"\n  end\nend\n`;

describe('YAML loaders permitting gadget classes (eval/ruby/yaml-load, yaml-safe-load-gadgets)', () => {
  test.each([
    // The brief's call and the same list by other gadgets, on load and on safe_load over request data.
    ['options = YAML.load(params[:options], permitted_classes: [Symbol, Date, Range, OpenStruct], aliases: true)', true],
    ['options = YAML.load(params[:options], permitted_classes: [Symbol, Struct])', true],
    ['options = YAML.load(request.body.read, permitted_classes: [Gem::Requirement, Symbol])', true],
    ['options = Psych.load(cookies[:opts], permitted_classes: [ERB])', true],
    ['options = YAML.load(request.raw_post, :permitted_classes => [ActiveSupport::Deprecation::DeprecatedInstanceVariableProxy])', true],
    ['options = YAML.load(params[:options], permitted_classes: [::OpenStruct])', true],
    ['options = YAML.safe_load(params[:options], permitted_classes: [Symbol, Date, OpenStruct])', true],
    ['options = YAML.safe_load(request.body.read, permitted_classes: [Gem::Installer])', true],
    ['options = YAML.safe_load(cookies[:opts], permitted_classes: %w[Date OpenStruct])', true],
    ['options = YAML.safe_load(params.require(:options), permitted_classes: [Class, Symbol])', true],
    // Near-misses: data classes only, safe_load bare, a project file, a class merely named like a gadget.
    ['options = YAML.load(params[:options], permitted_classes: [Symbol, Date, Time])', false],
    ['options = YAML.safe_load(params[:options], permitted_classes: [Symbol, Date, Time])', false],
    ['options = YAML.safe_load(params[:options])', false],
    ['options = YAML.load_file(Rails.root.join("config/stamps.yml"), permitted_classes: [Date, Symbol])', false],
    ['options = YAML.safe_load(File.read("config/stamps.yml"), permitted_classes: [OpenStruct])', false],
    [
      'options = YAML.load(params[:options], permitted_classes: [Stamps::Struct, OpenStructure, ActiveSupport::HashWithIndifferentAccess])',
      false,
    ],
    [
      'options = YAML.safe_load(params[:options], permitted_classes: [Set, ActiveSupport::TimeWithZone, ActiveSupport::TimeZone, Time])',
      false,
    ],
  ])('%s %#', (body, speaks) => expect(evalSpeaks('/home/dev/proj/app/controllers/stamps_controller.rb', stamps(body))).toBe(speaks));
});
