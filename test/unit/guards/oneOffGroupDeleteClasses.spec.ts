import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 111: a one-off line of an app's code run now (`rails runner`, a piped `rails console`, `manage.py shell -c`,
// `python -c` with Django set up, `php artisan tinker --execute`) that deletes a group of records chosen by an attribute
// speaks as the same line in a written script does; a column that holds a parent's name beside the row (`round_name`) picks
// that parent's whole group, as `round__name` does. One line per case; near-misses stay silent.

const ANY = 'destructive/unlisted/any-cli';

describe('a one-off delete of a group of records chosen by an attribute', () => {
  test.each([
    [`bin/rails runner 'Customer.where(round_name: "Tuesday East").destroy_all'`, ANY],
    [`bin/rails runner 'Customer.where(round_name: "Tuesday East").delete_all'`, ANY],
    [`bundle exec rails runner -e production 'Order.where(route_title: "North").destroy_all'`, ANY],
    [`python manage.py shell -c 'Customer.objects.filter(round_name="Tuesday East").delete()'`, ANY],
    [
      `python -c 'import django; django.setup(); from rounds.models import Customer; Customer.objects.filter(round_name="Tuesday East").delete()'`,
      ANY,
    ],
    [`echo 'Customer.where(round_name: "Tuesday East").destroy_all' | bin/rails console`, ANY],
    [`bin/rails console <<< 'Customer.where(round_name: "Tuesday East").destroy_all'`, ANY],
    [`php artisan tinker --execute='Customer::where("round_name", "Tuesday East")->delete()'`, ANY],
    [`php artisan tinker --execute 'Customer::where("plan", "basic")->delete()'`, ANY],
    [`echo 'Customer::where("round_name", "Tuesday East")->delete();' | php artisan tinker`, ANY],
    // As before: a parent's key and a cutoff.
    [`bin/rails runner 'Customer.where(round_id: 7).destroy_all'`, 'destructive/sql/delete-by-owner'],
    [`bin/rails runner 'Customer.where("created_at < ?", 1.year.ago).destroy_all'`, 'destructive/sql/delete-by-range'],
    // By primary key, a list of keys, the row's own name or email.
    [`bin/rails runner 'Customer.find(42).destroy'`, 'none'],
    [`python manage.py shell -c 'Customer.objects.filter(id=42).delete()'`, 'none'],
    [`bin/rails runner 'Customer.where(id: [1,2]).destroy_all'`, 'none'],
    [`php artisan tinker --execute='Customer::where("id", 42)->delete()'`, 'none'],
    [`bin/rails runner 'Customer.where(customer_name: "Bob Day").destroy_all'`, 'none'],
    [`bin/rails runner 'Customer.where(first_name: "Bob").destroy_all'`, 'none'],
    [`php artisan tinker --execute='Customer::where("email", "a@b.com")->delete()'`, 'none'],
    // Housekeeping models, a test marker.
    [`bin/rails runner 'Session.where(device_name: "old-phone").destroy_all'`, 'none'],
    [`bin/rails runner 'Delayed::Job.where(queue_name: "mailers").destroy_all'`, 'none'],
    [`bin/rails runner 'CacheEntry.where(bucket_name: "x").destroy_all'`, 'none'],
    [`bin/rails runner 'Customer.where(round_name: "test-round").destroy_all'`, 'none'],
    // Reads and a flag set.
    [`bin/rails runner 'Customer.where(round_name: "Tuesday East").count'`, 'none'],
    [`bin/rails runner 'Customer.where(round_name: "Tuesday East").pluck(:id)'`, 'none'],
    [`bin/rails runner 'Customer.where(round_name: "Tuesday East").update_all(active: false)'`, 'none'],
    [`python manage.py shell -c 'Customer.objects.filter(round_name="Tuesday East").count()'`, 'none'],
    [`echo 'Customer.where(round_name: "Tuesday East").count' | bin/rails console`, 'none'],
    [`php artisan tinker --execute='Customer::where("round_name", "Tuesday East")->count()'`, 'none'],
    // The test environment's database, and a console that rolls back on exit.
    [`RAILS_ENV=test bin/rails runner 'Customer.where(round_name: "Tuesday East").destroy_all'`, 'none'],
    [`bin/rails runner -e test 'Customer.where(round_name: "Tuesday East").destroy_all'`, 'none'],
    [`RAILS_ENV=test bin/rails runner 'Customer.where(round_id: 7).destroy_all'`, 'none'],
    [`DJANGO_SETTINGS_MODULE=shop.settings.test python manage.py shell -c 'Customer.objects.filter(round_name="x").delete()'`, 'none'],
    [`APP_ENV=testing php artisan tinker --execute='Customer::where("round_name", "Tuesday East")->delete()'`, 'none'],
    [`echo 'Customer.where(round_name: "Tuesday East").destroy_all' | bin/rails console --sandbox`, 'none'],
    // A test environment does not make a file delete safe, nor code that connects to a database it names; a production one
    // speaks as before.
    [
      `RAILS_ENV=test bin/rails runner 'ActiveRecord::Base.establish_connection("postgres://db.prod/shop"); Customer.where(round_id: 7).destroy_all'`,
      'destructive/sql/delete-by-owner',
    ],
    [`NODE_ENV=test node -e 'require("pg").Pool().query("DELETE FROM customers WHERE round_id = 7")'`, 'destructive/sql/delete-by-owner'],
    [`RAILS_ENV=test bin/rails runner 'FileUtils.rm_rf("/home/dev")'`, 'destructive/filesystem/rm-recursive'],
    [`RAILS_ENV=production bin/rails runner 'Customer.where(round_id: 7).destroy_all'`, 'destructive/sql/delete-by-owner'],
    [`bin/rails console`, 'none'],
    [`php artisan tinker`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('the same delete written in a script', () => {
  test.each([
    ['scripts/purge_round.rb', 'Customer.where(round_name: "Tuesday East").destroy_all\n', ANY],
    ['scripts/purge_round.py', 'Customer.objects.filter(round_name="Tuesday East").delete()\n', ANY],
    ['app/Console/purge.php', "<?php\nCustomer::where('round_name', 'Tuesday East')->delete();\n", ANY],
    // A test's own rows.
    ['spec/purge_round_spec.rb', 'Customer.where(round_name: "Tuesday East").destroy_all\n', 'none'],
    ['tests/Feature/PurgeTest.php', "<?php\nCustomer::where('round_name', 'Tuesday East')->delete();\n", 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
