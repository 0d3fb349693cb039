import { createLog } from '../../log.js';
import { dispatch } from '../../dispatch/dispatch.js';
import type { CommandInstaller } from '../program.js';
import { text } from '../../text.js';

export const dispatchCommand: CommandInstaller = (program, io) => {
  program
    .command('dispatch')
    .description(text.dispatch.description)
    .argument('<event>', text.dispatch.eventArg)
    .argument('[messages...]', text.dispatch.messagesArg)
    .option('--contract <id>', text.dispatch.contractOption, 'claude')
    .allowUnknownOption()
    .action(async (event: string, messages: string[], options: { contract: string }) => {
      const log = createLog(io.env, io.stderr);
      const reply = await dispatch({ event, messages, contract: options.contract }, { stdin: io.stdin, env: io.env, cwd: io.cwd, log });
      if (reply) io.stdout(reply);
    });
};
