// Every string a person or a model reads from waymark's code (the advice itself lives in messages/).

/** A system error as a short reason a person reads (the error code stays, for searching). */
function errnoReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'the file system is read-only',
    ENOSPC: 'no space left on the device',
    ENOENT: 'the system does not allow creating it there',
    ENOTDIR: 'a parent is not a directory',
    EEXIST: 'something else is already there',
  };
  if (code && reasons[code]) return `${reasons[code]}, ${code}`;
  return error instanceof Error ? error.message : String(error);
}

/** What the hook and the oh-my-pi module say: the only part of this file the hook bundle carries. */
export const text = {
  fullProcedure: (path: string) => `Full procedure: ${path}`,
  /**
   * The ids a person names to quiet this advice (`waymark silence <id>`). The command itself is never
   * written here: the model reads this text, and what it reads it can run.
   */
  ruleIds: (ids: readonly string[]) => `${ids.length === 1 ? 'Rule' : 'Rules'}: ${ids.join(', ')}`,
  capMarker: (cut: number) => `[waymark: ${cut} more characters cut here; see the files named above]`,
  /** Before advice given after its tool call ran, for a message without its own `## After the call`. */
  afterTheCall: 'This already ran: waymark could only see it after the call.',
  /** Before advice kept from tool calls whose output the harness drops, given at its next event that reaches the model. */
  earlier: 'Earlier in this session (waymark could not reach you at the time):',
  debug: {
    disabled: 'WAYMARK_DISABLE is set: silent',
    unknownContract: (id: string) => `unknown contract "${id}": silent`,
    dropped: (event: string, contract: string) => `${contract} passes no output of ${event} to the model: silent`,
    rerouted: (event: string, contract: string, to: string) => `${contract} receives the advice of ${event} on ${to}: silent here`,
    read: (bytes: number, outcome: string) => `read ${bytes} bytes from stdin (${outcome})`,
    notAnEvent: 'stdin held no JSON object: silent',
    messageMissing: (name: string) => `message "${name}" not found: skipped`,
    messageUnbound: (name: string, event: string) => `message "${name}" is not bound to this ${event}: skipped`,
    guardMissing: (name: string, guard: string) => `message "${name}" names unknown guard "${guard}": skipped`,
    guardFailed: (id: string, error: unknown) => `guard "${id}" failed: ${String(error)}`,
    guardResult: (id: string, spoke: boolean, ms: number) => `guard "${id}" ${spoke ? 'spoke' : 'silent'} (${ms.toFixed(2)} ms)`,
    alreadyDelivered: (name: string) => `base message "${name}" already delivered this session`,
    state: (status: string, error?: unknown) =>
      `state ${status}${error ? `: ${String(error)}` : ''}; this call's state changes were not kept (base messages ` +
      `delivered anyway, without once-per-session bookkeeping)`,
    stateBusy: "state lock busy past its wait: this call's state changes were lost (its base messages left to the hook holding the lock)",
    capped: (from: number, to: number) => `capped ${from} characters to ${to}`,
    failed: (error: unknown) => `dispatch failed open: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    configIgnored: (problem: string) => `config ignored: ${problem}`,
    guardOff: (id: string) => `guard "${id}" is off in the config`,
    guardLate: (id: string, ms: number) => `guard "${id}" took over ${ms} ms: silent`,
    // What a contract decided: a payload in another harness's dialect, and the calls it leaves silent.
    foreign: (contract: string, event: string | undefined) =>
      event ? `payload is ${contract}'s: translated as its ${event}` : `payload is ${contract}'s, for an event it has no reply to: silent`,
    stopActive: 'Stop with stop_hook_active: silent, so waymark never continues a loop',
    stopAnswered: 'Stop already answered this session (or that cannot be proved): silent',
    sessionStartDuplicate: 'SessionStart already delivered for this session and source by the other registration: silent',
  },
  // Why a guard stayed silent on purpose, as `waymark explain` shows it (GuardContext.aside).
  why: {
    scratch: (dir: string) => `the path is inside the scratch folder ${dir}, exempt by design`,
    madeByLine: (dir: string) =>
      `the path is inside ${dir}, which an earlier command of the same line created (a fresh clone or a new folder): exempt by design`,
    refetched: (path: string) =>
      `${path} is downloaded again by a later command of the same line (curl -o, wget -O): replaced, exempt by design`,
    gitIgnored: (path: string) => `git ignores ${path} (the project's ignore files): output, exempt by design`,
    derivedData: (path: string) => `${path} is a data pipeline's derived layer, written again from its raw data: output, exempt by design`,
    gitTracked: (path: string) => `git tracks ${path}: it restores what was committed`,
    harnessNotes: (dir: string) => `${dir} is where the harness keeps its own notes, exempt by design`,
    allowed: (dir: string) => `${dir} is allowed by guards.outside-project.allow in the config`,
    placeholder: (name: string, reason?: string) => `\`${name}\` holds ${reason ?? 'a placeholder'}, not a secret: skipped on purpose`,
    optIn: (id: string) => `opt-in: it speaks only when a config file sets "guards": { "${id}": true }`,
    needsText: 'it speaks only when a config file sets guards.header.text, the line new source files must carry',
  },
  // What each built-in guard's options mean, as `waymark schema` describes them (the guard's meta.options).
  options: {
    compaction: {
      threshold: 'Share of the context window at which to advise compacting (default 0.7, at most 400k tokens).',
      window: "The model's context window in tokens, when the transcript does not tell.",
    },
    header: {
      text: 'The line every new source file must carry, e.g. "SPDX-License-Identifier: MIT".',
      extensions: 'File extensions that count as source files.',
    },
    askUser: {
      strict:
        'Deny a question with no recommended option instead of advising: the one exception to advice-only. Only your ' +
        "own user config can turn it on; in a project's .waymark/config.json it is ignored.",
    },
    outsideProject: { allow: 'Paths outside the project that writes may touch without advice.' },
    stop: { enabled: 'Remind the model to close the session, at most once per session.' },
  },
  config: {
    /** Before a problem's fix where a person reads it; JSON's `fix` field holds the fix alone. */
    fixLabel: 'Fix:',
    tooLarge: (bytes: number) => `larger than ${bytes} bytes`,
    issue: {
      unknownKey: 'not a known key',
      expected: (types: string[]) => `expected ${types.join(' or ')}`,
      tooBig: (max: string, inclusive: boolean) => `must be ${inclusive ? 'at most' : 'less than'} ${max}`,
      tooSmall: (min: string, inclusive: boolean) => `must be ${inclusive ? 'at least' : 'more than'} ${min}`,
    },
    fixSize: 'Keep the config small (it holds settings, not data); until then waymark ignores this file.',
    dropped: (at: string, message: string) => `${at}: ${message}; waymark ignores this key and applies the rest of the file`,
    fixDropped: (at: string) => `Correct or remove \`${at}\` (\`waymark schema\` prints what each key accepts).`,
    fixJson: 'Make it valid JSON (no comments, no trailing commas); until then waymark ignores this file.',
    fixSchema: (keys: string[]) =>
      `Correct or remove ${keys.map((key) => `\`${key}\``).join(', ')} (\`waymark schema\` prints what each key ` +
      `accepts; add "$schema" to the file and your editor checks it); until then waymark ignores this file.`,
    dirOutside: (dir: string) => `message folder ${dir} is outside the project`,
    fixDirOutside: "A project's config may name only folders inside the project; put personal folders in your user config.",
    dirUnreadable: (dir: string) => `message folder ${dir} cannot be read`,
    fixDirUnreadable: 'Create the folder or remove it from messageDirs.',
    linkOutside: (target: string) => `links to ${target}, outside the folder it may read`,
    fixLinkOutside: 'Copy the file into the folder instead of linking it.',
    tooBig: (bytes: number) => `larger than ${bytes} bytes`,
    fixTooBig: 'Keep the advice short; the model reads at most a few thousand characters.',
    collision: (name: string) =>
      `"${name}" is the name of one of waymark's own messages or guards; a project message never replaces them, so it is skipped`,
    duplicate: (name: string, first: string) => `"${name}" is already defined by ${first}; the first one wins`,
    fixRename: 'Rename the file.',
    namesGuard: (guard: string) => `names guard "${guard}"; a project message cannot attach to one of waymark's own guards`,
    fixNamesGuard: 'Declare a guard with `- when: <path> ~ /<regex>/` instead of `- guard:`.',
    badWhen: (problem: string) => `its \`when:\` is rejected (the message is inert): ${problem}`,
    fixWhen: 'Correct the regular expression; `waymark explain` shows whether it fires.',
    noEvent: 'binds no event, so nothing ever selects it',
    fixNoEvent: 'Add `- event: <Event>` (e.g. PreToolUse) to its ## Bindings.',
    unknownGuard: (id: string) => `guards.${id} names no guard, so it changes nothing`,
    unknownTopKey: (key: string, near: string | undefined) =>
      `"${key}" is not a key waymark reads, so it changes nothing${near ? `; did you mean "${near}"?` : ''}`,
    fixUnknownKey: (known: string[]) =>
      `Use one of ${known.map((key) => `"${key}"`).join(', ')} (\`waymark schema\` prints what each accepts).`,
    unknownBinding: (key: string, near: string | undefined) =>
      `binding \`- ${key}:\` is not a binding waymark reads, so it is ignored${near ? `; did you mean \`- ${near}:\`?` : ''}`,
    fixUnknownBinding: (known: string[]) => `A binding is one of ${known.map((key) => `\`- ${key}:\``).join(', ')}.`,
    fixUnknownGuard: (known: string[]) => `Use one of ${known.join(', ')} (\`waymark list\` shows them).`,
    heading: (count: number) => `${count} configuration problem${count === 1 ? '' : 's'} (dispatch ignores what is listed and runs on):`,
  },
  omp: {
    status: (count: number) => (count === 1 ? '1 advisory' : `${count} advisories`),
    gaveUp: (handler: string, ms: number) => `omp: ${handler} gave up after ${ms} ms`,
    failed: (handler: string, error: unknown) => `omp: ${handler} failed: ${error instanceof Error ? error.message : String(error)}`,
  },
  // ── guard findings of the rule-pack families (eval, secrets, dependency) ───────────────────────
  findings: {
    thisCommand: 'this command',
    thisShellCommand: 'this shell command',
    thisEdit: 'this edit',
    /** An eval primitive with its rule's words: `` `pickle.loads` (runs code …; instead: JSON, …) ``. */
    primitive: (label: string, risk: string, safe: readonly string[]) => `\`${label}\` (${risk}; instead: ${safe.join(', or ')})`,
    secretAt: (kind: string, line: number) => `${kind} (line ${line})`,
    assignedTo: (name: string) => `a value assigned to \`${name}\``,
    keyFile: 'the key the file exists to hold',
    loginFile: (what: string) => `a password in ${what}`,
    givenTo: (name: string) => `a value given to \`${name}\``,
    comparedWith: (name: string) => `a literal \`${name}\` is compared with`,
    envDefault: (name: string) => `a literal credential as the fallback of \`${name}\` from the environment`,
    kubernetesLiteral: 'a literal in a Kubernetes secret',
    passwordOption: (tool: string, flag: string) => `a password given to \`${tool} ${flag}\``,
    secretOption: (flag: string) => `a secret given to \`${flag}\``,
    opensslPassword: 'a password given to openssl',
    hereString: 'a secret in a here-string',
    envCommitted: (where: string) => `${where} is not ignored by git, so these values would be committed`,
    /** Notes for `waymark explain`: a rule and a reason, never the value. */
    skipped: (rule: string, reason: string) => `${reason} for rule ${rule}: skipped on purpose`,
    envIgnored: (rule: string, where: string) => `${rule}: ${where} is ignored by git, the place for local values`,
    placeholder: {
      example: 'a documentation example',
      masked: 'a masked or elided value',
      angle: 'a <placeholder>',
      reference: 'a variable reference',
      fillIn: 'a placeholder to fill in',
      dummy: 'a test or dummy value',
      default: 'a well-known default',
      localDefault: "a local service's default login (the password repeats the user or database name, on a loopback or compose host)",
      filler: 'a repeated or sequential filler',
      hashed: 'a password hash or an encrypted password (its scheme prefix says so), which logs no one in',
      tooShort: 'a value too short to be a secret',
      unsigned: 'an unsigned token (no signature), which proves nothing',
      publicByDesign: 'a publishable key, public by design (it ships to every browser or app that uses it)',
      captchaSiteKey: "a CAPTCHA widget's site key, public by design (the page renders it; its secret key is the credential)",
      paymentObjectId: "a payment provider's object ID (a price, product, customer or payment), an identifier, not a credential",
      sealed:
        "a SealedSecret's encryptedData, ciphertext that only the cluster's sealed-secrets controller can open " +
        '(its private key never leaves the cluster), made to be committed',
      externalSecret: "an External Secrets manifest's `secretKey`, the name of a key in the Secret it makes (the value stays in the store)",
      publicTestAccount:
        'a well-known Anvil/Hardhat test account, public by design (every local chain derives it from one published mnemonic)',
      publicWhere:
        'a key public by design where it stands (a Firebase web config ships to every browser, ' +
        "an Android app's google-services.json `current_key` in every APK; API restrictions guard it; " +
        'an Algolia key the code calls search-only, or beside the lite or InstantSearch client, can only search, ' +
        'even where a comment names the admin key to say it is kept elsewhere)',
    },
    /** `adds \`zod\` (npm)`. */
    packageChange: (action: 'add' | 'remove' | 'upgrade', names: string[], more: number, ecosystem: string) =>
      names.length === 0
        ? `rewrites the versions the manifest declares (${ecosystem})`
        : `${{ add: 'adds', remove: 'removes', upgrade: 'upgrades' }[action]} ` +
          `${names.map((name) => `\`${name}\``).join(', ')}${more > 0 ? ` and ${more} more` : ''} (${ecosystem})`,
    lockUpgrade: (ecosystem: string) => `upgrades packages the lockfile pins, within the ranges the manifest allows (${ecosystem})`,
    commandChanges: (changes: string[]) => `This command ${changes.join('; ')}`,
    machineInstall: (names: string[], more: number, ecosystem: string, from: string | undefined, pin: string | undefined) =>
      `installs ${names.length === 0 ? 'tools' : names.map((name) => `\`${name}\``).join(', ')}${more > 0 ? ` and ${more} more` : ''} ` +
      `for the whole machine (${ecosystem}${from ? `, from ${from}` : ''}), outside every project manifest and lockfile: ` +
      `nothing records or pins it${pin ? `; pin it: \`${pin}\`` : ''}`,
    /** A program copied or downloaded into a folder on the PATH (`/usr/local/bin`), by hand. */
    pathFolder: (folder: string) => `a program put in ${folder} by hand`,
    pinDownload: 'download a release by its version and check its published checksum (`sha256sum -c`) before installing it',
    /** A tool installed by its own script, downloaded and run by a shell (`curl -fsSL https://x.dev/install.sh | sh`). */
    installerScript: (host: string) => `the installer script from ${host}`,
    pinInstaller:
      "a package manager's pinned release, or the installer downloaded at a tagged version, read and its checksum checked before running it",
    manifestWrite: (path: string, ecosystem: string, kind: string) =>
      `writes \`${path}\` (${ecosystem} dependency ${kind}) directly, not through the package manager`,
    fileChange: (path: string, ecosystem: string, kind: string) => `You are changing \`${path}\` (${ecosystem} dependency ${kind})`,
  },
  // ── end guard findings ──────────────────────────────────────────────────────────────────────
  // ── vendors: what each harness receives, tool-call dedupe, Gemini CLI ──────────────────────────
  vendors: {
    toolAdviceDuplicate: (message: string) => `"${message}" already advised on this tool call by the other registration: left out`,
    notes: {
      gemini:
        'Gemini CLI runs settings hooks only in a trusted folder (it asks on first start, or set ' +
        'GEMINI_CLI_TRUST_WORKSPACE=true); it lists new project hooks once when it loads them.',
    },
    when: {
      'session-start': 'at session start',
      prompt: 'with each prompt',
      'before-tool': 'before the tool runs',
      'after-tool': 'after the tool ran',
      'next-prompt': 'at the next prompt',
      never: 'not at all',
    } as Record<string, string>,
    /** How a coverage fact is known (src/install/evidence.ts). */
    evidence: {
      observed: 'observed in the real CLI',
      code: 'read in its code',
      docs: 'its docs say so',
      unverified: 'unverified',
    } as Record<string, string>,
    evidenceMark: { observed: '●', code: '◐', docs: '○', unverified: '?' } as Record<string, string>,
    /** One-word cells of the `list --harnesses` matrix. */
    cell: {
      'session-start': 'start',
      prompt: 'prompt',
      'before-tool': 'before',
      'after-tool': 'after',
      'next-prompt': 'next prompt',
      never: '—',
    } as Record<string, string>,
    reason: {
      delivered: (event: string) => `on ${event}`,
      rerouted: (from: string, event: string) => `on ${event}, the harness drops ${from} advice`,
      dropped: (event: string) => `the harness drops ${event} output`,
      later: (event: string, prompt: string) =>
        `the harness drops ${event} output: kept, and given on ${prompt} as advice after the call, once`,
      noEvent: (canonical: string) => `the harness has no ${canonical} event`,
      noTool: (matcher: string) => `the harness has no ${matcher.replaceAll('|', '/')} tool`,
      notRegistered: (event: string) => `install does not register ${event}`,
    },
    receives: (vendor: string) => `What ${vendor} receives:`,
    base: 'base',
    listHarnessesOption: "show, per harness, when each guard's advice reaches the model (the coverage matrix)",
    matrixHeading: "When each guard's advice reaches the model, per harness (derived from contracts/ and the messages' bindings)",
    matrixLegend:
      'start: at session start · prompt: with each prompt · before: before the tool runs · after: after the tool ' +
      'ran · next prompt: kept, and given at the next prompt as advice after the call · —: not at all. How it is ' +
      'known: ● observed in the real CLI · ◐ read in its code · ○ its docs · ? unverified',
    matrixFirst: 'guard / message',
    why: 'Why not before the tool:',
    registeredDropped: (vendor: string, event: string, fix: string) =>
      `${vendor} passes nothing of ${event} to the model, so this entry only costs time. Fix: ${fix}`,
    reinstall: (harness: string) => `waymark install --harness ${harness} (writes only events the harness delivers, and removes this one)`,
    contractHeader: ['contract', 'harness', 'install registers', 'also answers (not registered)', 'dropped', 'cap'],
  },
  // ── rule packs (list, explain, config) ──────────────────────────────────────────────────────
  rules: {
    packs: 'Rule packs',
    packHeader: ['pack', 'rules', 'off', 'description'],
    /** How explain names a rule that spoke: `rule destructive/git/force-push (pack git)`. */
    spoke: (fullId: string) => `rule ${fullId} (pack ${fullId.split('/')[1] ?? '?'})`,
    /** What a push with `--all` replaces, in a rule's `{target}`. */
    everyBranch: 'every branch on the remote (`--all`)',
    /** The files a delete over several of them puts at risk, as its target names them: `a.md, b.md and 3 more`. */
    severalFiles: (first: string, second: string, more: number) => `${first}, ${second}${more > 0 ? ` and ${more} more` : ''}`,
    unknown: (id: string, near?: string) =>
      `rules.${id} names no rule family, pack or rule, so it changes nothing${near ? `; did you mean "${near}"?` : ''}`,
    fixUnknown: 'use an id that `waymark list --rules` shows, e.g. "destructive/git" or "destructive/git/force-push".',
    /** Why a rule that matched the command stayed silent (`waymark explain`). */
    safe: (token: string, fullId: string) => `\`${token}\` is the safe form for rule ${fullId}: skipped on purpose`,
    safePath: (path: string, fullId: string) => `${path} is regenerable or scratch for rule ${fullId}: skipped on purpose`,
    holdsNothing: (name: string, fullId: string) => `${name} holds no data, for rule ${fullId}: skipped on purpose`,
    rebuilt: (path: string, fullId: string) =>
      `${path} is build output the next CI run writes again, for rule ${fullId}: skipped on purpose`,
    preview: (name: string, fullId: string) =>
      `${name} is a preview, built again by its branch or request, for rule ${fullId}: skipped on purpose`,
    /** A rule's risk with the file it names put in for `{target}`, as code (`writes over \`masters/a.wav\``). */
    riskAt: (risk: string, target: string) => risk.replaceAll('{target}', () => `\`${target}\``),
    /** A folder an edit deletes, shown with the name the code binds it to (`dir = filepath.Join(root, id)`). */
    boundFolder: (named: string, shown: string) => `${named} = ${shown}`,
    /** A script a Write or Edit puts on disk: what it deletes happens when it runs. */
    whenRun: 'this script, when it runs',
    /** Whole records an Edit takes out of a record file (a GEDCOM person, a vCard contact). */
    recordsRemoved: (count: number, kind: string) =>
      `takes ${count === 1 ? 'a whole record' : `${count} whole records`} out of the file's ${kind}: ` +
      `what ${count === 1 ? 'it held' : 'they held'} is gone from it (git restores only a committed version)`,
    /** What the rules an engine judges (guards/rules/engineRules.ts) warn about, as `waymark list --rules` shows it. */
    listed: {
      retentionCut: "an edit that shortens a store's retention: its next pass deletes everything older than the new value",
      dropSetting:
        "an edit that turns on a database library's or a platform's drop: the data goes when the schema changes, the app starts or the config deploys",
      recordsRemoved: 'an edit that takes whole records out of a record file (GEDCOM, vCard, iCalendar, MARC)',
      softToHard:
        'an edit that turns a soft delete or an archiving step (rows marked archived, files moved to an archive or a trash) ' +
        'into a delete of the same rows or files, adds a wipe of a folder the code is handed, takes the row key out of a bulk delete, ' +
        'or adds a rotation that keeps only the newest backup',
      binaryOnPath: "a program put on the machine's PATH by hand (install, cp, mv, curl -o into a bin folder), pinned by nothing",
      pipedInstaller: "a tool's installer script downloaded and run by a shell (curl … | sh), pinned by nothing",
    },
    /** A soft delete an edit turns into a hard one (`UPDATE t SET archived = true` → `DELETE FROM t`). */
    softToHard: (what: string) =>
      `turns a soft delete into a hard one on \`${what}\`: rows the code marked archived or deleted and kept are deleted ` +
      'when it runs, and only a backup brings them back',
    /** A move into an archive or a trash an edit turns into a delete (`mv x "$ARCHIVE"/` → `rm -f x`). */
    movedToRemoved: (what: string) =>
      `turns a move into an archive or a trash into a delete of \`${what}\`: files the code kept are deleted when it runs, ` +
      'and only a backup brings them back',
    /** A tree delete an edit adds of a folder the code is handed (`shutil.rmtree(dst_dir)`). */
    wipeAdded: (what: string) =>
      `adds a delete of the whole folder \`${what}\` each time the code runs: whatever it holds then (earlier output, ` +
      'files put there by hand) is gone, and git does not keep what it never tracked',
    /** A tree delete of one record's folder under a configured root (`shutil.rmtree(settings.FILES_ROOT / str(estate.id))`). */
    recordFolderDeleted: (what: string) =>
      `adds a delete of the whole folder \`${what}\`, one record's folder under a root the app is configured with: each ` +
      'time the code runs it deletes the files kept for that record (uploads, scans, signed papers), which git does not hold ' +
      'and only a backup brings back',
    /** A tree delete of a kept folder under a root the code is handed (`os.RemoveAll(filepath.Join(root, "incidents", id))`). */
    handedFolderDeleted: (what: string) =>
      `adds a delete of the whole folder \`${what}\`, a folder of kept records under a root the code is handed: whoever ` +
      'calls it with the live store deletes what was kept there (archived records, uploads, case files), which git does not ' +
      'hold and only a backup brings back',
    /** A writer an edit points at raw data (`write.csv(clean, "data/processed/x_clean.csv")` → `"data/raw/x.csv"`). */
    rawOverwritten: (what: string) =>
      `points the code's output at \`${what}\`, raw data as it was received or recorded: each run now writes over the ` +
      'original the processing starts from, and only a backup or a new download brings it back',
    /** A writer an edit points at the file the code reads (`read.csv(p)` … `write.csv(x, p)`). */
    inputOverwritten: (what: string) =>
      `points the code's output at \`${what}\`, the file it reads its input from: the first run replaces the input with ` +
      'its own output, and only a backup brings the original back',
    /** A delete an edit moves from a scratch folder onto another (`find "$TMP_DIR" … -delete` → `find "$ARCHIVE_DIR" …`). */
    deleteRetargeted: (what: string) =>
      `points a delete that took only scratch files at \`${what}\`: each run now deletes from it, and only a backup brings ` +
      'those files back',
    /** A delete an edit puts where the code only logged what it would remove (`log.info("would remove %s", old)` → `old.unlink()`). */
    stubMadeReal: (what: string) =>
      `makes a delete stub real: where the code only logged what it would remove, it now deletes \`${what}\` each run, ` +
      'and only a backup brings those files back',
    /** A dry run an edit turns off in a delete job (`DRY_RUN = True` → `False`, `--dry-run` taken off a purge). */
    rehearsalOff: (what: string) =>
      `turns the dry run (\`${what}\`) off in a job that deletes: the next run deletes what it only listed before, and only ` +
      'a backup brings it back',
    /** A dry-run early return an edit takes out of a delete (`if dry_run: log.info("would delete …"); return` removed). */
    dryRunGuardRemoved: (what: string) =>
      `takes out the dry-run guard (\`${what}\`) that stopped a delete after reporting it: every run, dry or not, now ` +
      'goes on to delete what it only reported, and only a backup brings it back',
    /** A rotation an edit or write adds that keeps only the newest backup (`ls -t backups/*.sql | tail -n +2 | xargs rm`). */
    newestOnly: (what: string) =>
      `adds a rotation that keeps only the newest backup (\`${what}\`): every older one is deleted each run, so one bad ` +
      'or empty dump leaves nothing to restore',
    /** An age rotation of backups an edit replaces with a delete of all of them (`-mtime +90 -delete` → `rm -f "$DIR"/*.dump`). */
    backupsEmptied: (what: string) =>
      `replaces the rotation that kept recent backups by age with \`${what}\`: every earlier backup there is deleted each ` +
      'run, so one failed or empty dump leaves nothing to restore',
    /** A find an edit turns into a delete of every file under its start (`-mtime +90 -print` → `-delete`). */
    deleteWidened: (what: string) =>
      `makes the find under \`${what}\` delete every file it matches, with no age left to keep the newest: each run now ` +
      'deletes all of them, and only a copy kept elsewhere brings them back',
    /** A listing of kept records by age an edit turns into a delete (`-mtime +2555 -print` → `-mtime +30 -delete`). */
    listingAgedOut: (what: string) =>
      `turns the find under \`${what}\` from listing old records into deleting them: each run now deletes every file past ` +
      'its age there, records kept on purpose, and only a copy kept elsewhere brings them back',
    /** A loop's delete whose filter an edit takes out (`if f.stem.startswith("tmp_"): f.unlink()` → `f.unlink()`). */
    filterDropped: (what: string) =>
      `takes the filter off the delete in the loop over \`${what}\`: it took only the files the filter picked, and now ` +
      'deletes every file there each run; only a backup brings them back',
    /** A bulk delete whose row key an edit takes out of its filter (`where(id: ids, yard_id: y)` → `where(yard_id: y)`). */
    keyDropped: (what: string) =>
      `takes the row key out of the delete \`${what}\`: it took the rows it was handed, and now takes every row the rest ` +
      "of its filter picks (all of a parent's, or the whole table) each time it runs; only a backup brings them back",
    /** A bulk delete whose parent's key an edit swaps for a keyless condition (`WHERE session_id = $1` → `WHERE starts_at > now()`). */
    scopeSwapped: (what: string, keys: readonly string[]) =>
      `takes ${keys.map((each) => `\`${each}\``).join(', ')} out of the delete \`${what}\` and leaves no other key in its filter; ` +
      "it took one parent's rows, and now takes the rows of every parent that the new condition picks each time it runs; " +
      'only a backup brings them back',
    /** A purge's queryset an edit binds to every row (`qs = Member.objects.filter(…)` → `qs = Member.objects.all()`). */
    querysetWidened: (what: string, name: string) =>
      `binds \`${name}\` to every row (\`${what}\`) where it held the rows a filter picked, and \`${name}\` is what this ` +
      'code deletes: each run now deletes the whole table; only a backup brings the rows back',
    /** A bulk delete of records whose narrowing condition an edit takes out (`where(variant: "thumbnail").where(…)` → `where(…)`). */
    conditionDropped: (what: string, dropped: readonly string[]) =>
      `takes ${dropped.map((each) => `\`${each.replace(/^\./, '')}\``).join(', ')} out of the filter of the delete \`${what}\`: ` +
      'it took only the rows that condition picked, and now takes every row the rest of its filter reaches each time it ' +
      'runs; only a backup brings them back',
    /** A bulk delete whose date cutoff an edit swaps for a category (`where("closed_at < ?", 7.years.ago)` → `where(status: "closed")`). */
    cutoffSwapped: (what: string, dropped: readonly string[], swapped: readonly string[]) =>
      `swaps the cutoff on ${dropped.map((each) => `\`${each}\``).join(', ')} for ${swapped.map((each) => `\`${each.replace(/^\./, '')}\``).join(', ')} ` +
      `in the delete \`${what}\`: it took only the rows past that age, and now takes every row that condition picks however ` +
      'recent, each time it runs; only a backup brings them back',
    /** A loop an edit adds that deletes every entry of a kept-data folder's listing, with no test of which. */
    emptiedListingPurge: (what: string) =>
      `adds a loop that deletes every entry of a folder of kept data (\`${what}\`): everything stored there goes each time ` +
      'the code runs, named by no one, and only a backup brings it back',
    /** A loop an edit adds that removes a literal list of subfolders of kept data (`for sub in ("units", "invoices")` … `rmtree`). */
    namedSubfolderPurge: (what: string) =>
      `adds a loop that removes named folders of kept data with all they hold (\`${what}\`): every record in them goes ` +
      'each time the code runs, and only a backup brings them back',
    /** A loop an edit or write adds that deletes each entry of a folder's listing past an age (`os.ReadDir(root)` … `os.RemoveAll(dir)`). */
    agedListingPurge: (what: string) =>
      `adds a loop that deletes every entry of a folder past an age cutoff (\`${what}\`): whatever is older goes each time ` +
      'the code runs, named by no one, and only a backup brings it back',
    /** A bulk delete of one parent's rows an edit adds (`Entry.objects.filter(season=season).delete()`). */
    groupDeleteAdded: (what: string) =>
      `adds the delete \`${what}\`: every row that hangs off that parent (a whole season's, a whole customer's) goes each ` +
      'time the code runs, and only a backup brings them back',
    /** A link between records an edit makes cascade (`has_many :quotes, dependent: :restrict_with_error` → `:delete_all`). */
    cascadeAdded: (what: string) =>
      `makes deleting a parent delete the records linked to it (\`${what}\`): from now on each delete of one takes every ` +
      "row that points at it (a customer's quotes, an order's lines) with it, and only a backup brings them back",
    /** A write an edit turns from appending to overwriting (`to_csv(out, mode="a")` → `to_csv(MASTER)`). */
    appendDropped: (what: string) =>
      `writes \`${what}\` over on each run where it appended before: the rows earlier runs gathered there are gone, ` +
      'and only a backup brings them back',
    /** A retention setting an edit lowers (`retention.time: 90d → 2h`). */
    retentionCut: (to: string) =>
      `shortens how long the store keeps data: its next pass deletes everything older than ${to} (restoring this file does not bring that back)`,
    /** A database library's setting an edit turns on that deletes the data it holds (`deleteRealmIfMigrationNeeded: true`). */
    dropSetting: (what: string) => `turns on a setting under which ${what}: the data is gone on the next run or deploy`,
    /** The shell command that writes outside the project (as an advisory shows it), named after the path it writes. */
    writtenBy: (command: string) => ` (written by \`${command}\`)`,
    madeEarlier: (command: string) => `\`${command}\` deletes only what an earlier command of the same line created: skipped on purpose`,
    testEnv: (named: string, fullId: string) =>
      `\`${named}\` points rule ${fullId} at the test database, which each test run rebuilds: skipped on purpose`,
    /** A library delete read in interpreter code: what it takes, the verb and the call as written. */
    /** What a copy or move of another version of a work over its current version replaces (`copy-over-untracked`'s target). */
    versionReplaced: (path: string) => `\`${path}\`, the work's current version, with another version of it (the work done since is lost)`,
    regressionReplaced: (path: string, from: string) =>
      `\`${path}\`, a newer version of the work, with the older \`${from}\` (the changes made since are lost)`,
    draftOverFinal: (path: string, from: string) =>
      `\`${path}\`, the finished (certified, signed or approved) copy, with the draft \`${from}\` (the finished version is lost)`,
    backupRestored: (path: string, from: string) =>
      `\`${path}\`, the live database or records, with the older backup \`${from}\` (everything written since it was made is lost)`,
    draftReplaced: (path: string, from: string) =>
      `\`${path}\`, the published copy, with the draft \`${from}\` (the published version is lost)`,
    draftOverDraft: (path: string, from: string) =>
      `\`${path}\`, a draft the call says is there (\`-f\`), with the draft \`${from}\` (the work in it is lost)`,
    fixtureReplaced: (path: string, from: string) =>
      `\`${path}\`, a file of real records, with the test fixture or sample \`${from}\` (the real records are lost)`,
    outsideCopyReplaced: (path: string, from: string) =>
      `\`${path}\`, the project's records, with \`${from}\`, a copy made outside the project (the records it held are lost)`,
    blankOverKept: (path: string, from: string) => `\`${path}\`, a file kept on record, with the blank \`${from}\` (what it held is lost)`,
    templateReplaced: (path: string) => `\`${path}\`, a file of records, with a blank template (every record it held is lost)`,
    defaultsReplaced: (path: string, from: string) =>
      `\`${path}\`, a live schedule, roster, register or tuned limits, with its stock defaults \`${from}\` ` +
      '(what it holds now is lost; `cp -n` keeps an existing file)',
    correctedReplaced: (path: string, from: string) =>
      `\`${path}\`, the current file of records, with the corrected copy \`${from}\` (what it held is lost)`,
    siblingReplaced: (path: string, from: string) =>
      `\`${path}\`, another unit's or record's file of the same kind, with \`${from}\` (the record it held is lost)`,
    sdkDelete: (target: { scope: 'one' | 'every' | 'batch'; resource: string; listed: boolean }, verb: string, call: string) =>
      `${
        target.scope === 'one'
          ? `${/^[aeio]/.test(target.resource) ? 'an' : 'a'} ${target.resource}`
          : target.scope === 'batch'
            ? `a batch of ${target.resource}s`
            : target.listed
              ? `every ${target.resource}`
              : `everything \`${target.resource}\` holds`
      } through \`${call}(…)\` (a \`${verb}\` call in the interpreter's code)`,
  },
  // ── end rule packs ──────────────────────────────────────────────────────────────────────────
  // ── Hardening: what a project may not set (a repository is not trusted), bounds on what guards read. ──
  hardening: {
    projectIgnored: (key: string, why: string) => `\`${key}\` is ignored in a project's config: ${why}`,
    listTrimmed: (key: string, kept: number, had: number) => `\`${key}\` lists ${had} entries; the first ${kept} different ones are used`,
    fixListTrimmed: 'Remove repeated and surplus entries; a glob can name many files in one entry.',
    fixProjectIgnored: 'If you want it, set it in your own config (`~/.config/waymark/config.json`), which a repository cannot change.',
    whyDeny: 'only your own config may let waymark deny a tool call',
    whyAllow: 'only your own config may silence advice about writes outside the project',
    whyOutside: 'a project may not point waymark at files outside itself',
    readStart: (bytes: number) => `(waymark read only the first ${Math.round(bytes / 1024)} KiB of this; the rest was not checked.)`,
    eventsCapped: (kept: number, total: number) => `(waymark checked the first ${kept} of the ${total} files this call touches.)`,
  },
  dispatchUsage:
    'Usage: waymark dispatch [--contract <harness>] <Event> [<message> ...]\n\n' +
    "Run as a hook: reads the event as JSON on stdin, prints the advice in the harness's dialect on stdout, always exits 0.\n" +
    '--contract: the harness (claude, codex, cursor, copilot, gemini, kiro, devin, codebuddy, qwen, omp; claude-code and qwen-code too). ' +
    'Default: claude.\n' +
    "Try it: waymark explain <Event> --tool <Tool> --input '{…}' shows what it would do.\n",
  // What quieted a rule (a person's silence, a repository's scope), for explain; the hook only carries it.
  quiet: {
    silenced: (rule: string, reason: string, until: string | undefined, once: boolean) =>
      `silenced by you: ${rule} ("${reason}")${once ? ', for this one call' : until ? `, until ${until}` : ''} (\`waymark silence --list\`)`,
    projectOff: (rule: string, file: string) => `switched off for work inside this project by ${file} (${rule})`,
    scopeKept: (rule: string, file: string, why: string) =>
      `${file} switches ${rule} off, but ${why}: only your own config can switch that off, so the advice stays on`,
    whyOutside: 'this call reaches beyond the project',
    whyCredentials: 'it protects credentials',
    whyLog: 'the advice log is your record of what waymark said; only your own config may switch it off',
    projectScoped: (key: string) =>
      `\`${key}\` in a project's config switches advice off only for work inside the project; advice about anything beyond it stays on`,
    projectCredentials: (key: string) =>
      `\`${key}\` is ignored in a project's config: advice about credentials protects you beyond the project`,
    fixScoped:
      'To switch it off everywhere, set it in your own config (`~/.config/waymark/config.json`), or quiet one call ' +
      'with `waymark silence <rule-id>` from your terminal.',
  },
};

