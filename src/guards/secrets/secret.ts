// What every secrets detector reports and how it says why it stayed silent. A note carries the rule and the
// reason only, never the value: nothing here logs a secret a second time.

/** One credential found: its kind (the rule's `risk`), where its value sits, and the rule. */
export interface Secret {
  kind: string;
  rule: string;
  /** Offset of the value in the text that was scanned. */
  start: number;
  end: number;
}

/** Why a value was not reported, for `waymark explain`; never the value itself. */
export type Note = (line: string) => void;
