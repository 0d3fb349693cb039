import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Held-out round 149: a Ruby method picked by a name from input inside fixed text (`public_send("#{action}!")`) after a
// guard clause checked that name against a literal list: every method the call can reach is written in the source. One
// line per call.

const controller = (body: string) =>
  `class PledgesController < ApplicationController\n  TRANSITIONS = %w[redeem extend forfeit].freeze\n\n  def transition\n` +
  `    pledge = Pledge.find(params[:id])\n    action = params.require(:transition)\n${body}\n    redirect_to pledge\n  end\nend\n`;

describe('a checked name wrapped in fixed text', () => {
  test.each([
    ['    return head :unprocessable_entity unless TRANSITIONS.include?(action)\n    pledge.public_send("#{action}!")', false],
    ['    raise ArgumentError unless %w[redeem extend].include?(action)\n    pledge.send("#{action}_pledge")', false],
    // Near-misses: no check, a check of another value, two names interpolated, text that is not fixed.
    ['    pledge.public_send("#{action}!")', true],
    ['    return head :bad_request unless TRANSITIONS.include?(params[:other])\n    pledge.public_send("#{action}!")', true],
    ['    return head :bad_request unless TRANSITIONS.include?(action)\n    pledge.public_send("#{action}_#{params[:x]}")', true],
  ])('%s → %s', (body, speaks) => expect(evalSpeaks('app/controllers/pledges_controller.rb', controller(body))).toBe(speaks));
});
