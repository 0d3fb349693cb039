import { describe, expect, test } from 'vitest';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 150's secrets classes. (1) A Redis, Valkey or Sentinel password in the server's config: `requirepass` and
// `masterauth` spoke, Sentinel's `sentinel auth-pass <master> <pw>` and `sentinel sentinel-pass <pw>`, an ACL user's
// `>pw` (redis.conf or the `users.acl` aclfile), Valkey's `primaryauth` and the TLS key passphrases did not; nor those
// lines in a heredoc, a tee or a ConfigMap's `redis.conf: |` block, nor `redis-cli CONFIG SET requirepass …`, `SENTINEL
// SET m auth-pass …` or `ACL SETUSER u on >…`. (2) An Ably API key `<appId>.<keyId>:<secret>` in code or config.
// Silent: placeholders (changeme, foobared from the sample redis.conf, `${REDIS_PASSWORD}`, `<password>`), comments, an
// empty password, a hashed ACL password, `nopass`; an Ably key's name alone, a token, an `authUrl`, a masked key.

// Assembled at run time so that no scanner flags this file.
const pw = ['MKs24NrvA3p1', 'eJPwJfeVJtLc79C0'].join('');
const ably = ['c1RVLJ.7yyHwS:', 'KTiVQ47qsxG72VnY6wGD4tylc-', 'Y3oLOr0GlsP5S_KXv'].join('');

