import { describe, expect, test } from 'vitest';
import { outsideProject } from '../../../src/guards/outsideProject.js';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { bash } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Round 125 (village halls and parish councils): a file emptied by writing /dev/null over it (`cat /dev/null > f`,
// `cat < /dev/null > f`, `dd if=/dev/null of=f`), judged as `: > f` is; and certbot issuing, renewing or removing a
// certificate, which writes /etc/letsencrypt, /var/lib/letsencrypt and /var/log/letsencrypt (and the web server's config
// with --nginx or --apache). One line per case; near-misses stay silent.

const outside = (command: string) => {
  const found = outsideProject.detect(bash(command), guardContext('/home/dev')) as { path?: string } | undefined;
  return found?.path ?? 'none';
};

describe('/dev/null written over a file empties it as `: >` does (destructive/filesystem/empty-record-log and others)', () => {
  test.each([
    ['cat /dev/null > logs/audit/payments.log', 'destructive/filesystem/empty-record-log'],
    [': > logs/audit/payments.log', 'destructive/filesystem/empty-record-log'],
    ['cat < /dev/null > logs/audit/payments.log', 'destructive/filesystem/empty-record-log'],
    ['sudo cat /dev/null > logs/audit/payments.log', 'destructive/filesystem/empty-record-log'],
    ['cat /dev/null > logs/audit/payments.log 2>&1', 'destructive/filesystem/empty-record-log'],
    ['dd if=/dev/null of=logs/audit/payments.log', 'destructive/filesystem/empty-record-log'],
    ['cat /dev/null > logs/compliance/2024.log', 'destructive/filesystem/empty-record-log'],
    ['echo -n > logs/audit/payments.log', 'destructive/filesystem/empty-record-log'],
    ["printf '' > logs/audit/payments.log", 'destructive/filesystem/empty-record-log'],
    ['cp /dev/null logs/audit/payments.log', 'destructive/filesystem/cp-null-record-log'],
    ['cat /dev/null > ~/.bash_history', 'destructive/filesystem/redirect-sensitive'],
    ['cat /dev/null > db/production.sqlite3', 'destructive/filesystem/empty-database-file'],
    // Where `: >` is silent, so is /dev/null: a program's own log, temp space; an append, a seek or notrunc keeps the file.
    ['cat /dev/null > logs/app.log', 'none'],
    [': > logs/app.log', 'none'],
    ['dd if=/dev/null of=logs/app.log', 'none'],
    ['cat /dev/null > /tmp/audit.log', 'none'],
    ['cat /dev/null > nohup.out', 'none'],
    ['cat /dev/null >> logs/audit/payments.log', 'none'],
    ['dd if=/dev/null of=logs/audit/payments.log seek=1', 'none'],
    ['dd if=/dev/null of=logs/audit/payments.log conv=notrunc', 'none'],
    ['cat logs/audit/payments.log > /dev/null', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('certbot writes its folders outside the project (shell-writes certbot-config, -work, -logs, -nginx, -apache)', () => {
  test.each([
    [
      'sudo certbot --nginx -d bookings.ashbyvillagehall.org.uk --non-interactive --agree-tos -m clerk@ashbyparishcouncil.gov.uk',
      '/etc/letsencrypt',
    ],
    ['sudo certbot certonly --standalone -d x.org', '/etc/letsencrypt'],
    ['certbot certonly --webroot -w /var/www/html -d x.org', '/etc/letsencrypt'],
    ['sudo certbot renew', '/etc/letsencrypt'],
    ['sudo certbot run --apache -d x.org', '/etc/letsencrypt'],
    ['sudo certbot --apache', '/etc/letsencrypt'],
    ['sudo certbot delete --cert-name x.org', '/etc/letsencrypt'],
    ['certbot certonly --standalone -d x.org --config-dir ./le/config', '/var/lib/letsencrypt'],
    ['certbot --nginx -d x.org --config-dir ./le/config --work-dir ./le/work --logs-dir ./le/logs', '/etc/nginx'],
    // A listing, help, a dry run, and every folder moved into the project.
    ['certbot certificates', 'none'],
    ['certbot plugins', 'none'],
    ['certbot --help', 'none'],
    ['certbot help all', 'none'],
    ['sudo certbot renew --dry-run', 'none'],
    ['certbot certonly --standalone -d x.org --config-dir ./le/config --work-dir ./le/work --logs-dir ./le/logs', 'none'],
    ['certbot certonly --standalone -d x.org --config-dir=./le/config --work-dir=./le/work --logs-dir=./le/logs', 'none'],
  ])('%s → %s', (command, path) => expect(outside(command)).toBe(path));
});
