import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../src/core/event.js';
import { RULES, type Finding, type GuardContext } from '../../src/guards/guard.js';
import { commandChanges, dependency } from '../../src/guards/dependency.js';
import { guardContext } from '../support/guardContext.js';

const context: GuardContext = guardContext();
/** This guard is synchronous. */
const detect = (event: CanonicalEvent, at: GuardContext = context) => dependency.detect(event, at) as Finding | undefined;
const call = (tool_name: string, file_path: string) =>
  ({ hook_event_name: 'PreToolUse', tool_name, tool_input: { file_path, content: '' } }) as CanonicalEvent;
const edit = (file_path: string, old_string: string, new_string: string) =>
  ({ hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } }) as CanonicalEvent;
const write = (file_path: string, content: string) =>
  ({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content } }) as CanonicalEvent;
const bash = (command: string) => ({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } }) as CanonicalEvent;

describe('a command that changes named packages speaks, naming what it does', () => {
  test.each([
    ['npm i -D vitest', 'adds `vitest` (npm)'],
    ['npx nest add @nestjs/swagger', 'adds `@nestjs/swagger` (npm)'],
    ['npx nuxi module add @nuxtjs/i18n', 'adds `@nuxtjs/i18n` (npm)'],
    ['symfony composer req messenger', 'adds `messenger` (Composer)'],
    ['python3 -m pip install --index-url https://x.org/simple requests', 'adds `requests` (pip)'],
    ['pnpm --filter web add zod', 'adds `zod` (pnpm)'],
    ['npm uninstall lodash', 'removes `lodash` (npm)'],
    ['mvn versions:use-latest-releases', 'rewrites the versions the manifest declares (Maven)'],
    ['./mvnw versions:set-property -Dproperty=guava.version -DnewVersion=33.0', 'upgrades `guava.version` (Maven)'],
    ['nix flake update', 'upgrades packages the lockfile pins, within the ranges the manifest allows (Nix)'],
    ['nix flake lock --update-input nixpkgs', 'upgrades `nixpkgs` (Nix)'],
    ['npm update react react-dom', 'upgrades `react`, `react-dom` (npm)'],
    ['yarn remove left-pad', 'removes `left-pad` (Yarn)'],
    ['yarn up typescript', 'upgrades `typescript` (Yarn)'],
    ['yarn workspace web add dayjs', 'adds `dayjs` (Yarn)'],
    ['bun remove axios', 'removes `axios` (Bun)'],
    ['pip install -U fastapi', 'upgrades `fastapi` (pip)'],
    ['pip uninstall -y requests', 'removes `requests` (pip)'],
    [`Rscript -e 'renv::install("dplyr@1.1.4")'`, 'adds `dplyr@1.1.4` (R)'],
    [`Rscript -e 'usethis::use_package("dplyr")'`, 'adds `dplyr` (R)'],
    [`Rscript -e "install.packages(c('ggplot2', 'tidyr'), repos = 'https://cloud.r-project.org')"`, 'adds `ggplot2`, `tidyr` (R)'],
    [`julia --project=. -e 'using Pkg; Pkg.add(name="HTTP", version="1.10")'`, 'adds `HTTP` (Julia)'],
    [`julia -e 'import Pkg; Pkg.rm("Plots")'`, 'removes `Plots` (Julia)'],
    ['luarocks install --local lpeg', 'adds `lpeg` (LuaRocks)'],
    ['cpanm -n DBI', 'adds `DBI` (CPAN)'],
    ['rebar3 upgrade cowboy && rebar3 compile', 'upgrades `cowboy` (rebar3)'],
    ['opam install -y dune', 'adds `dune` (opam)'],
    ['rye add polars --features pyarrow', 'adds `polars` (Rye)'],
    ['npx jsr add @luca/flag', 'adds `@luca/flag` (JSR)'],
    ['gleam add gleam_json', 'adds `gleam_json` (Gleam)'],
    ['forge install OpenZeppelin/openzeppelin-contracts@v5.1.0', 'adds `OpenZeppelin/openzeppelin-contracts@v5.1.0` (Foundry)'],
    ['forge remove solmate --force', 'removes `solmate` (Foundry)'],
    ['forge soldeer install @openzeppelin-contracts~5.1.0', 'adds `@openzeppelin-contracts~5.1.0` (Foundry)'],
    ['php composer.phar require timber/timber', 'adds `timber/timber` (Composer)'],
    ['meson wrap install sqlite3', 'adds `sqlite3` (Meson WrapDB)'],
    ['dotnet paket add FSharp.Data --project src/Acme.Etl', 'adds `FSharp.Data` (NuGet)'],
    ['devbox add nodejs@22 postgresql@16', 'adds `nodejs@22`, `postgresql@16` (Devbox)'],
    ['raco pkg install gregor', 'adds `gregor` (Racket)'],
    ['uv remove httpx', 'removes `httpx` (uv)'],
    ['uv lock --upgrade-package pydantic', 'upgrades `pydantic` (uv)'],
    ['poetry remove black', 'removes `black` (Poetry)'],
    ['poetry update django', 'upgrades `django` (Poetry)'],
    ['pdm update rich', 'upgrades `rich` (PDM)'],
    ['pipenv uninstall flask', 'removes `flask` (Pipenv)'],
    ['cargo remove anyhow', 'removes `anyhow` (Cargo)'],
    ['cargo update -p serde', 'upgrades `serde` (Cargo)'],
    ['go get -u github.com/spf13/cobra', 'upgrades `github.com/spf13/cobra` (Go)'],
    ['go mod edit -require=github.com/x/y@v1.2.3', 'adds `github.com/x/y@v1.2.3` (Go)'],
    ['bundle remove rubocop', 'removes `rubocop` (Bundler)'],
    ['bundle update rails', 'upgrades `rails` (Bundler)'],
    ['composer remove symfony/var-dumper', 'removes `symfony/var-dumper` (Composer)'],
    ['composer update laravel/framework', 'upgrades `laravel/framework` (Composer)'],
    ['dotnet add package Serilog --version 3.1.1', 'adds `Serilog` (NuGet)'],
    ['dotnet add src/App.csproj package Dapper', 'adds `Dapper` (NuGet)'],
    ['dotnet remove package Newtonsoft.Json', 'removes `Newtonsoft.Json` (NuGet)'],
    ['Install-Package Polly -Version 8.2.0', 'adds `Polly` (NuGet)'],
    ['mvn dependency:get -Dartifact=com.google.guava:guava:33.0.0-jre', 'adds `com.google.guava:guava:33.0.0-jre` (Maven)'],
    ['mix deps.update phoenix', 'upgrades `phoenix` (Mix)'],
    ['flutter pub add http', 'adds `http` (pub)'],
    ['dart pub remove path', 'removes `path` (pub)'],
    ['flutter pub upgrade provider', 'upgrades `provider` (pub)'],
    [
      'swift package add-dependency https://github.com/apple/swift-argument-parser --from 1.3.0',
      'adds `https://github.com/apple/swift-argument-parser` (SwiftPM)',
    ],
    ['conan install --requires=zlib/1.3.1 --build=missing', 'adds `zlib/1.3.1` (Conan)'],
    ['vcpkg install fmt', 'adds `fmt` (vcpkg)'],
    ['vcpkg remove fmt', 'removes `fmt` (vcpkg)'],
    ['conda remove numpy', 'removes `numpy` (Conda)'],
    [
      'sudo npm i -g pnpm',
      'installs `pnpm` for the whole machine (npm, from the npm registry), outside every project manifest and lockfile: nothing records or pins ' +
        'it; pin it: `npm install --global <name>@<x.y.z>`',
    ],
    ['docker compose run --rm web bundle add pg', 'adds `pg` (Bundler)'],
    ['docker-compose exec -T app composer require guzzlehttp/guzzle', 'adds `guzzlehttp/guzzle` (Composer)'],
    ['docker run --rm -v "$PWD":/app -w /app node:20 npm install express', 'adds `express` (npm)'],
    ['podman container run -it python:3.12 pip install flask', 'adds `flask` (pip)'],
    ['kubectl exec -it deploy/api -c app -- pip install debugpy', 'adds `debugpy` (pip)'],
    ['poetry run pip install httpx', 'adds `httpx` (pip)'],
    ['pipx run poetry add pendulum', 'adds `pendulum` (Poetry)'],
    ['bunx npm install left-pad', 'adds `left-pad` (npm)'],
    ['npx -y pnpm@9 add zod', 'adds `zod` (pnpm)'],
    ["sh -c 'cd web && yarn add react-query'", 'adds `react-query` (Yarn)'],
    ['env CI=1 npm install --save-dev eslint', 'adds `eslint` (npm)'],
    ['npx npm-check-updates -u', 'rewrites the versions the manifest declares (npm)'],
    ['ncu --upgrade --filter react', 'rewrites the versions the manifest declares (npm)'],
    ['npx taze major -w', 'rewrites the versions the manifest declares (npm)'],
    ['pnpm -r up --latest', 'rewrites the versions the manifest declares (pnpm)'],
    ['yarn upgrade-interactive', 'rewrites the versions the manifest declares (Yarn)'],
    ['cargo upgrade --incompatible', 'rewrites the versions the manifest declares (Cargo)'],
    [
      'zig fetch --save https://github.com/karlseguin/http.zig/archive/refs/heads/master.tar.gz',
      'rewrites the versions the manifest declares (Zig)',
    ],
    ['poetry up --latest', 'rewrites the versions the manifest declares (Poetry)'],
    ['composer bump', 'rewrites the versions the manifest declares (Composer)'],
    ['go get -u ./...', 'rewrites the versions the manifest declares (Go)'],
    ['flutter pub upgrade --major-versions', 'rewrites the versions the manifest declares (pub)'],
  ])('%s', (command, said) => {
    expect(detect(bash(command))?.change).toBe(`This command ${said}`);
  });
});

describe('installing from the lockfile, and look-alikes, stay silent', () => {
  test.each([
    'poetry remove black --dry-run',
    'ng add @angular/material --dry-run',
    'npm install',
    'npm ci',
    'forge install',
    'forge build',
    'php composer.phar install',
    'npm i',
    'pnpm install --frozen-lockfile',
    'yarn',
    'yarn install --immutable',
    'bun install',
    'pip install -r requirements.txt',
    'pip install -e .',
    'pip install .',
    'uv sync',
    'uv lock',
    'poetry install',
    'poetry lock',
    'pipenv install',
    'pipenv sync',
    'cargo build',
    'go mod tidy',
    'go mod download',
    'go install ./cmd/...',
    'go get ./...',
    'bundle install',
    'composer install',
    'dotnet restore',
    'dotnet add reference ../Lib/Lib.csproj',
    'mvn install',
    'gradle build',
    './gradlew dependencies',
    'mix deps.get',
    'flutter pub get',
    'swift package resolve',
    'conan install . --build=missing',
    'vcpkg install',
    'npm run install-deps',
    'npm test',
    'echo "npm install lodash"',
    'git commit -m "npm install left-pad"',
    'grep -r "pip install" docs/',
    'pip download requests -d wheels/',
    'npm view react version',
    'cargo search serde',
    'docker compose run --rm web bundle install',
    'docker run --rm node:20 npm ci',
    'kubectl exec -it api -- pip list',
    'poetry run pytest',
    'pipx run black .',
    "sh -c 'npm install && npm test'",
    'docker run --name pip-cache alpine ls',
    "Rscript -e 'renv::restore()'",
    "julia --project=. -e 'using Pkg; Pkg.instantiate()'",
    'julia -e \'Pkg.develop(path="../MyLib")\'',
    'cpanm --installdeps .',
    'opam install . --deps-only',
    'luarocks make',
    'rebar3 compile',
    'zig fetch https://github.com/karlseguin/http.zig/archive/refs/heads/master.tar.gz',
    'sudo apt-get install libvips-dev',
    'ncu',
    'npx npm-check-updates --target minor react',
    'npx taze major',
    'npm outdated',
    'npx npm-check',
    'cargo upgrade --dry-run',
    'poetry up --dry-run',
    'composer bump --dry-run',
    'zig fetch --save https://github.com/karlseguin/http.zig/archive/refs/heads/master.tar.gz --dry-run',
    'go list -u -m all',
    'dotnet outdated',
    'cargo update --dry-run',
    'cargo update --workspace',
    'poetry lock --no-update',
    'composer update --lock',
    'npm update -g',
    'bundle lock',
    'pip-compile requirements.in',
    'uv pip compile requirements.in -o requirements.txt',
  ])('%s', (command) => {
    expect(detect(bash(command))).toBeUndefined();
  });
});

describe('a lock upgraded to newer versions speaks without a package named; refreshing or checking it stays silent', () => {
  const lock = (ecosystem: string) => `upgrades packages the lockfile pins, within the ranges the manifest allows (${ecosystem})`;
  test.each([
    ['cargo update', lock('Cargo')],
    ['npm update', lock('npm')],
    ['pnpm up', lock('pnpm')],
    ['pnpm update -r', lock('pnpm')],
    ['yarn upgrade', lock('Yarn')],
    ['bun update', lock('Bun')],
    ['bundle update', lock('Bundler')],
    ['bundle update --conservative', lock('Bundler')],
    ['bundle lock --update', lock('Bundler')],
    ['composer update', lock('Composer')],
    ['poetry update', lock('Poetry')],
    ['poetry update --lock', lock('Poetry')],
    ['poetry lock --regenerate', lock('Poetry')],
    ['uv lock --upgrade', lock('uv')],
    ['uv lock -U', lock('uv')],
    ['uv sync --upgrade', lock('uv')],
    ['uv pip compile --upgrade requirements.in -o requirements.txt', lock('uv')],
    ['pip-compile --upgrade', lock('pip-tools')],
    ['pip-compile -U requirements.in', lock('pip-tools')],
    ['pip-compile -P django requirements.in', 'upgrades `django` (pip-tools)'],
    ['pip-compile --upgrade-package django', 'upgrades `django` (pip-tools)'],
    ['uv lock --upgrade-package requests', 'upgrades `requests` (uv)'],
    ['dart pub upgrade', lock('pub')],
    ['pod update', lock('CocoaPods')],
    ['mix deps.update --all', lock('Mix')],
    ['carthage update --use-xcframeworks --platform iOS', lock('Carthage')],
  ])('%s', (command, said) => expect(detect(bash(command))?.change).toContain(said));
});