/** What the CLI says to a person (the hook never loads it). */
export const cliText = {
  program: "One hook command for every AI coding harness: reads the event, runs advisory guards, answers in the harness's own dialect.",
  dispatch: {
    description: "Run as a hook: read the event on stdin, print the advice for it in the harness's dialect. Always exits 0.",
    eventArg: "the event the registration fires on, in the harness's spelling (SessionStart, PreToolUse, …)",
    messagesArg: 'message files to evaluate (default: every message bound to the event)',
    contractOption: 'the harness whose payload and reply dialect to speak',
  },
  skills: {
    description: 'List the skills a session in this directory can see (project and personal skill folders), one line each.',
    none: 'No skills found (looked for */SKILL.md under .claude/skills, .codex/skills, .agents/skills and the like, in this project and in your home).',
  },
  explain: {
    description:
      'Show, for a person, what dispatch would do with an event: which messages and guards ran, which spoke, the ' +
      'text the model gets and the bytes the harness reads.',
    eventArg: "the event, in the harness's spelling",
    contractOption: 'the harness whose dialect to speak',
    toolOption: 'the tool being called (Bash, Write, Edit, …)',
    inputOption: 'the tool input, as JSON',
    payloadOption: "a whole payload in the harness's shape, from a file",
    jsonOption: 'print JSON for machines',
    heading: (event: string, tool: unknown, contract: string, later = false) =>
      `waymark explain: ${event}${typeof tool === 'string' ? ` · tool ${tool}` : ''} · contract ${contract} · ` +
      `${later ? 'as a later call of a session (base messages already delivered)' : 'as the first call of a session'}`,
    dropped: (contract: string, event: string) =>
      `The ${contract} contract passes nothing of ${event} to the model: dispatch stays silent.`,
    nothingBound: 'No message is bound to this event and tool.',
    evaluated: (count: number) => `Evaluated ${count} message${count === 1 ? '' : 's'}:`,
    guard: (id: string) => `guard ${id}`,
    base: 'base message',
    silence: 'The model gets nothing, and the harness reads an empty stdout.',
    modelText: (used: number, cap: number, uncapped: number) =>
      `The model gets ${used.toLocaleString('en')} of ${cap.toLocaleString('en')} characters` +
      `${uncapped > used ? ` (cut from ${uncapped.toLocaleString('en')})` : ''}:`,
    replyBytes: (bytes: number) => `The harness reads ${bytes.toLocaleString('en')} bytes on stdout:`,
    badJson: (what: string, problem: string) => `${what} is not valid JSON: ${problem}`,
    notAnObject: (what: string) => `${what} must hold one JSON object, the payload the harness sends.`,
    unknownContract: (id: string, known: string[]) => `unknown contract "${id}"; known: ${known.join(', ')}`,
    cannotRead: (path: string, problem: string) => `cannot read ${path}: ${problem}`,
    bothInputs: 'give the payload either as --input (with --tool) or as --payload, not both',
    laterOption: 'explain a later call of the same session: the base messages have already gone out',
    unknownEvent: (event: string, contract: string, near: string | undefined, known: string[]) =>
      `unknown event "${event}" for the ${contract} contract${near ? `; did you mean "${near}"?` : ''} (events: ${known.join(', ')})`,
    unknownTool: (tool: string, contract: string, near: string) =>
      `the ${contract} contract spells no tool "${tool}"; did you mean "${near}"? (tool names are case-sensitive)`,
    inputNotObject: '--input must be one JSON object, the tool\'s input: e.g. --input \'{"command":"ls"}\'',
    why: {
      notDue: 'not due: a base message goes out once per session',
      delivered: 'already delivered earlier in this session',
      off: (id: string) => `off: the config turns guard "${id}" off`,
      offIn: (file: string, id: string) => `off: ${file} sets "guards": { "${id}": false }`,
      missing: (id: string) => `names guard "${id}", which this waymark does not have`,
      late: 'took longer than its time budget, so it counts as silent',
      failed: (error: string) => `failed (${error}); dispatch carries on without it`,
      nothing: 'found nothing to advise on in this call',
    },
  },
  list: {
    description: 'List the messages with their bindings, the guards, the contracts, and what this project adds and turns on or off.',
    messages: 'Messages',
    messageHeader: ['name', 'kind', 'event', 'matcher', 'guard'],
    guards: 'Guards',
    guardHeader: ['guard', 'messages'],
    unused: '(no message binds it)',
    contracts: 'Contracts',
    project: (root: string) => `This project: ${root}`,
    configStatus: { applies: 'applies', absent: 'absent ', ignored: 'ignored' },
    projectMessages: 'Its messages',
    noProjectMessages: '(none: add .md files to .waymark/messages/, or folders with messageDirs)',
    projectMessageHeader: ['name', 'kind', 'event', 'matcher', 'file'],
    guardStates: 'Guards here',
    guardStateHeader: ['guard', 'state', 'decided by'],
    byDefault: 'default',
    optIn: (id: string, setting: string) => `default; "guards": { "${id}": ${setting} } turns it on`,
    setIn: (file: string, id: string) => `guards.${id} in ${file}`,
    problems: (count: number) =>
      `${count} configuration problem${count === 1 ? '' : 's'}: \`waymark verify\` or \`waymark explain <Event>\` lists them with their fixes.`,
  },
  replay: {
    description:
      'Run the tool calls of recorded sessions (Claude Code transcripts, Codex rollout files, Gemini CLI sessions) ' +
      'through the guards and summarise what would have fired, where and how often.',
    transcriptArg:
      'transcripts (.jsonl): Claude Code session files, Codex rollout files or Gemini CLI session files, or directories holding them',
    notAFile: 'not a file or a directory',
    emptyDirectory: (dir: string) =>
      `${dir} holds no .jsonl file; name a Claude Code transcript (~/.claude/projects/…/*.jsonl) or a Codex rollout file (~/.codex/sessions/…/rollout-*.jsonl)`,
    notATranscript: (file: string, lines: number) =>
      `${file} is not a Claude Code transcript, a Codex rollout file or a Gemini CLI session: none of its ` +
      `${lines.toLocaleString('en')} line${lines === 1 ? '' : 's'} is a record of either`,
    progress: (calls: number) => `replay: ${calls.toLocaleString('en')} tool calls…`,
    heading: (calls: number, lines: number, advised: number, files: number) =>
      `${calls.toLocaleString('en')} tool calls in ${lines.toLocaleString('en')} transcript ` +
      `lines${files > 1 ? ` (${files} files)` : ''}; ${advised.toLocaleString('en')} would have got advice`,
    totals: (percent: number, characters: number) =>
      `${percent}% of tool calls would have carried advice, ${characters.toLocaleString('en')} characters in all`,
    skippedLines: (count: number) => `${count.toLocaleString('en')} line${count === 1 ? '' : 's'} skipped: not a record of either format`,
    skippedFiles: (count: number) =>
      `${count.toLocaleString('en')} file${count === 1 ? '' : 's'} in the directories skipped: not a transcript`,
    nothing: 'Nothing would have fired.',
    example: (where: string, tool: string) => `${where}, ${tool}:`,
    heededOption: 'judge what the model did after each advisory: heeded, ignored or unclear, per rule and harness (docs/heeded.md)',
  },
  heeded: {
    heading: (advisories: number, files: number, counterfactual: number) =>
      `${advisories.toLocaleString('en')} advisor${advisories === 1 ? 'y' : 'ies'} in ${files.toLocaleString('en')} ` +
      `session file${files === 1 ? '' : 's'}` +
      (counterfactual > 0
        ? ` (${counterfactual.toLocaleString('en')} counterfactual: sessions recorded without waymark, judged on the advice it would have given)`
        : ''),
    columns: ['rule', 'harness', 'given', 'heeded', 'ignored', 'unclear', 'heeded rate (95% CI)'],
    counterfactual: 'counterfactual',
    noRate: '–',
    nothing: 'No advisory found, given or counterfactual.',
    footnote: 'heeded rate = heeded / (heeded + ignored); unclear left out. Wilson score interval. Definitions: docs/heeded.md',
    progress: (advisories: number) => `replay --heeded: ${advisories.toLocaleString('en')} advisories…`,
  },
  install: {
    description: "Register waymark's hooks in a harness's settings, keeping every other byte of the file.",
    verifyDescription:
      'Check each surface: registered, missing, stale or unreadable; run each registered command once with a harmless payload.',
    uninstallDescription: "Remove waymark's entries from a harness's settings, and nothing else.",
    harnessOption: (ids: string) => `the harness, or several (a,b or the option repeated): ${ids}`,
    installAllOption: 'every harness found on this machine (its CLI on PATH, or its config folder)',
    nameOne: (ids: string) =>
      `name a harness with --harness <id> (several: --harness a,b), or use --all for every harness found on this machine; harnesses: ${ids}`,
    projectRoot: (root: string) => `project: ${root} (the repository root; --project <dir> picks another)`,
    detected: (id: string, evidence: string[]) => `detected ${id}: ${evidence.join(', ')}`,
    evidenceCommand: (command: string, path: string) => `\`${command}\` on PATH (${path})`,
    evidenceFolder: (folder: string) => `${folder} exists`,
    notDetected: 'not detected: no CLI on PATH, no config folder',
    noneDetected:
      'no harness detected on this machine (no harness CLI on PATH, no config folder such as ~/.claude or ~/.codex); name one with --harness <id>',
    section: (id: string, scope: string) => `\n== ${id} (${scope})`,
    summary: {
      heading: '\nsummary:',
      installed: 'installed',
      wouldInstall: 'would install',
      upToDate: 'up to date',
      skipped: 'skipped',
      action: 'needs your action',
      trust: (ids: string) => `trust: ${ids} skips hooks it has not trusted (what to run is printed above)`,
      noted: (ids: string) => `read the note printed above for ${ids}: a switch or an approval in the harness`,
      restart: (ids: string) => `restart: sessions of ${ids} that are already running read hooks only when they start`,
      next: 'next: `waymark verify`',
      nextDryRun: 'next: run it again without --dry-run, then `waymark verify`',
    },
    scopeOption: 'project (settings inside --project) or user (your home directory)',
    projectOption: 'the project directory (default: the repository root above the current directory)',
    trustOption: 'Codex: record the hook trust entries in config.toml, as Codex computes them',
    dryRunOption: 'print the unified diff of what would change, write nothing',
    everyOption: 'every harness, found on this machine or not: a registration outlives the harness',
    jsonOption: 'print the report as JSON',
    unknownHarness: (id: string, ids: string, near?: string) =>
      `unknown harness "${id}"${near ? `; did you mean "${near}"?` : ''} (one of: ${ids})`,
    clineNotOurs: (path: string) =>
      `${path} is a Cline hook that is not waymark's launcher; waymark leaves it alone (nothing written). Move it aside, or merge its work into it yourself`,
    clineRemoved: (dir: string, count: number) => `removed ${count} waymark launcher${count === 1 ? '' : 's'} from ${dir}`,
    ompNotOurs: (path: string) => `${path} is not waymark's oh-my-pi shim; waymark leaves it alone (nothing written)`,
    ompTargetMissing: (target: string) => `the module it loads, ${target}, does not exist; run install again`,
    ompIgnored: (path: string, rule: string) =>
      `${path} is git-ignored (${rule}), and oh-my-pi never loads an extension git ignores: remove that rule (or use --scope user)`,
    ompNotFoundFix: "install waymark where oh-my-pi's PATH finds it (npm i -g waymark), outside this project",
    notFoundShort: 'waymark not found',
    team: {
      recorded: (path: string, ids: readonly string[]) =>
        `recorded the harnesses this repository uses in ${path} (${ids.join(', ')}): commit it, and a teammate's plain \`waymark install\` sets up the same`,
      cannotRecord: (path: string, ids: readonly string[]) =>
        `${path} is not in the form waymark rewrites; add "harnesses": ${JSON.stringify(ids)} to it yourself so teammates set up the same`,
      using: (path: string, ids: readonly string[]) => `this repository uses ${ids.join(', ')} (${path})`,
      missingForYou: (vendor: string, id: string) =>
        `missing for you: this repository uses ${vendor}, whose registration is personal; run \`waymark install\` (or --harness ${id})`,
    },
    stateRemoved: (dir: string) => `removed ${dir}: no registration is left, so nothing of waymark's state is needed`,
    overlap: {
      bothScopes: (vendor: string, path: string, id: string, scope: string) =>
        `waymark is also registered for ${vendor} in ${path} (${scope} scope): ${vendor} runs both on every call; ` +
        `keep one (waymark uninstall --harness ${id} --scope ${scope})`,
      alsoRuns: (vendor: string, owner: string, path: string, when: string | undefined) =>
        `${vendor} also runs ${owner}'s registration in ${path}${when ? ` (${when})` : ''}: two registrations answer ` +
        `each of its calls, and that one is written in ${owner}'s dialect`,
      answers: (path: string, reader: string, owner: string, when: string | undefined, readerToo: boolean) =>
        `${path} answers ${reader} too${when ? ` (${when})` : ''}, in ${owner}'s dialect` +
        `${readerToo ? `; ${reader} has its own registration as well, so both run on each of its calls` : ''}`,
    },
    notFoundBy: (vendor: string, fix: string) => `waymark not found by ${vendor}: ${fix}`,
    notFoundFix: (login: boolean) =>
      login
        ? 'it runs hooks in a login shell ($SHELL -lc), whose profile sets PATH without waymark: install waymark where ' +
          "that PATH finds it (npm i -g waymark), or add npm's global bin (npm prefix -g)/bin to PATH in your shell profile"
        : 'install waymark where the PATH it runs with finds it (npm i -g waymark), outside this project; the registration stays silent until then',
    npxFix: (found: string) =>
      `the only waymark is ${found}, in npx's temporary cache, which is gone once npx exits: install it for good (npm i -g waymark)`,
    terminalOnly: (vendor: string, found: string, system: string) =>
      `only a ${vendor} started from a terminal finds waymark (${found}); started from the desktop it has the ` +
      `system PATH (${system}), without waymark: install waymark into one of those folders, or start ${vendor} from a terminal`,
    npxRefused: (found: string) =>
      `the waymark on PATH is ${found}, in npx's temporary cache: a shared file would run it after npx has removed ` +
      `it. Install waymark for good (npm i -g waymark) and run \`waymark install\` again, or install for yourself ` +
      `only with --scope user (nothing written)`,
    badScope: (scope: string) => `unknown scope "${scope}"; use project or user`,
    noProject: (dir: string) => `project directory ${dir} does not exist or is not a directory`,
    unsafePath: (path: string, character: string) =>
      `refusing to register ${path}: it contains ${JSON.stringify(character)}, which the harness's shell would ` +
      `interpret; install waymark (or Node) under a path without it`,
    notShaped: (file: string, where: string, what: string) =>
      `${file}: ${where} is not ${what}; waymark will not rewrite a file it does not understand (nothing written)`,
    parentNotDirectory: (path: string) => `${path}: a parent of this path is a file, not a directory (nothing written)`,
    unreadable: (path: string, error: unknown) => `${path}: cannot read it (${error instanceof Error ? error.message : String(error)})`,
    isDirectory: (path: string) => `${path} is a directory where a settings file should be (nothing written)`,
    notAFile: (path: string) => `${path} is not a regular file (nothing written)`,
    readOnly: (path: string) => `${path} is read-only; make it writable to install (nothing written)`,
    readOnlyDir: (dir: string, path: string) =>
      `cannot write ${path}: the directory ${dir} is read-only, and waymark writes there (a temporary file, renamed ` +
      `into place); make it writable (chmod u+w ${dir}) and run the command again (nothing written)`,
    danglingSymlink: (path: string, target: string) =>
      `${path} is a symlink to ${target}, which does not exist; create ${target} (for example with {} in it) or ` +
      `remove the link, then run the command again (nothing written)`,
    linkedInProject: (path: string, real: string) =>
      `${path} resolves to ${real}: a link in the project (at the file or a folder above it) points the write ` +
      `elsewhere, and waymark writes only the file it names; replace the link with a real file or folder, then run ` +
      `the command again (nothing written)`,
    sameFileAs: (path: string, other: string) =>
      `${path} is the same file as ${other} (a hard link): writing one would write the other; make ${path} a file ` +
      `of its own, then run the command again (nothing written)`,
    incompleteWrite: (path: string, error: unknown) =>
      `could not write all of ${path} (${errnoReason(error)}); its original bytes were put back (the file is unchanged)`,
    symlinkLoop: (path: string) =>
      `${path} is a symlink that loops back on itself; point it at a real file or remove it, then run the command again (nothing written)`,
    tooLarge: (path: string, bytes: number) =>
      `${path} is larger than ${bytes / 1024 / 1024} MiB, far more than a settings file holds; check that it is the right file (nothing written)`,
    tooDeep: (path: string, detail: string) =>
      `${path} is ${detail}, deeper than waymark edits; flatten it, or add waymark's entries by hand (nothing written)`,
    cannotCreateDir: (dir: string, error: unknown) =>
      `cannot create the directory ${dir} (${errnoReason(error)}); create it yourself, or choose another --project or --scope (nothing written there)`,
    cannotWrite: (path: string, error: unknown) =>
      `cannot write ${path} (${errnoReason(error)}); check the permissions of the file and its directory (the file is unchanged)`,
    notRecorded: (path: string, dir: string) =>
      `note: could not record what install changed in ${path} under ${dir}; uninstall will still remove exactly ` +
      `waymark's entries, but cannot restore the file byte for byte`,
    comments: (path: string, detail: string) =>
      `${path} has a comment (${detail}); waymark cannot rewrite it without losing it. Remove the comments or add the entries by hand (nothing written)`,
    malformed: (path: string, detail: string) =>
      `${path} is not valid JSON: ${detail}; fix it (or move it aside) and run the command again (nothing written)`,
    registered: (vendor: string, path: string) => `registered waymark for ${vendor} in ${path}`,
    upToDate: (path: string) => `${path} is up to date (nothing written)`,
    copied: (home: string, count: number) => `copied the dispatcher and messages to ${home} (${count} files)`,
    wouldCopy: (home: string, count: number) => `would copy ${count} files (dispatcher, messages, contracts) to ${home}`,
    codexTrusted: (path: string) => `recorded Codex hook trust for waymark's entries in ${path}`,
    codexTrustHint: (command: string) =>
      `Codex skips hooks it has not trusted, silently. Trust waymark's entries with:\n  ${command}\n(or review them in Codex with /hooks)`,
    codexTrustRefused: (path: string, problem: string) =>
      `cannot record Codex hook trust in ${path}: ${problem}. Fix the file, or trust waymark's hooks in Codex with ` +
      `/hooks and install without --trust (nothing written)`,
    codexTrustForm: "it records trust for waymark's hooks in a form waymark does not edit",
    codexTrustNotRecorded: 'the edit would not record the hashes where Codex reads them',
    codexTrustOtherKeys: "the edit would change settings that are not waymark's",
    codexTrustRemoved: (path: string, count: number) =>
      `removed ${count} Codex trust ${count === 1 ? 'entry' : 'entries'} for waymark's hooks from ${path}`,
    codexProjectUntrusted: (project: string) =>
      `Codex loads ${project}/.codex only in a trusted project: trust it when Codex asks, or add ` +
      `[projects."${project}"] trust_level = "trusted" to config.toml`,
    noContract: (id: string) => `this waymark build has no "${id}" contract yet, so the dispatcher stays silent for this harness`,
    renderedFor: (dispatcher: string) => `rendered for ${dispatcher}`,
    extraEntry: (dispatcher: string) => `extra entry, rendered for ${dispatcher}`,
    aWaymarkEntry: 'a waymark entry',
    differs: 'differs from what this waymark registers (messages, matcher or options); run install again',
    noCommand: 'no command to run in this entry',
    notFound: 'exit 127: the shell found no such command; for `waymark dispatch`, install waymark where PATH finds it (npm i -g waymark)',
    untrustedEntry: 'Codex skips it silently until its hash is trusted (waymark install --trust, or /hooks in Codex)',
    skipped: (path: string, error: unknown) => `skipped ${path}: ${error instanceof Error ? error.message : String(error)}`,
    nothingThere: (path: string) => `nothing of waymark's in ${path}`,
    removed: (path: string, count: number) => `removed ${count} waymark ${count === 1 ? 'entry' : 'entries'} from ${path}`,
    deleted: (path: string, count: number) =>
      `removed ${count} waymark ${count === 1 ? 'entry' : 'entries'} and deleted ${path}: nothing else was in it`,
    nothingInstalled: 'no waymark registrations found; name one with --harness <id>, or check every harness with --all',
    // Which command form a registration takes, and why (src/install/surfaces/commandForm.ts).
    form: {
      user: 'absolute paths (this Node, your runtime copy): the file is yours alone',
      personal: "absolute paths, in the harness's personal file, which git ignores: your teammates never get it",
      ompShim:
        'a shim that loads the waymark on PATH, naming no path of yours: oh-my-pi skips extensions git ignores, so this file is for your team to commit',
      path: (found: string) =>
        `\`waymark dispatch\` from PATH (${found} here), so the file works on every teammate's machine with waymark ` +
        `installed; absolute paths would be yours alone`,
      refused: (id: string, found: string | undefined) =>
        `${found ? `the waymark on PATH is ${found}, inside this project, and a hook must never run the project's own code` : 'waymark is not on PATH'}; ` +
        `a project install for ${id} writes \`waymark dispatch …\` into a file your team shares, so it needs waymark installed outside the project. ` +
        `Install it globally (npm i -g waymark) and run install again, or install for yourself only with --scope user (nothing written)`,
      chose: (path: string, why: string) => `${path}: ${why}`,
      ignored: (path: string) => `${path} is git-ignored`,
      excluded: (path: string, line: string, exclude: string) =>
        `${path} was not git-ignored: added ${line} to ${exclude} (this clone only, not committed)`,
      unexcluded: (line: string, exclude: string) => `removed ${line} from ${exclude} (waymark added it)`,
      wouldUnexclude: (line: string, exclude: string) => `would remove ${line} from ${exclude}`,
      wouldExclude: (line: string, exclude: string) => `would add ${line} to ${exclude}, so git ignores the personal file`,
      tracked: (path: string, rel: string) =>
        `${path} is tracked by git, so your teammates get your paths; untrack it with: git rm --cached -- ${rel}`,
      excludeFailed: (path: string, exclude: string, error: unknown) =>
        `could not add ${path} to ${exclude} (${error instanceof Error ? error.message : String(error)}); add it to .gitignore yourself`,
      former: (path: string) =>
        `in ${path}, which your team shares, with your own paths; run install again to move it to the personal file`,
      docsHeading: '## At project scope: what your team commits',
      docsPersonal: (file: string, former: string[]) =>
        `\`${file}\` is the harness's personal file, kept out of git: install checks with \`git check-ignore\` and, ` +
        `when no rule ignores it, adds it to \`.git/info/exclude\` (this clone only). Its entries keep absolute paths ` +
        `(this Node, your per-user runtime copy); nothing your team commits changes.` +
        (former.length > 0
          ? ` Entries an earlier version wrote with your paths into ${former.map((f) => `\`${f}\``).join(', ')}, which ` +
            `teams commit, are moved out by install, reported by verify and removed by uninstall.`
          : ''),
      docsShared: (file: string) =>
        `\`${file}\` is shared: teams commit it. Its entries run \`waymark dispatch …\` found on \`PATH\`, so they ` +
        `work on every teammate's machine with waymark installed (\`npm i -g waymark\`), and carry no path of yours; ` +
        `guarded by \`command -v waymark >/dev/null 2>&1 || exit 0\`, they stay silent where waymark is missing, and ` +
        `\`verify\` says so. Install refuses when \`waymark\` is not on \`PATH\`, resolves inside the project (its own ` +
        `\`node_modules/.bin\`: a hook never runs the project's code) or in npx's temporary cache; install globally, ` +
        `or use \`--scope user\`. Entries an earlier version wrote with absolute paths are replaced in place.`,
      docsTable: ['harness', 'project file', 'command'],
      docsPersonalCell: 'absolute paths, personal file (git-ignored)',
      docsSharedCell: '`waymark dispatch` from PATH',
      teamToo: (path: string, id: string) =>
        `${path} also registers waymark for your team (\`waymark dispatch\`), and the harness runs both, so each ` +
        `advisory would arrive twice: keep that one and remove yours (waymark uninstall --harness ${id})`,
      moved: (path: string, count: number) =>
        `removed ${count} waymark ${count === 1 ? 'entry' : 'entries'} with your own paths from ${path}, which your team shares (now in the personal file)`,
    },
    nothingInstalledFix: 'run `waymark install --all` (or --harness <id>)',
    reinstall: (command: string) => `${command} (writes what is missing or stale, keeps everything else)`,
    verifyProgress: (id: string, scope: string) => `verify: ${id} (${scope})…`,
    verifyRunning: (id: string, scope: string, event: string, matcher: string | undefined) =>
      `verify: ${id} (${scope}): running ${event}${matcher ? ` [${matcher}]` : ''}…`,
    verifySummary: (working: number, total: number, problems: number) =>
      `${working} of ${total} registration${total === 1 ? '' : 's'} ran as the harness runs them; ` +
      `${problems === 0 ? 'no problems' : `${problems} surface${problems === 1 ? ' needs' : 's need'} your attention (each says what to do above)`}`,
    notes: {
      cursor:
        'Cursor also runs the hooks in Claude Code\'s settings when "Include third-party Plugins, Skills, and other ' +
        'configs" is on (Cursor Settings → Rules, Skills, Subagents); with waymark installed for both, each session ' +
        "start and each tool call is advised once. Tool-time advice needs Cursor's hooks 1.0.21 or later " +
        '(@cursor/sdk); earlier versions accept the reply and drop it.',
      devin:
        "Devin Local also runs the hooks in Claude Code's settings by default; switch that import off with " +
        '`read_config_from` in the Devin config if waymark is also installed for claude-code.',
      copilot:
        'Copilot runs repository hooks only in a trusted folder (it asks, or pass --trust-folder); it also runs the hooks in .claude/settings.json.',
      codebuddy: 'CodeBuddy may hold changed hooks until you approve them in /hooks.',
      codexLoginShell:
        "Codex runs hooks in a login shell ($SHELL -lc), whose profile sets PATH: waymark must be on that PATH (npm's global bin), for you and each teammate.",
      kiro: "Written in Kiro's hooks v1 format (IDE 1.0 / CLI 3.0); older Kiro versions read other files.",
      droid:
        'Droid runs project hooks only once the folder is trusted, and an organisation Hooks Policy can switch ' +
        "unmanaged hooks off; an event listed in .factory/hooks.json replaces the same event's hooks in .factory/settings.json.",
      antigravity:
        'Antigravity CLI support follows its documentation only (not run here): waymark answers session start alone, ' +
        'and some agy versions are reported to read hooks only from installed plugins.',
      cline:
        'Cline runs every file named after an event in its hooks folders; waymark writes one small launcher per event ' +
        'and reads nothing else there. In VS Code, turn on "Enable Hooks".',
    },
  },
  upgrade: {
    description: 'Rewrite every registration you have, in every project, for this version of waymark; remove runtime copies nothing uses.',
    none: 'no registrations recorded: nothing to upgrade (install records live in the state directory)',
    section: (id: string, scope: string, path: string) => `\n== ${id} (${scope}) ${path}`,
    projectGone: (project: string) => `skipped: the project ${project} no longer exists`,
    removedRuntime: (dir: string) => `removed ${dir}: no registration uses it`,
    wouldRemoveRuntime: (dir: string) => `would remove ${dir}: no registration uses it`,
    done: (count: number, dryRun: boolean) =>
      `\n${dryRun ? 'would upgrade' : 'upgraded'} ${count} registration${count === 1 ? '' : 's'}; next: \`waymark verify\` in each project`,
    hint: (count: number) =>
      `${count} other registration${count === 1 ? '' : 's'} still run${count === 1 ? 's' : ''} an older waymark: ` +
      `run \`waymark upgrade\` to refresh every one of them`,
  },
  schema: {
    description: 'Print the JSON Schema of .waymark/config.json, for editors to complete and validate it.',
  },
};

