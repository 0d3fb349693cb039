import { describe, expect, test } from 'vitest';
import { outsideProject } from '../../../src/guards/outsideProject.js';
import { bash, outside } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Round 78's outside-project classes. After a `cd` that leaves the project, a command that writes into the folder it
// runs in (a clone with no folder named, a scaffolder, `curl -O`, `wget URL`, `tar -x`, `unzip`) writes outside; an image
// tool's output folder or file (`mogrify -path`, `optipng -dir`, `jpegoptim -d`, `squoosh-cli -d`, `vipsthumbnail -o`)
// outside the project is written. One line per case; reads, in-place changes and moves back inside stay silent.

const speaks = (command: string) => outsideProject.detect(bash(command), guardContext('/home/dev')) !== undefined;

describe('a command that writes into its current folder, after a cd out of the project (outside-project)', () => {
  test.each([
    ['cd .. && git clone git@github.com:skateland/rink-ui.git', ['/home/dev/rink-ui']],
    ['cd ../.. && git clone https://github.com/skateland/rink-ui.git', ['/home/rink-ui']],
    ['cd ~ && git clone https://github.com/skateland/rink-ui', ['/home/dev/rink-ui']],
    ['cd /srv/apps && git clone https://github.com/skateland/rink-ui.git', ['/srv/apps/rink-ui']],
    ['cd "$HOME" && git clone https://github.com/skateland/rink-ui.git', ['/home/dev/rink-ui']],
    ['pushd .. && gh repo clone skateland/rink-ui', ['/home/dev/rink-ui']],
    ['cd .. && git clone https://github.com/skateland/rink-ui.git rink', ['/home/dev/rink']],
    ['cd .. && git init rink-ops', ['/home/dev/rink-ops']],
    ['cd .. && npm init -y', ['/home/dev/package.json']],
    ['cd .. && npm create vite@latest rink-admin', ['/home/dev/rink-admin']],
    ['cd .. && npx create-react-app rink-admin', ['/home/dev/rink-admin']],
    ['cd .. && cargo new rink-cli', ['/home/dev/rink-cli']],
    ['cd .. && curl -fsSLO https://downloads.example.com/rink-assets.tgz', ['/home/dev/rink-assets.tgz']],
    ['cd .. && curl -o assets.tgz https://downloads.example.com/rink-assets.tgz', ['/home/dev/assets.tgz']],
    ['cd .. && wget https://downloads.example.com/rink-assets.tgz', ['/home/dev/rink-assets.tgz']],
    ['cd .. && tar -xzf proj/dist/rink-assets.tgz', ['/home/dev']],
    ['cd .. && unzip proj/dist/rink-assets.zip', ['/home/dev']],
    ['cd .. && mkdir rink-backup', ['/home/dev/rink-backup']],
    ['cd .. && echo done > rink-notes.txt', ['/home/dev/rink-notes.txt']],
    ['cd .. && cp proj/.env.example .', ['/home/dev']],
    // Nothing written, back inside, a scratch or unknown folder, a folder inside the project.
    ['cd .. && ls', []],
    ['cd .. && git -C proj status', []],
    ['cd .. && git status', []],
    ['cd .. && wget -qO- https://downloads.example.com/install.sh', []],
    ['cd .. && curl -fsSL https://downloads.example.com/install.sh', []],
    ['cd .. && tar -tzf proj/dist/rink-assets.tgz', []],
    ['cd .. && tar -xOzf proj/dist/rink-assets.tgz', []],
    ['cd .. && unzip -l proj/dist/rink-assets.zip', []],
    ['cd ../proj && git clone https://github.com/skateland/rink-ui.git', []],
    ['cd "$(mktemp -d)" && git clone https://github.com/skateland/rink-ui.git', []],
    ['cd sub && git clone https://github.com/skateland/rink-ui.git', []],
    ['git clone https://github.com/skateland/rink-ui.git', []],
    ['wget https://downloads.example.com/rink-assets.tgz', []],
    ['unzip dist/rink-assets.zip', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));

  test.each([
    ['cd .. && git clone git@github.com:skateland/rink-ui.git', true],
    ['cd /tmp && git clone https://github.com/skateland/rink-ui.git', false],
    ['cd .. && ls', false],
  ])('the guard on %s', (command, risky) => expect(speaks(command)).toBe(risky));
});

describe("an image tool's output folder or file outside the project is written (outside-project)", () => {
  test.each([
    ['mogrify -path /var/www/html/lots -resize 1200x1200 -quality 85 media/lots/2024-spring/*.jpg', ['/var/www/html/lots']],
    ['magick mogrify -path ~/Pictures/lots -resize 50% media/*.jpg', ['/home/dev/Pictures/lots']],
    ['gm mogrify -output-directory /var/www/html/lots -resize 50% media/*.jpg', ['/var/www/html/lots']],
    ['convert media/lots/a.jpg -resize 50% /var/www/html/lots/a.jpg', ['/var/www/html/lots/a.jpg']],
    ['cwebp -q 80 media/lots/a.png -o /var/www/html/lots/a.webp', ['/var/www/html/lots/a.webp']],
    ['optipng -o5 -dir /var/www/html/lots media/lots/a.png', ['/var/www/html/lots']],
    ['oxipng --out /var/www/html/lots/a.png media/lots/a.png', ['/var/www/html/lots/a.png']],
    ['jpegoptim -d /var/www/html/lots media/lots/a.jpg', ['/var/www/html/lots']],
    ['jpegoptim --dest=/var/www/html/lots media/lots/a.jpg', ['/var/www/html/lots']],
    ['pngquant --output /var/www/html/lots/a.png media/lots/a.png', ['/var/www/html/lots/a.png']],
    ['ffmpeg -i media/clips/intro.mp4 /var/www/html/clips/intro.webm', ['/var/www/html/clips/intro.webm']],
    ['squoosh-cli --webp auto -d /var/www/html/lots media/lots/a.jpg', ['/var/www/html/lots']],
    ['vipsthumbnail media/lots/a.jpg -o /var/www/html/lots/%s_thumb.jpg', ['/var/www/html/lots']],
    ['gifsicle -O3 media/a.gif -o /var/www/html/a.gif', ['/var/www/html/a.gif']],
    // In place, inside the project, only read outside.
    ['mogrify -resize 50% media/*.jpg', []],
    ['mogrify -path media/resized -resize 50% media/*.jpg', []],
    ['identify /var/www/html/lots/a.jpg', []],
    ['convert /var/www/html/lots/a.jpg media/lots/a.png', []],
    ['optipng -o5 media/lots/a.png', []],
    ['jpegoptim --strip-all media/lots/a.jpg', []],
    ['squoosh-cli --webp auto -d media/webp media/lots/a.jpg', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));

  test.each([
    ['mogrify -path /var/www/html/lots -resize 1200x1200 media/lots/*.jpg', true],
    ['mogrify -path /tmp/lots -resize 1200x1200 media/lots/*.jpg', false],
  ])('the guard on %s', (command, risky) => expect(speaks(command)).toBe(risky));
});

describe('a cd inside a ( … ) subshell ends with it (outside-project)', () => {
  test.each([
    ['(cd .. && ls) && touch rink-notes.txt', []],
    ['(cd .. && git clone https://github.com/skateland/rink-ui.git)', ['/home/dev/rink-ui']],
    ['(cd .. && ls); (cd ~ && ls); mkdir build', []],
    ['(cd sub && (cd ../.. && ls) && touch a) && touch b', []],
    ['cd .. && (cd proj && ls) && mkdir rink-backup', ['/home/dev/rink-backup']],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});
