import { describe, expect, test } from 'vitest';
import { configSchema, guardOptions } from '../../src/config/config.js';
import { fillPlaceholders } from '../../src/messages/message.js';

// Names that come from a repository (a message file `constructor.md` is a guard named
// `constructor`; a placeholder `{{valueOf}}`) are looked up as own keys only.

describe('lookups by a name the repository chose use own keys only', () => {
  const parsed = configSchema().parse({ guards: { header: false } });
  test.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])('guard options for a guard named %s', (id) => {
    expect(guardOptions(parsed, id)).toEqual({});
  });
  test.each(['{{valueOf}}', '{{ __proto__ }}', '{{hasOwnProperty}}', '{{isPrototypeOf}}'])(
    'placeholder %s fills with nothing',
    (template) => {
      expect(fillPlaceholders(`[${template}]`, { file: 'a' })).toBe('[]');
    },
  );
});
