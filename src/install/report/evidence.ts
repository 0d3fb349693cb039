// How a coverage cell is known, read from the words of the contract fact behind it (every fact in
// contracts/ says how it was learned: "observed with …", a `package@version` file, a doc URL, or
// [unverified]). The weakest claim in the sentence wins: a fact half inferred is unverified.

export type Evidence = 'observed' | 'code' | 'docs' | 'unverified';

export function evidenceOf(source: string): Evidence {
  if (/unverified|inferred|third[- ]party/i.test(source)) return 'unverified';
  if (/\bobserved\b|offline runs? of/i.test(source)) return 'observed';
  if (/@\d|\[source\]|\.(?:js|mjs|ts|rs)\b|read (?:in|for)|\bcode\b/i.test(source)) return 'code';
  if (/https?:\/\/|\[docs\]|documented|docs\./i.test(source)) return 'docs';
  return 'unverified';
}
