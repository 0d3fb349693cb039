import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { RULES } from '../../../src/guards/guard.js';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 123: a file named as the empty one copied over a project file, and a Write of a document that holds nothing (JSON or
// YAML whose every value is an empty list or map) into a records folder. Both empty what they land on, as `cp /dev/null f`
// and `: > f` do. One line per class that speaks and near-misses that stay silent.

const NULL_COPY = 'destructive/workfiles/cp-null-project-file';

describe('a file named empty or blank copied over a project file (destructive/workfiles/cp-null-project-file)', () => {
  test.each([
    ['cp fixtures/empty_pricebook.json config/pricebook.json', NULL_COPY],
    ['cp templates/pricebook-empty.json config/pricebook.json', NULL_COPY],
    ['cp seed/menu.empty.json config/menu.json', NULL_COPY],
    ['cp -f empty.yaml config/routes.yaml', NULL_COPY],
    ['cat fixtures/empty_pricebook.json > config/pricebook.json', NULL_COPY],
    ['install -m 644 templates/blank.json config/price_tiers.json', NULL_COPY],
    ['cp fixtures/blank.csv config/price_tiers.csv', 'destructive/filesystem/copy-over-untracked'],
    // As `cp /dev/null f` is judged, into a records folder too (and the copy over an untracked file speaks as before).
    ['cp /dev/null config/pricebook.json', NULL_COPY],
    ['cp fixtures/blank_roster.csv data/roster.csv', 'destructive/filesystem/copy-over-untracked'],
    // A template not named empty, build output, caches, temp space, a new-looking target, test fixtures, seeds and samples.
    ['cp templates/pricebook.json config/pricebook.json', 'none'],
    ['cp fixtures/empty_pricebook.json build/pricebook.json', 'none'],
    ['cp fixtures/empty_pricebook.json dist/pricebook.json', 'none'],
    ['cp fixtures/empty_pricebook.json tmp/pricebook.json', 'none'],
    ['cp fixtures/empty_pricebook.json .cache/pricebook.json', 'none'],
    ['cp fixtures/empty_pricebook.json /tmp/pricebook.json', 'none'],
    ['cp fixtures/empty_pricebook.json config/pricebook.json.example', 'none'],
    ['cp fixtures/empty_pricebook.json config/pricebook.sample.json', 'none'],
    ['cp fixtures/empty_pricebook.json test/fixtures/pricebook.json', 'none'],
    ['cp fixtures/empty_pricebook.json db/seeds/pricebook.json', 'none'],
    ['cp fixtures/empty_pricebook.json config/', 'none'],
    ['cp -n fixtures/empty_pricebook.json config/pricebook.json', 'none'],
    // Settings reset from their blank, a file begun now, a template or schema, source's own data, a page of prose.
    ['cp config/settings_blank.json config/settings.json', 'none'],
    ['cp fixtures/empty.json config/allowlist.json', 'none'],
    ['cp templates/blank.json data/new_site.json', 'none'],
    ['cp templates/blank.csv templates/inspection_v2.csv', 'none'],
    ['cp templates/blank.json events/schema.json', 'none'],
    ['cp /tmp/empty_players.json src/data/players.json', 'none'],
    ['cp templates/minutes_blank.md docs/handbook.md', 'none'],
    // `empty` or `blank` not a whole word of the name: content.
    ['cp src/EmptyState.json config/state.json', 'none'],
    ['cp templates/blanket_orders.json config/orders.json', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

const writeIds = (path: string, content: string, home = '/home/dev') => {
  const finding = destructive.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: `${home}/proj/${path}`, content } },
    guardContext(home, { cwd: `${home}/proj`, config: {} }),
  ) as Record<PropertyKey, unknown> | undefined;
  return (finding?.[RULES] as string | undefined) ?? 'none';
};
const EMPTIED = 'destructive/filesystem/colon-redirect-outside';

describe('a Write of a document that holds nothing into a records folder (destructive/filesystem/colon-redirect-outside)', () => {
  test.each([
    ['data/allergens.json', '{\n  "items": {}\n}\n', EMPTIED],
    ['data/allergens.json', '{"items": [], "updated": null}', EMPTIED],
    ['records/inspections.json', '{"sites": {"north": []}}', EMPTIED],
    ['data/allergens.yaml', 'items: {}\n', EMPTIED],
    ['data/allergens.yml', '# matrix\nitems: []\nnotes:\n', EMPTIED],
    ['data/allergens.csv', 'item,gluten,dairy,nuts\n', EMPTIED],
    // As the echo form is judged.
    ['data/allergens.json', '{}', EMPTIED],
    // A document with a value in it; build output, caches, temp space; test fixtures, seeds; a store named as starting empty.
    ['data/allergens.json', '{"items": {"fries": ["gluten"]}}', 'none'],
    ['data/allergens.json', '{"version": 1, "items": {}}', 'none'],
    ['data/allergens.yaml', 'items:\n  fries: [gluten]\n', 'none'],
    ['build/allergens.json', '{"items": {}}', 'none'],
    ['.cache/allergens.json', '{"items": {}}', 'none'],
    ['tmp/allergens.json', '{"items": {}}', 'none'],
    ['test/fixtures/data/allergens.json', '{"items": {}}', 'none'],
    ['db/seeds/allergens.json', '{"items": {}}', 'none'],
    ['data/allergens.empty.json', '{"items": {}}', 'none'],
    ['data/cache.json', '{"items": {}}', 'none'],
    // Outside a records folder, an unread file is not taken to hold records.
    ['config/allergens.json', '{"items": {}}', 'none'],
  ])('%s ← %j → %s', (path, content, id) => expect(writeIds(path, content)).toBe(id));
});

describe('an empty document written where the hook sees the file (new, or holding records)', () => {
  const home = mkdtempSync(join(tmpdir(), 'wm-empty-doc-'));
  mkdirSync(join(home, 'proj', 'data'), { recursive: true });
  mkdirSync(join(home, 'proj', 'config'), { recursive: true });
  writeFileSync(join(home, 'proj', 'data', 'allergens.json'), '{"items": {"fries": ["gluten"], "shrimp": ["shellfish"]}}\n');
  writeFileSync(join(home, 'proj', 'config', 'bait_stations.json'), '{"stations": [{"id": 1, "site": "dock"}, {"id": 2}]}\n');
  afterAll(() => rmSync(home, { recursive: true, force: true }));
  test.each([
    ['data/allergens.json', '{\n  "items": {}\n}\n', EMPTIED],
    // A hand-kept file outside a records folder, read here: emptied too.
    ['config/bait_stations.json', '{"stations": []}', 'destructive/workfiles/empty-project-file'],
    // The folder is on disk and the file is not: a new store begun empty replaces nothing.
    ['data/treatments.json', '{"items": {}}', 'none'],
    ['data/treatments.csv', 'date,site,product\n', 'none'],
  ])('%s ← %j → %s', (path, content, id) => expect(writeIds(path, content, home)).toBe(id));
});
