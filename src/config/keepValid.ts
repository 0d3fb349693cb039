// A config with one wrong key is still the team's config: drop what is invalid, keep the rest.

export interface PathIssue {
  path: PropertyKey[];
  message: string;
}

const MAX_ROUNDS = 32;

const isObject = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === 'object' && value !== null;

/**
 * The value with each invalid key taken out, and what was taken: `check` answers the issues of a
 * value (none when it is valid). An issue inside an array drops the whole array, an issue with no
 * key to drop (the file is not an object) drops everything: then the answer is undefined.
 */
export function keepValid(json: unknown, check: (value: unknown) => PathIssue[]): { value: unknown; dropped: PathIssue[] } | undefined {
  const value: unknown = structuredClone(json);
  const dropped: PathIssue[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const issues = check(value);
    if (issues.length === 0) return { value, dropped };
    let changed = false;
    for (const issue of issues) {
      const path = keyPath(value, issue.path);
      if (path.length === 0) return undefined;
      const parent = path.slice(0, -1).reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), value);
      const key = path.at(-1)!;
      if (isObject(parent) && Object.hasOwn(parent, key)) {
        delete parent[key];
        changed = true;
      }
      dropped.push({ path, message: issue.message });
    }
    // An issue that names no key that exists: drop the top-level key it is under.
    if (!changed) {
      const top = issues[0]!.path[0];
      if (top === undefined || !isObject(value) || !Object.hasOwn(value, top)) return undefined;
      delete value[top];
    }
  }
  return undefined;
}

/** The path cut at the first array: an issue inside a list drops the list. */
function keyPath(value: unknown, path: readonly PropertyKey[]): PropertyKey[] {
  const out: PropertyKey[] = [];
  let at = value;
  for (const key of path) {
    if (Array.isArray(at)) return out;
    out.push(key);
    at = isObject(at) ? at[key] : undefined;
  }
  return out;
}
