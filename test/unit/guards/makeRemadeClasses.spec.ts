import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 159: a folder of lighter copies (edit proxies, transcodes, waveforms) deleted and made again on the same line by a
// task runner's target named for it (`rm -rf media/proxies/ && make proxies`): the target is the folder's rule, and the
// originals beside it make it again. One line per class that stays silent and the near-misses that still speak.

const RM = 'destructive/filesystem/rm-recursive';

describe('a derived folder deleted and made again by the target named for it (held-out round 159)', () => {
  test.each([
    ['rm -rf media/proxies/ && make proxies', 'none'],
    ['rm -rf media/proxies && make proxies', 'none'],
    ['rm -r ./media/proxies && make proxies', 'none'],
    ['rm -rf media/proxies && make build-proxies', 'none'],
    ['rm -rf media/proxies && make proxies-rebuild', 'none'],
    ['rm -rf media/proxies && just proxies', 'none'],
    ['rm -rf media/proxies && task proxies', 'none'],
    ['rm -rf media/proxies && rake proxies', 'none'],
    ['rm -rf media/proxies && npm run proxies', 'none'],
    ['rm -rf media/proxies && pnpm proxies', 'none'],
    ['rm -rf footage/transcodes_720p && make transcodes_720p', 'none'],
    ['rm -rf audio/waveforms && make waveforms', 'none'],
    ['rm -rf data/tiles && make tiles', 'none'],
    ['rm -rf photos/thumbnails && make thumbnails', 'none'],
    // A renderer's output folder, named for what it renders by its parent, and the target for that parent (round 174).
    ['rm -rf public/audio/rendered/ && make audio', 'none'],
    ['rm -rf public/audio/renders && make audio', 'none'],
    ['rm -rf public/audio/rendered && npm run render:audio', 'none'],
    ['rm -rf public/audio/rendered && npm run audio:upload', RM],
    ['rm -rf public/audio/rendered && make video', RM],
    ['rm -rf public/audio && make audio', RM],
    ['rm -rf src/audio/rendered && make audio', RM],
    ['rm -rf data/rendered && make data', RM],
    // Under a data root only a folder of lighter copies is made again so (paths.ts): renders there may be a long farm job.
    ['rm -rf media/audio/renders && make audio', RM],
    // The same line as the existing class reads it: a `;` runs the build too.
    ['rm -rf media/proxies; make proxies', 'none'],
    // Kept data, whatever a target is called: no build makes recordings, masters or originals again.
    ['rm -rf data/recordings && make recordings', RM],
    ['rm -rf media/masters && make masters', RM],
    ['rm -rf media/originals && make originals', RM],
    ['rm -rf media/masters && make build-masters', RM],
    // Another target, one that moves the copies rather than makes them, or none at all.
    ['rm -rf media/proxies && make test', RM],
    ['rm -rf media/proxies && make proxies-upload', RM],
    ['rm -rf media/proxies && make fetch-proxies', RM],
    ['rm -rf media/proxies', RM],
    ['make proxies && rm -rf media/proxies', RM],
    // A folder whose name says nothing of copies, or source of the same name (`src/proxies` holds proxy classes).
    ['rm -rf media/clips && make clips', RM],
    ['rm -rf docs && make docs', RM],
    ['rm -rf tests && make tests', RM],
    ['rm -rf src/proxies && make proxies', RM],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
