import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Tilt's templates (Slim, Haml, ERB through Tilt) also take their text from a block: `Slim::Template.new { member.notice }`
// compiles whatever the block returns. Data there speaks; a file the project holds, a literal, a path argument stay silent.

const mailer = (line: string) => `require "slim"\n\ndef render_notice(member)\n  ${line}\nend\n`;

describe('a template compiled from a block', () => {
  test.each([
    ['Slim::Template.new { member.custom_notice }.render(member)', true],
    ['Tilt::ERBTemplate.new { params[:body] }.render', true],
    ['Haml::Template.new { |t| record.body }.render', true],
    // Near-misses: a file in the project, a literal (with or without the block's parameter), a path given as argument.
    ['Slim::Template.new { File.read("views/notice.slim") }.render(member)', false],
    ['Slim::Template.new { "h1 Welcome" }.render(member)', false],
    ['Haml::Template.new { |t| "%p Hello" }.render', false],
    ['Slim::Template.new("views/notice.slim").render(member)', false],
    ['notices.each { member.custom_notice }', false],
  ])('%s → %s', (line, speaks) => expect(evalSpeaks('app/mailers/notice.rb', mailer(line))).toBe(speaks));
});
