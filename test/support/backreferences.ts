import { allPacks } from '../../src/guards/rules/pack.js';

// Patterns that capture a name and match it again later by a backreference (`([A-Za-z_$][\w$]{0,40})[^]{0,4000}?\1\.eval(`).
// Where nothing holds the capture's end, a backreference that fails (the name is declared and never used) sends the
// matcher back to try every shorter prefix of the name, each across the whole span: 41 tries per declaration, and a file
// of 6,000 declarations took 20 s. The counters of src/guards/lib/opCount.ts see characters scanned, not the matcher's
// backtracking, so the linear-time checks (test/quality/linearTime.spec.ts) read these from the pattern text instead.

export interface BackreferencedGroup {
  /** `<family>/<pack>/<id>` */
  rule: string;
  source: string;
  /** The group's number and where it opens and closes (`(` and `)`) in the source. */
  number: number;
  open: number;
  close: number;
}

/** The capturing groups of a pattern source: [number, index of `(`, index of `)`]. */
export function capturingGroups(source: string): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  const stack: Array<[number | undefined, number]> = [];
  let count = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') {
      const capturing = source[i + 1] !== '?' || (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!');
      stack.push([capturing ? ++count : undefined, i]);
    } else if (char === ')') {
      const [number, open] = stack.pop()!;
      if (number !== undefined) out.push([number, open, i]);
    }
  }
  return out;
}

/** Whether a group's text takes names of more than one length: such a capture can shrink to a prefix. */
function takesNames(content: string): boolean {
  try {
    const whole = new RegExp(`^(?:${content})$`);
    return whole.test('ab') && whole.test('abc');
  } catch {
    return false;
  }
}

/** Every group of an eval rule's pattern that captures a name a later backreference matches again. */
export function backreferencedNameGroups(): BackreferencedGroup[] {
  const out: BackreferencedGroup[] = [];
  for (const pack of allPacks()) {
    if (pack.family !== 'eval') continue;
    for (const rule of pack.rules as Array<{ id: string; pattern?: string }>) {
      const source = rule.pattern;
      if (source === undefined) continue;
      for (const [number, open, close] of capturingGroups(source)) {
        if (!new RegExp(String.raw`\\${number}(?!\d)`).test(source.slice(close))) continue;
        if (!takesNames(source.slice(open + 1, close).replace(/^\?<\w+>/, ''))) continue;
        out.push({ rule: `${pack.family}/${pack.pack}/${rule.id}`, source, number, open, close });
      }
    }
  }
  return out;
}

/**
 * The pattern with its group's capture allowed to end inside a name (a name character follows it) and the backreference
 * read as any name: it matches a text only where the capture could shrink to a prefix of the name it was given.
 */
export function shrunkCapture(group: BackreferencedGroup): RegExp {
  const { source, number, close } = group;
  const content = source.slice(group.open + 1, close).replace(/^\?<\w+>/, '');
  const later = source.slice(close + 1).replace(new RegExp(String.raw`\\${number}(?!\d)`, 'g'), `(?:${content})`);
  // The characters the group's last part takes (`[\w$]` of `[A-Za-z_$][\w$]{0,40}`): one of them after it is a shrink.
  const last = /(\[[^\]]*\]|\\w)\{\d+,\d+\}$/.exec(content)?.[1] ?? String.raw`[\w$]`;
  return new RegExp(`${source.slice(0, close + 1)}(?=${last})${later}`);
}

/** The same pattern with the backreference read as any name: it matches where the input reaches the backreference. */
export function anyName(group: BackreferencedGroup): RegExp {
  const { source, number, close } = group;
  const content = source.slice(group.open + 1, close).replace(/^\?<\w+>/, '');
  const later = source.slice(close + 1).replace(new RegExp(String.raw`\\${number}(?!\d)`, 'g'), `(?:${content})`);
  return new RegExp(source.slice(0, close + 1) + later);
}
