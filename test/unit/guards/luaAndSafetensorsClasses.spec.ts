import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { evalGuard } from '../../../src/guards/eval.js';
import { evalSpeaks } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Round 123's eval false alarms, as classes: Lua's `load`/`loadstring`/`dostring` of a fixed literal chunk (Lua interpolates
// nowhere, so braces in a quoted string, a long bracket string and a `..` of literals are all fixed code), and the
// safetensors loaders, which read tensors and never unpickle (`safetensors.torch.load(` holds `torch.load(` as its tail).
// One line per case; the risky forms of the same calls still speak.

const lua = '/home/dev/proj/firmware/fryer/defaults.lua';
const py = '/home/dev/proj/forecast/remote.py';
const context = guardContext();
const edit = (file_path: string, old_string: string, new_string: string) =>
  evalGuard.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } } as CanonicalEvent,
    context,
  ) !== undefined;

describe('Lua load/loadstring/dostring of a fixed literal chunk (eval/lua/load-string)', () => {
  test.each([
    // The brief's own call: a quoted table literal with braces and commas, called at once.
    [
      '-- default cook times in seconds, per product\nlocal defaults = load("return { cod = 420, haddock = 390, chips = 300, sausage = 240 }")()\n\n' +
        'local M = {}\n\nfunction M.cook_seconds(product)\n  return defaults[product] or 300\nend\n\nreturn M\n',
      false,
    ],
    ['local defaults = load("return { cod = 420, chips = 300 }")\nreturn defaults()\n', false],
    ["local t = loadstring('return { a = 1 }')()\n", false],
    ['local f = loadstring([==[ x = { 1, 2 } ]==])\nf()\n', false],
    ['local f = load([[return { x = 1 }]])\nreturn f()\n', false],
    ['dostring("t = { a = 1, b = 2 }")\n', false],
    ['local t = load("return " .. "{ a = 1 }")()\n', false],
    ['local t = load("return 1", "const", "t", {})()\n', false],
    // A chunk built from or read as a value still speaks.
    ['local f = load(body)\nreturn f()\n', true],
    ['local f = load("return " .. input)\nreturn f()\n', true],
    ['local f = load("return { a = " .. v .. " }")\n', true],
    ['local f = load([[return ]] .. s)\nf()\n', true],
    ['local f = loadstring(io.read())\nf()\n', true],
    ['dofile(path)\n', true],
    ['local f = load(chunk, nil, "t", env)\n', true],
    ['local f = loadfile(arg[1])\n', true],
  ])('%s → %s', (content, speaks) => expect(evalSpeaks(lua, content)).toBe(speaks));
});

describe('safetensors loaders, never torch.load as the tail of a longer name (eval/python/torch-load)', () => {
  test.each([
    // The brief's own edit, and the same loaders written in a whole file.
    [edit(py, '    state = torch.load(io.BytesIO(resp.content))', '    state = safetensors.torch.load(resp.content)'), false],
    [edit(py, '    state = torch.load(path)', '    state = safetensors.torch.load_file(path)'), false],
    [evalSpeaks(py, 'import safetensors.torch\nstate = safetensors.torch.load(resp.content)\n'), false],
    [evalSpeaks(py, 'from safetensors.torch import load_file\nstate = load_file(path)\n'), false],
    [evalSpeaks(py, 'from safetensors.numpy import load_file\nstate = load_file(path)\n'), false],
    [evalSpeaks(py, "from safetensors.flax import load_file\nparams = load_file('model.safetensors')\n"), false],
    [evalSpeaks(py, "from safetensors import safe_open\nwith safe_open(path, framework='pt') as f:\n    t = f.get_tensor('w')\n"), false],
    [evalSpeaks(py, 'import torch\nstate = torch.load(path, weights_only=True)\n'), false],
    // torch.load itself still speaks: downloaded bytes, a path, an alias of it, torch imported under another name.
    [edit(py, '    state = x', '    state = torch.load(io.BytesIO(resp.content))'), true],
    [evalSpeaks(py, 'import torch\nstate = torch.load(path)\n'), true],
    [evalSpeaks(py, "import torch\nsd = torch.load(buf, map_location='cpu')\n"), true],
    [evalSpeaks(py, 'import torch\nsafetensors_to_torch = torch.load\nstate = safetensors_to_torch(path)\n'), true],
    [evalSpeaks(py, 'import torch as th\nstate = th.load(path)\n'), true],
  ])('case %# → %s', (spoke, speaks) => expect(spoke).toBe(speaks));
});
