import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { REBUILT_WORD } from '../../../src/guards/engine/normalise.js';
import { commandIds } from '../../support/destructiveIds.js';

// Held-out round 146's review: a rootless Podman keeps its named volumes under ~/.local/share/containers/storage/volumes,
// so only its image layers (overlay, vfs) are a rebuildable store, and the two rules that spare ~/.local/share's tool
// stores read one glob set; a Redis key pattern's rebuilt words count as whole segments (`surrender:*` is no render),
// and `pages:*` is a CMS's pages, not a cache. One line per call: the command, speaks or not.

describe("a rootless Podman's volumes under ~/.local/share are data; its image layers are not", () => {
  test.each([
    ['rm -rf ~/.local/share/containers/storage/volumes/pgdata', true],
    ['rm -rf ~/.local/share/containers/storage/volumes/pgdata/_data', true],
    ['rm -rf ~/.local/share/containers/storage', true],
    ['rm -rf ~/.local/share/containers/storage/libpod', true],
    // The image layers, the other tool stores and the trash stay silent.
    ['rm -rf ~/.local/share/containers/storage/overlay', false],
    ['rm -rf ~/.local/share/containers/storage/overlay-images', false],
    ['rm -rf ~/.local/share/containers/storage/vfs/dir/abc123', false],
    ['rm -rf ~/.local/share/Trash', false],
    ['rm -rf ~/.local/share/Trash/files/old', false],
  ])('%s → speaks: %s', (command, speaks) => expect(commandIds(command) !== 'none').toBe(speaks));
});

describe('a Redis key pattern names rebuilt keys by whole segments only', () => {
  test.each([
    ["redis-cli --scan --pattern 'pages:*' | xargs redis-cli del", true],
    ["redis-cli --scan --pattern 'page:*' | xargs redis-cli DEL", true],
    ["redis-cli -n 2 --scan --pattern 'page:/listings/*' | xargs -r redis-cli -n 2 DEL", true],
    ["redis-cli --scan --pattern 'cms:pages:*' | xargs redis-cli UNLINK", true],
    ["redis-cli --scan --pattern 'surrender:*' | xargs redis-cli DEL", true],
    ["redis-cli --scan --pattern 'possession:*' | xargs redis-cli DEL", true],
    ["redis-cli --scan --pattern 'htmlnotes:*' | xargs redis-cli DEL", true],
    ["redis-cli KEYS 'pages:*' | xargs redis-cli DEL", true],
    [`redis-cli EVAL "for _,k in ipairs(redis.call('KEYS','pages:*')) do redis.call('DEL',k) end" 0`, true],
    [`redis-cli EVAL "for _,k in ipairs(redis.call('KEYS','surrender:*')) do redis.call('DEL',k) end" 0`, true],
    // A page joined with a cache or a render, and the other rebuilt words, stay silent.
    ["redis-cli --scan --pattern 'page-cache:*' | xargs redis-cli DEL", false],
    ["redis-cli --scan --pattern 'pagecache:*' | xargs redis-cli DEL", false],
    ["redis-cli --scan --pattern 'rendered-page:*' | xargs redis-cli DEL", false],
    ["redis-cli --scan --pattern 'page:html:*' | xargs redis-cli DEL", false],
    ["redis-cli --scan --pattern 'ratecache:*' | xargs redis-cli DEL", false],
    ["redis-cli --scan --pattern 'rate-limit:*' | xargs redis-cli DEL", false],
    ["redis-cli --scan --pattern 'geocoder:*' | xargs redis-cli DEL", false],
    ["redis-cli --scan --pattern 'sessions:*' | xargs redis-cli DEL", false],
    ["redis-cli --scan --pattern 'cached_pages:*' | xargs redis-cli DEL", false],
    [`redis-cli EVAL "for _,k in ipairs(redis.call('KEYS','page-cache:*')) do redis.call('DEL',k) end" 0`, false],
    [`redis-cli EVAL "for _,k in ipairs(redis.call('KEYS','pagecache*')) do redis.call('DEL',k) end" 0`, false],
  ])('%s → speaks: %s', (command, speaks) => expect(commandIds(command) !== 'none').toBe(speaks));

  test("the EVAL rule's scriptSafe reads the same words as the piped form", () => {
    const pack = JSON.parse(readFileSync(new URL('../../../rules/destructive/database.json', import.meta.url), 'utf8')) as {
      rules: Array<{ id: string; scriptSafe?: string }>;
    };
    const rule = pack.rules.find((r) => r.id === 'redis-eval-delete');
    expect(rule?.scriptSafe).toContain(`(?:${REBUILT_WORD})`);
  });
});
