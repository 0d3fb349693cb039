// What each guard adds to a dispatch. Run: `node bench/guards.js` (after `npm run build`).
//
// 1. Warm, in process: each guard's `detect`, mean over its labelled precision fixtures.
// 2. In process: dispatch of the same events with only the guard's message vs an unbound message.
// 3. The knowledge-base check with no knowledge base (every session start); the compaction
//    guard's transcript read for a 1 KB and a 1 GB (sparse) transcript; large inputs.
// 4. Cold, what a hook pays: spawned dist/dispatch.cjs per guard vs a baseline, interleaved.
// Ratios compare variants within one run on one machine; absolute times vary with its load.
// `--only=3d,3f` runs only the named parts (1-3c, 3d, 3f, 3e-4): the hostile-input totals alone take a minute.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { build } from 'esbuild';

const here = new URL('..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'waymark-bench-'));
// Bundled like the hook (CommonJS, one file), placed in src/ so the message library resolves.
const bundled = join(here, 'src', `.bench-${process.pid}.cjs`);
await build({
  stdin: {
    contents: [
      "export { dispatch } from './src/hook/dispatch.ts';",
      "export { GUARDS } from './src/guards/index.ts';",
      "export { knowledgeBaseDrift } from './src/guards/lib/knowledgeBase.ts';",
      "export { contextUsage } from './src/guards/lib/contextUsage.ts';",
      "export { guardOptions } from './src/config/config.ts';",
      "export { hostileCases, FAMILY_GUARD } from './test/support/hostileInputs.ts';",
      "export { allPacks } from './src/guards/rules/pack.ts';",
      "export { hostileManifests } from './test/support/hostileInputs.ts';",
      "export { dependencySections } from './src/guards/lib/manifestSections.ts';",
      "export { limitLists } from './src/config/listLimits.ts';",
      "export { findPlan } from './src/guards/lib/planSummary.ts';",
      "export { applyPatch } from './src/contracts/transforms/applyPatch.ts';",
      "export { redactNamed } from './src/guards/lib/credentialNames.ts';",
    ].join('\n'),
    resolveDir: here,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  outfile: bundled,
  logLevel: 'error',
  logOverride: { 'empty-import-meta': 'silent' },
});
let loaded;
try {
  loaded = createRequire(import.meta.url)(bundled);
} finally {
  rmSync(bundled, { force: true });
}
const {
  dispatch,
  GUARDS,
  knowledgeBaseDrift,
  contextUsage,
  guardOptions,
  hostileCases,
  FAMILY_GUARD,
  allPacks,
  hostileManifests,
  dependencySections,
  limitLists,
  findPlan,
  applyPatch,
  redactNamed,
} = loaded;

const project = join(scratch, 'proj');
mkdirSync(join(project, '.git'), { recursive: true });
const stateDir = join(scratch, 'state');
const env = { WAYMARK_HOOK_STATE_DIR: stateDir, HOME: join(scratch, 'home') };
const log = { debug() {} };
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (part) => only === undefined || only.includes(part);
// One guard's detect on a Bash command or a Write of a project file, as a thunk the timers call.
const guardContext = { root: project, cwd: project, env, home: env.HOME, stateDir, config: {}, options: {} };
const onBash = (id, command) => () =>
  GUARDS.get(id).detect({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command }, cwd: project }, guardContext);
const onWrite = (id, path, content) => () =>
  GUARDS.get(id).detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: join(project, path), content }, cwd: project },
    guardContext,
  );

// CPU time of this process (user + system), ms: what a call costs whatever else the machine runs.
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function time(fn, rounds) {
  for (let i = 0; i < Math.min(rounds, 20); i++) fn(); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) fn();
  return Number(process.hrtime.bigint() - started) / 1e6 / rounds;
}

async function timeAsync(fn, rounds) {
  for (let i = 0; i < Math.min(rounds, 20); i++) await fn();
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) await fn();
  return Number(process.hrtime.bigint() - started) / 1e6 / rounds;
}

// stdin as dispatch reads it (a Readable; src/hook/readPayload.ts).
const source = (text) => Readable.from([Buffer.from(text)]);

const fixtures = (family) =>
  readFileSync(join(here, 'test/fixtures/precision', `${family}.jsonl`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line, (_, value) => (typeof value === 'string' ? value.replaceAll('«', '') : value)))
    .filter((item) => item.gitignore === undefined);

const MESSAGE = {
  destructive: 'pretooluse-destructive-guard.md',
  dependency: 'pretooluse-dependency-guard.md',
  eval: 'pretooluse-eval-guard.md',
  secrets: 'pretooluse-secrets-guard.md',
  'outside-project': 'pretooluse-outside-project-guard.md',
  header: 'pretooluse-header-guard.md',
};
const FAMILY = {
  destructive: 'shell',
  dependency: 'dependency',
  eval: 'eval',
  secrets: 'secrets',
  'outside-project': 'writes',
  header: 'writes',
};

