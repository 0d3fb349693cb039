import { configJsonSchema } from '../../config/jsonSchema.js';
import type { CommandInstaller } from '../program.js';
import { cliText } from '../../text.js';

export const schemaCommand: CommandInstaller = (program, io) => {
  program
    .command('schema')
    .description(cliText.schema.description)
    .action(() => io.stdout(`${JSON.stringify(configJsonSchema(), null, 2)}\n`));
};
