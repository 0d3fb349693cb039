import { loadConfig } from '../../config/config.js';
import { MESSAGES_DIR } from '../../home.js';
import { projectRoot } from '../../project/projectRoot.js';
import { listing, renderListing } from '../list.js';
import { harnessesListing } from '../listHarnesses.js';
import { projectListing, renderProjectListing } from '../listProject.js';
import type { CommandInstaller } from '../program.js';
import { createStyle } from '../style.js';
import { text, cliText, opsText } from '../../text.js';
import { columns, fitColumns } from '../fitColumns.js';
import { renderRules, RuleListError, rulesOf } from '../listRules.js';

export const listCommand: CommandInstaller = (program, io, exit) => {
  program
    .command('list')
    .description(cliText.list.description)
    .option('--json', cliText.explain.jsonOption)
    .option('--harnesses', text.vendors.listHarnessesOption)
    .option('--rules [family]', opsText.rules.option)
    .action((options: { json?: boolean; harnesses?: boolean; rules?: string | true }) => {
      const style = createStyle(io.isTTY ?? false, io.env);
      // A table is cut to the terminal's width; --json never is.
      const out = (chunk: string) => io.stdout(options.json ? chunk : fitColumns(chunk, columns(io.env)));
      if (options.rules !== undefined) {
        try {
          const rows = rulesOf(options.rules);
          return out(options.json ? `${JSON.stringify(rows, null, 2)}\n` : renderRules(rows, style));
        } catch (error) {
          if (!(error instanceof RuleListError)) throw error;
          io.stderr(`waymark list: ${error.message}\n`);
          exit.code = 2;
          return;
        }
      }
      if (options.harnesses) return out(harnessesListing(MESSAGES_DIR, !!options.json, style));
      const list = listing(MESSAGES_DIR, loadConfig(projectRoot(io.cwd)).config);
      const project = projectListing(io.cwd);
      out(
        options.json
          ? `${JSON.stringify({ ...list, project }, null, 2)}\n`
          : `${renderListing(list, style)}\n${renderProjectListing(project, style)}`,
      );
    });
};
