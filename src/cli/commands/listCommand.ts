import { loadConfig } from '../../config/config.js';
import { MESSAGES_DIR } from '../../home.js';
import { projectRoot } from '../../project/projectRoot.js';
import { listing, renderListing } from '../list.js';
import type { CommandInstaller } from '../program.js';
import { createStyle } from '../style.js';
import { text } from '../../text.js';

export const listCommand: CommandInstaller = (program, io) => {
  program
    .command('list')
    .description(text.list.description)
    .option('--json', text.explain.jsonOption)
    .action((options: { json?: boolean }) => {
      const list = listing(MESSAGES_DIR, loadConfig(projectRoot(io.cwd)).config);
      io.stdout(options.json ? `${JSON.stringify(list, null, 2)}\n` : renderListing(list, createStyle(io.isTTY ?? false, io.env)));
    });
};
