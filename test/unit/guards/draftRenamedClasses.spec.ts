import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds } from '../../support/destructiveIds.js';

// Held-out round 185: a draft moved or copied onto a name that is itself a draft's (a numbered or dated draft, a draft's new
// version) renames a working copy: nothing published is replaced, so it stays silent unless `-f` says a file is there. A draft
// moved onto its work's bare, final or year name still speaks (engine/replaced.ts, draftRenamed). One line per case.

const COPY = 'destructive/filesystem/copy-over-untracked';

describe('a draft renamed to another draft name stays silent; onto the published name it speaks', () => {
  test.each([
    // Silent: the destination's own name is a draft's, numbered, dated or versioned.
    ['mv data/gritting_routes_draft.geojson data/gritting_routes_2025-draft2.geojson', 'none'],
    ['cp data/routes_draft.geojson data/routes_draft2.geojson', 'none'],
    ['cp data/routes_draft.geojson data/routes_draftv2.geojson', 'none'],
    ['mv data/routes_draft.geojson data/routes-draft-02.geojson', 'none'],
    ['mv data/routes_draft.geojson data/routes_DRAFT2.geojson', 'none'],
    ['cp data/routes_draft.geojson data/routes_2nd_draft.geojson', 'none'],
    ['cp data/routes_draft.geojson data/routes_v2_draft.geojson', 'none'],
    ['cp data/routes_draft.geojson data/routes_wip2.geojson', 'none'],
    ['mv data/routes.draft.geojson data/routes.draft2.geojson', 'none'],
    ['mv notes_draft.md notes_draft_v3.md', 'none'],
    ['mv plan-draft.docx plan-draft-2024-06.docx', 'none'],
    ['mv budget/budget_draft.xlsx budget/budget_draft3.xlsx', 'none'],
    ['mv budget/budget_draft2.xlsx budget/budget_draft3.xlsx', 'none'],
    ['mv stall_maps/draft_layout.svg stall_maps/draft2_layout.svg', 'none'],
    ['install -m 644 data/routes_draft.geojson data/routes_draft2.geojson', 'none'],
    // Silent as before: the draft filed under a new period's or version's name.
    ['mv data/routes_draft.geojson data/routes_2025-06.geojson', 'none'],
    ['mv data/routes_draft.geojson data/routes_v3.geojson', 'none'],
    // Speaks: the draft (numbered too) onto its work's bare, final or year name, or forced onto a draft that is there.
    ['mv data/gritting_routes_draft.geojson data/gritting_routes.geojson', COPY],
    ['mv report-draft.pdf report.pdf', COPY],
    ['mv reports/report-draft.pdf reports/report-final.pdf', COPY],
    ['mv budget/budget_draft2.xlsx budget/budget.xlsx', COPY],
    ['mv budget/budget_draft2.xlsx budget/budget_final.xlsx', COPY],
    ['mv data/routes_draft.geojson data/routes_2025.geojson', COPY],
    ['mv stall_maps/draft_layout.svg stall_maps/saturday_layout.svg', COPY],
    ['mv -f data/routes_draft.geojson data/routes_2025-draft2.geojson', COPY],
    ['cp -f data/routes_draft.geojson data/routes_draft2.geojson', COPY],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('the same renames in a shell script the agent writes', () => {
  test.each([
    ['#!/bin/sh\nmv data/gritting_routes_draft.geojson data/gritting_routes_2025-draft2.geojson\n', 'none'],
    ['#!/bin/sh\ncp data/routes_draft.geojson data/routes_draft2.geojson\n', 'none'],
    ['#!/bin/sh\nmv data/gritting_routes_draft.geojson data/gritting_routes.geojson\n', COPY],
    ['#!/bin/sh\nmv budget/budget_draft2.xlsx budget/budget.xlsx\n', COPY],
  ])('%s → %s', (content, id) => expect(writtenIds('scripts/promote.sh', content)).toBe(id));
});
