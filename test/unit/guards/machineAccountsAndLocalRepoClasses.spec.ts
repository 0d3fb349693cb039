import { describe, expect, test } from 'vitest';
import { outsideProject } from '../../../src/guards/outsideProject.js';
import { bash, outside, write } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Rounds 105 and 106's outside-project classes. A change to the machine's user and group accounts (`usermod -aG`,
// `useradd`, `gpasswd -a`, `adduser USER GROUP`, `chsh`, `passwd USER`, macOS `dscl . -append`, `dseditgroup -o edit`)
// writes /etc/passwd, /etc/group, /etc/shadow or the directory service; a build tool's explicit publish into the
// machine's shared local repository (`./gradlew publishToMavenLocal`, `mvn install:install-file`, `sbt publishLocal`,
// `lein install`, `dotnet nuget push --source ~/feed`) writes ~/.m2, ~/.ivy2 or the feed folder. One line per case;
// reading accounts, the same commands in a new container or a Dockerfile, and the everyday build stay silent.

const speaks = (command: string) => outsideProject.detect(bash(command), guardContext('/home/dev')) !== undefined;

describe("a change to the machine's user and group accounts (outside-project)", () => {
  test.each([
    ['sudo usermod -aG dialout dev', ['/etc/group']],
    ['sudo usermod -aG docker dev', ['/etc/group']],
    ['usermod -a -G plugdev,dialout dev', ['/etc/group']],
    ['sudo usermod --append --groups docker $USER', ['/etc/group']],
    ['sudo usermod -aG dialout dev && newgrp dialout', ['/etc/group']],
    ['sudo usermod -s /bin/zsh dev', ['/etc/passwd']],
    ['sudo usermod -L ci', ['/etc/passwd']],
    ['sudo adduser dev dialout', ['/etc/group']],
    ['sudo deluser dev docker', ['/etc/group']],
    ['sudo adduser --disabled-password --gecos "" ci', ['/etc/passwd']],
    ['sudo gpasswd -a dev dialout', ['/etc/group']],
    ['sudo gpasswd -d dev docker', ['/etc/group']],
    ['sudo groupadd docker', ['/etc/group']],
    ['sudo groupdel oldgrp', ['/etc/group']],
    ['sudo addgroup dev dialout', ['/etc/group']],
    ['sudo useradd -m -s /bin/bash ci', ['/etc/passwd']],
    ['sudo useradd -m -G docker,wheel ci', ['/etc/passwd']],
    ['sudo userdel -r olduser', ['/etc/passwd']],
    ['chsh -s /bin/zsh', ['/etc/passwd']],
    ['chsh -s "$(which fish)" dev', ['/etc/passwd']],
    ["echo 'ci:changeme' | sudo chpasswd", ['/etc/shadow']],
    ['sudo passwd dev', ['/etc/shadow']],
    ['sudo passwd -l ci', ['/etc/shadow']],
    ['sudo chage -M 90 dev', ['/etc/shadow']],
    ['sudo pw groupmod dialer -m dev', ['/etc/master.passwd']],
    ['sudo dscl . -append /Groups/admin GroupMembership dev', ['/var/db/dslocal/nodes/Default']],
    ['sudo dscl . -create /Users/ci UserShell /bin/zsh', ['/var/db/dslocal/nodes/Default']],
    ['sudo dseditgroup -o edit -a dev -t user admin', ['/var/db/dslocal/nodes/Default/groups']],
    ['sudo sysadminctl -addUser ci -password changeme', ['/var/db/dslocal/nodes/Default/users']],
    // In a container already running (`docker exec`), as the guard reads any write there.
    ['docker exec ctr usermod -aG dialout dev', ['/etc/group']],
    // Reading accounts, help and usage, another root inside the project, and a new container's own accounts.
    ['id dev', []],
    ['groups', []],
    ['groups dev', []],
    ['getent group dialout', []],
    ['cat /etc/group', []],
    ['usermod --help', []],
    ['usermod', []],
    ['useradd -D', []],
    ['passwd -S dev', []],
    ['chage -l dev', []],
    ['chsh -l', []],
    ['pw usershow dev', []],
    ['dscl . -read /Groups/admin', []],
    ['dscl . -list /Users', []],
    ['dseditgroup -o checkmember -m dev admin', []],
    ['dseditgroup -o read admin', []],
    ['sudo usermod -R ./rootfs -aG dialout dev', []],
    ['docker run --rm img usermod -aG dialout dev', []],
    ['podman run --rm img adduser dev dialout', []],
    ["echo 'RUN useradd -m app && usermod -aG dialout app' >> Dockerfile", []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));

  test.each([
    ['sudo usermod -aG dialout dev', true],
    ['sudo gpasswd -a dev dialout', true],
    ['getent group dialout', false],
    ['docker run --rm -v "$PWD":/src img useradd -m app', false],
  ])('the guard on %s', (command, risky) => expect(speaks(command)).toBe(risky));

  test('a Dockerfile of the project that adds a user changes the image, not this machine', () => {
    const event = write('/home/dev/proj/Dockerfile', 'FROM debian\nRUN useradd -m app && usermod -aG dialout app\n');
    expect(outsideProject.detect(event, guardContext('/home/dev'))).toBeUndefined();
  });
});

describe("an explicit publish into the machine's shared local repository (outside-project)", () => {
  test.each([
    ['./gradlew publishToMavenLocal', ['/home/dev/.m2/repository']],
    ['./gradlew clean build publishToMavenLocal', ['/home/dev/.m2/repository']],
    ['gradle :lib:publishToMavenLocal', ['/home/dev/.m2/repository']],
    ['./gradlew publishMavenJavaPublicationToMavenLocal', ['/home/dev/.m2/repository']],
    ['./gradlew :core:publishReleasePublicationToMavenLocal --no-daemon', ['/home/dev/.m2/repository']],
    ['gradlew.bat publishToMavenLocal', ['/home/dev/.m2/repository']],
    ['./gradlew -PskipSigning=true publishToMavenLocal', ['/home/dev/.m2/repository']],
    ['./gradlew publishToMavenLocal -Dmaven.repo.local=/opt/m2', ['/opt/m2']],
    ['mvn install:install-file -Dfile=lib/x.jar -DgroupId=a -DartifactId=b -Dversion=1 -Dpackaging=jar', ['/home/dev/.m2/repository']],
    ['./mvnw -q install:install-file -Dfile=x.jar', ['/home/dev/.m2/repository']],
    ['mvn org.apache.maven.plugins:maven-install-plugin:3.1.1:install-file -Dfile=x.jar', ['/home/dev/.m2/repository']],
    ['mvn install:install-file -Dfile=x.jar -DlocalRepositoryPath=/srv/repo', ['/srv/repo']],
    ['sbt publishLocal', ['/home/dev/.ivy2/local']],
    ['sbt +publishLocal', ['/home/dev/.ivy2/local']],
    ['sbt "project core" publishLocal', ['/home/dev/.ivy2/local']],
    ['sbt clean core/publishLocal', ['/home/dev/.ivy2/local']],
    ['sbt publishM2', ['/home/dev/.m2/repository']],
    ['mill __.publishLocal', ['/home/dev/.ivy2/local']],
    ['lein install', ['/home/dev/.m2/repository']],
    ['lein do clean, install', ['/home/dev/.m2/repository']],
    ['dotnet nuget push bin/Release/x.1.0.0.nupkg --source ~/nuget-local', ['/home/dev/nuget-local']],
    ['dotnet nuget push bin/Release/x.nupkg -s /opt/feed', ['/opt/feed']],
    ['nuget add x.nupkg -Source ~/feed', ['/home/dev/feed']],
    // The everyday build, a remote publish, a listing, excluded or dry-run tasks, a repository inside the project, a server feed.
    ['./gradlew build', []],
    ['./gradlew publish', []],
    ['./gradlew tasks --all', []],
    ['./gradlew build -x publishToMavenLocal', []],
    ['./gradlew publishToMavenLocal --dry-run', []],
    ['./gradlew help --task publishToMavenLocal', []],
    ['./gradlew publishToMavenLocal -Dmaven.repo.local=./build/m2', []],
    ['mvn package', []],
    ['mvn install', []],
    ['mvn clean install', []],
    ['mvn install:install-file -Dfile=x.jar -DlocalRepositoryPath=./repo', []],
    ['sbt compile', []],
    ['sbt publish', []],
    ['lein jar', []],
    ['lein help install', []],
    ['dotnet nuget push x.nupkg -s https://api.nuget.org/v3/index.json -k KEY', []],
    ['dotnet nuget push x.nupkg --source nuget.org', []],
    ['dotnet nuget push x.nupkg -s ./feed', []],
    ['dotnet pack', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));

  test.each([
    ['./gradlew publishToMavenLocal', true],
    ['mvn clean install', false],
  ])('the guard on %s', (command, risky) => expect(speaks(command)).toBe(risky));
});
