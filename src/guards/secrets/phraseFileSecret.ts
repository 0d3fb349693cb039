import { basename } from 'node:path';
import type { Compiled } from './rulesFor.js';
import type { Secret } from './secret.js';
import { placeholderReason } from './placeholderReason.js';
import { looksLikeMnemonic } from './valueShape.js';

// A wallet's phrase kept in a file named for it (`seed.txt`, `wallet.txt`, `mnemonic.txt`, `recovery-phrase.txt`), or any text file in a
// wallet's folder (`wallet/recovery.txt`): the whole file is the phrase. The phrase test below keeps a note silent.
const PHRASE_FILE =
  /^(?:[\w-]{0,30}[-_.])?(?:seed|mnemonic|wallet|(?:recovery|seed|secret|backup|wallet)[-_.]?(?:phrase|words|seed))(?:\.(?:txt|md|bak|key))?$/i;
const WALLET_FOLDER = /(?:^|[/\\])[\w.-]{0,20}wallets?[/\\][^/\\]{1,80}\.(?:txt|bak|key)$/i;
export const isPhraseFile = (path: string) => PHRASE_FILE.test(basename(path)) || WALLET_FOLDER.test(path);
// Comment lines before the phrase (`# hot wallet`) are notes about it, not part of it: at most a few, each bounded.
const COMMENT_LINE = /^[ \t]{0,8}(?:#|\/\/|;)[^\n]{0,200}(?:\n|$)/;
// Words up to 12 letters: BIP39's are at most 8, but a file named for the phrase may hold another wallet's list
// (Electrum's old one, a custom generator's) with longer words (`satellite`).
const PHRASE = /^[a-z]{3,12}(?:[ \t]{1,4}|\r?\n){1,2}(?:[a-z]{3,12}(?:[ \t]{1,4}|\r?\n){1,2}){10,22}[a-z]{3,12}$/;

export function phraseFileSecret(content: string, rule: Compiled | undefined, found: Secret[]): void {
  let body = content;
  for (let i = 0; i < 4; i++) {
    const comment = COMMENT_LINE.exec(body);
    if (!comment) break;
    body = body.slice(comment[0].length);
  }
  const value = body.trim();
  if (!rule || value.length > 250 || !PHRASE.test(value) || !looksLikeMnemonic(value) || placeholderReason(value)) return;
  const start = content.length - body.length + body.indexOf(value);
  found.push({ kind: rule.rule.risk, rule: rule.fullId, start, end: start + value.length });
}
