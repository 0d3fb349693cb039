import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Held-out round 147: nwipe (with `--autonuke`, every disk it finds) and sg_sanitize erase whole drives. One line per call.

describe('a disk wiper erases drives (destructive/system/disk-wiper)', () => {
  test.each([
    ['sudo nwipe --autonuke --method=dodshort /dev/sdc', 'destructive/system/disk-wiper'],
    ['sudo nwipe --nousb --verify=last', 'destructive/system/disk-wiper'],
    ['sudo sg_sanitize --crypto /dev/sg2', 'destructive/system/disk-wiper'],
    // Near-misses: help, a manual page, an install, a drive's report.
    ['nwipe --help', 'none'],
    ['man nwipe', 'none'],
    ['sudo apt install -y nwipe', 'none'],
    ['sudo smartctl -a /dev/sdc', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
