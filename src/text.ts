// Every string a person or a model reads from waymark's code (the advice itself lives in messages/).

export const text = {
  program: 'One hook command for every AI coding harness: reads the event, runs advisory guards, answers in the harness\'s own dialect.',
  dispatch: {
    description: 'Run as a hook: read the event on stdin, print the advice for it in the harness\'s dialect. Always exits 0.',
    eventArg: 'the event the registration fires on, in the harness\'s spelling (SessionStart, PreToolUse, …)',
    messagesArg: 'message files to evaluate (default: every message bound to the event)',
    contractOption: 'the harness whose payload and reply dialect to speak',
  },
  fullProcedure: (path: string) => `Full procedure: ${path}`,
  capMarker: (cut: number, where: string | undefined) =>
    where
      ? `[waymark: ${cut} more characters cut here; the full text is in ${where}]`
      : `[waymark: ${cut} more characters cut here; the full text could not be saved]`,
  debug: {
    disabled: 'WAYMARK_DISABLE is set: silent',
    unknownContract: (id: string) => `unknown contract "${id}": silent`,
    dropped: (event: string, contract: string) => `${contract} passes no output of ${event} to the model: silent`,
    read: (bytes: number, outcome: string) => `read ${bytes} bytes from stdin (${outcome})`,
    notAnEvent: 'stdin held no JSON object: silent',
    messageMissing: (name: string) => `message "${name}" not found: skipped`,
    messageUnbound: (name: string, event: string) => `message "${name}" is not bound to this ${event}: skipped`,
    guardMissing: (name: string, guard: string) => `message "${name}" names unknown guard "${guard}": skipped`,
    guardFailed: (id: string, error: unknown) => `guard "${id}" failed: ${String(error)}`,
    guardResult: (id: string, spoke: boolean, ms: number) => `guard "${id}" ${spoke ? 'spoke' : 'silent'} (${ms.toFixed(2)} ms)`,
    alreadyDelivered: (name: string) => `base message "${name}" already delivered this session`,
    state: (status: string, error?: unknown) => `state ${status}${error ? `: ${String(error)}` : ''}; base messages delivered without once-per-session bookkeeping`,
    stateBusy: 'state lock busy: base messages left to the hook holding it',
    capped: (from: number, to: number) => `capped ${from} characters to ${to}`,
    failed: (error: unknown) => `dispatch failed open: ${error instanceof Error ? error.stack ?? error.message : String(error)}`,
  },
  explain: {
    description: 'Show, for a person, what dispatch would do with an event: which messages and guards ran, which spoke, the text the model gets and the bytes the harness reads.',
    eventArg: 'the event, in the harness\'s spelling',
    contractOption: 'the harness whose dialect to speak',
    toolOption: 'the tool being called (Bash, Write, Edit, …)',
    inputOption: 'the tool input, as JSON',
    payloadOption: 'a whole payload in the harness\'s shape, from a file',
    jsonOption: 'print JSON for machines',
    heading: (event: string, tool: unknown, contract: string) =>
      `waymark explain: ${event}${typeof tool === 'string' ? ` · tool ${tool}` : ''} · contract ${contract} · as the first call of a session`,
    dropped: (contract: string, event: string) => `The ${contract} contract passes nothing of ${event} to the model: dispatch stays silent.`,
    nothingBound: 'No message is bound to this event and tool.',
    evaluated: (count: number) => `Evaluated ${count} message${count === 1 ? '' : 's'}:`,
    guard: (id: string) => `guard ${id}`,
    base: 'base message',
    silence: 'The model gets nothing, and the harness reads an empty stdout.',
    modelText: (used: number, cap: number, uncapped: number) =>
      `The model gets ${used.toLocaleString('en')} of ${cap.toLocaleString('en')} characters${uncapped > used ? ` (cut from ${uncapped.toLocaleString('en')})` : ''}:`,
    replyBytes: (bytes: number) => `The harness reads ${bytes.toLocaleString('en')} bytes on stdout:`,
    badJson: (what: string, problem: string) => `${what} is not valid JSON: ${problem}`,
    notAnObject: (what: string) => `${what} must hold one JSON object, the payload the harness sends.`,
    unknownContract: (id: string, known: string[]) => `unknown contract "${id}"; known: ${known.join(', ')}`,
    cannotRead: (path: string, problem: string) => `cannot read ${path}: ${problem}`,
    bothInputs: 'give the payload either as --input (with --tool) or as --payload, not both',
  },
  list: {
    description: 'List the messages with their bindings, the guards, and the contracts.',
    messages: 'Messages',
    messageHeader: ['name', 'kind', 'event', 'matcher', 'guard'],
    guards: 'Guards',
    guardHeader: ['guard', 'messages'],
    unused: '(no message binds it)',
    contracts: 'Contracts',
    contractHeader: ['contract', 'harness', 'replies on', 'silent on', 'cap'],
  },
  replay: {
    description: 'Run the tool calls of a recorded Claude Code transcript through the guards and summarise what would have fired, where and how often.',
    transcriptArg: 'a Claude Code session transcript (.jsonl)',
    notAFile: 'not a file',
    progress: (calls: number) => `replay: ${calls.toLocaleString('en')} tool calls…`,
    heading: (calls: number, lines: number, advised: number) =>
      `${calls.toLocaleString('en')} tool calls in ${lines.toLocaleString('en')} transcript lines; ${advised.toLocaleString('en')} would have got advice`,
    nothing: 'Nothing would have fired.',
    example: (line: number, tool: string) => `line ${line}, ${tool}:`,
  },
};
