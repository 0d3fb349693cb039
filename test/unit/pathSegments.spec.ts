import { describe, expect, test } from 'vitest';
import { pathSegments } from '../../src/guards/engine/pathSegments.js';

describe('the path segments of a URL', () => {
  test.each([
    ['https://slack.com/api/admin.conversations.delete?x=1', ['api', 'admin.conversations.delete']],
    ['localhost:9090/api/v1/admin/tsdb/delete_series#top', ['api', 'v1', 'admin', 'tsdb', 'delete_series']],
    ['/repos/o/r/actions/caches?key=npm', ['repos', 'o', 'r', 'actions', 'caches']],
    ['$GRAFANA_URL', []],
  ])('%s', (url, segments) => expect(pathSegments(url)).toEqual(segments));
  test('a URL past 8 KB gives none', () => expect(pathSegments(`https://x.com/${'a/'.repeat(5000)}delete`)).toEqual([]));
});
