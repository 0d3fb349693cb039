import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { placeholderReason } from './placeholderReason.js';
import { looksLiteral } from './valueShape.js';

// FTP scripts: `user NAME PASS`, `USER`/`PASS` lines, a JCL FTP step's input.

// A text that drives an FTP client: it names ftp, or opens a host as an FTP script does (`open ftp.corp.local`).
const FTP_MARKER = /\bftp\b|^[ \t]{0,20}open[ \t]{1,10}\S/im;
// `user NAME PASSWORD` (the ftp client's own command, after `-n`), or the protocol's `USER`/`PASS` lines (`quote PASS …`).
const FTP_USER = /^[ \t]{0,20}(?:(?:quote|literal)[ \t]{1,5})?user[ \t]{1,10}[^\s]{1,100}(?:[ \t]{1,10}([^\s]{1,200}))?[ \t]{0,10}$/gim;
const FTP_PASS = /^[ \t]{0,20}(?:(?:quote|literal)[ \t]{1,5})?pass[ \t]{1,10}([^\s]{1,200})[ \t]{0,10}$/gim;
// z/OS FTP (`EXEC PGM=FTP`) reads its input stream: the host, then the user, then the password, each on a line.
const JCL_FTP = /\bPGM=FTP\b[^\n]{0,200}\n(?:[^\n]{0,200}\n){0,10}?\/\/[\w#@$]{0,8}[ \t]{1,20}DD[ \t]{1,20}(?:\*|DATA)[^\n]{0,100}\n/gi;
const FTP_COMMANDS =
  /^(?:put|get|mput|mget|cd|lcd|quit|bye|close|bin|binary|ascii|ebcdic|site|locsite|quote|mode|type|dir|ls|pwd|mkdir|delete|rename|open|user|pass|append|status|prompt|verbose|hash|passive|sendsite|cdup)$/i;
const MAX_FTP_FINDINGS = 8;

/** Passwords an FTP script or a JCL FTP step's input stream gives the client: in a credential-only place, any literal. */
export function ftpSecrets(source: string, rule: Compiled, found: Secret[], note?: Note): void {
  if (!FTP_MARKER.test(source)) return;
  const consider = (given: string, at: number) => {
    // A quoted word in a shell heredoc (`user batch "$FTP_PASS"`) is judged without its quotes.
    const value = /^(["']).+\1$/.test(given) ? given.slice(1, -1) : given;
    if (value !== given) at++;
    const reason = placeholderReason(value);
    if (reason) return void note?.(text.findings.skipped(rule.fullId, reason));
    if (looksLiteral(value) && found.length < MAX_FTP_FINDINGS)
      found.push({ kind: rule.rule.risk, rule: rule.fullId, start: at, end: at + value.length });
  };
  let userSeen = -1;
  FTP_USER.lastIndex = 0;
  for (let match = FTP_USER.exec(source); match; match = FTP_USER.exec(source)) {
    if (userSeen < 0) userSeen = match.index;
    if (match[1] !== undefined) consider(match[1], match.index + match[0].lastIndexOf(match[1]));
  }
  FTP_PASS.lastIndex = 0;
  for (let match = FTP_PASS.exec(source); match; match = FTP_PASS.exec(source))
    if (userSeen >= 0 && userSeen < match.index) consider(match[1]!, match.index + match[0].lastIndexOf(match[1]!));
  JCL_FTP.lastIndex = 0;
  for (let match = JCL_FTP.exec(source); match; match = JCL_FTP.exec(source)) {
    let at = match.index + match[0].length;
    const lines: { text: string; at: number }[] = [];
    while (at < source.length && lines.length < 3) {
      const end = source.indexOf('\n', at);
      const line = source.slice(at, end < 0 ? source.length : end);
      if (line.startsWith('/*') || line.startsWith('//')) break;
      if (line.trim()) lines.push({ text: line.trim(), at: at + line.indexOf(line.trim()) });
      at = end < 0 ? source.length : end + 1;
    }
    // The host line, then `user` or `user password` (already read above when it starts with `user`).
    const [, user, password] = lines;
    if (!user || /^user\s/i.test(user.text)) continue;
    const words = user.text.split(/\s+/);
    if (words.length === 2 && !FTP_COMMANDS.test(words[0]!)) consider(words[1]!, user.at + user.text.lastIndexOf(words[1]!));
    else if (
      words.length === 1 &&
      !FTP_COMMANDS.test(words[0]!) &&
      password &&
      !/\s/.test(password.text) &&
      !FTP_COMMANDS.test(password.text)
    )
      consider(password.text, password.at);
  }
}
