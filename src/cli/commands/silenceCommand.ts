import { projectRoot } from '../../project/projectRoot.js';
import { now } from '../../quiet/clock.js';
import { parseDuration } from '../../quiet/duration.js';
import { detectHarness } from '../../quiet/harnessEnv.js';
import { nearestId, silenceableIds } from '../../quiet/ruleIds.js';
import { addSilence } from '../../quiet/addSilence.js';
import { covers, isExpired, readSilences, removeSilence, type Silence } from '../../quiet/silences.js';
import { stateDir } from '../../state/state.js';
import { columns, fitColumns } from '../fitColumns.js';
import { table } from '../list.js';
import type { CliIO, CommandInstaller } from '../program.js';
import { createStyle } from '../style.js';
import { opsText } from '../../text.js';

interface Options {
  reason?: string;
  once?: boolean;
  for?: string;
  project?: boolean;
  list?: boolean;
  clear?: string | true;
  json?: boolean;
}

const ONCE_MS = 10 * 60_000;
const t = opsText.silence;

class Refusal extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/** A person at their own terminal, not a model's tool call: the one condition for changing silences. */
function mustBePerson(io: CliIO): void {
  const harness = detectHarness(io.env);
  if (harness) throw new Refusal(t.underHarness(harness.harness, harness.variable), 1);
  if (!io.stdinTTY) throw new Refusal(t.noTerminal, 1);
}

export const silenceCommand: CommandInstaller = (program, io, exit) => {
  program
    .command('silence')
    .description(t.description)
    .argument('[rule]', t.ruleArg)
    .option('--reason <text>', t.reasonOption)
    .option('--once', t.onceOption)
    .option('--for <duration>', t.forOption)
    .option('--project', t.projectOption)
    .option('--list', t.listOption)
    .option('--clear [which]', t.clearOption)
    .option('--json', t.jsonOption)
    .action(async (rule: string | undefined, options: Options) => {
      try {
        const dir = stateDir(io.env);
        const at = now(io.env);
        if (options.list)
          return list(
            io,
            readSilences(dir).filter((each) => !isExpired(each, at)),
            !!options.json,
          );
        if (options.clear !== undefined) {
          mustBePerson(io);
          const which = options.clear === true ? rule : options.clear;
          const chosen = readSilences(dir).filter(
            (each) => which === undefined || each.id === which || each.rule === which || covers(which, each.rule),
          );
          if (which !== undefined && chosen.length === 0) throw new Refusal(t.nothingToClear(which), 1);
          const removed = chosen.filter((each) => removeSilence(dir, each.id)).length;
          return io.stdout(`${t.cleared(removed)}\n`);
        }
        if (rule === undefined) throw new Refusal(t.noRule, 2);
        const known = silenceableIds();
        if (!known.has(rule)) throw new Refusal(t.unknownRule(rule, nearestId(rule, known)), 2);
        if (!options.reason?.trim()) throw new Refusal(t.noReason, 2);
        const scopes = [options.once, options.for !== undefined, options.project].filter(Boolean).length;
        if (scopes === 0 || (options.once && scopes > 1)) throw new Refusal(t.oneScope, 2);
        const lasts = options.for === undefined ? undefined : parseDuration(options.for);
        if (options.for !== undefined && lasts === undefined) throw new Refusal(t.badDuration(options.for), 2);
        mustBePerson(io);
        const project = options.once || options.project ? projectRoot(io.cwd) : undefined;
        const expires = options.once ? at + ONCE_MS : lasts !== undefined ? at + lasts : undefined;
        const silence = await addSilence(dir, {
          rule,
          reason: options.reason.trim(),
          created: new Date(at).toISOString(),
          ...(expires !== undefined ? { expires: new Date(expires).toISOString() } : {}),
          ...(project !== undefined ? { project } : {}),
          ...(options.once ? { once: true } : {}),
        });
        if (options.json) return io.stdout(`${JSON.stringify(silence, null, 2)}\n`);
        const until = options.once ? t.once : silence.expires ? t.until(silence.expires) : t.forever;
        io.stdout(`${t.added(rule, project ? t.whereProject(project) : t.everywhere, until)}\n${t.undo(silence.id)}\n`);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        io.stderr(`waymark silence: ${error.message}\n`);
        exit.code = error.code;
      }
    });
};

function list(io: CliIO, silences: readonly Silence[], json: boolean): void {
  if (json) {
    io.stdout(`${JSON.stringify(silences, null, 2)}\n`);
    return;
  }
  if (silences.length === 0) {
    io.stdout(`${t.none}\n`);
    return;
  }
  const rows = silences.map((each) => [
    each.id,
    each.rule,
    each.project ?? t.everywhere,
    each.once ? t.onceCell : (each.expires ?? t.foreverCell),
    each.reason,
  ]);
  io.stdout(fitColumns(`${table(t.header, rows, createStyle(io.isTTY ?? false, io.env)).join('\n')}\n`, columns(io.env)));
}
