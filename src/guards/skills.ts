import { findSkills, formatSkillIndex } from './lib/skillIndex.js';
import type { Guard } from './guard.js';

/** At session start, a compact index of the skills this session can use. */
export const skills: Guard = {
  id: 'skills',
  meta: { words: [] },
  async detect(_event, { root, home }) {
    const found = await findSkills(root, home);
    return found.length === 0 ? undefined : { index: formatSkillIndex(found) };
  },
};
