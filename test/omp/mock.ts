// A scripted model for oh-my-pi on loopback, speaking OpenAI Chat Completions (OMP's
// `openai-completions` api, configured in the scratch agent dir's models.yml). Each request gets
// the step after the last tool result it carries, so the request that follows a tool call is the
// one that shows what the model saw of that call's result.
import { json, sse, startMock, type MockServer } from '../e2e-harness/mock/server.js';

export interface ToolStep {
  id: string;
  tool: 'bash' | 'write';
  args: Record<string, unknown>;
}

export const FINAL_TEXT = 'All steps done.';

export function startModel(steps: readonly ToolStep[]): Promise<MockServer> {
  return startMock((request, res) => {
    if (!request.path.endsWith('/chat/completions')) return json(res, 404, { error: { message: request.path } });
    const body = request.body ?? {};
    const results = (body.messages ?? []).filter((message: any) => message.role === 'tool').length;
    const step = steps[results];
    request.answered = step?.id ?? 'text';
    const delta = step
      ? { tool_calls: [{ index: 0, id: step.id, type: 'function', function: { name: step.tool, arguments: JSON.stringify(step.args) } }] }
      : { content: FINAL_TEXT };
    const base = { id: `chatcmpl-${results}`, object: 'chat.completion.chunk', created: 0, model: body.model ?? 'scripted' };
    const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
    sse(
      res,
      [
        [undefined, { ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] }],
        [undefined, { ...base, choices: [{ index: 0, delta, finish_reason: null }] }],
        [undefined, { ...base, choices: [{ index: 0, delta: {}, finish_reason: step ? 'tool_calls' : 'stop' }], usage }],
      ],
      true,
    );
  });
}
