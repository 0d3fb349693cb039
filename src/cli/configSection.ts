import type { ConfigProblem } from '../config/config.js';
import { opsText, text } from '../text.js';

/** The configuration's problems for a person: each file, what is wrong, how to fix it. */
export function configSection(problems: readonly ConfigProblem[]): string {
  const warnings = problems.filter((problem) => problem.warning).length;
  const lines = [opsText.config.heading(problems.length - warnings, warnings)];
  for (const problem of problems) {
    lines.push(
      `  ${problem.warning ? opsText.config.warning : opsText.config.error}: ${problem.file}`,
      `    ${problem.problem}`,
      `    ${text.config.fixLabel} ${problem.fix}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
