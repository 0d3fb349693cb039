import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { commandChanges } from '../../../src/guards/dependency.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';

// Round 74's dependency and secrets classes: a Maven Versions plugin goal that rewrites the pom's dependency versions,
// given among other goals, after an option's value (`-f sas-bridge/pom.xml`) or by the plugin's coordinates; and a
// password passed to a call as code (a variable by keyword, a prompt's or a function's result), which is no connection
// string's password. One line per class that speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const pass = ['Kx9vQ2', 'mLp7!'].join('');
const dsnPass = ['S3cr3t', 'Pass'].join('');
const context = guardContext('/home/dev');
const write = (file_path: string, content: string) =>
  secrets.detect(
    {
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: `/home/dev/proj/${file_path}`, content },
    } as CanonicalEvent,
    context,
  ) !== undefined;
const rules = (command: string) =>
  commandChanges(command)
    .map((change) => change.rule)
    .join(',') || 'none';

describe("a Maven Versions goal that rewrites the pom's dependency versions (dependency/jvm/maven-versions)", () => {
  test.each([
    ['mvn -f sas-bridge/pom.xml versions:use-latest-releases', 'dependency/jvm/maven-versions'],
    ['mvn versions:use-latest-releases -f sas-bridge/pom.xml', 'dependency/jvm/maven-versions'],
    ['./mvnw -q versions:use-latest-versions -DgenerateBackupPoms=false', 'dependency/jvm/maven-versions'],
    ['mvn -pl core -am versions:use-next-releases', 'dependency/jvm/maven-versions'],
    ['mvn -s ci/settings.xml versions:update-properties', 'dependency/jvm/maven-versions'],
    ['mvn clean versions:use-latest-releases versions:commit', 'dependency/jvm/maven-versions'],
    ['mvn org.codehaus.mojo:versions-maven-plugin:2.16.2:use-latest-releases', 'dependency/jvm/maven-versions'],
    ['mvn org.codehaus.mojo:versions-maven-plugin:use-next-snapshots -DgenerateBackupPoms=false', 'dependency/jvm/maven-versions'],
    ['mvn versions:use-reactor', 'dependency/jvm/maven-versions'],
    ['mvn versions:use-dep-version -Dincludes=org.slf4j:slf4j-api -DdepVersion=2.0.13', 'dependency/jvm/maven-versions'],
    ['mvn versions:set-property -Dproperty=jackson.version -DnewVersion=2.17.0', 'dependency/jvm/maven-versions'],
    ['mvn versions:update-parent -DparentVersion=3.3.0', 'dependency/jvm/maven-versions'],
    ['mvn org.apache.maven.plugins:maven-dependency-plugin:3.6.1:get -Dartifact=org.slf4j:slf4j-api:2.0.13', 'dependency/jvm/maven-get'],
    // Outdated reports, the project's own version (and its modules' parent), the backup's commit or revert, the tree.
    ['mvn -f sas-bridge/pom.xml versions:display-dependency-updates', 'none'],
    ['mvn org.codehaus.mojo:versions-maven-plugin:2.16.2:display-dependency-updates', 'none'],
    ['mvn versions:display-plugin-updates', 'none'],
    ['mvn versions:display-property-updates', 'none'],
    ['mvn versions:set -DnewVersion=1.2.0', 'none'],
    ['mvn versions:update-child-modules', 'none'],
    ['mvn versions:commit', 'none'],
    ['mvn versions:revert', 'none'],
    ['mvn -f sas-bridge/pom.xml dependency:tree', 'none'],
    ['mvn dependency:resolve', 'none'],
    // A goal's name as an option's value, or as another goal's parameter, runs no such goal.
    ['mvn -f versions:use-latest-releases/pom.xml install', 'none'],
    ['mvn help:describe -Dplugin=versions -Dgoal=use-latest-releases', 'none'],
  ])('%s → %s', (command, id) => expect(rules(command)).toBe(id));
});

describe("a Gradle task that rewrites the build's versions, among others (dependency/jvm/gradle-version-tasks)", () => {
  test.each([
    ['./gradlew useLatestVersions', 'dependency/jvm/gradle-version-tasks'],
    ['./gradlew clean useLatestVersions', 'dependency/jvm/gradle-version-tasks'],
    ['./gradlew -p services/api useLatestVersions', 'dependency/jvm/gradle-version-tasks'],
    // The outdated report, and the task excluded.
    ['./gradlew dependencyUpdates', 'none'],
    ['./gradlew build -x useLatestVersions', 'none'],
  ])('%s → %s', (command, id) => expect(rules(command)).toBe(id));
});

describe('a password passed to a call as code is no connection string password (secrets)', () => {
  const prompt = 'import getpass\n\nimport psycopg\n\n\ndef connect(host: str = "cage-db.internal", user: str = "cage_admin"):\n';
  test.each([
    [
      'tools/cage_login.py',
      `${prompt}    password = getpass.getpass(f"password for {user}@{host}: ")\n` +
        '    return psycopg.connect(host=host, user=user, password=password, dbname="cage")\n',
      false,
    ],
    ['tools/a.py', '    password = input("Password: ")\n    conn = psycopg.connect(host="x", password=password, dbname="cage")\n', false],
    ['tools/b.py', 'conn = psycopg.connect(host="x", user="u", password=dbPassword, dbname="cage")\n', false],
    ['tools/c.py', 'conn = psycopg.connect(host="x", password=getPgPass(), dbname="cage")\n', false],
    ['tools/d.py', 'conn = psycopg.connect(\n    host="x",\n    password=cfg.dbPassword,\n    dbname="cage",\n)\n', false],
    ['tools/e.R', 'con <- dbConnect(RPostgres::Postgres(), host = "x", password = dbPassword, dbname = "cage")\n', false],
    ['tools/f.jl', 'conn = DBInterface.connect(MySQL.Connection, "x", "u", password=dbPassword, db="cage")\n', false],
    ['tools/g.lua', 'local conn = env:connect{ database = "cage", user = "u", password = dbPassword }\n', false],
    ['tools/h.kt', 'val c = DriverManager.getConnection(url, user = "u", password = dbPassword, schema = "x")\n', false],
    // A weak default written into a libpq string is a placeholder, as the rule already reads it.
    ['tools/i.py', 'conn = psycopg.connect("host=x user=u password=password dbname=cage")\n', false],
    // A libpq string's, a quoted argument's, a URL's, an ADO.NET string's and a mount option's literal password.
    ['tools/j.py', `conn = psycopg.connect("host=x user=u password=${dsnPass} dbname=cage")\n`, true],
    ['tools/k.py', `conn = psycopg.connect(host="x", password="${pass}", dbname="cage")\n`, true],
    ['tools/l.py', `url = "postgresql://cage_admin:${dsnPass}@cage-db.internal/cage"\n`, true],
    ['tools/m.cs', `var cs = "Server=db;User Id=sa;Password=${dsnPass};Database=cage";\n`, true],
    ['tools/n.fstab', `//nas/share /mnt/share cifs username=bob,password=${dsnPass},uid=1000 0 0\n`, true],
    ['tools/o.R', `con <- dbConnect(RPostgres::Postgres(), host = "x", password = "${pass}", dbname = "cage")\n`, true],
    ['tools/p.lua', `local conn = env:connect{ database = "cage", user = "u", password = "${pass}" }\n`, true],
  ])('%s', (file, content, speaks) => expect(write(file, content)).toBe(speaks));
});
