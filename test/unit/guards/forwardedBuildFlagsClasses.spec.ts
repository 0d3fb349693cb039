import { describe, expect, test } from 'vitest';
import { outsideProject } from '../../../src/guards/outsideProject.js';
import { bash, outside } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Round 99's outside-project class. A package manager's script run with arguments forwarded to the script's tool (`npm run
// build -- --outDir X`, `pnpm build --outDir X`, `yarn build -o X`, `bun run build --outDir X`) writes where the forwarded
// output option says, judged as the direct tool's (`vite build --outDir X`) is. npm keeps an option before `--` as its own
// setting. One line per case; an output inside the project, the temp dir and options that name no output stay silent.

const speaks = (command: string) => outsideProject.detect(bash(command), guardContext('/home/dev')) !== undefined;

describe("a package manager's script handed an output option outside the project writes there (outside-project)", () => {
  test.each([
    ['npm run build -- --outDir /var/www/booth-gallery --emptyOutDir', ['/var/www/booth-gallery']],
    ['npm run build -- --outDir=/var/www/booth-gallery', ['/var/www/booth-gallery']],
    ['npm run-script build -- --output-path /var/www/booth-gallery', ['/var/www/booth-gallery']],
    ['npm run build -- -o /srv/booth/site', ['/srv/booth/site']],
    ['npm run build -- --dist-dir ~/sites/booth', ['/home/dev/sites/booth']],
    ['npm run build -- --dest ../booth-site', ['/home/dev/booth-site']],
    ['npm run -w web build -- --outDir /srv/www/booth', ['/srv/www/booth']],
    ['npm --prefix web run build -- --outDir=/srv/www/booth', ['/srv/www/booth']],
    ['npm start -- --out-dir /var/www/booth', ['/var/www/booth']],
    ['pnpm build --outDir /var/www/booth-gallery', ['/var/www/booth-gallery']],
    ['pnpm run build -- --outDir /var/www/booth-gallery', ['/var/www/booth-gallery']],
    ['pnpm --filter web build --output-path /var/www/booth-gallery', ['/var/www/booth-gallery']],
    ['yarn build --outDir /var/www/booth-gallery', ['/var/www/booth-gallery']],
    ['yarn run build --dist-dir /var/www/booth-gallery', ['/var/www/booth-gallery']],
    ['bun run build --outDir /var/www/booth-gallery', ['/var/www/booth-gallery']],
    ['cd web && npm run build -- --outDir ../../booth-site', ['/home/dev/booth-site']],
    // Inside the project, no output option, a flag whose value is no path from the root, npm's own setting before `--`.
    ['npm run build -- --outDir dist', []],
    ['npm run build -- --outDir ./public/build', []],
    ['pnpm build --outDir ../proj/dist', []],
    ['npm test -- --coverage', []],
    ['npm run build -- --mode production', []],
    ['npm start -- --port 3000', []],
    ['npm run build -- -o dist/app.js', []],
    ['npm test -- -o', []],
    ['yarn test -o', []],
    ['npm run build --outDir=/var/www/booth-gallery', []],
    ['npm run build --outDir /var/www/booth-gallery', []],
    ['npm run build', []],
    ['pnpm install', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));

  test.each([
    ['npm run build -- --outDir /var/www/booth-gallery --emptyOutDir', true],
    ['pnpm build --outDir /var/www/booth-gallery', true],
    ['yarn build --outDir /var/www/booth-gallery', true],
    ['bun run build --outDir /var/www/booth-gallery', true],
    // The temp dir is scratch, as for the direct `vite build --outDir /tmp/preview`.
    ['npm run build -- --outDir /tmp/preview', false],
    ['vite build --outDir /tmp/preview', false],
    ['npm run build -- --outDir dist', false],
    ['npm test -- --coverage', false],
  ])('the guard on %s', (command, risky) => expect(speaks(command)).toBe(risky));
});