console.log('waymark guard costs (this machine, this run)\n');
if (wanted('1-3c')) {
  console.log("1. detect, warm, in process (mean over the guard's precision fixtures)");
  const events = {};
  for (const [id] of Object.entries(MESSAGE)) {
    const cases = fixtures(FAMILY[id]).filter((item) => item.guard === id);
    const guard = GUARDS.get(id);
    const contexts = cases.map((item) => {
      const config = item.config ?? {};
      return { root: project, cwd: project, env, home: env.HOME, stateDir, config, options: guardOptions(config, id) ?? {} };
    });
    events[id] = cases.map((item) => ({
      hook_event_name: 'PreToolUse',
      tool_name: item.tool_name,
      tool_input: item.tool_input,
      cwd: project,
      session_id: 'bench',
    }));
    let k = 0;
    const detect = time(() => {
      const i = k++ % events[id].length;
      return guard.detect(events[id][i], contexts[i]);
    }, 20 * events[id].length);
    console.log(`   ${id.padEnd(16)} ${(detect * 1000).toFixed(1).padStart(8)} µs`);
  }

  // In-process dispatch: the same event through the whole path, with only the guard's message,
  // against the same event with a message that does not bind to it (read, parse, route, silence).
  console.log("\n2. in-process dispatch with only this guard's message vs an unbound message (same events)");
  const run = (message, payload) =>
    dispatch({ event: 'PreToolUse', messages: [message], contract: 'claude' }, { stdin: source(payload), env, cwd: project, log });
  for (const [id, message] of Object.entries(MESSAGE)) {
    const payloads = events[id].map((event) => JSON.stringify(event));
    let i = 0;
    let j = 0;
    const base = await timeAsync(() => run('sessionstart.md', payloads[i++ % payloads.length]), 3 * payloads.length);
    const full = await timeAsync(() => run(message, payloads[j++ % payloads.length]), 3 * payloads.length);
    console.log(
      `   ${id.padEnd(16)} baseline ${base.toFixed(3)} ms, with guard ${full.toFixed(3)} ms: ` +
        `+${((full - base) * 1000).toFixed(0)} µs (${(full / base).toFixed(2)}x)`,
    );
  }

  console.log('\n3a. knowledge-base check, no knowledge base:');
  const kb = time(() => knowledgeBaseDrift(project), 20000);
  console.log(`  ${(kb * 1000).toFixed(1)} µs per session start`);

  console.log('\n3b. compaction, transcript tail read:');
  const small = join(scratch, 'small.jsonl');
  const usageRecord = {
    type: 'assistant',
    message: { model: 'claude-sonnet-4-5', usage: { input_tokens: 100, cache_read_input_tokens: 90000, cache_creation_input_tokens: 0 } },
  };
  const usage = `${JSON.stringify(usageRecord)}\n`;
  writeFileSync(small, usage);
  const large = join(scratch, 'large.jsonl');
  const fd = openSync(large, 'w');
  writeSync(fd, Buffer.from(`\n${usage}`), 0, usage.length + 1, 1024 ** 3); // 1 GB, sparse
  closeSync(fd);
  const smallMs = time(() => contextUsage(small), 2000);
  const largeMs = time(() => contextUsage(large), 2000);
  console.log(
    `  1 KB transcript: ${(smallMs * 1000).toFixed(1)} µs; 1 GB transcript: ${(largeMs * 1000).toFixed(1)} µs (${(largeMs / smallMs).toFixed(2)}x)`,
  );

  // Large and pathological inputs: every guard must stay linear (a quadratic regex on a 500 KB write
  // would hold the tool call for minutes).
  console.log('\n3c. large inputs (one call each, warm)');
  const huge = {
    'Write 480 KB of code': { tool_name: 'Write', tool_input: { file_path: 'src/big.py', content: 'x = compute(1)\n'.repeat(32000) } },
    'Write 400 KB of `a.a.a.`': { tool_name: 'Write', tool_input: { file_path: 'src/min.js', content: 'a.'.repeat(200000) } },
    'Bash heredoc of 450 KB': { tool_name: 'Bash', tool_input: { command: `cat > x.py <<EOF\n${'print(1)\n'.repeat(50000)}EOF` } },
    'Bash rm of 50,000 paths': { tool_name: 'Bash', tool_input: { command: `rm -rf ${'build/a '.repeat(50000)}` } },
  };
  for (const [name, event] of Object.entries(huge)) {
    const ids =
      event.tool_name === 'Bash'
        ? ['destructive', 'dependency', 'eval']
        : ['secrets', 'eval', 'outside-project', 'dependency', 'header', 'destructive'];
    const context = { root: project, cwd: project, env, home: env.HOME, stateDir, config: {}, options: {} };
    // A fresh command each call: the shell guards share one parse per command, so a repeat is free.
    let n = 0;
    const fresh = () => (event.tool_name === 'Bash' ? { ...event, tool_input: { command: `${event.tool_input.command} #${n++}` } } : event);
    const costs = ids.map(
      (id) =>
        `${id} ${time(() => GUARDS.get(id).detect({ ...fresh(), hook_event_name: 'PreToolUse', cwd: project }, context), 3).toFixed(1)} ms`,
    );
    console.log(`   ${name.padEnd(26)} ${costs.join(', ')}`);
  }
}

