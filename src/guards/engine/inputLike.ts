import { closingBracket, splitArguments } from '../lib/topLevel.js';

// Values that come from outside the program: a request, a queue job, a message, parsed JSON. A
// sink that turns text into code (a string timer, a template engine) is risky when its argument
// is read from one of these, though it is a variable and not a string; a bare name stays
// silent (`setTimeout(handler)`, `setTimeout(resolve, ms)`): a function value is not text.

/**
 * The roots of an input-like read: `req.body.x`, `job.data.cb`, `msg.payload`, `JSON.parse(s).code`, a message
 * event's `e.data` (a posted message is a structured clone: data, never a function), and an Apps Script web app's
 * request, `e.parameter.x` (`doGet(e)`, `doPost(e)`: also `parameters`, `postData`, `queryString`).
 */
const ROOT =
  /^(?:(?:req|request|ctx\s*\.\s*request|body|query|params|job|data|payload|message|msg|event|evt|input|args|argv|process\s*\.\s*argv|sys\s*\.\s*argv|socket\s*\.\s*data|(?:e|ev)(?=\s*\.\s*(?:data|parameters?|postData|queryString)\b))(?![\w$])|JSON\s*\.\s*parse\s*\([^()\n]{0,200}\))/;

/** A file read whose path is the first argument (`fs.readFileSync(p, 'utf8')`, `await readFile(p)`): the text of a file input names is input. */
const FILE_READ =
  /^(?:await\s+)?(?:(?:fs|fsp|fs\s*\.\s*promises|Deno)\s*\.\s*)?(?:readFileSync|readFile|readTextFileSync|readTextFile)\s*\(/;

/**
 * A trailing TypeScript cast (`as string`, `as unknown as Fn`, `as (() => void)`), `satisfies T`, or non-null assertion (`!`).
 * Bounded alternatives on a bounded argument: no nested quantifier can backtrack far.
 */
const TS_CAST =
  /(?:\s{1,20}(?:as|satisfies)\s{1,20}(?:[A-Za-z_$][\w$.]{0,60}(?:<[^<>()\n]{0,80}>)?|\((?:[^()\n]|\([^()\n]{0,40}\)){0,80}\))(?:\[\])?){1,3}$|!$/;

/** A prefix cast, TypeScript's older form: `<any>x`, `<Handler>cfg.onTick`. */
const PREFIX_CAST = /^<[A-Za-z_$][\w$.]{0,60}(?:<[^<>\n]{0,60}>)?(?:\[\])?>\s{0,10}/;

/**
 * The expression a cast or parentheses wrap: `Ticker.settings.onTick as any`, `<any>cb`, `(cfg.expr)!`, `(x satisfies T)`
 * hand the sink the same value, so a sink is judged on it. Parentheses holding a comma (a sequence) are left as written.
 */
export function uncast(arg: string): string {
  let text = arg.trim();
  for (let round = 0; round < 4 && text.length <= 2000; round++) {
    const before = text;
    text = text.replace(TS_CAST, '').replace(PREFIX_CAST, '').trim();
    if (text.startsWith('(') && closingBracket(text, 1) === text.length - 1 && splitArguments(text.slice(1, -1)).length === 1)
      text = text.slice(1, -1).trim();
    if (text === before) break;
  }
  return text;
}

/** Python's read of a whole file: `open(p).read()`, `open(p, encoding='utf-8').read()`. */
const PY_FILE_READ = /^open\s*\(/;

/** One member or index step after the root: `.body`, `?.code`, `["code"]`, `[0]`. */
const STEP = /^\s*(?:\??\.\s*[A-Za-z_$][\w$]{0,60}|\??\.?\s*\[[^[\]\n]{1,80}\])/;

/**
 * A last `.get('key')` or `.get('key', <default>)`: a mapping's value, which a call on a bare name never is. The default is a
 * literal or a name (`request.POST.get("wording", DEFAULT_WORDING)`, `settings.CERT_WORDING`): whenever the key is sent,
 * the value is still the sender's.
 */
const KEYED_GET =
  /^\s*\.\s*get\s*\(\s*(?:'[^'\n]{1,60}'|"[^"\n]{1,60}")\s*(?:,\s*(?:'[^'\n]{0,200}'|"[^"\n]{0,200}"|\d{1,10}|[A-Za-z_][\w]{0,60}(?:\s{0,20}\.\s{0,20}[A-Za-z_]\w{0,60}){0,4})\s*)?\)\s*$/;

/** Whether `arg` is a member or index read rooted at an input-like source (`req.body.code`), a call's result excluded. */
export function readsInputMember(arg: string): boolean {
  // A TypeScript cast or non-null assertion changes no value: `request.userData.extractor as string`, `req.body.code!`.
  const text = uncast(arg);
  const root = ROOT.exec(text);
  if (!root) return false;
  let rest = text.slice(root[0].length);
  // A bare root (`data`, `input`) may be a function; a parsed document is data.
  let steps = root[0].startsWith('JSON') ? 1 : 0;
  for (let step = STEP.exec(rest); step && steps < 32; step = STEP.exec(rest)) {
    // A keyed read of a request's mapping (`request.args.get('tpl')`, `request.GET.get('banner', '')`) is its text too.
    if (steps > 0 && KEYED_GET.test(rest)) return true;
    rest = rest.slice(step[0].length);
    steps++;
  }
  return steps > 0 && rest.trim() === '';
}

/** Whether `arg` is the text of a file whose path reads input: `fs.readFileSync(process.argv[2], 'utf8')`. */
function readsInputFile(arg: string): boolean {
  let text = arg.trim();
  if (text.length > 2000) return false;
  // Python's `open(sys.argv[2]).read()`: the call before `.read()` is the read.
  const pyRead = /\)\s*\.\s*read\s*\(\s*\)$/.exec(text);
  if (pyRead && PY_FILE_READ.test(text)) text = text.slice(0, pyRead.index + 1);
  const read = pyRead ? PY_FILE_READ.exec(text) : FILE_READ.exec(text);
  if (!read || !text.endsWith(')')) return false;
  const inner = text.slice(read[0].length, -1);
  // The path is the first argument: up to a comma outside brackets.
  let depth = 0;
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i];
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 0) return readsInputMember(inner.slice(0, i));
  }
  return readsInputMember(inner);
}

