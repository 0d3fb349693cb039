import { expect, test } from 'vitest';
import { withFixes } from '../../src/install/report/verifyReport.js';
import type { SurfaceReport } from '../../src/install/surfaces/verify.js';
import { cliText } from '../../src/text.js';

const surface = (harness: string, status: SurfaceReport['status'], entries: SurfaceReport['entries'], detail?: string): SurfaceReport => ({
  harness,
  scope: 'project',
  path: `/p/${harness}.json`,
  status,
  entries,
  ...(detail ? { detail } : {}),
});
const config = '/p/.waymark/config.json: "guard" is not a key waymark reads. Fix: Use one of "guards".';

test.each([
  [
    'registered: no fix',
    [surface('claude-code', 'registered', [{ event: 'SessionStart', status: 'registered', detail: 'ran: silent' }])],
    [undefined],
  ],
  [
    'missing: the install command, once',
    [
      surface('cursor', 'missing', [
        { event: 'preToolUse', status: 'missing' },
        { event: 'postToolUse', status: 'missing' },
      ]),
    ],
    [cliText.install.reinstall('waymark install --harness cursor --scope project')],
  ],
  [
    'untrusted entries: the trust fix once, not on each entry',
    [
      surface(
        'codex',
        'untrusted',
        [1, 2, 3].map(() => ({ event: 'PreToolUse', status: 'untrusted' as const, detail: cliText.install.untrustedEntry })),
      ),
    ],
    [cliText.install.untrustedEntry],
  ],
])('%s', (_, reports, fixes) => {
  const checked = withFixes(reports);
  expect(checked.map((report) => report.fix)).toEqual(fixes);
  expect(checked.flatMap((report) => report.entries).some((entry) => entry.detail === cliText.install.untrustedEntry)).toBe(false);
});

test('a config problem every surface reports is said under the first one only', () => {
  const checked = withFixes([
    surface('claude-code', 'registered', [], config),
    surface('codex', 'untrusted', [], `Codex loads /p/.codex only in a trusted project\n  ${config}`),
    surface('cursor', 'registered', [], config),
  ]);
  expect(checked.map((report) => report.detail)).toEqual([config, 'Codex loads /p/.codex only in a trusted project', undefined]);
});
