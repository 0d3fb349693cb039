import { loadConfig } from '../../config/config.js';
import { MESSAGES_DIR } from '../../home.js';
import { projectRoot } from '../../project/projectRoot.js';
import { listing, renderListing } from '../list.js';
import { harnessesListing } from '../listHarnesses.js';
import { projectListing, renderProjectListing } from '../listProject.js';
import type { CommandInstaller } from '../program.js';
import { createStyle } from '../style.js';
import { text, cliText } from '../../text.js';

export const listCommand: CommandInstaller = (program, io) => {
  program
    .command('list')
    .description(cliText.list.description)
    .option('--json', cliText.explain.jsonOption)
    .option('--harnesses', text.vendors.listHarnessesOption)
    .action((options: { json?: boolean; harnesses?: boolean }) => {
      if (options.harnesses) return io.stdout(harnessesListing(MESSAGES_DIR, !!options.json, createStyle(io.isTTY ?? false, io.env)));
      const list = listing(MESSAGES_DIR, loadConfig(projectRoot(io.cwd)).config);
      const project = projectListing(io.cwd);
      const style = createStyle(io.isTTY ?? false, io.env);
      io.stdout(options.json ? `${JSON.stringify({ ...list, project }, null, 2)}\n` : `${renderListing(list, style)}\n${renderProjectListing(project, style)}`);
    });
};
