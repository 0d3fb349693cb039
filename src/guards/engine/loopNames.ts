import { boundOnceAt } from './boundOnce.js';

// A delete of a folder joined with a loop variable that walks a literal list of names: Python's
// `for name in ("build", "dist"): shutil.rmtree(ROOT / name)` (or `os.path.join(ROOT, name)`, or a `target = ROOT / name`
// bound first), Node's `for (const d of ['dist', 'coverage']) fs.rmSync(path.join(root, d), …)`. The code deletes exactly
// those names under the folder, so each is judged as `rm -rf build dist` judges it: build output and caches stay silent,
// a records folder in the list still speaks (held-out round 103). A loop over a listing (`ROOT.iterdir()`) or over names read
// at run time (`sys.argv[1:]`) is no literal list and keeps the open join, which speaks.

/** One string literal, either quote, no escapes or newlines. */
const LITERAL = String.raw`(?:"[^"\\\n]{1,200}"|'[^'\\\n]{1,200}')`;
/** A literal list's body: literals separated by commas, a trailing comma allowed. */
const LIST = String.raw`\s{0,8}${LITERAL}(?:\s{0,8},\s{0,8}${LITERAL}){0,15}\s{0,8},?\s{0,8}`;

/** The join's last part, a bare name: pathlib's `ROOT / name`, `os.path.join(ROOT, name)`, `path.join(process.cwd(), d)`. */
const JOINED_NAME =
  /^(?:[A-Za-z_]\w{0,63}[ \t]{0,8}\/[ \t]{0,8}|(?:os\.path\.join|path\.join|path\.resolve|File\.join|filepath\.Join)\(\s{0,8}[A-Za-z_][\w.]{0,63}(?:\(\))?\s{0,8},\s{0,8})([A-Za-z_]\w{0,63})[ \t]{0,8}(?:[),#\n]|$)/;

/**
 * The literal names a delete's joined argument takes from a loop (`after` is the text after the delete's name), or
 * undefined: no such join, a loop over anything but literals, the name bound elsewhere, or a name that is no plain relative path.
 */
export function loopJoinedNames(after: string, text: string): string[] | undefined {
  const argument = /^\s{0,8}!?\(?\s{0,8}([^\n]{0,300})/.exec(after)?.[1] ?? '';
  // `target = ROOT / name` … `shutil.rmtree(target)`: the join the argument's name is bound to once.
  const ref = /^([A-Za-z_]\w{0,63})\s{0,8}[,)]/.exec(argument)?.[1];
  const bound = ref === undefined ? undefined : boundOnce(text, ref);
  const name = JOINED_NAME.exec(bound ?? argument)?.[1];
  if (name === undefined || boundOnce(text, name) !== undefined) return undefined;
  const names = loopLiterals(text, name);
  return names?.every((each) => PLAIN_NAME.test(each) && !/(?:^|\/)\.\.(?:\/|$)/.test(each)) ? names : undefined;
}

/** A relative path with no glob, home, variable, or absolute start. */
const PLAIN_NAME = /^[\w.@+-][\w.@+ /-]{0,199}$/;

/** The text a name is bound to on its one binding line (`name = …`, `const name = …`), or undefined. */
function boundOnce(text: string, name: string): string | undefined {
  const at = boundOnceAt(text, name);
  return at === undefined ? undefined : /^[^\n]{0,300}/.exec(text.slice(at, at + 300))![0];
}

/** Every list the loops over `name` walk, when each is literal (inline, or a name bound once to one); undefined otherwise. */
function loopLiterals(text: string, name: string): string[] | undefined {
  const header = new RegExp(
    String.raw`\bfor[ \t]{1,8}${name}[ \t]{1,8}in[ \t]{1,8}|\bfor[ \t]{0,8}\([ \t]{0,8}(?:const|let|var)[ \t]{1,8}${name}[ \t]{1,8}of[ \t]{1,8}`,
    'g',
  );
  const found: string[] = [];
  for (let match = header.exec(text), n = 0; match && n < 8; match = header.exec(text), n++) {
    const rest = text.slice(match.index + match[0].length, match.index + match[0].length + 4000);
    const list = literalList(rest) ?? literalList(boundOnce(text, /^([A-Za-z_]\w{0,63})[ \t]{0,8}[:)]/.exec(rest)?.[1] ?? '-') ?? '');
    if (list === undefined) return undefined;
    found.push(...list);
  }
  return found.length === 0 ? undefined : found;
}

const LITERAL_LIST = new RegExp(String.raw`^[([](${LIST})[)\]]`);
/** The literals of a list or tuple `text` opens with. */
function literalList(text: string): string[] | undefined {
  const list = LITERAL_LIST.exec(text)?.[1];
  return list === undefined ? undefined : [...list.matchAll(new RegExp(LITERAL, 'g'))].map((each) => each[0].slice(1, -1));
}
