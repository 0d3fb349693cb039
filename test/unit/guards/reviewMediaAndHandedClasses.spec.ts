import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// A review of one day's diff. (1) The handed-root check (engine/handedFolders.ts) read its naming from the folders ABOVE
// the project root: a checkout named records-portal made a delete speak that the same code in any other checkout, or
// written to a relative path, did not. The naming is now read from the path inside the project. (2) A converter's output
// beside the master with the master's stem and another extension (`masters/track01.wav` → `masters/track01.mp3`) is a new
// file, not the master: silent, unless that file is already on disk; `mogrify -format jpg` writes new files too. (3)
// `gm mogrify` writes over its inputs as `mogrify` and `magick mogrify` do. (4) sox's `-m`/`-M` take no value. One line per
// case: the call, speak or silent.

const JOBS = 'import os\nimport shutil\n\n\ndef cleanup(root, job_id):\n    shutil.rmtree(os.path.join(root, "checkouts", job_id))\n';
const KEPT = 'import os\nimport shutil\n\n\ndef purge(root, station_id):\n    shutil.rmtree(os.path.join(root, "incidents", station_id))\n';
const NAMED = 'import os\nimport shutil\n\n\ndef prune(root, station_id):\n    shutil.rmtree(os.path.join(root, "stations", station_id))\n';

/** Whether a Write of `content` to `file` (absolute, or relative to `root`) in the project at `root` speaks. */
const writes = (root: string, file: string, content: string): boolean =>
  destructive.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: file, content } },
    guardContext('/home/dev', { root, cwd: root, config: {} }),
  ) !== undefined;

describe('the handed-root naming is read inside the project (engine/handedFolders.ts)', () => {
  test.each([
    // The folders above the root name the checkout, not the code.
    ['/tmp/x/records-portal', '/tmp/x/records-portal/app/jobs.py', JOBS, false],
    ['/tmp/x/records-portal', 'app/jobs.py', JOBS, false],
    ['/home/dev/records-portal', '/home/dev/records-portal/app/jobs.py', JOBS, false],
    ['/home/dev/archive', '/home/dev/archive/app/jobs.py', JOBS, false],
    ['/tmp/x/proj', '/tmp/x/proj/app/jobs.py', JOBS, false],
    ['/tmp/x/proj', 'app/jobs.py', JOBS, false],
    // A kept folder joined under the handed root speaks wherever the checkout is, absolute or relative.
    ['/home/dev/proj', '/home/dev/proj/app/jobs.py', KEPT, true],
    ['/home/dev/proj', 'app/jobs.py', KEPT, true],
    ['/home/dev/records-portal', 'app/jobs.py', KEPT, true],
    // The file's own name inside the project still names the code (`app/archive.py`), absolute or relative.
    ['/tmp/x/proj', '/tmp/x/proj/app/archive.py', NAMED, true],
    ['/tmp/x/proj', 'app/archive.py', NAMED, true],
    ['/tmp/x/archive', 'app/jobs.py', NAMED, false],
  ])('%s: %s', (root, file, content, speaks) => expect(writes(root, file, content)).toBe(speaks));
});

const speaks = (command: string) => rule(command) !== 'none';

describe('converters over a master (engine/masterMedia.ts): speaks', () => {
  test.each([
    // The same stem and extension: the master itself.
    [`ffmpeg -y -i renders/track01.wav masters/track01.wav`],
    [`convert scans/a.tif originals/a.tif`],
    // Another file's stem in the folder is no new copy of the input.
    [`ffmpeg -y -i masters/track01.wav masters/track02.mp3`],
    [`convert masters/a.tif masters/b.png`],
    // An input in another folder with the output's stem: the output is still the master in masters/.
    [`ffmpeg -y -i renders/track01.mp3 masters/track01.wav`],
    // gm mogrify writes over its inputs as mogrify and magick mogrify do.
    [`gm mogrify -resize 50% masters/*.jpg`],
    [`gm mogrify -resize 50% originals/a.jpg`],
    [`mogrify -resize 50% masters/*.jpg`],
    [`magick mogrify -resize 50% masters/*.jpg`],
    // mogrify -format of the inputs' own type writes over them.
    [`mogrify -format tif -compress lzw masters/*.tif`],
    [`mogrify -resize 50% -format png photos/*.png`],
    // sox's -m and -M take no value: the last file is the output.
    [`sox -m a.wav masters/b.wav`],
    [`sox -M left.wav right.wav masters/stereo.wav`],
  ])('%s → speaks', (command) => expect(speaks(command)).toBe(true));
});

describe('converters over a master (engine/masterMedia.ts): near-misses stay silent', () => {
  test.each([
    // A transcode beside the master, another extension: a new file.
    [`ffmpeg -y -i masters/track01.wav masters/track01.mp3`],
    [`ffmpeg -y -i audio/masters/mix.wav -c:a flac audio/masters/mix.flac`],
    [`avconv -y -i masters/a.wav masters/a.ogg`],
    [`convert masters/a.tif masters/a.png`],
    [`magick originals/a.png -resize 50% originals/a.webp`],
    [`gm convert masters/cover.tif masters/cover.jpg`],
    [`sox masters/take1.wav masters/take1.flac`],
    [`cd masters && ffmpeg -y -i ./track01.wav ./track01.mp3`],
    // mogrify -format writes new files of another type beside its inputs.
    [`mogrify -format jpg masters/*.tif`],
    [`magick mogrify -format png originals/*.tif`],
    [`gm mogrify -format jpg masters/*.tif`],
    [`mogrify -format webp -quality 80 photos/*.png`],
    [`gm mogrify -output-directory exports -resize 50% masters/*.jpg`],
    // sox with an effect word after its files.
    [`sox -m masters/a.wav masters/b.wav renders/mix.wav`],
  ])('%s → none', (command) => expect(rule(command)).toBe('none'));
});
