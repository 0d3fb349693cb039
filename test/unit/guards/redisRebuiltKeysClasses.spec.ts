import { describe, expect, test } from 'vitest';
import { commandIds } from '../../support/destructiveIds.js';

// Round 145: a Redis delete by a --scan/KEYS pattern of keys that are rebuilt on demand (a rendered page, a fragment, a
// cache, a session, a rate limit, a lock, a temporary key) stays silent; a pattern of data (`listing:*`, `user:*`, `*`)
// still speaks. The database number says nothing either way. One line per case: the command, the rule ids or 'none'.

const PIPED = 'destructive/database/redis-delete-piped';

describe('a Redis delete of rebuilt keys by pattern stays silent', () => {
  test.each([
    // The false alarm: rendered page cache keys.
    ["redis-cli -n 3 --scan --pattern 'listing-render:*' | xargs -r redis-cli -n 3 DEL", 'none'],
    ["redis-cli --scan --pattern 'prerendered:listing:*' | xargs redis-cli UNLINK", 'none'],
    ["redis-cli -n 2 --scan --pattern 'page-cache:/listings/*' | xargs -r redis-cli -n 2 DEL", 'none'],
    ["redis-cli --scan --pattern 'fragment:sidebar:*' | xargs -L 100 redis-cli DEL", 'none'],
    ["redis-cli --scan --pattern 'html:*' | xargs redis-cli DEL", 'none'],
    ["redis-cli --scan --pattern 'sess:*' | xargs redis-cli DEL", 'none'],
    ["redis-cli --scan --pattern 'etag:*' | xargs redis-cli DEL", 'none'],
    ["redis-cli --scan --pattern 'view:listing:*' | xargs redis-cli DEL", 'none'],
    ["redis-cli --scan --pattern 'throttle:api:*' | xargs redis-cli DEL", 'none'],
    ["redis-cli --scan --pattern '*:tmp:*' | xargs redis-cli DEL", 'none'],
    ["redis-cli KEYS 'listing-render:*' | xargs redis-cli DEL", 'none'],
    ["valkey-cli -n 3 --scan --pattern 'listing-render:*' | xargs -r valkey-cli -n 3 UNLINK", 'none'],
    [`redis-cli EVAL "for _,k in ipairs(redis.call('KEYS','listing-render:*')) do redis.call('DEL',k) end" 0`, 'none'],
    // A pattern of data, or every key, still speaks, whatever the database number.
    ["redis-cli -n 3 --scan --pattern 'listing:*' | xargs -r redis-cli -n 3 DEL", PIPED],
    ["redis-cli -n 3 --scan --pattern 'order:*' | xargs -r redis-cli -n 3 DEL", PIPED],
    ["redis-cli --scan --pattern '*' | xargs redis-cli UNLINK", PIPED],
    ["redis-cli --scan --pattern 'template:*' | xargs redis-cli DEL", PIPED],
    ["redis-cli --scan --pattern 'pageviews:*' | xargs redis-cli DEL", PIPED],
    ["redis-cli --scan --pattern 'preview:*' | xargs redis-cli DEL", PIPED],
    ["redis-cli --scan --pattern 'metagame:*' | xargs redis-cli DEL", PIPED],
    // A page alone is a CMS's page, not a rendered copy (round 146's review).
    ["redis-cli -n 2 --scan --pattern 'page:/listings/*' | xargs -r redis-cli -n 2 DEL", PIPED],
    [
      `redis-cli EVAL "for _,k in ipairs(redis.call('KEYS','listing:*')) do redis.call('DEL',k) end" 0`,
      'destructive/database/redis-eval-delete',
    ],
  ])('%s → %s', (command, ids) => expect(commandIds(command)).toBe(ids));
});
