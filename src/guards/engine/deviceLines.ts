// What a carrier hands to a network device's own command line: `ssh admin@sw1 'write erase'`, an
// Ansible network module's `commands=`/`lines=` (`-m cisco.ios.ios_command -a "commands='write erase'"`),
// netmiko's `send_command('erase startup-config')` in Python code. Those lines are no shell: a router
// reads them in its own language (IOS, Junos, EOS, RouterOS, FortiOS, tmsh …). Each carrier's text
// becomes one call named DEVICE_CALL whose script is the lines joined by `;`, judged by the `script`
// rules of rules/destructive/netdevices.json (each anchored at a line's start). Only a carrier's name
// or one of the libraries' names starts a reading, and each reading is one pass over bounded text.

/** The name of a call that stands for the lines a carrier hands to a device (no command can be named so). */
export const DEVICE_CALL = '(device)';

/** A carrier's text is read up to this length. */
const MAX_TEXT = 64 * 1024;

/**
 * Ansible's network modules that send lines to a device: `<os>_command` runs `commands` as typed at the
 * device's prompt, `<os>_config` applies `lines` (and commits them, on a device with a candidate
 * configuration), `cli_command`/`cli_config` the same for any network OS.
 * https://docs.ansible.com/ansible/latest/collections/cisco/ios/ios_command_module.html,
 * https://docs.ansible.com/ansible/latest/collections/junipernetworks/junos/junos_config_module.html
 */
const ANSIBLE_MODULE =
  /^(?:[\w-]+\.[\w-]+\.)?(?:(?:ios|iosxr|nxos|eos|junos|vyos|edgeos|edgeswitch|exos|icx|dellos\d*|os10|sros|netvisor|slxos|voss|cnos|enos|frr|ce|aireos|asa)_(command|commands|config)|cli_(command|config))$|^community\.routeros\.command$/;
const ANSIBLE_KEYS = /(?:^|\s)(commands|lines|command|config)=/g;

/** netmiko, scrapli, paramiko and napalm calls whose string arguments are typed at the device's prompt. */
const CODE_LIBRARIES = /\b(?:netmiko|scrapli|paramiko|napalm|pyeapi|Exscript|ConnectHandler)\b/;
const CODE_CALLS =
  /\.(?:send_command\w*|send_config\w*|send_configs\w*|send_multiline\w*|send_interactive|exec_command|run_commands|config|cli)\s*\(/g;
const MAX_ARGS = 4096;

/** The lines an ssh call's remote command hands to the device, or its heredoc when it names no command. */
export function sshDeviceText(remote: string | undefined, here: readonly string[] | undefined): string | undefined {
  const text = remote ?? here?.join('\n');
  return text ? joined(text) : undefined;
}

/** The lines an Ansible network module's arguments hand to each device; undefined for any other module or `--check`. */
export function ansibleDeviceText(words: readonly string[]): string | undefined {
  if (words.some((word) => word === '--check' || word === '-C')) return undefined;
  let module: RegExpExecArray | null = null;
  let args: string | undefined;
  for (let i = 1; i < words.length - 1; i++) {
    if (/^(?:-m|--module-name)$/.test(words[i]!)) module = ANSIBLE_MODULE.exec(words[i + 1]!);
    else if (/^(?:-a|--args)$/.test(words[i]!)) args = words[i + 1];
  }
  if (!module || !args) return undefined;
  const lines: string[] = [];
  ANSIBLE_KEYS.lastIndex = 0;
  for (let match = ANSIBLE_KEYS.exec(args); match && lines.length < 64; match = ANSIBLE_KEYS.exec(args)) {
    const value = valueAt(args, ANSIBLE_KEYS.lastIndex);
    lines.push(...value.items);
    ANSIBLE_KEYS.lastIndex = value.end;
  }
  if (lines.length === 0) return undefined;
  // A config module commits what it applies (Junos, VyOS, IOS-XR keep a candidate configuration until `commit`).
  if (module[1] === 'config' || module[2] === 'config') lines.push('commit');
  return joined(lines.join('\n'));
}

/** The string arguments of the device calls in Python code that uses a device library, or undefined. */
export function codeDeviceText(code: string): string | undefined {
  if (!CODE_LIBRARIES.test(code)) return undefined;
  const lines: string[] = [];
  const text = code.length > MAX_TEXT ? code.slice(0, MAX_TEXT) : code;
  CODE_CALLS.lastIndex = 0;
  for (let match = CODE_CALLS.exec(text); match && lines.length < 256; match = CODE_CALLS.exec(text)) {
    const end = Math.min(text.length, CODE_CALLS.lastIndex + MAX_ARGS);
    let depth = 1;
    let at = CODE_CALLS.lastIndex;
    while (at < end && depth > 0) {
      const char = text[at]!;
      if (char === '(' || char === '[') depth++;
      else if (char === ')' || char === ']') depth--;
      else if (char === '"' || char === "'") {
        const close = text.indexOf(char, at + 1);
        if (close < 0 || close > end) break;
        lines.push(text.slice(at + 1, close));
        at = close;
      }
      at++;
    }
    CODE_CALLS.lastIndex = at;
  }
  // A candidate configuration is committed by the library's own call (`conn.commit()`, napalm's `commit_config()`).
  if (/\.commit(?:_config)?\s*\(/.test(text)) lines.push('commit');
  return lines.length > 0 ? joined(lines.join('\n')) : undefined;
}

const SPACE = /\s/g;

/** A `key=` value at `at`: a quoted string, a list of quoted strings, or one bare word; its items and where it ends. */
function valueAt(args: string, at: number): { items: string[]; end: number } {
  const first = args[at];
  if (first === "'" || first === '"') {
    const close = args.indexOf(first, at + 1);
    const end = close < 0 ? args.length : close;
    return { items: [args.slice(at + 1, end)], end: end + 1 };
  }
  if (first === '[') {
    const close = args.indexOf(']', at);
    const end = close < 0 ? args.length : close;
    const items = [...args.slice(at + 1, end).matchAll(/'([^']*)'|"([^"]*)"|([^,\s'"]+)/g)].map((item) => item[1] ?? item[2] ?? item[3]!);
    return { items, end: end + 1 };
  }
  SPACE.lastIndex = at;
  const end = SPACE.exec(args)?.index ?? args.length;
  return { items: [args.slice(at, end)], end };
}

/** The device's lines as one script: each line a statement (`;`-separated, as the rules split them). */
function joined(text: string): string {
  return (text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text).replace(/\r?\n|\\n/g, ';');
}
