import { describe, expect, test } from 'vitest';
import {
  isFixturePath,
  isMockFolderName,
  isSampleFolderName,
  isSampleName,
  isSeedOrTestFile,
  isTestFile,
  isTestFolderName,
  isTestOrFixture,
  type PathReading,
} from '../../../src/guards/engine/testPaths.js';

// Which predicates answer yes for a path: test (isTestFile), fixture (isFixturePath), either (isTestOrFixture), seed
// (isSeedOrTestFile).
const answers = (path: string, reading?: PathReading) =>
  [
    isTestFile(path, reading) && 'test',
    isFixturePath(path, reading) && 'fixture',
    isTestOrFixture(path, reading) && 'either',
    isSeedOrTestFile(path, reading) && 'seed',
  ]
    .filter(Boolean)
    .join(' ');

describe('test, fixture and seed paths, read as written', () => {
  test.each([
    // A suite's code folders.
    ['tests/app.py', 'test either seed'],
    ['test/models/user_test.rb', 'test either seed'],
    ['spec/models/user.rb', 'test either seed'],
    ['specs/user.rb', 'test either seed'],
    ['src/__tests__/app.js', 'test either seed'],
    ['e2e/login.ts', 'test either seed'],
    ['app/src/androidTest/java/Db.kt', 'test either seed'],
    ['lib/src/testFixtures/java/Rows.java', 'test either seed'],
    ['/home/me/proj/tests/conftest.py', 'test either seed'],
    // Names the runners collect, and names with a test part.
    ['test_orders.py', 'test either seed'],
    ['test_orders.v2.py', 'test either seed'],
    ['conftest.py', 'test either seed'],
    ['test_orders.rb', 'test either seed'],
    ['orders_test.py', 'test either seed'],
    ['orders_test.go', 'test either seed'],
    ['orders_test.exs', 'test either seed'],
    ['src/app.test.ts', 'test either seed'],
    ['src/app.spec.tsx', 'test either seed'],
    ['src/app.test.mjs', 'test either seed'],
    ['user_spec.rb', 'test either seed'],
    ['src/app.e2e-spec.ts', 'test either seed'],
    ['src/app.e2e.ts', 'test either seed'],
    ['src/main/resources/application-test.yml', 'test either seed'],
    ['src/main/resources/application-test.properties', 'test either seed'],
    ['src/test/java/OrderTest.java', 'test either seed'],
    ['OrderTests.swift', 'test either seed'],
    ['OrderTest.kt', 'test either seed'],
    ['OrderTest.cs', 'test either seed'],
    ['OrderTest.php', 'test either seed'],
    ['shop/tests.py', 'test either seed'],
    ['test.py', 'test either seed'],
    // A suite's data folders.
    ['fixtures/users.json', 'fixture either seed'],
    ['fixture/users.json', 'fixture either seed'],
    ['src/__fixtures__/users.json', 'fixture either seed'],
    ['pkg/parse/testdata/in.txt', 'fixture either seed'],
    ['test_data/in.csv', 'fixture either seed'],
    ['test-data/in.csv', 'fixture either seed'],
    ['tests/fixtures/users.json', 'test fixture either seed'],
    // Seeds and factories.
    ['db/seeds.rb', 'seed'],
    ['db/seed.rb', 'seed'],
    ['db/seeds/plans.rb', 'seed'],
    ['app/factories.py', 'seed'],
    ['spec/factories/users.rb', 'test either seed'],
    ['lib/factories/users.rb', 'seed'],
    ['tests_support/fixtures.py', 'seed'],
    // Near-misses: a test word inside another word, a folder's name as a file, other case, Windows' separator.
    ['contest.py', ''],
    ['src/contest/app.py', ''],
    ['latest/report.csv', ''],
    ['src/latest.json', ''],
    ['src/attestation.ts', ''],
    ['testimonials/index.html', ''],
    ['docs/specsheet.pdf', ''],
    ['Latest.java', ''],
    ['latestTest.java', 'test either seed'],
    ['footest.java', ''],
    ['myconftest.py', ''],
    ['conftest.rb', ''],
    ['test_orders.go', ''],
    ['test_helpers/app.rb', ''],
    ['src/protest/app.py', ''],
    ['attest/app.py', ''],
    ['tests2/app.py', ''],
    ['e2e-tests/app.ts', ''],
    ['src/test', ''],
    ['src/app.test.d.ts', ''],
    ['integration/app.py', ''],
    ['Tests/app.py', ''],
    ['Fixtures/users.json', ''],
    ['Seeds/plans.rb', ''],
    ['src/App.Test.ts', ''],
    ['tests\\app.py', ''],
    ['src/app.py', ''],
    ['db/schema.rb', ''],
  ])('%s → %j', (path, expected) => {
    expect(answers(path)).toBe(expected);
  });
});

