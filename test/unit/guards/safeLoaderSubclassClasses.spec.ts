import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 150's eval class (written here on lighting profiles): `yaml.load(fh, Loader=ProfileLoader)` where the code
// defines `class ProfileLoader(yaml.SafeLoader)` and adds only its own constructors is as safe as SafeLoader. The class
// keeps speaking when a base is an unsafe loader (yaml.Loader, UnsafeLoader, FullLoader, the full Constructor), when the
// code registers the python-object constructors, or when the name is not defined here at all. One line per case.

const time = `def _time(loader, node):\n    h, m = loader.construct_scalar(node).split(":")\n    return dt.time(int(h), int(m))\n\n\n`;
const loads = (head: string, call = 'yaml.load(fh, Loader=ProfileLoader)') =>
  `import datetime as dt\nimport yaml\n\n\n${head}\n\n\n${time}def load(path):\n    with open(path) as fh:\n        return ${call}\n`;
const subclass = (base: string, after = 'ProfileLoader.add_constructor("!time", _time)') =>
  loads(`class ProfileLoader(${base}):\n    pass\n\n\n${after}`);

describe('a YAML loader class the code defines is as safe as its bases (eval/python/yaml-load)', () => {
  test.each([
    // Unsafe bases, directly or one class further down, or by an import's alias.
    [subclass('yaml.Loader', 'pass'), true],
    [subclass('yaml.Loader'), true],
    [subclass('yaml.UnsafeLoader'), true],
    [subclass('yaml.FullLoader'), true],
    [subclass('yaml.SafeLoader, yaml.Loader'), true],
    [loads('class _Base(yaml.Loader):\n    pass\n\n\nclass ProfileLoader(_Base):\n    pass'), true],
    [loads('from yaml import Loader as _Base\n\n\nclass ProfileLoader(_Base):\n    pass'), true],
    [
      loads(
        'from yaml.reader import Reader\nfrom yaml.scanner import Scanner\nfrom yaml.parser import Parser\n' +
          'from yaml.composer import Composer\nfrom yaml.constructor import Constructor\nfrom yaml.resolver import Resolver\n\n\n' +
          'class ProfileLoader(Reader, Scanner, Parser, Composer, Constructor, Resolver):\n    pass',
      ),
      true,
    ],
    // A safe base, but the python-object constructors registered on it.
    [
      subclass(
        'yaml.SafeLoader',
        'ProfileLoader.add_constructor(\n    "tag:yaml.org,2002:python/object/new:",\n    yaml.constructor.Constructor.construct_python_object_new,\n)',
      ),
      true,
    ],
    [
      subclass(
        'yaml.SafeLoader',
        'ProfileLoader.add_multi_constructor("tag:yaml.org,2002:python/object:", yaml.FullLoader.construct_python_object)',
      ),
      true,
    ],
    [subclass('yaml.SafeLoader', 'ProfileLoader.yaml_constructors = dict(yaml.UnsafeLoader.yaml_constructors)'), true],
    [subclass('yaml.SafeLoader', 'yaml.add_multi_constructor("!!python/", _time, Loader=ProfileLoader)'), true],
    // A loader name defined nowhere here (its module chooses), a class with no base, and no Loader at all.
    [loads('from lighting.loaders import ProfileLoader'), true],
    [loads('class ProfileLoader:\n    pass'), true],
    [loads('class ProfileLoader(yaml.SafeLoader):\n    pass', 'yaml.load(fh)'), true],
    [loads('class ProfileLoader(yaml.SafeLoader, metaclass=abc.ABCMeta):\n    pass'), true],
    // Safe: the brief's own, the C and base loaders, a subclass of a subclass, a bare import, bases over lines.
    [subclass('yaml.SafeLoader'), false],
    [subclass('yaml.CSafeLoader'), false],
    [subclass('yaml.cyaml.CSafeLoader'), false],
    [subclass('yaml.BaseLoader'), false],
    [loads('class _Base(yaml.SafeLoader):\n    pass\n\n\nclass ProfileLoader(_Base):\n    pass'), false],
    [loads('from yaml import SafeLoader\n\n\nclass ProfileLoader(SafeLoader):\n    pass'), false],
    [loads('class ProfileLoader(\n    yaml.SafeLoader,  # tags below\n):\n    pass'), false],
    [
      loads(
        'try:\n    from yaml import CSafeLoader as _Base\nexcept ImportError:\n    from yaml import SafeLoader as _Base\n\n\n' +
          'class ProfileLoader(_Base):\n    pass',
      ),
      false,
    ],
    [loads('class _Profile(yaml.SafeLoader):\n    pass\n\n\nProfileLoader = _Profile'), false],
    // The call's other spellings: the loader passed by position, load_all, a registration through yaml.add_constructor.
    [subclass('yaml.SafeLoader', 'pass'), false],
    [loads('class ProfileLoader(yaml.SafeLoader):\n    pass', 'yaml.load(fh, ProfileLoader)'), false],
    [loads('class ProfileLoader(yaml.SafeLoader):\n    pass', 'list(yaml.load_all(fh, Loader=ProfileLoader))'), false],
    [subclass('yaml.SafeLoader', 'yaml.add_constructor("!time", _time, Loader=ProfileLoader)'), false],
    [
      subclass(
        'yaml.SafeLoader',
        'def _bad(loader, node):\n    raise yaml.constructor.ConstructorError(None, None, "no such tag", node.start_mark)\n\n\n' +
          'ProfileLoader.add_multi_constructor("!", _bad)',
      ),
      false,
    ],
    // "Constructor" in prose is no registration; the full Constructor imported and used is.
    [subclass('yaml.SafeLoader', '"""Constructor for the fixtures\' time tags."""\nProfileLoader.add_constructor("!time", _time)'), false],
    [
      subclass(
        'yaml.SafeLoader',
        'from yaml.constructor import (\n    Constructor,\n)\n\nProfileLoader.add_constructor("!x", Constructor.construct_yaml_object)',
      ),
      true,
    ],
    // PyYAML's own safe parts, as SafeLoader itself is built.
    [
      loads(
        'from yaml.reader import Reader\nfrom yaml.scanner import Scanner\nfrom yaml.parser import Parser\n' +
          'from yaml.composer import Composer\nfrom yaml.constructor import SafeConstructor\nfrom yaml.resolver import Resolver\n\n\n' +
          'class ProfileLoader(Reader, Scanner, Parser, Composer, SafeConstructor, Resolver):\n    pass',
      ),
      false,
    ],
  ])('%#', (content, speaks) => expect(evalSpeaks('/p/lighting/yaml_tags.py', content)).toBe(speaks));
});

const ruamel = (made: string) =>
  `from ruamel.yaml import YAML\n\nyaml = ${made}\n\n\ndef load(path):\n    with open(path) as fh:\n        return yaml.load(fh)\n`;
describe("ruamel.yaml's loader is chosen by its typ (eval/python/ruamel-unsafe)", () => {
  test.each([
    ['YAML(typ="unsafe")', true],
    ["YAML(typ='full')", true],
    ['YAML(pure=True, typ="unsafe")', true],
    ['YAML(typ=["unsafe"])', true],
    ['YAML(typ="safe")', false],
    ['YAML(typ="safe", pure=True)', false],
    ['YAML()', false],
    ['YAML(typ="rt")', false],
  ])('%s → %s', (made, speaks) => expect(evalSpeaks('/p/lighting/profiles.py', ruamel(made))).toBe(speaks));
});
