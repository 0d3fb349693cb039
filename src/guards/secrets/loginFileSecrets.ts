import { basename } from 'node:path';
import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { placeholderReason } from './placeholderReason.js';
import { looksLikePassword, looksLiteral } from './valueShape.js';

// Login files of FTP and mail servers, known by their names, whose lines hold passwords by position.
// - Exim's client password file (Debian's `/etc/exim4/passwd.client`): `host:login:password` lines, the host a name or
//   a `*.domain` pattern (https://manpages.debian.org/testing/exim4-config/exim4-config_files.5.en.html).
// - vsftpd's virtual users, the text file `db_load -T -t hash` reads: a user name on one line, that user's password on
//   the next (https://wiki.archlinux.org/title/Very_Secure_FTP_Daemon#Using_virtual_users).
// - libpq's password file (`~/.pgpass`, Windows' `pgpass.conf`): `host:port:database:user:password` lines, any field `*`,
//   a `:` or `\` in a field escaped by `\` (https://www.postgresql.org/docs/current/libpq-pgpass.html).
// One line at a time, each bounded: linear on any text.
const EXIM_CLIENT = /^passwd\.client$/i;
const EXIM_LINE = /^[ \t]{0,8}(?!#)[*\w.-]{1,253}:[^\s:]{1,200}:([^\s]{3,200})[ \t]{0,8}\r?$/;
// A copy kept per project or host (`.pgpass.proj`, `.pgpass.staging`) is one too: PGPASSFILE may name any file.
const PGPASS = /^\.?pgpass(?:\.conf)?$|^\.pgpass\.[\w.-]{1,40}$/i;
const PGPASS_FIELD = String.raw`(?:[^\s:\\]|\\.){1,200}`;
const PGPASS_LINE = new RegExp(
  String.raw`^[ \t]{0,8}(?!#)${PGPASS_FIELD}:(?:\d{1,5}|\*):${PGPASS_FIELD}:${PGPASS_FIELD}:(${PGPASS_FIELD})[ \t]{0,8}\r?$`,
);
const VSFTPD_USERS = /^(?:virtual[_-]?users?|v[_-]?users?|ftp[_-]?users?|logins?)(?:\.txt)?$/i;
const VSFTPD_PATH = /vsftpd/i;
const ONE_WORD = /^[^\s#]{1,200}$/;
const MAX_LINES = 2000;
// - A saved-login record (`logins.txt`, `accounts.txt`, `credentials.txt`, a browser profile's or a scraper's): `user=`
//   and `pass=` lines, the password kept as typed. A test fixture holds such a file too, and a chosen password there is
//   one (a fixture's `pass=test1234` or `changeme` stays silent by its shape).
const LOGIN_RECORDS = /^(?:logins?|accounts?|credentials?)\.txt$/i;
const RECORD_USER = /^[ \t]{0,8}(?:user(?:name)?|login|email)[ \t]{0,8}[=:]/im;
const RECORD_PASS = /^[ \t]{0,8}(?:pass(?:word)?|passwd|pwd)[ \t]{0,8}[=:][ \t]{0,8}([^\s#]{1,200})[ \t]{0,8}\r?$/gim;

export function isLoginFile(path: string): boolean {
  const name = basename(path);
  return (
    EXIM_CLIENT.test(name) ||
    PGPASS.test(name) ||
    (VSFTPD_USERS.test(name) && (VSFTPD_PATH.test(path) || /^virtual[_-]?users?/i.test(name))) ||
    LOGIN_RECORDS.test(name)
  );
}

export function loginFileSecrets(source: string, path: string, rule: Compiled | undefined, found: Secret[], note?: Note): void {
  if (!rule) return;
  const exim = EXIM_CLIENT.test(basename(path));
  const pgpass = PGPASS.test(basename(path));
  const lines = source.split('\n', MAX_LINES);
  const push = (value: string, at: number, what: string) => {
    const reason = placeholderReason(value);
    if (reason) return note?.(text.findings.skipped(rule.fullId, reason));
    found.push({ kind: text.findings.loginFile(what), rule: rule.fullId, start: at, end: at + value.length });
  };
  let offset = 0;
  if (exim || pgpass) {
    for (const line of lines) {
      const at = offset;
      offset += line.length + 1;
      const match = line.length <= 1100 ? (pgpass ? PGPASS_LINE : EXIM_LINE).exec(line) : null;
      if (match && looksLiteral(match[1]!))
        push(match[1]!, at + line.lastIndexOf(match[1]!), pgpass ? "libpq's .pgpass" : "Exim's passwd.client");
      if (found.length >= 8) return;
    }
    return;
  }
  if (LOGIN_RECORDS.test(basename(path)) && !VSFTPD_PATH.test(path)) {
    if (!RECORD_USER.test(source)) return;
    RECORD_PASS.lastIndex = 0;
    for (let match = RECORD_PASS.exec(source); match && found.length < 8; match = RECORD_PASS.exec(source))
      if (looksLikePassword(match[1]!))
        push(match[1]!, match.index + match[0].indexOf(match[1]!, match[0].search(/[=:]/)), 'a saved login');
    return;
  }
  // vsftpd: every non-blank line one word, an even number of them; the second of each pair is the password.
  const words: { word: string; at: number }[] = [];
  for (const line of lines) {
    const at = offset;
    offset += line.length + 1;
    const word = line.trim();
    if (word === '') continue;
    if (!ONE_WORD.test(word)) return;
    words.push({ word, at: at + line.indexOf(word) });
  }
  if (words.length < 2 || words.length % 2 !== 0) return;
  for (let i = 1; i < words.length && found.length < 8; i += 2)
    if (looksLikePassword(words[i]!.word)) push(words[i]!.word, words[i]!.at, "vsftpd's virtual users file");
}
