import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Held-out round 164: an ORM bulk delete filtered on an empty column (`Member.where(renewed_at: nil).delete_all`) runs
// `DELETE FROM member WHERE renewed_at IS NULL`, a whole class of rows, and is judged by the SQL rules as that DELETE is
// (delete-by-category reads a date, actor or state column tested for NULL). Near-misses stay silent: one row by its key, a
// key or reference column tested for NULL (as in SQL), a housekeeping model (sessions, tokens, carts, jobs), a read, a soft delete.

const CATEGORY = 'destructive/sql/delete-by-category';
const BOTH = `destructive/unlisted/any-cli ${CATEGORY}`;

describe('an ORM bulk delete filtered on an empty column is the SQL DELETE … WHERE col IS NULL it runs', () => {
  test.each([
    ["bin/rails runner 'Member.where(renewed_at: nil).delete_all'", CATEGORY],
    ["bin/rails runner 'Member.where(renewed_at: nil).destroy_all'", CATEGORY],
    ["rails runner 'Member.where(renewed_at: nil).find_each(&:destroy)'", CATEGORY],
    ["rails runner 'Member.where(approved_by: nil, active: false).delete_all'", CATEGORY],
    ["rails runner 'Billing::Member.where(renewed_at: nil).delete_all'", CATEGORY],
    ["bin/rails console -e production <<< 'Member.where(renewed_at: nil).delete_all'", CATEGORY],
    ["python manage.py shell -c 'Member.objects.filter(renewed_at=None).delete()'", CATEGORY],
    // Read as a category already (sdkCalls' categoryDeletes), which speaks first.
    ["python manage.py shell -c 'Member.objects.filter(renewed_at__isnull=True).delete()'", 'destructive/unlisted/any-cli'],
    ["python -c 'session.query(Member).filter(Member.renewed_at.is_(None)).delete()'", CATEGORY],
    ["python -c 'session.query(Member).filter(Member.renewed_at == None).delete(synchronize_session=False)'", CATEGORY],
    ["python -c 'session.query(Member).filter_by(renewed_at=None).delete()'", CATEGORY],
    ["python -c 'Member.query.filter(Member.cancelled_at.isnot(None)).delete()'", CATEGORY],
    ["python -c 'session.execute(delete(Member).where(Member.renewed_at.is_(None)))'", CATEGORY],
    ["node -e 'await Member.destroy({ where: { renewedAt: null } })'", CATEGORY],
    ["node -e 'await Member.destroy({ where: { renewedAt: { [Op.is]: null } } })'", CATEGORY],
    ["node -e 'await prisma.member.deleteMany({ where: { renewedAt: null } })'", CATEGORY],
    ["node -e 'await prisma.member.deleteMany({ where: { renewedAt: { equals: null } } })'", CATEGORY],
    ["node -e 'await dataSource.getRepository(Member).delete({ renewedAt: IsNull() })'", BOTH],
    ['php artisan tinker --execute="Member::whereNull(\'renewed_at\')->delete();"', CATEGORY],
    ['php artisan tinker --execute="App\\Models\\Member::whereNull(\'renewed_at\')->delete();"', CATEGORY],
    ['php artisan tinker --execute="Member::query()->whereNotNull(\'cancelled_at\')->forceDelete();"', CATEGORY],
    ['php artisan tinker --execute="Member::where(\'renewed_at\', null)->delete();"', CATEGORY],
    ["php artisan tinker --execute=\"DB::table('members')->whereNull('renewed_at')->delete();\"", CATEGORY],
    ["mix run -e 'Repo.delete_all(from m in Member, where: is_nil(m.renewed_at))'", CATEGORY],
    ["mix run -e 'from(m in Member, where: is_nil(m.renewed_at)) |> Repo.delete_all()'", BOTH],
    ["mix run -e 'Member |> where([m], is_nil(m.renewed_at)) |> Repo.delete_all()'", BOTH],
    // One row by its key, a key tested for NULL (as `DELETE FROM members WHERE id IS NULL` is silent).
    ["rails runner 'Member.where(id: 5).delete_all'", 'none'],
    ["rails runner 'Member.find(5).destroy'", 'none'],
    ["rails runner 'Member.where(id: nil).delete_all'", 'none'],
    ["node -e 'await prisma.member.deleteMany({ where: { id: 5 } })'", 'none'],
    // Housekeeping models, made again.
    ["rails runner 'Session.where(user_id: nil).delete_all'", 'none'],
    ["rails runner 'Cart.where(checked_out_at: nil).delete_all'", 'none'],
    ["rails runner 'Token.where(revoked_at: nil).delete_all'", 'none'],
    ["rails runner 'SolidQueue::Job.where(finished_at: nil).delete_all'", 'none'],
    ["python manage.py shell -c 'Session.objects.filter(user__isnull=True).delete()'", 'none'],
    ["python manage.py shell -c 'Cart.objects.filter(checked_out_at=None).delete()'", 'none'],
    ["python -c 'session.query(Session).filter(Session.expires_at.is_(None)).delete()'", 'none'],
    ["node -e 'await prisma.cart.deleteMany({ where: { checkedOutAt: null } })'", 'none'],
    ['php artisan tinker --execute="Session::whereNull(\'user_id\')->delete();"', 'none'],
    ["mix run -e 'Repo.delete_all(from s in Session, where: is_nil(s.user_id))'", 'none'],
    // Reads and soft deletes.
    ["rails runner 'Member.where(renewed_at: nil).count'", 'none'],
    ["rails runner 'Member.where(renewed_at: nil).pluck(:id)'", 'none'],
    ["rails runner 'Member.where(renewed_at: nil).update_all(deleted_at: Time.current)'", 'none'],
    ["python manage.py shell -c 'Member.objects.filter(renewed_at=None).count()'", 'none'],
    ["python -c 'session.query(Member).filter(Member.renewed_at.is_(None)).count()'", 'none'],
    ["node -e 'await prisma.member.count({ where: { renewedAt: null } })'", 'none'],
    ['php artisan tinker --execute="Member::whereNull(\'renewed_at\')->count();"', 'none'],
    ["mix run -e 'from(m in Member, where: is_nil(m.renewed_at)) |> Repo.aggregate(:count)'", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    ['scripts/purge_unrenewed.rb', 'require_relative "../config/environment"\nMember.where(renewed_at: nil).delete_all\n', CATEGORY],
    ['lib/tasks/purge.rake', 'task purge: :environment do\n  Member.where(renewed_at: nil).destroy_all\nend\n', CATEGORY],
    ['scripts/purge.py', 'session.query(Member).filter(Member.renewed_at.is_(None)).delete()\nsession.commit()\n', CATEGORY],
    ['scripts/purge.ts', 'await prisma.member.deleteMany({\n  where: { renewedAt: null },\n});\n', CATEGORY],
    ['app/Console/Purge.php', "<?php\nMember::whereNull('renewed_at')->delete();\n", CATEGORY],
    ['app/jobs/cleanup_job.rb', 'class CleanupJob\n  def perform\n    Session.where(user_id: nil).delete_all\n  end\nend\n', 'none'],
    ['scripts/report.rb', 'puts Member.where(renewed_at: nil).count\n', 'none'],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
