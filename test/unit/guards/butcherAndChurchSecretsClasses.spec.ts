import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';

// Round 65's secrets classes (butcher shops and meat processors, makerspaces and fab labs, church and congregation
// offices, appliance repair and small-engine shops): an access code, passcode or PIN given a literal, a stream key on an
// INI profile's `Key=` line after its ingest URL, an OBS WebSocket password passed by position, and a name inside a
// template action (`{{ with secret "…" }}`) that is a reference. One line per class that speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const streamKey = ['hnxu-s3mr', 'iwn6-6znf-ejdq'].join('-');
const obsPassword = ['zIiArN4U', 'wd4ekQuE'].join('');
const context = guardContext();
const write = (file_path: string, content: string) =>
  secrets.detect({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content } } as CanonicalEvent, context) !==
  undefined;

describe('an access code, passcode or PIN given a literal', () => {
  test.each([
    [
      'printers/bambu.py',
      'P1S_IP = "10.20.1.44"\nP1S_ACCESS_CODE = "38716159"\nprinter = Printer(P1S_IP, P1S_ACCESS_CODE, SERIAL)\n',
      true,
    ],
    ['config/printer.yaml', 'printer:\n  host: 10.0.0.5\n  lan_access_code: "58213947"\n', true],
    ['src/alarm.ts', "const panel = { host: '10.0.0.9', adminPin: '583920' };\n", true],
    ['deploy/modem.env', 'MODEM_SIM_PIN=482913\nKIOSK_PASSCODE=Xk92mq77\n', true],
    // GPIO pins, zip and status codes, a length, a run of digits, an environment read, a placeholder.
    ['firmware/pins.py', 'LED_PIN = 17\ngpio_pin = 4\nRESET_PIN = "GPIO_NUM_4"\npin_number = 22\n', false],
    ['app/settings.py', 'POSTAL_CODE = "902101234"\nCOUNTRY_CODE = "US"\nACCESS_CODE_LENGTH = 8\nspin = "1234567"\n', false],
    ['printers/bambu.py', 'ACCESS_CODE = os.environ["BAMBU_ACCESS_CODE"]\nSIM_PIN = "123456"\nDOOR_PASSCODE = "000000"\n', false],
    ['printers/bambu.py', 'ACCESS_CODE = "<your-access-code>"\n', false],
  ])('%s: %s', (file, content, speaks) => expect(write(`/home/dev/proj/${file}`, content)).toBe(speaks));
});

describe("a stream key on a profile's Key= line after its ingest URL", () => {
  test.each([
    [
      'livestream/obs_profile.ini',
      `[Stream]\nService=YouTube - RTMPS\nServer=rtmps://a.rtmps.youtube.com:443/live2\nKey=${streamKey}\n`,
      true,
    ],
    ['stream/encoder.ini', `[Output]\nServer = rtmp://live.example.org/app\nStreamKey = ${obsPassword}\n`, true],
    // A placeholder and an environment reference.
    ['livestream/obs_profile.ini', '[Stream]\nServer=rtmps://a.rtmps.youtube.com:443/live2\nKey=<your-stream-key>\n', false],
    ['livestream/obs_profile.ini', '[Stream]\nServer=rtmps://a.rtmps.youtube.com:443/live2\nKey=${YOUTUBE_STREAM_KEY}\n', false],
  ])('%s', (file, content, speaks) => expect(write(`/home/dev/proj/${file}`, content)).toBe(speaks));
});

describe("an OBS WebSocket client's password passed by position", () => {
  test.each([
    ['controller/src/obs.ts', `await obs.connect("ws://192.168.10.20:4455", "${obsPassword}");\n`, true],
    ['scenes.py', `ws = obsws("192.168.1.20", 4455, "${obsPassword}")\nws.connect()\n`, true],
    // An environment read, no password, a placeholder, another socket's protocol argument.
    ['controller/src/obs.ts', 'await obs.connect("ws://192.168.10.20:4455", process.env.OBS_PASSWORD);\n', false],
    ['controller/src/obs.ts', "await obs.connect('ws://127.0.0.1:4455');\n", false],
    ['controller/src/obs.ts', 'await obs.connect("ws://127.0.0.1:4455", "<password>");\n', false],
    ['src/chat.ts', 'socket.connect("ws://localhost:8080/chat", "protocol-v2");\n', false],
  ])('%s', (file, content, speaks) => expect(write(`/home/dev/proj/${file}`, content)).toBe(speaks));
});

describe('a credential name inside a template action is a reference', () => {
  test.each([
    [
      'config/vault.hcl',
      'template {\n  contents = <<EOH\nSQUARE_ACCESS_TOKEN={{ with secret "kv/data/ridgeline/square" }}{{ .Data.data.access_token }}{{ end }}\nEOH\n}\n',
      false,
    ],
    ['templates/env.tmpl', '{{ with secret "kv/data/app/db" }}DB_PASSWORD={{ .Data.data.password }}{{ end }}\n', false],
    // A literal beside the template still speaks.
    ['config/vault.hcl', `template {\n  contents = "x"\n}\nSTREAM_SECRET = "${obsPassword}"\n`, true],
  ])('%s', (file, content, speaks) => expect(write(`/home/dev/proj/${file}`, content)).toBe(speaks));
});
