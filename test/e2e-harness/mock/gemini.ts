import { argumentsFor, stepAt, type ToolNames, type ToolSchema } from '../scenario.js';
import { json, sse, startMock, type MockServer } from './server.js';

/**
 * Gemini API (`POST /v1beta/models/<model>:streamGenerateContent?alt=sse`, `:generateContent`,
 * `:countTokens`), as Gemini CLI 0.61.0 calls it through @google/genai with GOOGLE_GEMINI_BASE_URL.
 * The scripted step comes from the functionResponse parts the conversation already holds; a call
 * without tools (the CLI's own JSON side requests) gets a short JSON answer.
 */
export function startGeminiMock(tools: ToolNames, cwd: string): Promise<MockServer> {
  return startMock((request, res) => {
    const route = /\/models\/([^/:?]+):(\w+)/.exec(request.path);
    if (!route) return json(res, 404, { error: { code: 404, message: request.path, status: 'NOT_FOUND' } });
    const [, model, method] = route;
    const body = request.body ?? {};
    if (method === 'countTokens') return json(res, 200, { totalTokens: 10 });
    const offered: ToolSchema[] = (body.tools ?? [])
      .flatMap((t: any) => t.functionDeclarations ?? [])
      .map((f: any) => ({ name: f.name, parameters: f.parametersJsonSchema ?? f.parameters ?? {} }));
    const parts = (body.contents ?? []).flatMap((c: any) => c.parts ?? []);
    const results = parts.filter((p: any) => p.functionResponse).length;
    const wantsJson =
      body.generationConfig?.responseMimeType === 'application/json' || body.config?.responseMimeType === 'application/json';
    const scripted = stepAt(results);
    // Non-interactive Gemini CLI denies writes to build files (package.json among them: "Build File
    // Protection", @google/gemini-cli-core@0.61.0 policy engine) before any hook runs; a pip
    // manifest is a dependency manifest to waymark and not a build file to Gemini.
    const script = scripted.kind === 'write' ? { ...scripted, file: 'requirements.txt', content: 'left-pad==1.3.0\n' } : scripted;
    const step = offered.some((t) => t.name === tools.shell)
      ? script
      : {
          kind: 'text' as const,
          text: wantsJson ? JSON.stringify({ reasoning: 'mock', next_speaker: 'user', model_choice: 'flash' }) : 'ok',
        };
    const tool = step.kind === 'text' ? undefined : offered.find((t) => t.name === tools[step.kind]);
    const part =
      step.kind === 'text' || !tool
        ? { text: step.kind === 'text' ? step.text : `no ${step.kind} tool offered` }
        : { functionCall: { id: step.id, name: tool.name, args: argumentsFor(step, tool, cwd) } };
    request.answered = 'functionCall' in part && step.kind !== 'text' ? step.id : 'text';
    const response = {
      candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
      modelVersion: model,
    };
    if (method === 'streamGenerateContent') return sse(res, [[undefined, response]]);
    return json(res, 200, response);
  });
}
