/**
 * Where the value of the one line that binds `name` starts (Python, Ruby, R, Go, or `const`/`let`/`var`: `ROOT = …`,
 * `out <- …`, `dir := …`; with `statements`, a `;`-separated statement too, as one-liners write them), or undefined: never
 * bound, or bound more than once.
 */
export function boundOnceAt(text: string, name: string, statements = false): number | undefined {
  const binding = new RegExp(
    `(?:^|\\n${statements ? '|;' : ''})[ \\t]{0,16}(?:(?:const|let|var)[ \\t]{1,8})?${name}[ \\t]{0,8}(?:=(?!=)|:=|<-)[ \\t]{0,8}`,
    'g',
  );
  const first = binding.exec(text);
  if (first === null || binding.exec(text) !== null) return undefined;
  return first.index + first[0].length;
}
