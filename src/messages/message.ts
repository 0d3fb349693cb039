// A message file (DESIGN §3): leading comment lines, a title, an optional `## Advisory`, an
// optional `## After the call` (the advisory as it reads once the tool has already run), the
// procedure, and a trailing `## Bindings` section that only tooling reads.

export interface Bindings {
  event?: string;
  matcher?: string;
  guard?: string;
  [key: string]: string | undefined;
}

export interface Message {
  /** File name without `.md`: how registrations and bindings refer to it. */
  name: string;
  /** Absolute path, quoted to the model as the full procedure. */
  path: string;
  /** What the model sees of a base message: everything but comments and bindings. */
  body: string;
  /** The `## Advisory` section of a guard message, placeholders unfilled. */
  advisory?: string;
  /** The `## After the call` section: the advisory for when it can only be given after the tool ran. */
  afterCall?: string;
  bindings: Bindings;
}

// License and maintainer comments before the title, single- or multi-line.
const LEADING_COMMENTS = /^(?:\s*<!--[\s\S]*?-->)*\s*/;

export function parseMessage(name: string, path: string, source: string): Message {
  const lines = source.replace(/\r\n?/g, '\n').replace(LEADING_COMMENTS, '').split('\n');
  const bindingsAt = lines.findIndex((line) => /^##\s+Bindings$/i.test(line.trimEnd()));
  const content = bindingsAt < 0 ? lines : lines.slice(0, bindingsAt);
  const bindings = bindingsAt < 0 ? {} : parseBindings(lines.slice(bindingsAt + 1));

  return {
    name,
    path,
    body: content.join('\n').trim(),
    advisory: section(content, 'Advisory'),
    afterCall: section(content, 'After the call'),
    bindings,
  };
}

function section(lines: string[], title: string): string | undefined {
  const heading = new RegExp(`^##\\s+${title.replace(/ /g, '\\s+')}$`, 'i');
  const at = lines.findIndex((line) => heading.test(line.trimEnd()));
  if (at < 0) return undefined;
  const next = lines.findIndex((line, i) => i > at && /^##?\s/.test(line));
  return lines
    .slice(at + 1, next < 0 ? undefined : next)
    .join('\n')
    .trim();
}

function parseBindings(lines: string[]): Bindings {
  // No prototype: a binding key is data, never `__proto__` or `constructor` of Object.
  const bindings = Object.create(null) as Bindings;
  for (const line of lines) {
    // Trimmed first: a lazy `(.*?)\s*$` over 60,000 spaces is quadratic, on every dispatch.
    const match = /^[-*][ \t]*([\w-]+)[ \t]*:(.*)$/.exec(line.trim());
    if (match) bindings[match[1]!.toLowerCase()] = match[2]!.trim();
  }
  return bindings;
}

/** Fills `{{name}}` from the finding, each value through `each`; a placeholder the finding lacks is left empty. */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string>>,
  each: (value: string) => string = (value) => value,
): string {
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, key: string) => (Object.hasOwn(values, key) ? each(values[key]!) : ''));
}
