import type { CanonicalEvent } from '../core/event.js';
import type { Silence } from '../core/runGuards.js';
import type { Message } from '../messages/message.js';

/** What one call evaluated and decided, as `waymark explain` and `replay` show it. */
export interface Inspection {
  event: CanonicalEvent;
  evaluated: readonly Message[];
  /** Guard messages that spoke, by name, with their filled advisory. */
  advisories: ReadonlyMap<string, string>;
  /** The full ids of the rules that spoke, by guard message name (only guards built on rule packs). */
  rules: ReadonlyMap<string, readonly string[]>;
  /** Base messages delivered by this call. */
  delivered: ReadonlySet<string>;
  /** Why each guard message that did not speak stayed silent. */
  silences: ReadonlyMap<string, Silence>;
  /** The model-visible text, capped; empty for silence. */
  text: string;
  /** Its length before the cap. */
  uncapped: number;
  /** Why a repository's "off" did not hold, by guard message name (src/quiet/quiet.ts). */
  scopeNotes?: ReadonlyMap<string, readonly string[]>;
}