if (wanted('3d')) {
  // Linear time: every built-in rule's own words repeated (test/support/hostileInputs.ts), summed per
  // family, at 64 KB and at 1 MB. Linear work gives a ratio of about 16.
  console.log('\n3d. hostile inputs per rule family: total detect time at 64 KB and 1 MB (ratio ≈16 is linear)');
  const hostileContext = { root: project, cwd: project, env, home: env.HOME, stateDir, config: {}, options: {} };
  const hostileTotals = (size) => {
    const totals = {};
    for (const { family, event } of hostileCases(size)) {
      const guard = GUARDS.get(FAMILY_GUARD[family]);
      guard.detect({ ...event, cwd: project }, hostileContext); // warm, and the shared parse of this input
      // Collect the previous inputs' garbage first (npm run bench:guards passes --expose-gc): the
      // totals then time each input, not whenever a collection of hundreds of MB falls.
      globalThis.gc?.();
      const started = process.hrtime.bigint();
      const cpuStarted = cpuNow();
      // A fresh string each time, so no guard reuses the parse of the previous call.
      const tool_input =
        event.tool_input.command === undefined
          ? { ...event.tool_input, content: `${event.tool_input.content} ` }
          : { command: `${event.tool_input.command} ` };
      guard.detect({ ...event, tool_input, cwd: project }, hostileContext);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const cpu = cpuNow() - cpuStarted;
      totals[family] ??= { ms: 0, cpu: 0, cases: 0, worst: 0, worstCpu: 0 };
      totals[family].ms += ms;
      totals[family].cpu += cpu;
      totals[family].cases++;
      totals[family].worst = Math.max(totals[family].worst, ms);
      totals[family].worstCpu = Math.max(totals[family].worstCpu, cpu);
    }
    return totals;
  };
  const small64 = hostileTotals(64 * 1024);
  const large1m = hostileTotals(1024 * 1024);
  for (const [family, large] of Object.entries(large1m)) {
    const small64k = small64[family];
    const rules = allPacks()
      .filter((pack) => pack.family === family)
      .reduce((n, pack) => n + pack.rules.length, 0);
    console.log(
      `   ${family.padEnd(12)} ${String(rules).padStart(4)} rules, ${String(large.cases).padStart(4)} inputs: ` +
        `64 KB ${small64k.ms.toFixed(0).padStart(6)} ms, 1 MB ${large.ms.toFixed(0).padStart(6)} ms ` +
        `(ratio ${(large.ms / small64k.ms).toFixed(1)}, CPU ${(large.cpu / small64k.cpu).toFixed(1)}; ` +
        `slowest 1 MB input ${large.worst.toFixed(0)} ms, CPU ${large.worstCpu.toFixed(0)} ms)`,
    );
  }
}