/**
 * Whether `arg` reads input: such a member read or a file it names, alone, in a `+` concatenation at the top level, or as
 * one choice of a fallback (`request.POST.get("wording") or DEFAULT_WORDING`, `req.body.tpl || DEFAULT`, `?? fallback`):
 * whenever the input is sent, the value is the sender's.
 */
export function readsInput(arg: string): boolean {
  if (readsInputMember(arg) || readsInputFile(arg)) return true;
  if (!/\+|\|\||\?\?|\bor\b/.test(arg) || arg.length > 2000) return false;
  let depth = 0;
  let start = 0;
  const parts: string[] = [];
  const cut = (at: number, width: number) => {
    parts.push(arg.slice(start, at));
    start = at + width;
    return width - 1;
  };
  for (let i = 0; i < arg.length; i++) {
    const ch = arg[i];
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (depth !== 0) continue;
    else if (ch === '+') i += cut(i, 1);
    else if ((ch === '|' && arg[i + 1] === '|') || (ch === '?' && arg[i + 1] === '?')) i += cut(i, 2);
    // Python's `or`, a word of its own between blanks.
    else if (ch === 'o' && arg[i + 1] === 'r' && /\s/.test(arg[i - 1] ?? '') && /\s/.test(arg[i + 2] ?? '')) i += cut(i, 2);
  }
  parts.push(arg.slice(start));
  return parts.length > 1 && parts.some(readsInputMember);
}

