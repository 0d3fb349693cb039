import * as z from 'zod/mini';

// The shape of `contracts/<id>.json` (DESIGN §4). Every vendor-specific fact carries `source`:
// a documentation URL, `package@version`, or the section of shared/vendors/ that records it.

/** How a reply reaches the model on one event. */
export const ReplyKind = z.enum([
  // {"hookSpecificOutput": {"hookEventName": <event>, "additionalContext": <text>}}
  'hookSpecificOutput',
  // The vendor never passes this event's output to the model (or passes it somewhere harmful).
  'none',
]);

const Sourced = { source: z.string().check(z.minLength(1)) };

export const ContractSchema = z.strictObject({
  $schema: z.optional(z.string()),
  id: z.string(),
  vendor: z.string(),
  sources: z.array(z.string()).check(z.minLength(1)),
  cap: z.strictObject({ chars: z.number().check(z.int(), z.positive(), z.maximum(10000)), ...Sourced }),
  events: z.record(
    z.string(),
    z.strictObject({ canonical: z.string(), reply: ReplyKind, ...Sourced }),
  ),
});

export type Contract = z.infer<typeof ContractSchema>;
export type Reply = z.infer<typeof ReplyKind>;

/** Every problem in the shipped contracts, one line each; empty when all are valid. */
export function contractProblems(contracts: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(contracts).flatMap(([id, raw]) => {
    const parsed = ContractSchema.safeParse(raw);
    if (!parsed.success) return parsed.error.issues.map((issue) => `contracts/${id}.json: ${issue.path.join('.')}: ${issue.message}`);
    return parsed.data.id === id ? [] : [`contracts/${id}.json: id is "${parsed.data.id}"`];
  });
}
