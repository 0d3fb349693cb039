import type { CommandInstaller } from '../program.js';
import { cliText } from '../../text.js';

/**
 * Listed for `waymark --help` only: `dispatch` never reaches commander (src/cli/main.ts and
 * bin/waymark.cjs hand it to the hook entry), so a hook's command line can never print help.
 */
export const dispatchCommand: CommandInstaller = (program) => {
  program
    .command('dispatch')
    .description(cliText.dispatch.description)
    .argument('<event>', cliText.dispatch.eventArg)
    .argument('[messages...]', cliText.dispatch.messagesArg)
    .option('--contract <id>', cliText.dispatch.contractOption, 'claude');
};
