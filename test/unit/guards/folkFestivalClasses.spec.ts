import { describe, expect, test } from 'vitest';
import { evalSpeaks, evalSpeaksIn } from '../../support/guardSpeaks.js';

// Round 127 (folk festivals: programme imports, tune archives): a shell `eval` of a value read from a received file,
// whose command substitution holds a quote inside a double-quoted string (`"$(… | tr -d '"')"`, which the shell reads as
// one string), and `yaml.load` given a loader bound to a safe one by a `getattr` fallback or a conditional. One line per
// class that speaks and near-misses that stay silent.

const script = (lines: string) => `#!/usr/bin/env bash\nset -euo pipefail\nEXPORT_DIR="$1"\nCONFIG="$EXPORT_DIR/festival.conf"\n${lines}`;

describe('eval of a value read from a file, with quotes inside its "$(…)" (eval/shell/eval)', () => {
  test.each([
    [
      script(
        `hook="$(grep '^post_import=' "$CONFIG" | cut -d= -f2- | tr -d '"')"\nif [[ -n "$hook" ]]; then\n  echo "running hook: $hook"\n  eval "$hook"\nfi\n`,
      ),
      true,
    ],
    [script(`hook="$(tr -d '"' < "$CONFIG")"\neval "$hook"\n`), true],
    [script(`step="$(sed -n "s/^after=//p" "$CONFIG")"\neval "$step"\n`), true],
    [script(`cmd="$(jq -r '.hooks."post-import"' "$EXPORT_DIR/manifest.json")"\neval "$cmd"\n`), true],
    [script(`read -r hook < "$CONFIG"\neval "$hook"\n`), true],
    [script(`hook="$(curl -fsSL "https://$HOST/hook" | tr -d '"')"\neval "$hook"\n`), true],
    // The tool-init idioms, an eval of fixed text, and a quoted substitution that only feeds an echo stay silent.
    [script(`venue="$(grep '^venue=' "$CONFIG" | tr -d '"')"\necho "importing for $venue"\neval "$(ssh-agent -s)"\n`), false],
    [script(`name="$(basename "$EXPORT_DIR" | tr -d '"')"\neval "$(pyenv init -)"\neval "$(direnv hook bash)"\n`), false],
    [script(`eval "$(brew shellenv)"\neval "$(starship init bash)"\neval "$(conda shell.bash hook)"\n`), false],
    [script(`when="$(date +'%Y-%m-%d')"\neval 'set -- a b'\neval "$(festival completion bash)"\n`), false],
  ])('%#', (content, speaks) => expect(evalSpeaks('/home/dev/proj/scripts/run_import.sh', content)).toBe(speaks));

  test.each([
    [`hook="$(grep '^post_import=' "$1/festival.conf" | tr -d '"')"; eval "$hook"`, true],
    [`hook=$(grep '^post_import=' export/festival.conf | cut -d= -f2-) && eval "$hook"`, true],
    [`dir="$(dirname "$(readlink -f "$0")")"; eval "$(ssh-agent -s)"`, false],
  ])('%s', (command, speaks) => expect(evalSpeaksIn(command)).toBe(speaks));
});

const tunes = (binding: string) =>
  `import yaml\nfrom pathlib import Path\n\n${binding}\n\n\ndef read(meta: Path):\n    with meta.open() as fh:\n        return yaml.load(fh, Loader=Loader)\n`;

describe('yaml.load with a loader bound to a safe one (eval/python/yaml-load)', () => {
  test.each([
    [tunes('Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)'), false],
    [tunes("Loader = getattr(yaml, 'CSafeLoader')"), false],
    [tunes('Loader = yaml.CSafeLoader if yaml.__with_libyaml__ else yaml.SafeLoader'), false],
    [tunes('Loader = (CSafeLoader if hasattr(yaml, "CSafeLoader") else SafeLoader)'), false],
    [tunes('from yaml import CSafeLoader as Loader'), false],
    [tunes('Loader = yaml.SafeLoader'), false],
    // An unsafe loader in any branch, attribute or default, a name chosen at run time, or a later rebinding still speaks.
    [tunes('Loader = yaml.Loader'), true],
    [tunes('Loader = getattr(yaml, "CLoader", yaml.Loader)'), true],
    [tunes('Loader = getattr(yaml, "CSafeLoader", yaml.Loader)'), true],
    [tunes('Loader = yaml.UnsafeLoader'), true],
    [tunes('Loader = yaml.FullLoader'), true],
    [tunes('Loader = getattr(yaml, args.loader, yaml.SafeLoader)'), true],
    [tunes('Loader = yaml.CSafeLoader if fast else yaml.Loader'), true],
    [tunes('Loader = yaml.SafeLoader if a else yaml.Loader if b else yaml.SafeLoader'), true],
    [tunes('Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)\nif TRUSTED:\n    Loader = yaml.Loader'), true],
  ])('%#', (content, speaks) => expect(evalSpeaks('/home/dev/proj/scripts/build_tune_index.py', content)).toBe(speaks));
});
