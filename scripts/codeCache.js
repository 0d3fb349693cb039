// The hook's V8 code cache, made at build time (never by the hook: see src/hook/loader.cjs).
// Representative calls run through the real entry, dist/dispatch.cjs, in child processes; each
// starts from the cache the previous one left, so the last cache holds the functions all of them
// compiled. Each is written atomically. Last, a fresh process checks that this Node accepts it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Runs in the child: records the Script the loader compiles, and after the call (once the functions
// it ran are compiled) writes its cache to the file the build names.
const RECORD = `
const vm = require('node:vm');
const { renameSync, writeFileSync } = require('node:fs');
const Original = vm.Script;
let script;
vm.Script = class extends Original { constructor(...args) { super(...args); script = this; } };
process.on('exit', () => {
  const out = process.env.WAYMARK_CACHE_OUT;
  if (out) {
    writeFileSync(out + '.tmp', script.createCachedData());
    renameSync(out + '.tmp', out);
  } else {
    writeFileSync(process.env.WAYMARK_CACHE_CHECK, String(script.cachedDataRejected));
  }
});
process.argv.splice(1, 0, process.env.WAYMARK_CACHE_ENTRY);
require(process.env.WAYMARK_CACHE_ENTRY);
`;

/** The calls the cache is made from: session start, and a write and a command before a tool runs. */
function calls(project) {
  const event = (name, fields) =>
    JSON.stringify({ session_id: 'build', transcript_path: join(project, 'none.jsonl'), cwd: project, hook_event_name: name, ...fields });
  return [
    ['SessionStart', event('SessionStart', { source: 'startup' })],
    [
      'PreToolUse',
      event('PreToolUse', {
        tool_name: 'Write',
        tool_input: { file_path: join(project, 'src', 'index.ts'), content: 'export const x = eval("1");\n' },
      }),
    ],
    ['PreToolUse', event('PreToolUse', { tool_name: 'Bash', tool_input: { command: 'rm -rf build && npm install left-pad' } })],
    [
      'PostToolUse',
      event('PostToolUse', {
        tool_name: 'Write',
        tool_input: { file_path: join(project, 'package.json'), content: '{}' },
        tool_response: {},
      }),
    ],
    ['UserPromptSubmit', event('UserPromptSubmit', { prompt: 'go on' })],
  ];
}

/** Writes `dist/dispatch-bundle.cjs.cache`; throws when the running Node rejects what it made. */
export function buildCodeCache(dist) {
  const entry = resolve(dist, 'dispatch.cjs');
  const cache = resolve(dist, 'dispatch-bundle.cjs.cache');
  rmSync(cache, { force: true });
  const scratch = mkdtempSync(join(tmpdir(), 'waymark-code-cache-'));
  try {
    const project = join(scratch, 'project');
    mkdirSync(join(project, '.git'), { recursive: true });
    writeFileSync(join(project, 'package.json'), '{"name":"cache"}\n');
    // A home of its own: the calls must not read or write the builder's config or session state.
    const env = {
      PATH: process.env.PATH,
      HOME: scratch,
      XDG_CONFIG_HOME: scratch,
      XDG_DATA_HOME: scratch,
      WAYMARK_HOOK_STATE_DIR: join(scratch, 'state'),
      WAYMARK_CACHE_ENTRY: entry,
    };
    const child = (args, input, extra) =>
      spawnSync(process.execPath, ['-e', RECORD, ...args], { input, cwd: project, env: { ...env, ...extra }, encoding: 'utf8' });
    for (const [event, input] of calls(project)) {
      const result = child([event], input, { WAYMARK_CACHE_OUT: cache });
      if (result.status !== 0) throw new Error(`code cache: dispatch ${event} exited ${result.status}: ${result.stderr}`);
    }
    const verdict = join(scratch, 'rejected');
    child(['SessionStart'], calls(project)[0][1], { WAYMARK_CACHE_CHECK: verdict });
    if (readFileSync(verdict, 'utf8') !== 'false') throw new Error(`code cache: this Node (${process.version}) rejects the cache it made`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
