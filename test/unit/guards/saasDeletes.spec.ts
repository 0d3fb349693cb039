import { describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { deleteOperation, httpRequest, namesDelete } from '../../../src/guards/engine/httpCalls.js';
import { guardContext } from '../../support/guardContext.js';

// SaaS and admin-API deletes (round 18): a delete operation called by name over HTTP or from code,
// topic-command CLIs, GAM, and deletes of what the same line created. One line per class and a benign near-miss.

const rule = (command: string) =>
  findDestructive(command, guardContext('/home/dev', { cwd: '/home/dev/proj', config: {} }))
    .map((hit) => hit.rule)
    .join(' ') || 'none';

const OPERATION = 'destructive/http/http-delete-operation';
const LOCAL = 'destructive/cloud/http-delete-local-store';

describe('an endpoint or GraphQL mutation named for a delete is a delete, whatever the HTTP method', () => {
  test.each([
    ['curl -s -X POST https://slack.com/api/admin.conversations.delete -d channel_id=C1', OPERATION],
    ['curl -s https://slack.com/api/admin.conversations.info -d channel=C1', 'none'],
    ["curl -X POST -g 'http://localhost:9090/api/v1/admin/tsdb/delete_series?match[]=up'", OPERATION],
    ['curl -X POST http://localhost:8000/api/items/3/delete', 'none'],
    // A record's delete route by its id is the same act as DELETE on the record (a whole GitLab project here).
    ['curl -X POST https://git.example.com/api/v4/projects/14/delete', OPERATION],
    ['curl -X POST \'http://loki:3100/loki/api/v1/delete?query={app="x"}\'', OPERATION],
    ["curl 'http://loki:3100/loki/api/v1/delete'", 'none'],
    ['curl -X POST https://api.hubapi.com/crm/v3/objects/contacts/gdpr-delete -d @c.json', OPERATION],
    ['curl -X POST https://gmail.googleapis.com/gmail/v1/users/me/messages/batchDelete -d @ids.json', OPERATION],
    ['curl -X POST https://api.example.com/auth/password/reset -d email=a@b.c', 'none'],
    ['curl -X POST https://api.example.com/docs/undelete -d id=4', 'none'],
    ['http POST https://api.telegram.org/bot$T/deleteMessage chat_id=1 message_id=2', OPERATION],
    ['wget --post-data=id=4 https://api.example.com/v2/projects/destroy', OPERATION],
    [`curl https://api.linear.app/graphql -d '{"query":"mutation { teamDelete(id: \\"9c\\") { success } }"}'`, OPERATION],
    [`curl https://api.linear.app/graphql -d '{"query":"mutation { teamUpdate(id: \\"9c\\", input: {}) { success } }"}'`, 'none'],
    [`curl https://api.linear.app/graphql -d '{"query":"query { deletedTeams(first: 5) { id } }"}'`, 'none'],
    // Postmark's suppression-list delete re-enables sending to an address: housekeeping.
    ['curl -X POST https://api.postmarkapp.com/message-streams/outbound/suppressions/delete -d @a.json', 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));

  test('the reader: method, URL and body of curl, HTTPie and wget', () => {
    expect(httpRequest(['curl', '-s', '-H', 'A: b', 'https://x.io/a', '-d', 'k=v'])).toEqual({
      method: 'POST',
      url: 'https://x.io/a',
      bodies: ['k=v'],
    });
    expect(httpRequest(['curl', '-G', 'https://x.io/a', '-d', 'k=v'])?.method).toBe('GET');
    expect(httpRequest(['curl', '--request=PUT', '--url', 'https://x.io/a'])).toEqual({ method: 'PUT', url: 'https://x.io/a', bodies: [] });
    expect(namesDelete('admin.conversations.delete', [])).toBe(true);
    expect(namesDelete('dashboardDelete', [])).toBe(true);
    expect(namesDelete('delete_v2', [])).toBe(true);
    expect(namesDelete('reset', ['reset'])).toBe(false);
    expect(namesDelete('how-deletes-work-guide', [])).toBe(false);
    expect(deleteOperation({ method: 'GET', url: 'https://x.io/chat.delete', bodies: [] }, [])).toBeUndefined();
  });

  // Its cost is measured in bench/guards.js 3f ('HTTP operations'); here, what it says.
  test('a hostile 1 MB body names no delete', () => {
    expect(rule(`curl https://x.io/graphql -d 'mutation ${'a('.repeat(500_000)}'`)).toBe('none');
  });
});

describe('a local admin API that holds configuration or data', () => {
  test.each([
    ['curl -s -X DELETE http://localhost:2019/config/', LOCAL],
    ['curl -s -X DELETE http://localhost:2019/config/apps/http/servers/srv0', LOCAL],
    ['curl -s http://localhost:2019/config/', 'none'],
    ['curl -X DELETE http://localhost:8000/api/config/flags/x', 'none'],
    ['curl -s -X DELETE -u "admin:$P" http://localhost:3000/api/datasources/name/Loki', LOCAL],
    ['curl -s -X DELETE http://localhost:3000/api/annotations/4', 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('a suppression-list entry is housekeeping; the whole list is not', () => {
  test.each([
    ['curl -s --user "api:$K" -X DELETE https://api.mailgun.net/v3/mg.example.com/bounces/qa-inbox@example.com', 'none'],
    ['curl -X DELETE https://api.sendgrid.com/v3/suppression/bounces/qa%40example.com', 'none'],
    ['curl -s --user "api:$K" -X DELETE https://api.mailgun.net/v3/mg.example.com/unsubscribes', 'destructive/cloud/http-delete'],
    ['curl -X DELETE https://api.notion.com/v1/blocks/5c6a2821', 'destructive/cloud/http-delete'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('the same from code: a POST to a delete-named endpoint, a clearing method', () => {
  test.each([
    [
      'python3 - <<\'EOF\'\nimport requests\nfor m in msgs:\n    requests.post("https://slack.com/api/chat.delete", data={"ts": m})\nEOF',
      OPERATION,
    ],
    ['python3 - <<\'EOF\'\nimport requests\nrequests.post("https://slack.com/api/chat.postMessage", data={})\nEOF', 'none'],
    [`node -e "fetch('https://api.x.io/v1/teams/t1/delete', {method: 'POST'})"`, OPERATION],
    [`node -e "require('algoliasearch')(a, k).initIndex('docs').clearObjects().wait()"`, 'destructive/unlisted/any-cli'],
    [`python -c "objects = {}; objects.clear()"`, 'none'],
    [`node -e "const i = client.initIndex('docs'); i.deleteIndex()"`, 'destructive/unlisted/any-cli'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('topic-command CLIs and GAM', () => {
  test.each([
    ['twilio api:core:incoming-phone-numbers:remove --sid PN0f3e', 'destructive/infrastructure/twilio'],
    [
      "twilio api:core:recordings:list -o json | jq -r '.[].sid' | xargs -I{} twilio api:core:recordings:remove --sid {}",
      'destructive/infrastructure/twilio',
    ],
    ['twilio api:core:recordings:list -o json', 'none'],
    ['gam csv leavers.csv gam delete user ~email', 'destructive/infrastructure/gam'],
    ['gam csv joiners.csv gam create user ~email firstname ~first', 'none'],
    ['gam update group all-staff@acme.com clear member', 'destructive/infrastructure/gam'],
    ['gam update group all-staff@acme.com remove member bob@acme.com', 'none'],
    ['gam update group all-staff@acme.com delete member bob@acme.com', 'none'],
    // GAM's message deletes by query list what they would take until `doit`; `ids` act at once.
    ['gam user bob@acme.com delete messages query "before:2023/01/01"', 'none'],
    ['gam user bob@acme.com delete messages query "before:2023/01/01" doit', 'destructive/infrastructure/gam'],
    ['gam user bob@acme.com delete messages ids 18e9fc6581b9acab', 'destructive/infrastructure/gam'],
    ['gam print users', 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe("a delete of what a variable captured from the same line's create", () => {
  test.each([
    ['id=$(stripe customers create --email smoke@example.com | jq -r .id) && stripe customers delete "$id" --confirm', 'none'],
    ['id=$(stripe customers list | jq -r ".data[0].id") && stripe customers delete "$id" --confirm', 'destructive/infrastructure/stripe'],
    ['id=$(stripe products create --name x | jq -r .id) && stripe customers delete "$id" --confirm', 'destructive/infrastructure/stripe'],
    [
      'id=$(stripe customers create --email a@b.c | jq -r .id) && stripe customers delete cus_9 --confirm',
      'destructive/infrastructure/stripe',
    ],
    [
      `uid=$(curl -s -X POST "$GRAFANA_URL/api/dashboards/db" -d '{"dashboard":{}}' | jq -r .uid) && curl -s -X DELETE "$GRAFANA_URL/api/dashboards/uid/$uid"`,
      'none',
    ],
    [
      `uid=$(curl -s "$GRAFANA_URL/api/search" | jq -r '.[0].uid') && curl -s -X DELETE "$GRAFANA_URL/api/dashboards/uid/$uid"`,
      'destructive/cloud/http-delete',
    ],
    [
      `uid=$(curl -s -X POST "$A/api/dashboards/db" -d '{}' | jq -r .uid) && curl -s -X DELETE "$B/api/dashboards/uid/$uid"`,
      'destructive/cloud/http-delete',
    ],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});
