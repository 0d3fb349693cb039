import { askUser } from './askUser.js';
import { compaction } from './compaction.js';
import { dependency } from './dependency.js';
import { destructive } from './destructive.js';
import { evalGuard } from './eval.js';
import type { Guard } from './guard.js';
import { header } from './header.js';
import { knowledgeBase } from './knowledgeBase.js';
import { outsideProject } from './outsideProject.js';
import { plan } from './plan.js';
import { postcompact } from './postcompact.js';
import { secrets } from './secrets.js';
import { skills } from './skills.js';
import { stop } from './stop.js';

/** Every guard, by the id a message's `- guard:` binding names. */
export const GUARDS: ReadonlyMap<string, Guard> = new Map(
  [
    askUser,
    compaction,
    dependency,
    destructive,
    evalGuard,
    header,
    knowledgeBase,
    outsideProject,
    plan,
    postcompact,
    secrets,
    skills,
    stop,
  ].map((guard) => [guard.id, guard]),
);
