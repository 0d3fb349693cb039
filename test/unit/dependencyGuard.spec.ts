import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../src/contracts/event.js';
import type { Finding, GuardContext } from '../../src/guards/guard.js';
import { dependency } from '../../src/guards/dependency.js';

const context: GuardContext = { root: '/home/u/proj', cwd: '/home/u/proj', env: {}, home: '/home/u', stateDir: '/nonexistent', session: { delivered: {} }, change: () => undefined, config: {}, options: {} };
/** This guard is synchronous. */
const detect = (event: CanonicalEvent) => dependency.detect(event, context) as Finding | undefined;
const call = (tool_name: string, file_path: string) => ({ hook_event_name: 'PreToolUse', tool_name, tool_input: { file_path, content: '' } }) as CanonicalEvent;

describe('dependency guard speaks on manifests and lockfiles', () => {
  test.each([
    ['package.json', 'npm', 'manifest'],
    ['packages/web/package.json', 'npm', 'manifest'],
    ['package-lock.json', 'npm', 'lockfile'],
    ['pnpm-lock.yaml', 'pnpm', 'lockfile'],
    ['yarn.lock', 'Yarn', 'lockfile'],
    ['requirements.txt', 'pip', 'manifest'],
    ['requirements-dev.txt', 'pip', 'manifest'],
    ['pyproject.toml', 'Python', 'manifest'],
    ['poetry.lock', 'Poetry', 'lockfile'],
    ['uv.lock', 'uv', 'lockfile'],
    ['Pipfile', 'Pipenv', 'manifest'],
    ['Pipfile.lock', 'Pipenv', 'lockfile'],
    ['Cargo.toml', 'Cargo', 'manifest'],
    ['Cargo.lock', 'Cargo', 'lockfile'],
    ['go.mod', 'Go', 'manifest'],
    ['go.sum', 'Go', 'lockfile'],
    ['Gemfile', 'Bundler', 'manifest'],
    ['Gemfile.lock', 'Bundler', 'lockfile'],
    ['composer.json', 'Composer', 'manifest'],
    ['composer.lock', 'Composer', 'lockfile'],
    ['pom.xml', 'Maven', 'manifest'],
    ['build.gradle', 'Gradle', 'manifest'],
    ['app/build.gradle.kts', 'Gradle', 'manifest'],
    ['src/App/App.csproj', 'NuGet', 'manifest'],
    ['packages.config', 'NuGet', 'manifest'],
    ['mix.exs', 'Mix', 'manifest'],
  ])('%s', (path, ecosystem, kind) => {
    for (const tool of ['Write', 'Edit', 'MultiEdit']) {
      expect(detect(call(tool, path))).toEqual({ change: `You are changing \`${path}\` (${ecosystem} dependency ${kind})` });
    }
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
  expect(detect(call('Write', '/tmp/other/package.json'))?.change).toContain('`/tmp/other/package.json`');
});
