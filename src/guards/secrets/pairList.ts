import { NAME_VALUE } from './commandWords.js';

// One value that lists several `NAME=VALUE` pairs: split by commas (`ALL,WANDB_API_KEY=…,X=1`: a comma
// starts a new item only before a name and `=`, so a value may hold commas) or by blanks (`a=1
// db_password=…`, where every item must be a pair, so prose is none). An option's own name before
// `=` is not part of the list (`--set-env-vars=A=1,B=2`).
const LIST_ITEM = /,(?=[A-Za-z_][\w.-]{0,80}=)/;
const MAX_ITEMS = 32;

export function pairList(word: string): { name: string; value: string }[] | undefined {
  const body = word.startsWith('-') ? /^--?[\w.-]+=([^]*)$/.exec(word)?.[1] : word;
  if (body === undefined || body.length > 8192 || body.includes('\n')) return undefined;
  const trimmed = body.trim();
  let items: string[];
  if (/\s/.test(trimmed)) {
    items = trimmed.split(/\s+/);
    if (items.length > MAX_ITEMS || !items.every((item) => NAME_VALUE.test(item))) return undefined;
  } else {
    items = trimmed.split(LIST_ITEM);
    // The first item may be a word of the option's own (`ALL`, sbatch's "export everything").
    if (items.length > MAX_ITEMS || !NAME_VALUE.test(items.at(-1)!)) return undefined;
  }
  // One pair is a list only as an option's value (`--set-env-vars=DB_PASSWORD=…`); a word alone is read below.
  if (items.length < (word.startsWith('-') ? 1 : 2)) return undefined;
  return items.flatMap((item) => {
    const pair = NAME_VALUE.exec(item);
    return pair ? [{ name: pair[1]!, value: pair[2]!.replace(/^(["'])(.*)\1$/, '$2') }] : [];
  });
}
