import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 27: folders and file types a project keeps as records or work (forensic evidence, fuzzing corpora, disk
// images, recorded audio, DAW sessions, sound-language sources, dependency patches), an application's files under
// the home, hidden Windows shares, and the admin CLIs of hosting panels, mail queues, Metasploit and Windows domains.
// One line per class that speaks and a benign near-miss that stays silent.

describe('records and work kept in the project', () => {
  test.each([
    ['rm -rf evidence/', 'destructive/filesystem/rm-recursive'],
    ['rm -rf fuzz/corpus/*', 'destructive/filesystem/rm-recursive'],
    ['rm -rf fuzz/crashes/', 'destructive/filesystem/rm-recursive'],
    ['rm -rf build/crashes', 'none'],
    ['rm -f images/*.dd', 'destructive/filesystem/rm-source-files'],
    ["find samples/ -name '*.wav' -delete", 'destructive/filesystem/find-delete'],
    ['rm -f out/*.wav', 'none'],
    // FITS frames are recorded observations, like sequencing reads.
    ['rm -f obs/*.fits', 'destructive/filesystem/rm-source-files'],
    ['rm -f obs/*.png', 'none'],
    ['rm -rf Sessions/AlbumMix/*.ptx', 'destructive/filesystem/rm-recursive'],
    ['rm -f *.csd', 'destructive/filesystem/rm-source-files'],
    ['rm -f *.tmp', 'none'],
    ['rm -rf patches/', 'destructive/filesystem/rm-recursive'],
    ['rm -rf dist/patches', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("an application's files under the home; a hidden Windows share", () => {
  test.each([
    ['rm ~/.config/obs-studio/basic/scenes/*.json', 'destructive/filesystem/rm-source-files'],
    ['rm ~/.config/obs-studio/logs/*.txt', 'none'],
    ['rm ~/.local/share/Trash/files/*.pdf', 'none'],
    ['rd /s /q \\\\fileserver01\\dept$\\Marketing', 'destructive/windows/rd-recursive'],
    ['rm -rf "$OUT_DIR"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('hosting panels, mail queues, security tools and Windows domains by their CLIs', () => {
  test.each([
    ['whmapi1 removeacct user=oldclient keepdns=0', 'destructive/hosting/whm-remove-account'],
    ['whmapi1 listaccts', 'none'],
    ['/scripts/removeacct oldclient --force', 'destructive/hosting/cpanel-remove-account-script'],
    ['plesk bin subscription --remove shop.example.org', 'destructive/hosting/plesk-remove'],
    ['plesk bin subscription --info shop.example.org', 'none'],
    ["exiqgrep -i -f '.*' | xargs exim -Mrm", 'destructive/hosting/exim-remove-queue'],
    ["exiqgrep -i -r '@spam.example' | xargs exim -Mrm", 'none'],
    ["lftp sftp://deploy@shared.host.net -e 'rm -r public_html/forum; bye'", 'destructive/hosting/lftp-remote-delete'],
    ["lftp sftp://deploy@shared.host.net -e 'ls public_html; bye'", 'none'],
    ['msfdb delete', 'destructive/hosting/metasploit-db-delete'],
    ['msfdb status', 'none'],
    ["msfconsole -q -x 'workspace -D; exit'", 'destructive/hosting/metasploit-workspaces-delete'],
    ["msfconsole -q -x 'workspace -a engagement2; exit'", 'none'],
    ['schtasks /Delete /TN * /F', 'destructive/windows/schtasks-delete-all'],
    ['schtasks /Delete /TN "Acme\\Nightly" /F', 'none'],
    ['robocopy C:\\empty \\\\fs02\\Profiles$ /MIR /R:0 /W:0', 'destructive/windows/robocopy-mirror-empty'],
    ['robocopy C:\\build\\site \\\\web01\\wwwroot /MIR', 'none'],
    ['pwsh -c "Remove-GPO -Name \'Legacy Drive Maps\'"', 'destructive/windows/cmdlet-verb'],
    ['pwsh -c "Get-GPO -All"', 'none'],
    ['rm -f /var/named/example.com.db', 'destructive/filesystem/rm-system-file'],
    ["echo '' | crontab -", 'destructive/system/crontab-replace-empty'],
    ['crontab -l | grep -v backup | crontab -', 'none'],
    ["echo '$TTL 300' > /etc/bind/db.corp.local", 'destructive/filesystem/redirect-sensitive'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