/** What the commands for living with waymark say: rule ids, silences, the advice log, doctor. */
export const opsText = {
  rules: {
    option: 'list every rule (of one family: destructive, eval, secrets, dependency) with its id, what it warns about and its source',
    header: ['id', 'warns about', 'source'],
    unknownFamily: (family: string, known: string[], near: string | undefined) =>
      `"${family}" is not a rule family${near ? `; did you mean "${near}"?` : ''} (families: ${known.join(', ')})`,
    count: (count: number) =>
      `${count} rule${count === 1 ? '' : 's'}. Switch one off with "rules": { "<id>": false } in a config, or quiet it once with \`waymark silence <id>\`.`,
  },
  config: {
    heading: (errors: number, warnings: number) =>
      `configuration: ${errors} problem${errors === 1 ? '' : 's'}` +
      `${warnings > 0 ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''} (waymark ignores what is listed and applies the rest)`,
    warning: 'warning',
    error: 'problem',
    summary: (problems: readonly { warning?: boolean }[]) => {
      const errors = problems.filter((problem) => !problem.warning).length;
      return errors > 0 ? `; the configuration has ${errors} problem${errors === 1 ? '' : 's'} (listed above)` : '';
    },
  },
  silence: {
    description:
      "Quiet one rule's advice, with a reason: for the next call in this project (--once), for a while (--for 2h), " +
      'or in this project (--project). Only from your own terminal.',
    ruleArg: 'the rule id (`waymark list --rules`), a pack or family, or a guard id',
    reasonOption: 'why: kept with the silence, shown by --list and explain',
    onceOption: 'only the next call this rule speaks on, in this project, within 10 minutes',
    forOption: 'for a while: 30m, 2h, 1d, 1w (combined: 1h30m)',
    projectOption: 'only in this project (the repository root above here); kept in your state, never in the repository',
    listOption: 'list the silences in force',
    clearOption: 'remove silences: one by its id or rule id, or every one',
    jsonOption: 'print JSON',
    noTerminal:
      'refused: `waymark silence` runs only from a terminal you type in (stdin is not a terminal). Whatever a model ' +
      'reads, it can run; a silence is your decision, so run it yourself.',
    underHarness: (harness: string, variable: string) =>
      `refused: this looks like a command ${harness} is running (${variable} is set). A silence is your decision: ` +
      `run it from your own terminal, outside the agent.`,
    unknownRule: (id: string, near: string | undefined) =>
      `"${id}" is not a rule id${near ? `; did you mean "${near}"?` : ''} (\`waymark list --rules\` prints them)`,
    noRule: 'name the rule to silence: waymark silence <rule-id> --reason "…" (`waymark list --rules` prints the ids)',
    noReason: 'say why with --reason "…": it is kept with the silence, so you (and your team) can tell later',
    oneScope: 'choose one of --once, --for <duration> or --project (--project may go with --for)',
    badDuration: (value: string) => `"${value}" is not a duration: use e.g. 30m, 2h, 1d, 1w or 1h30m`,
    added: (rule: string, where: string, until: string) => `silenced ${rule} ${where}${until}.`,
    whereProject: (root: string) => `in ${root}`,
    everywhere: 'everywhere',
    once: ' for the next call it speaks on, within 10 minutes',
    until: (iso: string) => ` until ${iso}`,
    forever: ' until you clear it',
    undo: (id: string) => `Undo: waymark silence --clear ${id}`,
    none: 'No silences in force.',
    header: ['id', 'rule', 'where', 'until', 'reason'],
    onceCell: 'next call',
    foreverCell: 'cleared',
    cleared: (count: number) => `removed ${count} silence${count === 1 ? '' : 's'}`,
    nothingToClear: (which: string) => `no silence has the id or rule "${which}" (\`waymark silence --list\`)`,
  },
  log: {
    description:
      'Show the advice waymark gave: when, to which harness, by which rules, about what (redacted). Kept in the ' +
      'state dir; "adviceLog": false in your config switches it off.',
    sinceOption: 'only since then: a duration back from now (2h, 7d) or a date (2026-03-01)',
    ruleOption: 'only advice by this rule (or a rule of this pack or family)',
    harnessOption: 'only advice to this harness (claude-code or claude, qwen-code or qwen, …)',
    jsonOption: 'print JSON: one array of entries',
    badSince: (value: string) => `"${value}" is neither a duration (2h, 7d) nor a date (2026-03-01)`,
    empty: (file: string) => `No advice logged${file ? ` (${file})` : ''}.`,
    off: 'The advice log is switched off in your config ("adviceLog": false).',
    header: ['time', 'harness', 'event', 'rules', 'about'],
  },
  stats: {
    description: 'Count the advice given per rule and per harness over a period: which rules speak most, and which never do.',
    sinceOption: 'the period: a duration back from now (default 30d) or a date',
    heading: (entries: number, since: string) => `${entries} advis${entries === 1 ? 'ory' : 'ories'} logged since ${since}`,
    byRule: 'By rule (most first):',
    byHarness: 'By harness:',
    never: (packs: string[], rules: number) =>
      `Never spoke in this period: ${rules} rule${rules === 1 ? '' : 's'}; whole packs: ${packs.length > 0 ? packs.join(', ') : 'none'}`,
    heededOption: 'also judge, from these recorded sessions (files or folders), how often the model heeded each rule (docs/heeded.md)',
    heeded: (heeded: number, judged: number) => `heeded ${heeded} of ${judged} judged`,
  },
  doctor: {
    description:
      'Check everything that decides whether advice reaches the model: registrations per harness and scope (run as ' +
      "verify runs them), the PATH each harness uses, your and the project's config, the registered runtime " +
      'versions, the state dir, the advice log. Exit 0: fine; 1: problems found.',
    projectOption: 'the project to check (default: the repository root above here)',
    jsonOption: 'print the report as JSON (schema: docs/doctor.md)',
    fixOption: 'fix what is safe: re-register stale entries, make the state dir private, prune expired silences',
    progress: (what: string) => `doctor: ${what}…`,
    heading: (version: string) => `waymark ${version} doctor`,
    install: 'Registrations (each run as its harness runs it):',
    noInstall: 'none: `waymark install --all` registers waymark in every harness it finds',
    paths: 'The PATH each registered harness runs hooks with:',
    noPaths: 'no harness registered',
    notOnPath: 'not found',
    config: (user: string, project: string) => `Config: ${user} (yours), ${project} (the project's):`,
    noConfigProblems: 'no problems',
    runtimes: (installed: string, copies: string[]) =>
      `Runtime: this is ${installed}; copies installed: ${copies.length > 0 ? copies.join(', ') : 'none'}. Registered:`,
    onPathForm: '`waymark` from PATH (no per-version copy)',
    state: (dir: string, exists: boolean, mode: string | null, files: number, bytes: number) =>
      exists
        ? `State: ${dir}, mode ${mode}, ${files} file${files === 1 ? '' : 's'}, ${bytes.toLocaleString('en')} bytes`
        : `State: ${dir} (not created yet)`,
    log: (file: string, on: boolean, entries: number, bytes: number, last: string | null) =>
      `Advice log: ${on ? 'on' : 'off ("adviceLog": false in your config)'}, ` +
      `${file}: ${entries} entr${entries === 1 ? 'y' : 'ies'}, ${bytes.toLocaleString('en')} bytes${last ? `, last ${last}` : ''}`,
    silences: (active: number, expired: number) =>
      `Silences: ${active} in force${expired > 0 ? `, ${expired} expired` : ''} (\`waymark silence --list\`)`,
    fixed: 'Fixed:',
    warnings: (count: number) => `${count} warning${count === 1 ? '' : 's'}:`,
    problems: (count: number) => `${count} problem${count === 1 ? '' : 's'}:`,
    ok: 'No problems.',
  },
  completion: {
    description: 'Print a completion script for bash, zsh or fish (bash: eval "$(waymark completion bash)" in ~/.bashrc).',
    shellArg: 'bash, zsh or fish',
    unknownShell: (shell: string) => `"${shell}" is not a shell waymark completes: bash, zsh or fish`,
  },
};