/** The page's own address: `location.search`, `window.location.hash`, `document.URL`, `document.location.href`. */
const PAGE_ADDRESS = String.raw`(?:(?:window|self|globalThis|document)\s*\.\s*)?location\s*\.\s*(?:search|hash|href)|document\s*\.\s*(?:URL|documentURI)`;
/** What `new URL(…)` parses as the page's address: one of those, or the location object itself (`new URL(window.location)`). */
const PAGE_URL = String.raw`${PAGE_ADDRESS}|(?:(?:window|self|globalThis|document)\s*\.\s*)?location`;

/**
 * A string read from the page's address, which whoever sends the link chooses: `location.hash.slice(1)`,
 * `new URLSearchParams(location.search).get('cb')`, `decodeURIComponent(location.hash.substring(1))`,
 * `location.hash.replace('#', '')`. A framework's router reads the same address: Vue's `this.$route.query.cb` (or
 * `useRoute().query.cb`), SvelteKit's `$page.url.searchParams.get('cb')`, Next's `useSearchParams().get('cb')`.
 */
const QUERY_GET = String.raw`\s*\.\s*get\s*\(\s*(?:'[^'\n]{0,60}'|"[^"\n]{0,60}")\s*\)`;
const CUT = String.raw`(?:\s*\.\s*(?:(?:slice|substring|substr)\s*\(\s*\d{0,3}\s*\)|replace\s*\(\s*(?:'[^'\n]{0,10}'|"[^"\n]{0,10}"|/[^/\n]{1,20}/[gimsuy]{0,4})\s*,\s*(?:''|"")\s*\)))?`;
const KEY_READ = String.raw`(?:\s*\??\.\s*[A-Za-z_$][\w$]{0,60}|\s*\[\s*(?:'[^'\n]{1,60}'|"[^"\n]{1,60}")\s*\])`;
const ROUTER_READ = String.raw`(?:(?:this\s*\.\s*)?\$route|useRoute\s*\(\s*\))\s*\.\s*(?:(?:query|params)${KEY_READ}|hash)|\$?page\s*\.\s*url\s*\.\s*(?:searchParams${QUERY_GET}|hash|search)|useSearchParams\s*\(\s*\)${QUERY_GET}`;
const URL_READ = String.raw`(?:new\s+URLSearchParams\s*\(\s*(?:${PAGE_ADDRESS})${CUT}\s*\)${QUERY_GET}|new\s+URL\s*\(\s*(?:${PAGE_URL})\s*\)\s*\.\s*(?:searchParams${QUERY_GET}|hash|search)|(?:${PAGE_ADDRESS})${CUT}|${ROUTER_READ})`;
/**
 * What another page or the browser hands the page as text: a posted message's data (`event.data`, `e.data.cmd`: a structured
 * clone, never a function, from whichever window posts it) and the page's cookies (`document.cookie.split('=')[1]`).
 */
const SENT_READ = String.raw`(?:e|ev|evt|event|msg|message)\s*\.\s*data${KEY_READ}{0,3}|document\s*\.\s*cookie(?![\w$])[^;\n]{0,200}`;
const URL_TEXT = new RegExp(String.raw`^(?:${URL_READ}|${SENT_READ}|(?:decodeURIComponent|unescape|atob)\s*\(\s*${URL_READ}\s*\))$`);

/** Whether `arg` is text read from the page's address, a posted message or a cookie (a string timer given it runs what the link says). */
export function readsPageAddress(arg: string): boolean {
  const text = arg.trim();
  return text.length <= 400 && URL_TEXT.test(text);
}

/** An element's text read from the page: its value or text content, an attribute, an input event's target value. */
export const DOM_TEXT =
  /^(?:document\s*\.\s*(?:querySelector|getElementById)\s*\(\s*(["'`])[^"'`\n]{1,120}\1\s*\)\s*[?!]?\.\s*(?:value|textContent|innerText|innerHTML|getAttribute\s*\(\s*(["'`])[^"'`\n]{1,80}\2\s*\))|(?:e|ev|evt|event)\s*\.\s*(?:target|currentTarget)\s*\.\s*value)$/;
