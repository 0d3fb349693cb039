import { describe, expect, test } from 'vitest';
import { dropSettings } from '../../../src/guards/engine/dropSettings.js';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 34: identity and directory services, secret stores, backends as a service. One line per class that
// speaks and a benign near-miss that stays silent.

describe('identity and directory admin CLIs', () => {
  test.each([
    ['kcadm.sh delete realms/acme-prod', 'destructive/identity/keycloak-admin'],
    ['kcadm.sh delete users/8f2c1e4a -r acme', 'destructive/identity/keycloak-admin'],
    [
      'for id in $(kcadm.sh get users -r staging --fields id --format csv --noquotes); do kcadm.sh delete users/$id -r staging; done',
      'destructive/identity/keycloak-admin',
    ],
    ['/opt/keycloak/bin/kcadm.sh delete clients/3b1f -r acme', 'destructive/identity/keycloak-admin'],
    ['kcadm.sh get realms/acme --fields enabled', 'none'],
    ['kcadm.sh create realms -s realm=sandbox -s enabled=true', 'none'],
    ['kcadm.sh update realms/acme -s enabled=false', 'none'],
    [
      'kcadm.sh delete users/$(kcadm.sh get users -r sandbox -q username=test-user-tmp --fields id --format csv --noquotes) -r sandbox',
      'none',
    ],
    ['tctl rm roles/admin', 'destructive/identity/teleport-admin'],
    ['tctl users rm alice', 'destructive/identity/teleport-admin'],
    ['tctl tokens rm 4b3f2e1d', 'none'],
    ['tctl get roles --format=yaml', 'none'],
    ['ipa user-del --continue alice bob carol', 'destructive/identity/freeipa-admin'],
    ['ipa host-del web01.acme.local --updatedns', 'destructive/identity/freeipa-admin'],
    ['ipa hbacrule-del allow_all', 'destructive/identity/freeipa-admin'],
    ['ipa user-del --preserve alice', 'none'],
    ['ipa group-remove-member engineering --users=alice', 'none'],
    ['ipa user-disable alice', 'none'],
    ['samba-tool user delete jdoe', 'destructive/identity/samba-directory'],
    ['kanidm person delete jdoe', 'destructive/identity/samba-directory'],
    ['samba-tool group removemembers Engineering jdoe', 'none'],
    ['samba-tool user list', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('LDAP deletes and modifications that delete', () => {
  const group = 'dn: cn=developers,ou=groups,dc=acme,dc=local\nchangetype: modify\n';
  const ldif = (body: string) => `ldapmodify -x -D cn=admin,dc=acme,dc=local -y ~/.ldappw <<'EOF'\n${body}EOF`;
  test.each([
    [
      "ldapdelete -x -H ldap://ldap.acme.local -D 'cn=admin,dc=acme,dc=local' -y ~/.ldappw -r 'ou=people,dc=acme,dc=local'",
      'destructive/identity/ldapdelete',
    ],
    ['ldapdelete -x -D cn=admin,dc=example,dc=org -W uid=jdoe,ou=users,dc=example,dc=org', 'destructive/identity/ldapdelete'],
    ['ldapdelete -n -x -D cn=admin,dc=example,dc=org -W uid=jdoe,ou=users,dc=example,dc=org', 'none'],
    [ldif(`${group}delete: member\n-\n`), 'destructive/identity/ldapmodify-delete'],
    [
      "ldapmodify -x -D cn=admin,dc=acme,dc=local -W <<'EOF'\ndn: uid=jdoe,ou=people,dc=acme,dc=local\nchangetype: delete\nEOF",
      'destructive/identity/ldapmodify-delete',
    ],
    [ldif(`${group}delete: member\nmember: uid=jdoe,ou=people,dc=acme,dc=local\n-\n`), 'none'],
    [ldif(`${group}add: member\nmember: uid=jdoe,ou=people,dc=acme,dc=local\n`), 'none'],
    ['ldapadd -x -D cn=admin,dc=acme,dc=local -y ~/.ldappw -f people.ldif', 'none'],
    ["ldapsearch -x -b 'ou=people,dc=acme,dc=local' '(uid=jdoe)'", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('secret stores: vault items, CA keys and encryption keys', () => {
  test.each([
    ['bw delete item 7ac9cae8-5067-4faf-b6ab-acfd00e2c328 --permanent', 'destructive/identity/bitwarden-delete-permanent'],
    ['bw delete attachment b857igwl --itemid 7ac9', 'destructive/identity/bitwarden-delete-attachment'],
    ['bws secret delete be8e0ad8-d545-4017-a55a-b02f014d4158', 'destructive/infrastructure/bitwarden'],
    ['bw delete item 7ac9cae8-5067-4faf-b6ab-acfd00e2c328', 'none'],
    ['bw delete folder 7ac9', 'none'],
    ['rm -rf /home/dev/proj/.step/certs /home/dev/proj/.step/secrets', 'destructive/identity/rm-secret-store-keys'],
    ['rm ~/.config/sops/age/keys.txt', 'destructive/identity/rm-secret-store-keys'],
    ['rm -f pki/private/ca.key', 'destructive/identity/rm-secret-store-keys'],
    ['rm secrets.kdbx', 'destructive/identity/rm-secret-store-keys'],
    ['rm -rf .step/certs/intermediate_ca.crt', 'none'],
    ['rm ~/.config/sops/age/README.md', 'none'],
    ['rm /tmp/secrets.kdbx', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('backends: imports that replace, previews and emulators', () => {
  test.each([
    ['npx convex import --replace --table messages empty.jsonl --prod', 'destructive/backend/import-replace'],
    ['npx convex import --table messages seed.jsonl', 'none'],
    ['mongoimport --db app --collection users --drop --file users.json', 'destructive/backend/mongoimport-drop'],
    ['mongoimport --db app --collection users --file users.json', 'none'],
    ['firebase database:set / empty.json --project acme-prod -f', 'destructive/backend/firebase-database-set'],
    ['firebase database:update /config patch.json', 'none'],
    ['turso db destroy acme-prod --yes', 'destructive/database/hosted-db-reset'],
    ['turso db destroy pr-412-preview --yes', 'none'],
    ['pscale branch delete acme mr-19', 'none'],
    ['neonctl branches delete preview/pr-87-add-login', 'none'],
    ['neonctl branches delete main-backup', 'destructive/database/hosted-db-reset'],
    ["rm -rf emu-data/firestore_export && firebase emulators:exec --only firestore 'npm test'", 'none'],
    ['rm -rf emu-data', 'destructive/filesystem/rm-recursive'],
    ["curl -X DELETE 'http://localhost:8080/emulator/v1/projects/demo-acme/databases/(default)/documents'", 'none'],
    ['curl -X DELETE http://localhost:6333/collections/products', 'destructive/cloud/http-delete-local-store'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a database library setting an edit turns on that deletes its data', () => {
  const on = (path: string, old: string, next: string) => dropSettings(path, [{ old, new: next }]).map((each) => each.written);
  test.each([
    [
      'src/realm/schema.ts',
      'schemaVersion: 4,',
      'schemaVersion: 5,\n  deleteRealmIfMigrationNeeded: true,',
      ['deleteRealmIfMigrationNeeded: true'],
    ],
    ['Sources/App/RealmSetup.swift', '', 'config.deleteRealmIfMigrationNeeded = true', ['deleteRealmIfMigrationNeeded = true']],
    ['src/data-source.ts', 'synchronize: false,', 'synchronize: false,\n  dropSchema: true,', ['dropSchema: true']],
    ['src/db.ts', 'await sequelize.sync();', 'await sequelize.sync({ force: true });', ['.sync({ force: true']],
    ['app/src/main/java/Db.kt', '.build()', '.fallbackToDestructiveMigration()\n.build()', ['.fallbackToDestructiveMigration(']],
    ['src/main/resources/application.yml', 'ddl-auto: validate', 'ddl-auto: create-drop', ['ddl-auto: create-drop']],
    // Kept data, a setting already there, a test suite's own store.
    ['src/realm/schema.ts', 'schemaVersion: 4,', 'schemaVersion: 5,\n  onMigration: (oldRealm, newRealm) => {},', []],
    [
      'src/realm/schema.ts',
      'deleteRealmIfMigrationNeeded: true, schemaVersion: 4',
      'deleteRealmIfMigrationNeeded: true, schemaVersion: 5',
      [],
    ],
    ['src/data-source.ts', 'dropSchema: true', 'dropSchema: false', []],
    ['src/db.ts', 'await sequelize.sync();', 'await sequelize.sync({ alter: true });', []],
    ['src/main/resources/application.yml', 'ddl-auto: none', 'ddl-auto: update', []],
    ['test/data-source.ts', '', 'dropSchema: true', []],
    ['src/test/resources/application-test.yml', '', 'ddl-auto: create-drop', []],
  ])('%s: %j → %j', (path, old, next, expected) => expect(on(path, old, next)).toEqual(expected));
});
