import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Held-out round 158. (1) A find whose positive `-path`/`-ipath`/`-wholename` glob names a folder at any depth
// (`-path '*restorations*'`) with a `-name` of one type deletes that type's files in the folder: the folder is judged with
// the words a start folder is judged by (engine/normalise.ts findConfined), so records speak and caches, thumbnails,
// node_modules, build output, an excluded path and a find that only prints stay silent. (2) A media converter's output
// written without asking (ffmpeg/avconv with `-y`, sox, convert/magick/gm always) in a folder of kept originals (masters,
// originals, raw) replaces the approved master (engine/masterMedia.ts). One line per case.

const speaks = (command: string) => rule(command) !== 'none';

describe('speaks', () => {
  test.each([
    [`find . -path '*restorations*' -name '*.jpg' -exec rm {} +`],
    [`find . -path '*restorations*' -name '*.jpg' -delete`],
    [`find . -ipath '*restorations*' -iname '*.JPG' -exec rm -f {} \\;`],
    [`find . -wholename '*restorations*' -name '*.jpg' -delete`],
    [`find . -path '*/restorations*' -name '*.jpg' -exec rm {} +`],
    [`find . -path '**/restorations/**' -name '*.jpg' -delete`],
    [`find . -path '*fundus*' -name '*.png' -delete`],
    [`find . -path '*photos*' -name '*.heic' -exec rm {} +`],
    [`find . -type f -path '*restorations*' -name '*.jpg' -exec rm {} +`],
    [`ffmpeg -y -i renders/track01_loudnorm.wav masters/track01.wav`],
    [`ffmpeg -hide_banner -y -i renders/track01.wav -ar 44100 masters/track01.wav`],
    [`ffmpeg -i renders/mix.wav -y -c:a flac audio/masters/mix.flac`],
    [`avconv -y -i renders/a.wav masters/a.wav`],
    [`ffmpeg -y -i edit/cut.mov -c copy footage/originals/A001.mov`],
    [`ffmpeg -y -i tmp/x.wav raw/take3.wav`],
    [`sox renders/track01.wav masters/track01.wav norm -1`],
    [`sox -v 0.9 renders/a.wav -b 24 masters/a.wav rate 48k`],
    [`convert scans/a.tif -resize 50% originals/a.tif`],
    [`magick photos/a.png -strip originals/a.png`],
    [`gm convert in.png masters/cover.png`],
    [`cd audio && ffmpeg -y -i ../renders/a.wav masters/a.wav`],
  ])('%s → speaks', (command) => expect(speaks(command)).toBe(true));
});

describe('near-misses stay silent', () => {
  test.each([
    [`find . -path '*/node_modules/*' -name '*.jpg' -exec rm {} +`],
    [`find . -path '*node_modules*' -name '*.jpg' -delete`],
    [`find . -path '*cache*' -name '*.jpg' -exec rm {} +`],
    [`find . -path './build/*' -name '*.jpg' -exec rm {} +`],
    [`find . -path '*thumbnails*' -name '*.jpg' -exec rm {} +`],
    [`find . -path '*previews*' -name '*.jpg' -delete`],
    [`find . -path '*tmp*' -name '*.jpg' -delete`],
    [`find . -not -path '*restorations*' -name '*.pyc' -exec rm {} +`],
    [`find . ! -path '*restorations*' -name '*.pyc' -delete`],
    [`find . -path '*restorations*' -name '*.jpg' -print`],
    [`find . -path '*restorations*' -name '*.jpg'`],
    [`find . -path '*restorations*' -name '*.pyc' -delete`],
    [`ffmpeg -i renders/track01_loudnorm.wav masters/track01.wav`],
    [`ffmpeg -n -i renders/track01.wav masters/track01.wav`],
    [`ffmpeg -y -i masters/track01.wav renders/track01_loudnorm.wav`],
    [`ffmpeg -y -i masters/track01.wav exports/track01.mp3`],
    [`ffmpeg -y -i masters/track01.wav previews/track01.mp3`],
    [`ffmpeg -y -i masters/track01.wav tmp/track01.wav`],
    [`ffmpeg -y -i masters/track01.wav /tmp/track01.wav`],
    [`ffmpeg -y -i masters/track01.wav masters/track01_preview.mp3`],
    [`ffmpeg -y -i masters/a.wav -f null -`],
    [`sox masters/track01.wav renders/track01.wav norm -1`],
    [`sox masters/a.wav -n stat`],
    [`convert originals/a.tif -resize 50% thumbnails/a.jpg`],
    [`magick originals/a.png exports/a.webp`],
    [`ffmpeg -y -i in.wav build/masters/a.wav`],
    [`ffmpeg -y -i in.wav tests/fixtures/masters/a.wav`],
  ])('%s → none', (command) => expect(rule(command)).toBe('none'));
});
