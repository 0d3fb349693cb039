import { describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { ansibleDeviceText, codeDeviceText, sshDeviceText } from '../../../src/guards/engine/deviceLines.js';
import { guardContext } from '../../support/guardContext.js';

// Round-18 classes: lines a carrier hands to a network device in its own language; DNS-as-code applies;
// files that matter by what they are. One speaking line per class and a benign near-miss.
const NETMIKO = "from netmiko import ConnectHandler\nc = ConnectHandler(device_type='cisco_ios', host='sw1')\n";
const speaks = (command: string) => findDestructive(command, guardContext('/home/dev', { cwd: '/home/dev/proj' })).length > 0;

describe('lines a carrier hands to a network device', () => {
  test.each([
    // ssh's remote command, read as the device reads it.
    ["ssh admin@core-sw1 'write erase'", true],
    ["ssh admin@core-sw1 'show running-config | include snmp-server'", false],
    ['ssh netops@mx1 "configure private; delete protocols bgp group transit; commit and-quit"', true],
    ['ssh netops@mx1 "configure private; delete protocols bgp group transit; show | compare; rollback 0"', false],
    ['ssh netops@mx1 "configure private; delete protocols bgp group transit; commit check"', false],
    ['ssh netops@mx1 "configure; delete interfaces ge-0/0/1 description; commit"', false],
    ["ssh admin@rb4011 '/system reset-configuration no-defaults=yes skip-backup=yes'", true],
    ["ssh admin@rb4011 '/ip firewall filter remove [find]'", true],
    ['ssh admin@rb4011 \'/ip firewall filter remove [find where comment~"old"]\'', false],
    ["ssh admin@rb4011 '/export compact'", false],
    ["ssh fw1 'execute factoryreset'", true],
    ["ssh mx1 'request system zeroize'", true],
    ["ssh mx1 'show system commit'", false],
    // Shell programs of a device: pf and tmsh, over ssh or typed there.
    ["ssh admin@pfsense 'pfctl -F all'", true],
    ["ssh admin@pfsense 'pfctl -s rules'", false],
    ["ssh admin@bigip1 'tmsh delete ltm pool all'", true],
    ['tmsh load sys config default', true],
    ["ssh admin@bigip1 'tmsh list ltm pool'", false],
    // Ansible's network modules: commands typed at the prompt, lines applied (and committed).
    ['ansible routers -m cisco.ios.ios_command -a "commands=\'write erase\'"', true],
    ['ansible routers -m cisco.ios.ios_command -a "commands=\'show version\'"', false],
    ['ansible core -m arista.eos.eos_config -a "lines=\'no router bgp 65010\' save_when=always"', true],
    ["ansible core -m arista.eos.eos_config -a \"lines='no shutdown' parents='interface Ethernet1'\"", false],
    ['ansible core -m arista.eos.eos_config -a "lines=\'no router bgp 65010\'" --check', false],
    ['ansible mx -m junipernetworks.junos.junos_config -a "lines=[\'delete protocols bgp group transit\']"', true],
    ['ansible core -m cisco.ios.ios_facts -a "gather_subset=min"', false],
    // netmiko in a Python here-doc.
    [`python3 - <<'EOF'\n${NETMIKO}c.send_command_timing('erase startup-config')\nEOF`, true],
    [`python3 - <<'EOF'\n${NETMIKO}print(c.send_command('show ip int brief'))\nEOF`, false],
  ])('%s → %s', (command, expected) => expect(speaks(command)).toBe(expected));

  test('each carrier hands over its lines, and only a carrier', () => {
    expect(sshDeviceText('conf t\nno router bgp 1', undefined)).toBe('conf t;no router bgp 1');
    expect(
      ansibleDeviceText(['ansible', 'x', '-m', 'vyos.vyos.vyos_config', '-a', "lines=['delete firewall','set system host-name a']"]),
    ).toBe('delete firewall;set system host-name a;commit');
    expect(ansibleDeviceText(['ansible', 'x', '-m', 'shell', '-a', 'commands=x'])).toBeUndefined();
    expect(codeDeviceText("c.send_command('write erase')")).toBeUndefined();
  });
});

describe('DNS as code, and files that matter by what they are', () => {
  test.each([
    ['octodns-sync --config-file=config/production.yaml --doit --force', true],
    ['octodns-sync --config-file=config/production.yaml --doit', false],
    ['octodns-sync --config-file=config/production.yaml example.com.', false],
    ["sed -i '/CNAME(\"old-/d' dnsconfig.js && dnscontrol push --domains example.com", true],
    ['dnscontrol preview --domains example.com', false],
    ['ansible localhost -m amazon.aws.route53 -a "state=absent zone=example.com record=vpn.example.com type=A"', true],
    ['ansible localhost -m amazon.aws.route53 -a "state=present zone=example.com record=vpn.example.com type=A"', false],
    ['ansible all -m apt -a "name=nginx state=absent"', false],
    ['sudo certbot delete --cert-name example.com --non-interactive', true],
    ['sudo certbot renew --dry-run', false],
    ['rm -rf "$(step path)/secrets"', true],
    ['mkcert -uninstall && rm -rf "$(mkcert -CAROOT)"', true],
    ['ls "$(step path)/secrets"', false],
    ['rm -f ~/.tauri/acme-updater.key ~/.tauri/acme-updater.key.pub', true],
    ['rm -f ~/.tauri/acme-updater.key.pub', false],
    ['pwsh -NoProfile -Command "Get-ChildItem ./signing -Filter *.pfx | Remove-Item -Force"', true],
    ["find ./signing -name '*.pfx' -delete", true],
    ["find ./signing -name '*.tmp' -delete", false],
    ['sudo rm -f /var/log/suricata/eve.json*', true],
    ['sudo tail -n 50 /var/log/suricata/eve.json', false],
    ['sudo /var/ossec/bin/manage_agents -r 003', true],
    ['sudo /var/ossec/bin/manage_agents -l', false],
    ['curator_cli --host es.internal delete-indices --filter_list \'[{"filtertype":"none"}]\'', true],
    ['curator_cli --dry-run --host es.internal delete-indices --filter_list \'[{"filtertype":"none"}]\'', false],
    ['flatpak uninstall --delete-data -y org.mozilla.firefox', true],
    ['flatpak uninstall -y org.mozilla.firefox', false],
    ['git checkout -- src-tauri/ extension/', true],
    ['git checkout HEAD -- src/', true],
    ['git checkout -- src/app.ts', false],
    ['git checkout -b feature/x', false],
  ])('%s → %s', (command, expected) => expect(speaks(command)).toBe(expected));
});
