import { text } from '../../text.js';
import { publicNear } from './matchPatterns.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { settingName } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { looksGenerated, looksLikePassword } from './valueShape.js';

// An Apple property list (`.plist`, a `.mobileconfig` profile, a launchd job) keeps a setting as `<key>NAME</key>` followed by
// its value, `<string>VALUE</string>`: a credential-named key (`Password` of a Wi-Fi payload, `JSS_PASS`, `SecretKey`)
// holds the credential (https://developer.apple.com/documentation/devicemanagement/wifi,
// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/PropertyLists/UnderstandXMLPlist/UnderstandXMLPlist.html).
// A launchd job's `ProgramArguments` is an argv, one `<string>` a word: it is read as the command line it is
// (https://developer.apple.com/library/archive/documentation/MacOSX/Conceptual/BPSystemStartup/Chapters/CreatingLaunchdJobs.html).

export const PLIST_FILE = /\.(?:plist|mobileconfig)$/i;
export const isPlist = (path: string | undefined, source: string) =>
  (!!path && PLIST_FILE.test(path)) || /<!DOCTYPE plist|<plist[\s>]/.test(source.slice(0, 400));

const PAIR = /<key>[ \t]{0,4}([^<>\n]{1,80}?)[ \t]{0,4}<\/key>\s{0,200}?<string>([^<>]{1,2000})<\/string>/g;
const ARRAY = /<array>((?:\s{0,200}<string>[^<>]{0,2000}<\/string>){2,64})\s{0,200}<\/array>/g;
const STRING = /<string>([^<>]{0,2000})<\/string>/g;
const MAX_FOUND = 8;

const unescapeXml = (value: string) =>
  value.replace(
    /&(?:amp|lt|gt|quot|apos);/g,
    (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" })[entity]!,
  );

// A key whose last word is a password's (`Password`, `JSS_PASS`, `SharedSecret`, `PSK`) takes any chosen word; any other
// credential-named key (`SecretKey`, `AccessKey`, `SecretsManagerRegion`) only a generated value.
const PASSWORD_KEY = /(?:pass(?:w(?:or)?d|phrase|code)?|pwd|psk|secret)$/i;

/** `publicShapes`: the formats public where they stand (`publicNear`): a Firebase `GoogleService-Info.plist`'s `API_KEY`. */
export function plistSecrets(
  source: string,
  rule: Compiled | undefined,
  found: Secret[],
  note?: Note,
  publicShapes: readonly Compiled[] = [],
): void {
  if (!rule) return;
  for (const match of source.matchAll(PAIR)) {
    if (found.length >= MAX_FOUND) return;
    const name = match[1]!;
    const strength = settingName(name);
    if (!strength) continue;
    const value = unescapeXml(match[2]!.trim());
    const start = match.index + match[0].lastIndexOf(match[2]!);
    const shape = publicShapes.find((each) => each.rule.keywords.some((keyword) => value.startsWith(keyword)));
    const reason = placeholderReason(value) ?? (shape && publicNear(shape, source, start, value.length));
    if (reason) {
      note?.(text.why.placeholder(name, reason));
      continue;
    }
    if (strength === 'strong' && PASSWORD_KEY.test(name) ? !looksLikePassword(value) : !looksGenerated(value)) continue;
    found.push({ kind: text.findings.assignedTo(name), rule: rule.fullId, start, end: start + match[2]!.length });
  }
}

/** Each `<array>` of two or more strings that holds an option (`--token`, `-p`), as the shell line its words make. */
export function plistArgv(source: string): string[] {
  const lines: string[] = [];
  for (const match of source.matchAll(ARRAY)) {
    const words = [...match[1]!.matchAll(STRING)].map((word) => unescapeXml(word[1]!));
    if (!words.some((word) => word.startsWith('-'))) continue;
    lines.push(words.map((word) => `'${word.replaceAll("'", `'\\''`)}'`).join(' '));
    if (lines.length >= 8) break;
  }
  return lines;
}
