import { isPayload, type Transform } from './transform.js';

/**
 * Copilot CLI sends `toolArgs` as an object (1.0.102, observed) or as the model's raw argument
 * string (1.0.60 code): decode the string; anything that is not an object is no tool input.
 */
export const toolArgsJson: Transform = (payload) => {
  const input = payload.tool_input;
  if (typeof input !== 'string') return [payload];
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch {
    parsed = undefined;
  }
  return [{ ...payload, tool_input: isPayload(parsed) ? parsed : undefined }];
};
