// The inverse of an edit of a byte string, so uninstall can take back exactly what install did:
// each edit is one splice, recorded as what to put back where.

export interface Undo {
  /** Offset in the text after the edit. */
  at: number;
  /** How many bytes the edit put there. */
  length: number;
  /** The bytes it replaced. */
  bytes: string;
}

/** The inverse of the one splice that turns `before` into `after`. */
export function undoOf(before: string, after: string): Undo {
  const most = Math.min(before.length, after.length);
  let head = 0;
  while (head < most && before.charCodeAt(head) === after.charCodeAt(head)) head++;
  let tail = 0;
  while (tail < most - head && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
  return { at: head, length: after.length - head - tail, bytes: before.slice(head, before.length - tail) };
}

/** Takes back a sequence of edits, last first. */
export function undo(text: string, edits: readonly Undo[]): string {
  let out = text;
  for (let i = edits.length - 1; i >= 0; i--) {
    const { at, length, bytes } = edits[i]!;
    out = out.slice(0, at) + bytes + out.slice(at + length);
  }
  return out;
}

/** Records each change of a text as it is edited. */
export class Edits {
  readonly list: Undo[] = [];
  constructor(public text: string) {}
  set(next: string): void {
    if (next !== this.text) this.list.push(undoOf(this.text, next));
    this.text = next;
  }
}
