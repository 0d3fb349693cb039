import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 75's eval class (written here on a consignment shop's schedules): Ruby's `YAML.load` / `load_file` (and Psych's)
// given `permitted_classes:`, `permitted_symbols:` or `aliases:` is the safe-load form. Those keywords belong to
// `safe_load`: Psych 4's `load` is `safe_load` and takes them, Psych 3's `load` rejects them (ArgumentError), so the call
// is safe or raises. A bare `load`, `unsafe_load`, `load_stream` (unrestricted in Psych 4 too), such a call that also asks
// for `unsafe:` or permits `Object` (Psych matches class names exactly, so it admits only plain Objects, but the call
// reads as a wish to load any object: the earlier rounds' writers judged it risky), and `Marshal.load` still speak; a
// comment saying Psych 4 is in use proves nothing. One line per case.

const schedule = (body: string) =>
  `require "yaml"\n\nmodule Consign\n  module ScheduleFile\n    # Psych 4: load_file is safe by default.\n` +
  `    def self.read(path)\n      ${body}\n    end\n  end\nend\n`;

describe('YAML.load given safe_load keywords is the safe-load form (eval/ruby/yaml-load)', () => {
  test.each([
    // The safe-load keywords, by parentheses or none, over several lines, as a hash rocket, on YAML and Psych.
    ['YAML.load_file(path, permitted_classes: [Date, Symbol])', false],
    ['YAML.load(File.read(path), permitted_classes: [Date], aliases: true)', false],
    ['Psych.load_file(path, permitted_symbols: %i[draft sent])', false],
    ['Psych.load(text, aliases: true)', false],
    ['YAML.load(text, :permitted_classes => [Date])', false],
    ['YAML.load_file path, permitted_classes: [Date]', false],
    ['YAML.load_file(\n        path,\n        permitted_classes: [Date, Symbol],\n      )', false],
    ['YAML.safe_load(text, permitted_classes: [Object])', false],
    // No such keyword (the comment above the method is no proof of Psych 4), or one elsewhere on the line or below.
    ['YAML.load_file(path)', true],
    ['YAML.load(File.read(path))', true],
    ['YAML.load(params[:doc])', true],
    ['YAML.load(text, **opts)', true],
    ['YAML.load_file(path) # permitted_classes: [Date]', true],
    ['YAML.load_file(path); limits(permitted_classes: [Date])', true],
    ['YAML.load_file path\n      limits(permitted_classes: [Date])', true],
    // Asked to be unsafe, the unsafe loaders whatever their keywords, a stream, Marshal.
    ['YAML.load(text, permitted_classes: [Date], unsafe: true)', true],
    ['YAML.load_file path, permitted_classes: [Date], unsafe: true', true],
    ['YAML.load(text, aliases: true, permitted_classes: [Symbol, Date, Object])', true],
    ['YAML.load_file path, permitted_classes: [BasicObject]', true],
    ['YAML.load(text, permitted_classes: [Symbol, ObjectSpace::WeakMap, Consign::Object])', false],
    ['YAML.unsafe_load(text)', true],
    ['YAML.unsafe_load_file(path)', true],
    ['Psych.unsafe_load(text, permitted_classes: [Date])', true],
    ['YAML.load_stream(text)', true],
    ['Marshal.load(blob)', true],
  ])('%j → %s', (body, speaks) => expect(evalSpeaks('/home/dev/proj/lib/consign/schedule_file.rb', schedule(body))).toBe(speaks));
});
