import { describe, expect, test } from 'vitest';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 107's secrets class: a URL's or DSN's password that starts with `-` (`postgres://shop:-hT%Dp…@db/…`) is the
// password's own character, not an option's; it is judged as any other password there. One line per case.

// Assembled at run time so that no scanner flags this file.
const drawn = ['-hT%DpQX', 'Oy7A1Nvf', 'rG'].join('');
const url = (password: string) => `postgres://railshop:${password}@db.railshop.co.uk:5432/railshop`;

describe('a password that starts with a dash, in a URL or a DSN', () => {
  test.each([
    [`echo 'DATABASE_URL=${url(drawn)}' >> .env`, true],
    [`echo 'DATABASE_URL=${url(drawn.replace('%', 'x'))}' >> .env`, true],
    [`psql '${url(drawn)}' -c 'select 1'`, true],
    [`echo 'DSN=app:${drawn.replace('%', 'x')}@tcp(db:3306)/shop' >> .env`, true],
    [`echo 'DATABASE_URL=${url('-${DB_PASS}')}' >> .env`, false],
    [`echo 'DATABASE_URL=${url('${DB_PASS}')}' >> .env`, false],
    [`echo 'DATABASE_URL=${url('changeme')}' >> .env`, false],
    [`docker login -u shop --password-stdin registry.railshop.co.uk`, false],
  ])('%s speaks: %s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));

  test.each([
    ['config/.env', `DATABASE_URL=${url(drawn)}\n`, true],
    ['config/database.yml', `production:\n  url: ${url(drawn)}\n`, true],
    ['config/.env', `DATABASE_URL=${url('-${DB_PASS}')}\n`, false],
  ])('a Write of %s speaks: %s', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));
});
