import * as z from 'zod/mini';
import common from '../../rules/heeded/common.json';
import dependency from '../../rules/heeded/dependency.json';
import destructive from '../../rules/heeded/destructive.json';
import evalRules from '../../rules/heeded/eval.json';
import outsideProject from '../../rules/heeded/outside-project.json';
import secrets from '../../rules/heeded/secrets.json';

// What the heeded classifier knows, as data beside the guard rules (rules/heeded/*.json); the
// engine that applies it is src/heeded/classify.ts. The files are bundled into the CLI, which is the
// only reader: the hook never loads them.

/** A regular expression given as JSON text; it must compile, case-insensitive. */
const pattern = z.string().check(
  z.minLength(1),
  z.refine((source) => {
    try {
      new RegExp(source, 'imu');
      return true;
    } catch {
      return false;
    }
  }, 'not a valid regular expression'),
);

const entry = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/)),
  pattern,
  /** An example of what it matches, for the reader. */
  note: z.string(),
});

const commonSchema = z.strictObject({
  family: z.literal('common'),
  description: z.string(),
  /** The model's text asks the user before acting. */
  question: z.array(entry),
  /** The model's text says it will not run the call, or does something else instead. */
  decline: z.array(entry),
  /** Shell commands that carry a file forward (commit it, deploy it, run it): after a write, going ahead with it. */
  useWritten: z.array(entry),
  /** The tools, and the shell programs, that read the procedure file an advisory named. */
  procedureRead: z.strictObject({ tools: z.array(z.string()), programs: z.array(z.string()) }),
});

const familySchema = z.strictObject({
  family: z.string().check(z.regex(/^[a-z][a-z-]*$/)),
  description: z.string(),
  source: z.optional(z.string()),
  /** Matched on a later call's command or written text: the safer variant the procedure names. */
  safer: z.array(entry),
});

export interface Compiled {
  id: string;
  regex: RegExp;
}

export interface HeededRules {
  question: Compiled[];
  decline: Compiled[];
  useWritten: Compiled[];
  procedureRead: { tools: ReadonlySet<string>; programs: ReadonlySet<string> };
  /** By family (`destructive`, `eval`, …). */
  safer: ReadonlyMap<string, Compiled[]>;
}

const compile = (entries: readonly { id: string; pattern: string }[]): Compiled[] =>
  entries.map(({ id, pattern: source }) => ({ id, regex: new RegExp(source, 'imu') }));

/** Validates the data (a problem names the file and the path) and compiles its patterns. */
export function parseHeededRules(files: { common: unknown; families: Record<string, unknown> }): HeededRules {
  const problems: string[] = [];
  const parsedCommon = commonSchema.safeParse(files.common);
  if (!parsedCommon.success)
    problems.push(
      `rules/heeded/common.json: ${parsedCommon.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    );
  const safer = new Map<string, Compiled[]>();
  for (const [file, data] of Object.entries(files.families)) {
    const parsed = familySchema.safeParse(data);
    if (!parsed.success)
      problems.push(
        `rules/heeded/${file}.json: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
      );
    else if (parsed.data.family !== file)
      problems.push(`rules/heeded/${file}.json: family ${parsed.data.family} does not match the file name`);
    else safer.set(parsed.data.family, compile(parsed.data.safer));
  }
  if (problems.length > 0 || !parsedCommon.success) throw new Error(`invalid heeded rules:\n${problems.join('\n')}`);
  const { question, decline, useWritten, procedureRead } = parsedCommon.data;
  return {
    question: compile(question),
    decline: compile(decline),
    useWritten: compile(useWritten),
    procedureRead: { tools: new Set(procedureRead.tools), programs: new Set(procedureRead.programs) },
    safer,
  };
}

let loaded: HeededRules | undefined;

/** The shipped rules, validated once. */
export function heededRules(): HeededRules {
  loaded ??= parseHeededRules({
    common,
    families: { dependency, destructive, eval: evalRules, 'outside-project': outsideProject, secrets },
  });
  return loaded;
}