if (wanted('3f')) {
  // The classes of the third hardening pass, each at 64 KB and 1 MB of hostile input: the ratio of
  // the totals (≈16 is linear) and the slowest single call at 1 MB (each must stay under 1 s).
  console.log(
    '\n3f. hostile inputs per class: total at 64 KB and 1 MB (median of 3 runs of each input), wall and CPU (ratio ≈16 is linear), slowest 1 MB call',
  );
  const classes = {
    'manifests, every format': (size) => hostileManifests(size).map((each) => () => dependencySections(each.text, each.sections)),
    'config lists and globs': (size) => {
      const entries = Math.floor(size / 16);
      const config = {
        messageDirs: Array.from({ length: entries }, (_, i) => ['m', './m', 'm/'][i % 3]),
        plan: { paths: Array.from({ length: entries }, (_, i) => `docs/p${i}*`) },
      };
      const globs = ['{a,b}'.repeat(Math.min(18, entries)), `${'**/'.repeat(Math.min(80, entries))}x.md`, '(a|aa)+c?'];
      return [() => limitLists(config, 'bench'), () => findPlan(project, globs)];
    },
    'many-edit payloads': (size) => {
      writeFileSync(join(project, 'big.py'), 'x = load(1)\n'.repeat(Math.floor(Math.min(size, 512 * 1024) / 12)));
      writeFileSync(join(project, 'package.json'), '"dependencies":{'.repeat(Math.floor(Math.min(size, 512 * 1024) / 16)));
      const edits = Array.from({ length: Math.floor(size / 32) }, (_, i) => ({ old_string: 'x = load(1)', new_string: `y${i} = eval(a)` }));
      return ['eval', 'dependency', 'secrets'].flatMap((id) =>
        [join(project, 'big.py'), join(project, 'package.json')].map(
          (file_path) => () =>
            GUARDS.get(id).detect(
              { hook_event_name: 'PreToolUse', tool_name: 'MultiEdit', tool_input: { file_path, edits }, cwd: project },
              { root: project, cwd: project, env, home: env.HOME, stateDir, config: {}, options: {} },
            ),
        ),
      );
    },
    'patches with many hunks': (size) => {
      const hunks = '@@\n-"dependencies":{\n+"x":1\n'.repeat(Math.floor(size / 32));
      const files = Array.from({ length: Math.floor(size / 40) }, (_, i) => `*** Add File: f${i}.py\n+x\n`).join('');
      return [hunks, files].map((body) => () => {
        const events = applyPatch(
          {
            hook_event_name: 'PreToolUse',
            tool_name: 'apply_patch',
            tool_input: { command: `*** Begin Patch\n*** Update File: ${join(project, 'package.json')}\n${body}*** End Patch\n` },
          },
          {},
        );
        for (const event of events)
          for (const id of ['dependency', 'eval', 'secrets'])
            GUARDS.get(id).detect(
              { ...event, cwd: project },
              { root: project, cwd: project, env, home: env.HOME, stateDir, config: {}, options: {} },
            );
      });
    },
    // Shell commands that write a manifest: an in-place edit with a huge script, many appends, a long tee.
    'shell manifest writes': (size) =>
      [
        `sed -i '${'s/"a": "1"/"a": "2"/;'.repeat(Math.floor(size / 22))}' package.json`,
        `${'echo x >> requirements.txt; '.repeat(Math.floor(size / 30))}`,
        `echo x | tee ${'Cargo.toml '.repeat(Math.floor(size / 11))}`,
        `npm pkg set ${'dependencies.a=1 '.repeat(Math.floor(size / 17))}`,
      ].map((command) => onBash('dependency', command)),
    // A repository's git index of many entries (read by hand when an unknown folder is deleted) and an ignore
    // file of wildcard-heavy patterns, in a project of its own: each call reads both again.
    'git index and ignore files': (size) => {
      const repo = join(scratch, `git-${size}`);
      mkdirSync(join(repo, '.git'), { recursive: true });
      const entry = (i) => {
        const path = Buffer.from(`src/m${i}/f.py`);
        const flags = Buffer.alloc(2);
        flags.writeUInt16BE(path.length);
        const length = Math.ceil((62 + path.length + 1) / 8) * 8;
        return Buffer.concat([Buffer.alloc(60), flags, path, Buffer.alloc(length - 62 - path.length)]);
      };
      const entries = Array.from({ length: Math.floor(size / 80) }, (_, i) => entry(i));
      const header = Buffer.alloc(12);
      header.write('DIRC');
      header.writeUInt32BE(2, 4);
      header.writeUInt32BE(entries.length, 8);
      writeFileSync(join(repo, '.git', 'index'), Buffer.concat([header, ...entries]));
      writeFileSync(join(repo, '.gitignore'), `${'*a*a*a*a*a*a*a*a*b/\n'.repeat(Math.floor(size / 20))}`);
      const context = { ...guardContext, root: repo, cwd: repo };
      const command = { hook_event_name: 'PreToolUse', tool_name: 'Bash', cwd: repo };
      return ['rm -rf sweeps', `rm -rf ${'a'.repeat(200)}/sweeps`].map(
        (line) => () => GUARDS.get('destructive').detect({ ...command, tool_input: { command: line } }, context),
      );
    },
    // Lines a carrier hands to a network device (ssh's remote command, a netmiko script), read by the device table.
    'lines sent to devices': (size) =>
      [
        `ssh sw1 '${'delete protocols bgp '.repeat(Math.floor(size / 21))}commit'`,
        `python3 - <<'EOF'\nimport netmiko\n${'c.send_command(('.repeat(Math.floor(size / 17))}\nEOF`,
        `ssh sw1 '${'remove [find '.repeat(Math.floor(size / 13))}'`,
      ].map((command) => onBash('destructive', command)),
    // Delete operations named by an HTTP call: a GraphQL body of unclosed fields, a long URL of verb-like segments.
    'HTTP operations': (size) =>
      [
        `curl https://x.io/graphql -d 'mutation ${'a('.repeat(Math.floor(size / 2))}'`,
        `curl -X POST https://x.io/${'delete_a/'.repeat(Math.floor(size / 9))}x`,
        `curl https://x.io/bulk -d '{${'"action": "delete", '.repeat(Math.floor(size / 20))}}'`,
      ].map((command) => onBash('destructive', command)),
    // Secrets by position and section: SDK calls of a server, a user and a password, an api section's key, mail maps,
    // trigger URLs, and commands nested in container runners (`docker exec … docker exec …`).
    'secrets positions': (size) =>
      [
        [
          'src/a.py',
          `${'a.'.repeat(Math.floor(size / 4))}B('http://x', 'u', 'P4ss!w0rd') ${"A('http://a.b/c', 'u', '".repeat(Math.floor(size / 48))}`,
        ],
        ['config.yaml', `api:\n${'  a: b\n'.repeat(Math.floor(size / 7))}  key: x`],
        ['sasl_passwd', `[${'a'.repeat(size)}]:25 u:p`],
        ['flow.json', 'logic.azure.com/a/triggers/'.repeat(Math.floor(size / 27))],
        ['set.py', "set_aaa_api_key('".repeat(Math.floor(size / 17))],
        // Space-separated directives, R's rightward assignment, an INI head, a Basic header's encoded literal.
        ['redis.conf', `${'requirepass '.repeat(Math.floor(size / 24))}\n${'masterauth Xq9!mZ2pLw\n'.repeat(Math.floor(size / 48))}`],
        ['pull.R', `${'"a\' -> token '.repeat(Math.floor(size / 28))}${'"abcdef" -> token\n'.repeat(Math.floor(size / 36))}`],
        ['.ia', `[s3]\n${'a = b\n'.repeat(Math.floor(size / 6))}`],
        ['a.lua', `${"'Basic ' .. ngx.encode_base64('".repeat(Math.floor(size / 33))}`],
        // A credential's setter given a literal, a login pair encoded by variable, a CSV of device root keys.
        ['opc.java', `${'.password(UTF_8.encode("'.repeat(Math.floor(size / 25))}`],
        ['api.ps1', `${"$p = 'a:b".repeat(Math.floor(size / 10))}\n${'ToBase64String(x '.repeat(Math.floor(size / 34))}`],
        ['devices.csv', `dev_eui,app_key\n${'a,b\n'.repeat(Math.floor(size / 4))}`],
        // A container's command lines, SNMP targets by version, installer answer files, an Unleash-shaped token.
        [
          'docker-compose.yml',
          `${'  command: ["--requirepass", "x", '.repeat(Math.floor(size / 36))}\n${'command: ['.repeat(Math.floor(size / 20))}`,
        ],
        ['snmp.yml', `${'version: 2c\n'.repeat(Math.floor(size / 24))}${'community'.repeat(Math.floor(size / 18))}`],
        ['user-data', `${'chpasswd:\n  list: |\n'.repeat(Math.floor(size / 42))}${'rootpw --a --b '.repeat(Math.floor(size / 30))}`],
        ['u.py', `unleash ${'a:b.'.repeat(Math.floor(size / 4))}`],
        // Round 27: server login files, a batch file's command lines, stream keys beside a URL, a Pd message, an answer file.
        ['exim/passwd.client', `${'*.a:b:'.repeat(Math.floor(size / 6))}\n${'h.x:u:Pw-9x\n'.repeat(Math.floor(size / 24))}`],
        ['vsftpd/virtual_users.txt', 'user\nPw-9xQ2!\n'.repeat(Math.floor(size / 15))],
        ['logon/install.bat', `${'psexec \\\\h -u d -p '.repeat(Math.floor(size / 20))}`],
        ['stream/restream.yaml', `${'url: rtmp://a\n  x: y\n'.repeat(Math.floor(size / 22))}`],
        ['p.pd', `#X msg ${'a, '.repeat(Math.floor(size / 3))}`],
        ['unattend.xml', `${'<Password><Value>'.repeat(Math.floor(size / 17))}`],
        // Round 29: saved-login records, an External Secrets manifest's key names, storage-state cookies, a deploy
        // target, keyring's three arguments, a cloud-testing config's user and key, a manifest's meta-data.
        ['logins.txt', `user=a\n${'pass=x\n'.repeat(Math.floor(size / 14))}${'pass '.repeat(Math.floor(size / 10))}`],
        [
          'es.yaml',
          `apiVersion: external-secrets.io/v1\n${'  - secretKey: '.repeat(Math.floor(size / 30))}${'secretKey: a\n'.repeat(Math.floor(size / 26))}`,
        ],
        ['state.json', `"cookies" ${'"name": "session", "value": "'.repeat(Math.floor(size / 29))}`],
        ['scrapy.cfg', `${'[deploy]'.repeat(Math.floor(size / 16))}${'username = a\n'.repeat(Math.floor(size / 26))}`],
        ['k.py', `${"keyring.set_password('a', b, ".repeat(Math.floor(size / 29))}`],
        ['wdio.conf.js', `browserstack ${"user: 'a', key: '".repeat(Math.floor(size / 17))}`],
        ['m.xml', `${'<meta-data android:name="API_KEY" android:value="'.repeat(Math.floor(size / 50))}`],
        // Round 30: pgpass lines of escapes, netrc logins, a wallet's comment lines, psk keys, SDK logins, SCPI passwords.
        ['.pgpass', `${'h:5432:d:u:'.repeat(Math.floor(size / 11))}\n${'a\\:b:*:c\\'.repeat(Math.floor(size / 12))}`],
        ['.netrc', `${'machine h login '.repeat(Math.floor(size / 16))}${'a password '.repeat(Math.floor(size / 22))}`],
        ['wallet/w.txt', `${'# note\n'.repeat(Math.floor(size / 7))}`],
        ['s.json', `${'"psk": "'.repeat(Math.floor(size / 8))}`],
        ['g.py', `${"Gw('u', 'p', ".repeat(Math.floor(size / 13))}host=`],
        ['i.py', `${'SYST:PASS:AB:'.repeat(Math.floor(size / 13))}`],
      ]
        .map(
          ([file_path, content]) =>
            () =>
              GUARDS.get('secrets').detect(
                { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content }, cwd: project },
                { root: project, cwd: project, env, home: env.HOME, stateDir, config: {}, options: {} },
              ),
        )
        .concat(() =>
          GUARDS.get('secrets').detect(
            {
              hook_event_name: 'PreToolUse',
              tool_name: 'Bash',
              tool_input: { command: `${'docker exec a '.repeat(Math.floor(size / 14))}mysql -p` },
              cwd: project,
            },
            { root: project, cwd: project, env, home: env.HOME, stateDir, config: {}, options: {} },
          ),
        )
        // Round 29: a Cookie header of many pairs, and a proxy login pair.
        .concat(
          [
            `curl -H 'Cookie: ${'a=b; '.repeat(Math.floor(size / 5))}' -b '${'s=Qx8vK2mL9pN4rT6sW1yZ;'.repeat(Math.floor(size / 22))}' https://x`,
            `X_AUTH=${'a'.repeat(size)}:b`,
            // Round 30: one long literal expanded many times, process substitutions, literals piped after a login.
            `k='${'b'.repeat(Math.floor(size / 2))}' && curl -u "${'$k'.repeat(Math.floor(size / 4))}:" https://x`,
            `mmctl ${'--password-file <(echo a) '.repeat(Math.floor(size / 26))}`,
            `sf login --username u ${'| echo Abc-9x | sf x '.repeat(Math.floor(size / 21))}`,
          ].map(
            (command) => () =>
              GUARDS.get('secrets').detect(
                { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command }, cwd: project },
                { root: project, cwd: project, env, home: env.HOME, stateDir, config: {}, options: {} },
              ),
          ),
        ),
    // Interpreter one-liners: listings beside a delete by variable (destructive), and the code read for credentials (secrets).
    'interpreter listings and code': (size) =>
      [
        `python3 -c 'import glob, os; [os.remove(p) for p in x]; ${'glob.glob("a/*.x"); '.repeat(Math.floor(size / 20))}'`,
        `ruby -e '${'Dir.glob("ledger/'.repeat(Math.floor(size / 16))}'`,
        `python3 -c '${'auth=("admin", '.repeat(Math.floor(size / 16))}'`,
      ].flatMap((command) => ['destructive', 'secrets'].map((id) => onBash(id, command))),
    // An output option naming one of the call's inputs, SQL drops of scratch-named tables, find's named files against safePaths.
    'outputs over inputs, scratch tables': (size) =>
      [
        `samtools sort ${'-o a.bam '.repeat(Math.floor(size / 10))}b.bam`,
        `samtools sort -o a.bam ${'b/c.bam '.repeat(Math.floor(size / 8))}`,
        `psql -c 'DROP TABLE ${'a_'.repeat(Math.floor(size / 2))}x'`,
        `psql -c '${'DROP TABLE a_tmp '.repeat(Math.floor(size / 17))}'`,
        `find ~/x/logs -name '${'a.log'.repeat(Math.floor(size / 5))}' -delete`,
      ].map((command) => onBash('destructive', command)),
    'HTTP listings and forms': (size) =>
      [
        `for s in $(curl -s http://localhost:8042/studies); do ${'curl -X DELETE http://localhost:8042/studies/$s; '.repeat(Math.floor(size / 52))}done`,
        `curl -X POST https://x.io/api/ ${'-d action=x '.repeat(Math.floor(size / 12))}`,
        `curl -X POST https://x.io/a/deleteFeatures ${'-d objectIds=1 '.repeat(Math.floor(size / 15))}`,
      ].map((command) => onBash('destructive', command)),
    // Round 26's readers: nushell pipelines, Vim's and Emacs's code options, documents emptied and moved back, deletion
    // endpoints, Ruby block loops with a state condition.
    'shells and editors beyond bash, emptied documents': (size) =>
      [
        `nu -c '${'ls a | each { |it| rm '.repeat(Math.floor(size / 26))}'`,
        `nu -c '${'|ls aaaa'.repeat(Math.floor(size / 8))}'`,
        `vim -Es ${'-c x +y '.repeat(Math.floor(size / 8))}`,
        `vim -Es -c 'call delete(${'expand("a'.repeat(Math.floor(size / 10))}, "rf")'`,
        `emacs --batch --eval '${'(delete-directory "a" '.repeat(Math.floor(size / 22))}'`,
        `jq '${'.a = [] | '.repeat(Math.floor(size / 10))}' f > t && mv t f`,
        `${'jq ".a=[]" f > t; '.repeat(Math.floor(size / 18))}`,
        `python3 -c '${'requests.post("https://x.io/deletions/", '.repeat(Math.floor(size / 40))}'`,
        `ruby -e '${'c.x.all! do |t| t.destroy! if t.status == "a"; '.repeat(Math.floor(size / 48))}'`,
      ].map((command) => onBash('destructive', command)),
    'written scripts': (size) =>
      [
        ['tools/a.py', 'x.delete_items(\n'.repeat(Math.floor(size / 16))],
        ['tools/a.py', `os.system("${'rm -rf x; '.repeat(Math.floor(size / 10))}")`],
        ['tools/a.js', '$(`'.repeat(Math.floor(size / 3))],
        ['tools/a.ps1', 'foreach ($g in $x) { Remove-MgGroup -GroupId $g.Id }\n'.repeat(Math.floor(size / 52))],
        // Compiled sources, query builders' chains, Swift's home-bound names, Haskell lists, Dart receivers.
        ['cmd/a/main.go', 'c.DeleteSnapshot(ctx, &x{})\n'.repeat(Math.floor(size / 28))],
        ['src/a.ts', `db.deleteFrom('a')${' \n'.repeat(Math.floor(size / 20))}`.repeat(10)],
        [
          'Tool.swift',
          `let h = FileManager.default.homeDirectoryForCurrentUser\n${'fm.removeItem(at: h.appendingPathComponent('.repeat(Math.floor(size / 44))}`,
        ],
        ['tool/a.dart', "Directory('a').deleteSync(".repeat(Math.floor(size / 27))],
        // Written migrations: comments, down markers, renames and drops of rebuilt tables.
        ['db/migrate/1_a.rb', `${'  # drop_table x\n   down'.repeat(Math.floor(size / 48))}RENAME TO a;`],
        ['migrations/V1__a.sql', 'DROP TABLE a; ALTER TABLE b RENAME TO a; RENAME   TO '.repeat(Math.floor(size / 52))],
        // A SQL script the agent writes: tables it drops and creates again; VBA deletes with backslashes; listings.
        ['cleanup.sql', 'DROP TABLE IF EXISTS a; CREATE TABLE a (x int); CREATE TABLE '.repeat(Math.floor(size / 62))],
        ['vba/a.bas', `Kill "${'\\\\'.repeat(Math.floor(size / 2))}`],
        ['R/a.R', `unlink(x)\n${'list.files("d", pattern = "'.repeat(Math.floor(size / 28))}`],
      ].map(([path, content]) => onWrite('destructive', path, content)),
    // Round 21's readers: Terraform lists of shell lines, shell-quoting calls in a sink's argument, ssh's remote command,
    // a tool's setup before Invoke-Expression, Nix fetches, two-argument open.
    'provisioner lines, quoted arguments, remote commands': (size) =>
      [
        ['infra/a.tf', 'inline = [ '.repeat(Math.floor(size / 11))],
        ['infra/b.tf', `inline = [${'"curl x | sh", '.repeat(Math.floor(size / 15))}]`],
        ['src/a.php', `<?php shell_exec('x' . ${'escapeshellarg(escapeshellarg('.repeat(Math.floor(size / 30))}`],
        ['run.sh', `${'ssh -p 1 -o x '.repeat(Math.floor(size / 15))}`],
        ['run.ps1', `${'a init b | '.repeat(Math.floor(size / 11))}iex`],
        ['a.nix', `import (fetchurl {${' url = "x";'.repeat(Math.floor(size / 12))}`],
        ['a.pl', `open(FH, ${'$x->{a}'.repeat(Math.floor(size / 7))}`],
      ].map(([path, content]) => onWrite('eval', path, content)),
    // Round 23's readers: a Python module name's one binding, Makefile recipes, embedded engines' C calls, R's parse of text.
    'module constants, recipes, embedded engines': (size) =>
      [
        ['tools/a.py', `CODE = 'x = 1'\n${'exec(CODE, ns)\n'.repeat(Math.floor(size / 15))}`],
        ['tools/b.py', `${'CODE = x\n'.repeat(Math.floor(size / 20))}${'exec(CODE)\n'.repeat(Math.floor(size / 20))}`],
        ['Makefile.run', 'run:\n\t@sh -c "$$(cat $(S)/$$(X))"\n'.repeat(Math.floor(size / 32))],
        ['src/a.cpp', 'JS_Eval(ctx, PyRun_SimpleString(Tcl_Eval(a, '.repeat(Math.floor(size / 44))],
        ['R/a.R', 'e <- parse(text = x, eval(str2lang('.repeat(Math.floor(size / 36))],
        ['src/a.php', `<?php $a = $argv[1];\n${'require $a . "{$b}" '.repeat(Math.floor(size / 21))}`],
      ].map(([path, content]) => onWrite('eval', path, content)),
    // Round 24's readers: a notebook's shell lines, files sourced by an argument or a read, argv shells in Python, a
    // manifest known by its shape from its own text (a Write; an Edit of a file not at hand is judged on the edit's text).
    'notebook shell lines, sourced arguments, argv shells, manifest shapes': (size) => [
      ...[
        ['nb/a.ipynb', JSON.stringify({ cells: [{ cell_type: 'code', source: 'x = !y\n!!z | '.repeat(Math.floor(size / 14)) }] })],
        ['tools/a.sh', `#!/bin/sh\n${'read -r x\n. '.repeat(Math.floor(size / 12))}`],
        ['tools/b.sh', `#!/bin/sh\n${';. "a/$'.repeat(Math.floor(size / 8))}`],
        ['tools/a.py', "'sh', '-x', ".repeat(Math.floor(size / 12))],
      ].map(([path, content]) => onWrite('eval', path, content)),
      onWrite('dependency', 'mods/info.json', '"dependencies" : [ "a'.repeat(Math.floor(size / 21))),
      () =>
        GUARDS.get('dependency').detect(
          {
            hook_event_name: 'PreToolUse',
            tool_name: 'Edit',
            tool_input: {
              file_path: join(project, 'mods', 'info.json'),
              old_string: '"dependencies":[ "? '.repeat(Math.floor(size / 21)),
              new_string: 'x',
            },
            cwd: project,
          },
          guardContext,
        ),
    ],
    'redaction by name': (size) => [
      () => redactNamed(`${'--token-key v '.repeat(Math.floor(size / 28))}${'a: '.repeat(Math.floor(size / 6))}`),
    ],
    // Round 31's readers: a notebook's code cells read again as Python, an XML setting's value after other attributes.
    'notebook cells as code, XML setting attributes': (size) => [
      onWrite(
        'secrets',
        'nb/a.ipynb',
        JSON.stringify({ cells: [{ cell_type: 'code', source: 'p = XProvider("Ab8x, token="'.repeat(Math.floor(size / 30)) }] }),
      ),
      onWrite('secrets', 'conf/settings.xml', '<setting name="apiSecret" a="1" b="2" c="3" d="4" e="'.repeat(Math.floor(size / 54))),
    ],
  };
  const classFigures = {};
  for (const [name, make] of Object.entries(classes)) {
    const totals = {};
    for (const size of [64 * 1024, 1024 * 1024]) {
      const runs = make(size);
      let total = 0;
      let worst = 0;
      let cpu = 0;
      let worstCpu = 0;
      for (const run of runs) {
        // The median of three runs of each input: one call of a few milliseconds is at the mercy of a
        // scheduler tick or a collection, and the ratio divides by the 64 KB figure.
        const samples = [];
        for (let i = 0; i < 3; i++) {
          globalThis.gc?.();
          const started = process.hrtime.bigint();
          const cpuStarted = cpuNow();
          await run();
          samples.push([Number(process.hrtime.bigint() - started) / 1e6, cpuNow() - cpuStarted]);
        }
        const [ms, spent] = samples.sort((a, b) => a[0] - b[0])[1];
        total += ms;
        cpu += spent;
        worst = Math.max(worst, ms);
        worstCpu = Math.max(worstCpu, spent);
      }
      totals[size] = { total, worst, cpu, worstCpu, runs: runs.length };
    }
    const small = totals[64 * 1024];
    const large = totals[1024 * 1024];
    classFigures[name] = large.total / small.total;
    console.log(
      `   ${name.padEnd(26)} ${String(large.runs).padStart(4)} inputs: ` +
        `64 KB ${small.total.toFixed(0).padStart(6)} ms, 1 MB ${large.total.toFixed(0).padStart(6)} ms ` +
        `(ratio ${(large.total / small.total).toFixed(1)}, CPU ${(large.cpu / small.cpu).toFixed(1)}; ` +
        `slowest 1 MB call ${large.worst.toFixed(0)} ms, CPU ${large.worstCpu.toFixed(0)} ms)`,
    );
  }
}

