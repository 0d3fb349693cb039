import { describe, expect, test } from 'vitest';
import { retentionCuts } from '../../../src/guards/engine/retentionCuts.js';
import { destructive } from '../../../src/guards/destructive.js';
import { guardContext } from '../../support/guardContext.js';

const cut = (old: string, next: string) => retentionCuts([{ old, new: next }]).map((each) => `${each.setting} ${each.from}>${each.to}`);

describe('retention settings an edit lowers', () => {
  test.each([
    ['--storage.tsdb.retention.time=90d', '--storage.tsdb.retention.time=2h', ['storage.tsdb.retention.time 90d>2h']],
    ['"min_age": "365d",\n "actions": { "delete": {} }', '"min_age": "1d",\n "actions": { "delete": {} }', ['min_age 365d>1d']],
    ['retention_in_days = 365', 'retention_in_days = 30', ['retention_in_days 365>30']],
    ['retention.ms: 604800000', 'retention.ms: 3600000', ['retention.ms 604800000>3600000']],
    ['log.retention.hours=168', 'log.retention.hours=1', ['log.retention.hours 168>1']],
    ['backup_retention_period = 35', 'backup_retention_period = 1', ['backup_retention_period 35>1']],
    ['expireAfterSeconds: 2592000', 'expireAfterSeconds: 60', ['expireAfterSeconds 2592000>60']],
    ['keep_daily: 30', 'keep_daily: 3', ['keep_daily 30>3']],
    ['retention_period: 744h', 'retention_period: 2d', ['retention_period 744h>2d']],
    // Lengthened, unchanged, a size, a phase that deletes nothing, "keep forever" (0), units that cannot be compared.
    ['--storage.tsdb.retention.time=15d', '--storage.tsdb.retention.time=30d', []],
    ['retention_days: 30', 'retention_days: 30', []],
    ['retention.bytes: 1073741824', 'retention.bytes: 1048576', []],
    ['"min_age": "30d", "actions": { "rollover": {} }', '"min_age": "1d", "actions": { "rollover": {} }', []],
    ['retention_in_days = 365', 'retention_in_days = 0', []],
    ['retention: 30', 'retention: 2d', []],
    ['logs_days: 30', 'logs_days: 14', []],
  ])('%j → %j', (old, next, expected) => {
    expect(cut(old, next)).toEqual(expected);
  });
});

describe('the destructive guard on a retention cut', () => {
  const context = guardContext('/home/dev', { cwd: '/home/dev/proj' });
  const edit = (old_string: string, new_string: string) =>
    destructive.detect(
      {
        hook_event_name: 'PreToolUse',
        tool_name: 'Edit',
        tool_input: { file_path: '/home/dev/proj/prometheus.yml', old_string, new_string },
      },
      context,
    );
  test('names the setting and both values', () => {
    const finding = edit('retention.time: 90d', 'retention.time: 2h') as { items: string } | undefined;
    expect(finding?.items).toContain('`retention.time: 90d → 2h`: shortens how long the store keeps data');
    expect(finding?.items).not.toContain('when it runs');
  });
  test('stays silent on a longer retention', () => {
    expect(edit('retention.time: 2h', 'retention.time: 90d')).toBeUndefined();
  });
});
