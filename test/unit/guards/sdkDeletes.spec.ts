import { describe, expect, test } from 'vitest';
import { destructive, findDestructive } from '../../../src/guards/destructive.js';
import { RULES, type GuardContext } from '../../../src/guards/guard.js';
import { sdkCalls } from '../../../src/guards/engine/sdkCalls.js';
import { guardContext } from '../../support/guardContext.js';

// Library calls in interpreter code that delete a service's data, read by the shape of the call:
// a delete-class verb heads the method's name and a resource word from the unknown-CLI line's list
// (rules/destructive/unlisted.json) names what it takes. Each risky form has a benign twin.

const context: GuardContext = guardContext('/home/dev');

const rule = (command: string) =>
  findDestructive(command, context)
    .map((hit) => hit.rule)
    .join(' ') || 'none';
const SDK = 'destructive/unlisted/any-cli';
const DROP = 'destructive/sql/drop';
const DELETE_ALL = 'destructive/sql/delete-without-where';

describe('a delete-class method on a listed resource speaks; its narrow or read-only twin is silent', () => {
  test.each([
    // Hugging Face
    [`python -c "from huggingface_hub import HfApi; HfApi().delete_repo('org/model')"`, SDK],
    [`python -c "from huggingface_hub import HfApi; print(HfApi().list_models(author='org'))"`, 'none'],
    [`python3 -c "from huggingface_hub import delete_repo; delete_repo(repo_id='org/ds', repo_type='dataset')"`, SDK],
    [`python3 -c "from huggingface_hub import HfApi; HfApi().delete_file('x.bin', repo_id='org/m')"`, 'none'],
    // boto3
    [`python -c "import boto3; boto3.client('s3').delete_bucket(Bucket='prod-data')"`, SDK],
    [`python -c "import boto3; print(boto3.client('s3').list_buckets())"`, 'none'],
    [`python -c "import boto3; boto3.resource('s3').Bucket('b').objects.all().delete()"`, SDK],
    [`python -c "import boto3; boto3.resource('s3').Bucket('b').objects.filter(Prefix='tmp/').delete()"`, 'none'],
    [`python -c "import boto3; boto3.client('s3').delete_object(Bucket='b', Key='tmp/x.json')"`, 'none'],
    [`python -c "import boto3; boto3.client('s3').delete_objects(Bucket='b', Delete={'Objects': objs})"`, SDK],
    [`python -c "import boto3; boto3.client('ec2').terminate_instances(InstanceIds=['i-0abc'])"`, SDK],
    [`python -c "import boto3; boto3.client('ec2').describe_instances()"`, 'none'],
    [`python -c "import boto3; boto3.client('rds').delete_db_instance(DBInstanceIdentifier='prod', SkipFinalSnapshot=True)"`, SDK],
    [`python -c "import boto3; boto3.client('s3').delete_bucket_policy(Bucket='b')"`, 'none'],
    [`python -c "import boto3; boto3.client('dynamodb').delete_table(TableName='users')"`, SDK],
    [`python -c "import boto3; boto3.resource('dynamodb').Table('users').delete_item(Key={'id': 1})"`, 'none'],
    // Google Cloud
    [`python -c "from google.cloud import storage; storage.Client().bucket('b').delete(force=True)"`, SDK],
    [`python -c "from google.cloud import storage; storage.Client().bucket('b').blob('x').delete()"`, 'none'],
    [`python -c "from google.cloud import bigquery; bigquery.Client().delete_dataset('p.ds', delete_contents=True)"`, SDK],
    [`python -c "from google.cloud import bigquery; bigquery.Client().get_dataset('p.ds')"`, 'none'],
    // Azure
    [`python -c "c = ResourceManagementClient(cred, sub); c.resource_groups.begin_delete('prod-rg')"`, SDK],
    [`python -c "c = ResourceManagementClient(cred, sub); print(list(c.resource_groups.list()))"`, 'none'],
    // Kubernetes
    [`python -c "from kubernetes import client, config; config.load_kube_config(); client.CoreV1Api().delete_namespace('prod')"`, SDK],
    [`python -c "from kubernetes import client; client.CoreV1Api().delete_namespaced_pod('web-1', 'default')"`, 'none'],
    // MongoDB, Redis, SQLAlchemy
    [`python -c "import pymongo; pymongo.MongoClient().drop_database('app')"`, SDK],
    [`python -c "import pymongo; pymongo.MongoClient().app.drop_collection('users')"`, SDK],
    [`python -c "import pymongo; pymongo.MongoClient().app.users.delete_many({})"`, SDK],
    [`python -c "import pymongo; pymongo.MongoClient().app.users.delete_many({'_id': x})"`, 'none'],
    [`python -c "import redis; redis.Redis().flushall()"`, SDK],
    // ArcticDB: a library is a resource.
    [`python3 -c "import arcticdb as adb; adb.Arctic('s3://h:b').delete_library('equities_eod')"`, SDK],
    [`python3 -c "import arcticdb as adb; adb.Arctic('s3://h:b').get_library('equities_eod')"`, 'none'],
    // Every standing order or position ended at once (ccxt, Alpaca); a connection pool's close-all keeps nothing.
    [`python3 -c "import ccxt; ex=ccxt.binance(); ex.cancel_all_orders('BTC/USDT')"`, SDK],
    [`python3 -c "import ccxt; ex=ccxt.binance(); ex.cancel_order('123', 'BTC/USDT')"`, 'none'],
    [`python3 -c "import db; db.pool.close_all_connections()"`, 'none'],
    // Active Record's `where(…)` with literal conditions is judged as the DELETE it runs (round 35): a class of rows
    // by a code or flag speaks, one row by its key does not.
    [`ruby -e "Order.where(status: 'stale').destroy_all"`, 'destructive/sql/delete-by-range'],
    [`ruby -e "Order.where(id: 4412).destroy_all"`, 'none'],
    // Every item of a scene's collection taken, then the open file saved over (Blender, Houdini's hython).
    [
      `blender -b s.blend --python-expr "import bpy; [bpy.data.objects.remove(o) for o in bpy.data.objects]; bpy.ops.wm.save_mainfile()"`,
      SDK,
    ],
    [
      `blender -b s.blend --python-expr "import bpy; [bpy.data.objects.remove(o) for o in bpy.data.objects]; bpy.ops.render.render()"`,
      'none',
    ],
    [`hython -c "import hou; [n.destroy() for n in hou.node('/obj').children()]; hou.hipFile.save()"`, SDK],
    [`hython -c "import hou; [print(n.name()) for n in hou.node('/obj').children()]; hou.hipFile.save()"`, 'none'],
    [`python -c "import redis; r = redis.Redis(); r.flushdb()"`, SDK],
    [`python -c "import redis; redis.Redis().delete('session:1')"`, 'none'],
    [`python -c "from app import db, engine; db.metadata.drop_all(engine)"`, SDK],
    [`python -c "from app import db, engine; db.metadata.create_all(engine)"`, 'none'],
    [`python -c "from app import db; db.session.delete(user); db.session.commit()"`, 'none'],
    // Node
    [
      `node -e "const {S3Client, DeleteBucketCommand} = require('@aws-sdk/client-s3'); new S3Client({}).send(new DeleteBucketCommand({Bucket: 'b'}))"`,
      SDK,
    ],
    [
      `node -e "const {S3Client, ListBucketsCommand} = require('@aws-sdk/client-s3'); new S3Client({}).send(new ListBucketsCommand({}))"`,
      'none',
    ],
    [`node -e "new AWS.S3().deleteObjects({Bucket: 'b', Delete: {Objects: keys}}).promise()"`, SDK],
    [`node -e "new AWS.S3().deleteObject({Bucket: 'b', Key: 'a.txt'}).promise()"`, 'none'],
    [`node -e "const {Octokit} = require('@octokit/rest'); new Octokit({auth}).repos.delete({owner: 'o', repo: 'r'})"`, SDK],
    [`node -e "const {Octokit} = require('@octokit/rest'); new Octokit({auth}).repos.get({owner: 'o', repo: 'r'})"`, 'none'],
    [`node -e "require('stripe')(key).customers.del('cus_123')"`, SDK],
    [`node -e "require('stripe')(key).customers.list({limit: 3})"`, 'none'],
    [`node -e "app.delete('/users/:id', handler)"`, 'none'],
    [`node -e "process.stdin.pipe(stream); stream.destroy()"`, 'none'],
    [`node -e "db.collection('users').deleteMany({})"`, SDK],
    [`node -e "db.collection('users').deleteMany({age: {\\$lt: 18}})"`, 'none'],
    [`node -e "await prisma.user.deleteMany()"`, SDK],
    [`node -e "await prisma.user.deleteMany({where: {id: 1}})"`, 'none'],
    [`node -e "const seen = new Set(); seen.add(1); keys.delete(k)"`, 'none'],
    [`python -c "import plyvel; db = plyvel.DB('/tmp/x'); db.delete(b'k')"`, 'none'],
    [`python -c "from elasticsearch import Elasticsearch; Elasticsearch().indices.delete(index='logs')"`, SDK],
    [`python -c "import pandas as pd; df = pd.read_csv('a.csv'); print(df.index.delete(0)); df.drop(columns=['a'])"`, 'none'],
    [`python -c "import boto3; boto3.client('sqs').purge_queue(QueueUrl=u)"`, SDK],
    [`python -c "import boto3; boto3.client('sqs').delete_message(QueueUrl=u, ReceiptHandle=h)"`, 'none'],
    [`python -c "import boto3; boto3.client('ec2').delete_tags(Resources=[i], Tags=[{'Key': 'a'}])"`, 'none'],
    [`python -c "import pandas as pd; pd.DataFrame().reset_index().drop_duplicates()"`, 'none'],
    [`python -c "import sys; sys.stdout.flush(); open('f', 'w').truncate()"`, 'none'],
    // An HTTP DELETE is no SDK delete: it is judged as curl's request to the same URL (below).
    [`python -c "import requests; requests.delete('https://api.example.com/repos/o/r')"`, 'destructive/cloud/http-delete'],
    [`python -c "import gitlab; gitlab.Gitlab().projects.get(42).delete()"`, SDK],
    [`python -c "import django; django.setup(); from app.models import User; User.objects.get(id=1).delete()"`, 'none'],
    [`python -c "from github import Github; Github(t).get_repo('o/r').delete()"`, SDK],
    [`python -c "from github import Github; print(Github(t).get_repo('o/r').stargazers_count)"`, 'none'],
    [`node -e "await s3.deleteBucket({Bucket: 'x'}).promise()"`, SDK],
    [`deno eval "const kv = await Deno.openKv(); await kv.delete(['users', 1])"`, 'none'],
    [`perl -MDBI -e '$dbh = DBI->connect($d); $dbh->do("DROP TABLE users")'`, DROP],
    [`perl -MDBI -e '$dbh = DBI->connect($d); $dbh->do("DELETE FROM users WHERE id = 1")'`, 'none'],
    [`mix run -e 'MyApp.Repo.delete_all(MyApp.Accounts.User)'`, SDK],
    [`mix run -e 'import Ecto.Query; MyApp.Repo.delete_all(from u in MyApp.User, where: u.age < 18)'`, 'none'],
    [`elixir -e 'IO.puts(:ok)'`, 'none'],
    // Ruby, PHP
    [`ruby -e "require 'aws-sdk-s3'; Aws::S3::Client.new.delete_bucket(bucket: 'b')"`, SDK],
    [`ruby -e "User.destroy_all()"`, SDK],
    [`ruby -e "User.where(active: false).destroy_all()"`, 'destructive/sql/delete-by-category'],
    [`ruby -e "User.where(email: params[:email]).destroy_all()"`, 'none'],
    [`php -r '$redis = new Redis(); $redis->connect("h"); $redis->flushAll();'`, SDK],
    // Each item of a collection (Ruby's symbol-to-proc), and clearing verbs on a queue
    [`rails runner 'Sidekiq::Queue.all.each(&:clear)'`, SDK],
    [`rails runner 'User.inactive.find_each(&:destroy)'`, SDK],
    [`rails runner 'User.all.each(&:touch)'`, 'none'],
    [`ruby -e 'Sidekiq::Queue.new("default").clear'`, SDK],
    [`ruby -e 'Sidekiq::Queue.new("default").size'`, 'none'],
    // A static factory is a link too: the class names the resource; an argument to a bare delete selects rows.
    [`python -c "DeltaTable.forPath(spark, 's3://lake/silver/orders').delete()"`, SDK],
    [`python -c "DeltaTable.forPath(spark, 's3://lake/silver/orders').delete("day < '2020-01-01'")"`, 'none'],
    [`ruby -e 'seen = Set.new; seen.clear'`, 'none'],
    [`node -e "new Queue('emails', {connection}).obliterate({force: true})"`, SDK],
    [`node -e "new Queue('emails', {connection}).getJobCounts().then(console.log)"`, 'none'],
    [`node -e "const cache = new Map(); cache.clear()"`, 'none'],
    [`python -c "from rq import Queue; Queue('default', connection=r).empty()"`, SDK],
    [`python -c "import queue; q = queue.Queue(); print(q.empty())"`, 'none'],
    // LLM and vector-store clients: a bare delete on a listed resource, every item a loop walks, an all-argument, an allowed reset
    [`python -c "from openai import OpenAI; OpenAI().beta.assistants.delete('asst_1')"`, SDK],
    [`python -c "from openai import OpenAI; print(OpenAI().beta.assistants.list())"`, 'none'],
    [`python -c "from openai import OpenAI; c = OpenAI(); [c.files.delete(f.id) for f in c.files.list()]"`, SDK],
    [`python -c "from openai import OpenAI; c = OpenAI(); c.files.delete('file-abc')"`, 'none'],
    [`python -c "from openai import OpenAI; c = OpenAI(); [c.files.delete(f.id) for f in c.files.list() if f.purpose == 'batch']"`, 'none'],
    // A Google API client's listing ends in `.execute()`; the item is passed by keyword (`fileId=f['id']`).
    [
      `python3 - <<'EOF'\nsvc = build('drive', 'v3', credentials=creds)\n` +
        `for f in svc.files().list(q=q).execute()['files']:\n    svc.files().delete(fileId=f['id']).execute()\nEOF`,
      SDK,
    ],
    [`python3 - <<'EOF'\nsvc = build('drive', 'v3', credentials=creds)\nsvc.files().delete(fileId=file_id).execute()\nEOF`, 'none'],
    [`python -c "import wandb; [r.delete(delete_artifacts=True) for r in wandb.Api().runs('acme/p')]"`, SDK],
    [`python -c "import wandb; [print(r.name) for r in wandb.Api().runs('acme/p')]"`, 'none'],
    [
      "python3 - <<'EOF'\nfrom pinecone import Pinecone\nidx = Pinecone().Index('rag')\nidx.delete(delete_all=True, namespace='c')\nEOF",
      SDK,
    ],
    ["python3 - <<'EOF'\nfrom pinecone import Pinecone\nidx = Pinecone().Index('rag')\nidx.delete(ids=['a', 'b'])\nEOF", 'none'],
    [
      `python -c "import chromadb; from chromadb.config import Settings; chromadb.HttpClient(settings=Settings(allow_reset=True)).reset()"`,
      SDK,
    ],
    [`python -c "import chromadb; chromadb.HttpClient().reset()"`, 'none'],
    [`python -c "from pymongo import MongoClient; db = MongoClient().shop; db.orders.drop()"`, SDK],
    [`python -c "x = [1, 2]; x.remove(1); d = {}; d.pop('a', None); del x"`, 'none'],
    [`groovy -e "new File('/tmp/x.txt').delete()"`, 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('an HTTP DELETE sent from code is judged as the same request from curl', () => {
  test.each([
    [`python -c "import requests; requests.delete('https://api.acme.io/v1/projects/p1')"`, 'destructive/cloud/http-delete'],
    [`node -e "fetch('https://api.acme.io/v1/projects/p1', {method: 'DELETE'})"`, 'destructive/cloud/http-delete'],
    [`python -c "import requests; requests.delete('http://localhost:6333/collections/docs')"`, 'destructive/cloud/http-delete-local-store'],
    [`python -c "import requests; requests.delete('http://localhost:8000/api/items/3')"`, 'none'],
    [`python -c "import requests; requests.get('https://api.acme.io/v1/projects/p1')"`, 'none'],
    [`node -e "fetch('https://api.acme.io/v1/projects/p1', {method: 'GET'})"`, 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('a here-doc fed to an interpreter is read the same way', () => {
  test.each([
    ["python3 - <<'EOF'\nimport boto3\ns3 = boto3.client('s3')\ns3.delete_bucket(Bucket='prod')\nEOF", SDK],
    ["python3 - <<'EOF'\nimport boto3\ns3 = boto3.client('s3')\nprint(s3.list_buckets())\nEOF", 'none'],
    ["node <<'EOF'\nrequire('redis').createClient().flushAll()\nEOF", SDK],
    ["cat <<'EOF' > cleanup.py\nimport boto3\nboto3.client('s3').delete_bucket(Bucket='prod')\nEOF", 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('SQL executed from code is judged by the SQL rules', () => {
  test.each([
    [`python -c "import sqlite3; sqlite3.connect('app.db').execute('DROP TABLE users')"`, DROP],
    [`python -c "import sqlite3; sqlite3.connect('app.db').execute('SELECT * FROM users')"`, 'none'],
    [`python -c "import psycopg2; c = psycopg2.connect(dsn).cursor(); c.execute('DELETE FROM orders')"`, DELETE_ALL],
    [`python -c "import psycopg2; c = psycopg2.connect(dsn).cursor(); c.execute('DELETE FROM orders WHERE id = 7')"`, 'none'],
    [`python -c "from sqlalchemy import text; engine.connect().execute(text('TRUNCATE TABLE events'))"`, 'destructive/sql/truncate'],
    [`Rscript -e 'con <- DBI::dbConnect(RPostgres::Postgres()); DBI::dbExecute(con, "DROP TABLE events")'`, DROP],
    [`Rscript -e 'con <- DBI::dbConnect(RPostgres::Postgres()); print(DBI::dbGetQuery(con, "SELECT count(*) FROM events"))'`, 'none'],
    [`node -e "require('pg').Pool().query(\\\`DROP SCHEMA public CASCADE\\\`)"`, DROP],
    // A string literal that starts as a statement, in any language (Clojure's next.jdbc takes a vector).
    [`clojure -M -e '(j/execute! ds ["DROP TABLE documents"])'`, DROP],
    [`clojure -M -e '(j/execute! ds ["DELETE FROM documents WHERE id = 3"])'`, 'none'],
    [`clojure -M -e '(println "DROP TABLE documents")'`, 'none'],
    [`python -c "print('DROP TABLE documents')"`, 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command)).toBe(expected));
});

describe('a mention is not a call', () => {
  test.each([
    `python -c "print('drop table')"`,
    `python -c "print('s3.delete_bucket(Bucket=1)')"`,
    `python -c "# boto3.client('s3').delete_bucket(Bucket='b')\nprint(1)"`,
    `python -c "def delete_bucket(name): pass"`,
    `node -e "// s3.deleteBucket({Bucket: 'b'})"`,
    `echo "HfApi().delete_repo('org/model')"`,
    `grep -rn "delete_bucket(" src/`,
    `pytest tests/test_delete_bucket.py -k delete_repo`,
    `python -m pytest tests/ -k "drop_database"`,
    `python report.py --delete-bucket prod`,
  ])('silent: %s', (command) => expect(rule(command)).toBe('none'));
});

describe('the advice names the verb, the resource kind and the call it read', () => {
  test('a bucket delete', async () => {
    const found = (await destructive.detect(
      {
        hook_event_name: 'PreToolUse',
        tool_name: 'Bash',
        tool_input: { command: `python -c "import boto3; boto3.client('s3').delete_bucket(Bucket='b')"` },
      },
      context,
    )) as Record<string, string> | undefined;
    expect(found?.items).toContain('a bucket through `');
    expect(found?.items).toContain('delete_bucket(…)');
    expect(found?.items).toContain('a `delete` call');
    expect(found?.[RULES]).toBe(SDK);
  });

  test('every key of a Redis database', () => {
    const found = findDestructive(`python -c "import redis; redis.Redis().flushall()"`, context);
    expect(found[0]?.risk).toMatch(/^deletes every key through `.*flushall\(…\)` \(a `flushall` call/);
  });

  test.each([
    [`python -c "import boto3; boto3.client('s3').delete_objects(Bucket='b', Delete=d)"`, /^deletes a batch of objects through/],
    [
      `python -c "import boto3; boto3.resource('s3').Bucket('b').objects.all().delete()"`,
      /^deletes every object through `all\(\)\.delete\(…\)`/,
    ],
    [
      `python -c "from app import db, engine; db.metadata.drop_all(engine)"`,
      /^deletes everything `metadata` holds through `metadata\.drop_all\(…\)` \(a `drop` call/,
    ],
  ])('the scope it read: %s', (command, risk) => expect(findDestructive(command, context)[0]?.risk).toMatch(risk));

  test('code written with the Write tool is read as it will run, named by its file; a file that is no script is not', async () => {
    const written = (file_path: string) =>
      destructive.detect(
        { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content: "s3.delete_bucket(Bucket='b')" } },
        context,
      );
    expect((await written('/home/dev/proj/x.py'))?.items).toMatch(/^- `x\.py` \(this script, when it runs\): deletes/);
    expect(await written('/home/dev/proj/x.json')).toBeUndefined();
  });

  test('a compiled program written whole is read too (Go, Java, C#), and a query builder deletes a whole table only with no filter', async () => {
    const write = (file_path: string, content: string) =>
      destructive.detect({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content } }, context);
    const go = 'for _, s := range out.Snapshots {\n\tc.DeleteSnapshot(ctx, &ec2.DeleteSnapshotInput{SnapshotId: s.SnapshotId})\n}';
    expect((await write('/home/dev/proj/cmd/cleanup/main.go', `out, _ := c.DescribeSnapshots(ctx, nil)\n${go}`))?.items).toMatch(
      /main\.go/,
    );
    expect(await write('/home/dev/proj/cmd/list/main.go', 'out, _ := c.DescribeSnapshots(ctx, nil)\nfmt.Println(out)')).toBeUndefined();
    expect((await write('/home/dev/proj/src/jobs/retention.ts', "await db.deleteFrom('audit_log').execute();"))?.items).toMatch(
      /retention\.ts/,
    );
    expect(
      await write('/home/dev/proj/src/jobs/retention.ts', "await db.deleteFrom('audit_log').where('created_at', '<', cutoff).execute();"),
    ).toBeUndefined();
    expect((await write('/home/dev/proj/src/reset.ts', "await knex('orders').truncate();"))?.items).toMatch(/reset\.ts/);
    expect(await write('/home/dev/proj/src/reset.ts', "await knex('orders').where({ id }).del();")).toBeUndefined();
  });
});

describe('the reader stays bounded on hostile code', () => {
  test('many calls: a bounded number is read', () => {
    const code = "s.delete_bucket(Bucket='b');".repeat(5000);
    expect(sdkCalls(code, 'py').calls.length).toBe(16);
  });

  test('one long identifier and deep nesting read once', () => {
    expect(sdkCalls(`${'a'.repeat(60000)}.delete()`, 'py').calls.map((call) => call.noun.length < 200)).toEqual([true]);
    expect(sdkCalls(`${'('.repeat(30000)}x.delete_bucket(${')'.repeat(30000)}`, 'py').calls.length).toBe(1);
  });
});
