import { join } from 'node:path';
import { readBounded, realInside } from '../../project/boundedRead.js';
import { fastGlob } from './fastGlob.js';
import { isDirectory } from '../../project/fileKind.js';

// The skills visible to a session: `SKILL.md` files one folder below the skill folders of the
// harnesses waymark supports, in the project and in the user's home. Harnesses drop skill
// descriptions once the list outgrows their budget; this index keeps one line per skill.

/** Skill folders, relative to the project root and to the home directory. */
export const SKILL_DIRS = [
  '.claude/skills',
  '.codex/skills',
  '.agents/skills',
  '.cursor/skills',
  '.qwen/skills',
  '.codebuddy/skills',
  '.kiro/skills',
  '.github/skills',
];

const MAX_SKILLS = 200;
const MAX_FRONT_MATTER = 4096;
const MAX_DESCRIPTION = 110;
export const INDEX_BUDGET = 1600;

export interface Skill {
  name: string;
  description: string;
  /** The group it is listed under: `project` or `user`, with the folder. */
  group: string;
  /** Where its SKILL.md is, for a person reading `waymark skills`. */
  path: string;
}

/** `name` and `description` from YAML front matter (plain, quoted, or folded `>`/`|` scalars). */
export function frontMatter(text: string): Record<string, string> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!match) return {};
  const fields: Record<string, string> = {};
  const lines = match[1]!.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const field = /^(\w[\w-]*):\s*(.*)$/.exec(lines[i]!);
    if (!field) continue;
    let value = field[2]!.trim();
    if (/^[>|][+-]?$/.test(value) || value === '') {
      const block: string[] = [];
      while (i + 1 < lines.length && /^\s+\S|^\s*$/.test(lines[i + 1]!)) block.push(lines[++i]!.trim());
      value = block.join(' ').trim();
    } else if (/^["']/.test(value))
      value = value
        .slice(1, value.endsWith(value[0]!) ? -1 : undefined)
        .replace(/\\"/g, '"')
        .replace(/''/g, "'");
    fields[field[1]!] = value;
  }
  return fields;
}

/** Every skill under the project's and the user's skill folders; a project skill hides a user one of the same name. */
export async function findSkills(root: string, home: string): Promise<Skill[]> {
  const scopes: Array<[string, string]> = [[root, 'project']];
  if (home && home !== root) scopes.push([home, 'user']);
  const seen = new Set<string>();
  const skills: Skill[] = [];
  for (const [base, scope] of scopes) {
    // Most sessions have no skill folder at all: a stat each spares loading fast-glob for nothing.
    const present = SKILL_DIRS.filter(
      (dir) => isDirectory(join(base, dir)) && (scope === 'user' || realInside(join(base, dir), root) !== undefined),
    );
    if (present.length === 0) continue;
    const files = await (await fastGlob())(
      present.map((dir) => `${dir}/*/SKILL.md`),
      { cwd: base, dot: true, onlyFiles: true, deep: 4, suppressErrors: true },
    );
    for (const file of files.sort()) {
      if (skills.length >= MAX_SKILLS) break;
      // A project's SKILL.md (or its folder) linked out of the project is not the project's to show.
      const read = readBounded(join(base, file), MAX_FRONT_MATTER, scope === 'project' ? { within: root } : {});
      if (!read) continue;
      const fields = frontMatter(read.text);
      const folder = file.split('/').slice(0, -2).join('/');
      const name = fields.name || file.split('/').at(-2)!;
      if (seen.has(name)) continue;
      seen.add(name);
      const where = scope === 'project' ? folder : `~/${folder}`;
      skills.push({
        name,
        description: fields.description ?? '',
        group: `${scope === 'project' ? 'Project' : 'Personal'} skills (${where})`,
        path: join(base, file),
      });
    }
  }
  return skills;
}

function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.lastIndexOf(' ', max - 1);
  return `${line.slice(0, cut > max / 2 ? cut : max - 1)}…`;
}

/**
 * One line per skill, grouped by folder, within `budget` characters; the skills that do not fit
 * are counted on a last line rather than cut mid-line.
 */
export function formatSkillIndex(skills: readonly Skill[], budget = INDEX_BUDGET, describe = MAX_DESCRIPTION): string {
  const lines: string[] = [];
  let used = 0;
  let shown = 0;
  let group: string | undefined;
  const ordered = [...skills].sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));
  // Room kept for the overflow line, so the index never exceeds the budget.
  const reserve = 60;
  for (const skill of ordered) {
    const heading = skill.group !== group ? `${skill.group}:` : undefined;
    const line = `- ${skill.name}${skill.description ? `: ${clip(skill.description, describe)}` : ''}`;
    const cost = line.length + 1 + (heading ? heading.length + 1 : 0);
    if (used + cost > budget - reserve) break;
    if (heading) lines.push(heading);
    group = skill.group;
    lines.push(line);
    used += cost;
    shown++;
  }
  const rest = skills.length - shown;
  if (rest > 0) lines.push(`… and ${rest} more skill${rest === 1 ? '' : 's'} (\`waymark skills\` lists them all).`);
  return lines.join('\n');
}
