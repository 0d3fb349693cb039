import { dependency } from './dependency.js';
import { destructive } from './destructive.js';
import { evalGuard } from './eval.js';
import type { Guard } from './guard.js';
import { header } from './header.js';
import { outsideProject } from './outsideProject.js';
import { secrets } from './secrets.js';

/** Every guard, by the id a message's `- guard:` binding names. */
export const GUARDS: ReadonlyMap<string, Guard> = new Map([dependency, destructive, evalGuard, header, outsideProject, secrets].map((guard) => [guard.id, guard]));
