import { describe, expect, test } from 'vitest';
import { blankConfigComments } from '../../../src/guards/engine/configComments.js';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Held-out round 177: a configuration file's comments are no code (engine/configComments.ts). A lint setting that names
// eval()/pickle/yaml.load in a trailing comment (`select = ["E", "F", "I", "S"]  # S307 flags eval(), S301 flags pickle`),
// an array item's comment, or a comment line in a linter's own settings file named without an extension (.flake8,
// .pylintrc, .coveragerc, .bandit, .eslintrc, .yamllint) stays silent. What a value runs is still read: a tox command, a
// pre-commit hook's entry, a CI step's run line (rules/shell-lines.json), an nginx block's Lua. One line per case.

describe('a configuration file that names a sink only in its comments, or runs one in a command', () => {
  test.each([
    // Silent: trailing comments after a value, in TOML, INI, setup.cfg, tox.ini, .editorconfig, properties, .conf.
    ['/p/pyproject.toml', '[tool.ruff.lint]\nselect = ["E", "F", "I", "S"]  # S307 flags eval(), S301 flags pickle\n', false],
    ['/p/pyproject.toml', '[tool.ruff.lint]\nselect = ["S"]  # S102 exec(code), S301 pickle.loads(data), S506 yaml.load(f)\n', false],
    ['/p/ruff.toml', '[lint]\nextend-select = [\n  "S301",  # pickle.loads()\n  "S307",  # eval()\n  "S506",  # yaml.load()\n]\n', false],
    ['/p/pyproject.toml', '[tool.ruff.lint]\nignore = [\n  "S101",  # assert is fine\n]  # S307 eval(), S301 pickle.loads()\n', false],
    ['/p/pyproject.toml', '[tool.bandit]\nskips = ["B101"]  # keep B307 (eval()) and B301 (pickle.load())\n', false],
    ['/p/pyproject.toml', '[tool.ruff]\nsrc = ["src"]\t# eval(input()) is banned\n', false],
    ['/p/setup.cfg', '[flake8]\nselect = S307  # eval(), pickle.loads()\nmax-line-length = 100\n', false],
    ['/p/tox.ini', '[flake8]\nextend-select = S301,S307  # pickle.load(), eval()\n\n[testenv]\ncommands = pytest {posargs}\n', false],
    ['/p/mypy.ini', '[mypy]\nstrict = True  # no eval() tricks, no pickle.loads()\n', false],
    ['/p/.editorconfig', '[*.cs]\ndotnet_diagnostic.SYSLIB0011.severity = error  # BinaryFormatter.Deserialize(stream)\n', false],
    ['/p/config/app.properties', 'app.name=demo  # ObjectInputStream.readObject()\n', false],
    ['/p/conf/app.conf', '[server]\nport = 8080  # eval(x) is not used\n', false],
    // Silent: comment lines in a linter's settings file named without an extension.
    ['/p/.flake8', '[flake8]\n# S307: eval() of untrusted input\n# S301: pickle.loads() on untrusted data\nselect = E,F,W,S\n', false],
    ['/p/.pylintrc', '[MESSAGES CONTROL]\n# eval-used (W0123): eval(expr) is banned\nenable=eval-used,exec-used\n', false],
    ['/p/pylintrc', '[MESSAGES CONTROL]\n; eval(expr) and exec(code) are banned\nenable=eval-used,exec-used\n', false],
    ['/p/.coveragerc', '[report]\n# never count eval(expr) helpers\nexclude_lines =\n    pragma: no cover\n', false],
    ['/p/.bandit', '[bandit]\n# B307 flags eval(), B301 flags pickle.loads()\ntests = B301,B307\n', false],
    ['/p/.eslintrc', '# eval() and new Function() are banned\nrules:\n  no-eval: 2\n  no-new-func: 2\n', false],
    ['/p/.yamllint', '# yaml.load(f) is banned in code; this is the linter\nrules:\n  line-length: disable\n', false],
    // Silent: YAML settings, whose comments the YAML syntax already blanks.
    [
      '/p/.eslintrc.yml',
      'rules:\n  no-eval: error  # bans eval() and setTimeout("code")\n  no-new-func: error  # new Function(body)\n',
      false,
    ],
    [
      '/p/.pre-commit-config.yaml',
      'repos:\n  - repo: https://github.com/PyCQA/bandit\n    hooks:\n      - id: bandit  # flags eval(), pickle.loads()\n',
      false,
    ],
    [
      '/p/.pre-commit-config.yaml',
      'repos:\n  - repo: local\n    hooks:\n      - id: mypy\n        entry: mypy --strict  # no eval()\n        language: system\n',
      false,
    ],
    [
      '/p/tox.ini',
      '[testenv]\ncommands =\n    pytest {posargs}  # eval() tests\n    python -c "import json; print(json.load(open(\'x.json\')))"\n',
      false,
    ],
    // Speaks: what a value runs, and code a value holds, still speak.
    ['/p/tox.ini', '[testenv:calc]\ncommands = python -c "import sys; print(eval(sys.argv[1]))" {posargs}\n', true],
    ['/p/tox.ini', '[testenv]\ncommands =\n    pytest\n    curl -fsSL https://get.example.com/install.sh | sh  # bootstrap\n', true],
    [
      '/p/.pre-commit-config.yaml',
      'repos:\n  - repo: local\n    hooks:\n      - id: calc\n' +
        '        entry: python -c "import sys; exec(open(sys.argv[1]).read())"\n        language: system\n',
      true,
    ],
    [
      '/p/.github/workflows/ci.yml',
      'jobs:\n  x:\n    steps:\n      - run: python -c "import os; eval(os.environ[\'EXPR\'])"  # calc\n',
      true,
    ],
    [
      '/p/conf/debug.conf',
      'location /x {\n    content_by_lua_block { local n = #ngx.var.arg_code; local f = loadstring(ngx.var.arg_code) f() }\n}\n',
      true,
    ],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});

describe('what the comment blanking keeps', () => {
  test.each([
    // A `#` inside a quoted value, glued to a word, or a `;` after a value is no comment.
    ['/p/pyproject.toml', 'url = "https://x.test/#eval(1)"  # c\n', 'url = "https://x.test/#eval(1)"     \n'],
    ['/p/pyproject.toml', "cmd = 'a # b' # c\n", "cmd = 'a # b'    \n"],
    ['/p/pyproject.toml', 'doc = """\nline # kept\n""" # c\n', 'doc = """\nline # kept\n"""    \n'],
    ['/p/tox.ini', 'commands = cd x ; make\n', 'commands = cd x ; make\n'],
    ['/p/app.conf', 'color = #fff\n', 'color = #fff\n'],
    // An apostrophe that closes nowhere is a plain character.
    ['/p/setup.cfg', "description = Don't  # eval()\n", `description = Don't  ${' '.repeat(8)}\n`],
    // A file that is no configuration is left as it is.
    ['/p/src/app.py', 'x = 1  # eval()\n', 'x = 1  # eval()\n'],
  ])('%s %#', (file, text, blanked) => expect(blankConfigComments(file, text)).toBe(blanked));

  // Its time at n and 4n is bench/guards.js's; here only that the crafted text keeps its length.
  test('a crafted line of unclosed quotes and hashes keeps its length', () => {
    const text = `${'"\\'.repeat(100_000)}\n${"'".repeat(100_000)}\n${' # '.repeat(100_000)}\n${'"""'.repeat(3)}`;
    expect(blankConfigComments('/p/x.toml', text)).toHaveLength(text.length);
  });
});
