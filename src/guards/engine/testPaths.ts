// Where a project keeps its tests, their data, its seeds and its samples, named once for every check that asks "is this
// the suite's own file?": a test's rows, stores, folders and logins are made for the run, and a sample's records are
// made up. Folder names are compared as whole path segments (a Set, no regex: `latest/`, `testimonials/` and
// `contest/` are no test folders); file names by two short anchored patterns, linear on any input.
//
// Every check reads the same lists; what they differ in, on purpose, is an option or a predicate, not another list:
// - case: the written-code checks of normalise.ts and roundTrip.ts read names as written (`Tests/` is not `tests/`);
//   the edit checks and the secrets detectors read folders in any case, and secrets reads file names as written;
// - separators: roundTrip.ts and the secrets detectors also split on Windows' `\`;
// - what counts besides tests: fixtures (a suite's data), seeds and factories (a seed's rows are its own, as a
//   test's are), mocks and samples (fake data, not code) are asked for by name by the checks they matter to. A test's
//   teardown of its database, a drop setting of its store and its pickle round trip are test code's alone (isTestFile);
//   a delete's rows are a seed's or a fixture's own too (isSeedOrTestFile); a wiped folder a fixture's (isTestOrFixture);
//   a database or records file in a mocks or samples folder is no one's records (the folder-name predicates).

/**
 * Folders a suite's code lives in: xUnit's and pytest's `tests/`, RSpec's `spec/`, Jest's `__tests__/`, Playwright's
 * and Cypress's `e2e/`, Gradle's `androidTest/` and `testFixtures/` source sets.
 */
const TEST_FOLDERS = ['test', 'tests', 'spec', 'specs', '__tests__', 'e2e', 'androidTest', 'testFixtures'];
/** Folders of a suite's data: `fixtures/`, Jest's `__fixtures__/`, Go's `testdata/`. */
const FIXTURE_FOLDERS = ['fixture', 'fixtures', '__fixtures__', 'testdata', 'test_data', 'test-data'];
/** Folders of seed data and its factories: Rails' `db/seeds/`, factory_bot's `spec/factories/`. */
const SEED_FOLDERS = ['seed', 'seeds', 'factories'];
/** Folders of a suite's stand-ins: `mock/`, `mocks/`. */
const MOCK_FOLDERS = ['mock', 'mocks'];
/** Folders of made-up data a project ships to show its format: `samples/`, `examples/`. */
const SAMPLE_FOLDERS = ['sample', 'samples', 'example', 'examples'];

/**
 * Test files by the names the runners collect, read as written (`\w+Tests?` in any case would take `latest.java`):
 * pytest's `test_*.py` and `conftest.py`, minitest's and Rake's `test_*.rb`, JUnit's, Kotlin's, NUnit's, PHPUnit's and
 * XCTest's `FooTest.java`/`FooTests.swift`.
 */
const RUNNER_NAME = /^(?:test_[\w.-]{1,120}\.(?:py|rb)|conftest\.py|\w{1,120}Tests?\.(?:java|kt|cs|php|swift))$/;
/**
 * Test files by a `test`, `spec` or `e2e` part of the name before its type: Go's `*_test.go`, Jest's and Vitest's
 * `*.test.ts`/`*.spec.ts`, RSpec's `*_spec.rb`, Angular's `*.e2e-spec.ts`, Spring's `application-test.yml`, Django's
 * `tests.py`. The part stands alone (`contest.py`, `latest.json`, `attestation.ts`, `specsheet.pdf` are none).
 */
const NAMED_PART = '(?:^|[._-])(?:tests?|specs?|e2e)\\.\\w{1,16}$';
const TEST_NAME = new RegExp(NAMED_PART);
const TEST_NAME_ANY_CASE = new RegExp(NAMED_PART, 'i');
/** Seed and fixture modules by name: Rails' `db/seeds.rb`, a `factories.py`, pytest's `fixtures.py`. */
const SEED_NAME = /^(?:seeds?|factories|fixtures)\.\w{1,16}$/;

/** How a check reads a path. */
export interface PathReading {
  /** Folder names in any case (`Tests/`, `__Fixtures__/`). */
  anyCaseFolders?: boolean;
  /** File names in any case (`Foo.Spec.ts`); the runners' own names (`FooTest.java`) are read as written regardless. */
  anyCaseNames?: boolean;
  /** Windows' `\` separates folders too. */
  backslash?: boolean;
}

