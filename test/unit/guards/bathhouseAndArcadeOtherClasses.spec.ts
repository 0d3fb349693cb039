import { describe, expect, test } from 'vitest';
import { outsideProject } from '../../../src/guards/outsideProject.js';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { bash, secretSpeaks } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Round 89 (bathhouses and spas, arcades and pinball routes): a name corrected in a data CSV by `sed -i`, a copy
// outside the project whose file name is made when run, and a password in a go-sql-driver/mysql DSN. One line per
// class that speaks and near-misses that stay silent.

const outside = (command: string) => outsideProject.detect(bash(command), guardContext('/home/dev')) !== undefined;

describe('a name corrected in a data CSV stays silent (destructive/rewrite/sed-rewrite-data-values)', () => {
  test.each([
    // Literal text whose replacement extends or respells the same words.
    [`sed -i 's/^Bullseye Glass,/Bullseye Glass Co.,/' data/suppliers.csv`, 'none'],
    [`sed -i 's/Acme Corp,/Acme Corporation,/g' data/vendors.csv`, 'none'],
    [`sed -i 's/,Frasier Fir,/,Fraser Fir,/g' data/inventory.csv`, 'none'],
    [`sed -i 's/,Larson Juhl,/,Larson Juhl Inc,/' data/moulding_catalog.csv`, 'none'],
    [`sed -i 's/Smith Jon,/Smith Jonathan,/' data/people.csv`, 'none'],
    // Values rewritten: a pattern with a class or wildcard, other words, a status flipped, a delete.
    [`sed -i -E 's/,delinquent,[0-9.]+$/,current,0.00/' data/tenant_ledger.csv`, 'destructive/rewrite/sed-rewrite-data-values'],
    [`sed -i 's/,ACTIVE,/,LAPSED,/' data/members.csv`, 'destructive/rewrite/sed-rewrite-data-values'],
    [`sed -i 's/,[0-9]*$/,0/' data/members.csv`, 'destructive/rewrite/sed-rewrite-data-values'],
    [`sed -i 's/,Closed Won,/,Closed Lost,/' data/deals.csv`, 'destructive/rewrite/sed-rewrite-data-values'],
    [`sed -i 's/,Net 30,/,Net 60,/' data/terms.csv`, 'destructive/rewrite/sed-rewrite-data-values'],
    [`sed -i 's/^Bullseye.*,/Bullseye Glass Co.,/' data/suppliers.csv`, 'destructive/rewrite/sed-rewrite-data-values'],
    [`sed -i 's/Bullseye Glass,/Spectrum Glass,/' data/suppliers.csv`, 'destructive/rewrite/sed-rewrite-data-values'],
    [`sed -i '/^Bullseye Glass,/d' data/suppliers.csv`, 'destructive/rewrite/sed-delete-data-lines'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a destination whose last part is made when run is judged by its folder (outside-project)', () => {
  test.each([
    ['cp .env ../proj-env-backup/.env.$(date +%s)', true],
    ['cp .env ../proj-env-backup/.env.bak', true],
    ['cp .env "../proj-env-backup/.env.`date +%F`"', true],
    ['cp config.yml ../snapshots/config-$((n+1)).yml', true],
    ['cp db.sqlite ../backups/db-$STAMP.sqlite', true],
    // Inside the project, temp space, and a destination that is wholly a substitution.
    ['cp .env backups/.env.$(date +%s)', false],
    ['cp x "/tmp/x.$(date +%s)"', false],
    ['cp x "$(mktemp)"', false],
    ['cp x ../$(basename $PWD)-copy/x', false],
  ])('%s → %s', (command, speaks) => expect(outside(command)).toBe(speaks));
});

describe('a password in a go-sql-driver/mysql DSN (secrets)', () => {
  const go = (dsn: string) => `package store\n\nconst dsn = "${dsn}"\n\nfunc Open() (*sql.DB, error) { return sql.Open("mysql", dsn) }\n`;
  test.each([
    ['cabinet/internal/store/db.go', go('arcade:Rq4!zT9m2Lw@tcp(10.0.4.12:3306)/pinball_route?parseTime=true'), true],
    ['internal/db/db.go', go('spa:Vb7#kQ2xN9p@unix(/var/run/mysqld/mysqld.sock)/bookings'), true],
    ['internal/db/db.go', go('spa:Vb7#kQ2xN9p@/bookings'), true],
    ['internal/db/db.go', go('spa:Vb7kQ2xN9pLm@tcp6([::1]:3306)/bookings'), true],
    // No password, one read from the environment, a format string.
    ['internal/db/db.go', go('arcade:@tcp(10.0.4.12:3306)/pinball_route'), false],
    ['internal/db/db.go', go('arcade:${DB_PASS}@tcp(10.0.4.12:3306)/pinball_route'), false],
    ['internal/db/db.go', 'dsn := fmt.Sprintf("%s:%s@tcp(%s)/%s", user, pass, host, db)\n', false],
  ])('%s %s → %s', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
