import type { Command } from 'commander';
import { collect, HARNESS_IDS } from '../../install/harnesses/select.js';
import { cliText } from '../../text.js';

/** The harness selection install, verify and uninstall share: `--harness a,b`, `--all`, `--scope`, `--project`. */
export function withSelection(command: Command, allOption: string, scopeDefault?: string): Command {
  return command
    .option('--harness <ids>', cliText.install.harnessOption(HARNESS_IDS), collect)
    .option('--all', allOption)
    .option('--scope <scope>', cliText.install.scopeOption, scopeDefault)
    .option('--project <dir>', cliText.install.projectOption);
}
