import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 35: LLM and MLOps stacks. One line per class that speaks and a benign near-miss that stays silent.

const SDK = 'destructive/unlisted/any-cli';
const TRACKER = 'destructive/mlops/tracker-delete';

describe('an experiment tracker or model registry CLI deleting its records', () => {
  test.each([
    ['mlflow experiments delete --experiment-id 4', TRACKER],
    ['mlflow runs delete --run-id 0f3a9c2e', TRACKER],
    ['kfp experiment delete 6c1d-22ab', TRACKER],
    ['kfp pipeline delete 9e0b', TRACKER],
    ['aim runs rm 3f2a1b', TRACKER],
    ['guild runs purge', TRACKER],
    ['zenml model delete support-router', TRACKER],
    ['bentoml models delete iris_clf:latest -y', TRACKER],
    ['clearml-data delete --id 7aa1c0', TRACKER],
    ['det experiment delete 12 --yes', TRACKER],
    ['mlflow experiments search --view all', 'none'],
    ['mlflow experiments restore --experiment-id 4', 'none'],
    ['mlflow runs list --experiment-id 4', 'none'],
    ['kfp run list', 'none'],
    ['zenml secret delete hf_token', 'none'],
    ['zenml stack delete local-dev', 'none'],
    ['bentoml models list', 'none'],
    ['aim runs ls', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an Elasticsearch or OpenSearch index deleted on this machine', () => {
  test.each([
    ["curl -X DELETE 'http://localhost:9200/rag-chunks-v3'", 'destructive/mlops/http-delete-local-search-index'],
    ['curl -s -XDELETE http://127.0.0.1:9201/docs-2024?pretty', 'destructive/mlops/http-delete-local-search-index'],
    ['http DELETE localhost:9200/kb_articles', 'destructive/mlops/http-delete-local-search-index'],
    ['curl -X DELETE localhost:9200/tmp-reindex-test-aa', 'none'],
    ["curl -X DELETE 'localhost:9200/rag/_doc/12'", 'none'],
    ['curl -s localhost:9200/rag-chunks-v3/_count', 'none'],
    ['curl -X PUT localhost:9200/rag-chunks-v4', 'none'],
    // One day's index of a time-based series: how its logs expire.
    ['curl -X DELETE localhost:9200/filebeat-2024.06.02', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a bulk API told to delete by its body's method field", () => {
  const bulk = (method: string, host = 'http://paperless.local:8000') =>
    `curl -X POST ${host}/api/documents/bulk_edit/ -H 'Content-Type: application/json' -d '{"documents": [112,113,114], "method": "${method}"}'`;
  test.each([
    [bulk('delete'), 'destructive/http/http-delete-operation'],
    [
      `curl -X POST https://rpc.example.com/jsonrpc -d '{"jsonrpc":"2.0","method":"documents.delete","params":{"ids":[1,2]}}'`,
      'destructive/http/http-delete-operation',
    ],
    [bulk('add_tag'), 'none'],
    [bulk('merge'), 'none'],
    // A local app's own routes are its test data.
    [bulk('delete', 'http://localhost:8000'), 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('training output deleted: checkpoints and adapters under a run folder are not build output', () => {
  test.each([
    ['rm -rf outputs/checkpoints/', 'destructive/filesystem/rm-recursive'],
    ['rm -rf out/checkpoint-1500', 'destructive/filesystem/rm-recursive'],
    ['rm -rf output/lora-llama3-support', 'destructive/filesystem/rm-recursive'],
    ['rm -rf outputs/mistral-7b-sft-v2', 'destructive/filesystem/rm-recursive'],
    ['rm -rf outputs/', 'none'],
    ['rm -rf outputs/samples', 'none'],
    ['rm -rf build/checkpoints', 'none'],
    ['rm -rf .cache/torch/hub/checkpoints', 'none'],
    ['rm -rf tmp/checkpoints', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a vector store's records deleted by a filter; by ids, or in a store in memory, silent", () => {
  test.each([
    [
      'from qdrant_client import QdrantClient\n' +
        'from qdrant_client.models import Filter, FieldCondition, Range, FilterSelector\n' +
        'client = QdrantClient(url="http://localhost:6333")\nclient.delete(\n    collection_name="support_docs",\n' +
        '    points_selector=FilterSelector(filter=Filter(must=[FieldCondition(key="ts", range=Range(lt=1717200000))])),\n' +
        ')\n',
      SDK,
    ],
    [
      'from qdrant_client import QdrantClient, models\nclient = QdrantClient(url="http://localhost:6333")\n' +
        'client.delete(collection_name="support_docs", points_selector=models.PointIdsList(points=[1, 2, 3]))\n',
      'none',
    ],
    ['from pymilvus import Collection\ncol = Collection("rag_chunks")\ncol.delete(expr="ingested_at < 1714500000")\n', SDK],
    ['from pymilvus import Collection\ncol = Collection("rag_chunks")\ncol.delete(expr="id in [4, 5, 6]")\n', 'none'],
    [
      'from pymilvus import MilvusClient\nc = MilvusClient(uri="http://milvus:19530")\nc.delete(collection_name="docs", filter="source == \'wiki\'")\n',
      SDK,
    ],
    [
      'from pinecone import Pinecone\nindex = Pinecone().Index("prod-rag")\nindex.delete(filter={"genre": {"$eq": "news"}}, namespace="ns1")\n',
      SDK,
    ],
    ['from pinecone import Pinecone\nindex = Pinecone().Index("prod-rag")\nindex.delete(ids=["a1", "a2"], namespace="ns1")\n', 'none'],
    [
      'import weaviate\nfrom weaviate.classes.query import Filter\nc = weaviate.connect_to_local()\n' +
        'c.collections.get("Article").data.delete_many(where=Filter.by_property("source").equal("wiki"))\n',
      SDK,
    ],
    [
      'import chromadb\nc = chromadb.EphemeralClient()\ncol = c.create_collection("smoke")\ncol.delete(where={"source": "x"})\nc.delete_collection("smoke")\n',
      'none',
    ],
    ['from qdrant_client import QdrantClient\nc = QdrantClient(":memory:")\nc.delete_collection("scratch")\n', 'none'],
    ['import lancedb\ntbl = lancedb.connect("s3://acme/lance").open_table("docs")\ntbl.delete("source = \'wiki\'")\n', SDK],
    ['import lancedb\ntbl = lancedb.connect("s3://acme/lance").open_table("docs")\ntbl.delete("id IN (4, 5)")\n', 'none'],
    ['import weaviate\nclient = weaviate.Client("http://weaviate:8080")\nclient.schema.delete_class("Article")\n', SDK],
    ['import weaviate\nclient = weaviate.Client("http://weaviate:8080")\nprint(client.schema.get("Article"))\n', 'none'],
    // The in-memory store's deletes are its own; a cloud delete beside it is not.
    [
      'import boto3, chromadb\nc = chromadb.EphemeralClient()\nc.delete_collection("x")\nboto3.client("s3").delete_bucket(Bucket="prod")\n',
      SDK,
    ],
    // A filter on something no vector store holds: an in-process list's delete.
    ['items = Store()\nitems.delete(where={"k": 1})\n', 'none'],
  ])('%s → %s', (code, id) => expect(written('scripts/purge.py', code)).toBe(id));

  // A relational delete with a `where` in code that also uses a vector store: Prisma's rows, not vectors.
  test('prisma deleteMany beside a Pinecone client → none', () =>
    expect(
      written(
        'src/purge.ts',
        "import { Pinecone } from '@pinecone-database/pinecone';\nawait prisma.doc.deleteMany({ where: { userId } });\n",
      ),
    ).toBe('none'));

  test.each([
    [
      `python -c "import chromadb; c=chromadb.HttpClient(host='chroma.internal'); c.get_collection('wiki').delete(where={'source': 'confluence'})"`,
      SDK,
    ],
    [`python -c "import chromadb; c=chromadb.HttpClient(host='chroma.internal'); c.get_collection('wiki').delete(ids=['a', 'b'])"`, 'none'],
    [
      `python -c "import chromadb; c=chromadb.HttpClient(host='chroma.internal'); print(c.get_collection('wiki').get(where={'source': 'x'}))"`,
      'none',
    ],
    [
      `python -c "import chromadb; c=chromadb.EphemeralClient(); col=c.create_collection('smoke'); ` +
        `col.add(ids=['1'], documents=['hi']); print(col.count()); c.delete_collection('smoke')"`,
      'none',
    ],
    [`python -c "import chromadb; c=chromadb.PersistentClient(path='./chroma_db'); c.delete_collection('kb_articles')"`, SDK],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a tracker's runs deleted in a loop filtered by their state alone", () => {
  const runs = (filters: string) =>
    `python - <<'PY'\nimport wandb\napi = wandb.Api()\nfor run in api.runs('acme/llm-finetune'${filters}):\n    run.delete(delete_artifacts=True)\nPY`;
  test.each([
    [runs(", filters={'state': 'finished'}"), SDK],
    [runs(''), SDK],
    [runs(", filters={'display_name': 'smoke-test-3'}"), 'none'],
    [runs(", filters={'state': 'finished', 'tags': 'tmp'}"), 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