describe('readings: folders or names in any case, Windows separators', () => {
  test.each([
    ['Tests/app.py', { anyCaseFolders: true }, 'test either seed'],
    ['__Fixtures__/users.json', { anyCaseFolders: true }, 'fixture either seed'],
    ['Seeds/plans.rb', { anyCaseFolders: true }, 'seed'],
    ['src/App.Test.ts', { anyCaseFolders: true }, ''],
    ['src/App.Test.ts', { anyCaseNames: true }, 'test either seed'],
    ['db/Seeds.rb', { anyCaseNames: true }, 'seed'],
    ['Latest.java', { anyCaseNames: true }, ''],
    ['footest.java', { anyCaseNames: true }, ''],
    ['tests\\app.py', { backslash: true }, 'test either seed'],
    ['C:\\proj\\testdata\\in.txt', { backslash: true }, 'fixture either seed'],
    ['C:\\proj\\Tests\\app.py', { backslash: true }, ''],
    ['C:\\proj\\Tests\\app.py', { backslash: true, anyCaseFolders: true }, 'test either seed'],
    ['C:\\proj\\latest\\app.py', { backslash: true, anyCaseFolders: true }, ''],
  ])('%s %j → %j', (path, reading, expected) => {
    expect(answers(path, reading)).toBe(expected);
  });
});

describe('one folder name: test, mock, sample', () => {
  // Which predicates answer yes: test (isTestFolderName), mock (isMockFolderName), sample (isSampleFolderName).
  const kinds = (part: string) =>
    [isTestFolderName(part) && 'test', isMockFolderName(part) && 'mock', isSampleFolderName(part) && 'sample'].filter(Boolean).join(' ');
  test.each([
    ['tests', 'test'],
    ['Test', 'test'],
    ['spec', 'test'],
    ['specs', 'test'],
    ['__tests__', 'test'],
    ['e2e', 'test'],
    ['androidTest', 'test'],
    ['fixtures', 'test'],
    ['__fixtures__', 'test'],
    ['testdata', 'test'],
    ['test_data', 'test'],
    ['test-data', 'test'],
    ['mocks', 'mock'],
    ['mock', 'mock'],
    ['samples', 'sample'],
    ['Examples', 'sample'],
    ['seeds', ''],
    ['latest', ''],
    ['testimonials', ''],
    ['contest', ''],
    ['specsheet', ''],
    ['__mocks__', ''],
    ['example-app', ''],
  ])('%s → %j', (part, expected) => {
    expect(kinds(part)).toBe(expected);
  });
});

describe('a file name that marks made-up data', () => {
  test.each([
    ['jury_pool_sample', true],
    ['orders.example', true],
    ['members_dummy', true],
    ['users.fixture', true],
    ['fake-customers', true],
    ['mock_orders', true],
    ['resample', false],
    ['counterexample', false],
    ['fakery', false],
    ['jury_pool_2024', false],
  ])('%s → %s', (stem, expected) => {
    expect(isSampleName(stem)).toBe(expected);
  });
});
