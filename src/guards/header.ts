import { existsSync } from 'node:fs';
import { displayPath } from '../project/projectRoot.js';
import { toolPath } from './lib/toolPath.js';
import { described } from '../config/described.js';
import { text } from '../text.js';
import type { Guard } from './guard.js';

// Only source files carry the header; data, prose and config formats have nowhere to put it.
const SOURCE = /\.(?:[cm]?[jt]sx?|py|rb|php|java|kt|kts|scala|go|rs|c|h|cc|cpp|hpp|cs|swift|sh|bash|zsh|vue|svelte)$/i;
const HEAD_LINES = 10;

/** A new source file without the header the project's config requires (`guards.header.text`). */
export const header: Guard = {
  id: 'header',
  meta: {
    options: (z) =>
      z.strictObject({
        text: z.optional(described(z, z.string(), text.options.header.text)),
        extensions: z.optional(described(z, z.array(z.string()), text.options.header.extensions)),
      }),
    words: ['options.header.text', 'options.header.extensions', 'why.needsText'],
  },
  detect(event, context) {
    const required = context.options.text;
    const path = event.tool_input?.file_path;
    const content = event.tool_input?.content;
    if (typeof required !== 'string' || required.trim() === '') {
      context.aside?.(text.why.needsText);
      return undefined;
    }
    if (event.tool_name !== 'Write' || !path || content === undefined) return undefined;
    const extensions = context.options.extensions;
    const applies = Array.isArray(extensions) ? extensions.some((ext) => typeof ext === 'string' && path.endsWith(ext)) : SOURCE.test(path);
    if (!applies) return undefined;
    const head = content.split('\n', HEAD_LINES).join('\n');
    if (head.includes(required.trim())) return undefined;
    const target = toolPath(path, context);
    // Only a new file: an existing one is the project's to fix, not this write's.
    if (existsSync(target)) return undefined;
    return { file: displayPath(target, context.root), header: required.trim() };
  },
};
