import { writeFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { renderScore, scoreScenarios } from '../support/heededScore.js';

// The heeded classifier against the lead's hand-labelled scenarios (test/fixtures/heeded): each is
// rendered into its harness's real session format with the advice the real dispatch path gives,
// judged by `measureHeeded`, then compared with its label. The floor is the agreement reached on
// the reviewed labels; a change that loses cases fails here.

// First score, before any tuning: 56/67 (test/fixtures/heeded/first-score.txt). After the two
// class fixes of docs/heeded.md: 64/67, the three others being calls on which the real guard gives
// no advice (no advisory to judge), in each of the three formats. 65/67 since the scenarios' typed
// fake tokens became random-looking ones (docs/heeded.md).
const FLOOR = 65;

test('the classifier agrees with the hand labels', async () => {
  const score = await scoreScenarios();
  if (process.env.HEEDED_REPORT)
    writeFileSync(
      process.env.HEEDED_REPORT,
      `${renderScore(score)}\n\n${score.scored.map((e) => `${e.id} ${e.harness} label=${e.label} got=${e.got} ${e.reason ?? ''}\n`).join('')}`,
    );
  expect(score.scored).toHaveLength(67);
  expect(score.scored.filter((each) => each.got === each.label).length).toBeGreaterThanOrEqual(FLOOR);
  // Never the worst mistake: advice taken counted as ignored, or the reverse.
  expect(score.confusion.heeded.ignored + score.confusion.ignored.heeded).toBe(0);
}, 120_000);
