import { argumentsFor, stepAt, type ToolNames, type ToolSchema } from '../scenario.js';
import { json, sse, startMock, type MockServer } from './server.js';

/** OpenAI Chat Completions (`POST /v1/chat/completions`), streamed, as Qwen Code and Copilot ask (offline-e2e.md). */
export function startChatMock(tools: ToolNames, cwd: string): Promise<MockServer> {
  return startMock((request, res) => {
    if (request.path.startsWith('/v1/models')) return json(res, 200, { object: 'list', data: [{ id: 'mock-model', object: 'model' }] });
    if (!request.path.startsWith('/v1/chat/completions')) return json(res, 404, { error: { message: request.path } });
    const body = request.body ?? {};
    const offered: ToolSchema[] = (body.tools ?? []).map((t: any) => ({
      name: t.function?.name,
      parameters: t.function?.parameters ?? {},
    }));
    const results = (body.messages ?? []).filter((m: any) => m.role === 'tool').length;
    const step = offered.some((t) => t.name === tools.shell) ? stepAt(results) : { kind: 'text' as const, text: 'ok' };
    const tool = step.kind === 'text' ? undefined : offered.find((t) => t.name === tools[step.kind]);
    const call =
      step.kind !== 'text' && tool
        ? { id: step.id, type: 'function', function: { name: tool.name, arguments: JSON.stringify(argumentsFor(step, tool, cwd)) } }
        : undefined;
    const text = step.kind === 'text' ? step.text : `no ${step.kind} tool offered`;
    request.answered = call ? call.id : 'text';
    const finish = call ? 'tool_calls' : 'stop';
    const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
    const base = {
      id: `chatcmpl-${results}`,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'mock-model',
    };
    if (!body.stream) {
      const message = call ? { role: 'assistant', content: null, tool_calls: [call] } : { role: 'assistant', content: text };
      return json(res, 200, { ...base, object: 'chat.completion', choices: [{ index: 0, message, finish_reason: finish }], usage });
    }
    const delta = call ? { tool_calls: [{ index: 0, ...call }] } : { content: text };
    sse(
      res,
      [
        [undefined, { ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] }],
        [undefined, { ...base, choices: [{ index: 0, delta, finish_reason: null }] }],
        [undefined, { ...base, choices: [{ index: 0, delta: {}, finish_reason: finish }], usage }],
      ],
      true,
    );
  });
}
