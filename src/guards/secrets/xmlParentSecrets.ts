import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { chosenDigits, namesCode, namesPassword, secretName } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { looksGenerated, looksLikePassword } from './valueShape.js';

// An XML element of a generic name (`<Value>`, `<Data>`, `<Text>`) holds whatever its parent is about: in a GovTalk envelope's
// `<Authentication><Method>clear</Method><Role>principal</Role><Value>…</Value></Authentication>` the value is the
// Government Gateway password (https://www.gov.uk/government/publications/govtalk-envelope-and-transaction-engine-schemas),
// and `<Credentials><Value>…</Value>`, `<ApiKey><Value>…</Value>` are the same in other formats. The name that says
// credential is the parent's, so the assignment scan, which reads a name and its own value, does not see it.
// Siblings of other names (`<Method>`, `<Role>`, `<SenderID>`) say how or who, and stay unread.

export const XML_FILE = /\.(?:xml|config|wsdl|soap|xaml|xsl|xslt)$/i;
const XML_START = /^\s{0,200}</;

// A tag: `<Name attr="…">`, `</Name>`, `<Name/>`. Its attributes are one bounded run without `<` or `>`; a start that finds no
// `>` fails after at most that run, and runs never overlap past the next `<`: linear.
const TAG = /<(\/?)([A-Za-z_][\w.:-]{0,80})([^<>]{0,2000})>/g;
// The generic names whose text is the parent's value.
const GENERIC_CHILD = /^(?:value|val|data|text|string|content)$/i;
// A parent that names a login (`Authentication`, `IDAuthentication`, `BasicAuth`, `UserCredentials`): its value is a password.
// `<Login>` is left out: it names the user as often as the password.
const LOGIN_PARENT = /(?:authentication|auth|credentials?)$/i;
// A redaction marker, upper-case words between asterisks: Windows System Image Manager writes `*SENSITIVE*DATA*DELETED*`
// where an answer file's password was.
const MARKER = /^\*[A-Z]{1,20}(?:\*[A-Z]{1,20}){0,8}\*$/;
const MAX_DEPTH = 64;
const MAX_FOUND = 8;

const unescapeXml = (value: string) =>
  value.replace(
    /&(?:amp|lt|gt|quot|apos);/g,
    (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" })[entity]!,
  );

/** Whether written text is XML this reader should walk: an XML file by its name, or text that opens with a tag. */
export function isXmlText(path: string | undefined, source: string): boolean {
  return source.includes('</') && ((!!path && XML_FILE.test(path)) || XML_START.test(source));
}

/** How a parent's name makes its generic child's text a credential: as a password, as a generated key, or not at all. */
function parentKind(name: string): 'password' | 'key' | undefined {
  if (LOGIN_PARENT.test(name) || namesPassword(name) || namesCode(name)) return 'password';
  return secretName(name) ? 'key' : undefined;
}

/** Each generic element (`<Value>…</Value>`) whose parent names a credential, given a literal: the parent's credential. */
export function xmlParentSecrets(source: string, rule: Compiled | undefined, found: Secret[], note?: Note): void {
  if (!rule) return;
  // Open elements, outermost first, each with where its text starts and whether an element opened inside it.
  const stack: { name: string; textStart: number; child: boolean }[] = [];
  let count = 0;
  for (const tag of source.matchAll(TAG)) {
    const [whole, closing, qualified, rest] = tag;
    // A declaration, a comment or a processing instruction never matches TAG's name; a self-closing tag holds no text.
    const name = qualified!.slice(qualified!.lastIndexOf(':') + 1);
    if (!closing) {
      if (rest!.endsWith('/')) continue;
      const parent = stack[stack.length - 1];
      if (parent) parent.child = true;
      if (stack.length >= MAX_DEPTH) stack.shift();
      stack.push({ name, textStart: tag.index + whole.length, child: false });
      continue;
    }
    // Close up to the matching element; a stray closing tag closes nothing.
    let at = stack.length - 1;
    while (at >= 0 && stack[at]!.name !== name) at--;
    if (at < 0) continue;
    const open = stack[at]!;
    const parent = stack[at - 1];
    stack.length = at;
    if (open.child || !parent || !GENERIC_CHILD.test(name)) continue;
    const kind = parentKind(parent.name);
    if (!kind) continue;
    const raw = source.slice(open.textStart, tag.index);
    const value = unescapeXml(raw.trim());
    if (value.length === 0 || value.length > 512 || value.includes('\n') || MARKER.test(value)) continue;
    const what = `${parent.name}/${name}`;
    const reason = placeholderReason(value);
    if (reason) {
      note?.(text.why.placeholder(what, reason));
      continue;
    }
    if (kind === 'password' ? !looksLikePassword(value) && !chosenDigits(value) : !looksGenerated(value)) continue;
    const start = open.textStart + raw.indexOf(raw.trim());
    found.push({ kind: text.findings.assignedTo(what), rule: rule.fullId, start, end: start + raw.trim().length });
    if (++count >= MAX_FOUND) return;
  }
}