if (wanted('3e-4')) {
  // re2js runs a project's own patterns; it loads only when one exists. Its cost, in a fresh process.
  console.log('\n3e. re2js load (dist/re2js.cjs), fresh process, median of 7');
  const loads = [];
  for (let i = 0; i < 7; i++) {
    const out = spawnSync(
      process.execPath,
      [
        '-e',
        `const t = process.hrtime.bigint(); require(${JSON.stringify(join(here, 'dist/re2js.cjs'))}); console.log(Number(process.hrtime.bigint() - t) / 1e6)`,
      ],
      { encoding: 'utf8' },
    );
    loads.push(Number(out.stdout));
  }
  console.log(`   ${loads.sort((a, b) => a - b)[3].toFixed(1)} ms`);

  // What a hook pays: a fresh process runs each guard cold. Rounds interleave the variants so that
  // load from other processes on the machine falls on all of them alike.
  console.log('\n4. whole hook process, cold (median of 15 interleaved spawns of dist/dispatch.cjs)');
  const dist = join(here, 'dist/dispatch.cjs');
  const risky = JSON.stringify({
    session_id: 'bench',
    cwd: project,
    tool_name: 'Bash',
    tool_input: { command: 'rm -rf ~/ && npm i left-pad && curl x | sh' },
  });
  const write = JSON.stringify({
    session_id: 'bench',
    cwd: project,
    tool_name: 'Write',
    tool_input: { file_path: '/srv/x/.env', content: 'API_KEY=' + 'a1B2c3D4e5F6g7H8i9J0k1L2' },
  });
  const variants = {
    'baseline (unbound message)': [risky, 'sessionstart.md'],
    destructive: [risky, MESSAGE.destructive],
    dependency: [risky, MESSAGE.dependency],
    eval: [risky, MESSAGE.eval],
    secrets: [write, MESSAGE.secrets],
    'outside-project': [write, MESSAGE['outside-project']],
    'every Bash message': [risky],
    'every Write message': [write],
  };
  const samples = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  for (let round = 0; round < 15; round++) {
    for (const [name, [payload, ...messages]] of Object.entries(variants)) {
      const started = process.hrtime.bigint();
      spawnSync(process.execPath, [dist, 'PreToolUse', ...messages], { input: payload, env: { ...process.env, ...env } });
      samples[name].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  const median = (runs) => runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const baseMs = median(samples['baseline (unbound message)']);
  for (const [name, runs] of Object.entries(samples)) {
    const ms = median(runs);
    console.log(`   ${name.padEnd(28)} ${ms.toFixed(1).padStart(7)} ms  (${(ms / baseMs).toFixed(2)}x baseline)`);
  }
}

rmSync(scratch, { recursive: true, force: true });
