import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 156's secrets class: a Notion internal integration secret in the newer `ntn_` form (`ntn_` and ~46 base62
// characters, https://developers.notion.com/docs/authorization). The rule had only gitleaks' shape (eleven digits
// first), which real tokens do not always have. Silent: env reads, `ntn_` placeholders, short strings and a Notion
// database id (32 hex). One line per case.

// Assembled at run time so that no scanner flags this file.
const tok = ['ntn_eVocBkooah08sK7dLqd9ou', 'XyMC4sCGlQUlcT0oN38OvB7N'].join('');
const tok2 = ['ntn_4588920831', '7aQpWk2ZbLm9XcVr3TfHs6NdYu1JeGo8'].join('');
const dbId = '8f3c2a1b9e7d4c6a8b0f1e2d3c4b5a69';

describe('a Notion ntn_ integration token (secrets/devops/notion-token)', () => {
  test.each([
    [
      'scripts/notion_sync.js',
      "const { Client } = require('@notionhq/client');\n\n" +
        `const notion = new Client({ auth: '${tok}' });\n\n` +
        `async function listRota() {\n  const res = await notion.databases.query({ database_id: '${dbId}' });\n  return res.results;\n}\n`,
      true,
    ],
    ['src/notion.ts', `import { Client } from '@notionhq/client';\nexport const notion = new Client({ auth: "${tok}" });\n`, true],
    ['sync/notion.py', `from notion_client import Client\nnotion = Client(auth="${tok}")\n`, true],
    ['.env', `NOTION_TOKEN=${tok}\n`, true],
    ['config/settings.yaml', `notion:\n  token: ${tok2}\n`, true],
    ['scripts/notion.sh', `curl https://api.notion.com/v1/users -H "Authorization: Bearer ${tok}" -H "Notion-Version: 2022-06-28"\n`, true],
    ['cmd/notion.go', `client := notionapi.NewClient("${tok}")\n`, true],
    // Env reads, placeholders, short strings and ids stay silent.
    ['scripts/notion_sync.js', 'const notion = new Client({ auth: process.env.NOTION_TOKEN });\n', false],
    ['sync/notion.py', 'notion = Client(auth=os.environ["NOTION_TOKEN"])\n', false],
    ['scripts/notion_sync.js', "const notion = new Client({ auth: 'ntn_' + 'xxxx' });\n", false],
    ['scripts/notion_sync.js', "const notion = new Client({ auth: 'ntn_your_token' });\n", false],
    ['scripts/notion_sync.js', "const notion = new Client({ auth: 'ntn_your_integration_token_here' });\n", false],
    ['scripts/notion_sync.js', `const notion = new Client({ auth: 'ntn_${'X'.repeat(46)}' });\n`, false],
    ['.env.example', `NOTION_TOKEN=ntn_${'x'.repeat(46)}\n`, false],
    ['README.md', 'Set `NOTION_TOKEN` to your integration secret (it starts with `ntn_`).\n', false],
    ['scripts/notion_sync.js', `const res = await notion.databases.query({ database_id: '${dbId}' });\n`, false],
    ['src/ids.ts', `export const ROTA_DB = '${dbId}';\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(`/p/${file}`, content)).toBe(speaks));
});
