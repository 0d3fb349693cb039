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
    // Vendor contracts (issue 3).
    foreign: (contract: string, event: string | undefined) =>
      event ? `payload is ${contract}'s: translated as its ${event}` : `payload is ${contract}'s, for an event it has no reply to: silent`,
    stopActive: 'Stop with stop_hook_active: silent, so waymark never continues a loop',
    stopAnswered: 'Stop already answered this session (or that cannot be proved): silent',
    sessionStartDuplicate: 'SessionStart already delivered for this session and source by the other registration: silent',
  },
};
