import type { Command } from 'commander';

// Shell completion scripts, made from the program itself: every command and its options, and the
// values of the options that take a known set (harness ids in either spelling, scopes, families).

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

interface Spec {
  commands: Array<{ name: string; description: string; options: string[] }>;
  values: Record<string, string[]>;
}

export function completionSpec(program: Command, values: Record<string, string[]>): Spec {
  return {
    commands: program.commands.map((command) => ({
      name: command.name(),
      description: command.description().split(/[.:]/)[0]!.slice(0, 60),
      options: command.options.map((option) => option.long).filter((flag): flag is string => !!flag),
    })),
    values,
  };
}

const words = (list: readonly string[]) => list.join(' ');
const quoteSingle = (text: string) => text.replace(/'/g, "'\\''");

export function completionScript(shell: Shell, spec: Spec): string {
  if (shell === 'bash') return bash(spec);
  if (shell === 'zsh') return zsh(spec);
  return fish(spec);
}

function bash(spec: Spec): string {
  const cases = spec.commands.map((command) => `    ${command.name}) opts='${words(command.options)}' ;;`).join('\n');
  const values = Object.entries(spec.values)
    .map(([flag, list]) => `    ${flag}) COMPREPLY=($(compgen -W '${words(list)}' -- "$cur")); return ;;`)
    .join('\n');
  return `# waymark completion for bash: eval "$(waymark completion bash)" in ~/.bashrc
_waymark() {
  local cur prev cmd opts
  cur="\${COMP_WORDS[COMP_CWORD]}"
  prev="\${COMP_WORDS[COMP_CWORD-1]}"
  cmd="\${COMP_WORDS[1]}"
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=($(compgen -W '${words(spec.commands.map((command) => command.name))} --help --version' -- "$cur"))
    return
  fi
  case "$prev" in
${values}
  esac
  case "$cmd" in
${cases}
    *) opts='' ;;
  esac
  COMPREPLY=($(compgen -W "$opts --help" -- "$cur"))
}
complete -F _waymark waymark
`;
}

function zsh(spec: Spec): string {
  const commands = spec.commands
    .map((command) => `    '${command.name}:${quoteSingle(command.description).replace(/:/g, '\\:')}'`)
    .join('\n');
  const cases = spec.commands
    .map((command) => {
      const options = command.options.map((flag) =>
        spec.values[flag] ? `'${flag}[]:value:(${words(spec.values[flag]!)})'` : `'${flag}[]'`,
      );
      return `    ${command.name}) _arguments ${[...options, "'--help[]'", "'*:file:_files'"].join(' ')} ;;`;
    })
    .join('\n');
  return `#compdef waymark
# waymark completion for zsh: waymark completion zsh > "\${fpath[1]}/_waymark", or eval "$(waymark completion zsh)"
_waymark() {
  local -a commands
  commands=(
${commands}
  )
  if (( CURRENT == 2 )); then
    _describe 'command' commands
    return
  fi
  shift words; (( CURRENT-- ))
  case "\${words[1]}" in
${cases}
  esac
}
compdef _waymark waymark 2>/dev/null || true
`;
}

function fish(spec: Spec): string {
  const lines = [
    '# waymark completion for fish: waymark completion fish > ~/.config/fish/completions/waymark.fish',
    'complete -c waymark -f',
  ];
  for (const command of spec.commands) {
    lines.push(`complete -c waymark -n '__fish_use_subcommand' -a ${command.name} -d '${quoteSingle(command.description)}'`);
    for (const flag of command.options) {
      const values = spec.values[flag];
      lines.push(
        `complete -c waymark -n '__fish_seen_subcommand_from ${command.name}' -l ${flag.slice(2)}${values ? ` -x -a '${words(values)}'` : ''}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
