import { isPayload, type Transform } from './transform.js';

// Antigravity CLI (`agy`) sends no event name and no Claude keys: the call is `toolCall {name, args}`
// with PascalCase argument names (docs/vendors/antigravity.md#payload-keys [docs, unverified]).
// The contract's `inputKeys` rename the arguments; this lifts the call to where they are read.
export const antigravityToolCall: Transform = (payload) => {
  const call = payload.toolCall;
  if (!isPayload(call) || typeof call.name !== 'string' || typeof payload.tool_name === 'string') return [payload];
  return [{ ...payload, tool_name: call.name, tool_input: isPayload(call.args) ? call.args : {} }];
};
