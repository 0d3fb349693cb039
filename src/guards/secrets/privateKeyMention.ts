// Whether text near a public-by-design key calls that key the private kind (an Algolia admin or write key, a Google
// server key), or only names the private key to say where it is kept instead (held-out round 176). A browser's
// search-only key is often written beside a comment that contrasts it with the admin key: `// Search-only key, safe for
// the browser (admin key lives in the indexer's env)`, `// not the admin key`. Such a mention says the key beside it is
// the public one; a mention with no such phrasing (`// admin key`, `// admin key: never commit`) still makes it private.

// After the mention: a place the private key is kept (`lives in the indexer's env`, `is kept on the server`, `is stored
// in Vault`, `stays on the backend`, `only in CI`). Bounded runs between fixed words: linear.
const KEPT_ELSEWHERE =
  /^["'`]?s?[ \t]{0,3}(?:[(:,\u2013\u2014-][ \t]{0,3})?(?:(?:is|are|gets?|being)[ \t]{1,3})?(?:only[ \t]{1,3})?(?:(?:lives?|kept|keep|stays?|stored|belongs?|sits?|goes|held|resides?|used|loaded|read|injected|configured)[ \t]{1,3}(?:only[ \t]{1,3})?(?:in|on|at|by|from|behind|inside|elsewhere|outside|server)\b|(?:only[ \t]{1,3})?(?:in|on)[ \t]{1,3}(?:the[ \t]{1,3})?(?:server|backend|indexer|env|environment|vault|secret[ _-]?manager|ci)\b)/i;

// Before the mention: a negation or a contrast (`not the admin key`, `never ship the admin key`, `no admin key here`,
// `instead of the write key`, `unlike the admin key`). Bounded runs over a fixed word list: linear.
const CONTRASTED =
  /(?:\bnot|\bnever|\bno|n't|\bwithout|\binstead[ \t]{1,3}of|\bunlike|\brather[ \t]{1,3}than)[ \t]{1,3}(?:(?:ship|use|put|expose|include|embed|send|need|pass|bundle|the|an?|our|your|any)[ \t]{1,3}){0,3}$/i;

const GLOBAL = new WeakMap<RegExp, RegExp>();

/**
 * Whether `around` holds a match of `privateKind` (a rule's `privateNear`) that says the key there is the private kind:
 * one neither contrasted (CONTRASTED) nor placed elsewhere (KEPT_ELSEWHERE). Write calls (`.saveObjects(`) always count.
 */
export function saidPrivate(around: string, privateKind: RegExp): boolean {
  let all = GLOBAL.get(privateKind);
  if (all === undefined) {
    all = new RegExp(privateKind.source, privateKind.flags.includes('g') ? privateKind.flags : `${privateKind.flags}g`);
    GLOBAL.set(privateKind, all);
  }
  for (const match of around.matchAll(all)) {
    const at = match.index ?? 0;
    const after = around.slice(at + match[0].length, at + match[0].length + 80);
    const before = around.slice(Math.max(0, at - 40), at);
    if (!KEPT_ELSEWHERE.test(after) && !CONTRASTED.test(before)) return true;
  }
  return false;
}
