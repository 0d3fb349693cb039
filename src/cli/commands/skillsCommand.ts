import { homedir } from 'node:os';
import { projectRoot } from '../../project/projectRoot.js';
import type { CommandInstaller } from '../program.js';
import { findSkills, formatSkillIndex } from '../../guards/lib/skillIndex.js';
import { cliText } from '../../text.js';

/** `waymark skills`: the skill index a session starts with, for a person to read (uncapped). */
export const skillsCommand: CommandInstaller = (program, io) => {
  program
    .command('skills')
    .description(cliText.skills.description)
    .action(async () => {
      const skills = await findSkills(projectRoot(io.cwd), io.env.HOME || homedir());
      io.stdout(skills.length === 0 ? `${cliText.skills.none}\n` : `${formatSkillIndex(skills, Infinity, Infinity)}\n`);
    });
};
