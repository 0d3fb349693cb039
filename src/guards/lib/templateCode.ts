import { basename } from 'node:path';
import { blanked } from './blanked.js';
import { countScanned } from './opCount.js';
import type { Family } from './codeText.js';

// A server-side template file runs its host language's code in its code blocks: ERB's `<% %>` and `<%= %>`, Haml's and
// Slim's `-` and `=` lines, EJS's `<%- %>`, Mako's `<% %>`, `${…}` and `%` lines. Read as that language with the markup
// around the code blanked (offsets and lines kept), an `<%= raw ERB.new(params[:template]).result(binding) %>` in a view is
// judged as the same call in a `.rb` file is (held-out round 167), while the page's text (`<p>Don't eval …</p>`) is no
// code. Files that are code from end to end (`.jbuilder`, `.rabl`, `.builder`) are the host language whole. Templates
// whose names a language already owns (`.phtml` and `.blade.php` as PHP, `.cshtml` as C#, `.jsp` as Java) are read by it.

type Kind = 'tags' | 'mako' | 'haml' | 'slim' | 'whole';

/** The last extension of a template's name and what it is; `show.html.erb` is read by its `.erb`. */
const TEMPLATES: Record<string, { family: Family; kind: Kind }> = {
  erb: { family: 'rb', kind: 'tags' },
  rhtml: { family: 'rb', kind: 'tags' },
  haml: { family: 'rb', kind: 'haml' },
  slim: { family: 'rb', kind: 'slim' },
  jbuilder: { family: 'rb', kind: 'whole' },
  rabl: { family: 'rb', kind: 'whole' },
  builder: { family: 'rb', kind: 'whole' },
  ejs: { family: 'js', kind: 'tags' },
  mako: { family: 'py', kind: 'mako' },
  // Elixir's EEx (Phoenix views): `<%= %>` blocks of Elixir.
  eex: { family: 'ex', kind: 'tags' },
  leex: { family: 'ex', kind: 'tags' },
  heex: { family: 'ex', kind: 'tags' },
};

function templateOf(path: string | undefined): { family: Family; kind: Kind } | undefined {
  if (!path) return undefined;
  const name = basename(path);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const extension = name.slice(dot + 1).toLowerCase();
  return Object.hasOwn(TEMPLATES, extension) ? TEMPLATES[extension] : undefined;
}

/** The language whose code a template file's code blocks hold, or undefined for a file that is no template. */
export function templateFamily(path: string | undefined): Family | undefined {
  return templateOf(path)?.family;
}

