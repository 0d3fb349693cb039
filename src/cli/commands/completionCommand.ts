import { SELECTABLE } from '../../install/harnesses/select.js';
import { ruleFamilies } from '../../quiet/ruleIds.js';
import { completionScript, completionSpec, SHELLS, type Shell } from '../completion.js';
import type { CommandInstaller } from '../program.js';
import { opsText } from '../../text.js';

export const completionCommand: CommandInstaller = (program, io, exit) => {
  program
    .command('completion')
    .description(opsText.completion.description)
    .argument('<shell>', opsText.completion.shellArg)
    .action((shell: string) => {
      if (!(SHELLS as readonly string[]).includes(shell)) {
        io.stderr(`waymark completion: ${opsText.completion.unknownShell(shell)}\n`);
        exit.code = 2;
        return;
      }
      const harnesses = [...new Set([...SELECTABLE.map((harness) => harness.id), 'claude', 'qwen'])];
      const contracts = [...new Set([...harnesses.filter((id) => id !== 'claude-code' && id !== 'qwen-code'), 'claude-code', 'qwen-code'])];
      const spec = completionSpec(program, {
        '--harness': harnesses,
        '--contract': contracts,
        '--scope': ['project', 'user'],
        '--rules': ruleFamilies(),
      });
      io.stdout(completionScript(shell as Shell, spec));
    });
};