describe('a Redis or Sentinel password in its config (secrets/assignment)', () => {
  test.each([
    [
      'redis/sentinel.conf',
      `sentinel monitor dispatch 10.20.1.15 6379 2\nsentinel auth-pass dispatch ${pw}\nsentinel down-after-milliseconds dispatch 5000\n`,
      true,
    ],
    ['redis/sentinel.conf', `sentinel monitor mymaster 127.0.0.1 6379 2\nsentinel sentinel-pass ${pw}\n`, true],
    ['redis/sentinel.conf', `SENTINEL auth-pass mymaster "${pw}"\n`, true],
    ['redis/redis.conf', `port 6379\nrequirepass ${pw}\n`, true],
    ['redis/redis.conf', `replicaof 10.0.0.5 6379\nmasterauth "${pw}"\n`, true],
    ['valkey/valkey.conf', `primaryauth ${pw}\n`, true],
    ['redis/redis.conf', `tls-port 6380\ntls-key-file-pass ${pw}\n`, true],
    ['redis/redis.conf', `user default off\nuser app on >${pw} ~app:* +@all\n`, true],
    ['redis/users.acl', `user default off\nuser app on >${pw} ~app:* &* +@all\n`, true],
    ['redis/users.acl', `user worker on #a1b2 >${pw} resetchannels ~jobs:* +@read\n`, true],
    [
      'k8s/redis-configmap.yaml',
      `apiVersion: v1\nkind: ConfigMap\ndata:\n  redis.conf: |\n    bind 0.0.0.0\n    requirepass ${pw}\n`,
      true,
    ],
    ['redis/redis.conf', 'requirepass ""\n', false],
    ['redis/redis.conf', '# requirepass foobared\n', false],
    ['redis/redis.conf', 'requirepass foobared\n', false],
    ['redis/redis.conf', 'requirepass changeme\n', false],
    ['redis/redis.conf', 'requirepass <password>\n', false],
    ['redis/redis.conf', 'masterauth ${REDIS_PASS}\n', false],
    ['redis/sentinel.conf', 'sentinel auth-pass mymaster ${REDIS_PASSWORD}\n', false],
    ['redis/sentinel.conf', 'sentinel auth-pass mymaster foobared\n', false],
    ['redis/sentinel.conf', 'sentinel auth-pass mymaster <password>\n', false],
    ['redis/sentinel.conf', `# sentinel auth-pass mymaster ${pw}\n`, false],
    [
      'redis/sentinel.conf',
      'sentinel monitor m 127.0.0.1 6379 2\nsentinel auth-user m replicator\nsentinel failover-timeout m 180000\n',
      false,
    ],
    ['redis/users.acl', 'user default on nopass ~* &* +@all\n', false],
    ['redis/users.acl', `user app on #${'e5e9fa1ba31ecd1ae84f75caaa474f3a'.repeat(2)} ~app:* +@all\n`, false],
    ['redis/redis.conf', 'user app on >changeme ~* +@all\n', false],
    ['redis/redis.conf', 'user app on >${REDIS_APP_PASSWORD} ~* +@all\n', false],
    ['scripts/run.sh', '#!/bin/sh\nuser bob >out.log\n', false],
    ['docs/redis.md', `Set a password in redis.conf:\n\n    requirepass ${pw}\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));

  test.each([
    [`cat > /etc/redis/sentinel.conf <<EOF\nsentinel monitor m 10.0.0.1 6379 2\nsentinel auth-pass m ${pw}\nEOF`, true],
    [`echo 'sentinel auth-pass mymaster ${pw}' | sudo tee -a /etc/redis/sentinel.conf`, true],
    [`echo 'requirepass ${pw}' >> /etc/redis/redis.conf`, true],
    [`redis-cli CONFIG SET requirepass '${pw}'`, true],
    [`valkey-cli -h 10.0.0.5 CONFIG SET masterauth ${pw}`, true],
    [`redis-cli -p 26379 SENTINEL SET mymaster auth-pass ${pw}`, true],
    [`redis-cli ACL SETUSER app on '>${pw}' '~app:*' '+@all'`, true],
    ['redis-cli CONFIG SET requirepass "$REDIS_PASSWORD"', false],
    ['redis-cli CONFIG GET requirepass', false],
    ['redis-cli ACL SETUSER app on ">$APP_PASSWORD" "~app:*"', false],
    ['redis-cli ACL SETUSER reporting on nopass "~report:*" +@read', false],
    ["echo 'sentinel auth-pass mymaster changeme' | sudo tee -a /etc/redis/sentinel.conf", false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});

describe('an Ably API key with its secret (secrets/messaging/ably-api-key)', () => {
  test.each([
    ['web/src/realtime.js', `const ably = new Ably.Realtime({ key: '${ably}' });`, true],
    ['web/src/realtime.ts', `import * as Ably from 'ably';\nexport const client = new Ably.Rest({ key: "${ably}" });\n`, true],
    ['web/src/realtime.js', `const ably = new Ably.Realtime('${ably}');`, true],
    ['app/pubsub.py', `from ably import AblyRest\nclient = AblyRest('${ably}')\n`, true],
    ['pub/main.go', `client, err := ably.NewRealtime(ably.WithKey("${ably}"))\n`, true],
    ['src/Pub.java', `AblyRest rest = new AblyRest("${ably}");\n`, true],
    ['lib/pub.rb', `client = Ably::Rest.new(key: '${ably}')\n`, true],
    ['.env', `ABLY_API_KEY=${ably}\n`, true],
    ['web/src/realtime.js', "const ably = new Ably.Realtime({ authUrl: '/api/ably-token' });", false],
    ['web/src/realtime.js', 'const ably = new Ably.Realtime({ token: tokenDetails.token });', false],
    ['web/src/realtime.js', "const ably = new Ably.Realtime({ key: 'xVLyHw.XXXXXX:XXXXXXXX' });", false],
    ['web/src/realtime.js', "const ably = new Ably.Realtime({ key: 'c1RVLJ.7yyHwS' });", false],
    ['web/src/realtime.js', 'const ably = new Ably.Realtime({ key: process.env.ABLY_API_KEY });', false],
    ['web/src/realtime.js', "const ably = new Ably.Realtime({ key: '<YOUR_ABLY_API_KEY>' });", false],
    ['.env.example', 'ABLY_API_KEY=xVLyHw.XXXXXX:XXXXXXXX\n', false],
    ['.env', 'ABLY_KEY_NAME=c1RVLJ.7yyHwS\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));

  test.each([
    [`curl -u '${ably}' https://rest.ably.io/channels/test/messages`, true],
    [`ably channels publish orders hello --api-key ${ably}`, true],
    ['curl -u "$ABLY_API_KEY" https://rest.ably.io/channels/test/messages', false],
    ['ably auth keys get "aBcDeF.gHiJkL"', false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});
