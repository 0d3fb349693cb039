// tldr-pages: the example commands of the English pages for common and linux, as everyday shell
// commands an agent may run. tldr gives no labels: they are the false-alarm baseline, and the
// examples that should speak are listed, each with a reason, in reviewed.jsonl.
import { createHash } from 'node:crypto';
import { jsonl, sourceJson } from './lib.mjs';

export const REPO = 'tldr-pages/tldr';
export const COMMIT = '08e345f42639f67d99282813247ac670dc6e87cb';
const PLATFORMS = ['common', 'linux'];
/**
 * The two platforms hold about 29,500 examples (5 MB): one in SAMPLE is kept, chosen by the hash
 * of its id (`tldr/<platform>/<page>/<n>`), so the sample is the same on every run and does not
 * depend on what the examples say.
 */
const SAMPLE = 8;
export const sampled = (id) => createHash('sha256').update(id).digest().readUInt32BE(0) % SAMPLE === 0;

/**
 * A page's examples as a person would type them: `{{[-o|--output]}}` (an option's short and long
 * spelling) and `[d|delete]` (a subcommand's) become the long one, any other `{{placeholder}}` its
 * own text (`path/to/file`).
 */
export function render(command) {
  return command
    .replace(/\{\{(.*?)\}\}/g, (_, inner) => {
      const option = /^\[(-[^|\]]*)\|(-[^\]]*)\]$/.exec(inner);
      return option ? option[2] : inner;
    })
    .replace(/\[([\w-]+(?: [\w-]+)*)\|([\w-]+(?: [\w-]+)*)\]/g, (_, _short, long) => long);
}

export function build(snap) {
  const rows = [];
  for (const platform of PLATFORMS) {
    const paths = snap.list(`pages/${platform}`).filter((file) => file.endsWith('.md'));
    const texts = snap.readMany(paths);
    for (const [i, path] of paths.entries()) {
      const page = path.slice(`pages/${platform}/`.length, -'.md'.length);
      const lines = texts[i].split('\n');
      let description;
      let n = 0;
      for (const line of lines) {
        if (line.startsWith('- ')) description = line.slice(2).replace(/:$/, '');
        else if (line.startsWith('`') && line.endsWith('`') && line.length > 2) {
          n++;
          const id = `tldr/${platform}/${page}/${n}`;
          if (sampled(id)) rows.push({ id, tool_name: 'Bash', tool_input: { command: render(line.slice(1, -1)) }, note: description });
        }
      }
    }
  }
  return {
    'cases.jsonl': jsonl(rows),
    'LICENSE.md': snap.read('LICENSE.md'),
    'source.json': sourceJson({
      name: 'tldr-pages examples, common and linux (English)',
      repository: `https://github.com/${REPO}`,
      commit: COMMIT,
      paths: PLATFORMS.map((platform) => `pages/${platform}/*.md`),
      license: 'CC BY 4.0 (pages); the converted examples keep their descriptions and are rendered from their {{placeholders}}',
      copyright: 'Copyright © 2014—present the tldr-pages team and contributors',
      sample: `one example in ${SAMPLE}: those whose id's SHA-256 read as a big-endian 32-bit integer is divisible by ${SAMPLE}`,
      rendering: "{{[-s|--long]}} becomes --long, [s|long] (a subcommand's two spellings) long; any other {{placeholder}} its inner text",
      converter: 'scripts/external/tldr.mjs',
      cases: rows.length,
    }),
  };
}
