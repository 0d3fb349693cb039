import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ExplainError, explain, explanationJson, renderExplanation } from '../explain.js';
import type { CommandInstaller } from '../program.js';
import { createStyle } from '../style.js';
import { cliText } from '../../text.js';

export const explainCommand: CommandInstaller = (program, io, exit) => {
  program
    .command('explain')
    .description(cliText.explain.description)
    .argument('<event>', cliText.explain.eventArg)
    .option('--contract <id>', cliText.explain.contractOption, 'claude')
    .option('--tool <name>', cliText.explain.toolOption)
    .option('--input <json>', cliText.explain.inputOption)
    .option('--payload <file>', cliText.explain.payloadOption)
    .option('--later', cliText.explain.laterOption)
    .option('--json', cliText.explain.jsonOption)
    .action(
      async (
        event: string,
        options: { contract: string; tool?: string; input?: string; payload?: string; later?: boolean; json?: boolean },
      ) => {
        try {
          if (options.payload !== undefined && (options.input !== undefined || options.tool !== undefined))
            throw new ExplainError(cliText.explain.bothInputs);
          let payload: string | undefined;
          if (options.payload !== undefined) {
            const path = resolve(io.cwd, options.payload);
            try {
              payload = readFileSync(path, 'utf8');
            } catch (error) {
              throw new ExplainError(cliText.explain.cannotRead(path, (error as Error).message));
            }
          }
          const explanation = await explain(
            { event, contract: options.contract, tool: options.tool, input: options.input, payload, later: options.later },
            io,
          );
          io.stdout(
            options.json ? `${explanationJson(explanation)}\n` : renderExplanation(explanation, createStyle(io.isTTY ?? false, io.env)),
          );
        } catch (error) {
          if (!(error instanceof ExplainError)) throw error;
          io.stderr(`waymark explain: ${error.message}\n`);
          exit.code = 2;
        }
      },
    );
};
