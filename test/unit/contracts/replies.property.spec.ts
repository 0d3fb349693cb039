import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capText } from '../../../src/deliver/cap.js';
import { loadContract, outbound } from '../../../src/contracts/contract.js';
import type { Contract } from '../../../src/contracts/schema.js';
import { CONTRACTS } from '../../../src/contracts/registry.js';
import { replySchema, visibleText } from './replySchemas.js';

// The runtime contract (DESIGN §2, invariants 1 and 3): whatever text the guards compose, every
// vendor gets a reply it accepts for that event, or nothing, and never more than its cap.
const cases = (Object.keys(CONTRACTS).map((id) => loadContract(id)!) as Contract[]).flatMap((contract) =>
  Object.entries(contract.events).map(([event, { reply }]) => [contract.id, event, reply, contract] as const),
);

describe('outbound replies, for any canonical reply text', () => {
  it.each(cases)('%s %s (%s) is valid for the vendor and within its cap', (_, event, kind, contract) => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: 'binary', minLength: 6_000, maxLength: 14_000 }))
          .filter((value) => value.trim().length > 0),
        (full) => {
          const text = capText(full, contract.cap.chars);
          const reply = outbound(contract, event, text);
          expect(replySchema(kind, event).safeParse(reply).success).toBe(true);
          expect(visibleText(kind, reply).length).toBeLessThanOrEqual(contract.cap.chars);
        },
      ),
      { numRuns: 30, endOnFailure: true },
    );
  });
});
