import { configJsonSchema } from '../../config/jsonSchema.js';
import type { CommandInstaller } from '../program.js';
import { text } from '../../text.js';

export const schemaCommand: CommandInstaller = (program, io) => {
  program
    .command('schema')
    .description(text.schema.description)
    .action(() => io.stdout(`${JSON.stringify(configJsonSchema(), null, 2)}\n`));
};
