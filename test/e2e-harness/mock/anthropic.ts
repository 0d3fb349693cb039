import { argumentsFor, stepAt, type ToolNames, type ToolSchema } from '../scenario.js';
import { json, sse, startMock, type MockServer } from './server.js';

/** Anthropic Messages API (`POST /v1/messages`), as Claude Code 2.1.332 streams it (offline-e2e.md). */
export function startAnthropicMock(tools: ToolNames, cwd: string): Promise<MockServer> {
  return startMock((request, res) => {
    if (request.path.startsWith('/v1/messages/count_tokens')) return json(res, 200, { input_tokens: 1000 });
    if (!request.path.startsWith('/v1/messages'))
      return json(res, 404, { type: 'error', error: { type: 'not_found_error', message: request.path } });
    const body = request.body ?? {};
    const offered: ToolSchema[] = (body.tools ?? []).map((t: any) => ({ name: t.name, parameters: t.input_schema ?? {} }));
    const results = (body.messages ?? [])
      .flatMap((m: any) => (Array.isArray(m.content) ? m.content : []))
      .filter((b: any) => b.type === 'tool_result').length;
    const step = offered.some((t) => t.name === tools.shell) ? stepAt(results) : { kind: 'text' as const, text: 'ok' };
    const tool = step.kind === 'text' ? undefined : offered.find((t) => t.name === tools[step.kind]);
    const block =
      step.kind === 'text' || !tool
        ? { type: 'text', text: step.kind === 'text' ? step.text : `no ${step.kind} tool offered` }
        : { type: 'tool_use', id: `toolu_${step.id}`, name: tool.name, input: argumentsFor(step, tool, cwd) };
    const stop = block.type === 'tool_use' ? 'tool_use' : 'end_turn';
    request.answered = block.type === 'tool_use' && step.kind !== 'text' ? step.id : 'text';
    const message = {
      id: `msg_${results}`,
      type: 'message',
      role: 'assistant',
      model: body.model ?? 'mock',
      content: [] as unknown[],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 0 },
    };
    if (!body.stream)
      return json(res, 200, { ...message, content: [block], stop_reason: stop, usage: { input_tokens: 10, output_tokens: 5 } });
    const delta =
      block.type === 'tool_use'
        ? { type: 'input_json_delta', partial_json: JSON.stringify(block.input) }
        : { type: 'text_delta', text: block.text };
    const start = block.type === 'tool_use' ? { ...block, input: {} } : { type: 'text', text: '' };
    sse(res, [
      ['message_start', { type: 'message_start', message }],
      ['content_block_start', { type: 'content_block_start', index: 0, content_block: start }],
      ['content_block_delta', { type: 'content_block_delta', index: 0, delta }],
      ['content_block_stop', { type: 'content_block_stop', index: 0 }],
      ['message_delta', { type: 'message_delta', delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 5 } }],
      ['message_stop', { type: 'message_stop' }],
    ]);
  });
}
