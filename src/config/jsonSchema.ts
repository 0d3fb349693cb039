import { configSchema } from './config.js';
import { zod } from './zod.js';

/** The JSON Schema of `.waymark/config.json`, generated from the zod schema that validates it. */
export function configJsonSchema(): Record<string, unknown> {
  return {
    ...zod().toJSONSchema(configSchema(), { io: 'input', unrepresentable: 'any' }),
    $id: 'https://waymark.dev/config.schema.json',
    title: 'waymark configuration',
    description:
      "waymark reads .waymark/config.json in the project, merged over the user's config; data only, never code. " +
      'waymark is advisory only: it adds text for the model and never blocks, denies or rewrites a tool call, except ' +
      'guards["ask-user"].strict, which only the user\'s own config can turn on.',
  };
}
