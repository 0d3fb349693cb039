import { describe, expect, test } from 'vitest';
import { outside } from '../../support/guardSpeaks.js';

// Round 136's outside-project class: a command whose job is to download and install something into a fixed folder of
// the user's home (browsers for a test runner, a toolchain or runtime version, a global tool) writes outside the project,
// whichever runner starts it and at whatever version; the variable or option that moves that folder into the project
// keeps it silent. One line per call that speaks and the near-misses that stay silent.

const HOME = '/home/dev';

describe('a test runner downloading its browsers into the home cache (outside-project)', () => {
  test.each([
    ['npx playwright install chromium', [`${HOME}/.cache/ms-playwright`]],
    ['npx playwright install', [`${HOME}/.cache/ms-playwright`]],
    ['npx -y playwright@1.47.2 install firefox webkit', [`${HOME}/.cache/ms-playwright`]],
    ['pnpm exec playwright install chromium', [`${HOME}/.cache/ms-playwright`]],
    ['yarn playwright install --force chromium', [`${HOME}/.cache/ms-playwright`]],
    ['bunx playwright install', [`${HOME}/.cache/ms-playwright`]],
    ['npx playwright-core install chromium', [`${HOME}/.cache/ms-playwright`]],
    ['npx -y playwright@1.44 install --with-deps', ['/usr/lib', `${HOME}/.cache/ms-playwright`]],
    ['PLAYWRIGHT_BROWSERS_PATH=$HOME/pw-browsers npx playwright install', [`${HOME}/pw-browsers`]],
    ['npx puppeteer browsers install chrome', [`${HOME}/.cache/puppeteer`]],
    ['npx cypress install', [`${HOME}/.cache/Cypress`]],
    ['npx cypress@13.6.0 install --force', [`${HOME}/.cache/Cypress`]],
    // Moved into the project, a dry run, the runner's own test run, the browsers package that writes into the current folder.
    ['PLAYWRIGHT_BROWSERS_PATH=0 npx playwright install chromium', []],
    ['PLAYWRIGHT_BROWSERS_PATH=./.browsers npx playwright install', []],
    ['PLAYWRIGHT_BROWSERS_PATH=$PWD/.cache/ms-playwright pnpm exec playwright install chromium', []],
    ['npx playwright install --dry-run chromium', []],
    ['npx playwright test --project=chromium', []],
    ['npx playwright@1.47.2 test', []],
    ['PUPPETEER_CACHE_DIR=.cache/puppeteer npx puppeteer browsers install chrome', []],
    ['npx @puppeteer/browsers install chrome@stable', []],
    ['CYPRESS_CACHE_FOLDER=./.cache/Cypress npx cypress install', []],
    ['npx cypress run --browser chrome', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe('a version manager installing a toolchain or runtime into the home (outside-project)', () => {
  test.each([
    ['rustup toolchain install nightly --profile minimal', [`${HOME}/.rustup/toolchains`]],
    ['rustup install 1.79.0', [`${HOME}/.rustup/toolchains`]],
    ['nvm install 20', [`${HOME}/.nvm/versions`]],
    ['nvm install --lts', [`${HOME}/.nvm/versions`]],
    ['fnm install 22', [`${HOME}/.local/share/fnm`]],
    ['volta install node@20', [`${HOME}/.volta`]],
    ['pyenv install 3.12.3', [`${HOME}/.pyenv/versions`]],
    ['sdk install java 21.0.2-tem', [`${HOME}/.sdkman/candidates`]],
    ['asdf install nodejs 20.11.0', [`${HOME}/.asdf`]],
    ['asdf plugin add erlang', [`${HOME}/.asdf`]],
    ['mise install', [`${HOME}/.local/share/mise/installs`]],
    ['mise use python@3.12', [`${HOME}/.local/share/mise/installs`]],
    ['uv python install 3.12', [`${HOME}/.local/share/uv/python`]],
    // Moved into the project, switching between versions already there, a listing, a toolchain file's component.
    ['RUSTUP_HOME=./.rustup rustup toolchain install stable', []],
    ['rustup component add clippy', []],
    ['rustup show', []],
    ['nvm use 20', []],
    ['NVM_DIR=$PWD/.nvm nvm install 20', []],
    ['pyenv install --list', []],
    ['pyenv local 3.12.3', []],
    ['PYENV_ROOT=$PWD/.pyenv pyenv install 3.12.3', []],
    ['volta pin node@20', []],
    ['sdk use java 21.0.2-tem', []],
    ['mise install --dry-run', []],
    ['uv python install --install-dir ./.python 3.12', []],
    ['uv python list', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe('a global tool installed into the home (outside-project)', () => {
  test.each([
    ['cargo install ripgrep --locked', [`${HOME}/.cargo/bin`]],
    ['go install golang.org/x/tools/gopls@latest', [`${HOME}/go/bin`]],
    ['pipx install black', [`${HOME}/.local/share/pipx`]],
    ['dotnet tool install --global dotnet-ef', [`${HOME}/.dotnet/tools`]],
    ['dotnet tool update -g dotnet-ef --version 8.0.8', [`${HOME}/.dotnet/tools`]],
    ['deno install -g -A -n fresh jsr:@fresh/init', [`${HOME}/.deno/bin`]],
    ['dotnet tool install dotnet-ef --tool-path /opt/dotnet-tools', ['/opt/dotnet-tools']],
    // Moved into the project by their variable or option, a local manifest's tool, a project install.
    ['CARGO_HOME=./.cargo cargo install ripgrep', []],
    ['CARGO_INSTALL_ROOT=$PWD/.tools cargo install ripgrep', []],
    ['cargo install ripgrep --root ./tools', []],
    ['GOPATH=$PWD/.go go install ./cmd/tagctl', []],
    ['GOBIN=$PWD/bin go install ./cmd/tagctl', []],
    ['PIPX_HOME=./.pipx pipx install black', []],
    ['dotnet tool install dotnet-ef', []],
    ['dotnet tool install dotnet-ef --tool-path ./tools', []],
    ['dotnet tool restore', []],
    ['deno install', []],
    ['deno install -g --root ./vendor -n fresh jsr:@fresh/init', []],
    ['npm install --prefix ./vendor typescript', []],
    ['npm ci', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});
