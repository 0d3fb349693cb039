import { describe, expect, test } from 'vitest';
import { evalSpeaks, evalSpeaksIn } from '../../support/guardSpeaks.js';

// Round 160's eval class: a shell loop reads a data file (`while IFS=, read -r id name hook; do … done < f.csv`, or
// `tail -n +2 f.csv | while read …`) and runs a column as code. `eval "$hook"` already spoke; it went unseen when the
// command had a prefix (`STATION_ID="$id" eval "$hook"`, `if ! eval …`, `command eval …`), and `$SHELL -c "$x"` and
// `source <(echo "$x")` were not read as the shell's eval at all. Tool-init evals, a constant, and a read value only
// printed or tested stay silent. One line per case.

describe('eval of a value read from a file, after a command prefix (eval)', () => {
  const script = (body: string) => `#!/usr/bin/env bash\nset -euo pipefail\n\n${body}\n`;
  const loop = (run: string, input = ' < config/stations.csv') =>
    script(`while IFS=, read -r station_id name hook; do\n  [ -z "$hook" ] && continue\n  ${run}\ndone${input}`);
  test.each([
    [
      'scripts/run_station_hooks.sh',
      script(
        'tail -n +2 config/stations.csv | while IFS=, read -r station_id name hook; do\n  [ -z "$hook" ] && continue\n' +
          '  echo "== $station_id ($name)"\n  STATION_ID="$station_id" eval "$hook"\ndone',
      ),
      true,
    ],
    ['scripts/hooks.sh', loop('STATION_ID=$station_id LOG="logs/$station_id.log" eval "$hook"'), true],
    ['scripts/hooks.sh', loop("NAME='x y' eval $hook"), true],
    ['scripts/hooks.sh', loop('if ! eval "$hook"; then echo "hook failed: $station_id"; fi'), true],
    ['scripts/hooks.sh', loop('builtin eval "$hook"'), true],
    ['scripts/hooks.sh', loop('command eval "$hook"'), true],
    ['scripts/hooks.sh', loop('time eval "$hook"'), true],
    ['scripts/hooks.sh', loop('until eval "$hook"; do sleep 5; done'), true],
    ['scripts/hooks.sh', loop('"$SHELL" -c "$hook"', ' < <(tail -n +2 config/stations.csv)'), true],
    ['scripts/hooks.sh', loop('STATION_ID="$station_id" ${SHELL} -c "$hook"'), true],
    ['scripts/hooks.sh', loop('STATION_ID="$station_id" bash -c "$hook"'), true],
    ['scripts/hooks.sh', loop('source <(echo "$hook")'), true],
    ['scripts/hooks.sh', loop('. <(printf \'%s\\n\' "$hook")'), true],
    ['scripts/hooks.sh', loop('source /dev/stdin <<< "$hook"'), true],
    ['scripts/tasks.zsh', script('while read -r line; do\n  TZ=UTC eval $line\ndone <<< "$(cat tasks.txt)"'), true],
    ['scripts/next.sh', script('read -r step < .next_step\nCI=1 eval "$step"'), true],
    // The read value only printed or tested; a terminal answer in a case; tool-init evals and a constant after a prefix.
    ['scripts/hooks.sh', loop('printf "%s %s %s\\n" "$station_id" "$name" "$hook"'), false],
    ['scripts/hooks.sh', loop('[ -n "$hook" ] && echo "has hook: $hook"'), false],
    ['scripts/ask.sh', script('read -r -p "Deploy? " answer\ncase "$answer" in\n  y|Y) make deploy ;;\n  *) exit 1 ;;\nesac'), false],
    ['scripts/agent.sh', script('SSH_AUTH_SOCK= eval "$(ssh-agent -s)"'), false],
    ['scripts/env.sh', script('PYENV_ROOT="$HOME/.pyenv" eval "$(pyenv init -)"'), false],
    ['scripts/env.sh', script('if command -v direnv >/dev/null; then eval "$(direnv hook bash)"; fi'), false],
    ['scripts/env.sh', script('LC_ALL=C eval "echo ready"'), false],
    ['scripts/env.sh', script('source <(kubectl completion bash)\nsource <(cat .env.defaults)'), false],
    ['scripts/env.sh', script('"$SHELL" -c "echo ready"'), false],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(`/p/${file}`, content)).toBe(speaks));
});

describe('the same in one Bash call (eval)', () => {
  test.each([
    ['tail -n +2 config/stations.csv | while IFS=, read -r id name hook; do ID="$id" eval "$hook"; done', true],
    ['while IFS=, read -r id cmd; do if eval "$cmd"; then echo ok; fi; done < jobs.csv', true],
    ['cut -d, -f3 hooks.csv | while read -r cmd; do $SHELL -c "$cmd"; done', true],
    // A word that only names eval, an assignment before another command, and a command that checks for eval.
    ['command -v eval', false],
    ['X=1 npm run eval', false],
    ['echo X=1 eval later', false],
    ['DEBUG=1 eval "$(direnv hook bash)"', false],
    ['while IFS=, read -r id name hook; do echo "$id $hook"; done < stations.csv', false],
  ])('%s', (command, speaks) => expect(evalSpeaksIn(command)).toBe(speaks));
});
