import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 40, lines 1–100 (localization and translation management, desktop packaging and update feeds): one line per
// class that speaks and a near-miss that stays silent.

describe('translation sources, termbases and subtitles made by hand, emptied or deleted', () => {
  test.each([
    ['> locales/glossary.tbx', 'destructive/workfiles/empty-project-file'],
    [': > tm/memory.tmx', 'destructive/workfiles/empty-project-file'],
    ['truncate -s 0 subtitles/episode1.vtt', 'destructive/workfiles/truncate-project-file'],
    ['cp /dev/null subtitles/intro.srt', 'destructive/workfiles/cp-null-project-file'],
    ["find subtitles -name '*.srt' -mtime +0 -exec rm {} +", 'destructive/filesystem/rm-found'],
    ["find locales -name '*.po' -mtime +30 -exec rm -f {} \\;", 'destructive/filesystem/rm-found'],
    ["find subtitles -name '*.ass' -mtime +7 -delete", 'destructive/filesystem/find-delete'],
    ['rm -f subtitles/*.vtt', 'destructive/filesystem/rm-source-files'],
    ["find logs -name '*.log' -mtime +7 -exec rm {} +", 'none'],
    ["find src -name '*.py' -mtime +7 -exec rm {} +", 'none'],
    ['rm -f scratch-test.srt', 'none'],
    ["find locales -name '*.mo' -delete", 'none'],
    ['ls subtitles/*.srt', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a locale's translations overwritten with an empty document, once or in a loop over a glob", () => {
  test.each([
    ["echo '{}' > src/i18n/fr.json", 'destructive/workfiles/empty-document-translations'],
    ["printf '{}\\n' > public/locales/de/common.json", 'destructive/workfiles/empty-document-translations'],
    ['echo "{}" > config/locales/fr.yml', 'destructive/workfiles/empty-document-translations'],
    ["echo '{}' > lib/l10n/app_es.arb", 'destructive/workfiles/empty-document-translations'],
    ['for f in src/i18n/*.json; do echo \'{}\' > "$f"; done', 'destructive/workfiles/empty-document-translations'],
    ['echo \'{"save": "Enregistrer"}\' > src/i18n/fr.json', 'none'],
    ["echo '{}' > package.json", 'none'],
    ["echo '{}' > dist/locales/fr.json", 'none'],
    ['for f in src/i18n/*.json; do jq . "$f" > /dev/null; done', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a file deleted and touched again is emptied', () => {
  test.each([
    ['rm appcast.xml && touch appcast.xml', 'destructive/workfiles/empty-project-file'],
    ['rm -f locales/fr.po; touch locales/fr.po', 'destructive/workfiles/empty-project-file'],
    ['rm -f app.log && touch app.log', 'none'],
    ['touch appcast.xml', 'none'],
    ['rm -f /tmp/appcast.xml && touch /tmp/appcast.xml', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a gettext template moved or copied over a translated catalog', () => {
  test.each([
    ['mv locales/en/messages.pot locales/en/messages.po', 'destructive/workfiles/template-over-catalog'],
    ['cp po/messages.pot po/de.po', 'destructive/workfiles/template-over-catalog'],
    ['mv -b po/messages.pot po/de.po', 'none'],
    ['msgmerge --update po/de.po po/messages.pot', 'none'],
    ['cp po/messages.pot po/messages-2.pot', 'none'],
    ['cp locales/de/messages.po locales/de/messages.po.bak', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("desktop packaging inputs: electron-builder's resources, updater and signing keys; its output folders", () => {
  test.each([
    ['rm -f build/entitlements.mac.plist build/icon.icns', 'destructive/workfiles/rm-packaging-resource'],
    ['rm build/installer.nsh', 'destructive/workfiles/rm-packaging-resource'],
    ['rm -rf src-tauri/icons/icon.icns', 'destructive/workfiles/rm-packaging-resource'],
    ['rm src-tauri/keys/updater.key', 'destructive/filesystem/rm-signing-key'],
    ['rm -f keys/minisign.key', 'destructive/filesystem/rm-signing-key'],
    ['rm -rf build/ && npm run build', 'none'],
    ['rm build/main.js', 'none'],
    ['rm -rf release/ && npx electron-builder --mac --win', 'none'],
    ['rm -rf dist/ && electron-builder --linux', 'none'],
    ['rm -rf out/ && npx electron-forge make', 'none'],
    ['rm -rf releases/', 'destructive/filesystem/rm-recursive'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a script that drops entries from every file of a glob and dumps each back over itself', () => {
  const prune = (pattern: string, body: string) =>
    `import json, glob\nfor path in glob.glob('${pattern}'):\n    data = json.load(open(path))\n${body}    json.dump(data, open(path, 'w'), indent=2)\n`;
  const used = "    used = set(open('used_keys.txt').read().split())\n    data = {k: v for k, v in data.items() if k in used}\n";
  test.each([
    ['scripts/prune_keys.py', prune('src/i18n/*.json', used), 'destructive/rewrite/code-data-over-input'],
    [
      'scripts/prune_keys.py',
      prune('locales/*/common.json', "    for k in list(data):\n        if k.startswith('legacy.'):\n            del data[k]\n"),
      'destructive/rewrite/code-data-over-input',
    ],
    ['scripts/add_key.py', prune('src/i18n/*.json', "    data['settings.title'] = data.get('settings.title', '')\n"), 'none'],
    ['scripts/prune_keys.py', prune('build/i18n/*.json', used), 'none'],
    [
      'scripts/bump.py',
      "import json\ncfg = json.load(open('config.json'))\ncfg.pop('legacy', None)\njson.dump(cfg, open('config.json', 'w'))\n",
      'none',
    ],
    [
      'scripts/find_unused.py',
      "import json, glob\nfor path in glob.glob('src/i18n/*.json'):\n    data = json.load(open(path))\n" +
        '    print({k: v for k, v in data.items() if k not in used})\n',
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe("the shell lines a CI workflow's or a task file's keys hold, added by a Write or Edit", () => {
  const step = (run: string) => `      - run: npx electron-builder --publish always\n      - run: ${run}\n`;
  test.each([
    [
      '.github/workflows/release.yml',
      step("aws s3 rm s3://acme-updates/ --recursive --exclude 'latest*'"),
      'destructive/cloud/aws-s3-recursive',
    ],
    [
      '.gitlab-ci.yml',
      'cleanup:\n  script:\n    - gsutil -m rm -r gs://acme-desktop-updates/beta\n',
      'destructive/cloud/gcloud-storage-rm',
    ],
    ['.github/workflows/release.yml', step('aws s3 sync dist/ s3://acme-updates/ --dryrun'), 'none'],
    ['.github/workflows/release.yml', step('rm -rf dist/ release/'), 'none'],
    ['.github/workflows/release.yml', step('aws s3 ls s3://acme-updates/'), 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe("a CI job's teardown of what the pipeline made for its own branch stays silent", () => {
  test.each([
    [
      '.gitlab-ci.yml',
      'cleanup:\n  stage: .post\n  script:\n    - kubectl delete namespace review-$CI_COMMIT_REF_SLUG\n  when: manual\n',
      'none',
    ],
    ['.github/workflows/preview.yml', '      - run: kubectl delete namespace pr-${{ github.event.number }}\n', 'none'],
    [
      '.gitlab-ci.yml',
      'cleanup:\n  script:\n    - kubectl delete namespace production\n',
      'destructive/containers/kubectl-delete-namespace',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
