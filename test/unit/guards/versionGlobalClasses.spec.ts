import { describe, expect, test } from 'vitest';
import { commandChanges } from '../../../src/guards/dependency.js';
import { outside } from '../../support/guardSpeaks.js';

// Round 179's outside-project class: a command run in the project that changes the toolchain or editor every other
// project of the user gets: a version manager's global setter (`pyenv global`, `nvm alias default`, `mise use -g`,
// `rustup default`, `sdk default`) and an editor's extension install (`code --install-extension`). Their project-local
// forms (`pyenv local`, `mise use` without -g's config, `nvm use`, `rustup override set`, `code --list-extensions`,
// `code .`) and the variables or options that move the folder into the project stay silent. One line per call.

const HOME = '/home/dev';

describe("a version manager's global setter writes the user's default version (outside-project)", () => {
  test.each([
    ['pyenv global 3.12.4', [`${HOME}/.pyenv/version`]],
    ['pyenv global 3.12.4 3.11.9', [`${HOME}/.pyenv/version`]],
    ['pyenv global system', [`${HOME}/.pyenv/version`]],
    ['rbenv global 3.3.0', [`${HOME}/.rbenv/version`]],
    ['nodenv global 20.11.1', [`${HOME}/.nodenv/version`]],
    ['goenv global 1.22.2', [`${HOME}/.goenv/version`]],
    ['jenv global 21', [`${HOME}/.jenv/version`]],
    ['jenv add /usr/lib/jvm/java-21-openjdk', [`${HOME}/.jenv`]],
    ['swiftenv global 5.10', [`${HOME}/.swiftenv/version`]],
    ['plenv global 5.38.0', [`${HOME}/.plenv/version`]],
    ['tfenv use 1.7.5', [`${HOME}/.tfenv`]],
    ['tenv tf use 1.7.5', [`${HOME}/.tenv`]],
    ['asdf global nodejs 20.11.1', [`${HOME}/.tool-versions`]],
    ['asdf set --home nodejs 20.11.1', [`${HOME}/.tool-versions`]],
    ['asdf set -u python 3.12.4', [`${HOME}/.tool-versions`]],
    ['mise use -g node@20', [`${HOME}/.local/share/mise/installs`, `${HOME}/.config/mise/config.toml`]],
    ['mise use --global python@3.12', [`${HOME}/.local/share/mise/installs`, `${HOME}/.config/mise/config.toml`]],
    ['mise unuse -g node', [`${HOME}/.config/mise/config.toml`]],
    ['rtx global node@20', [`${HOME}/.config/mise/config.toml`]],
    ['mise settings set experimental true', [`${HOME}/.config/mise/config.toml`]],
    ['fnm default 20', [`${HOME}/.local/share/fnm/aliases`]],
    ['fnm alias 20 default', [`${HOME}/.local/share/fnm/aliases`]],
    ['nvm alias default 20', [`${HOME}/.nvm/alias`]],
    ['nvm alias default lts/iron', [`${HOME}/.nvm/alias`]],
    ['nvm unalias default', [`${HOME}/.nvm/alias`]],
    ['source ~/.nvm/nvm.sh && nvm install 20 && nvm alias default 20', [`${HOME}/.nvm/versions`, `${HOME}/.nvm/alias`]],
    ['volta install node@20', [`${HOME}/.volta`]],
    ['volta install typescript', [`${HOME}/.volta`]],
    ['sdk default java 21.0.2-tem', [`${HOME}/.sdkman/candidates`]],
    ['rustup default stable', [`${HOME}/.rustup`]],
    ['rustup default nightly-2024-05-01', [`${HOME}/.rustup`]],
    ['rustup set profile minimal', [`${HOME}/.rustup`]],
    ['elan default leanprover/lean4:stable', [`${HOME}/.elan`]],
    ['juliaup default 1.10', [`${HOME}/.julia/juliaup`]],
    ['ghcup set ghc 9.4.8', [`${HOME}/.ghcup`]],
    ['rvm use 3.2.2 --default', [`${HOME}/.rvm/config/alias`]],
    ['rvm --default use 3.2.2', [`${HOME}/.rvm/config/alias`]],
    ['rvm alias create default ruby-3.2.2', [`${HOME}/.rvm/config/alias`]],
    ['gvm use go1.22.2 --default', [`${HOME}/.gvm/environments/default`]],
    ['fvm global 3.19.6', [`${HOME}/fvm/default`]],
    ['pnpm env use --global 20', [`${HOME}/.local/share/pnpm`]],
    ['proto pin node 20 --to global', [`${HOME}/.proto`]],
    ['proto pin node 20 --to=user', [`${HOME}/.proto`]],
    ['vfox use -g nodejs@20', [`${HOME}/.version-fox`]],
    ['uv python pin --global 3.12', [`${HOME}/.config/uv/.python-version`]],
    ['sudo xcode-select -s /Applications/Xcode-15.4.app', ['/var/db/xcode_select_link']],
    ['xcode-select --reset', ['/var/db/xcode_select_link']],
    // --install switches nothing: it starts the Command Line Tools installer, which writes their own folder.
    ['xcode-select --install', ['/Library/Developer/CommandLineTools']],
    ['PYENV_ROOT=/opt/pyenv pyenv global 3.12.4', ['/opt/pyenv']],
    // The project's own pin, this shell only, a listing or a print, moved into the project.
    ['pyenv local 3.12.4', []],
    ['pyenv global', []],
    ['pyenv version', []],
    ['pyenv shell 3.12.4', []],
    ['pyenv versions', []],
    ['PYENV_ROOT=$PWD/.pyenv pyenv global 3.12.4', []],
    ['rbenv local 3.3.0', []],
    ['rbenv global', []],
    ['nodenv local 20.11.1', []],
    ['goenv local 1.22.2', []],
    ['jenv local 21', []],
    ['jenv versions', []],
    ['swiftenv local 5.10', []],
    ['tfenv list', []],
    ['tenv tf use -w 1.7.5', []],
    ['asdf local nodejs 20.11.1', []],
    ['asdf set nodejs 20.11.1', []],
    ['asdf current', []],
    ['mise ls', []],
    ['mise settings set --local experimental true', []],
    ['mise settings get experimental', []],
    ['mise use -g --dry-run node@20', []],
    ['nvm use 20', []],
    ['nvm alias default', []],
    ['nvm alias', []],
    ['nvm ls', []],
    ['fnm use 20', []],
    ['fnm default', []],
    ['fnm list', []],
    ['volta pin node@20', []],
    ['volta list', []],
    ['sdk use java 21.0.2-tem', []],
    ['sdk current java', []],
    ['sdk env', []],
    ['rustup override set nightly', []],
    ['rustup default', []],
    ['rustup show', []],
    ['rustup target add wasm32-unknown-unknown', []],
    ['juliaup status', []],
    ['ghcup list', []],
    ['rvm use 3.2.2', []],
    ['gvm use go1.22.2', []],
    ['fvm use 3.19.6', []],
    ['pnpm env use 20', []],
    ['proto pin node 20', []],
    ['vfox use -p nodejs@20', []],
    ['uv python pin 3.12', []],
    ['xcode-select -p', []],
    ['echo 3.12.4 > .python-version', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe("an editor's extension install writes the user's extensions folder (outside-project)", () => {
  test.each([
    ['code --install-extension ms-python.python', [`${HOME}/.vscode/extensions`]],
    ['code --install-extension dbaeumer.vscode-eslint --force', [`${HOME}/.vscode/extensions`]],
    ['code --install-extension ./dist/acme-tools-0.3.1.vsix', [`${HOME}/.vscode/extensions`]],
    ['code --install-extension=esbenp.prettier-vscode', [`${HOME}/.vscode/extensions`]],
    ['code --uninstall-extension ms-python.python', [`${HOME}/.vscode/extensions`]],
    ['code --update-extensions', [`${HOME}/.vscode/extensions`]],
    ['code --profile Work --install-extension golang.go', [`${HOME}/.vscode/extensions`]],
    ['code-insiders --install-extension github.copilot', [`${HOME}/.vscode-insiders/extensions`]],
    ['codium --install-extension rust-lang.rust-analyzer', [`${HOME}/.vscode-oss/extensions`]],
    ['cursor --install-extension ms-python.python', [`${HOME}/.cursor/extensions`]],
    ['windsurf --install-extension ms-python.python', [`${HOME}/.windsurf/extensions`]],
    ['for ext in ms-python.python charliermarsh.ruff; do code --install-extension "$ext"; done', [`${HOME}/.vscode/extensions`]],
    ['cat .vscode/extensions.list | xargs -L1 code --install-extension', [`${HOME}/.vscode/extensions`]],
    ['idea installPlugins org.rust.lang', [`${HOME}/.local/share/JetBrains`]],
    ['code --install-extension ms-python.python --extensions-dir /opt/vscode-ext', ['/opt/vscode-ext']],
    // Listing, opening the editor, a diff, an extensions folder of the project's (a test run's), the recommendations file.
    ['code --list-extensions', []],
    ['code --list-extensions --show-versions', []],
    ['code .', []],
    ['code src/app.ts', []],
    ['code --diff a.json b.json', []],
    ['code -r README.md', []],
    ['cursor .', []],
    ['code --install-extension ./acme.vsix --extensions-dir ./.vscode-test/extensions', []],
    ['VSCODE_EXTENSIONS=$PWD/.vscode-test/ext code --install-extension ./acme.vsix', []],
    ['code --help', []],
    ['idea .', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

// A toolchain install or update the dependency guard already judges (a machine-wide install, unpinned) gets its advice
// alone: outside-project stays silent on it, so one call is not told twice. The global default switch beside it speaks.
describe('a toolchain install the dependency guard speaks on is not told again by outside-project', () => {
  test.each([
    ['rustup update', true],
    ['rustup update stable', true],
    ['rustup up', true],
    ['rustup upgrade nightly', true],
    ['tfenv install 1.7.5', true],
    ['tgenv install 0.58.0', true],
    ['tofuenv install 1.7.2', true],
    ['tenv tf install 1.7.5', true],
    ['tenv tofu install 1.7.2', true],
    ['tenv tg install 0.58.0', true],
    ['tenv atmos install 1.70.0', true],
  ])('%s', (command, dependency) => {
    expect(outside(command)).toEqual([]);
    expect(commandChanges(command).length > 0).toBe(dependency);
  });
  test.each([
    ['rustup default stable', [`${HOME}/.rustup`]],
    ['tfenv use 1.7.5', [`${HOME}/.tfenv`]],
    ['tofuenv use 1.7.2', [`${HOME}/.tfenv`]],
    ['tenv tofu use 1.7.2', [`${HOME}/.tenv`]],
    ['tfenv install 1.7.5 && tfenv use 1.7.5', [`${HOME}/.tfenv`]],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

// BSD sed's -i takes the backup suffix as its own next word (`-i ''`, `-i .bak`): that word and the script after it are
// no files. Only the operands after the script are written.
describe("sed -i's BSD suffix and script are not read as written paths (outside-project)", () => {
  test.each([
    ["sed -i '' '/x/d' content/*.md", []],
    ["sed -i '' '/^draft: true$/d' posts/*.md", []],
    ["sed -i .bak 's/foo/bar/' src/*.ts", []],
    ["sed -E -i '' 's/v[0-9]+/v2/' docs/*.md", []],
    ["sed -Ei '' 's|/usr/local|/opt|' scripts/*.sh", []],
    ["sed -i '' -e '/x/d' content/*.md", []],
    ["sed -i '/x/d' content/*.md", []],
    ["gsed -i '' '/x/d' notes.txt", []],
    ["sed -i '' '/x/d' /etc/hosts", ['/etc/hosts']],
    ["sed -i '' 's/a/b/' ~/.zshrc", [`${HOME}/.zshrc`]],
    ["sed -i .bak 's/a/b/' ~/.bashrc", [`${HOME}/.bashrc`]],
    ["sed -i '/x/d' /etc/hosts", ['/etc/hosts']],
    ["sed -i -e '/x/d' /etc/hosts", ['/etc/hosts']],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});
