import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// waymark's own tree: the bundles live in <home>/dist, the sources in <home>/src, so home is one
// level up from either. The dispatcher, the contracts and waymark's own messages always come from
// here, never from the project a hook runs in (DESIGN §2, invariant 6); a project may add message
// files of its own, read as data only (src/messages/library.ts).
const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));

export const WAYMARK_HOME = dirname(here);
export const MESSAGES_DIR = join(WAYMARK_HOME, 'messages');
