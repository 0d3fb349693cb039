// The e2e suite's own parts, checked without any harness CLI (runs in `npm test`): the scripted
// mocks speak each wire format, and the classifier tells delivered from dropped from silent.
import { describe, expect, it } from 'vitest';
import { startAnthropicMock } from './mock/anthropic.js';
import { startChatMock } from './mock/chat.js';
import { startResponsesMock } from './mock/responses.js';
import type { MockServer } from './mock/server.js';
import { classify } from './report.js';
import type { Run, Tap } from './run.js';
import { argumentsFor, BENIGN_COMMAND, FINAL_TEXT, MARKERS, stepAt } from './scenario.js';
import { claudeCode } from './drivers/claude-code.js';

const SHELL = {
  type: 'object',
  properties: { command: { type: 'string' }, description: { type: 'string' } },
  required: ['command', 'description'],
};

async function post(mock: MockServer, path: string, body: unknown): Promise<string> {
  const response = await fetch(`${mock.origin}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return response.text();
}

describe('scenario', () => {
  it('calls eval, dependency, benign, then answers', () => {
    expect(
      [0, 1, 2, 3, 7].map((n) => {
        const s = stepAt(n);
        return s.kind === 'text' ? s.text : s.id;
      }),
    ).toEqual(['call_eval', 'call_dependency', 'call_benign', FINAL_TEXT, FINAL_TEXT]);
  });
  it('fills every required parameter of the offered schema', () => {
    expect(argumentsFor(stepAt(2) as never, { name: 'bash', parameters: SHELL }, '/p')).toEqual({
      command: BENIGN_COMMAND,
      description: 'waymark e2e step',
    });
    expect(
      argumentsFor(stepAt(1) as never, { name: 'create', parameters: { properties: { path: {}, file_text: {} } } }, '/p'),
    ).toMatchObject({ path: '/p/package.json' });
  });
});

// [wire, mock, path, a request after n tool results, what marks a tool call in the stream]
const WIRES = [
  [
    'anthropic',
    startAnthropicMock,
    '/v1/messages?beta=true',
    (n: number) => ({
      stream: true,
      tools: [{ name: 'Bash', input_schema: SHELL }],
      messages: [
        { role: 'user', content: 'go' },
        { role: 'user', content: Array.from({ length: n }, () => ({ type: 'tool_result' })) },
      ],
    }),
    'input_json_delta',
  ],
  [
    'chat',
    startChatMock,
    '/v1/chat/completions',
    (n: number) => ({
      stream: true,
      tools: [{ type: 'function', function: { name: 'Bash', parameters: SHELL } }],
      messages: [{ role: 'user', content: 'go' }, ...Array.from({ length: n }, () => ({ role: 'tool', content: 'x' }))],
    }),
    '"tool_calls"',
  ],
  [
    'responses',
    startResponsesMock,
    '/v1/responses',
    (n: number) => ({
      stream: true,
      tools: [{ type: 'function', name: 'Bash', parameters: SHELL }],
      input: [{ role: 'user', content: 'go' }, ...Array.from({ length: n }, () => ({ type: 'function_call_output', output: 'x' }))],
    }),
    '"function_call"',
  ],
] as const;

describe.each(WIRES)('%s mock', (_wire, start, path, body, callMark) => {
  it('answers the shell call first, the final text after three results, and records both', async () => {
    const mock = await start({ shell: 'Bash', write: 'Write' }, '/p');
    try {
      const call = await post(mock, path, body(0));
      const done = await post(mock, path, body(3));
      expect(call).toContain(callMark);
      expect(call).toContain('pickle.loads');
      expect(done).toContain(FINAL_TEXT);
      expect(mock.requests.map((r) => r.answered)).toEqual(['call_eval', 'text']);
    } finally {
      await mock.close();
    }
  });
});

describe('classify', () => {
  const tap = (argv: string[], stdin: string, stdout: string): Tap => ({ argv, started: 0, exitCode: 0, stdin, stdout });
  const request = (text: string, answered: string) => ({
    method: 'POST',
    path: '/',
    headers: {},
    body: { messages: [{ content: text }] },
    text,
    answered,
  });
  const run: Run = {
    harness: 'claude-code',
    registeredBy: 'installer',
    paths: { home: '', project: '', cache: '', root: '/nonexistent', globalBin: '' },
    taps: [
      tap(['SessionStart'], '{}', MARKERS.bootstrap),
      tap(['PreToolUse'], 'pickle', MARKERS.eval),
      tap(['PreToolUse'], BENIGN_COMMAND, ''),
    ],
    requests: [
      request(`${MARKERS.bootstrap}`, 'call_eval'),
      request('call_dependency', 'call_dependency'),
      request(`call_benign ${FINAL_TEXT}`, 'call_benign'),
      request('call_benign', 'text'),
    ],
    exitCode: 0,
    timedOut: false,
    stdout: FINAL_TEXT,
    stderr: '',
    ms: 0,
  };
  it('tells delivered, dropped by the vendor, not answered, a quiet benign call and a clean run apart', () => {
    expect(classify(run, claudeCode, ['# Shell commands']).map((row) => row.outcome)).toEqual([
      'delivered',
      'dropped by vendor',
      'not answered',
      'ok',
      'ok',
    ]);
  });
  it('fails a benign call that brings waymark text, and a run that timed out', () => {
    const loud = { ...run, timedOut: true, requests: [...run.requests.slice(0, 3), request(`call_benign ${MARKERS.bootstrap}`, 'text')] };
    expect(
      classify(loud, claudeCode, [MARKERS.bootstrap])
        .slice(3)
        .map((row) => row.outcome),
    ).toEqual(['failed', 'failed']);
  });
});