describe('tools installed for the whole machine by Scoop, HPC builders and SDK/version managers speak; their read-only twins stay silent', () => {
  test.each([
    ['scoop install git', 'installs `git` for the whole machine (Scoop'],
    ['scoop update git', 'installs `git` for the whole machine (Scoop'],
    ['spack install hdf5@1.14 +mpi', 'installs `hdf5@1.14`'],
    ['spack -e . install -j 8 hdf5', 'installs `hdf5` for the whole machine (Spack'],
    ['eb GROMACS-2023.1-foss-2022a.eb --robot', 'installs `GROMACS-2023.1-foss-2022a.eb` for the whole machine (EasyBuild'],
    ['R CMD INSTALL pkg_1.0.tar.gz', 'installs `pkg_1.0.tar.gz` for the whole machine (R'],
    ['sdk install java 21.0.2-tem', 'installs `java 21.0.2-tem` for the whole machine (SDKMAN'],
    ['asdf install nodejs 20.11.0', 'installs `nodejs 20.11.0` for the whole machine (asdf'],
    ['asdf plugin add nodejs', 'installs `nodejs` for the whole machine (asdf'],
    ['mise use -g node@20', 'installs `node@20` for the whole machine (mise'],
    ['proto install node 20', 'installs `node 20` for the whole machine (proto'],
    ['Install-Script -Name Get-WindowsAutopilotInfo', 'for the whole machine (PowerShell Gallery'],
    ['spack add hdf5', 'adds `hdf5` (Spack)'],
    ['npm update -g typescript', 'installs `typescript` for the whole machine (npm, from the npm registry)'],
    ['sf plugins install @salesforce/plugin-packaging', 'for the whole machine (CLI plugins'],
    ['az extension add --name azure-devops', 'installs `azure-devops` for the whole machine (CLI plugins'],
    ['gh extension install dlvhdr/gh-dash', 'for the whole machine (CLI plugins'],
    ['helm plugin install https://github.com/databus23/helm-diff', 'for the whole machine (CLI plugins'],
    ['kubectl krew install ctx', 'for the whole machine (CLI plugins'],
    ['choco install git -y', 'installs `git` for the whole machine (Chocolatey'],
    ['winget install Git.Git', 'installs `Git.Git` for the whole machine (winget'],
    ['winget install --id Git.Git -e', 'installs `Git.Git` for the whole machine (winget'],
    ['chef gem install knife-vsphere', 'for the whole machine (CLI plugins'],
    ["cf install-plugin -r CF-Community 'autopilot' -f", 'installs `autopilot` for the whole machine (CLI plugins'],
    // A program put on the PATH by hand, as a package manager would.
    ['sudo install pocketbase /usr/local/bin', 'installs `pocketbase` for the whole machine (a program put in /usr/local/bin by hand'],
    ['mv ./tool ~/.local/bin/', 'installs `tool` for the whole machine (a program put in ~/.local/bin by hand'],
    ['curl -Lo /usr/local/bin/kubectl https://dl.k8s.io/v1.30.0/bin/linux/amd64/kubectl', 'installs `kubectl` for the whole machine'],
    ['curl -fsSL https://github.com/mikefarah/yq/releases/latest/download/yq_linux_amd64 > ~/.local/bin/yq', 'installs `yq`'],
    ['wget -qO- https://example.com/releases/tool-linux > /usr/local/bin/tool && chmod +x /usr/local/bin/tool', 'installs `tool`'],
  ])('%s', (command, said) => expect(detect(bash(command))?.change).toContain(said));

  test.each([
    'choco list',
    'choco search git',
    'winget search git',
    'winget list',
    'winget show Git.Git',
    'winget upgrade',
    'scoop search git',
    'scoop list',
    'scoop update',
    'spack find',
    'spack load hdf5',
    'spack install',
    'module load gcc',
    'sdk use java 21.0.2-tem',
    'asdf install',
    'asdf plugin list',
    'cf repo-plugins -r CF-Community',
    'mise use node@20',
    'mise install',
    'proto install',
    'eb -S gcc',
    'eb --search GCC',
    'eb foo.eb -D',
    'eb foo.eb --robot --dry-run',
    'R CMD INSTALL .',
    'R CMD check pkg_1.0.tar.gz',
    'Install-Script -Name Get-WindowsAutopilotInfo -WhatIf',
    'gh extension list',
    'az extension list',
    'helm plugin list',
    'sf plugins',
    'sf plugins uninstall @salesforce/plugin-packaging',
    'ln -sf $PWD/tools/run.sh ~/.local/bin/run',
    'sudo cp /tmp/reset_configs.sh /usr/local/bin/',
    "echo -e '#!/bin/sh\\necho hi' | sudo tee /usr/local/bin/cleanup_var.sh",
    "echo '#!/bin/sh' > ~/.local/bin/notes && chmod +x ~/.local/bin/notes",
    'curl -fsSL https://example.com/setup.sh > ~/.local/bin/setup.sh',
    'curl -s https://api.github.com/repos/x/y/releases/latest >> ~/.local/bin/versions',
    'curl -fsSL https://example.com/tool > ./bin/tool',
    'install -d ~/.local/bin',
    'cp bin/tool ./bin/',
    'ls /usr/local/bin',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
});

describe('a command that writes a manifest itself speaks like a Write to it', () => {
  test.each([
    ["echo 'requests==2.31' >> requirements.txt", 'requirements.txt'],
    ['jq \'.dependencies.x = "1"\' package.json > tmp.json && mv tmp.json package.json', 'package.json'],
    ['echo "gem \'rails\'" | tee -a Gemfile', 'Gemfile'],
    ['sed -i \'s/"lodash": "^4"/"lodash": "^5"/\' package.json', 'package.json'],
    ['perl -pi -e \'s/serde = "1"/serde = "2"/\' Cargo.toml', 'Cargo.toml'],
    ['yq -i \'.dependencies += ["numpy"]\' environment.yml', 'environment.yml'],
    ['npm pkg set dependencies.lodash=^4.17.21', 'package.json'],
    ['npm pkg delete devDependencies.jest', 'package.json'],
    ['cat > flake.nix <<EOF\n{ inputs.nixpkgs.url = "github:NixOS/nixpkgs"; }\nEOF', 'flake.nix'],
    ['cp ../template/Podfile Podfile', 'Podfile'],
    ['echo \'bazel_dep(name = "x")\' >> MODULE.bazel', 'MODULE.bazel'],
    ['echo x > WORKSPACE', 'WORKSPACE'],
    ['echo x > MyLib.podspec', 'MyLib.podspec'],
    ['echo x >> requirements.in', 'requirements.in'],
    ['sed -i \'/"left-pad"/d\' package.json', 'package.json'],
    ["gsed -i '/^serde/d' Cargo.toml", 'Cargo.toml'],
    ['sed -i \'s/^gem "puma", ".*"/gem "puma", "~> 6.5"/\' Gemfile', 'Gemfile'],
    ['perl -pi -e \'s/("react":\\s*)"[^"]+"/$1"^19.0.0"/\' package.json', 'package.json'],
    [
      "node -e \"const p=require('./package.json');p.dependencies.zod='^3';require('fs').writeFileSync('package.json',JSON.stringify(p))\"",
      'package.json',
    ],
    [
      "python3 - <<'EOF'\nimport toml\nd = toml.load('pyproject.toml')\nd['project']['dependencies'].append('httpx')\n" +
        "open('pyproject.toml', 'w').write(toml.dumps(d))\nEOF",
      'pyproject.toml',
    ],
    ['ruby -e \'File.write("Gemfile", File.read("Gemfile") + "gem %q(pry)\\n")\'', 'Gemfile'],
  ])('%s', (command, file) => expect(detect(bash(command))?.change).toContain(`writes \`${file}\``));

  test.each([
    'sed -i \'s/"version": "1.0.0"/"version": "1.0.1"/\' package.json',
    'npm pkg set scripts.test=vitest',
    'jq .dependencies < package.json',
    'cat package.json > /tmp/backup.json',
    'pip install -r requirements.txt',
    'sed -i \'s/^version = "0.3.1"/version = "0.3.2"/\' Cargo.toml',
    'sed -i \'/"description"/d\' package.json',
    "sed -i 's#https://rubygems.org#https://gems.corp.local#' Gemfile",
    'jq \'.name = "@acme/web"\' package.json > t.json && mv t.json package.json',
    "node -e \"const p=require('./package.json');p.version='2.0.0';require('fs').writeFileSync('package.json',JSON.stringify(p))\"",
    'python3 -c "print(open(\'package.json\').read())"',
  ])('silent: %s', (command) => expect(detect(bash(command))).toBeUndefined());
});

describe('tools installed for the whole machine get their own advisory: what, from where, how to pin', () => {
  test.each([
    ['brew install ripgrep', 'dependency/machine/brew-install', 'from Homebrew taps'],
    ['dart pub global activate very_good_cli', 'dependency/dart/pub-global-activate', 'from pub.dev'],
    ['Install-Module -Name PSScriptAnalyzer -Scope AllUsers', 'dependency/other/powershell-install-module', 'PowerShell Gallery'],
    ['go install golang.org/x/tools/gopls@latest', 'dependency/go/go-install', 'go install <module>@v<x.y.z>'],
    ['cargo install ripgrep', 'dependency/rust/cargo-install', '--locked'],
    ['npm i -g typescript', 'dependency/javascript/npm-add', 'for the whole machine'],
    ['pipx install black', 'dependency/python/pipx-install', 'from PyPI'],
    ['uv tool install ruff', 'dependency/python/uv-tool-install', 'from PyPI'],
    ['gem install rails', 'dependency/ruby/gem-add', 'rubygems.org'],
    ['yarn global add serve', 'dependency/javascript/yarn-global-add', 'for the whole machine'],
    ['brew install --cask docker', 'dependency/machine/brew-install', 'from Homebrew taps'],
  ])('%s', (command, rule, said) => {
    const finding = detect(bash(command));
    expect(finding?.change).toContain(said);
    expect(finding?.[RULES]).toBe(rule);
  });
});

test('commandChanges reports the rule for explain', () => {
  expect(commandChanges('cargo add serde')).toEqual([
    { ecosystem: 'Cargo', action: 'add', packages: ['serde'], rule: 'dependency/rust/cargo-add' },
  ]);
});

describe('manifests and lockfiles: an edit whose text is a dependency speaks', () => {
  test.each([
    ['build.sc', '    ivy"com.lihaoyi::upickle:3.1.3"', '    ivy"com.lihaoyi::upickle:3.1.3",\n    ivy"com.lihaoyi::os-lib:0.10.0"'],
    ['dune-project', ' (depends\n  dune)', ' (depends\n  dune\n  (dream (>= 1.0)))'],
    ['package.json', '', '"lodash": "^4.17.21"'],
    ['package.json', '', '"my-fork": "git+https://github.com/acme/my-fork.git"'],
    ['package.json', '"react": "^18.2.0"', '"react": "next"'],
    ['package.json', '"url": "^0.11.0"', '"url": "^0.11.3"'],
    ['package-lock.json', '"version": "1.0.0"', '"version": "1.0.1"'],
    ['yarn.lock', '', 'x'],
    ['requirements.txt', '', 'x'],
    ['pyproject.toml', '', 'dependencies = ["httpx>=0.27"]'],
    ['pyproject.toml', '"requests>=2.31",', '"requests>=2.32",'],
    ['Cargo.toml', 'serde = "1.0.197"', 'serde = "1.0.203"'],
    ['setup.cfg', 'install_requires =\n    requests', 'install_requires =\n    requests>=2.32'],
    ['build.gradle', '', "implementation 'com.squareup.okhttp3:okhttp:4.12.0'"],
    ['DESCRIPTION', 'Imports:\n    dplyr', 'Imports:\n    dplyr,\n    httr2'],
    ['app/build.gradle.kts', '', 'id("org.jetbrains.kotlin.jvm") version "2.0.0"'],
    ['pom.xml', '', '<artifactId>guava</artifactId>'],
    ['src/App/App.csproj', '', '<PackageReference Include="Serilog" Version="3.1.1" />'],
    ['mix.exs', '', '{:jason, "~> 1.4"},'],
    ['pubspec.yaml', '', 'http: ^1.2.0'],
    ['go.mod', 'github.com/google/uuid v1.5.0', 'github.com/google/uuid v1.6.0'],
    ['Gemfile', '', "gem 'sidekiq'"],
    ['composer.json', '', '"monolog/monolog": "^3.0"'],
    ['Pipfile', 'requests = "*"', 'requests = "==2.32.3"'],
    ['Pipfile', '', '[dev-packages]\npytest = "*"'],
    ['pixi.toml', '', 'numpy = ">=1.26"'],
    ['flake.nix', '', 'inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";'],
    ['shell.nix', 'buildInputs = [ pkgs.jq ];', 'buildInputs = [ pkgs.jq pkgs.yq ];'],
    [
      'build.zig.zon',
      '    .dependencies = .{\n    },',
      '    .dependencies = .{\n        .zap = .{\n            .url = "https://x/zap.tar.gz",\n        },\n    },',
    ],
    ['CMakeLists.txt', 'include(FetchContent)\n', 'include(FetchContent)\nFetchContent_Declare(\n  googletest\n  GIT_TAG v1.15.2\n)\n'],
    ['cmake/deps.cmake', '', 'CPMAddPackage("gh:fmtlib/fmt#10.2.1")'],
    ['acme-1.0-1.rockspec', 'dependencies = {\n   "lua >= 5.1",', 'dependencies = {\n   "lua >= 5.1",\n   "lua-cjson >= 2.1.0",'],
    ['cpanfile', "requires 'Mojolicious', '9.35';", "requires 'Mojolicious', '9.37';\nrequires 'DBD::Pg', '3.18';"],
    [
      'gleam.toml',
      '[dependencies]\ngleam_stdlib = ">= 0.40.0 and < 2.0.0"',
      '[dependencies]\ngleam_stdlib = ">= 0.40.0 and < 2.0.0"\nwisp = ">= 1.0.0"',
    ],
    ['acme.opam', 'depends: [\n  "ocaml" {>= "5.1"}', 'depends: [\n  "ocaml" {>= "5.1"}\n  "cohttp-eio"'],
    ['foundry.toml', '[dependencies]\n', '[dependencies]\n"@openzeppelin-contracts" = "5.1.0"\n'],
    ['xmake.lua', 'add_requires("fmt")', 'add_requires("fmt", "libcurl 8.10.1")'],
    ['ios/Podfile', "  pod 'Alamofire'", "  pod 'Alamofire', '~> 5.9'"],
  ])('%s: %j → %j', (path, old_string, new_string) => {
    expect(detect(edit(path, old_string, new_string))?.change).toMatch(/^You are changing `.+` \(.+ dependency (?:manifest|lockfile)\)$/);
  });
});

describe('manifests that hold more than dependencies: an edit elsewhere stays silent', () => {
  test.each([
    ['package.json', '"build": "tsc"', '"build": "tsc -p ."'],
    ['DESCRIPTION', 'Title: Tools for Acme Reports', 'Title: Tools for Acme Weekly Reports'],
    ['package.json', '"version": "1.2.0"', '"version": "1.3.0"'],
    ['package.json', '"description": "x"', '"description": "A tool"'],
    ['package.json', '"repository": "",', '"repository": {\n  "type": "git",\n  "url": "git+https://github.com/acme/web.git"\n},'],
    ['package.json', '"homepage": "",', '"homepage": "https://acme.dev",'],
    ['package.json', '"dev": "vite"', '"dev": "next dev"'],
    ['package.json', '"prepare": "husky"', '"prepare": "git config core.hooksPath .githooks"'],
    ['package.json', '"publishConfig": {}', '"publishConfig": { "tag": "next", "registry": "https://npm.pkg.github.com" }'],
    ['package.json', '"vscode": "^1.80.0"', '"vscode": "^1.90.0"'],
    ['pyproject.toml', 'line-length = 88', 'line-length = 100'],
    ['pyproject.toml', 'version = "0.1.0"', 'version = "0.2.0"'],
    ['Cargo.toml', 'edition = "2018"', 'edition = "2021"'],
    ['Cargo.toml', 'version = "0.1.0"', 'version = "0.2.0"'],
    ['setup.cfg', 'max-line-length = 100', 'max-line-length = 120'],
    ['build.gradle', 'sourceCompatibility = 17', 'sourceCompatibility = 21'],
    ['pom.xml', '<java.release>17</java.release>', '<java.release>21</java.release>'],
    ['src/App/App.csproj', '<Nullable>disable</Nullable>', '<Nullable>enable</Nullable>'],
    ['pubspec.yaml', 'version: 1.0.0+1', 'version: 1.0.1+2'],
    ['mix.exs', 'version: "0.1.0"', 'version: "0.2.0"'],
    ['go.mod', 'go 1.21', 'go 1.22'],
    ['Pipfile', 'test = "pytest"', 'test = "pytest -q"'],
    ['Pipfile', '[scripts]\nlint = "ruff check ."', '[scripts]\nlint = "ruff check . --fix"'],
    ['pixi.toml', 'test = "pytest"', 'test = "pytest -x"'],
    ['flake.nix', 'description = "Dev shell";', 'description = "Acme dev shell";'],
    ['build.zig.zon', '.version = "0.1.0",', '.version = "0.2.0",'],
    ['CMakeLists.txt', 'add_executable(app main.cpp)', 'add_executable(app main.cpp util.cpp)'],
    ['acme-1.0-1.rockspec', 'summary = "Acme tools",', 'summary = "Acme command-line tools",'],
    ['ios/Podfile', "platform :ios, '15.0'", "platform :ios, '16.0'"],
    ['gleam.toml', 'version = "1.0.0"', 'version = "1.1.0"'],
    ['foundry.toml', 'optimizer_runs = 200', 'optimizer_runs = 10000'],
    ['acme.opam', 'synopsis: "Acme"', 'synopsis: "Acme tools"'],
    ['xmake.lua', 'set_languages("c++17")', 'set_languages("c++20")'],
  ])('%s: %j → %j', (path, old_string, new_string) => {
    expect(detect(edit(path, old_string, new_string))).toBeUndefined();
  });
});

describe('with the manifest on disk, the edit is placed in its sections', () => {
  const root = mkdtempSync(join(tmpdir(), 'waymark-dependency-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const at: GuardContext = { ...context, root, cwd: root };
  mkdirSync(join(root, '.git'));
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify(
      {
        name: 'app',
        version: '1.0.0',
        scripts: { build: 'tsc', test: 'vitest' },
        dependencies: { zod: '^4.0.0' },
        devDependencies: { vitest: '^4.0.0' },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(root, 'pyproject.toml'),
    '[project]\nname = "app"\nversion = "0.1.0"\ndependencies = [\n  "httpx>=0.27",\n]\n\n[tool.ruff]\nline-length = 88\n\n' +
      '[tool.poetry.group.dev.dependencies]\npytest = "^8.0"\n',
  );
  writeFileSync(
    join(root, 'Pipfile'),
    '[[source]]\nurl = "https://pypi.org/simple"\nverify_ssl = true\nname = "pypi"\n\n[packages]\nflask = "*"\n\n[dev-packages]\npytest = "*"\n\n' +
      '[docs]\nmkdocs = "*"\n\n[scripts]\ntest = "pytest"\n\n[requires]\npython_version = "3.12"\n',
  );
  writeFileSync(
    join(root, 'Cargo.toml'),
    '[package]\nname = "app"\nversion = "0.1.0"\n\n[dependencies]\nserde = "1.0"\n\n[profile.release]\nlto = true\n',
  );

  test.each([
    ['package.json', '"test": "vitest"', '"test": "vitest run"', false],
    ['package.json', '"vitest": "^4.0.0"', '"vitest": "^4.1.0"', true],
    ['package.json', '"zod": "^4.0.0"', '"zod": "^4.0.0",\n    "lodash": "^4.17.21"', true],
    ['pyproject.toml', 'line-length = 88', 'line-length = 100', false],
    ['pyproject.toml', '"httpx>=0.27",', '"httpx>=0.28",', true],
    ['pyproject.toml', 'pytest = "^8.0"', 'pytest = "^8.2"', true],
    ['Cargo.toml', 'lto = true', 'lto = "fat"', false],
    ['Pipfile', 'test = "pytest"', 'test = "pytest -q"', false],
    ['Pipfile', 'python_version = "3.12"', 'python_version = "3.13"', false],
    ['Pipfile', 'flask = "*"', 'flask = "==3.0.3"', true],
    ['Pipfile', 'pytest = "*"', 'pytest = "*"\nruff = "*"', true],
    ['Pipfile', 'mkdocs = "*"', 'mkdocs = "==1.6.0"', true],
    ['Cargo.toml', 'serde = "1.0"', 'serde = { version = "1.0", features = ["derive"] }', true],
  ])('%s: %j → %j speaks: %s', (path, old_string, new_string, speaks) => {
    expect(!!detect(edit(join(root, path), old_string, new_string), at)).toBe(speaks);
  });

  test('a whole write that leaves the dependencies as they were stays silent', () => {
    const same = JSON.stringify(
      {
        name: 'app',
        version: '1.1.0',
        scripts: { build: 'tsc -p .' },
        dependencies: { zod: '^4.0.0' },
        devDependencies: { vitest: '^4.0.0' },
      },
      null,
      2,
    );
    expect(detect(write(join(root, 'package.json'), same), at)).toBeUndefined();
    expect(detect(write(join(root, 'package.json'), same.replace('^4.0.0', '^4.1.0')), at)).toBeDefined();
  });

  test('a whole requirements file written with its entries reordered stays silent; a new pin speaks', () => {
    writeFileSync(join(root, 'requirements.txt'), 'requests==2.32.3\nopenstacksdk==3.1.0\npyvmomi==8.0.2.0\n');
    expect(detect(write(join(root, 'requirements.txt'), 'openstacksdk==3.1.0\npyvmomi==8.0.2.0\nrequests==2.32.3\n'), at)).toBeUndefined();
    expect(detect(write(join(root, 'requirements.txt'), 'openstacksdk==3.1.0\npyvmomi==8.0.2.0\nrequests==2.32.4\n'), at)).toBeDefined();
  });

  // Advice rerouted to after the tool (Qwen Code, Copilot, CodeBuddy, Gemini CLI): the file on
  // disk already is the written text, so it cannot tell what changed and the text is judged alone.
  test('after the tool ran, a write is judged on its own text, not against the file it made', () => {
    const written = readFileSync(join(root, 'package.json'), 'utf8');
    expect(detect({ ...write(join(root, 'package.json'), written), hook_event_name: 'PostToolUse' }, at)).toBeDefined();
  });
});

describe('dependency guard stays silent elsewhere', () => {
  test.each([
    ['src/package.ts', 'Write'],
    ['docs/requirements.md', 'Write'],
    ['package.json.bak', 'Write'],
    ['Cargo.toml', 'Read'],
    ['package.json', 'Bash'],
    ['go.mod', 'NotebookEdit'],
  ])('%s via %s', (path, tool) => {
    expect(detect(call(tool, path))).toBeUndefined();
  });
});

test('an absolute path outside the project is named in full', () => {
  expect(detect(edit('/tmp/other/package-lock.json', 'a', 'b'))?.change).toContain('`/tmp/other/package-lock.json`');
});

test('the config turns a pack or a rule off by id', () => {
  const off = { ...context, config: { rules: { 'dependency/javascript/npm-add': false } } };
  expect(detect(bash('npm install lodash'), off)).toBeUndefined();
  expect(detect(bash('pnpm add lodash'), off)).toBeDefined();
  expect(
    detect(edit('package-lock.json', 'a', 'b'), { ...context, config: { rules: { 'dependency/javascript': false } } }),
  ).toBeUndefined();
});

describe("an image's RUN lines are read as the shell would run them", () => {
  test.each([
    [
      'an edit adding a pinned package',
      edit('Dockerfile', 'RUN pip install -r requirements.txt', 'RUN pip install -r requirements.txt gunicorn==22.0.0'),
    ],
    [
      'a written recipe installing by name across lines',
      write('docker/api.dockerfile', 'FROM python:3.12\nRUN pip install flask==3.0.3 \\\n    requests\n'),
    ],
    ['a Containerfile adding a package with a second tool', write('Containerfile', 'FROM node:20\nRUN npm ci && npm install left-pad\n')],
  ])('%s speaks', (_, event) => expect(detect(event)).toBeDefined());

  test.each([
    ['installs from the manifest', write('Dockerfile', 'FROM node:20\nCOPY package*.json ./\nRUN npm ci --omit=dev\n')],
    ['OS packages only', write('Dockerfile', 'FROM alpine:3.19\nRUN apk add --no-cache ca-certificates tzdata\n')],
    ['an edit to an existing install line', edit('Dockerfile', 'RUN npm ci', 'RUN npm ci --omit=dev')],
    [
      'an edit that keeps its RUN line and changes the base image',
      edit('Dockerfile', 'FROM node:20\nRUN npm i left-pad', 'FROM node:22\nRUN npm i left-pad'),
    ],
    ['a file that only mentions Dockerfile', write('docs/Dockerfile.md', 'RUN pip install flask\n')],
  ])('%s stays silent', (_, event) => expect(detect(event)).toBeUndefined());
});

describe('embedded, game and mobile toolchains: each risky form speaks; its twin stays silent', () => {
  test.each([
    'npx expo install --fix',
    'swift package update',
    'pio pkg install --library "bblanchon/ArduinoJson@^7.0.4"',
    'pio lib install "knolleary/PubSubClient"',
    'pio pkg uninstall -l knolleary/PubSubClient',
    'idf.py add-dependency "espressif/led_strip^2.5.3"',
    'arduino-cli lib install "Adafruit NeoPixel"',
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());

  test.each([
    'npx expo install --check',
    'swift package update --dry-run',
    'swift package resolve',
    'pio pkg install',
    'pio pkg install -e esp32dev',
    'pio run -t upload',
    'idf.py build flash monitor',
    'arduino-cli lib list',
    'arduino-cli compile --fqbn esp32:esp32:esp32 .',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());

  test.each([
    ['Packages/manifest.json', '{\n  "dependencies": {\n    "com.unity.inputsystem": "1.8.2"\n  }\n}\n'],
    ['main/idf_component.yml', 'dependencies:\n  espressif/led_strip: "^2.5.3"\n'],
    ['environment.yml', 'name: churn\nchannels:\n  - conda-forge\ndependencies:\n  - pandas=2.2\n'],
  ])('a write of %s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());

  test.each([
    ['public/manifest.json', '{\n  "name": "Acme",\n  "short_name": "Acme",\n  "start_url": ".",\n  "display": "standalone"\n}\n'],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());

  test.each([
    [
      'platformio.ini',
      'lib_deps =\n    knolleary/PubSubClient@^2.8\n',
      'lib_deps =\n    knolleary/PubSubClient@^2.8\n    bblanchon/ArduinoJson@^7.0.4\n',
    ],
    ['Packages/manifest.json', '"com.unity.cinemachine": "2.9.7"', '"com.unity.cinemachine": "3.1.0"'],
    ['environment.yml', '  - pandas=2.1', '  - pandas=2.2'],
    ['workflow/envs/align.yaml', '  - samtools=1.17', '  - samtools=1.19.2'],
    ['Gemfile', 'gem "rails", "~> 7.1"', 'gem "rails", "~> 7.2"'],
    ['requirements.txt', 'requests==2.31.0', 'requests==2.32.0'],
    ['environment.yml', 'channels:\n  - defaults', 'channels:\n  - conda-forge'],
    [
      'devenv.yaml',
      'inputs:\n  nixpkgs:\n    url: github:NixOS/nixpkgs/nixpkgs-unstable',
      'inputs:\n  nixpkgs:\n    url: github:cachix/devenv-nixpkgs/rolling',
    ],
  ])('an edit of %s speaks', (path, old_string, new_string) => expect(detect(edit(path, old_string, new_string))).toBeDefined());

  test.each([
    ['environment.yml', 'name: churn', 'name: churn-dev'],
    // A registry or source line says where packages come from, not which: the same across manifests.
    ['Gemfile', 'source "https://rubygems.org"', 'source "https://gems.corp.local"'],
    ['chef/Berksfile', "source 'https://supermarket.chef.io'", "source 'https://supermarket.corp.local'"],
    ['requirements.txt', '--index-url https://pypi.org/simple', '--index-url https://pypi.corp.local/simple'],
    ['requirements.txt', '--extra-index-url https://a.corp/simple', '--extra-index-url https://b.corp/simple'],
    ['.npmrc', 'registry=https://registry.npmjs.org/', 'registry=https://npm.corp.local/'],
    ['deploy/envs/prod.yaml', 'replicas: 2', 'replicas: 3'],
    ['environment.yml', 'prefix: /opt/envs/churn', 'prefix: /opt/envs/churn-dev'],
    ['platformio.ini', 'monitor_speed = 9600', 'monitor_speed = 115200'],
    ['platformio.ini', 'upload_port = /dev/ttyUSB0', 'upload_port = /dev/ttyUSB1'],
    ['Packages/manifest.json', '"enableLockFile": true', '"enableLockFile": false'],
    ['devbox.json', '"init_hook": ["echo hi"]', '"init_hook": ["echo hello"]'],
  ])('an edit of %s stays silent: %j → %j', (path, old_string, new_string) =>
    expect(detect(edit(path, old_string, new_string))).toBeUndefined(),
  );
});

describe('manifests known by their shape, nested sections, and enterprise and ops ecosystems', () => {
  const root = mkdtempSync(join(tmpdir(), 'waymark-manifests-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const at: GuardContext = { ...context, root, cwd: root };
  mkdirSync(join(root, '.git'));
  const files: Record<string, string> = {
    'workflow/envs/align.yaml': 'name: align\nchannels:\n  - conda-forge\n  - bioconda\ndependencies:\n  - bwa=0.7.17\n  - samtools=1.19\n',
    'config/config.yaml': 'samples: samples.tsv\ndependencies: none\nthreads: 8\n',
    'spack.yaml': 'spack:\n  # the stack\n  specs:\n  - hdf5@1.14 +mpi\n  - zlib\n  view: true\n  concretizer:\n    unify: true\n',
    'ivy.xml':
      '<ivy-module version="2.0">\n  <info organisation="org.acme" module="app" revision="1.0"/>\n  <dependencies>\n' +
      '    <dependency org="commons-lang" name="commons-lang" rev="2.6"/>\n  </dependencies>\n</ivy-module>\n',
    'Acme.nuspec':
      '<package>\n  <metadata>\n    <id>Acme</id>\n    <version>1.0.0</version>\n' +
      '    <description>Acme tools</description>\n    <dependencies>\n' +
      '      <dependency id="Newtonsoft.Json" version="13.0.1" />\n    </dependencies>\n  </metadata>\n</package>\n',
    Puppetfile:
      "forge 'https://forge.puppet.com'\n\n# web tier\nmod 'puppetlabs-apache', '12.0.0'\nmod 'site',\n" +
      "  :git => 'https://git.example.com/site.git',\n  :tag => 'v1.0'\nmoduledir 'modules'\n",
    Berksfile: "source 'https://supermarket.chef.io'\n\nmetadata\n\ncookbook 'nginx', '~> 12.0'\n# local\n",
    'metadata.rb': "name 'web'\nversion '1.2.0'\ndescription 'Web tier'\nsupports 'ubuntu'\ndepends 'nginx', '~> 12.0'\n",
    'sfdx-project.json':
      '{\n  "packageDirectories": [\n    {\n      "path": "force-app",\n      "package": "Acme",\n' +
      '      "versionNumber": "1.2.0.NEXT",\n      "dependencies": [\n        { "package": "Base@1.0.0-1" }\n' +
      '      ]\n    }\n  ],\n  "sourceApiVersion": "61.0"\n}\n',
    'requirements.yml':
      'collections:\n  - name: community.general\n    version: ">=8.0.0"\nroles:\n  - src: geerlingguy.nginx\n    version: 3.2.0\n',
    'envs/flat.yml': '# flat lists\nchannels:\n- conda-forge\ndependencies:\n- numpy=1.26\nvariables:\n  OMP_NUM_THREADS: "4"\n',
    'roles/requirements.yml': '# roles\n- src: geerlingguy.java\n  version: 2.3.0\n- src: geerlingguy.git\n',
    'flow/spack.yaml': 'spack: {specs: [zlib], view: true}\n',
    'roles/web/meta/main.yml': 'galaxy_info:\n  author: acme\n  min_ansible_version: "2.15"\ndependencies:\n  - role: common\n',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }

  test.each([
    ['workflow/envs/align.yaml', '  - samtools=1.19\n', '  - samtools=1.20\n', true],
    ['workflow/envs/align.yaml', '  - bwa=0.7.17\n', '  - bwa=0.7.17\n  - picard=3.1\n', true],
    ['workflow/envs/align.yaml', '  - bioconda\n', '', true],
    ['workflow/envs/align.yaml', 'name: align', 'name: align-v2', false],
    ['config/config.yaml', 'threads: 8', 'threads: 16', false],
    ['config/config.yaml', 'dependencies: none', 'dependencies: some', false],
    ['spack.yaml', '  - zlib\n', '  - zlib\n  - openmpi@5\n', true],
    ['spack.yaml', '  - hdf5@1.14 +mpi\n', '  - hdf5@1.14.3 +mpi\n', true],
    ['spack.yaml', '  view: true', '  view: false', false],
    ['spack.yaml', '    unify: true', '    unify: when_possible', false],
    ['spack.yaml', '  # the stack', '  # the software stack', false],
    ['ivy.xml', 'rev="2.6"', 'rev="2.7"', true],
    [
      'ivy.xml',
      '<info organisation="org.acme" module="app" revision="1.0"/>',
      '<info organisation="org.acme" module="app" revision="1.1"/>',
      false,
    ],
    ['Acme.nuspec', 'version="13.0.1"', 'version="13.0.3"', true],
    ['Acme.nuspec', '<version>1.0.0</version>', '<version>1.1.0</version>', false],
    ['Acme.nuspec', '<description>Acme tools</description>', '<description>Acme tooling</description>', false],
    ['Puppetfile', "mod 'puppetlabs-apache', '12.0.0'", "mod 'puppetlabs-apache', '12.1.0'", true],
    ['Puppetfile', "  :tag => 'v1.0'", "  :tag => 'v1.1'", true],
    ['Puppetfile', "mod 'puppetlabs-apache', '12.0.0'\n", '', true],
    ['Puppetfile', "moduledir 'modules'", "moduledir 'site-modules'", false],
    ['Puppetfile', '# web tier', '# web tier modules', false],
    ['Berksfile', "cookbook 'nginx', '~> 12.0'", "cookbook 'nginx', '~> 12.1'\ncookbook 'redis'", true],
    ['Berksfile', '# local', '# local cookbooks', false],
    ['metadata.rb', "depends 'nginx', '~> 12.0'", "depends 'nginx', '~> 13.0'", true],
    ['metadata.rb', "version '1.2.0'", "version '1.3.0'", false],
    ['metadata.rb', "description 'Web tier'", "description 'The web tier'", false],
    ['sfdx-project.json', '"Base@1.0.0-1"', '"Base@1.1.0-2"', true],
    ['sfdx-project.json', '"1.2.0.NEXT"', '"1.3.0.NEXT"', false],
    ['sfdx-project.json', '"sourceApiVersion": "61.0"', '"sourceApiVersion": "62.0"', false],
    ['requirements.yml', '    version: ">=8.0.0"', '    version: ">=9.0.0"', true],
    ['requirements.yml', '    version: 3.2.0', '    version: 3.3.0', true],
    ['roles/web/meta/main.yml', '  - role: common', '  - role: common\n  - role: firewall', true],
    ['envs/flat.yml', '- numpy=1.26', '- numpy=2.0', true],
    ['workflow/envs/align.yaml', '  - samtools=1.19', '  - samtools=1.20', true],
    ['envs/flat.yml', 'OMP_NUM_THREADS: "4"', 'OMP_NUM_THREADS: "8"', false],
    ['envs/flat.yml', '# flat lists', '# flat lists, no indent', false],
    ['roles/requirements.yml', '  version: 2.3.0', '  version: 2.4.0', true],
    ['roles/requirements.yml', '# roles', '# roles we use', false],
    ['flow/spack.yaml', '[zlib]', '[zlib@1.3]', true],
    ['roles/web/meta/main.yml', '  min_ansible_version: "2.15"', '  min_ansible_version: "2.16"', false],
  ])('%s: %j → %j speaks: %s', (path, old_string, new_string, speaks) => {
    expect(!!detect(edit(join(root, path), old_string, new_string), at)).toBe(speaks);
  });

  test.each([
    ['envs/qc.yaml', 'channels:\n  - conda-forge\ndependencies:\n  - fastqc=0.12\n', true],
    ['conda/build.yml', 'name: build\nchannels:\n  - defaults\ndependencies:\n  - python=3.12\n', true],
    ['.github/workflows/ci.yml', 'name: ci\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n', false],
    ['docs/deps.yaml', '# channels: and dependencies: explained\ntitle: deps\n', false],
    ['tools/metadata.rb', "name 'tool'\nversion '0.1.0'\n", false],
    ['galaxy.yml', 'namespace: acme\nname: tools\nversion: 1.0.0\ndependencies:\n  community.general: ">=8.0.0"\n', true],
    ['galaxy.yml', 'namespace: acme\nname: tools\nversion: 1.0.0\nreadme: README.md\n', false],
  ])('a new %s written speaks: %s', (path, content, speaks) => {
    expect(!!detect(write(join(root, path), content), at)).toBe(speaks);
  });
});

describe('PowerShell module updates and manifests, conda environments, fpm, nf-core modules, Octave and Julia one-liners, EasyBuild PRs', () => {
  test.each([
    ['pwsh -Command "Update-Module Az"', 'installs `Az` for the whole machine (PowerShell Gallery'],
    ['Update-Module', 'installs tools for the whole machine (PowerShell Gallery'],
    ['Update-PSResource -Name Pester', 'installs `Pester` for the whole machine (PowerShell Gallery'],
    ['Install-Module Pester -Scope CurrentUser', 'installs `Pester` for the whole machine (PowerShell Gallery'],
    ['conda create -y -n qc -c bioconda fastqc multiqc', 'installs `fastqc`, `multiqc` for the whole machine (Conda'],
    ['mamba create -n x python=3.11 numpy', 'installs `numpy` for the whole machine (Conda'],
    ['eb --from-pr 19876 --robot', 'installs `19876` for the whole machine (EasyBuild'],
    ["julia --project -e 'using Pkg; Pkg.update()'", 'upgrades packages the lockfile pins'],
    ["octave --eval 'pkg install -forge statistics'", 'installs `statistics` for the whole machine (Octave Forge'],
    [`octave --eval 'pkg("install", "-forge", "io")'`, 'installs `io` for the whole machine (Octave Forge'],
    ['nf-core modules install samtools/sort', 'adds `samtools/sort` (nf-core modules)'],
    ['nf-core modules remove fastqc', 'removes `fastqc` (nf-core modules)'],
    ['nf-core modules update --all --no-preview', 'rewrites the versions the manifest declares (nf-core modules)'],
  ])('%s', (command, said) => expect(detect(bash(command))?.change).toContain(said));

  test.each([
    'Update-Module -Name Az -WhatIf',
    'Get-InstalledModule',
    'Update-Help',
    'conda create -n x python=3.11',
    'conda create -n x python=3.11 pip',
    'conda env create -f environment.yml',
    'conda create -n x --file requirements.txt',
    'conda create -n y --clone x',
    'nf-core modules list local',
    'nf-core modules lint fastqc',
    'nf-core modules update --all --preview',
    "octave --eval 'pkg load statistics'",
    "octave --eval 'pkg list'",
    "julia -e 'using Pkg; Pkg.status()'",
    "julia -e 'using Pkg; Pkg.instantiate()'",
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());

  test.each([
    [
      '/p/fpm.toml',
      '[dependencies]\nstdlib = "*"',
      '[dependencies]\nstdlib = "*"\njson-fortran = { git = "https://github.com/jacobwilliams/json-fortran.git", tag = "8.3.0" }',
    ],
    [
      '/p/modules/CorpAD/CorpAD.psd1',
      "RequiredModules = @('ActiveDirectory')",
      "RequiredModules = @('ActiveDirectory', 'Microsoft.Graph.Users')",
    ],
  ])('an edit of %s speaks', (path, before, after) => expect(detect(edit(path, before, after))).toBeDefined());

  test.each([
    ['/p/fpm.toml', 'version = "0.1.0"', 'version = "0.2.0"'],
    ['/p/modules/CorpAD/CorpAD.psd1', "ModuleVersion = '1.0.0'", "ModuleVersion = '1.1.0'"],
    ['/p/modules/CorpAD/CorpAD.psd1', "Description = 'x'", "Description = 'AD helpers'"],
  ])('an edit of %s elsewhere stays silent', (path, before, after) => expect(detect(edit(path, before, after))).toBeUndefined());
});

describe('an edit that changes only comments changes no dependency; commenting an entry out does', () => {
  test.each([
    ['cpanfile', "requires 'Mojolicious', '9.38';", "# web framework\nrequires 'Mojolicious', '9.38';"],
    ['requirements.txt', 'openai==1.54.4\ntiktoken==0.8.0', '# pinned for the October release\nopenai==1.54.4\ntiktoken==0.8.0'],
    ['requirements.txt', 'openai==1.54.4', 'openai==1.54.4  # see #412'],
    ['Gemfile', "gem 'rails', '~> 7.1'", "# the web framework\ngem 'rails', '~> 7.1' # keep on 7.1"],
    ['Pipfile', 'requests = "*"', '# http\nrequests = "*"'],
    ['pyproject.toml', 'dependencies = [\n  "httpx>=0.27",\n]', 'dependencies = [\n  # the HTTP client\n  "httpx>=0.27",\n]'],
    ['go.mod', 'require example.com/a v1.2.3', 'require example.com/a v1.2.3 // pinned: see issue 7'],
    ['Cargo.toml', '[dependencies]\nserde = "1"', '[dependencies]\n# serialisation\nserde = "1"'],
    [
      'build.gradle',
      "implementation 'com.squareup.okhttp3:okhttp:4.12.0'",
      "// HTTP\nimplementation 'com.squareup.okhttp3:okhttp:4.12.0' /* keep */",
    ],
    [
      'pom.xml',
      '<dependency><artifactId>a</artifactId></dependency>',
      '<!-- used by the CLI -->\n<dependency><artifactId>a</artifactId></dependency>',
    ],
    ['info.rkt', '(define deps \'("base"))', '; runtime only\n(define deps \'("base"))'],
    [
      'deps.edn',
      '{:deps {org.clojure/data.json {:mvn/version "2.5.0"}}}',
      ';; JSON\n{:deps {org.clojure/data.json {:mvn/version "2.5.0"}}}',
    ],
    ['rebar.config', '{deps, [cowboy]}.', '%% web server\n{deps, [cowboy]}.'],
    [
      'Package.swift',
      '.package(url: "https://github.com/a/b", from: "1.0.0"),',
      '// networking\n.package(url: "https://github.com/a/b", from: "1.0.0"),',
    ],
  ])('%s: a comment added stays silent', (path, old_string, new_string) => {
    expect(detect(edit(path, old_string, new_string))).toBeUndefined();
  });

  test.each([
    ['cpanfile', "requires 'Mojolicious', '9.38';", "# requires 'Mojolicious', '9.38';"],
    ['requirements.txt', 'openai==1.54.4', '# openai==1.54.4'],
    ['requirements.txt', 'git+https://github.com/a/b@v1#egg=b', 'git+https://github.com/a/b@v2#egg=b'],
    ['requirements.txt', '# openai==1.54.4', 'openai==1.54.4'],
    ['go.mod', 'require example.com/a v1.2.3 // pinned', 'require example.com/a v1.2.4 // pinned'],
    ['pom.xml', '<dependency><artifactId>a</artifactId></dependency>', '<!-- <dependency><artifactId>a</artifactId></dependency> -->'],
    ['pom.xml', '<dependency><artifactId>a</artifactId></dependency>\n-->', '-->\n<dependency><artifactId>a</artifactId></dependency>'],
    ['Gemfile', "gem 'rails', '~> 7.1' # keep", "gem 'rails', '~> 7.2' # keep"],
    ['info.rkt', '(define deps \'("base"))', '(define deps \'("base" "http-easy"))'],
    ['v.mod', '\tdependencies: []', "\tdependencies: ['nedpals.vex']"],
  ])('%s: %j → %j speaks', (path, old_string, new_string) => {
    expect(detect(edit(path, old_string, new_string))).toBeDefined();
  });

  test('with the file at hand, the whole text is compared without its comments', () => {
    const root = mkdtempSync(join(tmpdir(), 'waymark-comments-'));
    try {
      writeFileSync(join(root, 'requirements.txt'), 'openai==1.54.4  # pinned\ntiktoken==0.8.0\n');
      const at = { ...context, root, cwd: root };
      expect(detect(edit(join(root, 'requirements.txt'), 'pinned', 'pinned for the October release'), at)).toBeUndefined();
      expect(detect(write(join(root, 'requirements.txt'), '# LLM\nopenai==1.54.4\ntiktoken==0.8.0\n'), at)).toBeUndefined();
      expect(detect(write(join(root, 'requirements.txt'), 'openai==1.55.0\ntiktoken==0.8.0\n'), at)).toBeDefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('less common ecosystems: tool installs, V, Racket, D, Raku, Haxe, PureScript', () => {
  test.each([
    [
      'clojure -Ttools install-latest :lib io.github.seancorfield/deps-new :as new',
      'installs `io.github.seancorfield/deps-new` for the whole machine',
    ],
    ['clojure -Ttools install io.github.x/y \'{:git/tag "v1"}\' :as y', 'installs `io.github.x/y` for the whole machine'],
    ['v install nedpals.vex', 'installs `nedpals.vex`'],
    ['v remove nedpals.vex', 'removes `nedpals.vex`'],
    ['raco pkg update http-easy', '`http-easy`'],
    ['dub add vibe-d', 'adds `vibe-d`'],
    ['zef install JSON::Fast', 'installs `JSON::Fast` for the whole machine'],
    ['haxelib install heaps 2.0.0', 'installs `heaps 2.0.0` for the whole machine'],
    ['spago install aff', 'adds `aff`'],
    ['nimble add jester', 'adds `jester`'],
    ['npm -g install typescript', 'installs `typescript` for the whole machine'],
  ])('%s', (command, said) => expect(detect(bash(command))?.change).toContain(said));

  test.each([
    'clojure -Ttools list',
    'clojure -X:deps tree',
    'clojure -M -m install',
    'clojure -M:test',
    'v install',
    'v run install.v',
    'v test .',
    'raco pkg show',
    'dub build',
    'dub fetch --cache=local',
    'zef test .',
    'haxelib list',
    'spago build',
    'nimble build',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
});

describe('round 16: mobile, embedded and data tools, Yocto and west manifests, appended comments', () => {
  test.each([
    'bundle exec fastlane add_plugin versioning_android',
    './gradlew versionCatalogUpdate',
    './gradlew useLatestVersions',
    'sdkmanager "platforms;android-35" "build-tools;35.0.0"',
    'sdkmanager --update',
    'pio pkg update',
    'arduino-cli lib upgrade',
    'idf.py update-dependencies',
    'mpremote mip install umqtt.simple',
    'bitbake-layers add-layer ../meta-openembedded/meta-python',
    'openupm add com.cysharp.unitask',
    'dbt deps --add-package dbt-labs/dbt_utils@1.3.0',
    'dbt deps --upgrade',
    'databricks libraries install --cluster-id 0612-191345-abc123 --pypi-package great-expectations==0.18.19',
    '%pip install --quiet polars==1.2.1',
    "sed -i 's/^  dio: .*/  dio: ^5.5.0/' pubspec.yaml",
    `echo "implementation 'com.jakewharton.timber:timber:5.0.1'" | tee -a app/dependencies.gradle`,
    `echo 'IMAGE_INSTALL:append = " mosquitto"' >> conf/local.conf`,
    "echo 'flask==3.0.3' >> requirements.txt",
    "echo '# note' > requirements.txt",
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());

  test.each([
    './gradlew dependencyUpdates',
    'sdkmanager --list',
    'sdkmanager --licenses',
    'arduino-cli lib list',
    'idf.py build',
    'mpremote ls',
    'bitbake-layers show-layers',
    'dbt deps',
    'dbt run',
    'databricks clusters list',
    '%pip list',
    "sed -i 's/^version: .*/version: 1.2.0+3/' pubspec.yaml",
    "echo '# pinned by renovate' >> requirements.txt",
    `echo 'BB_NUMBER_THREADS = "8"' >> conf/local.conf`,
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());

  test.each([
    ['packages.yml', 'packages:\n  - package: dbt-labs/dbt_utils\n    version: 1.3.0\n'],
    ['fastlane/Pluginfile', "gem 'fastlane-plugin-firebase_app_distribution'\n"],
  ])('a write of %s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());

  test.each([
    ['platformio.ini', 'platform = espressif32@6.5.0', 'platform = espressif32@6.7.0'],
    ['west.yml', '      revision: v3.6.0', '      revision: v3.7.0'],
    ['conf/bblayers.conf', '  ${TOPDIR}/../meta-raspberrypi \\\n', '  ${TOPDIR}/../meta-raspberrypi \\\n  ${TOPDIR}/../meta-python \\\n'],
    ['packages.yml', '    version: 1.1.1', '    version: 1.3.0'],
  ])('an edit of %s speaks', (path, old_string, new_string) => expect(detect(edit(path, old_string, new_string))).toBeDefined());

  test.each([
    ['conf/local.conf', 'BB_NUMBER_THREADS = "4"', 'BB_NUMBER_THREADS = "8"'],
    ['platformio.ini', 'board = esp32dev', 'board = esp32-s3-devkitc-1'],
  ])('an edit of %s stays silent', (path, old_string, new_string) => expect(detect(edit(path, old_string, new_string))).toBeUndefined());
});

describe('round 18: local tarballs, audit fixes that rewrite the manifest, Terraform providers, MSBuild project SDKs, one-liners', () => {
  test.each([
    ['npm install ./vendor/acme-signing-1.2.0.tgz', 'adds `./vendor/acme-signing-1.2.0.tgz` (npm)'],
    ['npm audit fix --force', 'rewrites the versions the manifest declares (npm)'],
    // Round 104: without --force it still moves the lockfile, as `npm update` does.
    ['npm audit fix', 'upgrades packages the lockfile pins, within the ranges the manifest allows (npm)'],
    ['pnpm audit --fix', 'rewrites the versions the manifest declares (pnpm)'],
    ['terraform -chdir=infra/dns init -upgrade', 'upgrades packages the lockfile pins, within the ranges the manifest allows (Terraform)'],
    ['tofu init -upgrade=true', 'upgrades packages the lockfile pins'],
    [
      "node -e \"const f='package.json',p=require('./'+f);p.dependencies['@datadog/browser-rum']='^5.20.0';" +
        "require('fs').writeFileSync(f, JSON.stringify(p,null,2))\"",
      'writes `package.json`',
    ],
    [
      "python3 -c \"import json; f='package.json'; p=json.load(open(f)); p['devDependencies']['vite']='^5'; json.dump(p, open(f,'w'))\"",
      'writes',
    ],
  ])('%s speaks', (command, said) => expect(detect(bash(command))?.change).toContain(said));

  // `npm install ./packages/shared` adds `file:packages/shared` to the manifest: it speaks since round 139
  // (localDependencyClasses.spec.ts).
  test.each([
    'npm audit fix --dry-run',
    'npm audit fix --force --dry-run',
    'pnpm audit --prod',
    'terraform -chdir=infra/dns init',
    'terraform init -backend-config backend.hcl -reconfigure',
    "node -e \"const f='package.json',p=require('./'+f);p.version='1.2.0';require('fs').writeFileSync(f, JSON.stringify(p))\"",
    "node -e \"const f='notes.json';require('fs').writeFileSync(f, '{}')\"",
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());

  test.each([
    ['installer/Acme.Installer.wixproj', '<Project Sdk="WixToolset.Sdk/4.0.5">', '<Project Sdk="WixToolset.Sdk/5.0.0">'],
    ['build/Traversal.proj', '<Project Sdk="Microsoft.Build.Traversal/4.1.0">', '<Project Sdk="Microsoft.Build.Traversal/4.1.82">'],
    ['infra/dns/versions.tf', '      version = "~> 4.20"', '      version = "~> 4.30"'],
    ['infra/dns/versions.tf', '  required_providers {\n', '  required_providers {\n    ns1 = { source = "ns1-terraform/ns1" }\n'],
    ['infra/.terraform.lock.hcl', 'version = "4.20.0"', 'version = "4.30.0"'],
  ])('an edit of %s speaks', (path, old_string, new_string) => expect(detect(edit(path, old_string, new_string))).toBeDefined());

  test.each([
    ['installer/Acme.Installer.wixproj', '<OutputName>AcmeSetup</OutputName>', '<OutputName>AcmeInstaller</OutputName>'],
    [
      'infra/dns/records.tf',
      'resource "cloudflare_record" "www" {\n  name    = "www"',
      'resource "cloudflare_record" "www" {\n  name    = "web"',
    ],
  ])('an edit of %s stays silent', (path, old_string, new_string) => expect(detect(edit(path, old_string, new_string))).toBeUndefined());

  test('with the files at hand, only the required_providers block and a versioned project SDK are dependencies', () => {
    const root = mkdtempSync(join(tmpdir(), 'waymark-dependency-r18-'));
    try {
      mkdirSync(join(root, '.git'));
      const at: GuardContext = { ...context, root, cwd: root };
      writeFileSync(
        join(root, 'main.tf'),
        'terraform {\n  required_version = ">= 1.6"\n  required_providers {\n    aws = {\n      source  = "hashicorp/aws"\n' +
          '      version = "~> 5.40"\n    }\n  }\n}\n\nresource "aws_eks_cluster" "main" {\n  version = "1.29"\n}\n',
      );
      writeFileSync(
        join(root, 'Setup.wixproj'),
        '<Project Sdk="WixToolset.Sdk/4.0.5">\n  <PropertyGroup>\n    <OutputName>Setup</OutputName>\n  </PropertyGroup>\n</Project>\n',
      );
      expect(detect(edit(join(root, 'main.tf'), 'version = "~> 5.40"', 'version = "~> 5.60"'), at)).toBeDefined();
      expect(detect(edit(join(root, 'main.tf'), 'version = "1.29"', 'version = "1.30"'), at)).toBeUndefined();
      expect(detect(edit(join(root, 'Setup.wixproj'), 'WixToolset.Sdk/4.0.5', 'WixToolset.Sdk/5.0.0'), at)).toBeDefined();
      expect(
        detect(edit(join(root, 'Setup.wixproj'), '<OutputName>Setup</OutputName>', '<OutputName>Acme</OutputName>'), at),
      ).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('round 19: framework upgraders, Hugo modules, lines moved and interpreter versions', () => {
  test.each([
    ['npx @astrojs/upgrade', 'rewrites the versions'],
    ['pnpm dlx @astrojs/upgrade beta', 'rewrites the versions'],
    ['ng update @angular/core @angular/cli', '@angular/core'],
    ['npx @angular/cli@17 update @angular/material', '@angular/material'],
    ['npx nx migrate latest', 'rewrites the versions'],
    ['npx storybook@latest upgrade', 'rewrites the versions'],
    ['npx @next/codemod@canary upgrade latest', 'rewrites the versions'],
    ['npx react-native upgrade', 'rewrites the versions'],
    ['hugo mod get -u', 'Hugo modules'],
    ['hugo mod get github.com/theNewDynamic/gohugo-theme-ananke/v2', 'gohugo-theme-ananke'],
  ])('%s speaks', (command, said) => expect(detect(bash(command))?.change).toContain(said));

  test.each([
    'ng update',
    'npx nx migrate --run-migrations',
    'npx storybook dev -p 6006',
    'npx @next/codemod new-link .',
    'npx react-native run-android',
    'npx @biomejs/biome check .',
    'hugo mod get',
    'hugo mod graph',
    'hugo mod tidy',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());

  test.each([
    ['requirements.txt', 'ccxt==4.3.50\nbacktrader==1.9.78.123\n', 'backtrader==1.9.78.123\nccxt==4.3.50\n'],
    ['Gemfile', 'ruby "3.2.2"', 'ruby "3.3.4"'],
  ])('an edit of %s that moves lines or sets the interpreter stays silent', (path, old_string, new_string) =>
    expect(detect(edit(path, old_string, new_string))).toBeUndefined(),
  );

  test.each([
    ['requirements.txt', 'ccxt==4.3.50\nbacktrader==1.9.78.123\n', 'backtrader==1.9.78.123\nccxt==4.3.51\n'],
    ['Gemfile', 'ruby "3.2.2"', 'ruby "3.2.2"\ngem "money", "~> 6.19"'],
    // The same edit made again is judged as the first was (test/fixtures/heeded h026).
    ['requirements.txt', 'flask\nrequets', 'flask\nrequets'],
  ])('an edit of %s that changes an entry, or repeats one, speaks', (path, old_string, new_string) =>
    expect(detect(edit(path, old_string, new_string))).toBeDefined(),
  );
});

describe('round 20: ROS packages, vcstool workspaces, Bender and FuseSoC hardware manifests, Apps Script libraries', () => {
  test.each([
    ['fusesoc library add fusesoc-cores https://github.com/fusesoc/fusesoc-cores', 'adds `fusesoc-cores`'],
    ['fusesoc library add --location fusesoc_libraries/cores cores https://github.com/fusesoc/fusesoc-cores', 'adds `cores`'],
  ])('%s speaks', (command, said) => expect(detect(bash(command))?.change).toContain(said));

  test.each(['fusesoc library list', 'fusesoc run --target sim ::uart16550', 'vcs import src < ros2.repos'])('%s stays silent', (command) =>
    expect(detect(bash(command))).toBeUndefined(),
  );

  test.each([
    [
      'fpga/Bender.yml',
      'package:\n  name: soc\ndependencies:\n  axi: { git: "https://github.com/pulp-platform/axi.git", version: 0.39.1 }\n',
    ],
    ['src/nav/package.xml', '<package format="3">\n  <name>nav</name>\n  <depend>rclcpp</depend>\n</package>\n'],
  ])('a write of %s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());

  test.each([
    [
      'force-app/manifest/package.xml',
      '<Package>\n  <types><members>*</members><name>ApexClass</name></types>\n  <version>60.0</version>\n</Package>\n',
    ],
    ['fpga/Bender.yml', 'package:\n  name: soc\nsources:\n  - rtl/top.sv\n'],
  ])('a write of %s with no dependency stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());

  test.each([
    [
      'src/nav/package.xml',
      '  <exec_depend>nav2_bringup</exec_depend>\n',
      '  <exec_depend>nav2_bringup</exec_depend>\n  <depend>tf2_ros</depend>\n',
    ],
    ['ros2.repos', 'repositories:\n', 'repositories:\n  mavros:\n    type: git\n    url: https://github.com/mavlink/mavros.git\n'],
    ['deps.rosinstall', '- git: {local-name: a, uri: x}\n', '- git: {local-name: a, uri: x}\n- git: {local-name: b, uri: y}\n'],
    ['fpga/Bender.yml', 'dependencies:\n', 'dependencies:\n  axi: { git: "https://github.com/pulp-platform/axi.git", version: 0.39.1 }\n'],
    ['fpga/acme_soc.core', 'depend:\n      - ::uart16550:1.5', 'depend:\n      - ::uart16550:1.5\n      - ::wb_intercon:1.3'],
    [
      'apps-script/appsscript.json',
      '"dependencies": {}',
      '"dependencies": {\n    "libraries": [{"userSymbol": "OAuth2", "libraryId": "1B7F", "version": "43"}]\n  }',
    ],
  ])('an edit of %s speaks', (path, old_string, new_string) => expect(detect(edit(path, old_string, new_string))).toBeDefined());

  test.each([
    ['src/nav/package.xml', '<version>0.1.0</version>', '<version>0.2.0</version>'],
    ['ros2.repos', 'repositories:\n', '# pinned for humble\nrepositories:\n'],
    ['fpga/Bender.yml', 'sources:\n  - rtl/top.sv\n', 'sources:\n  - rtl/top.sv\n  - rtl/uart.sv\n'],
    ['fpga/acme_soc.core', 'description: UART SoC', 'description: UART SoC with Wishbone'],
    [
      'fpga/acme_soc.core',
      '    files:\n      - rtl/top.v\n',
      '    files:\n      - rtl/top.v\n      - rtl/uart.v: {file_type: verilogSource}\n',
    ],
    ['apps-script/appsscript.json', '"timeZone": "America/New_York"', '"timeZone": "Europe/Berlin"'],
  ])('an edit of %s outside its dependencies stays silent', (path, old_string, new_string) =>
    expect(detect(edit(path, old_string, new_string))).toBeUndefined(),
  );

  test('with the files at hand, only the dependency elements of package.xml and the depend lists of a .core count', () => {
    const root = mkdtempSync(join(tmpdir(), 'waymark-dependency-r20-'));
    try {
      mkdirSync(join(root, '.git'));
      const at: GuardContext = { ...context, root, cwd: root };
      writeFileSync(
        join(root, 'package.xml'),
        '<package format="3">\n  <name>nav</name>\n  <version>0.1.0</version>\n  <exec_depend>nav2_bringup</exec_depend>\n</package>\n',
      );
      writeFileSync(
        join(root, 'soc.core'),
        'CAPI=2:\nname: ::soc:0.1\ndescription: SoC\nfilesets:\n  rtl:\n    files:\n      - rtl/top.v\n    depend:\n      - ::uart16550:1.5\n',
      );
      const pkg = join(root, 'package.xml');
      const core = join(root, 'soc.core');
      expect(
        detect(edit(pkg, '<exec_depend>nav2_bringup</exec_depend>', '<exec_depend>nav2_bringup</exec_depend>\n  <depend>tf2</depend>'), at),
      ).toBeDefined();
      expect(detect(edit(pkg, '<version>0.1.0</version>', '<version>0.2.0</version>'), at)).toBeUndefined();
      expect(detect(edit(core, '      - ::uart16550:1.5', '      - ::uart16550:1.6'), at)).toBeDefined();
      expect(detect(edit(core, '      - rtl/top.v', '      - rtl/top.v\n      - rtl/uart.v'), at)).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('round 21: Windows and Mint machine installs, package calls in one-liners, Scala CLI directives, Stack resolvers, Carton', () => {
  test.each([
    ['winget upgrade --all', 'for the whole machine (winget'],
    ['choco upgrade all -y', 'for the whole machine (Chocolatey'],
    ['mint install realm/SwiftLint@0.54.0', 'installs `realm/SwiftLint@0.54.0` for the whole machine (Mint'],
    ["Rscript -e 'renv::update(prompt = FALSE)'", '(R)'],
    ['julia --project -e \'using Pkg; pkg"rm Plots"\'', 'removes `Plots` (Julia)'],
    ['julia --project -e \'using Pkg; pkg"add DataFrames CSV"\'', 'adds `DataFrames`, `CSV` (Julia)'],
    ['carton update Mojolicious', 'upgrades `Mojolicious` (Carton)'],
  ])('%s speaks', (command, said) => expect(detect(bash(command))?.change).toContain(said));

  test.each([
    'mint run realm/SwiftLint',
    'mint bootstrap',
    "Rscript -e 'renv::status()'",
    'julia --project -e \'using Pkg; pkg"status"\'',
    'carton install',
    'carton exec -- plackup',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());

  test.each([
    ['scripts/etl.sc', '//> using scala 3.4.1\n', '//> using scala 3.4.1\n//> using dep com.lihaoyi::os-lib:0.10.0\n'],
    ['src/Main.scala', '//> using dep "com.lihaoyi::upickle:3.1.0"\n', ''],
    ['stack.yaml', 'resolver: lts-21.25', 'resolver: lts-22.21'],
  ])('an edit of %s speaks', (path, old_string, new_string) => expect(detect(edit(path, old_string, new_string))).toBeDefined());

  test.each([
    ['scripts/etl.sc', '//> using scala 3.4.1\n', '//> using scala 3.5.0\n'],
    ['src/Main.scala', 'def main(args: Array[String]): Unit = ()', 'def main(args: Array[String]): Unit = println("hi")'],
    ['stack.yaml', 'system-ghc: false', 'system-ghc: true'],
  ])('an edit of %s outside its dependencies stays silent', (path, old_string, new_string) =>
    expect(detect(edit(path, old_string, new_string))).toBeUndefined(),
  );
});

describe('round 22: distribution packaging and C build manifests', () => {
  test.each([
    ['debian/control', 'Depends: ${misc:Depends}', 'Depends: ${misc:Depends}, libssl3'],
    ['acme.spec', 'Requires:       systemd', 'Requires:       systemd\nBuildRequires:  libcurl-devel >= 7.61'],
    ['PKGBUILD', "depends=('glibc')", "depends=('glibc' 'openssl')"],
    ['recipe/meta.yaml', '  run:\n    - python >=3.9', '  run:\n    - python >=3.9\n    - platformdirs >=4'],
    [
      'Makefile.PL',
      "    PREREQ_PM => {\n        'List::Util' => '1.45',",
      "    PREREQ_PM => {\n        'List::Util' => '1.45',\n        'Try::Tiny' => '0.31',",
    ],
    ['configure.ac', '', 'PKG_CHECK_MODULES([LIBXML], [libxml-2.0 >= 2.9])'],
    ['libfoo.pc.in', 'Requires.private: zlib', 'Requires.private: zlib libzstd'],
  ])('an edit of the dependency fields of %s speaks', (path, old_string, new_string) =>
    expect(detect(edit(path, old_string, new_string))).toBeDefined(),
  );

  test.each([
    ['debian/control', 'Maintainer: Acme <pkg@acme.io>', 'Maintainer: Acme Release <release@acme.io>'],
    ['acme.spec', 'Version:        2.4.0', 'Version:        2.4.1'],
    ['PKGBUILD', 'pkgver=2.4.0', 'pkgver=2.4.1'],
    ['recipe/meta.yaml', '{% set version = "2.4.0" %}', '{% set version = "2.4.1" %}'],
    ['Makefile.PL', "    ABSTRACT => 'Foo parser',", "    ABSTRACT => 'Fast Foo parser',"],
    ['configure.ac', 'AC_INIT([libfoo],[2.4.1])', 'AC_INIT([libfoo],[2.5.0])'],
    ['libfoo.pc.in', 'Description: Foo library', 'Description: The Foo library'],
  ])('an edit of %s outside its dependency fields stays silent', (path, old_string, new_string) =>
    expect(detect(edit(path, old_string, new_string))).toBeUndefined(),
  );
});

describe('round 23: monorepo adds, Gazelle repository updates, Quarto extensions, Buf deps, own coordinates, reordered entries', () => {
  test.each([
    ['npx lerna add lodash --scope=@acme/utils', 'adds `lodash` (npm)'],
    ['rush add -p @types/node@20 --dev', 'adds `@types/node@20` (npm)'],
    ['bazel run //:gazelle-update-repos -- -from_file=go.mod -to_macro=deps.bzl%go_dependencies', '(Bazel)'],
    ['bazel run //:gazelle -- update-repos -from_file=go.mod', '(Bazel)'],
    ['quarto add quarto-ext/lightbox', 'adds `quarto-ext/lightbox` (Quarto)'],
  ])('%s speaks', (command, said) => expect(detect(bash(command))?.change).toContain(said));

  test.each(['lerna run build', 'rush build', 'rush add --help', 'bazel run //:gazelle', 'quarto render', 'quarto check'])(
    '%s stays silent',
    (command) => expect(detect(bash(command))).toBeUndefined(),
  );

  test.each([
    [
      'buf.yaml',
      'deps:\n  - buf.build/googleapis/googleapis',
      'deps:\n  - buf.build/googleapis/googleapis\n  - buf.build/bufbuild/protovalidate',
    ],
    [
      'pom.xml',
      '<artifactId>jackson-databind</artifactId>\n      <version>2.15.0</version>',
      '<artifactId>jackson-databind</artifactId>\n      <version>2.17.1</version>',
    ],
    [
      'package.json',
      '"dependencies": {\n    "react": "^18.3.1",\n    "axios": "^1.7.2"',
      '"dependencies": {\n    "axios": "^1.7.3",\n    "react": "^18.3.1"',
    ],
  ])('an edit of %s speaks', (path, old_string, new_string) => expect(detect(edit(path, old_string, new_string))).toBeDefined());

  test.each([
    ['buf.yaml', 'lint:\n  use:\n    - STANDARD', 'lint:\n  use:\n    - STANDARD\n    - COMMENTS'],
    [
      'pom.xml',
      '<artifactId>shop-api</artifactId>\n  <version>1.8.0-SNAPSHOT</version>',
      '<artifactId>shop-api</artifactId>\n  <version>2.0.0-SNAPSHOT</version>',
    ],
    [
      'package.json',
      '"dependencies": {\n    "react": "^18.3.1",\n    "axios": "^1.7.2"',
      '"dependencies": {\n    "axios": "^1.7.2",\n    "react": "^18.3.1"',
    ],
  ])('an edit of %s that changes no dependency stays silent', (path, old_string, new_string) =>
    expect(detect(edit(path, old_string, new_string))).toBeUndefined(),
  );
});

describe('round 24: game mod manifests, an info.json known by its shape, an editable install from a repository', () => {
  test.each([
    ['mods/info.json', '"dependencies": ["base >= 1.1"]', '"dependencies": ["base >= 1.1", "flib >= 0.14", "? space-exploration"]'],
    [
      'thunderstore.toml',
      '[package.dependencies]\nBepInEx-BepInExPack_Valheim = "5.4.2202"',
      '[package.dependencies]\nBepInEx-BepInExPack_Valheim = "5.4.2202"\nValheimModding-Jotunn = "2.20.0"',
    ],
    [
      'fabric.mod.json',
      '"depends": {\n    "fabricloader": ">=0.15.0"',
      '"depends": {\n    "fabricloader": ">=0.15.0",\n    "fabric-api": "*"',
    ],
    [
      'quilt.mod.json',
      '"depends": [\n      "quilt_loader"',
      '"depends": [\n      "quilt_loader",\n      { "id": "qsl", "versions": ">=7" }',
    ],
    [
      'src/main/resources/META-INF/neoforge.mods.toml',
      '[[dependencies.examplemod]]\nmodId="neoforge"',
      '[[dependencies.examplemod]]\nmodId="neoforge"\n[[dependencies.examplemod]]\nmodId="jei"\ntype="required"\nversionRange="[19,)"',
    ],
  ])('an edit of %s speaks', (path, old_string, new_string) => expect(detect(edit(path, old_string, new_string))).toBeDefined());

  test('a Factorio info.json written whole is known by its factorio_version', () =>
    expect(
      detect(write('mods/info.json', '{\n  "name": "x",\n  "factorio_version": "1.1",\n  "dependencies": ["flib"]\n}\n'))?.change,
    ).toContain('Factorio'));

  test.each([
    ['an info.json of another tool', 'tools/info.json', '"dependencies": ["lint", "test"]', '"dependencies": ["lint", "test", "build"]'],
    ['a Fabric mod description', 'fabric.mod.json', '"description": "Adds ores"', '"description": "Adds ores and tools"'],
    ['a Forge mod display name', 'META-INF/mods.toml', '[[mods]]\ndisplayName="Ores"', '[[mods]]\ndisplayName="More Ores"'],
  ])('%s stays silent', (_, path, old_string, new_string) => expect(detect(edit(path, old_string, new_string))).toBeUndefined());

  test.each([
    [
      'pip install -e git+https://github.com/wikimedia/pywikibot.git@master#egg=pywikibot',
      'git+https://github.com/wikimedia/pywikibot.git@master',
    ],
    ['uv pip install --editable=git+ssh://git@github.com/acme/lib.git#egg=lib', 'git+ssh://git@github.com/acme/lib.git'],
    ['pip install -e ./third_party/LLaMA-Factory', './third_party/LLaMA-Factory'],
    ['pip install -e ../shared-loyalty-lib', '../shared-loyalty-lib'],
    ['python -m pip install --editable ./vendor/detectron2', './vendor/detectron2'],
    ['pip install ../sibling-sdk', '../sibling-sdk'],
    ['npm install ../design-system', '../design-system'],
    [
      'pip install -r https://raw.githubusercontent.com/acme/tools/main/requirements.txt',
      'https://raw.githubusercontent.com/acme/tools/main',
    ],
    ['uv pip install --requirement=https://example.org/reqs.txt', 'https://example.org/reqs.txt'],
    ['helm dependency update charts/gitlab-runner', 'Helm'],
    ['helm dep up ./chart', 'Helm'],
  ])('%s speaks', (command, said) => expect(detect(bash(command))?.change).toContain(said));

  test.each([
    'pip install -e .',
    'pip install -e ./libs/core',
    'pip install --index-url https://x.org/simple -e .',
    'pip install -e ./packages/api',
    'pip install ../dist/app-1.0-py3-none-any.whl',
    'pip install -r ../requirements.txt',
    'pip install --target ../site-packages -r requirements.txt',
    'pip download -r https://example.org/reqs.txt -d /tmp/wheels',
    'helm dependency build charts/gitlab-runner',
    'helm dependency list charts/gitlab-runner',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
});

describe('round 35: a Helm chart dependency re-pinned by an Edit, with or without the file at hand', () => {
  test.each([
    ['    version: 6.16.0', '    version: 6.18.0', true],
    ['  - name: loki\n    version: 6.16.0', '  - name: loki\n    version: 6.18.0', true],
    ['version: 0.3.1', 'version: 0.3.2', false],
    ['appVersion: "3.1"', 'appVersion: "3.2"', false],
    ['description: Loki stack', 'description: Loki and Promtail', false],
  ])('%j → %j speaks: %s', (old_string, new_string, speaks) =>
    expect(!!detect(edit('/home/dev/proj/charts/loki-stack/Chart.yaml', old_string, new_string))).toBe(speaks),
  );
});

describe('round 26: version managers’ project files, editor and shell plugin managers', () => {
  test.each([
    ['.tool-versions', 'nodejs 20.17.0', 'nodejs 22.11.0'],
    ['mise.toml', '[tools]\nnode = "20"', '[tools]\nnode = "22"\n"npm:@segment/cli" = "latest"'],
    [
      'nvim/lua/plugins/tools.lua',
      "return {\n  { 'folke/which-key.nvim' },\n}",
      "return {\n  { 'folke/which-key.nvim' },\n  { 'nvim-telescope/telescope.nvim', tag = '0.1.8' },\n}",
    ],
  ])('an edit of %s speaks', (path, old_string, new_string) => expect(detect(edit(path, old_string, new_string))).toBeDefined());

  test.each([
    ['a .tool-versions comment', '.tool-versions', '# toolchain', '# pinned toolchain; update via asdf'],
    ['a mise.toml environment variable', 'mise.toml', '[env]\nNODE_ENV = "development"', '[env]\nNODE_ENV = "production"'],
    ['a lazy.nvim plugin option', 'nvim/lua/plugins/tools.lua', "    opts = { preset = 'classic' },", "    opts = { preset = 'modern' },"],
    ['an .nvmrc (a runtime hint, not a manifest)', '.nvmrc', '20.14.0', '22.11.0'],
  ])('%s stays silent', (_, path, old_string, new_string) => expect(detect(edit(path, old_string, new_string))).toBeUndefined());

  test.each([
    ["nvim --headless '+Lazy! update' +qa", 'Neovim plugins'],
    ["nvim --headless -c 'Lazy! sync' -c qa", 'Neovim plugins'],
    ["fish -c 'fisher install jorgebucaran/nvm.fish'", 'installs `jorgebucaran/nvm.fish` for the whole machine (fisher'],
    ['xpip install xontrib-vox', 'installs `xontrib-vox` for the whole machine (xonsh (xpip)'],
    [
      `emacs --batch --eval "(progn (require 'package) (package-refresh-contents) (package-install 'magit))"`,
      'installs `magit` for the whole machine (Emacs packages',
    ],
  ])('%s speaks', (command, said) => expect(detect(bash(command))?.change).toContain(said));

  test.each([
    "nvim --headless '+Lazy! restore' +qa",
    'nvim src/main.lua',
    'fisher list',
    'xpip list',
    `emacs --batch --eval "(progn (require 'package) (package-refresh-contents))"`,
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
});

describe('round 27: security and audio tools’ plugin managers, Ansible requirements by shape, Drupal module info, quark files', () => {
  test.each([
    [
      'requirements/ansible.yml',
      'collections:\n  - name: community.general',
      'collections:\n  - name: community.general\n  - name: ansible.windows',
    ],
    ['sites/all/modules/acme/acme.info', 'dependencies[] = views', 'dependencies[] = views\ndependencies[] = ctools'],
    ['modules/acme/acme.info.yml', 'dependencies:\n  - drupal:views', 'dependencies:\n  - drupal:views\n  - drupal:ctools'],
    ['Quarks/P.quark', 'dependencies: []', 'dependencies: ["https://github.com/supercollider-quarks/JITLibExtensions"]'],
  ])('an edit of %s speaks', (path, old_string, new_string) => expect(detect(edit(path, old_string, new_string))).toBeDefined());

  test.each([
    [
      'a playbook’s play-level collections',
      'site/play.yml',
      '- hosts: web\n  collections:\n    - community.general',
      '- hosts: web\n  collections:\n    - community.general\n    - ansible.windows',
    ],
    ['a Drupal 7 module description', 'sites/all/modules/acme/acme.info', 'description = Old', 'description = Acme helpers'],
    ['a Drupal info.yml description', 'modules/acme/acme.info.yml', 'description: Old', 'description: New'],
    ['a quark summary', 'Quarks/P.quark', 'summary: "old"', 'summary: "A project"'],
  ])('%s stays silent', (_, path, old_string, new_string) => expect(detect(edit(path, old_string, new_string))).toBeUndefined());

  test.each([
    ['r2pm -ci r2ghidra', 'installs `r2ghidra` for the whole machine (r2pm'],
    [`sclang -e 'Quarks.install("Vowel"); 0.exit'`, 'installs `Vowel` for the whole machine (SuperCollider Quarks'],
  ])('%s speaks', (command, said) => expect(detect(bash(command))?.change).toContain(said));

  test.each(['r2pm -s ghidra', 'r2pm -l', `sclang -e 'Quarks.installed.postln; 0.exit'`])('%s stays silent', (command) =>
    expect(detect(bash(command))).toBeUndefined(),
  );
});

describe('round 29: packwiz modpacks, the versions a Fabric or Forge mod builds against in gradle.properties', () => {
  test.each([
    ['packwiz modrinth add lithium && packwiz refresh', 'adds `lithium` (packwiz'],
    ['packwiz remove optifine', 'removes `optifine` (packwiz'],
    [
      "sed -i 's/minecraft_version=1.20.1/minecraft_version=1.20.4/; s/fabric_version=0.92.0+1.20.1/fabric_version=0.96.4+1.20.4/' gradle.properties",
      'writes `gradle.properties`',
    ],
  ])('%s speaks', (command, said) => expect(detect(bash(command))?.change).toContain(said));

  test.each([
    'packwiz refresh',
    'packwiz modrinth export',
    "sed -i 's/org.gradle.jvmargs=-Xmx1G/org.gradle.jvmargs=-Xmx4G/' gradle.properties",
    "sed -i 's/mod_version=1.0.0/mod_version=1.0.1/' gradle.properties",
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
});

describe('round 31: TeX Live packages installed machine-wide', () => {
  test.each([['tlmgr install biblatex-apa', 'installs `biblatex-apa` for the whole machine (TeX Live']])('%s speaks', (command, said) =>
    expect(detect(bash(command))?.change).toContain(said),
  );

  test.each(['tlmgr info biblatex-apa', 'tlmgr list --only-installed'])('%s stays silent', (command) =>
    expect(detect(bash(command))).toBeUndefined(),
  );
});

describe('round 32: Pythons embedded in 3D applications running pip, rez package requirements', () => {
  test.each([
    ['hython -m pip install --user pyyaml==6.0.1', 'adds `pyyaml==6.0.1` (pip)'],
    ['mayapy -m pip install PySide6', 'adds `PySide6` (pip)'],
  ])('%s speaks', (command, said) => expect(detect(bash(command))?.change).toContain(said));
  test.each(['mayapy -m pip list', 'hython -m pip show pyyaml'])('%s stays silent', (command) =>
    expect(detect(bash(command))).toBeUndefined(),
  );

  test('a rez package.py gaining a requirement speaks', () =>
    expect(
      detect(
        edit('/home/u/p/rez/package.py', "requires = [\n    'houdini-20.0',\n]", "requires = [\n    'houdini-20.0',\n    'usd-24.05',\n]"),
      ),
    ).toBeDefined());
  test('a rez package.py whose version changes stays silent', () =>
    expect(detect(edit('/home/u/p/rez/package.py', 'version = "1.0.0"', 'version = "1.1.0"'))).toBeUndefined());
});

describe('round 32: pip upgrading every requirement a file lists', () => {
  test('pip install --upgrade -r requirements.txt speaks', () =>
    expect(detect(bash('pip install --upgrade -r requirements.txt'))?.change).toContain('upgrades packages the lockfile pins'));
  test.each(['pip install -U pip', 'python -m pip install --upgrade pip', 'pip install -r requirements.txt'])(
    '%s stays silent',
    (command) => expect(detect(bash(command))).toBeUndefined(),
  );
});

describe('round 180: the build tools upgraded beside pip are packages', () => {
  test.each([
    ['pip install -U pip setuptools wheel', 'setuptools'],
    ['python -m pip install --upgrade pip setuptools wheel', 'wheel'],
    ['pip3 install -U setuptools', 'setuptools'],
    ['python3 -m pip install --upgrade wheel', 'wheel'],
  ])('%s speaks, naming %s', (command, name) => expect(detect(bash(command))?.change).toContain(name));
});

describe('round 33: Buildroot package files', () => {
  const mk = (version: string) =>
    `LIBBPF_VERSION = ${version}\nLIBBPF_SITE = $(call github,libbpf,libbpf,v$(LIBBPF_VERSION))\n` +
    'LIBBPF_DEPENDENCIES = host-pkgconf elfutils zlib\n$(eval $(generic-package))\n';
  test('a Buildroot package .mk written with its version speaks', () =>
    expect(detect(write('/home/u/p/buildroot/package/libbpf/libbpf.mk', mk('1.4.5')))).toBeDefined());
  test('a Makefile fragment that sets a VERSION stays silent', () =>
    expect(detect(write('/home/u/p/src/rules.mk', 'CFLAGS += -O2\nVERSION = 1.2\n'))).toBeUndefined());
});

describe('round 36: toolchains installed for the machine (version managers, Quarto tools, Jupyter extensions), Gradle lock writes', () => {
  test.each([
    ['curl -L https://foundry.paradigm.xyz | bash && foundryup', 'Foundry'],
    ['foundryup', 'Foundry'],
    ['foundryup --install nightly', 'Foundry'],
    ['avm install 0.30.1 && avm use 0.30.1', '`0.30.1`'],
    ['agave-install init 1.18.26', '`1.18.26`'],
    ['solana-install update', 'Agave'],
    ['solc-select install 0.8.24', '`0.8.24`'],
    ['quarto install tinytex', '`tinytex`'],
    ['quarto update chromium', '`chromium`'],
    ['jupyter labextension install @jupyter-widgets/jupyterlab-manager', '`@jupyter-widgets/jupyterlab-manager`'],
    ['jupyter labextension update --all', 'JupyterLab'],
    ['gradle dependencies --write-locks', 'Gradle'],
    ['./gradlew build --update-locks org.apache.commons:commons-lang3', 'Gradle'],
  ])('%s speaks', (command, said) => expect(detect(bash(command))?.change).toContain(said));

  test.each([
    'curl -fsSL https://get.docker.com -o get-docker.sh',
    'curl -fsSL https://example.com/file.tar.gz | sha256sum',
    'curl -s https://api.example.com/x | jq .',
    'foundryup --list',
    'foundryup --use 1.0.0',
    'avm list',
    'agave-install info',
    'solc-select versions',
    'gradle dependencies',
    './gradlew build',
    'gradle dependencies --configuration runtimeClasspath',
    'quarto preview report.qmd',
    'jupyter labextension list',
    'jupyter labextension disable @jupyterlab/git',
    'nvm install 20 && nvm use 20',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
});

describe('round 38: Rust and Terraform toolchains, module sources, Crossplane packages, piped installers', () => {
  test.each([
    ['rustup target add wasm32-wasip1', '`wasm32-wasip1`'],
    ['rustup toolchain install 1.79.0', '`1.79.0`'],
    ['rustup update stable', 'rustup'],
    ['tenv tf install 1.9.5', '`1.9.5`'],
    ['tenv tofu install 1.8.0', '`1.8.0`'],
    ['tfenv install 1.5.7', '`1.5.7`'],
    ['tfswitch 1.9.5', '`1.9.5`'],
    ['mise install terraform@1.9.5', '`terraform@1.9.5`'],
    ['curl -fsSL https://wasmtime.dev/install.sh | bash', 'wasmtime.dev'],
    ['curl https://get.wasmer.io -sSfL | sh', 'get.wasmer.io'],
    ["curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y", 'sh.rustup.rs'],
    ['sh -c "$(curl -fsSL https://raw.githubusercontent.com/ohmyzsh/ohmyzsh/master/tools/install.sh)"', 'raw.githubusercontent.com'],
    ['bash <(curl -fsSL https://get.nextflow.io)', 'get.nextflow.io'],
    ['irm https://astral.sh/uv/install.ps1 | iex', 'astral.sh'],
    ['curl -sSL https://bootstrap.pypa.io/get-pip.py | python3 -', 'bootstrap.pypa.io'],
  ])('%s speaks', (command, said) => expect(detect(bash(command))?.change).toContain(said));

  test.each([
    'rustup target list --installed',
    'rustup show',
    'rustup component list',
    'rustup component add clippy',
    'tofu providers lock -platform=linux_amd64 -platform=darwin_arm64',
    'rustup default stable',
    'tenv tf list',
    'tfenv list',
    'tfswitch -l',
    'tfswitch --show-latest',
    'mise install',
    'mise ls',
    'terraform providers',
    'tofu providers schema -json',
    'terraform providers mirror ./mirror',
    'curl -fsSL https://deno.land/install.sh -o install.sh',
    'curl -fsSL https://deno.land/install.sh | less',
    'curl -sSL https://example.com/report.sh | sh',
    "echo 'curl https://example.com/install.sh | sh is banned here' >> docs/CONTRIBUTING.md",
    'terraform output -raw bootstrap_script | bash',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());

  test.each([
    [
      'a module ?ref= bumped in a .tf file',
      edit(
        'infra/main.tf',
        '  source = "git::https://github.com/acme/m.git//vpc?ref=v1.2.0"',
        '  source = "git::https://github.com/acme/m.git//vpc?ref=v1.3.0"',
      ),
    ],
    [
      'a module source bumped in terragrunt.hcl',
      edit(
        'live/terragrunt.hcl',
        'source = "git::git@github.com:acme/m.git//vpc?ref=v1.4.0"',
        'source = "git::git@github.com:acme/m.git//vpc?ref=v2.0.0"',
      ),
    ],
    [
      'a registry module version in root.hcl',
      edit(
        'live/root.hcl',
        'source = "tfr:///terraform-aws-modules/vpc/aws?version=5.1.0"',
        'source = "tfr:///terraform-aws-modules/vpc/aws?version=5.8.1"',
      ),
    ],
    [
      'a Crossplane provider package version',
      edit(
        'crossplane/provider.yaml',
        '  package: xpkg.upbound.io/upbound/provider-aws-s3:v1.7.0',
        '  package: xpkg.upbound.io/upbound/provider-aws-s3:v1.14.0',
      ),
    ],
  ])('%s speaks', (_, event) => expect(detect(event)).toBeDefined());

  test.each([
    ['a terragrunt input edited', edit('live/terragrunt.hcl', '  instance_type = "t3.small"', '  instance_type = "t3.large"')],
    [
      'a local module path in terragrunt.hcl',
      edit('live/terragrunt.hcl', '  source = "../../modules/vpc"', '  source = "../../modules/vpc2"'),
    ],
    ['a local module path in a .tf file', edit('infra/main.tf', '  source = "./modules/vpc"', '  source = "./modules/network"')],
    ['a resource argument in a .tf file', edit('infra/main.tf', '  cidr_block = "10.0.0.0/16"', '  cidr_block = "10.1.0.0/16"')],
    ['a container image tag', edit('k8s/deploy.yaml', '        image: ghcr.io/acme/api:v1.2.0', '        image: ghcr.io/acme/api:v1.3.0')],
    ['a Crossplane pull policy', edit('crossplane/provider.yaml', '  packagePullPolicy: IfNotPresent', '  packagePullPolicy: Always')],
  ])('%s stays silent', (_, event) => expect(detect(event)).toBeUndefined());
});

describe('round 39: a CLI’s own upgrade command; the lists install_requires is built from', () => {
  test.each([
    ['npx @sanity/cli upgrade', bash('npx @sanity/cli upgrade')],
    ['sanity upgrade', bash('sanity upgrade')],
    ['npx nuxi upgrade', bash('npx nuxi upgrade')],
    ['vue upgrade', bash('vue upgrade')],
    ['npx @strapi/upgrade major', bash('npx @strapi/upgrade major')],
    [
      'an OctoPrint plugin_requires list',
      edit('plugins/octoprint_x/setup.py', 'plugin_requires = []', 'plugin_requires = ["numpy>=1.26", "plotly"]'),
    ],
    ['a requirements list in setup.py', edit('setup.py', 'requirements = ["a"]', 'requirements = ["a", "b>=2"]')],
    ['an INSTALL_REQUIRES list in setup.py', edit('setup.py', 'INSTALL_REQUIRES = []', 'INSTALL_REQUIRES = ["click>=8"]')],
  ])('%s speaks', (_, event) => expect(detect(event)).toBeDefined());

  test.each([
    ['npx @sanity/cli deploy', bash('npx @sanity/cli deploy')],
    ['npx nuxi dev', bash('npx nuxi dev')],
    ['npx @strapi/upgrade major --dry', bash('npx @strapi/upgrade major --dry')],
    ['python_requires in setup.py', edit('setup.py', 'python_requires=">=3.8",', 'python_requires=">=3.9",')],
    ['a plugin name in setup.py', edit('setup.py', 'plugin_name = "x"', 'plugin_name = "y"')],
  ])('%s stays silent', (_, event) => expect(detect(event)).toBeUndefined());
});

describe('a lockfile deleted, then the install that resolves every dependency afresh', () => {
  test.each([
    ['rm package-lock.json && npm install', 'npm'],
    ['rm -rf node_modules package-lock.json && npm i', 'npm'],
    ['rm yarn.lock && yarn', 'Yarn'],
    ['rm pnpm-lock.yaml && pnpm install', 'pnpm'],
    ['rm -f Cargo.lock; cargo build --release', 'Cargo'],
    ['rm poetry.lock && poetry install', 'Poetry'],
    ['git rm Pipfile.lock && pipenv install', 'Pipenv'],
    ['rm uv.lock && uv sync', 'uv'],
    ['rm Gemfile.lock && bundle install', 'Bundler'],
    ['del composer.lock && composer install', 'Composer'],
    ['rm pubspec.lock && flutter pub get', 'pub'],
    ['rm mix.lock && mix deps.get', 'Mix'],
    ['rm Podfile.lock && pod install', 'CocoaPods'],
  ])('%s speaks (%s)', (command, ecosystem) =>
    expect(commandChanges(command).some((change) => change.lock === true && change.ecosystem === ecosystem)).toBe(true),
  );

  test.each([
    'rm -rf node_modules && npm install',
    'rm package-lock.json.bak && npm install',
    'npm install && rm package-lock.json',
    'rm yarn.lock && yarn build',
    'rm Cargo.lock',
    'git rm --cached Cargo.lock && cargo build',
    'rm package-lock.json && npm install --dry-run',
    'rm -rf node_modules package-lock.json.bak && npm ci',
    'rm Gemfile.lock && bundle exec rake test',
    'rm yarn.lock && npm install',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
});

describe('round 41: a staged or unpinned requirements file', () => {
  test.each([
    'pip install -r requirements-new.txt',
    'python -m pip install -r requirements.next.txt',
    'pip3 install --requirement=requirements-upgrade.txt',
    'pip install -r requirements.in',
    'uv pip install -r requirements/base.in',
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'pip install -r requirements.txt',
    'pip install -r requirements-dev.txt -c constraints.txt',
    'pip install -r requirements-docs.txt --require-hashes',
    'pip install -r requirements.lock',
    'pip install -r requirements-new.txt --dry-run',
    'pip-compile requirements.in',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
});

describe("round 43: a Maven coordinate's version rewritten in a Gradle build from the shell", () => {
  test.each([
    "./gradlew dependencyUpdates && sed -i 's/graphhopper-core:8.0/graphhopper-core:9.1/' build.gradle",
    "sed -i 's/graphhopper-core:8.0/graphhopper-core:9.1/' build.gradle.kts",
    "sed -i 's/com.squareup.okhttp3:okhttp:4.11.0/com.squareup.okhttp3:okhttp:4.12.0/' app/build.gradle.kts",
    "perl -pi -e 's/jts-core:1\\.19\\.0/jts-core:1.20.0/' build.gradle",
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    './gradlew dependencyUpdates',
    'sed -i \'s/version = "1.0.0"/version = "1.1.0"/\' build.gradle',
    "sed -i 's/localhost:8080/localhost:9090/' build.gradle",
    "sed -n '/graphhopper-core:8.0/p' build.gradle",
    "grep -n 'graphhopper-core:8.0' build.gradle",
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
});
