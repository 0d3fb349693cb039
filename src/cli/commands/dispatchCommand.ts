import type { CommandInstaller } from '../program.js';
import { text } from '../../text.js';

/**
 * Listed for `waymark --help` only: `dispatch` never reaches commander (src/cli/main.ts and
 * bin/waymark.cjs hand it to the hook entry), so a hook's command line can never print help.
 */
export const dispatchCommand: CommandInstaller = (program) => {
  program
    .command('dispatch')
    .description(text.dispatch.description)
    .argument('<event>', text.dispatch.eventArg)
    .argument('[messages...]', text.dispatch.messagesArg)
    .option('--contract <id>', text.dispatch.contractOption, 'claude');
};