interface Names {
  exact: ReadonlySet<string>;
  lower: ReadonlySet<string>;
}
const names = (...lists: readonly (readonly string[])[]): Names => ({
  exact: new Set(lists.flat()),
  lower: new Set(lists.flat().map((each) => each.toLowerCase())),
});
const TEST = names(TEST_FOLDERS);
const FIXTURE = names(FIXTURE_FOLDERS);
const SEED = names(SEED_FOLDERS);
const TEST_OR_FIXTURE = names(TEST_FOLDERS, FIXTURE_FOLDERS);
const MOCK = names(MOCK_FOLDERS);
const SAMPLE = names(SAMPLE_FOLDERS);

const named = (part: string, list: Names, anyCase: boolean): boolean =>
  anyCase ? list.lower.has(part.toLowerCase()) : list.exact.has(part);

/** The folders of `path` (every segment but the last) and its file name. */
function split(path: string, backslash = false): { folders: string[]; name: string } {
  const parts = path.split(backslash ? /[\\/]/ : '/');
  const name = parts.pop() ?? '';
  return { folders: parts, name };
}
const under = (folders: readonly string[], list: Names, reading: PathReading): boolean =>
  folders.some((part) => named(part, list, reading.anyCaseFolders === true));
const testName = (name: string, reading: PathReading): boolean =>
  (reading.anyCaseNames ? TEST_NAME_ANY_CASE : TEST_NAME).test(name) || RUNNER_NAME.test(name);

/** Whether one folder name is a suite's code or data folder (`tests`, `__tests__`, `e2e`, `fixtures`, `testdata`), in any case. */
export const isTestFolderName = (part: string): boolean => named(part, TEST_OR_FIXTURE, true);
/** Whether one folder name is a suite's stand-ins (`mocks`), in any case. */
export const isMockFolderName = (part: string): boolean => named(part, MOCK, true);
/** Whether one folder name is a project's made-up data (`samples`, `examples`), in any case. */
export const isSampleFolderName = (part: string): boolean => named(part, SAMPLE, true);

/** A test file: under a suite's code folder (`tests/`, `spec/`, `e2e/`), or named as a runner collects it or as a test. */
export function isTestFile(path: string, reading: PathReading = {}): boolean {
  const { folders, name } = split(path, reading.backslash);
  return under(folders, TEST, reading) || testName(name, reading);
}

/** A file under a suite's data folder (`tests/fixtures/users.json`, Go's `testdata/`). */
export function isFixturePath(path: string, reading: PathReading = {}): boolean {
  return under(split(path, reading.backslash).folders, FIXTURE, reading);
}

/** A test file or a fixture (see isTestFile, isFixturePath). */
export function isTestOrFixture(path: string, reading: PathReading = {}): boolean {
  const { folders, name } = split(path, reading.backslash);
  return under(folders, TEST_OR_FIXTURE, reading) || testName(name, reading);
}

/**
 * A test, a fixture or a seed: a file whose rows and folders are its own. Seeds and factories make the rows they
 * then delete again (`Membership.where(plan: "basic").destroy_all` in `db/seeds.rb`).
 */
export function isSeedOrTestFile(path: string, reading: PathReading = {}): boolean {
  const { folders, name } = split(path, reading.backslash);
  return (
    under(folders, TEST_OR_FIXTURE, reading) ||
    under(folders, SEED, reading) ||
    testName(name, reading) ||
    (reading.anyCaseNames ? SEED_NAME.test(name.toLowerCase()) : SEED_NAME.test(name))
  );
}

/**
 * A file name (its stem) that marks made-up data: `jury_pool_sample.csv`, `orders.example.json`, `members_dummy.json`,
 * `users.fixture.json`. A whole word of the name, so `resample` and `counterexample` are none.
 */
export const isSampleName = (stem: string): boolean => SAMPLE_NAME.test(stem);
const SAMPLE_NAME = /(?:^|[-_.])(?:samples?|examples?|fixtures?|dummy|mock|fake)(?:[-_.]|$)/i;
