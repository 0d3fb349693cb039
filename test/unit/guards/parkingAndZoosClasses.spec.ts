import { describe, expect, test } from 'vitest';
import type { Finding, GuardContext } from '../../../src/guards/guard.js';
import { evalGuard } from '../../../src/guards/eval.js';
import { guardContext } from '../../support/guardContext.js';
import { secretSpeaks, write } from '../../support/guardSpeaks.js';

// Round 47 (building automation, parking enforcement, zoos and aquariums, resorts and campgrounds): a Ruby constant
// frozen where it is assigned, PagerDuty's Events routing key, and a Groovy shell built with a binding that evaluates a
// stored rule. One line per class that speaks and near-misses.

const context: GuardContext = guardContext();

// Assembled at run time so that no scanner flags this file.
const hex = ['ac7c3b2cd703f9e9', 'fd33d3b75cd7d321', '492ad16990815920'].join('');
describe('credentials of round 47 (secrets)', () => {
  test.each([
    ['a frozen Ruby constant', 'app/webhooks/campspot.rb', `class Hooks\n  SIGNING_SECRET = "${hex}".freeze\nend\n`, true],
    ['a PagerDuty routing key', '.github/workflows/deploy.yml', `env:\n  PAGERDUTY_ROUTING_KEY: ${hex.slice(0, 32)}\n`, true],
    // A frozen greeting, a secret read from the environment, an AMQP routing key (a queue's name), DocuSign's client id.
    ['a frozen greeting', 'app/x.rb', 'GREETING = "hello there campers".freeze\n', false],
    ['a frozen reference', 'app/x.rb', 'SIGNING_SECRET = ENV.fetch("CAMPSPOT_SECRET").freeze\n', false],
    ['an AMQP routing key', 'app/q.py', 'ROUTING_KEY = "bookings.confirmed"\n', false],
    ['a DocuSign integration key', '.env.production', 'DOCUSIGN_INTEGRATION_KEY=a7c2e9f1-4b3d-4e8a-9c1f-2d6b8e0a3f57\n', false],
  ])('%s', (_name, file, content, speaks) => expect(secretSpeaks(`/p/${file}`, content)).toBe(speaks));
});

const evalSpeaks = (content: string) =>
  (evalGuard.detect(write('/p/src/main/java/city/parking/RuleRunner.java', content), context) as Finding | undefined) !== undefined;
const runner = (call: string) =>
  `import groovy.lang.*;\nclass RuleRunner {\n  boolean run(Binding b, String script) {\n    return (Boolean) ${call};\n  }\n}\n`;
describe('a Groovy shell built with arguments, evaluating a string (eval)', () => {
  test.each([
    ['new GroovyShell(binding).evaluate(script)', true],
    ['new GroovyShell(this.loader, b).evaluate(script)', true],
    // A fixed expression.
    ['new GroovyShell(b).evaluate("read.speed > 30")', false],
  ])('%s', (call, speaks) => expect(evalSpeaks(runner(call))).toBe(speaks));
});
