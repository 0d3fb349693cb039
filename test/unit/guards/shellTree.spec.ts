import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import CODE_DELETES from '../../../rules/code-deletes.json';
import { destructive, findDestructive, findWritten } from '../../../src/guards/destructive.js';
import { RULES, type GuardContext } from '../../../src/guards/guard.js';
import { codeEffects, interpreterCode } from '../../../src/guards/engine/inlineCode.js';
import { wrappedCode } from '../../../src/guards/engine/normalise.js';
import { HEAD_WORDS, shellWords, TAIL_WORDS } from '../../../src/guards/lib/shellWords.js';
import { FAMILIES } from '../../../src/guards/lib/codeText.js';
import { guardContext } from '../../support/guardContext.js';

// The shell read as a tree: what interpreters, here-strings, here-docs and pipelines hand on.
// The project is /home/dev/proj, the home /home/dev; nothing here touches the disk.

const context: GuardContext = guardContext('/home/dev');

const rule = (command: string) =>
  findDestructive(command, context)
    .map((hit) => hit.rule)
    .join(' ') || 'none';
const RM = 'destructive/filesystem/rm-recursive';

describe('rules/code-deletes.json', () => {
  const families = z.array(z.enum(FAMILIES)).check(z.minLength(1));
  const line = z.strictObject({
    name: z.string().check(z.regex(/^[$A-Za-z][\w.:/!>$-]*$/)),
    languages: z.array(z.string().check(z.regex(/^[a-z+#/ ]+$/))).check(z.minLength(1)),
    recursive: z.union([z.boolean(), z.literal('option')]),
    argument: z.optional(z.literal('at-label')),
    qualified: z.optional(z.union([z.literal(true), families])),
    bare: z.optional(families),
    families: z.optional(families),
    form: z.optional(z.enum(['call', 'word', 'lisp', 'glob', 'walk', 'method'])),
    flag: z.optional(z.string().check(z.regex(/^(?:'\w+'|\w+)$/))),
    source: z.string().check(z.regex(/^https:\/\//)),
  });
  test('each delete names its call, its languages, whether it takes a tree, and its source', () => {
    const schema = z.strictObject({
      description: z.string(),
      source: z.string(),
      qualifiers: z.array(z.string().check(z.regex(/^\w+$/))),
      deletes: z.array(line),
    });
    expect(schema.safeParse(CODE_DELETES).error?.issues).toBeUndefined();
    const lines = CODE_DELETES.deletes as ReadonlyArray<z.infer<typeof line>>;
    // A name read in every language is one alternation of words: it starts and ends with a word character.
    for (const each of lines.filter((l) => l.families === undefined)) {
      expect(each.name).toMatch(/^\w(?:.*\w)?$/);
      expect(each.form ?? each.flag).toBeUndefined();
    }
    // A language's own delete is read only in its families; labels and qualifiers are for the general ones.
    for (const each of lines.filter((l) => l.families !== undefined)) expect(each.argument ?? each.qualified ?? each.bare).toBeUndefined();
    expect(new Set(lines.map((l) => `${l.name} ${l.families ?? ''} ${l.form ?? ''}`)).size).toBe(lines.length);
  });

  // Each language's delete as a script the agent writes: a home folder, a sensitive file or the source tree speaks, build output stays silent.
  const written = (file: string, text: string) =>
    findWritten(`/home/dev/proj/${file}`, text, context)
      .map((hit) => hit.rule)
      .join(' ') || 'none';
  const SENSITIVE = 'destructive/filesystem/rm-sensitive';
  test.each([
    ['wipe.c', 'int main(void) { remove("/home/dev/.ssh/id_rsa"); }', SENSITIVE],
    ['wipe.cpp', 'int main() { std::filesystem::remove_all("/home/dev/Documents"); }', RM],
    ['Wipe.java', 'class W { void m() throws Exception { Files.delete(Path.of("/home/dev/.ssh/id_rsa")); } }', SENSITIVE],
    [
      'Wipe.java',
      'class W { void m() { Files.walk(Path.of("src")).sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete); } }',
      RM,
    ],
    ['Wipe.cs', 'class W { static void Main() { Directory.Delete("/home/dev/Documents", true); } }', RM],
    ['main.rs', 'fn main() { std::fs::remove_dir_all("/home/dev/Documents").unwrap(); }', RM],
    ['wipe.clj', '(fs/delete-tree "/home/dev/Documents")', RM],
    ['wipe.nim', 'import os\nremoveDir("/home/dev/Documents")', RM],
    ['wipe.zig', 'pub fn main() !void { try std.fs.deleteTreeAbsolute("/home/dev/Documents"); }', RM],
    ['wipe.php', "<?php $filesystem = new Filesystem();\n$filesystem->remove('/home/dev/Documents');", RM],
  ])('%s: %s → %s', (file, text, expected) => expect(written(file, text)).toBe(expected));
  test.each([
    ['wipe.c', 'int main(void) { remove("/tmp/app.lock"); }'],
    ['wipe.cpp', 'int main() { std::filesystem::remove_all("build"); v.erase(std::remove(v.begin(), v.end(), 0)); }'],
    [
      'Wipe.java',
      'class W { void m() { Files.walk(Path.of("build")).sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete()); } }',
    ],
    ['Wipe.cs', 'class W { static void Main() { Directory.Delete("bin", true); } }'],
    ['main.rs', 'fn main() { std::fs::remove_dir_all("target/tmp").unwrap(); }'],
    ['wipe.clj', '(fs/delete-tree "target")'],
    ['wipe.nim', 'import os\nremoveDir("build")'],
    ['wipe.zig', 'pub fn main() !void { try std.fs.cwd().deleteTree("zig-cache"); }'],
    ['wipe.php', "<?php $filesystem->remove('var/cache');"],
  ])('silent: %s: %s', (file, text) => expect(written(file, text)).toBe('none'));
});

describe('interpreter one-liners are code: deletes judged like rm, shell strings read as shell', () => {
  test.each([
    [`python -c "import shutil; shutil.rmtree('/home/user')"`, RM],
    [`python3 -c "import os; os.remove('/etc/passwd')"`, 'destructive/filesystem/rm-sensitive'],
    [`python3 -c "import shutil, os; shutil.rmtree(os.path.expanduser('~'))"`, RM],
    [`python -c "import shutil,os; shutil.rmtree(os.path.join(os.environ['HOME'], '.ssh'))"`, RM],
    [`python -c "import subprocess; subprocess.run(['git', 'reset', '--hard'])"`, 'destructive/git/reset-hard'],
    [`python -c "import os; os.system('git push --force origin main')"`, 'destructive/git/force-push'],
    [`node -e "require('child_process').execSync('rm -rf /')"`, RM],
    [`node -e "fs.rmSync(require('os').homedir(), {recursive: true})"`, RM],
    [`node -e "require('fs').rmSync('/opt/app', {recursive: true, force: true})"`, RM],
    [`node -p "require('child_process').spawnSync('rm', ['-rf', '/srv/data'])"`, RM],
    [`bun -e "Bun.spawnSync(['git', 'clean', '-fdx'])"`, 'destructive/git/clean-ignored'],
    [`deno eval "Deno.removeSync('/etc', {recursive: true})"`, RM],
    [`ruby -e "require 'fileutils'; FileUtils.rm_rf('/home/user')"`, RM],
    ['ruby -e "`rm -rf /home/user`"', RM],
    [`perl -e "system('rm -rf /home/user')"`, RM],
    [`perl -MFile::Path -e 'rmtree("/var/www")'`, RM],
    [`php -r "shell_exec('git reset --hard');"`, 'destructive/git/reset-hard'],
    [`osascript -e 'do shell script "rm -rf ~/Documents"'`, RM],
    [`osascript -e 'do shell script "diskutil eraseDisk APFS Blank disk3"'`, 'destructive/system/partition-device'],
    [`osascript -e 'tell application "Finder" to delete every item of folder "Archive" of home'`, 'destructive/system/finder-delete-all'],
    [`python3 -c "import shutil, os; shutil.rmtree(os.path.expanduser('~/.aws'))"`, RM],
    [`python -c "import shutil, os; shutil.rmtree(os.getcwd())"`, RM],
    [`node -e "require('fs').rmSync(process.cwd(), {recursive: true})"`, RM],
    [`ruby -e "FileUtils.rm_rf(File.expand_path('~/.config'))"`, RM],
    // Languages beyond the common five, and a shell line built by concatenation.
    [`perl -MFile::Path=remove_tree -e 'remove_tree("$ENV{HOME}/.config")'`, RM],
    [`lua -e 'os.execute("rm -rf " .. os.getenv("HOME") .. "/.ssh")'`, RM],
    [`python -c 'import os; os.system("rm -rf " + os.path.expanduser("~"))'`, RM],
    [`julia -e 'rm(homedir(); recursive=true, force=true)'`, RM],
    [`erl -noshell -eval 'ok = file:del_dir_r("/home/dev/proj"), halt().'`, RM],
    [`ghc -e 'System.Directory.removeDirectoryRecursive "/home/dev/billing-service"'`, RM],
    [`amm -c 'os.remove.all(os.home / ".config")'`, RM],
    // Scala's os-lib from the working directory, Swift's FileManager (a name bound to the home), Dart's Directory, a Haskell list.
    [`amm -c 'os.remove.all(os.pwd / "data" / "raw")'`, RM],
    [
      "swift - <<'EOF'\nimport Foundation\nlet home = FileManager.default.homeDirectoryForCurrentUser\n" +
        'try FileManager.default.removeItem(at: home.appendingPathComponent("Library/Developer/Xcode/Archives"))\nEOF',
      RM,
    ],
    ['swift - <<\'EOF\'\ntry FileManager.default.removeItem(atPath: "/home/dev/Documents")\nEOF', RM],
    ["cat > w.dart <<'EOF'\nvoid main() { Directory('data/raw').deleteSync(recursive: true); }\nEOF\ndart run w.dart", RM],
    [
      'cat > Wipe.hs <<\'EOF\'\nimport System.Directory\nmain = mapM_ removeDirectoryRecursive ["build", "data/raw"]\nEOF\nrunghc Wipe.hs',
      RM,
    ],
    ["tclsh <<'EOF'\nfile delete -force -- /home/dev/proj/.git\nEOF", RM],
    [`groovy -e 'new File("/home/dev/proj").deleteDir()'`, RM],
    [`clojure -M -e '(sh/sh "bash" "-c" "rm -rf ~/*")'`, RM],
    [`crystal eval 'require "file_utils"; FileUtils.rm_rf(Path.home.to_s)'`, RM],
    // A shell string inside code inside a shell string: read at every level, to a depth bound.
    [`bash -c "python3 -c \\"import os; os.system('rm -rf ~')\\""`, RM],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));

  test.each([
    `python -c "import shutil; shutil.rmtree('build')"`,
    `python -c "import shutil; shutil.rmtree('/tmp/demo')"`,
    `python -c "print('rm -rf /')"`,
    `node -e "console.log(require('fs').readFileSync('/etc/passwd', 'utf8'))"`,
    `node -e "const re = /x/; re.exec('rm -rf /')"`,
    `perl -ne 'print if /rm -rf/' notes.txt`,
    `python -c "import shutil; shutil.rmtree(path)"`,
    `python -c "import shutil, os; shutil.rmtree(os.path.join(os.getcwd(), 'build'))"`,
    `ruby -e 'puts "FileUtils.rm_rf(\\"/\\")"'`,
    `lua -e 'os.execute("ls " .. dir)'`,
    `julia -e 'rm("build"; recursive=true)'`,
    `groovy -e 'new File("build").deleteDir()'`,
    `amm -c 'os.remove.all(os.pwd / "out" / "build")'`,
    'swift - <<\'EOF\'\nlet home = FileManager.default.homeDirectoryForCurrentUser\ntry FileManager.default.removeItem(at: URL(fileURLWithPath: "build"))\nEOF',
    `node -e "localStorage.removeItem('data/raw')"`,
    "cat > w.dart <<'EOF'\nvoid main() { Directory('build').deleteSync(recursive: true); Directory('data/raw').delete(); }\nEOF\ndart run w.dart",
    'cat > Wipe.hs <<\'EOF\'\nmain = mapM_ removeDirectoryRecursive ["build", "dist-newstyle"]\nEOF\nrunghc Wipe.hs',
    `erl -noshell -eval 'file:delete("/tmp/x.log"), halt().'`,
    `clojure -M -e '(sh/sh "ls" "-la")'`,
    "tclsh <<'EOF'\nfile delete -force -- build/out\nEOF",
    `perl -e 'print "$ENV{HOME}\\n"'`,
    `python -c "import os; os.system('rm -rf build/' + 'cache')"`,
    `osascript -e 'tell application "Finder" to delete file "draft.txt" of desktop'`,
  ])('silent: %s', (command) => expect(rule(command)).toBe('none'));
});

describe('here-strings and here-docs fed to a shell or an interpreter are scripts', () => {
  test.each([
    ['bash <<EOF\ngit reset --hard\nEOF', 'destructive/git/reset-hard'],
    ['sh <<EOF\nrm -rf /home/user\nEOF', RM],
    ["bash <<<'rm -rf /home/user'", RM],
    ["sh <<<'git reset --hard'", 'destructive/git/reset-hard'],
    ["echo 'rm -rf ~' | bash", RM],
    ["python3 - <<'EOF'\nimport shutil, os\nshutil.rmtree(os.path.expanduser('~'))\nEOF", RM],
    ['ruby <<<\'FileUtils.rm_rf("/srv")\'', RM],
    // A code file a heredoc of the line wrote, then run by its interpreter or runner, is that code.
    ["cat > w.py <<'EOF'\nimport shutil\nshutil.rmtree('data/raw')\nEOF\npython3 w.py", RM],
    ['cat > purge.sc <<\'EOF\'\nos.remove.all(os.pwd / "data" / "raw")\nEOF\nscala-cli run purge.sc', RM],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));

  test.each([
    'cat <<EOF > notes.txt\nrm -rf /\nEOF',
    'bash deploy.sh <<EOF\nrm -rf /\nEOF',
    "grep -c x <<<'rm -rf /'",
    "python3 script.py <<<'rm -rf /'",
    "cat > w.py <<'EOF'\nimport shutil\nshutil.rmtree('build')\nEOF\npython3 w.py",
    'cat > purge.sc <<\'EOF\'\nos.remove.all(os.pwd / "data" / "raw")\nEOF\nscala-cli run other.sc',
  ])('silent: %s', (command) => expect(rule(command)).toBe('none'));
});

describe('targets that come from a pipeline are named as such', () => {
  test.each([
    ['cat list.txt | xargs rm -rf', RM],
    ['some-tool --list | xargs -I{} rm -rf {}', RM],
    ['some-tool | while read -r f; do rm -rf "$f"; done', RM],
    ['ls ~/old | xargs -I{} rm -rf ~/old/{}', RM],
    ['git ls-files -o --exclude-standard -z | xargs -0 rm -rf', RM],
    ['git status --porcelain | cut -c4- | xargs -L 1 rm -rf', RM],
    ['while IFS= read -r f; do rm -rf "$OUT/$f"; done < files.txt', RM],
    ['kubectl get ns -o name | grep ^namespace/tmp- | xargs kubectl delete', 'destructive/containers/kubectl-delete-namespace'],
    ["redis-cli --scan --pattern 'orders:*' | xargs -L 50 redis-cli unlink", 'destructive/database/redis-delete-piped'],
    // Not recursive, still every file the list names (held-out rounds 50 and 68).
    ['cat list.txt | xargs rm', 'destructive/filesystem/rm-listed-files'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));

  test('the advisory says the targets come from the pipeline', async () => {
    const finding = (await destructive.detect(
      { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'cat list.txt | xargs rm -rf' } },
      context,
    )) as Record<string, string> | undefined;
    expect(finding?.items).toMatch(/pipeline supplies/);
    expect(finding?.[RULES]).toBe(RM);
  });

  test.each([
    "find . -name '*.pyc' | xargs rm -f",
    "find . -name '__pycache__' -type d | xargs rm -rf",
    'git ls-files -z --deleted | xargs -0 rm -rf',
    'grep -rl TODO src | xargs rm -rf',
    'some-tool | xargs -I{} rm -rf build/{}',
    'ls | xargs -n1 echo',
    'redis-cli del session:42',
    'while IFS= read -r f; do rm -rf "${OUT:?}/$f"; done < files.txt',
  ])('silent: %s', (command) => expect(rule(command)).toBe('none'));
});

describe('variables that may be empty in a deleted path speak unless checked', () => {
  test.each([
    ['rm -rf "$A/$B"', RM],
    ['rm -rf "$X"/*', RM],
    ['rm -rf "$PREFIX/usr"', RM],
    ['rm -rf $STAGING/$RELEASE/', RM],
    ['rm -rf "$(dirname "$0")/../$TARGET"', RM],
    ['rm -rf "./$NAME"', RM],
    ['rm -rf "$HOME/$SUBDIR"', RM],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));

  test.each([
    'rm -rf "${X:?}"/*',
    'rm -rf "${A:?}/${B:?}"',
    '[ -n "$X" ] && rm -rf "$X"/*',
    'set -u; [ -z "$X" ] && exit 1; rm -rf "$X/$Y"',
    'rm -rf "$BUILD_DIR/output"',
    'rm -rf "$TMPDIR"',
    'rm -rf "build/$NAME"',
    'rm -rf "./${NAME:?}"',
    'OUT=$(jq -r .outDir build.json); [ -n "$OUT" ] && rm -rf "./$OUT"',
  ])('silent: %s', (command) => expect(rule(command)).toBe('none'));

  test.each([
    ['export OUT_DIR=$(jq -r .outDir build.json); rm -rf "$OUT_DIR/"*', RM],
    ['X=`git rev-parse --show-prefix`; rm -rf "$X"/*', RM],
  ])('a value from a command substitution may be empty: %s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('arrays and shell functions are expanded like loops', () => {
  test.each([
    ['dirs=(~/proj ~/.local/share)\nrm -rf "${dirs[@]}"', RM],
    ['declare -a d=(/ /tmp); for x in "${d[@]}"; do rm -rf "$x"; done', RM],
    ['nuke() { rm -rf "$1"; }; nuke ~/code/api', RM],
    ['function nuke { rm -rf "$@"; }\nnuke build ~/.config', RM],
    ['clean() {\n  git push --force origin "$1"\n}\nclean main', 'destructive/git/force-push'],
    ['f() { g "$1"; }; g() { rm -rf "$1"; }; f /', RM],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));

  test.each([
    'dirs=(dist build coverage)\nrm -rf "${dirs[@]}"',
    'nuke() { rm -rf "$1"; }; nuke dist',
    'function clean { rm -rf "$@"; }; clean build .cache',
    'f() { f "$1"; }; f /',
    'f() { f "$1"; f "$1"; f "$1"; f "$1"; }; f x',
  ])('silent: %s', (command) => expect(rule(command)).toBe('none'));
});

describe('configuration-management tools run a shell line on each host', () => {
  test.each([
    ["salt 'web*' cmd.run 'rm -rf /srv/app/shared/*'", RM],
    ["salt-call cmd.run 'git reset --hard'", 'destructive/git/reset-hard'],
    ["ansible all -m shell -a 'rm -rf /var/www'", RM],
    ["ansible web -m command -a 'dd if=/dev/zero of=/dev/sda'", 'destructive/system/write-device'],
    ["ansible web -m file -a 'path=/srv/app state=absent'", RM],
    ["pdsh -w web[1-4] 'rm -rf /var/lib/app'", RM],
    ["clush -g web -b 'rm -rf /srv/data'", RM],
    ["pssh -h hosts.txt -i 'sudo rm -rf /etc/nginx'", RM],
    ['Remove-Item -Recurse -Force $env:USERPROFILE\\.ssh; ssh-keygen -t ed25519', 'destructive/windows/remove-item-recurse'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));

  test.each([
    "salt 'web*' state.apply app test=True",
    "salt '*' cmd.run 'ls -la /srv'",
    "ansible all -m shell -a 'ls /'",
    "ansible web -m file -a 'path=/srv/app state=directory'",
    "ansible web -m ansible.builtin.file -a 'path=/tmp/x.lock state=absent'",
    'pdsh -w web[1-4] uptime',
    "clush -a 'df -h'",
    "parallel-ssh -h hosts -i 'systemctl status nginx'",
    'Remove-Item -Recurse -Force $env:USERPROFILE\\proj\\dist',
  ])('silent: %s', (command) => expect(rule(command)).toBe('none'));
});

describe('package retraction and client configs overwritten', () => {
  test.each([
    ['mix hex.publish package --revert 0.3.1', 'destructive/registry/hex-revert'],
    ['mix hex.retire foo 1.0.0 security', 'destructive/registry/hex-retire'],
    ['cp -f deploy/kubeconfig.ci ~/.kube/config && kubectl get nodes', 'destructive/filesystem/copy-over-sensitive'],
    ['mv ./creds ~/.aws/credentials', 'destructive/filesystem/copy-over-sensitive'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));

  test.each([
    'mix hex.publish',
    'mix hex.retire foo 1.0.0 --unretire',
    'cp ~/.kube/config ~/.kube/config.bak',
    'cp -n ci.kubeconfig ~/.kube/config',
  ])('silent: %s', (command) => expect(rule(command)).toBe('none'));
});

describe('inline code reading is bounded and literal', () => {
  test('interpreters take their code from the right option, or stdin without a script', () => {
    expect(interpreterCode('python3.12', ['python3.12', '-Bc', 'x()'], [])).toEqual([{ family: 'py', code: 'x()' }]);
    expect(interpreterCode('perl', ['perl', '-ne', 'a', '-e', 'b'], [])).toEqual([
      { family: 'pl', code: 'a' },
      { family: 'pl', code: 'b' },
    ]);
    expect(interpreterCode('node', ['node', 'app.js'], ['rm()'])).toEqual([]);
    expect(interpreterCode('node', ['node'], ['rm()'])).toEqual([{ family: 'js', code: 'rm()' }]);
  });

  test('interpolations are unknown values, not literal paths', () => {
    expect(codeEffects('os.system(f"rm -rf {target}/")', 'py').commands).toEqual(['rm -rf $target/']);
    expect(codeEffects('execSync(`rm -rf ${dir}`)', 'js').commands).toEqual(['rm -rf $dir']);
    expect(codeEffects('shutil.rmtree(target)', 'py').deletes).toEqual([]);
  });

  test('the eval family is handed the code interpreters run', () => {
    expect(wrappedCode("sudo python3 <<< 'import pickle; pickle.loads(x)'").codes).toEqual([
      { family: 'py', code: 'import pickle; pickle.loads(x)' },
    ]);
  });

  test('a command of 100,000 words keeps a bounded list: its first and last words, and the command after it', () => {
    const { commands } = shellWords(`rm -rf ${'build/a '.repeat(100_000)}~/code; git push -f`);
    expect(commands.map((each) => each.words.length <= 2 * (HEAD_WORDS + TAIL_WORDS))).toEqual([true, true]);
    expect([...commands[0]!.words.slice(0, 3), commands[0]!.words.at(-1)]).toEqual(['rm', '-rf', 'build/a', '~/code']);
    expect(commands[1]!.words).toEqual(['git', 'push', '-f']);
    expect(rule(`rm -rf ${'build/a '.repeat(100_000)}~/code`)).toBe(RM);
  });

  test('a hostile one-liner yields a bounded number of effects', () => {
    const effects = codeEffects(`os.system("rm -rf /x");`.repeat(20000) + `shutil.rmtree('/y');`.repeat(20000), 'py');
    expect(effects.commands.length).toBeLessThanOrEqual(32);
    expect(effects.deletes.length).toBeLessThanOrEqual(32);
  });
});