// An edit's text with no block mark and no element (`ERB.new(params[:template]).result(binding)` put in place of
// `render_label(@product)`) sits inside a block the file already opens: it is code where it looks like code, a call or a
// chained call (`x(`, `).y`), and page text otherwise (`We never eval (user input)`).
const MARKUP = /<%|%>|\$\{|<[A-Za-z/!]/;
const CALL = /\w\(|\)\s{0,20}\./;

/** Whether edits of a template put code inside a block the file opens: no marks nor elements in either text, calls in the new. */
export function editsInsideBlock(path: string | undefined, edits: ReadonlyArray<{ old: string; new: string }>): boolean {
  const kind = templateOf(path)?.kind;
  if (kind !== 'tags' && kind !== 'mako') return false;
  return (
    edits.length > 0 &&
    edits.every((edit) => edit.old.trim() !== '' && !MARKUP.test(edit.old) && !MARKUP.test(edit.new)) &&
    edits.some((edit) => CALL.test(edit.new))
  );
}

/**
 * A template's text with everything but its code blanked; any other file's text unchanged. `insideBlock`: the text is an
 * edit's that `editsInsideBlock` found to be code inside a block, read whole.
 */
export function templateCode(path: string | undefined, text: string, insideBlock = false): string {
  const template = templateOf(path);
  if (!template || template.kind === 'whole' || insideBlock) return text;
  countScanned(text.length);
  switch (template.kind) {
    case 'tags':
      return tagCode(text, false);
    case 'mako':
      return makoLines(tagCode(text, true), text);
    case 'haml':
      return lineCode(text, HAML_CODE, HAML_FILTER);
    case 'slim':
      return lineCode(text, SLIM_CODE, SLIM_FILTER);
  }
}

/**
 * The code of `<% … %>` blocks, the rest blanked. A block's marks (`<%=`, `<%-`, `<%==`, `-%>`) are blanked and its close
 * read as `;`, so two blocks on a line stay two statements. A `<%#` block is a comment, `<%%` a literal `<%`. An edit's
 * text may start inside a block: a `%>` before any `<%` closes code that began at the start. Mako (`mako`): its tags
 * (`<%inherit …/>`, `<%def …>`) are markup, and `${…}` is an expression.
 */
function tagCode(text: string, mako: boolean): string {
  const parts: string[] = [];
  let at = 0;
  const firstOpen = text.indexOf('<%');
  const firstClose = text.indexOf('%>');
  if (firstClose >= 0 && (firstOpen < 0 || firstClose < firstOpen)) {
    parts.push(text.slice(0, firstClose), ' ;');
    at = firstClose + 2;
  }
  const nextOpen = opener(text, mako);
  while (at < text.length) {
    const open = nextOpen(at);
    if (open.at < 0) break;
    parts.push(blanked(text.slice(at, open.at)));
    if (open.expression) {
      const close = text.indexOf('}', open.at + 2);
      const stop = close < 0 ? text.length : close;
      parts.push('  ', text.slice(open.at + 2, stop));
      if (close >= 0) parts.push(';');
      at = close < 0 ? text.length : close + 1;
      continue;
    }
    const marks = /^<%(?:==?|-|_|!)?/.exec(text.slice(open.at, open.at + 4))![0].length;
    // A Mako tag (`<%def name="row()">`, `<%include file="x"/>`) is markup that ends at its `>`.
    const tag = mako && /[A-Za-z]/.test(text[open.at + 2] ?? '');
    if (tag) {
      const end = text.indexOf('>', open.at);
      const stop = end < 0 ? text.length : end + 1;
      parts.push(blanked(text.slice(open.at, stop)));
      at = stop;
      continue;
    }
    const close = text.indexOf('%>', open.at + marks);
    const stop = close < 0 ? text.length : close;
    const comment = text[open.at + 2] === '#' || text[open.at + 2] === '%';
    const body = text.slice(open.at + marks, stop);
    parts.push(' '.repeat(marks), comment ? blanked(body) : body.replace(/[-_=]$/, ' '));
    if (close < 0) {
      at = text.length;
      break;
    }
    parts.push(' ;');
    at = close + 2;
  }
  parts.push(blanked(text.slice(at)));
  return parts.join('');
}

/**
 * The next `<%` (or, in Mako, `${`) at or after `from`. Each mark's next place is kept until passed: a search that found
 * none is not repeated for every block (a page of `<% %>` blocks and no `${` would be quadratic).
 */
function opener(text: string, mako: boolean): (from: number) => { at: number; expression: boolean } {
  let tag = -2;
  let expression = mako ? -2 : -1;
  const seek = (kept: number, mark: string, from: number) => (kept !== -1 && kept < from ? text.indexOf(mark, from) : kept);
  return (from) => {
    tag = seek(tag, '<%', from);
    expression = seek(expression, '${', from);
    if (expression >= 0 && (tag < 0 || expression < tag)) return { at: expression, expression: true };
    return { at: tag, expression: false };
  };
}

// Mako's control lines: a `%` opening a line (`% for row in rows:`); `%%` is a literal `%`, `##` a comment.
const MAKO_LINE = /^([ \t]*%)(?![%>])([^\n]*)$/gm;

/** Mako's `%` lines put back as code over the text `tagCode` blanked. */
function makoLines(code: string, text: string): string {
  const lines: Array<[number, string]> = [];
  MAKO_LINE.lastIndex = 0;
  for (let line = MAKO_LINE.exec(text); line; line = MAKO_LINE.exec(text)) lines.push([line.index + line[1]!.length, line[2]!]);
  if (lines.length === 0) return code;
  const parts: string[] = [];
  let at = 0;
  for (const [start, body] of lines) {
    if (start < at) continue;
    parts.push(code.slice(at, start), body);
    at = start + body.length;
  }
  parts.push(code.slice(at));
  return parts.join('');
}

// A Haml line's code: after the indent and an optional element (`%p`, `.total`, `%td#sum{class: css}`), `=`, `!=`, `&=` or
// `~` starts Ruby whose value is output, and `-` (not `-#`, a comment) Ruby that is run. A `{…}` attribute hash is Ruby too.
const HAML_CODE =
  /^(?<lead>[ \t]{0,200}(?:[%.#][\w:.#-]{0,100}(?:(?<open>\{)(?<attrs>[^\n]{0,400}?)\}|\([^\n]{0,400}?\))?[ \t]{0,20}(?=[!&]?=|~))?)(?<mark>[!&]?==?|~|-(?!#))(?<code>[^\n]*)$/;
// A `:ruby` filter: the lines indented under it are Ruby.
const HAML_FILTER = /^([ \t]{0,200}):ruby[ \t]*$/;
// A Slim line's code: after the indent, `-` runs Ruby and `=`/`==` (with `<`, `>` or `'` for spaces) outputs it; an element
// (`td`, `h1.title`, `#total`) followed by `=` outputs the Ruby after it (`p = @label.name`).
const SLIM_CODE = /^(?<lead>[ \t]{0,200}(?:[\w.#:-]{1,100}[ \t]{0,20}(?==))?)(?<mark>==?[<>']{0,2}|-)(?<code>[^\n]*)$/;
// A `ruby:` embedded engine: the lines indented under it are Ruby.
const SLIM_FILTER = /^([ \t]{0,200})ruby:[ \t]*$/;
// `#{…}` in a text line: Ruby interpolated into the page.
const INTERPOLATION = /#\{([^{}\n]{0,400})\}/g;

/** A line-based template's Ruby: its code lines, the lines under a Ruby filter, and each `#{…}` (unless `interpolations` is false); the rest blanked. */
function lineCode(text: string, code: RegExp, filter: RegExp, interpolations = true): string {
  let filtered: number | undefined;
  return text
    .split('\n')
    .map((line) => {
      const indent = /^[ \t]*/.exec(line)![0].length;
      if (filtered !== undefined) {
        if (line.trim() === '' || indent > filtered) return line;
        filtered = undefined;
      }
      const opens = filter.exec(line);
      if (opens) {
        filtered = opens[1]!.length;
        return blanked(line);
      }
      const found = code.exec(line);
      if (found?.groups) {
        const { lead, mark, code: body, open, attrs } = found.groups;
        // An element's attribute hash stays as code, with the element's name blanked before it.
        const head = open !== undefined ? blankedAround(lead!, lead!.indexOf('{') + 1, attrs!.length) : blanked(lead!);
        return `${head}${' '.repeat(mark!.length)}${body}`;
      }
      return interpolations ? interpolated(line) : blanked(line);
    })
    .join('\n');
}

/** `text` blanked but for `length` characters from `from`. */
function blankedAround(text: string, from: number, length: number): string {
  return blanked(text.slice(0, from)) + text.slice(from, from + length) + blanked(text.slice(from + length));
}

/** A text line with only its `#{…}` expressions kept. */
function interpolated(line: string): string {
  if (!line.includes('#{')) return blanked(line);
  const parts: string[] = [];
  let at = 0;
  INTERPOLATION.lastIndex = 0;
  for (let found = INTERPOLATION.exec(line); found; found = INTERPOLATION.exec(line)) {
    parts.push(blanked(line.slice(at, found.index + 2)), found[1]!, ';');
    at = found.index + found[0].length;
  }
  parts.push(blanked(line.slice(at)));
  return parts.join('');
}

// A page's own scripts: `<script>` elements, and Haml's `:javascript` and Slim's `javascript:` filters. They run in the
// browser as JavaScript (`eval(location.hash.slice(1))`), read as such; the page's text around them is no code.
const SCRIPT_OPEN = /<script\b[^<>]{0,400}>/gi;
const SCRIPT_FILTER: Partial<Record<Kind, RegExp>> = {
  haml: /^([ \t]{0,200}):javascript[ \t]*$/,
  slim: /^([ \t]{0,200})javascript:[ \t]*$/,
};

/** A template's `<script>` bodies and script filters, the rest blanked: JavaScript. Empty for a file that is no page. */
export function pageScripts(path: string | undefined, text: string): string {
  const kind = templateOf(path)?.kind;
  if (!kind || kind === 'whole') return '';
  const filter = SCRIPT_FILTER[kind];
  const source = filter ? lineCode(text, NO_CODE, filter, false) : '';
  if (!/<script/i.test(text)) return source;
  const lower = text.toLowerCase();
  const parts: string[] = [];
  let at = 0;
  SCRIPT_OPEN.lastIndex = 0;
  for (let open = SCRIPT_OPEN.exec(text); open; open = SCRIPT_OPEN.exec(text)) {
    const start = open.index + open[0].length;
    const end = lower.indexOf('</script', start);
    const stop = end < 0 ? text.length : end;
    parts.push(blanked(text.slice(at, start)), text.slice(start, stop));
    at = stop;
    SCRIPT_OPEN.lastIndex = stop;
  }
  parts.push(blanked(text.slice(at)));
  return parts.join('');
}

/** No line is a code line: with a filter, `lineCode` keeps only the lines under it. */
const NO_CODE = /(?!)/;
