// The words a package manager hands the script it runs (`npm run build -- --outDir X`, `pnpm build --outDir X`, `bun run
// build --outDir X`): the script's tool is in package.json, not on the line, so what it is handed is read as that tool's
// own options would be (rules/shell-writes.json, `forwarded`). https://docs.npmjs.com/cli/commands/npm-run-script,
// https://pnpm.io/cli/run, https://yarnpkg.com/cli/run, https://bun.sh/docs/cli/run

/** How a manager's line names its script runs (the `forwarded` fields of a rules/shell-writes.json line). */
export interface ScriptRun {
  /** The verbs whose next operand is the script (`run`, `run-script`). */
  sub?: readonly string[];
  /** The verbs that are a script's name themselves (`npm test`); `*`, any verb not in `sub` (`pnpm build`). */
  scripts?: readonly string[];
  /** Only the words after `--` reach the script (npm keeps an option before it as its own setting). */
  separated?: boolean;
  /** The manager's options that take the next word (`--filter web`, `--prefix web`). */
  values?: readonly string[];
}

/**
 * The words after the script's name that the script is handed; undefined for a call that runs no script. The manager's
 * options before the verb and the script (`pnpm --filter web build`, `npm run -w web build`) are its own.
 */
export function forwardedArguments(words: readonly string[], run: ScriptRun): readonly string[] | undefined {
  const skip = (from: number) => {
    let i = from;
    for (; i < words.length && i < 40 && words[i]!.startsWith('-') && words[i] !== '--'; i++) if (run.values?.includes(words[i]!)) i++;
    return i;
  };
  const verb = skip(1);
  const word = words[verb];
  if (word === undefined || word === '--') return undefined;
  const script = run.sub?.includes(word) ? skip(verb + 1) : run.scripts?.some((name) => name === '*' || name === word) ? verb : -1;
  if (script < 0 || script >= words.length || words[script] === '--') return undefined;
  const after = words.slice(script + 1);
  const cut = after.indexOf('--');
  if (run.separated) return cut < 0 ? [] : after.slice(cut + 1);
  // `pnpm run build -- --outDir X`: pnpm hands on the words around a `--` alike.
  return after.filter((_, at) => at !== cut);
}
