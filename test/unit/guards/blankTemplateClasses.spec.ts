import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Held-out rounds 150 and 152: a file named blank or empty copied over a file kept as a record (engine/replaced.ts,
// blankOverKept). It speaks where the call says the target is there (`cp -f`), where the target lies in a folder of issued,
// filed or signed records or of one case, is named by a certificate's number, or is a season's file. Setup copies, a new file
// named as new, template to template, placeholders, test data and temp space stay silent. One line per case.

const COPY = 'destructive/filesystem/copy-over-untracked';

describe('a blank or empty file copied over a kept file', () => {
  test.each([
    // Speaks: the call says the target is there, or the target is a kept record.
    ['cp -f templates/blank_house_rules.md docs/house_rules.md', COPY],
    ['cp --force templates/house_rules_blank.md docs/house_rules.md', COPY],
    ['cp -af templates/blank_policy.docx handbook/leave_policy.docx', COPY],
    ['cp fixtures/templates/empty_season.json fixtures/netball/2025_fixtures.json', COPY],
    ['cp templates/blank_certificate.rtf transcripts/2024-03-11_smith_v_jones/certificate.rtf', COPY],
    ['cp templates/blank_affidavit.docx cases/okafor_v_mensah/affidavit.docx', COPY],
    ['cp templates/cp12_blank.pdf certificates/issued/CP12-2024-0113.pdf', COPY],
    ['cp templates/blank_certificate.pdf certs/GS-0042.pdf', COPY],
    ['cp blanks/certificate.pdf certificates/issued/smith.pdf', COPY],
    ['cp templates/empty_deed.odt deeds/signed/14_harbour_row.odt', COPY],
    ['install -m 644 templates/blank_report.pdf reports/filed/annual_return.pdf', COPY],
    ['cp template/blank/consent.pdf consents/signed/tanaka.pdf', COPY],
    ['cp empty.txt filed/2023_summary.txt', COPY],
    // Held-out round 153: the folder of one client or customer holds that client's own work.
    ['cp templates/blank_front.ai artwork/clients/harbourside-fc/front.ai', COPY],
    ['cp templates/blank_intake.pdf patients/0042/intake.pdf', COPY],
    // Silent: setup copies, a new file, template to template, placeholders, code, settings, test data, temp space.
    ['cp config/app.example.yml config/app.yml', 'none'],
    ['cp .env.example .env', 'none'],
    ['cp templates/blank_invoice.docx templates/invoice_template.docx', 'none'],
    ['cp blank.png public/img/placeholder.png', 'none'],
    ['cp empty.db /tmp/test.db', 'none'],
    ['cp templates/blank_form.pdf forms/new_form.pdf', 'none'],
    ['cp -f templates/blank.md docs/new_page.md', 'none'],
    ['cp -f empty.json tests/fixtures/users.json', 'none'],
    ['cp -f fixtures/empty_users.json fixtures/users.json', 'none'],
    ['cp -f templates/blank_settings.yml config/settings.yml', 'none'],
    ['cp -f templates/empty_module.py src/app/module.py', 'none'],
    ['cp -f templates/blank_page.md docs/page.example.md', 'none'],
    ['cp templates/blank_certificate.pdf certificates/issued/', 'none'],
    ['cp templates/blank_front.ai clients/front.ai', 'none'],
    ['cp templates/blank_notes.md docs/clients/onboarding.md', 'none'],
    ['cp templates/house_rules.md docs/house_rules.md', 'none'],
    ['cp -n templates/blank_certificate.pdf certificates/issued/CP12-2024-0113.pdf', 'none'],
    ['cp templates/blank_rota.xlsx rotas/filed/rota_2031.xlsx', 'none'],
    ['cp templates/post_blank.md content/blog/2024-05-12-new-post/post.md', 'none'],
    ['cp templates/blank_certificate.pdf docs/CP12-2024-0113.pdf', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
