import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Review of held-out round 164's ORM null-filter deletes. (1) A Rails class file (a job, a service object, a rake task)
// that bulk-deletes on an empty column speaks as a runnable script does. (2) Sign-ups never confirmed, verified or
// activated and invitations never accepted are swept as housekeeping, as delete-people-by-inactivity leaves
// `email_verified_at IS NULL` silent; a real class delete (`Member.where(renewed_at: nil)`) and a delete of the confirmed
// accounts (`IS NOT NULL`) still speak.

const CATEGORY = 'destructive/sql/delete-by-category';

describe('a sign-up or invitation sweep by an empty column is housekeeping; other ORM null deletes still speak', () => {
  test.each([
    // Sign-ups never verified, confirmed or activated, in each ORM.
    ['php artisan tinker --execute="User::whereNull(\'email_verified_at\')->delete();"', 'none'],
    ['php artisan tinker --execute="User::where(\'email_verified_at\', null)->delete();"', 'none'],
    ['rails runner "User.where(confirmed_at: nil).where(\'created_at < ?\', 7.days.ago).delete_all"', 'none'],
    ["rails runner 'User.where(confirmed_at: nil).delete_all'", 'none'],
    ["rails runner 'Account.where(activated_at: nil).destroy_all'", 'none'],
    ["node -e 'await prisma.user.deleteMany({ where: { emailVerifiedAt: null } })'", 'none'],
    ["node -e 'await User.destroy({ where: { verifiedAt: null } })'", 'none'],
    ["python manage.py shell -c 'User.objects.filter(activated_at=None).delete()'", 'none'],
    ["python manage.py shell -c 'User.objects.filter(email_verified_at__isnull=True).delete()'", 'none'],
    ["python -c 'session.query(User).filter(User.confirmed_at.is_(None)).delete()'", 'none'],
    ["mix run -e 'Repo.delete_all(from u in User, where: is_nil(u.confirmed_at))'", 'none'],
    // Invitations never accepted, or any invitation by a null test.
    ["node -e 'await prisma.invitation.deleteMany({ where: { acceptedAt: null } })'", 'none'],
    ["rails runner 'Invitation.where(accepted_at: nil).delete_all'", 'none'],
    ["python manage.py shell -c 'Invite.objects.filter(accepted_at__isnull=True).delete()'", 'none'],
    ['php artisan tinker --execute="TeamInvitation::whereNull(\'accepted_at\')->delete();"', 'none'],
    ["php artisan tinker --execute=\"DB::table('invitations')->whereNull('accepted_at')->delete();\"", 'none'],
    // Real class deletes still speak: a lapse mark, the confirmed accounts themselves, an invitee is a person.
    ["rails runner 'Member.where(renewed_at: nil).delete_all'", CATEGORY],
    ["node -e 'await prisma.member.deleteMany({ where: { renewedAt: null } })'", CATEGORY],
    ['php artisan tinker --execute="Member::whereNull(\'renewed_at\')->delete();"', CATEGORY],
    ['php artisan tinker --execute="User::whereNotNull(\'email_verified_at\')->delete();"', CATEGORY],
    ["node -e 'await prisma.user.deleteMany({ where: { confirmedAt: { not: null } } })'", CATEGORY],
    ["python manage.py shell -c 'User.objects.filter(confirmed_at__isnull=False).delete()'", 'destructive/unlisted/any-cli'],
    ["rails runner 'Invitee.where(responded_at: nil).delete_all'", CATEGORY],
    ["python manage.py shell -c 'Order.objects.filter(shipped_at=None).delete()'", CATEGORY],
    ["rails runner 'User.where(last_login_at: nil).delete_all'", CATEGORY],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    // A Rails class file is code that runs (a job, a service object, a rake task), as a runner script is.
    [
      'app/jobs/cleanup_job.rb',
      'class CleanupJob < ApplicationJob\n  def perform\n    Member.where(renewed_at: nil).delete_all\n  end\nend\n',
      CATEGORY,
    ],
    [
      'app/jobs/purge_job.rb',
      'class PurgeJob\n  include Sidekiq::Job\n\n  def perform\n    Member.where(renewed_at: nil).destroy_all\n  end\nend\n',
      CATEGORY,
    ],
    [
      'app/services/members/purge_unrenewed.rb',
      'module Members\n  class PurgeUnrenewed\n    def call\n      Member.where(renewed_at: nil).delete_all\n    end\n  end\nend\n',
      CATEGORY,
    ],
    [
      'lib/tasks/members.rake',
      'namespace :members do\n  desc "Purge"\n  task :purge do\n    Member.where(renewed_at: nil).delete_all\n  end\nend\n',
      CATEGORY,
    ],
    [
      'lib/tasks/members.rake',
      'namespace :members do\n  task purge: :environment do\n    Member.where(renewed_at: nil).find_each(&:destroy)\n  end\nend\n',
      CATEGORY,
    ],
    // The same files sweeping unconfirmed sign-ups or reading stay silent.
    [
      'app/jobs/unconfirmed_cleanup_job.rb',
      "class UnconfirmedCleanupJob < ApplicationJob\n  def perform\n    User.where(confirmed_at: nil).where('created_at < ?', 7.days.ago)" +
        '.delete_all\n  end\nend\n',
      'none',
    ],
    [
      'app/services/invitation_sweeper.rb',
      'class InvitationSweeper\n  def call\n    Invitation.where(accepted_at: nil).delete_all\n  end\nend\n',
      'none',
    ],
    [
      'app/jobs/report_job.rb',
      'class ReportJob < ApplicationJob\n  def perform\n    Member.where(renewed_at: nil).count\n  end\nend\n',
      'none',
    ],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
