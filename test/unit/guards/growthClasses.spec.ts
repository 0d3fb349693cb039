import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 26: shells and editors beyond bash as interpreters, SaaS scripts that delete every listed record, data files
// emptied, LaunchDarkly's CLI. One line per class that speaks and a benign near-miss that stays silent.

describe('shells and editors beyond bash: their code is read', () => {
  test.each([
    ["elvish -c 'rm -rf ~/.local/share/mise'", 'destructive/filesystem/rm-recursive'],
    ["elvish -c 'rm -rf ./dist'", 'none'],
    ["nu -c 'ls data/campaigns | where type == file | each { |it| rm $it.name }'", 'destructive/filesystem/rm-source-files'],
    ["nu -c 'ls build | where modified < ((date now) - 7day) | each { |it| rm $it.name }'", 'none'],
    [`xonsh -c 'import shutil; shutil.rmtree("migrations")'`, 'destructive/filesystem/rm-recursive'],
    [`xonsh -c 'import shutil; shutil.rmtree("__pycache__")'`, 'none'],
    [`emacs --batch --eval '(delete-directory "~/org" t)'`, 'destructive/filesystem/rm-recursive'],
    [`emacs --batch --eval '(delete-directory "~/org")'`, 'none'],
    [`nvim --headless -c 'lua vim.fn.delete(vim.fn.expand("~/notes"), "rf")' -c 'qa'`, 'destructive/filesystem/rm-recursive'],
    [`nvim --headless '+Lazy! clean' +qa`, 'none'],
    [`vim -Es -c 'call delete("data/audiences", "rf")' -c 'qa!'`, 'destructive/filesystem/rm-recursive'],
    [`vim -Es -c 'call delete("build/cache", "rf")' -c 'qa!'`, 'none'],
    [
      'pwsh -NoProfile -Command "Get-ChildItem -Path ./data/exports -Recurse | Remove-Item -Force -Recurse"',
      'destructive/windows/remove-item-recurse',
    ],
    ['pwsh -NoProfile -Command "Get-ChildItem -Path ./data/exports -Recurse -Filter *.tmp | Remove-Item -Force"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    [
      '.dir-locals.el',
      `((nil . ((eval . (add-hook 'after-save-hook (lambda () (delete-directory "/home/dev/proj/data" t)) nil t)))))\n`,
      'destructive/filesystem/rm-recursive',
    ],
    ['.dir-locals.el', '((nil . ((indent-tabs-mode . nil) (fill-column . 100))))\n', 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('SaaS scripts that delete every listed record', () => {
  test.each([
    [
      'scripts/purge_klaviyo_profiles.py',
      [
        'import requests',
        'r = requests.get("https://a.klaviyo.com/api/profiles/", headers=H).json()',
        'for p in r["data"]:',
        '    requests.post("https://a.klaviyo.com/api/data-privacy-deletion-jobs/", headers=H, json={"id": p["id"]})',
        '',
      ].join('\n'),
      'destructive/http/http-delete-operation',
    ],
    [
      'scripts/klaviyo_status.py',
      'import requests\nr = requests.get("https://a.klaviyo.com/api/data-privacy-deletion-jobs/", headers=H).json()\nprint(r)\n',
      'none',
    ],
    [
      'tools/reset_amplitude.ts',
      [
        'for (let i = 0; i < ids.length; i += 100) {',
        "  await fetch('https://amplitude.com/api/2/deletions/users', {",
        "    method: 'POST', body: JSON.stringify({ user_ids: ids.slice(i, i + 100) }) });",
        '}',
        '',
      ].join('\n'),
      'destructive/http/http-delete-operation',
    ],
    ['tools/amplitude_export.ts', "await fetch('https://amplitude.com/api/2/export?start=20240101T00', { method: 'GET' });\n", 'none'],
    [
      'scripts/zendesk_cleanup.rb',
      "client.tickets.all! do |t|\n  t.destroy! if t.status == 'closed'\nend\n",
      'destructive/unlisted/any-cli',
    ],
    ['scripts/zendesk_report.rb', "client.tickets.all! do |t|\n  puts t.id if t.status == 'closed'\nend\n", 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('data files emptied; LaunchDarkly', () => {
  test.each([
    ["echo '' > data/suppression_list.csv", 'destructive/growth/echo-nothing-redirect'],
    ["echo 'email' > data/suppression_list.csv", 'none'],
    [
      "jq '.contacts = []' data/braze_export.json > tmp.json && mv tmp.json data/braze_export.json",
      'destructive/filesystem/colon-redirect-outside',
    ],
    ["jq '.contacts |= map(select(.email != null))' data/braze_export.json > tmp.json && mv tmp.json data/braze_export.json", 'none'],
    ['ldcli flags delete --project growth-web --flag new-checkout-flow', 'destructive/growth/launchdarkly-delete'],
    ['ldcli flags update --project growth-web --flag new-checkout-flow --data "[]"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
