import { argumentsFor, stepAt, type ToolNames, type ToolSchema } from '../scenario.js';
import { json, sse, startMock, type MockServer } from './server.js';

/** OpenAI Responses API (`POST /v1/responses`), streamed, as Codex 0.171.0 reads it (offline-e2e.md). */
export function startResponsesMock(tools: ToolNames, cwd: string): Promise<MockServer> {
  return startMock((request, res) => {
    if (request.path.startsWith('/v1/models')) return json(res, 200, { object: 'list', data: [] });
    if (!request.path.startsWith('/v1/responses')) return json(res, 404, { error: { message: request.path } });
    const body = request.body ?? {};
    const offered: ToolSchema[] = (body.tools ?? []).map((t: any) => ({ name: t.name, parameters: t.parameters ?? {} }));
    const input: any[] = Array.isArray(body.input) ? body.input : [];
    const results = input.filter((item) => item.type === 'function_call_output' || item.type === 'custom_tool_call_output').length;
    const step = offered.some((t) => t.name === tools.shell) ? stepAt(results) : { kind: 'text' as const, text: 'ok' };
    const tool = step.kind === 'text' ? undefined : offered.find((t) => t.name === tools[step.kind]);
    let item: Record<string, unknown>;
    if (step.kind === 'write' && tool?.name === 'apply_patch') {
      // apply_patch is a freeform tool: the whole patch is the input text.
      const lines = step.content
        .trimEnd()
        .split('\n')
        .map((line) => `+${line}`);
      item = {
        type: 'custom_tool_call',
        id: `ctc_${step.id}`,
        call_id: step.id,
        name: 'apply_patch',
        input: ['*** Begin Patch', `*** Add File: ${step.file}`, ...lines, '*** End Patch', ''].join('\n'),
        status: 'completed',
      };
    } else if (step.kind !== 'text' && tool) {
      item = {
        type: 'function_call',
        id: `fc_${step.id}`,
        call_id: step.id,
        name: tool.name,
        arguments: JSON.stringify(argumentsFor(step, tool, cwd)),
        status: 'completed',
      };
    } else {
      const text = step.kind === 'text' ? step.text : `no ${step.kind} tool offered`;
      item = {
        type: 'message',
        id: `msg_${results}`,
        role: 'assistant',
        status: 'completed',
        content: [{ type: 'output_text', text, annotations: [] }],
      };
    }
    request.answered = item.call_id ? String(item.call_id) : 'text';
    const id = `resp_${request.method}_${results}_${Date.now()}`;
    const usage = { input_tokens: 10, output_tokens: 5, total_tokens: 15 };
    sse(res, [
      ['response.created', { type: 'response.created', response: { id, status: 'in_progress', output: [] } }],
      ['response.output_item.added', { type: 'response.output_item.added', output_index: 0, item }],
      ['response.output_item.done', { type: 'response.output_item.done', output_index: 0, item }],
      ['response.completed', { type: 'response.completed', response: { id, status: 'completed', output: [item], usage } }],
    ]);
  });
}
