import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 39 (game servers, static sites and headless CMS): one line per class that speaks and a near-miss
// that stays silent.

const ANY = 'destructive/unlisted/any-cli';

describe('a redirect of nothing empties a file outside the project, with or without a command', () => {
  test.each([
    ['> /srv/rust/oxide/config/Kits.json', 'destructive/filesystem/colon-redirect-outside'],
    [': > /srv/rust/oxide/config/Kits.json', 'destructive/filesystem/colon-redirect-outside'],
    ['true > /srv/minecraft/whitelist.json', 'destructive/filesystem/colon-redirect-outside'],
    ['> /tmp/test-output.log', 'none'],
    ['> /dev/null', 'none'],
    ['echo "motd=Hello" > /srv/minecraft/motd.txt', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a game server console's wipe of the world", () => {
  test.each([
    [`rcon -a 127.0.0.1:28016 -p "$RCON_PASS" 'server.wipe'`, 'destructive/community/game-console-erase'],
    ['mcrcon -H localhost -P 25575 -p secret deleteworld', 'destructive/community/game-console-erase'],
    [`rcon -a 127.0.0.1:28016 -p "$RCON_PASS" 'server.save'`, 'none'],
    [`rcon -a 127.0.0.1:28016 -p "$RCON_PASS" 'say wipe is on friday'`, 'none'],
    [`mcrcon -H localhost -P 27020 -p "$ARK_RCON" 'SaveWorld'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a site generator's content written in MDX or Markdoc is authored, as Markdown is", () => {
  test.each([
    ["find src/content/blog -name '*.mdx' -delete", 'destructive/filesystem/find-delete'],
    ['rm src/content/docs/*.mdoc', 'destructive/filesystem/rm-source-files'],
    ['rm content/posts/*.markdown', 'destructive/filesystem/rm-source-files'],
    ["find dist -name '*.mdx' -delete", 'none'],
    ["find src/content/blog -name '*.mdx' -print", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("Cloudinary's bulk deletes by prefix, tag or list; the verb line keeps the CLI's other deletes", () => {
  test.each([
    ["cld admin delete_resources_by_prefix 'products/'", 'destructive/media/cloudinary-bulk-delete'],
    ['cld admin delete_resources_by_tag summer-sale', 'destructive/media/cloudinary-bulk-delete'],
    ['cld admin delete_resources public_ids=a,b', 'destructive/media/cloudinary-bulk-delete'],
    ['cld admin delete_all_resources', ANY],
    ['cld admin resources_by_tag summer-sale', 'none'],
    ['cld uploader upload ./static/img/hero.jpg public_id=site/hero overwrite=false', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a headless CMS's migrations rolled back all the way, or reset", () => {
  test.each([
    ['npx directus database migrate:down --all', 'destructive/database/cms-migrate-down'],
    ['npx payload migrate:reset', 'destructive/database/cms-migrate-down'],
    ['npx payload migrate:fresh', 'destructive/database/cms-migrate-down'],
    ['npx payload migrate:down', 'none'],
    ['npx directus database migrate:latest', 'none'],
    ['npx payload migrate:status', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a Sanity import that replaces documents; the verb line keeps sanity's deletes", () => {
  test.each([
    ['npx sanity dataset import export.tar.gz production --replace', 'destructive/restore/sanity-import-replace'],
    ['npx sanity dataset import export.tar.gz production --missing', 'none'],
    ['npx sanity dataset delete production --force', ANY],
    ['npx sanity dataset export production ./backups/production.tar.gz', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a SQLite `.db` file deleted: an application content store (Strapi keeps `.tmp/data.db`)', () => {
  test.each([
    ['rm -f .tmp/data.db', 'destructive/filesystem/rm-database-file'],
    ['rm /var/lib/app/content.db', 'destructive/filesystem/rm-database-file'],
    ['rm -f /tmp/test.db', 'none'],
    ['rm -f Thumbs.db', 'none'],
    ['rm -f .tmp/data.db-journal', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a game launcher's download staging and a mod loader's cache are rebuilt", () => {
  test.each([
    ['rm -rf ~/Steam/steamapps/downloading/* ~/Steam/steamapps/temp/*', 'none'],
    ['rm -rf ~/.steam/steam/steamapps/shadercache/892970', 'none'],
    ['rm -rf /srv/valheim/BepInEx/cache', 'none'],
    ['rm -rf /srv/valheim/BepInEx/config', 'destructive/filesystem/rm-recursive'],
    ['rm -rf ~/.local/share/Steam/steamapps/compatdata/892970', 'destructive/filesystem/rm-recursive'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

const contentful = (body: string) =>
  "const contentful = require('contentful-management');\n" +
  'const client = contentful.createClient({ accessToken: process.env.CMA_TOKEN });\n(async () => {\n' +
  `  const env = await (await client.getSpace('xk3m9v2p1q')).getEnvironment('master');\n${body}})();\n`;

const sanity = "import {createClient} from '@sanity/client'\nconst client = createClient({projectId: 'q8x2k1', dataset: 'production'})\n";

describe('headless-CMS SDK deletes in code: every entry of a listing, documents a query selects', () => {
  test.each([
    [
      'scripts/clean.js',
      contentful(
        '  const entries = await env.getEntries({ limit: 1000 });\n  for (const e of entries.items) {\n' +
          '    if (e.isPublished()) await e.unpublish();\n    await e.delete();\n  }\n',
      ),
      ANY,
    ],
    [
      'scripts/clean.js',
      contentful(
        '  const entries = await env.getEntries({ limit: 1000 });\n  for (const e of entries.items) {\n' +
          "    if (e.fields.slug === 'old') await e.delete();\n  }\n",
      ),
      'none',
    ],
    ['scripts/clean.js', contentful("  const entry = await env.getEntry('5KsDBWseXY6QegucYAoacS');\n  await entry.delete();\n"), 'none'],
    ['scripts/prune.ts', `${sanity}await client.delete({query: '*[_type in ["post","author"]]'})\n`, ANY],
    ['scripts/prune.ts', `${sanity}await client.delete('drafts.post-1')\n`, 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('world saves deleted in code over a pathlib listing of their folder', () => {
  test.each([
    [
      'scripts/reset_saves.py',
      "import shutil, pathlib\nSAVES = pathlib.Path('/srv/valheim/data/worlds_local')\n" +
        'for p in SAVES.iterdir():\n    if p.is_dir(): shutil.rmtree(p)\n    else: p.unlink()\n',
      'destructive/filesystem/rm-recursive',
    ],
    [
      'scripts/clean.py',
      "import pathlib\nfor p in pathlib.Path('/srv/minecraft/world/region').glob('*.mca'):\n    p.unlink()\n",
      'destructive/filesystem/rm-source-files',
    ],
    ['scripts/clean.py', "import shutil, pathlib\nfor p in pathlib.Path('build').iterdir():\n    shutil.rmtree(p)\n", 'none'],
    [
      'scripts/list.py',
      "import pathlib\nSAVES = pathlib.Path('/srv/valheim/data/worlds_local')\nfor p in SAVES.iterdir():\n    print(p)\n",
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
