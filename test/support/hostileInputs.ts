import type { CanonicalEvent } from '../../src/core/event.js';
import { allPacks, type BaseRule, type RuleFamily } from '../../src/guards/rules/pack.js';
import type { SectionData } from '../../src/guards/rules/dependencyRule.js';

// Adversarial inputs for every built-in rule of every family, read from the packs index (so a
// rule added to any pack is covered with no change here): the rule's own literal words — its
// command, subcommand, flags, the literal parts of its patterns — repeated to the given size, as
// a shell command and, for families that read code, as a written file. Used by the linear-time
// test (test/quality/linearTime.spec.ts) and by bench/guards.js.

/** The guard that applies each family's rules. */
export const FAMILY_GUARD: Record<RuleFamily, string> = {
  destructive: 'destructive',
  eval: 'eval',
  secrets: 'secrets',
  dependency: 'dependency',
};

const SKIP = new Set(['id', 'risk', 'source', 'description', 'style', 'target']);

/** Up to eight literal words of a rule, in its fields' order. */
export function ruleKeywords(rule: BaseRule): string[] {
  const words: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (words.length >= 8 || SKIP.has(key)) return;
    // A destructive rule that reads redirects of any command: its words are the redirect itself.
    if (key === 'redirect' && value === true) words.push('>');
    if (typeof value === 'string') {
      // Literal runs of a token or pattern: `--force-with-lease*` → `--force-with-lease`, `\bDROP\s+TABLE` → DROP, TABLE.
      for (const run of value.replace(/\\[a-zA-Z]/g, ' ').match(/[A-Za-z0-9_.:=+/~-]{2,}|[;|&<>(){}$`'"]/g) ?? [])
        if (words.length < 8) words.push(run);
    } else if (Array.isArray(value)) for (const item of value.slice(0, 3)) visit(item, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  for (const [key, value] of Object.entries(rule)) visit(value, key);
  return words;
}

export interface HostileCase {
  family: RuleFamily;
  /** `<family>/<pack>/<id>` and the shape of the input. */
  label: string;
  event: CanonicalEvent;
}

function fill(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** One event per distinct input: every rule's words, spaced (a command, a file) and run together (a file), at `size` characters. */
export function hostileCases(size: number): HostileCase[] {
  const seen = new Set<string>();
  const cases: HostileCase[] = [];
  for (const pack of allPacks()) {
    for (const rule of pack.rules) {
      const words = ruleKeywords(rule);
      if (words.length === 0) continue;
      const id = `${pack.family}/${pack.pack}/${rule.id}`;
      for (const [shape, unit] of [
        ['spaced', `${words.join(' ')} `],
        ['joined', words.join('')],
      ] as const) {
        if (seen.has(`${pack.family}\u0000${unit}`)) continue;
        seen.add(`${pack.family}\u0000${unit}`);
        const text = fill(unit, size);
        // A 1 MB command costs a shell parse (~30 ms); the spaced words are the shape a command takes.
        if (shape === 'spaced')
          cases.push({
            family: pack.family,
            label: `${id} (${shape}, Bash)`,
            event: { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: text } },
          });
        if (pack.family === 'destructive') continue;
        for (const file of ['src/app.py', 'src/app.ts', 'config/.env']) {
          cases.push({
            family: pack.family,
            label: `${id} (${shape}, Write ${file})`,
            event: { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: file, content: text } },
          });
        }
        // A rule that compares an edit's old and new text reads both.
        if ('downgrade' in rule) {
          const file = 'src/App.java';
          cases.push({
            family: pack.family,
            label: `${id} (${shape}, Edit ${file})`,
            event: {
              hook_event_name: 'PreToolUse',
              tool_name: 'Edit',
              tool_input: { file_path: file, old_string: text, new_string: text },
            },
          });
        }
      }
    }
  }
  return cases;
}

export interface HostileManifest {
  /** `<pack>/<rule id>`, the section kind and the shape. */
  label: string;
  /** A file name the rule claims (its first listed name, else one its pattern accepts). */
  file: string;
  sections: SectionData[];
  text: string;
}

/** Literal words of a pattern from the rule data: `\b(?:dependencies|plugins)\s*\{` → `dependencies`. */
function patternWords(source: string): string[] {
  const firstAlternatives = source
    .replace(/\(\?:/g, '(')
    .replace(/\(\?[!<=][^)]*\)/g, '')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\\[a-zA-Z]/g, ' ')
    .replace(/\|[^)]*\)/g, ')');
  return firstAlternatives.match(/[A-Za-z_][\w.-]*|:/g) ?? [];
}

/** Openers of a section, each left unclosed: what a hostile manifest repeats. */
function sectionOpeners(section: SectionData): string[] {
  if ('json' in section) return [`"${section.json[0]}":{`, `"${section.json[0]}":[`];
  if ('yaml' in section) {
    // A nested path opens each of its keys one level deeper: `spack:\n  specs:\n`.
    const path = section.yaml.find((key) => key.includes('.'));
    if (path)
      return [
        path
          .split('.')
          .map((key, depth) => `${'  '.repeat(depth)}${key}:\n`)
          .join(''),
      ];
    return [section.yaml[0] === '-' ? '- \n' : `${section.yaml[0]}:\n`];
  }
  if ('xml' in section) return [`<${section.xml[0]}>`, `<${section.xml[0]} `];
  if ('table' in section) return [`[${tableName(section.table)}]\n`];
  if ('key' in section) return [`${section.key[0]} = [\n`, `${section.key[0]} = {\n`];
  const source = 'block' in section ? section.block : section.line;
  const words = patternWords(source);
  const regex = new RegExp(source, 'm');
  // A key given a quoted address (`source = "git::…?ref=v1"`): the line kind of a module or package source.
  const quoted = words[0] === undefined ? [] : [`${words[0]} = "git::x//x?ref=x"\n`];
  const candidates = ['{', '(', '[', 'do', ', [', ': [', '= [', '= {', ':', ''].flatMap((open) => [
    `${words.join(' ')} ${open}\n`,
    `${words.join('')}${open}\n`,
    `${words.join('_')} ${open} x\n`,
  ]);
  return [...candidates, `${skeleton(source)}\n`, ...quoted].filter((each) => regex.test(each)).slice(0, 1);
}

/** A table name the pattern accepts. */
function tableName(source: string): string {
  const regex = new RegExp(source);
  const candidates = [...source.split('|').map(skeleton), ...patternWords(source), 'dependencies'];
  return candidates.find((name) => regex.test(name)) ?? 'dependencies';
}

/** A text a simple pattern matches: first alternatives, one `x` per class, quantifiers dropped. */
function skeleton(source: string): string {
  let text = source.replace(/\(\?<?[!=][^)]*\)/g, '').replace(/\(\?:\^\|\\n\)/g, '');
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(/\((?:\?:)?([^()|]*)(?:\|[^()]*)?\)/g, '$1');
  }
  return text
    .replace(/\[[^\]]*\](?:[+*?]|\{[^}]*\})?/g, 'x')
    .replace(/\\s(?:[+*?]|\{[^}]*\})?/g, ' ')
    .replace(/\\w[+*?]?/g, 'x')
    .replace(/\\b/g, '')
    .replace(/(?<!\\)(?:[?*+]|\{\d+(?:,\d*)?\})/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/[\^$]/g, '');
}

/**
 * Every manifest format with dependency sections, as a hostile file of `size` characters for each
 * of its section kinds: the kind's opener repeated and never closed, and the same after a page of
 * blank lines (a pattern that starts with `\s*` must not rescan them). Read from the packs, so a
 * format added to the data is covered here with no change.
 */
export function hostileManifests(size: number): HostileManifest[] {
  const out: HostileManifest[] = [];
  for (const pack of allPacks()) {
    if (pack.family !== 'dependency') continue;
    for (const rule of pack.rules as Array<BaseRule & { sections?: SectionData[]; files?: string[]; filePattern?: string }>) {
      if (!rule.sections) continue;
      const file = rule.files?.[0] ?? MANIFEST_NAMES.find((name) => new RegExp(rule.filePattern!).test(name));
      if (!file) throw new Error(`hostileManifests: no file name for dependency/${pack.pack}/${rule.id}: add one to MANIFEST_NAMES`);
      for (const section of rule.sections) {
        const kind = Object.keys(section)[0]!;
        const openers = sectionOpeners(section);
        if (openers.length === 0) throw new Error(`hostileManifests: no opener for dependency/${pack.pack}/${rule.id} ${kind}`);
        // Keys count inside their table: its header comes first.
        const header = 'key' in section ? `[${tableName(section.in)}]\n` : '';
        for (const opener of openers) {
          out.push({
            label: `${pack.pack}/${rule.id} ${kind} ${JSON.stringify(opener)} repeated`,
            file,
            sections: rule.sections,
            text: header + fill(opener, size - header.length),
          });
        }
        const first = header + openers[0]!;
        out.push({
          label: `${pack.pack}/${rule.id} ${kind} blank lines after ${JSON.stringify(openers[0])}`,
          file,
          sections: rule.sections,
          text: `${first}${fill(' \n\n\t\n', size - first.length)}`,
        });
      }
    }
  }
  return out;
}

/** Names for the formats the data gives by pattern only. */
const MANIFEST_NAMES = [
  'App.csproj',
  'mise.toml',
  'plugins/editor.lua',
  'versions.tf',
  'build.gradle',
  'app.cabal',
  'app.nimble',
  'acme.opam',
  'build.sbt',
  'app.gemspec',
  'CMakeLists.txt',
  'app-1.0-1.rockspec',
  'build.sc',
  'requirements.yml',
  'meta/main.yml',
  'App.nuspec',
  'align.yaml',
  'CorpAD.psd1',
  'requirements.txt',
  'envs/align.yaml',
  'ros2.repos',
  'soc.core',
  'acme-agent.spec',
  'libfoo.pc.in',
  'info.json',
  'acme.info',
  'acme.info.yml',
  'Acme.quark',
  'package/libbpf/libbpf.mk',
  'terragrunt.hcl',
];
