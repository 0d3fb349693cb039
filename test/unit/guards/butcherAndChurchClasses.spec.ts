import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 65 (butcher shops and meat processors, makerspaces and fab labs, church and congregation offices, appliance repair
// and small-engine shops): a filtered listing of a folder whose names xargs puts back under it, every PDF of a folder of
// filed claims, and an Edit that narrows a broad delete to one row fetched by its key. One line per class that speaks and
// near-misses that stay silent.

describe('a filtered `ls dir` whose names xargs puts back under `dir/` is judged as `rm dir/*` (destructive/filesystem/rm-source-files)', () => {
  test.each([
    ['ls data/lots | head -500 | xargs -I{} rm data/lots/{}', 'destructive/filesystem/rm-source-files'],
    ['ls invoices | grep 2019 | xargs -I % rm -f invoices/%', 'destructive/filesystem/rm-source-files'],
    ['ls data/lots | tail -n 20 | xargs -I{} rm -f ./data/lots/{}', 'destructive/filesystem/rm-source-files'],
    // Output, scratch and cache folders, and a listing that deletes nothing.
    ['ls build/ | head | xargs -I{} rm build/{}', 'none'],
    ['ls tmp | grep x | xargs -I{} rm tmp/{}', 'none'],
    ['ls .cache/thumbs | tail -50 | xargs -I{} rm .cache/thumbs/{}', 'none'],
    ['ls data/lots | head -500 | xargs -I{} echo data/lots/{}', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('every file of a folder of filed claims is records, whatever deletes it', () => {
  test.each([
    ['rm warranty_claims/**/*.pdf', true],
    ['rm damage_claims/*.jpg', true],
    ['find claims/2024 -name "*.pdf" -delete', true],
    [`python3 -c "import glob, os; [os.remove(p) for p in glob.glob('warranty_claims/**/*.pdf', recursive=True)]"`, true],
    [`python3 -c "from pathlib import Path; [p.unlink() for p in Path('warranty_claims').glob('*.pdf')]"`, true],
    // Output and scratch copies, a listing, and a folder whose name only holds the word.
    ['rm build/claims/*.pdf', false],
    [`python3 -c "import glob, os; [os.remove(p) for p in glob.glob('tmp/claims/*.pdf')]"`, false],
    [`python3 -c "import glob; print(glob.glob('warranty_claims/**/*.pdf', recursive=True))"`, false],
    ['rm reclaimed/*.pdf', false],
  ])('%s → %s', (command, speaks) => expect(rule(command) !== 'none').toBe(speaks));
});

describe('an Edit whose new code deletes one row fetched by its key stays silent', () => {
  const edit = (file: string, old_string: string, new_string: string) =>
    destructive.detect(
      { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path: `/home/dev/proj/${file}`, old_string, new_string } },
      guardContext('/home/dev', { cwd: '/home/dev/proj' }),
    ) !== undefined;
  test.each([
    [
      'tickets/views.py',
      'def delete_ticket(request, ticket_id):\n    Ticket.objects.filter(shop=request.user.shop).delete()',
      'def delete_ticket(request, ticket_id):\n    ticket = get_object_or_404(Ticket, pk=ticket_id, shop=request.user.shop, status=Ticket.Status.DRAFT)\n' +
        "    ticket.delete()\n    messages.success(request, 'Draft deleted')",
      false,
    ],
    ['members/views.py', '    Member.objects.all().delete()', '    member = Member.objects.get(pk=member_id)\n    member.delete()', false],
    [
      'app/controllers/repairs_controller.rb',
      '    Repair.where(shop: current_shop).destroy_all',
      '    repair = Repair.find(params[:id])\n    repair.destroy',
      false,
    ],
    [
      'src/routes/lots.js',
      '  await Lot.destroy({ where: { shopId } });',
      '  const lot = await Lot.findByPk(req.params.id);\n  await lot.destroy();',
      false,
    ],
    // Widened back into a delete of every row a status picks: still speaks.
    [
      'tickets/views.py',
      '    ticket = get_object_or_404(Ticket, pk=ticket_id)\n    ticket.delete()',
      "    Ticket.objects.filter(status='open').delete()",
      true,
    ],
    [
      'app/controllers/repairs_controller.rb',
      '    repair = Repair.find(params[:id])\n    repair.destroy',
      "    Repair.where(status: 'pending').destroy_all",
      true,
    ],
  ])('%s', (file, old, next, speaks) => expect(edit(file, old, next)).toBe(speaks));
});
