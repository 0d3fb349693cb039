import { maskCode, type Family } from '../lib/codeText.js';
import { closingBracket } from '../lib/topLevel.js';
import { unmetSignUp } from './ormFilters.js';
import { ormNullDeleteSql } from './ormNullDeletes.js';
import { ormNullUpdateSql } from './ormNullUpdates.js';
import { BOUND_PARAMETER, boundActivityCutoffs } from './boundCutoffs.js';
import { computedCutoffs } from './computedCutoffs.js';
import { boundDeleteChains } from './boundRelation.js';
import { duplicatedGroupDeletes } from './duplicatedGroups.js';
import { heldQueryDeletes } from './heldQueries.js';
import { selectedIdDeletes } from './selectedIds.js';
import { addedColumns, backfillsAdded } from './addedColumns.js';
import { loopedKeyDeletes, loopedOrmDeletes } from './loopedKeyDeletes.js';
import { throwaway } from './keyDropped.js';
import { ormActivityCutoffSql } from './ormActivityCutoffs.js';
import { documentDeleteSql, documentUpdateSql } from './documentDeletes.js';
import { isCodeDeleteVerb, isDeleteVerb } from './verbs.js';
import { receiverChain } from './receiverChain.js';
import { foundOne, givenEntities, keyedArgument, keyedChain, scratchModel } from './recordScope.js';
import { scratchPrefix, storageDirectoryDelete } from './storageDirectories.js';

// Library calls in interpreter code that delete what a cloud, a database or a service holds
// (`HfApi().delete_repo('org/m')`, `s3.delete_bucket(Bucket='b')`, `r.flushall()`), read by the
// shape of a method call, not a list of SDKs: a delete-class verb heads the method's name
// (`delete_bucket`, `DeleteBucketCommand`, `begin_delete`) and the resource is the name's last
// word or, for a bare verb (`bucket.delete()`), the object it is called on. Which resource words
// count is data (rules/destructive/unlisted.json), judged by verbs.ts. Here only the syntax: a
// call in code (comments and strings are blanked first), not its definition, and the narrow
// forms a call's own shape shows (a filter in the chain, a filter argument, an HTTP route).
// One regex pass over the masked code plus bounded windows: linear in the code.

/** One library call whose name holds a delete-class verb. */
export interface SdkCall {
  /** The call as written, bounded: `HfApi().delete_repo`. */
  written: string;
  verb: string;
  /** The resource word read: the name's last word (`repo`), or the receiver's (`bucket.delete()` → `bucket`); '' when none. */
  noun: string;
  /** `all`: the call takes every item (`objects.all().delete()`, `drop_all`, `delete_many({})`, `flushall`). */
  all: boolean;
  /** The verb stood alone in the name (`bucket.delete()`): the receiver named the resource. */
  bare: boolean;
  /** For a bare verb, the link before the receiver (`spreadsheets.values.clear()` → `spreadsheets`): what holds the items. */
  outer?: string;
  /** The code switched on a wipe the library otherwise refuses (`Settings(allow_reset=True)` … `client.reset()`). */
  enabled?: boolean;
  /** The name's resource is taken from each item of an unfiltered listing (`for s in gb.students: gb.remove_student(s.id)`). */
  looped?: boolean;
  /** Every item was taken and the open file then saved over (`[bpy.data.objects.remove(o) for o in bpy.data.objects]; bpy.ops.wm.save_mainfile()`). */
  saved?: boolean;
  /** A vector store's records chosen by a filter, not by their ids (`client.delete(…, points_selector=FilterSelector(…))`, `col.delete(expr="ts < …")`). */
  selected?: boolean;
  /** An ORM model's rows chosen by a category column (`where(plan: "basic")`): a seed's or a test's own rows where those files make them. */
  category?: boolean;
  /**
   * A bare delete of one object the code holds by a name, with no arguments and no loop (`@member.destroy`, `$user->delete()`,
   * Peewee's `member.delete_instance()`): that object alone, a record's row where its kind is one (verbs.ts, `rows`).
   */
  one?: boolean;
}

const MAX_CODE = 64 * 1024;
const MAX_CALLS = 16;
/** Identifiers looked at per scan: hostile code may hold millions. */
const MAX_NAMES = 20000;
const BACK = 200;
const AHEAD = 300;

/** Words that may come before the verb in a method's name (`begin_delete`, `batchDeleteImage`, R DBI's `dbRemoveTable`). */
const PREFIXES = new Set(['begin', 'batch', 'bulk', 'async', 'force', 'hard', 'permanently', 'start', 'do', 'db']);
/** Words after the resource that say nothing about it (`DeleteBucketCommand`, `delete_table_async`). */
const SUFFIXES = new Set(['command', 'request', 'input', 'async', 'sync', 'if', 'exists', 'v1', 'v2', 'v3', 'by', 'id', 'name']);
/** Receivers and chain links that narrow what a delete takes to what a filter selects. */
const FILTERS = /^(?:filter|filter_by|where|limit|exclude|select|with_prefix|prefix|range|scan|matching)$/i;
/** Chain links that make the object of the class before them: Ruby's `new`, static factories (`forPath`, `for_name`, `fromUri`). */
const FACTORY = /^(?:new|for(?:[A-Z]|_[a-z])\w*|from(?:[A-Z]|_[a-z])\w*)$/;
/**
 * Chain links that fetch one item (`projects.get(42)`, `objects.get(id=1)`), and Active Record's finders by an attribute
 * (`Project.find_by_full_path("g/p")`, `User.find_by_username!("x")`): the class before them names the kind.
 */
const ONE = /^(?:get|find|find_by|find_one|first|fetch|retrieve|lookup|by_id|(?:find|get)_by_[a-z]\w{0,40}!?)$/i;
/** A TypeORM repository's usual names (`orderRepo`, `orderRepository`, `repo`): its `delete` takes rows, not a git repository. */
const ORM_REPOSITORY = /^(?:repo|repository|[a-z]\w{0,63}(?:Repo|Repository))$/;
/**
 * A repository delete's argument that is the primary key: `{ id: orderId }`, `{ id }`, or a bare key (`orderId`, `ids`),
 * which TypeORM reads as the primary key. `{ customerId }` is a filter by owner: not a key.
 */
const KEY_ARGUMENT = /^\s{0,8}(?:\{\s{0,8}(?:id|uuid|pk)\s{0,8}[:,}]|(?:id|ids|uuid|pk|[a-z]\w{0,63}(?:Id|Ids))\s{0,8}\))/;
/** A finder by a literal key, then a delete of what it found (`find(42).destroy`, `get(pk=5).delete`), after a model class. */
const ONE_ROW =
  /^(?:find|get|find_by!?|find_by_id!?|find_one)\(\s{0,8}(?:(?:pk|id|:id)\s{0,4}(?:=>|[=:])\s{0,4})?(?:\d{1,20}|(["'])[\w.@-]{1,64}\1)\s{0,8}\)\s{0,8}\.\s{0,8}(?:destroy!?|delete)$/;
/**
 * Models that hold other records rather than being one (`Project.find(42).destroy` takes a GitLab project's repository,
 * issues and pipelines with it): one found by its key still speaks.
 */
const HOLDER_MODEL =
  /(?:Project|Group|Organi[sz]ation|Namespace|Account|Workspace|Team|Tenant|Company|Repository|Site|Database|Schema|Bucket|Cluster|Instance|Server|Domain|Zone|Space|Board|Channel|Guild|Course|Store|Shop|Library|Collection|Folder|Album)$/;
/**
 * What fetches one row of a model by its key: Django's `get_object_or_404(M, pk=…)`, Flask-SQLAlchemy's `db.get_or_404(M, id)`,
 * `M.objects.get(pk=…)`, Active Record's `M.find(params[:id])`, Sequelize's `M.findByPk(id)`, Mongoose's `M.findById(id)`.
 */
const FETCH_ONE =
  '(?:get_object_or_404|(?:\\w{1,40}\\.)?get_or_404)\\(\\s{0,8}([A-Z]\\w{0,60})\\s{0,8},\\s{0,8}(?:(?:pk|id)\\s{0,8}=(?!=)|[\\w.\\[\\]:]{1,80}\\s{0,8}\\))|' +
  '([A-Z]\\w{0,60})(?:\\.objects)?\\.(?:get|find|find_by!?|findByPk|findById|find_by_id!?)\\(\\s{0,8}' +
  '(?:(?:pk|id|:id)\\s{0,4}(?:=>|[=:])(?!=)|[\\w.\\[\\]:]{1,80}\\s{0,8}\\))';

/** Whether `name` holds one row its code fetched by key (FETCH_ONE), of a model that is not a holder of other records. */
function fetchedOne(masked: string, name: string): boolean {
  if (!/^[A-Za-z_$][\w$]{0,40}$/.test(name)) return false;
  const escaped = name.replaceAll('$', '\\$');
  const bound = new RegExp(`(?<![\\w.$])${escaped}\\s{0,8}=\\s{0,8}(?:await\\s{1,8})?(?:${FETCH_ONE})`).exec(masked);
  const model = bound?.[1] ?? bound?.[2];
  return model !== undefined && !HOLDER_MODEL.test(model);
}

/**
 * Callees whose first argument is SQL text (`cursor.execute("…")`, `db.query(\`…\`)`, `text("…")`), after a connection or
 * context (`conn.Exec(ctx, \`DELETE …\`, cutoff)`): Go's database/sql, pgx and sqlx spell theirs capitalised (`Exec`,
 * `ExecContext`, `MustExec`), and a Go raw string (backticks) is their usual SQL (held-out round 81).
 * https://pkg.go.dev/database/sql#DB.ExecContext, https://pkg.go.dev/github.com/jackc/pgx/v5#Conn.Exec
 */
const SQL_CALLEES =
  /^(?:execute(?:many|script|Query|Update|Sql)?|exec(?:_driver_sql|SQL)?|query|raw(?:Query)?|run|sql|text|prepare|batch|unsafe|\$(?:execute|query)Raw\w*|do|dbExecute|dbSendQuery|dbSendStatement|dbGetQuery|(?:Must|Named)?Exec(?:Context)?)$/;
/** The statements whose SQL the shell reader's SQL rules judge (SurrealQL's `REMOVE TABLE` is its DROP). */
const SQL_START = /^\s*(?:DROP|TRUNCATE|DELETE|UPDATE|ALTER|REMOVE)\s/i;
const DEFINITION = /(?:\bdef|\bfunction|\bfn|\bfunc|\bsub|\bproc)\s+$/;
/** An argument that asks a bare delete for every item (Pinecone's `index.delete(delete_all=True)`, `deleteAll: true`). */
const ALL_ARGUMENT = /^[^)]{0,200}?\b(?:delete_?all|deleteAll|all)\s*[=:]\s*(?:True|true)\b/;
/** A library's switch that lets its client wipe the whole store (Chroma's `allow_reset=True`, `ALLOW_RESET=TRUE`). */
const RESET_ALLOWED = /\ballow_reset\s*=\s*True\b|\bALLOW_RESET\s*=\s*["']?(?:TRUE|True|true|1)\b|\ballowReset\s*:\s*true\b/;
/**
 * A string literal that starts as a destructive SQL statement, in any language (`["DROP TABLE t"]`
 * handed to Clojure's `j/execute!`, a Lua or OCaml client): judged as the statement. Bounded and linear.
 */
const LITERAL_SQL =
  /"\s{0,64}((?:DROP|TRUNCATE|DELETE|UPDATE|ALTER)\s[^"]{1,4096})"|'\s{0,64}((?:DROP|TRUNCATE|DELETE|UPDATE|ALTER)\s[^']{1,4096})'/gi;
/**
 * The same in a backtick literal where backticks quote text: a Go raw string (`const resetSQL = \`DELETE FROM t\``), a
 * JavaScript template literal. An interpolation ends the text read, as a `+` joining a variable does for `"…"`
 * (`\`DELETE FROM logs ${where}\`` reads as `"DELETE FROM logs " + where`). Elsewhere backticks run a shell or quote a name.
 */
// Each literal is read whole from its opening backtick, so the text between two literals (`\`a\`;\nupdate := \`b\``) is
// never read as one (held-out round 142's review); a literal that is no such statement is passed over whole.
const BACKTICK_SQL = /`(?:\s{0,64}((?:DROP|TRUNCATE|DELETE|UPDATE|ALTER)\s[^`]{1,4096})|[^`]*)`/gi;
const BACKTICK_TEXT: ReadonlySet<Family> = new Set(['js', 'clike']);
/** Calls that print, format or parse SQL text rather than run it (`print("DROP TABLE t")`, `sqlglot.transpile('…')`). */
const TEXT_ONLY =
  /\b(?:print|println|printf|puts|echo|say|log|warn|info|debug|format|transpile|parse|parse_one|tokenize|explain|comment|assert\w*|expect)\s*(?:\(|!\(|\s)\s*\[?\s*$/i;
/** A bare call's keyword arguments that bound or filter what it takes (`limit=50`, `check=lambda m: …`); `limit=None` is no bound. */
const BOUNDED_ARGUMENT = /\b(?:limit(?!\s*[=:]\s*(?:None|null|nil)\b)|check|predicate|filter\w*|where)\s*[=:](?!=)/;
/**
 * Code that talks to a vector store, by its client library (Qdrant, Milvus, Chroma, Pinecone, Weaviate, LanceDB, pgvector's
 * LangChain store): there a delete given a filter removes every record the filter matches, a class of records.
 * https://qdrant.tech/documentation/concepts/points/#delete-points, https://milvus.io/docs/delete-entities.md,
 * https://docs.trychroma.com/docs/collections/delete-data, https://docs.pinecone.io/guides/manage-data/delete-data,
 * https://weaviate.io/developers/weaviate/manage-data/delete#delete-multiple-objects, https://lancedb.github.io/lancedb/guides/tables/#deleting-from-a-table
 */
const VECTOR_STORE =
  /\b(?:qdrant_client|QdrantClient|pymilvus|MilvusClient|chromadb|pinecone|Pinecone|weaviate|lancedb|PGVector|@qdrant\/js-client-rest|@zilliz\/milvus2-sdk-node|@pinecone-database\/pinecone|weaviate-client)\b/;
/** A delete's argument that selects records by a condition: a filter, a metadata `where`, a boolean expression. */
const STORE_SELECTOR =
  /\b(?:where|filter|filters|expr|filter_expression|delete_filter)\s{0,8}[=:](?!=)|\bFilterSelector\s{0,8}\(|\bpoints_selector\s{0,8}=\s{0,8}(?:\w{1,40}\.)?Filter\s{0,8}\(|\bFilter\s{0,8}\.\s{0,8}by_/;
/** A SQL-like condition: a comparison, `LIKE`, `IN` or `IS NULL` (not a bare name, which would be an id or a collection). */
const PREDICATE = /\s(?:[<>]=?|!=|==?|LIKE|IN|in|IS|is|BETWEEN)\s|[<>]=?\s{0,4}\d/;
/** A condition that names records by their keys (Milvus's `expr="id in [1, 2]"`, `pk == 7`): the caller chose them. */
const BY_KEYS = /^\s{0,8}["'`]\s{0,8}\w{0,32}(?:id|pk|ids|key)\s{0,8}(?:in\s{0,8}[[(]|={1,2}\s{0,8}["'\d])/i;
/**
 * A store that lives only in this process's memory (Chroma's `EphemeralClient()` or bare `Client()`, Qdrant's `":memory:"`):
 * what its deletes take dies with the process anyway, unless the same code also reaches a store that persists.
 * https://docs.trychroma.com/docs/run-chroma/ephemeral-client, https://python-client.qdrant.tech/#local-mode
 */
const IN_MEMORY =
  /\bEphemeralClient\s{0,8}\(|\bchromadb\.Client\s{0,8}\(\s{0,8}\)|\bQdrantClient\s{0,8}\(\s{0,8}(?:location\s{0,8}=\s{0,8})?["']:memory:["']/;
const PERSISTED =
  /\b(?:HttpClient|AsyncHttpClient|PersistentClient|CloudClient|Pinecone|MilvusClient|connect_to_local|connect_to_custom|connect_to_weaviate_cloud|connect_to_wcs)\b|\bconnections\s{0,8}\.\s{0,8}connect\b|\bQdrantClient\s{0,8}\(\s{0,8}(?:url|host|path)\b|\bpersist_directory\b|\bis_persistent\b/;
/** A loop source's filter on the items' state alone (W&B's `api.runs(p, filters={'state': 'finished'})`): a class of items, as a state condition is. */
const STATE_FILTER = /^\s{0,8}\{\s{0,8}["'](?:state|status)["']\s{0,8}:\s{0,8}["'][\w-]{1,32}["']\s{0,8}\}/;
/** HTTP clients, whose `delete` sends a DELETE to the URL it is given (requests, httpx, aiohttp sessions, axios, ky, got). */
const HTTP_CLIENTS = /^(?:requests|httpx|session|s|client|http|axios|ky|got|api|\$http|HTTParty|Faraday|conn)$/;
/** Update calls whose arguments archive or trash the item (Notion's `pages.update(page_id=…, archived=True)`, Drive's `trashed: true`). */
const UPDATE_VERBS = new Set(['update', 'patch']);
const ARCHIVING = /^[^)]{0,300}?\b(?:archived|in_trash|trashed)\s*[=:]\s*(?:True|true)\b/;
/**
 * Receivers that are a whole collection of a store's items, whose bare delete is a batch action on every
 * item (boto3's `bucket.objects.delete()`, `bucket.object_versions.delete()`):
 * https://boto3.amazonaws.com/v1/documentation/api/latest/guide/collections.html#batch-actions
 */
const COLLECTIONS = /^(?:objects|object_versions|versions|multipart_uploads)$/;
/**
 * A save of the file the program has open, over itself: Blender's `bpy.ops.wm.save_mainfile()`, Houdini's
 * `hou.hipFile.save()`, a document's `doc.save()` with no new name, Maya's `cmds.file(save=True)`.
 * https://docs.blender.org/api/current/bpy.ops.wm.html#bpy.ops.wm.save_mainfile, https://www.sidefx.com/docs/houdini/hom/hou/hipFile.html
 */
const SAVED_OVER = /\b(?:save_mainfile|save|Save|saveFile)\s{0,8}\(\s{0,8}\)|\bfile\s{0,8}\(\s{0,8}save\s{0,8}=\s{0,8}True\b/;
/** A loop's source called with a filter (`databases.query(filter=…)`, `list_objects_v2(Prefix='tmp/')`): it walks some items. */
const FILTERED_SOURCE = /\b(?:filter\w*|where|Prefix|prefix|query_filter)\s*[=:]/;
/** Chain links a loop's source ends in that only list what the link before it holds (`client.files.list()`). */
// `execute` runs the request a Google API client built (`svc.files().list(q=…).execute()`).
const LISTING = /^(?:list|all|iter|iterator|values|items|each|list_all|paginate|auto_paging_iter|execute)$/i;
/**
 * Verbs that end every standing item of a kind when the name says `all` (ccxt's `cancel_all_orders`, Alpaca's
 * `close_all_positions`, `liquidateAllPositions`), and the kinds they end: live orders and open positions on a market,
 * subscriptions. `close_all_connections` or `cancelAllTimers` end nothing kept.
 * https://docs.ccxt.com/#/README?id=canceling-orders, https://docs.alpaca.markets/reference/deleteallopenpositions
 */
const ALL_VERBS = new Set(['cancel', 'close', 'liquidate', 'flatten']);
/** Verbs that give a payment's money back (a refund, a void): of every item a listing returned, each one reversed. */
const REVERSALS = new Set(['refund', 'void']);
/**
 * What `end` ends when the name says so: a marketplace's live listing ended early (eBay's `endItem`, `end_listing`),
 * its bids, watchers and search rank gone; relisting makes a new one. https://developer.ebay.com/devzone/xml/docs/reference/ebay/EndItem.html
 */
const ENDED_ITEMS = new Set(['item', 'items', 'listing', 'listings', 'auction', 'auctions', 'offer', 'offers']);
const ALL_ITEMS = new Set(['order', 'orders', 'position', 'positions', 'trade', 'trades', 'subscription', 'subscriptions']);

/**
 * An identifier's words, digits kept (`delete_repo` → [delete, repo]; `DeleteBucketCommand` → [delete, bucket, command];
 * `s3Bucket` → [s3, bucket]). `lib/scratch`'s `nameWords` reads paths and drops trailing digits; a call's name keeps them.
 */
export function identifierWords(name: string): string[] {
  return name
    .replace(/([a-z\d])(?=[A-Z])/g, '$1_')
    .toLowerCase()
    .split(/[_$]+/)
    .filter(Boolean);
}

/** The library deletes and SQL statements of `code` (in `family`). */
export function sdkCalls(code: string, family: Family, looped = true): { calls: SdkCall[]; sql: string[] } {
  const text = code.length > MAX_CODE ? code.slice(0, MAX_CODE) : code;
  const found = { calls: [] as SdkCall[], sql: [] as string[] };
  // An ORM loop deleting one object per iteration is the bulk delete of what its query finds (held-out round 141 review):
  // read as that bulk form, once (the form has no loop of its own).
  if (looped && (family === 'py' || family === 'rb')) {
    const bulk = loopedOrmDeletes(text, family);
    if (bulk !== '') {
      const read = sdkCalls(bulk, family, false);
      found.calls.push(...read.calls.slice(0, MAX_CALLS));
      found.sql.push(...read.sql.slice(0, MAX_CALLS));
    }
  }
  // Cheap exit: most code names no delete verb and runs no SQL.
  if (
    !/delete|destroy|terminate|purge|drop|wipe|flush|truncate|remove|erase|nuke|del(?:\b|_|[A-Z])|clear|obliterate|drain|empty|reset|UPDATE|ALTER/i.test(
      text,
    ) &&
    !/archived|trash|_all_|All[A-Z]|refund|\.void\s*\(|\bend_?(?:item|listing|auction|offer)|\bend(?:Item|Listing|Auction|Offer)/.test(text)
  )
    return found;
  const masked = maskCode(text, family);
  const NAME = /[A-Za-z_$][\w$]*/g;
  let seen = 0;
  for (let match = NAME.exec(masked); match && seen++ < MAX_NAMES; match = NAME.exec(masked)) {
    if (found.calls.length >= MAX_CALLS && found.sql.length >= MAX_CALLS) break;
    const name = match[0];
    const end = match.index + name.length;
    // Ruby's `Sidekiq::Queue.all.each(&:clear)` calls `clear` on each item of what `each` is called on.
    const each = family === 'rb' ? eachOf(masked, match.index) : undefined;
    if (each) {
      const call = found.calls.length < MAX_CALLS ? deleteCall(name, each.start, each.open, masked, text) : undefined;
      if (call) found.calls.push({ ...call, all: call.all || call.bare });
      continue;
    }
    let open = openParen(masked, end);
    // Ruby calls a method with no arguments without parentheses: `Notification.delete_all`.
    if (open < 0 && family === 'rb' && masked[match.index - 1] === '.' && /^\s*(?:$|[;\n)}])/.test(masked.slice(end, end + 8)))
      open = end - 1;
    // `t.destroy!`, `t.destroy! if …`: a bang method called without arguments, alone or before a modifier.
    else if (
      open < 0 &&
      family === 'rb' &&
      masked[match.index - 1] === '.' &&
      /^!\s*(?:$|[;\n)}]|(?:if|unless)\b)/.test(masked.slice(end, end + 12))
    )
      open = end;
    if (open < 0 || name.length > 80) continue;
    const before = masked.slice(Math.max(0, match.index - 16), match.index);
    if (DEFINITION.test(before)) continue;
    if (SQL_CALLEES.test(name) && found.sql.length < MAX_CALLS) {
      const sql = firstString(text, open + 1);
      if (sql !== undefined && SQL_START.test(sql)) found.sql.push(sql);
    }
    if (found.calls.length >= MAX_CALLS) continue;
    const call = FETCHERS.test(name)
      ? fetchDelete(match.index, open, masked, text)
      : ((HTTP_VERBS.test(name) ? endpointDelete(match.index, open, masked, text) : undefined) ??
        deleteCall(name, match.index, open, masked, text));
    if (call) found.calls.push(call);
  }
  literalSql(text, family, found.sql);
  cutoffLoopSql(text, found.sql);
  // The repeated values of a column selected, then every row carrying each deleted by it (held-out round 107).
  for (const statement of duplicatedGroupDeletes(text, found.sql)) if (found.sql.length < MAX_CALLS) found.sql.push(statement);
  // The keys of rows a condition selected, held in a list and deleted by it (held-out round 117).
  for (const statement of selectedIdDeletes(text, found.sql)) if (found.sql.length < MAX_CALLS) found.sql.push(statement);
  // The rows a read of a table found, deleted one key at a time in a loop or an executemany (held-out round 141).
  for (const statement of loopedKeyDeletes(text, found.sql)) if (found.sql.length < MAX_CALLS) found.sql.push(statement);
  if (found.calls.length > 0 && IN_MEMORY.test(text) && VECTOR_STORE.test(text) && !PERSISTED.test(text)) {
    const local = inMemoryNames(masked);
    found.calls = found.calls.filter(
      (call) => !(IN_MEMORY.test(call.written) || local.has(/^[A-Za-z_$][\w$]*/.exec(call.written)?.[0] ?? '')),
    );
  }
  if (family === 'rb') recordsWhereSql(text, found.sql);
  else ormRangeSql(text, family, found.sql);
  // The same deletes reached through a name bound to the filtered rows (`stale = M.objects.filter(…)` … `stale.delete()`),
  // read as their one-line form (held-out round 113).
  const held =
    family === 'py' || family === 'rb' || family === 'php'
      ? boundDeleteChains(text)
          // SQLAlchemy's held query is heldQueryDeletes', which names its table as the SQL rules know it (`password_resets`).
          .filter((chain) => !/\.query\(/.test(chain))
          .join('\n')
      : '';
  if (held !== '') {
    if (family === 'rb') recordsWhereSql(held, found.sql);
    else ormRangeSql(held, family, found.sql);
  }
  // The records with no activity since a cutoff, deleted through an ORM (held-out round 111), read as the SQL they run.
  for (const statement of ormActivityCutoffSql(text, family)) if (found.sql.length < MAX_CALLS) found.sql.push(statement);
  categoryDeletes(text, family, found.calls);
  categoryUpdateSql(text, family, found.sql);
  unscopedUpdateSql(text, family, found.sql);
  // ORM bulk updates that blank columns over a class of rows, as the UPDATE … SET col = NULL they run (held-out round 144).
  for (const statement of ormNullUpdateSql(text, family))
    if (found.sql.length < MAX_CALLS && !found.sql.includes(statement)) found.sql.push(statement);
  // ORM bulk deletes filtered on an empty column, as the DELETE … WHERE col IS NULL they run (held-out round 164).
  for (const statement of ormNullDeleteSql(text, family))
    if (found.sql.length < MAX_CALLS && !found.sql.includes(statement)) found.sql.push(statement);
  // A document store's bulk deletes by a compared field (MongoDB's `deleteMany({ paidUntil: { $lt: new Date() } })`), as the
  // DELETE … WHERE they run (held-out round 172).
  for (const statement of documentDeleteSql(text, family))
    if (found.sql.length < MAX_CALLS && !found.sql.includes(statement)) found.sql.push(statement);
  // And its bulk updates (`updateMany({}, { $set: { points: 0 } })`), as the UPDATE … SET they run (held-out round 175).
  for (const statement of documentUpdateSql(text, family))
    if (found.sql.length < MAX_CALLS && !found.sql.includes(statement)) found.sql.push(statement);
  if (found.sql.length > 0 && inMemoryDatabaseOnly(text)) found.sql = [];
  // SQL's blanks are free-form: a statement laid out over lines in a triple-quoted string (`"""\n DELETE FROM patients p\n
  // WHERE NOT EXISTS (\n SELECT 1 …`, held-out round 95) reads as the one-line statement the rules' bounded gaps expect.
  found.sql = found.sql.map((statement) => statement.replace(/\s+/g, ' ').trim());
  // A backfill of a column the same code adds (a migration's `add_column` then `UPDATE … SET new_col = …`) overwrites nothing.
  const added = addedColumns(text);
  if (added.size > 0) found.sql = found.sql.filter((statement) => !backfillsAdded(statement, added));
  // A cutoff computed from a value the code passes (`issued_at < now() - (%s || ' days')::interval`, `interval '{days}
  // days'`) is a bound cutoff, `issued_at < %s`; an UPDATE that blanks reads its cutoffs as a spelt window (held-out round 150).
  found.sql = computedCutoffs(found.sql, localDatabaseOnly(text));
  // `WHERE NOT EXISTS (… a.starts_at >= %s)` with `CUTOFF = date.today() - timedelta(…)`: a spelt window, before the local
  // database's bound cutoffs are read below (held-out round 95).
  found.sql = boundActivityCutoffs(text, found.sql);
  // A cutoff the code binds (`WHERE ts < ?`) against a database file of its own (`sqlite3.connect('data/adsb.sqlite')`) is
  // that app's retention window; against a server's database (a driver, a URL from the environment) it takes a class of
  // the rows everyone else reads. A bound date cutoff is still an age: read as the literal `< now()`, so a table of records
  // (trips, inspections, manifests) speaks as delete-records-by-age does and a table of readings stays silent (held-out round 61).
  // It is a window the code computes, never "every row up to today" (delete-rows-date-passed), so it is read with one.
  if (found.sql.some((statement) => BOUND_RANGE.test(statement)) && localDatabaseOnly(text))
    found.sql = found.sql.flatMap((statement) => {
      if (!BOUND_RANGE.test(statement)) return [statement];
      return DATED_BOUND.test(statement) ? [statement.replace(DATED_BOUND, "$1 $2 now() - interval '1 day'")] : [];
    });
  return found;
}

/** A comparison or range against a bound parameter (`< %s`, `>= ?`, `BETWEEN $1`, `< :cutoff`, `< @cutoff`). */
export const BOUND_RANGE = new RegExp(String.raw`(?:[<>]=?|\bBETWEEN)\s{0,8}${BOUND_PARAMETER}`, 'i');
/** An upper bound on a date column by a bound parameter (`completed_at < ?`, `visit_date <= :cutoff`). */
const DATED_BOUND = new RegExp(String.raw`\b(\w{0,64}(?:_at|_on|_ts|date|time|day))\s{0,8}(<=?)\s{0,8}${BOUND_PARAMETER}`, 'i');
/** A database file opened by its literal path: SQLite (Python, better-sqlite3, node-sqlite3, Go's database/sql), DuckDB. */
const LOCAL_OPEN =
  /\b(?:sqlite3?\.connect|duckdb\.connect|(?:new\s{1,8})?(?:sqlite3\.)?Database|sql\.Open\(\s{0,8}["']sqlite3?["']\s{0,8},)\s{0,8}\(?\s{0,8}["'][^"'\n]{1,200}\.(?:db|sqlite3?|duckdb)["']/;
/** A server's database: its driver, its URL, or a URL the environment holds. */
const SERVER_DATABASE =
  /\b(?:psycopg2?|psycopg|asyncpg|pg8000|pymysql|MySQLdb|mysql\.connector|mysql2|pyodbc|cx_Oracle|oracledb|tedious|mssql|pgx|lib\/pq)\b|\b(?:postgres(?:ql)?|mysql|mariadb|mssql|sqlserver|oracle):\/\/|DATABASE_URL|DB_URL|DB_URI|_DSN\b|require\(\s{0,8}["']pg["']|from\s{1,8}["']pg["']/i;

/** Whether the code's database is a file of its own (and it names no server's). */
const localDatabaseOnly = (text: string): boolean => LOCAL_OPEN.test(text) && !SERVER_DATABASE.test(text);

/**
 * A database opened in this process's memory (`sqlite3.connect(':memory:')`, better-sqlite3's `new Database(':memory:')`,
 * SQLAlchemy's `create_engine('sqlite://')`, `duckdb.connect()`): a test fixture's store, gone when the process ends.
 * https://www.sqlite.org/inmemorydb.html, https://duckdb.org/docs/connect/overview#in-memory-database
 */
const OPENS_DATABASE = /\b(?:connect|Database|create_engine|create_async_engine|sql\.Open)\s{0,8}\(/g;
const IN_MEMORY_OPEN =
  /^\s{0,8}(?:["']sqlite3?["']\s{0,8},\s{0,8})?(?:["'](?::memory:|file::memory:[^"'\n]{0,80}|sqlite(?:\+\w{1,16})?:\/\/(?:\/:memory:)?)["']|(?:str\(\s{0,8})?(?:tmp_path|tmpdir)\b)/;
/** pytest's per-test folder joined with a file name (https://docs.pytest.org/en/stable/how-to/tmp_path.html), a test's database file. */
const TEMP_FILE =
  /\b(?:tmp_path|tmpdir)\s{0,8}\/\s{0,8}["'][\w.-]{1,64}["']|["'](?:[\w.-]{1,64}\/){0,4}test(?:s|ing)?(?:[_.-][\w-]{1,40})?\.(?:db|sqlite3?|duckdb)["']/g;
/** A store that outlives the process: a server's driver or URL, a database file, an environment's database URL. */
const PERSISTED_DATABASE =
  /\b(?:psycopg2?|psycopg|asyncpg|pg8000|pymysql|MySQLdb|mysql\.connector|pyodbc|cx_Oracle|oracledb|mongo\w{0,16}|redis)\b|\b(?:postgres(?:ql)?|mysql|mariadb|mssql|sqlserver|oracle|mongodb(?:\+srv)?):\/\/|\w\.(?:db|sqlite3?|duckdb)["']|DATABASE_URL|DB_URL|DB_URI|_DSN\b/i;

/** Whether every database the code opens lives in its process's memory or is a test's own file (and it names none that persists). */
function inMemoryDatabaseOnly(code: string): boolean {
  if (
    !code.includes('memory:') &&
    !/sqlite(?:\+\w{1,16})?:\/\/["']|duckdb\.connect\s{0,8}\(\s{0,8}\)|\btmp_?(?:path|dir)\b|test/.test(code)
  )
    return false;
  // A file in pytest's temporary folder (`tmp_path / "app.sqlite3"`) is made for one test and removed with it; a database
  // file named as a test's (`test.db`, `test_app.sqlite3`) is the suite's own.
  const text = code.replace(TEMP_FILE, 'tmp_path');
  if (PERSISTED_DATABASE.test(text)) return false;
  let opened = 0;
  let inMemory = 0;
  OPENS_DATABASE.lastIndex = 0;
  for (let match = OPENS_DATABASE.exec(text); match; match = OPENS_DATABASE.exec(text)) {
    if (++opened > 16) return false;
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 120);
    const bare = /^\s{0,8}\)/.test(after);
    if ((bare && text.slice(Math.max(0, match.index - 7), match.index) === 'duckdb.') || IN_MEMORY_OPEN.test(after)) inMemory++;
    // A connection taken from an engine or pool already opened (`engine.connect()`) is that one's.
    else if (!(bare && text[match.index - 1] === '.')) return false;
  }
  return inMemory > 0;
}

/**
 * Active Record's `Model.where(…).destroy_all|delete_all` (`Status.where(local: true).destroy_all`) is a DELETE with
 * that WHERE: written as one (`DELETE FROM Status WHERE local = TRUE`) for the SQL rules to judge, as a class of rows
 * or one row by its key. Only literal conditions are read: a hash of `column: value` pairs (a string, a number,
 * `true`/`false`, a symbol, `nil` as `IS NULL`) or one SQL string with no placeholder (`where("source LIKE 'conf%'")`).
 * https://api.rubyonrails.org/classes/ActiveRecord/Relation.html#method-i-destroy_all
 */
const RECORDS_WHERE =
  /\b([A-Z]\w{0,63}(?:::[A-Z]\w{0,63}){0,4})\.where\(\s{0,16}([^()]{1,400}?)\s{0,16}\)\s{0,16}\.(?:destroy_all|delete_all)\b/g;
const RANGE_PAIR = /^([a-z_]\w{0,63}):\s{0,16}(?:(\.\.\.?)\s{0,4}[^\s.][^,]{0,100}|[^\s.,][^,]{0,100}?\.\.\.?)$/;
// `renewed_at: nil` is SQL's `renewed_at IS NULL`: every row whose mark is unset (held-out round 164).
const HASH_PAIR = /^([a-z_]\w{0,63}):\s{0,16}("[^"\\#]{0,64}"|'[^'\\]{0,64}'|-?\d{1,9}|true|false|nil|:\w{1,64})$/;
const SQL_STRING = /^(?:"([^"\\#?]{1,400})"|'([^'\\?]{1,400})')$/;
// `status: %w[closed resolved]`, `status: %i[closed]`, `status: ["closed", :resolved]`: a list of values is SQL's `IN (…)`.
const LIST_PAIR = /^([a-z_]\w{0,63}):\s{0,16}(?:%[wi](?:\[([\w\s-]{1,300})\]|\(([\w\s-]{1,300})\))|\[([^[\]]{1,300})\])$/;
const LIST_ITEM = /^(?:"([^"\\#]{1,64})"|'([^'\\]{1,64})'|:(\w{1,64})|(-?\d{1,9}))$/;

/** A hash pair whose value is a list of literal words, as the SQL `col IN ('a', 'b')`; undefined for any other. */
function listPairSql(pair: string): string | undefined {
  const match = LIST_PAIR.exec(pair);
  if (!match) return undefined;
  const words = match[2] ?? match[3];
  const items =
    words !== undefined
      ? words.trim().split(/\s{1,16}/)
      : match[4]!.split(',').map((item) => {
          const literal = LIST_ITEM.exec(item.trim());
          return literal ? (literal[1] ?? literal[2] ?? literal[3] ?? literal[4]!) : undefined;
        });
  if (items.length === 0 || items.length > 32 || items.some((item) => item === undefined || item === '')) return undefined;
  return `${match[1]} IN (${items.map((item) => `'${item}'`).join(', ')})`;
}
/** Splits a hash's pairs at the commas outside brackets (`status: ["a", "b"], kind: "x"`). */
function hashPairs(args: string): string[] {
  const pairs: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < args.length; i++) {
    const c = args[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ',' && depth === 0) {
      pairs.push(args.slice(start, i).trim());
      start = i + 1;
    }
  }
  pairs.push(args.slice(start).trim());
  return pairs;
}
const BOUND_STRING = /^(?:"([^"\\#]{1,400})"|'([^'\\]{1,400})')\s{0,16},/;

/** The WHERE one `where(…)` link's literal arguments read as; `category` when they are a hash of category words alone. */
function linkWhere(args: string, model: string): { where: string | undefined; category: boolean } {
  const raw = SQL_STRING.exec(args);
  if (raw) return { where: raw[1] ?? raw[2], category: false };
  // `where("updated_at < ?", 2.years.ago)`: the SQL with its placeholders, for the SQL rules to judge as `WHERE updated_at < ?`.
  const bound = BOUND_STRING.exec(args);
  if (bound) return { where: bound[1] ?? bound[2], category: false };
  let where: string | undefined;
  const ranges = args.split(',').map((pair) => RANGE_PAIR.exec(pair.trim()));
  // `where(created_at: ..2.years.ago)`: an endless range is a cutoff, `WHERE created_at < ?`.
  if (ranges.length <= 8 && ranges.every((pair) => pair !== null))
    where = ranges.map((pair) => `${pair![1]} ${pair![2] ? '<' : '>='} ?`).join(' AND ');
  // `where(status: "closed", kind: %w[a b])`: each pair a literal (`col = 'x'`) or a list of them (`col IN ('a', 'b')`).
  const conditions = hashPairs(args).map((pair) => {
    const single = HASH_PAIR.exec(pair);
    if (!single) return listPairSql(pair);
    const value = single[2]!;
    // A housekeeping model's rows with a blank column (`Session.where(user_id: nil)`, carts never checked out) are made again,
    // as are sign-ups never confirmed and invitations never accepted (`User.where(confirmed_at: nil)`, ormFilters' unmetSignUp).
    if (value === 'nil') return throwaway(model) || unmetSignUp(model, single[1]!, true) ? undefined : `${single[1]} IS NULL`;
    const literal = value.startsWith(':') ? `'${value.slice(1)}'` : value.startsWith('"') ? `'${value.slice(1, -1)}'` : value;
    return `${single[1]} = ${literal}`;
  });
  if (conditions.length <= 8 && conditions.every((condition) => condition !== undefined)) where = conditions.join(' AND ');
  return { where, category: categoryFilter(args, 'rb', model) };
}

/**
 * `Donor.where(anonymised: false).where("last_donation_on < ?", 6.years.ago).destroy_all`: Active Record ANDs a chain of
 * `where` links, so the chain deletes the rows all of them select (held-out round 129). Read one link at a time with a
 * sticky pattern (no nested quantifier); up to four links.
 * https://guides.rubyonrails.org/active_record_querying.html#and-conditions
 */
const CHAIN_MODEL = /\b([A-Z]\w{0,63}(?:::[A-Z]\w{0,63}){0,4})(?=\.where\()/g;
const CHAIN_LINK = /\.where\(\s{0,16}([^()]{1,400}?)\s{0,16}\)\s{0,16}/y;
const CHAIN_DELETE = /\.(?:destroy_all|delete_all)\b/y;
const MAX_LINKS = 4;

/** The chained `where` links' arguments of each `Model.where(…).where(…)….destroy_all` of two links or more. */
function whereChains(text: string): Array<{ model: string; links: string[] }> {
  const chains: Array<{ model: string; links: string[] }> = [];
  CHAIN_MODEL.lastIndex = 0;
  let seen = 0;
  for (let match = CHAIN_MODEL.exec(text); match && seen++ < MAX_CALLS; match = CHAIN_MODEL.exec(text)) {
    const links: string[] = [];
    let at = match.index + match[0].length;
    for (let link = 0; link <= MAX_LINKS; link++) {
      CHAIN_LINK.lastIndex = at;
      const found = CHAIN_LINK.exec(text);
      if (!found) break;
      links.push(found[1]!);
      at = CHAIN_LINK.lastIndex;
    }
    CHAIN_MODEL.lastIndex = Math.max(CHAIN_MODEL.lastIndex, at);
    CHAIN_DELETE.lastIndex = at;
    if (links.length >= 2 && links.length <= MAX_LINKS && CHAIN_DELETE.test(text)) chains.push({ model: match[1]!, links });
  }
  return chains;
}

function recordsWhereSql(text: string, sql: string[]): void {
  if (!/\.where\(/.test(text) || !/destroy_all|delete_all/.test(text)) return;
  RECORDS_WHERE.lastIndex = 0;
  let seen = 0;
  for (let match = RECORDS_WHERE.exec(text); match && sql.length < MAX_CALLS && seen++ < MAX_CALLS; match = RECORDS_WHERE.exec(text)) {
    const [, model, args] = match as unknown as [string, string, string];
    const { where, category } = linkWhere(args, model);
    // A hash of category words is categoryDeletes' to judge, with the seed and test files where such rows are the file's own;
    // as SQL it would read as `WHERE plan = 'basic'` to the SQL rules, which do not know the file.
    if (where !== undefined && !category) sql.push(`DELETE FROM ${model.replaceAll('::', '.')} WHERE ${where}`);
  }
  for (const { model, links } of whereChains(text)) {
    if (sql.length >= MAX_CALLS) break;
    const read = links.map((args) => linkWhere(args, model));
    // Every link literal, as for one link; a chain of category words alone stays categoryDeletes' (it reads one link).
    if (read.some((link) => link.where === undefined) || read.every((link) => link.category)) continue;
    const statement = `DELETE FROM ${model.replaceAll('::', '.')} WHERE ${read.map((link) => link.where).join(' AND ')}`;
    if (!sql.includes(statement)) sql.push(statement);
  }
}

/**
 * Other ORMs' bulk deletes by a cutoff, written as the SQL they run (`DELETE FROM Model WHERE col < ?`) for the SQL rules
 * to judge as they judge a delete by range: Django's `Model.objects.filter(col__lt=x).delete()`, SQLAlchemy's
 * `session.query(Model).filter(Model.col < x).delete()`, Laravel's `Model::where('col', '<', x)->delete()`, Prisma's
 * `prisma.model.deleteMany({ where: { col: { lt: x } } })`.
 * https://docs.djangoproject.com/en/stable/ref/models/querysets/#delete, https://docs.sqlalchemy.org/en/20/orm/queryguide/query.html,
 * https://laravel.com/docs/eloquent#deleting-models-using-queries, https://www.prisma.io/docs/orm/reference/prisma-client-reference#deletemany
 */
const ORM_RANGE_DELETES: ReadonlyArray<{ family: Family; pattern: RegExp; where: (match: RegExpExecArray) => string }> = [
  {
    family: 'py',
    pattern:
      /\b([A-Z]\w{0,63})\.objects(?:\.all\(\))?\.filter\([^;\n]{0,200}?\b([a-z_]\w{0,63}?)__(?:\w{1,16}__)?(lte?|gte?)\s{0,4}=[^;\n]{0,200}?\.delete\(\s{0,8}\)/g,
    where: (match) => `${match[2]} ${match[3]!.startsWith('l') ? '<' : '>'} ?`,
  },
  {
    family: 'py',
    pattern: /\.query\(\s{0,8}([A-Z]\w{0,63})\s{0,8}\)\.filter\(\s{0,8}\1\.(\w{1,64})\s{0,8}([<>]=?)[^;\n]{0,200}?\.delete\(/g,
    where: (match) => `${match[2]} ${match[3]} ?`,
  },
  {
    family: 'php',
    pattern:
      /\b([A-Z]\w{0,63})::where(?:Date)?\(\s{0,8}['"](\w{1,64})['"]\s{0,8},\s{0,8}['"]([<>]=?)['"][^;\n]{0,200}?->(?:delete|forceDelete)\(/g,
    where: (match) => `${match[2]} ${match[3]} ?`,
  },
  // `LedgerEntry::whereYear('posted_at', $year)->delete()`, `whereBetween('created_at', [$a, $b])`: a year, month or day of
  // rows is a span of time, as `BETWEEN` (held-out round 66). https://laravel.com/docs/queries#additional-where-clauses
  {
    family: 'php',
    pattern:
      /\b([A-Z]\w{0,63})::where(?:Year|Month|Day|Date|Between)\(\s{0,8}['"](\w{1,64})['"]\s{0,8},\s{0,8}(?!['"][<>=])[^;\n]{0,200}?->(?:delete|forceDelete)\(/g,
    where: (match) => `${match[2]} BETWEEN ? AND ?`,
  },
  {
    family: 'js',
    pattern:
      /\.(\w{1,64})\.deleteMany\(\s{0,8}\{\s{0,8}where\s{0,4}:\s{0,8}\{\s{0,8}(\w{1,64})\s{0,4}:\s{0,8}\{\s{0,8}(lte?|gte?)\s{0,4}:/g,
    where: (match) => `${match[2]} ${match[3]!.startsWith('l') ? '<' : '>'} ?`,
  },
];

/** Whether `span` closes a bracket it did not open. */
function unbalanced(span: string): boolean {
  let depth = 0;
  for (const c of span) if ((c === '(' ? ++depth : c === ')' ? --depth : depth) < 0) return true;
  return false;
}

/**
 * Whether a Django lookup (`delivered_on__gte`) sits deeper than the filter's own arguments: inside `~Exists(Other.objects
 * .filter(…))` it bounds the other model's rows, not the deleted ones.
 */
function nestedLookup(span: string, column: string): boolean {
  const at = span.indexOf(`${column}__`);
  let depth = 0;
  for (let i = 0; i < at; i++) depth += span[i] === '(' ? 1 : span[i] === ')' ? -1 : 0;
  return depth > 1;
}

function ormRangeSql(text: string, family: Family, sql: string[]): void {
  for (const { family: own, pattern, where } of ORM_RANGE_DELETES) {
    if (own !== family || sql.length >= MAX_CALLS) continue;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text), n = 0; match && n++ < MAX_CALLS && sql.length < MAX_CALLS; match = pattern.exec(text)) {
      // A filter inside a subquery (`exclude(id__in=Delivery.objects.filter(delivered_on__gte=x).values(…)).delete()`) closes
      // more brackets than it opens before the delete: that delete is the outer model's, not a range of this one's rows.
      if (unbalanced(match[0]) || (family === 'py' && nestedLookup(match[0], match[2]!))) continue;
      const statement = `DELETE FROM ${match[1]} WHERE ${where(match)}`;
      if (!sql.includes(statement)) sql.push(statement);
    }
  }
  // SQLAlchemy's query held in a name, walked by a loop or split over lines, and 2.0's `delete(M).where(…)`.
  if (family === 'py')
    for (const statement of heldQueryDeletes(text)) if (sql.length < MAX_CALLS && !sql.includes(statement)) sql.push(statement);
}

/**
 * ORM bulk deletes whose filter is a category, a column compared with a literal word (`Membership.where(plan: "basic")
 * .destroy_all`, Django's `Patient.objects.filter(plan="basic").delete()`, SQLAlchemy's `session.query(M).filter_by(kind="x")
 * .delete()`, Prisma's `deleteMany({ where: { plan: "basic" } })`): every row of that class goes, where a key (`id`,
 * `email`, `slug`) picks one row and a test marker (`"test"`, `"tmp"`) picks the code's own rows.
 * https://api.rubyonrails.org/classes/ActiveRecord/Relation.html#method-i-destroy_all,
 * https://docs.djangoproject.com/en/stable/ref/models/querysets/#delete,
 * https://docs.sqlalchemy.org/en/20/orm/queryguide/query.html#sqlalchemy.orm.Query.filter_by,
 * https://www.prisma.io/docs/orm/reference/prisma-client-reference#deletemany
 */
const CATEGORY_DELETES: ReadonlyArray<{ family: Family; pattern: RegExp }> = [
  {
    family: 'rb',
    pattern: /\b([A-Z]\w{0,63}(?:::[A-Z]\w{0,63}){0,4})\.where\(\s{0,16}([^()]{1,400}?)\s{0,16}\)\s{0,16}\.(?:destroy_all|delete_all)\b/g,
  },
  {
    family: 'py',
    pattern: /\b([A-Z]\w{0,63})\.objects(?:\.all\(\))?\.(?:filter|exclude)\(([^()\n]{1,400}?)\)\s{0,8}\.delete\(\s{0,8}\)/g,
  },
  { family: 'py', pattern: /\.query\(\s{0,8}([A-Z]\w{0,63})\s{0,8}\)\.filter_by\(([^()\n]{1,400}?)\)\s{0,8}\.delete\(/g },
  // Laravel's `Customer::where('round_name', 'Tuesday East')->delete()`: a column and its value, read as `round_name='…'`
  // (held-out round 111). The form with an operator (`where('created_at', '<', $cutoff)`) is ormRangeSql's.
  // https://laravel.com/docs/eloquent#deleting-models-using-queries
  {
    family: 'php',
    pattern:
      /\b([A-Z]\w{0,63})::where\(\s{0,8}(?:'(\w{1,64})'|"(\w{1,64})")\s{0,8},\s{0,8}((?:'[^'\\\n]{1,64}'|"[^"\\\n{}$]{1,64}"|-?\d{1,9}|true|false))\s{0,8}\)\s{0,8}->(?:delete|forceDelete)\(/g,
  },
  // A trailing comma after the filter, as a formatter leaves a call split over lines (held-out round 66).
  {
    family: 'js',
    pattern: /\.(\w{1,64})\.deleteMany\(\s{0,8}\{\s{0,8}where\s{0,4}:\s{0,8}\{([^{}()\n]{1,400}?)\}\s{0,8},?\s{0,8}\}\s{0,8},?\s{0,8}\)/g,
  },
  // Sequelize's `Model.destroy({ where: { status: 'x' } })` (held-out round 66).
  // https://sequelize.org/docs/v6/core-concepts/model-querying-basics/#simple-delete-queries
  {
    family: 'js',
    pattern: /\b([A-Z]\w{0,63})\.destroy\(\s{0,8}\{\s{0,8}where\s{0,4}:\s{0,8}\{([^{}()\n]{1,400}?)\}\s{0,8},?\s{0,8}\}\s{0,8},?\s{0,8}\)/g,
  },
];
/**
 * One `column: value` / `column=value` of a filter whose value is a literal word (a string, a Ruby symbol), a number or a
 * boolean (`season__year=2024`, `archived=True`: a whole year's rows, every archived one, as SQL's `WHERE season = 2024`
 * is; held-out round 68). A key column compared with a number (`pk=12`, `order_id=7`) is IDENTIFYING's.
 */
const CATEGORY_PAIR =
  /^["']?([a-z_]\w{0,63})["']?\s{0,8}(?::|=(?!=))\s{0,8}(?:"([^"\\#{}]{1,64})"|'([^'\\]{1,64})'|:(\w{1,64})|(-?\d{1,9}|[Tt]rue|[Ff]alse))$/;
/** Columns that identify one row (or one person's), not a class of them. */
const IDENTIFYING =
  /(?:^|_)(?:id|uuid|guid|pk|key|email|slug|token|username|login|handle|name|title|number|num|no|sku|serial|url|path|phone)$/i;
/**
 * Through a relation (Django's `ensemble__name='Youth Strings'`) a name, title or number picks one *related* row, and so
 * every row of this model that hangs off it: a whole ensemble's parts (held-out round 71). The related row's key or slug
 * does the same (`society__slug='debating'`, `route__pk=7`: every membership of one society, as `society_id=4` is for
 * delete-by-owner; held-out round 144). Only a person's unique field (`user__email`, `author__username`) stays
 * identifying: it mostly reaches the person's one profile or account row.
 */
const RELATED_KEY = /(?:^|_)(?:email|token|username|login|handle)$/i;
/**
 * A column that holds a parent's name or title beside the row (`round_name`, `route_title` on Customer) picks every row of
 * that parent, as `round__name` does: a whole delivery round's customers (held-out round 111). It still identifies the row
 * when its stem is the model itself (`customer_name` on Customer) or a part of the row's own name (`first_name`,
 * `display_name`, `file_name`, `host_name`), and on a housekeeping model.
 */
const PARENT_NAME = /^([a-z][a-z0-9]{1,40}(?:_[a-z][a-z0-9]{1,40}){0,2})_(?:name|title)$/;
const OWN_NAME =
  /^(?:first|last|full|given|family|middle|sur|maiden|nick|display|user|screen|legal|preferred|real|short|long|common|friendly|official|public|internal|trading|business|contact|file|host|domain|dns|db|database|table|column|field|key|attr|attribute|object|bucket|blob|queue|topic|class|module|method|function|func|var|variable|machine|device|node|pod|container|image|repo|branch|tag|site|app|service|env|environment)$/;
const squashed = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/s$/, '');
function parentName(column: string, model: string): boolean {
  const stem = PARENT_NAME.exec(column)?.[1];
  // A housekeeping model's rows (sessions, tokens, caches, jobs, logs) are made again: as groupDeleteAdded reads them.
  if (stem === undefined || OWN_NAME.test(stem.split('_').at(-1)!) || throwaway(model)) return false;
  const own = squashed(model.split(/::|\./).at(-1) ?? model);
  return own !== '' && !own.endsWith(squashed(stem)) && !squashed(stem).endsWith(own);
}
const identifying = (column: string, model = '') =>
  (column.includes('__') ? RELATED_KEY : IDENTIFYING).test(column) && !(model !== '' && parentName(column, model));
/** The class columns the SQL rules read in `WHERE col = 'x'` (rules/destructive/sql.json, delete-by-range). */
const SQL_CLASS_COLUMN =
  /(?:type|kind|category|class|status|state|source|format|level|genre|role|lang|language|county|country|region|district|province|department|dept|tenant|channel|provider|platform|segment|tier|code)$/i;
const TEST_VALUE = /test|example|e2e|fixture|dummy|fake|tmp|temp|scratch|sandbox/i;

/** Whether a filter's pairs are all a category column with a literal word: a class of rows, not one by its key or a test's own. */
function categoryFilter(filter: string, family: Family, model = ''): boolean {
  const pairs = filter.split(',').map((pair) => CATEGORY_PAIR.exec(pair.trim()));
  if (pairs.length > 8 || pairs.some((pair) => pair === null)) return false;
  if (pairs.some((pair) => identifying(pair![1]!, model) || TEST_VALUE.test(pair![2] ?? pair![3] ?? pair![4] ?? pair![5]!))) return false;
  // A flag that marks the code's own rows (`is_test=True`, `sandbox: true`) picks them, as a test value does.
  if (pairs.some((pair) => pair![5] !== undefined && /^[Tt]rue$/.test(pair![5]) && TEST_VALUE.test(pair![1]!))) return false;
  // Active Record's `where` is also written as SQL (recordsWhereSql): a column named for a class, or compared with a number
  // or a boolean (`where(active: false)`), is the SQL rules' to judge.
  return !(family === 'rb' && pairs.some((pair) => SQL_CLASS_COLUMN.test(pair![1]!) || pair![5] !== undefined));
}

/** Whether a Django filter's `col__isnull=True|False` tests make its delete a sign-up or invitation sweep (unmetSignUp). */
function sweptNulls(filter: string, model: string): boolean {
  for (const test of filter.matchAll(/\b(\w{1,64}?)__isnull\s{0,8}=\s{0,8}(True|False)\b/g))
    if (unmetSignUp(model, test[1]!, test[2] === 'True')) return true;
  return false;
}

function categoryDeletes(text: string, family: Family, calls: SdkCall[]): void {
  if (!/destroy_all|delete_all|\.delete\(|\.destroy\(|deleteMany|->(?:delete|forceDelete)\(/.test(text)) return;
  for (const { family: own, pattern } of CATEGORY_DELETES) {
    if (own !== family) continue;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text), n = 0; match && n++ < MAX_CALLS && calls.length < MAX_CALLS; match = pattern.exec(text)) {
      // Laravel's column and value come apart: joined as one `column=value` pair.
      const filter = own === 'php' ? `${match[2] ?? match[3]}=${match[4]}` : match[2]!;
      if (!categoryFilter(filter, family, match[1]!)) continue;
      // A housekeeping model's rows picked by an empty column (`Session.objects.filter(user__isnull=True)`) are made again,
      // and so are sign-ups never confirmed and invitations never accepted (`confirmed_at__isnull=True`), as ormNullDeleteSql
      // leaves them.
      if (/__isnull\b/.test(filter) && (throwaway(match[1]!) || sweptNulls(filter, match[1]!))) continue;
      calls.push({
        written: match[0].slice(0, 120),
        verb: 'delete',
        noun: match[1]!,
        all: false,
        bare: false,
        selected: true,
        category: true,
      });
    }
  }
}

/**
 * ORM bulk updates whose filter is a category, a column compared with a literal word: Prisma's `updateMany({ where:
 * { status: 'inactive' }, data })`, Sequelize's `Model.update(values, { where: { region: 'north' } })`, Mongo's
 * `updateMany({ type: 'x' }, …)`, Django's `Model.objects.filter(plan='x').update(…)`, SQLAlchemy's `filter_by(…).update(…)`,
 * Active Record's `where(plan: 'x').update_all(…)`. Written as the UPDATE they run for the SQL rule update-by-attribute to
 * judge as it judges `UPDATE … WHERE plan = 'x'` (a key, a test value or a housekeeping table stays silent; held-out round 54).
 * https://www.prisma.io/docs/orm/reference/prisma-client-reference#updatemany,
 * https://sequelize.org/api/v6/class/src/model.js~model#static-method-update,
 * https://docs.djangoproject.com/en/stable/ref/models/querysets/#update,
 * https://api.rubyonrails.org/classes/ActiveRecord/Relation.html#method-i-update_all
 */
const CATEGORY_UPDATES: ReadonlyArray<{ family: Family; pattern: RegExp }> = [
  { family: 'js', pattern: /\.(\w{1,64})\.updateMany\(\s{0,8}\{\s{0,8}where\s{0,4}:\s{0,8}\{([^{}()\n]{1,400}?)\}/g },
  {
    family: 'js',
    pattern:
      /\.(\w{1,64})\.updateMany\(\s{0,8}\{\s{0,8}data\s{0,4}:\s{0,8}\{[^{}]{0,400}\}\s{0,8},\s{0,8}where\s{0,4}:\s{0,8}\{([^{}()\n]{1,400}?)\}/g,
  },
  {
    family: 'js',
    pattern: /\b([A-Z]\w{0,63})\.update\(\s{0,8}\{[^{}]{0,400}\}\s{0,8},\s{0,8}\{\s{0,8}where\s{0,4}:\s{0,8}\{([^{}()\n]{1,400}?)\}/g,
  },
  // MongoDB's updateMany / update_many are read with their update document by documentDeletes.ts (documentUpdateSql).
  {
    family: 'py',
    pattern: /\b([A-Z]\w{0,63})\.objects(?:\.all\(\))?\.filter\(([^()\n]{1,400}?)\)\s{0,8}\.update\(/g,
  },
  { family: 'py', pattern: /\.query\(\s{0,8}([A-Z]\w{0,63})\s{0,8}\)\.filter_by\(([^()\n]{1,400}?)\)\s{0,8}\.update\(/g },
  { family: 'rb', pattern: /\b([A-Z]\w{0,63}(?:::[A-Z]\w{0,63}){0,4})\.where\(\s{0,16}([^()]{1,400}?)\s{0,16}\)\s{0,16}\.update_all\b/g },
];

function categoryUpdateSql(text: string, family: Family, sql: string[]): void {
  if (!/updateMany|update_many|update_all|\.update\(/.test(text)) return;
  for (const { family: own, pattern } of CATEGORY_UPDATES) {
    if (own !== family || sql.length >= MAX_CALLS) continue;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text), n = 0; match && n++ < MAX_CALLS && sql.length < MAX_CALLS; match = pattern.exec(text)) {
      const pairs = match[2]!.split(',').map((pair) => CATEGORY_PAIR.exec(pair.trim()));
      // A number or a boolean is not written as the SQL rule's word (`= '2024'`): those pairs stay unread here.
      if (pairs.length > 8 || pairs.some((pair) => pair === null || pair[5] !== undefined)) continue;
      // The SQL rule reads the keys, test values and word-only values; the pairs are only written as its WHERE.
      const where = pairs.map((pair) => `${pair![1]} = '${pair![2] ?? pair![3] ?? pair![4]}'`).join(' AND ');
      const statement = `UPDATE ${match[1]!.replaceAll('::', '.')} SET changed = ? WHERE ${where}`;
      if (!sql.includes(statement)) sql.push(statement);
    }
  }
}

/**
 * ORM bulk updates with no scope at all: Active Record's `Player.update_all(rating: 1500)` (or `.all.update_all`), Django's
 * `Player.objects.update(rating=1500)` (or `.all().update(…)`), SQLAlchemy's `session.query(Player).update({…})`, Laravel's
 * `Player::query()->update([…])` and `DB::table('players')->update([…])`, Prisma's `updateMany({ data })` with no `where` (or
 * `where: {}`), Sequelize's `Model.update({…}, { where: {} })`. Each overwrites the column in every row of the table, as
 * `UPDATE players SET rating = 1500` does: written as that UPDATE with no WHERE, for the SQL rule update-without-where to judge
 * as it judges the SQL (held-out round 120). A scoped update (`where(…)`, `filter(…)`, `where: { … }`, a named scope or an
 * association: `Player.active.update_all`, `team.players.update_all`) and an update on one instance (`player.update(…)`) are
 * not matched. Each pattern is one bounded pass, no nesting (a column's name ends at a word boundary, so the free text after
 * it is tried once): linear in the code.
 * https://api.rubyonrails.org/classes/ActiveRecord/Relation.html#method-i-update_all,
 * https://docs.djangoproject.com/en/stable/ref/models/querysets/#update, https://laravel.com/docs/eloquent#mass-updates,
 * https://www.prisma.io/docs/orm/reference/prisma-client-reference#updatemany,
 * https://sequelize.org/api/v6/class/src/model.js~model#static-method-update
 */
const EMPTY_WHERE = String.raw`where\s{0,4}:\s{0,8}\{\s{0,8}\}`;
const PRISMA_DATA = String.raw`data\s{0,4}:\s{0,8}\{\s{0,8}["']?(?:(\w{1,64})\b)?[^{}]{0,400}\}`;
const UNSCOPED_UPDATES: ReadonlyArray<{ family: Family; pattern: RegExp }> = [
  {
    family: 'rb',
    pattern: /(?<![\w.:])([A-Z]\w{0,63}(?:::[A-Z]\w{0,63}){0,4})(?:\.all|\.unscoped)?\.update_all[ \t]{0,8}\(?[ \t]{0,8}["':]?(\w{1,64})?/g,
  },
  { family: 'py', pattern: /(?<![\w.])([A-Z]\w{0,63})\.objects(?:\.all\(\s{0,8}\))?\.update\(\s{0,8}(\w{1,64})?/g },
  { family: 'py', pattern: /\.query\(\s{0,8}([A-Z]\w{0,63})\s{0,8}\)\.update\(\s{0,8}\{\s{0,8}(?:[A-Z]\w{0,63}\.|["'])?(\w{1,64})?/g },
  { family: 'php', pattern: /(?<![\w\\])([A-Z]\w{0,63})::query\(\s{0,8}\)->update\(\s{0,8}\[\s{0,8}["']?(\w{1,64})?/g },
  { family: 'php', pattern: /\bDB::table\(\s{0,8}["'](\w{1,64})["']\s{0,8}\)->update\(\s{0,8}\[\s{0,8}["']?(\w{1,64})?/g },
  {
    family: 'js',
    pattern: new RegExp(
      String.raw`\.(\w{1,64})\.updateMany\(\s{0,8}\{\s{0,8}(?:${EMPTY_WHERE}\s{0,8},\s{0,8})?${PRISMA_DATA}\s{0,8}(?:,\s{0,8}${EMPTY_WHERE}\s{0,8})?,?\s{0,8}\}\s{0,8}\)`,
      'g',
    ),
  },
  {
    family: 'js',
    pattern: new RegExp(
      String.raw`(?<![\w.])([A-Z]\w{0,63})\.update\(\s{0,8}\{\s{0,8}["']?(?:(\w{1,64})\b)?[^{}]{0,400}\}\s{0,8},\s{0,8}\{\s{0,8}${EMPTY_WHERE}\s{0,8},?\s{0,8}\}`,
      'g',
    ),
  },
];

function unscopedUpdateSql(text: string, family: Family, sql: string[]): void {
  if (!/update_all|\.update\(|->update\(|updateMany/.test(text)) return;
  for (const { family: own, pattern } of UNSCOPED_UPDATES) {
    if (own !== family || sql.length >= MAX_CALLS) continue;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text), n = 0; match && n++ < MAX_CALLS && sql.length < MAX_CALLS; match = pattern.exec(text)) {
      const table = family === 'php' && !/^[A-Z]/.test(match[1]!) ? match[1]! : identifierWords(match[1]!.replaceAll('::', '')).join('_');
      const statement = `UPDATE ${table} SET ${match[2] ?? 'changed'} = ?`;
      if (!sql.includes(statement)) sql.push(statement);
    }
  }
}

/**
 * Rows picked by a cutoff, then deleted one by one by their key: `SELECT id FROM matters WHERE closed_on < %s`, then in a
 * loop over the rows `DELETE FROM matters WHERE id = %s` (and `DELETE FROM documents WHERE matter_id = %s`). Each DELETE
 * takes one row, but the loop takes every row the SELECT found, as `DELETE FROM matters WHERE closed_on < %s` would: written
 * so, for the SQL rules to judge as a delete by range. An `executemany` over the ids (`[(i,) for i in ids]`) is such a loop,
 * and the cutoff may follow other conditions or be a literal date (held-out round 60).
 */
const CUTOFF_SELECT =
  /["'`]\s{0,16}SELECT\s[^"'`;]{1,300}?\sFROM\s+[\w."`]{1,128}[^"'`;]{0,200}?\sWHERE\s+(?:[^"'`;]{0,160}?\sAND\s+)?(?:\w{1,64}\.)?(\w{1,64})\s{0,8}<=?\s{0,8}(%s|%\(\w{1,64}\)s|\?|\$\d{1,2}|:[A-Za-z_]\w{0,63}|'\d{4}-\d{2}-\d{2}[^'\n]{0,16}')/i;
// The key may be bound one at a time (`id = %s`) or as the list the loop collected (`id IN %s` with `tuple(ids)`, `id =
// ANY(%s)`, `IN :ids`): either way every row the select found (held-out round 133).
const BOUND_KEY = String.raw`(?:%s|%\(\w{1,64}\)s|\?|\$\d{1,2}|:[A-Za-z_]\w{0,63})`;
const KEYED_DELETE = new RegExp(
  String.raw`^DELETE\s+FROM\s+([\w."\`]{1,128})\s+WHERE\s+(?:\w{1,64}\.)?(?:\w{1,60}_)?id\s{0,8}` +
    String.raw`(?:=\s{0,8}(?:ANY\s{0,8}\(\s{0,8}${BOUND_KEY}(?:::\w{1,32}\[\])?\s{0,8}\)|${BOUND_KEY})` +
    String.raw`|IN\s{0,8}(?:\(\s{0,8}${BOUND_KEY}\s{0,8}\)|${BOUND_KEY}))` +
    String.raw`\s{0,8};?\s{0,8}$`,
  'i',
);
const ROW_LOOP = /\bfor\s{1,8}[\w, ()]{1,80}\s{1,8}in\b|\bfor\s{0,8}\(\s{0,8}(?:const|let|var)\s|\.(?:forEach|each)\b/;

function cutoffLoopSql(text: string, sql: string[]): void {
  const select = CUTOFF_SELECT.exec(text);
  if (!select || /(?:^|_)(?:id|uuid|pk|key|seq|version)$/i.test(select[1]!) || !ROW_LOOP.test(text.slice(select.index))) return;
  for (const statement of [...sql]) {
    const keyed = KEYED_DELETE.exec(statement);
    if (!keyed || sql.length >= MAX_CALLS) continue;
    // A literal date (`departed_on < '2020-01-01'`) stays one: a fixed range of records, not an app's own rolling window.
    const cutoff = select[2]!.startsWith("'") ? select[2] : '?';
    const ranged = `DELETE FROM ${keyed[1]} WHERE ${select[1]} < ${cutoff}`;
    if (!sql.includes(ranged)) sql.push(ranged);
  }
}

/** The destructive SQL statements string literals of `text` hold, added to `sql` (once each). */
function literalSql(text: string, family: Family, sql: string[]): void {
  if (!/DROP|TRUNCATE|DELETE|UPDATE|ALTER/i.test(text)) return;
  for (const pattern of BACKTICK_TEXT.has(family) && text.includes('`') ? [LITERAL_SQL, BACKTICK_SQL] : [LITERAL_SQL]) {
    pattern.lastIndex = 0;
    let seen = 0;
    for (let match = pattern.exec(text); match && sql.length < MAX_CALLS && seen < MAX_CALLS * 4; match = pattern.exec(text)) {
      const read = match[1] ?? match[2];
      if (read === undefined) continue;
      seen++;
      const interpolated = pattern === BACKTICK_SQL ? read.indexOf('${') : -1;
      const statement = interpolated >= 0 ? read.slice(0, interpolated) : joinedPieces(text, read, match.index + match[0].length);
      if (sql.includes(statement)) continue;
      if (TEXT_ONLY.test(text.slice(Math.max(0, match.index - 48), match.index))) continue;
      sql.push(statement);
    }
  }
}

/**
 * What a loop variable iterates over: for `r` in `[r.delete() for r in api.runs('p')]` or `for (const r
 * of client.files.list())`, the source's chain nearest first (`runs`, `api`), past links that only
 * list (`list()`). Undefined when `name` is bound by no loop.
 */
function loopSource(masked: string, text: string, name: string): string[] | undefined {
  if (!/^[A-Za-z_$][\w$]{0,40}$/.test(name)) return undefined;
  // Each name's loop is looked up once per text: hostile code repeats one receiver thousands of times.
  if (loops.text !== text) loops = { text, found: new Map() };
  if (loops.found.has(name)) return loops.found.get(name);
  const links = boundBy(masked, text, name);
  if (loops.found.size < MAX_NAMES) loops.found.set(name, links);
  return links;
}
let loops: { text: string; found: Map<string, string[] | undefined> } = { text: '', found: new Map() };

function boundBy(masked: string, text: string, name: string): string[] | undefined {
  const escaped = name.replaceAll('$', '\\$');
  // One scan finds the loop that binds it: `for (const r of …)`, `for r in …`, or a callback's parameter,
  // an item of what `forEach` walks (`ss.getSheets().forEach(s => s.clear())`).
  // A Ruby block's parameter is one too: `client.tickets.all! do |t|`, `.each { |t| … }`.
  const block = `\\.(?:each|all!?|map|find_each|each_page)[ \\t]{0,8}(?:do|\\{)[ \\t]{0,8}\\|[ \\t]{0,8}${escaped}[ \\t]{0,8}\\|`;
  const callback = `\\.(?:forEach|map)\\s*\\(\\s*(?:async\\s+)?\\(?\\s*${escaped}\\s*\\)?\\s*=>`;
  const binder = new RegExp(`\\bfor\\s*\\(?\\s*(?:const\\s+|let\\s+|var\\s+)?${escaped}\\s+(?:in|of)\\s+|${callback}|${block}`).exec(
    masked,
  );
  if (!binder) return undefined;
  if (binder[0].startsWith('.')) {
    const links = receivers(masked, binder.index + 1);
    while (links.length > 1 && LISTING.test(links[0]!)) links.shift();
    return links.length > 0 ? links : undefined;
  }
  let from = binder.index + binder[0].length;
  // `for pid in list(all_product_ids()):` with `def all_product_ids():` paging `requests.get(…)`: the items a listing returns.
  const paged = pagedListing(masked, from);
  if (paged !== undefined) return paged;
  let expression = sourceExpression(masked, from);
  // `fields = session.get(…).json()['values']` then `for f in fields:`: the loop walks what the name was last given.
  const bare = /^\s*([A-Za-z_$][\w$]{0,40})\s*$/.exec(expression)?.[1];
  if (bare !== undefined) {
    const given = [
      ...masked
        .slice(Math.max(0, binder.index - BACK), binder.index)
        .matchAll(
          new RegExp(
            `(?:^|[\\n;])[ \\t]{0,16}(?:const\\s+|let\\s+|var\\s+)?${bare.replaceAll('$', '\\$')}[ \\t]{0,8}=(?!=)[ \\t]{0,8}`,
            'g',
          ),
        ),
    ].at(-1);
    if (given) {
      from = Math.max(0, binder.index - BACK) + given.index + given[0].length;
      const value = sourceExpression(masked, from);
      if (value.includes('.')) expression = value;
      else from = binder.index + binder[0].length;
    }
  }
  // `for p in db.query(filter=…)`: a filter in the source's arguments walks some items.
  const filtered =
    FILTERED_SOURCE.test(masked.slice(from, Math.min(masked.length, from + BACK)).split('\n', 1)[0]!) && !stateFiltered(masked, text, from);
  // `for (const it of await ebay.getActiveListings())`: what is awaited is the listing call.
  const links = expression
    .split('.')
    .map((link) => link.trim().replace(/^await\s{1,8}/, ''))
    .filter((link) => /^[A-Za-z_$][\w$]*$/.test(link))
    .reverse();
  while (links.length > 1 && LISTING.test(links[0]!)) links.shift();
  if (filtered && links.length > 0) links.unshift('filter');
  return links.length > 0 ? links : undefined;
}

/**
 * The links of the listing a loop walks through a function of the same code (`for pid in list(all_product_ids())`, `for
 * (const id of await allIds())`) whose body lists by an HTTP client's GET and yields or returns what it got (a generator
 * paging `requests.get(f"{BASE}/products.json")`): `[get, requests]`, as a loop over the GET itself reads. Held-out round 52.
 */
function pagedListing(masked: string, from: number): string[] | undefined {
  const called = /^\s{0,8}(?:(?:list|sorted|tuple|set|Array\.from)\s{0,4}\(\s{0,4})?(?:await\s{1,8})?([A-Za-z_$][\w$]{0,40})\s{0,4}\(/.exec(
    masked.slice(from, from + 160),
  )?.[1];
  if (called === undefined || /^(?:list|sorted|tuple|set|range|enumerate|zip|open|reversed)$/.test(called)) return undefined;
  const escaped = called.replaceAll('$', '\\$');
  const definition = new RegExp(`(?:^|\\n)[ \\t]{0,16}(?:async[ \\t]{1,8})?(?:def|function\\*?)[ \\t]{1,8}${escaped}[ \\t]{0,8}\\(`).exec(
    masked,
  );
  if (!definition) return undefined;
  const start = definition.index + definition[0].length;
  // The body: up to the next top-level definition, bounded.
  const body = masked.slice(start, start + 4096).split(/\n(?=(?:def|class|function|async|for|if|with)\b)/, 1)[0]!;
  const get = /\b([A-Za-z_$][\w$]{0,40})\s{0,4}\.\s{0,4}get\s{0,4}\(/.exec(body);
  if (!get || !HTTP_CLIENTS.test(get[1]!) || !/\b(?:yield|return)\b/.test(body)) return undefined;
  return ['get', get[1]!];
}

/** The source expression at `from`, with its calls' arguments dropped, up to where it ends at depth 0. */
function sourceExpression(masked: string, from: number): string {
  let expression = '';
  let depth = 0;
  for (let i = from; i < masked.length && i - from < BACK; i++) {
    const ch = masked[i]!;
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') {
      if (depth === 0) break;
      depth--;
    } else if (depth === 0) {
      if (/[:\n;{]/.test(ch) || (/\s/.test(ch) && /^\s*(?:if|for)\b/.test(masked.slice(i, i + 8)))) break;
      expression += ch;
    }
  }
  return expression;
}

/**
 * The names bound to an in-memory store's client (`c = chromadb.EphemeralClient()`) and to what a call on one of
 * them returns (`col = c.create_collection('smoke')`), in order, bounded.
 */
function inMemoryNames(masked: string): Set<string> {
  const names = new Set<string>();
  const ASSIGNED = /(?:^|[\n;])[ \t]{0,16}([A-Za-z_$][\w$]{0,40})[ \t]{0,8}=[ \t]{0,8}([A-Za-z_$][\w$.]{0,80})[ \t]{0,8}\(/g;
  let seen = 0;
  for (let match = ASSIGNED.exec(masked); match && seen++ < 64; match = ASSIGNED.exec(masked)) {
    const callee = match[2]!;
    const root = callee.split('.', 1)[0]!;
    if (/(?:^|\.)(?:EphemeralClient|Client|QdrantClient)$/.test(callee) || (callee.includes('.') && names.has(root))) names.add(match[1]!);
  }
  return names;
}

/** Whether the loop source at `from` is filtered only by its items' state (`filters={'state': 'finished'}`), read in the raw code. */
function stateFiltered(masked: string, text: string, from: number): boolean {
  if (text.length !== masked.length) return false;
  const line = text.slice(from, Math.min(text.length, from + BACK)).split('\n', 1)[0]!;
  const at = /\bfilters?\s{0,8}=/.exec(line);
  return at !== null && line.indexOf('=', at.index + at[0].length) < 0 && STATE_FILTER.test(line.slice(at.index + at[0].length));
}

/**
 * The source of the loop an argument's names are bound by (`files.delete(fileId=f['id'])`, `pages.update({ page_id:
 * page.id })`): the first of a few names at the arguments' top level that a loop binds; undefined when none.
 */
function argumentLoop(masked: string, text: string, argument: string, raw: string): string[] | undefined {
  const NAMES = /(?<![\w$.])[A-Za-z_$][\w$]*/g;
  let seen = 0;
  for (let match = NAMES.exec(argument); match && seen++ < 6; match = NAMES.exec(argument)) {
    // A keyword's name (`fileId=`, `page_id:`) is no value.
    if (/^\s*[=:](?!=)/.test(argument.slice(match.index + match[0].length, match.index + match[0].length + 4))) continue;
    const links = loopSource(masked, text, match[0]);
    if (links) return links;
  }
  // `requests.delete(f"{API}/sims/{sim['iccid']}")`, `` fetch(`${base}/users/${u.id}`, …) ``: a name interpolated into a string.
  const INTERPOLATED = /\$?\{\s*([A-Za-z_$][\w$]*)/g;
  seen = 0;
  for (let match = INTERPOLATED.exec(raw); match && seen++ < 6; match = INTERPOLATED.exec(raw)) {
    const links = loopSource(masked, text, match[1]!);
    if (links) return links;
  }
  return undefined;
}

/** Where `each(&:` before `at` begins and where its `(` is: `users.each(&:destroy)`, `find_each(&:destroy)`. */
function eachOf(masked: string, at: number): { start: number; open: number } | undefined {
  if (masked[at - 1] !== ':' || masked[at - 2] !== '&') return undefined;
  const head = /(?:^|[^\w$])((?:find_)?each|map|each_entry)\s*\(\s*$/.exec(masked.slice(Math.max(0, at - 24), at - 2));
  if (!head) return undefined;
  const start = at - 2 - (head[0].length - head[0].indexOf(head[1]!));
  return { start, open: masked.indexOf('(', start) };
}

/** The index of the `(` that follows `at` after spaces, or -1. */
function openParen(text: string, at: number): number {
  let i = at;
  while (i < text.length && i - at < 8 && (text[i] === ' ' || text[i] === '\t')) i++;
  return text[i] === '(' ? i : -1;
}

/** Calls that send a request whose method is an option (`fetch(url, { method: 'DELETE' })`, ofetch, got, ky). */
const FETCHERS = /^(?:fetch|\$fetch|ofetch|got|ky)$/;
const DELETE_OPTION = /^[^;]{0,300}?\bmethod\s{0,8}[:=]\s{0,8}["'`]DELETE["'`]/i;

/**
 * `` for (const it of items.elements) await fetch(`${base}/items/${it.id}`, { method: 'DELETE' }) ``: a DELETE of each
 * item of an unfiltered listing, as `requests.delete(f"{API}/items/{it['id']}")` in such a loop is (deleteCall).
 */
function fetchDelete(start: number, open: number, masked: string, text: string): SdkCall | undefined {
  const raw = text.slice(open + 1, open + 1 + AHEAD);
  if (!DELETE_OPTION.test(raw)) return undefined;
  const walked = argumentLoop(masked, text, masked.slice(open + 1, open + 1 + AHEAD), raw);
  if (!everyItemOf(walked, masked, text, start, open) || walked!.length < 2) return undefined;
  const collection = urlCollection(raw.split(',', 1)[0]!);
  return collection === undefined
    ? undefined
    : { written: text.slice(start, open), verb: 'delete', noun: `/${collection}`, all: true, bare: false };
}

/** An HTTP client's methods that send a request of their name (`requests.get`, `session.post`, `axios.put`). */
const HTTP_VERBS = /^(?:get|post|put|patch)$/;
/** A path segment that names a delete operation: its first or last word a delete verb (`delete`, `people.delete`, `deletePerson`). */
const ENDPOINT_VERBS = new Set(['delete', 'destroy', 'purge', 'erase', 'wipe', 'obliterate']);
/** What a delete endpoint evicts rather than deletes: copies in a cache or a CDN. */
const COPIES_ENDPOINT = /cache|cdn|fastly/i;

/**
 * `for p in requests.get(f"{base}/people").json(): requests.get(base + '/people/delete', params={'person_id': p['id']})`:
 * an API that deletes at an endpoint named for the operation, by whatever method (Breeze ChMS deletes a person by a
 * GET of `people/delete`; Slack-style RPC APIs by a POST of `chat.delete`), called for each item of an unfiltered
 * listing: every item is deleted, as a DELETE of each is (deleteCall). The verb is read from the URL's literal text.
 * https://app.breezechms.com/api#delete_person, https://api.slack.com/methods/chat.delete
 */
function endpointDelete(start: number, open: number, masked: string, text: string): SdkCall | undefined {
  const chain = receivers(masked, start);
  if (chain[0] === undefined || !HTTP_CLIENTS.test(chain[0])) return undefined;
  const raw = text.slice(open + 1, open + 1 + AHEAD);
  const first = raw.split(/[,)]/, 1)[0]!;
  const literal = [...first.slice(0, 1024).matchAll(/["'`]([^"'`\n]{0,300})["'`]/g)].map((found) => found[1]).join('');
  const segments = literal.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (last === undefined || last.length > 80 || !/^[\w.-]+$/.test(last) || COPIES_ENDPOINT.test(literal)) return undefined;
  const words = last.split(/[._-]+|(?<=[a-z])(?=[A-Z])/).map((word) => word.toLowerCase());
  if (!ENDPOINT_VERBS.has(words[0]!) && !ENDPOINT_VERBS.has(words.at(-1)!)) return undefined;
  const walked = argumentLoop(masked, text, masked.slice(open + 1, open + 1 + AHEAD), raw);
  if (!everyItemOf(walked, masked, text, start, open) || walked!.length < 2) return undefined;
  const noun = words.length > 1 ? last : (segments.at(-2) ?? last);
  return {
    written: `${text.slice(receiverChain(masked, start).nearest, start)}${text.slice(start, open)}`.slice(-60),
    verb: 'delete',
    noun: `/${noun}`,
    all: true,
    bare: false,
  };
}

/**
 * Whether a call between `start` and `open` takes every item of the loop source `walked`: no filter in the source, and
 * no condition near the call but one on the item's status or state.
 */
function everyItemOf(walked: string[] | undefined, masked: string, text: string, start: number, open: number): boolean {
  const from = Math.max(0, start - BACK);
  // A script's `if __name__ == "__main__":` chooses how the file runs, not which items.
  const near = masked
    .slice(from, open + 1 + AHEAD)
    .replace(MAIN_GUARD, '')
    .replace(PAGE_END, '');
  return (
    walked !== undefined &&
    !walked.some((link) => FILTERS.test(link)) &&
    (!/\bif\b/.test(near) || stateCondition(near, text.slice(from, open + 1 + AHEAD).replace(MAIN_GUARD, '')) || kindTests(near))
  );
}
// A paging loop's stop on an empty page (`if not items: return`, `if (!page.length) break;`) chooses no item.
const PAGE_END = /\bif[ \t]{0,8}(?:not[ \t]{1,8}|\(\s{0,4}!\s{0,4})[\w.$[\]"']{1,80}\s{0,4}\)?[ \t]{0,8}:?\s{0,32}(?:return|break)\b/g;
const MAIN_GUARD = /\bif[ \t]{1,8}__name__[ \t]{0,8}==[ \t]{0,8}["'][^"'\n]{0,10}["'][ \t]{0,8}:/g;

/**
 * A test of what kind of item it is or the state it is in, no choice among items: `if (e.isPublished()) await
 * e.unpublish();` before the delete (Contentful deletes only an unpublished entry), `if p.is_dir(): shutil.rmtree(p)`.
 */
const KIND_TEST =
  /\bif[ \t(]{1,8}(?:not[ \t]{1,8}|!\s{0,4})?[A-Za-z_$][\w$]{0,63}\s{0,4}\.\s{0,4}(?:isPublished|isArchived|isDraft|isUpdated|isChanged|is_dir|is_file|is_symlink|isDirectory|isFile|isSymbolicLink|exists)\s{0,4}\(\s{0,4}\)/g;

/** Whether every `if` near a loop's delete is a kind or state test of an item (`KIND_TEST`). */
function kindTests(near: string): boolean {
  const ifs = (near.match(/\bif\b/g) ?? []).length;
  return ifs > 0 && (near.match(KIND_TEST) ?? []).length === ifs;
}

const HOST_URL = /\bhttps?:\/\/([\w.-]{1,253})/g;
// A local service is no test host: labels of earlier rounds speak for a loop deleting every study of Orthanc on localhost.
const TEST_HOST = /\.(?:test|example|invalid)$|(?:^|[.-])sandbox(?:[.-]|$)/i;
/** Whether every URL the code names has a test or sandbox host (`shop.test`, `api.sandbox.x.com`), one at least. */
function testHostsOnly(text: string): boolean {
  const hosts = [...text.slice(0, 100_000).matchAll(HOST_URL)].slice(0, 64).map((found) => found[1]!);
  return hosts.length > 0 && hosts.every((host) => TEST_HOST.test(host));
}

/** The collection a URL deletes an item of: the segment before the last interpolated one (`${base}/items/${it.id}` → items). */
function urlCollection(url: string): string | undefined {
  // The last such segment: `/organizations/{org}/fields/{f['id']}` deletes a field, in an organization.
  return [...url.slice(0, 1024).matchAll(/\/([A-Za-z][\w-]{0,40})\/\$?\{/g)].at(-1)?.[1];
}

function deleteCall(name: string, start: number, open: number, masked: string, text: string): SdkCall | undefined {
  const parts = identifierWords(name);
  if (parts.length === 0 || parts.length > 8) return undefined;
  let at = 0;
  while (at < parts.length - 1 && PREFIXES.has(parts[at]!)) at++;
  let verb = parts[at]!;
  // Nakama's `nk.leaderboard_delete(id)`: an API that names the resource first and its verb last. Given objects selected
  // by their keys (`nk.storage_delete({{collection = "drafts", key = k}})`), it deletes those records, not the resource.
  const nounFirst =
    at === 0 &&
    parts.length === 2 &&
    !isCodeDeleteVerb(verb) &&
    isDeleteVerb(parts[1]!) &&
    !/^\s*[{[]/.test(masked.slice(open + 1, open + 9));
  // `ex.cancel_all_orders('BTC/USDT')`, `api.close_all_positions()`: every standing order or position ended at once.
  const ended = !nounFirst && ALL_VERBS.has(verb) && parts[at + 1] === 'all' && parts.length === at + 3 && ALL_ITEMS.has(parts[at + 2]!);
  if (nounFirst) verb = parts[1]!;
  else if (ended) {
    const chain = receivers(masked, start);
    const argument = masked.slice(open + 1, open + 1 + AHEAD);
    if (chain.some((link) => FILTERS.test(link)) || BOUNDED_ARGUMENT.test(argument.slice(0, Math.max(0, argument.indexOf(')')))))
      return undefined;
    const written = `${text.slice(receiverChain(masked, start).nearest, start)}${name}`.slice(-60);
    return { written, verb, noun: parts[at + 2]!, all: true, bare: false };
  }
  // `for tx in api.list_transactions(): api.refund(tx['object_id'])`: every payment of an unfiltered listing
  // refunded or voided, its money returned and its label or order cancelled.
  else if (
    (REVERSALS.has(verb) && parts.length <= at + 2) ||
    (verb === 'end' && parts.length === at + 2 && ENDED_ITEMS.has(parts[at + 1]!))
  ) {
    const argument = masked.slice(open + 1, open + 1 + AHEAD);
    const walked = argumentLoop(masked, text, argument, text.slice(open + 1, open + 1 + AHEAD));
    if (!everyItemOf(walked, masked, text, start, open) || walked!.length < 2) return undefined;
    const written = `${text.slice(receiverChain(masked, start).nearest, start)}${name}`.slice(-60);
    return { written, verb, noun: parts[at + 1] ?? 'payment', all: true, bare: false };
  }
  // `pages.update(page_id=p.id, archived=True)`: an update that archives or trashes what it names.
  else if (
    UPDATE_VERBS.has(verb) &&
    parts.length === at + 1 &&
    ARCHIVING.test(masked.slice(open + 1, open + 1 + AHEAD).replace(/\n/g, ' '))
  )
    verb = 'archive';
  else if (!isCodeDeleteVerb(verb)) return undefined;
  const rest = nounFirst ? [parts[0]!] : parts.slice(at + 1);
  while (rest.length > 0 && SUFFIXES.has(rest.at(-1)!)) rest.pop();
  let chain = receivers(masked, start);
  // A storage SDK's delete of a directory or key prefix (`Storage::disk('s3')->deleteDirectory('hearings/' . $year)`), or
  // of one such SDK's named files (`Storage::disk('s3')->delete($path)`: null, not the `disk` it is called on).
  const stored = nounFirst ? undefined : storageDirectoryDelete(parts.slice(at), chain, masked, text, start, name, open);
  if (stored !== undefined) return stored ?? undefined;
  // `[r.delete() for r in api.runs('p')]`: a loop variable is an item of what the loop walks, and a
  // loop with no condition (`if`) walks every item; so does `[files.delete(f.id) for f in files.list()]`.
  const looped = chain.length === 1 ? loopSource(masked, text, chain[0]!) : undefined;
  if (looped) chain = looped;
  if (!looped && verb === 'delete' && rest.length === 0 && prefixedBatch(chain, masked, text, start, open))
    return {
      written: `${text.slice(receiverChain(masked, start).nearest, start)}${name}`.slice(-60),
      verb,
      noun: 'object',
      all: false,
      bare: false,
      selected: true,
    };
  if (chain.some((link) => FILTERS.test(link))) return undefined;
  const argument = masked.slice(open + 1, open + 1 + AHEAD);
  const raw = text.slice(open + 1, open + 1 + AHEAD);
  const walked = looped ?? argumentLoop(masked, text, argument, raw);
  const everyItem = everyItemOf(walked, masked, text, start, open);
  const nearest = chain[0];
  // `projects.get(42).delete()`: one item fetched by its id; the collection names its kind.
  if (chain.length > 1 && ONE.test(chain[0]!)) chain = chain.slice(1);
  // `Sidekiq::Queue.new('default').clear`, `DeltaTable.forPath(spark, p).delete()`: a constructor or a
  // static factory (`forPath`, `for_name`, `fromUri`) is a link; the class names the resource.
  const made = chain.length > 1 && FACTORY.test(chain[0]!);
  const factory = made && chain[0] !== 'new';
  if (made) chain = chain.slice(1);
  // `DeltaTable.forPath(spark, p).delete("day < '2020-01-01'")`: a made object's bare delete with an argument takes what it selects.
  if (factory && rest.length === 0 && masked[open] === '(' && !/^\s*\)/.test(argument)) return undefined;
  // `deleteBucket(name) {`: a method defined, not called.
  if (/^[\w$\s,=]*\)\s*\{/.test(argument)) return undefined;
  const receiver = chain[0];
  const written = `${text.slice(receiverChain(masked, start).nearest, start)}${name}`.slice(-60);
  // `RepairTicket.find(99213).destroy`, `Ticket.objects.get(pk=5).delete()`: one row of a model, found by a key the
  // caller wrote out, as a single-row `DELETE … WHERE id = 5` is (held-out rounds 55-56 label both silent).
  const model = chain[0] === 'objects' ? chain[1] : chain[0];
  if (
    nearest !== undefined &&
    ONE.test(nearest) &&
    model !== undefined &&
    /^[A-Z][a-z]/.test(model) &&
    !HOLDER_MODEL.test(model) &&
    (ONE_ROW.test(written) || foundOne(written))
  )
    return undefined;
  // TypeORM's `orderRepo.delete({ id: orderId })`, `repository.delete(id)`: an ORM repository's rows by their key, no git
  // repository (held-out round 177's near-misses: a delete by id stays silent). Spring Data's `delete(member)`,
  // `deleteAll(members)` and `deleteAllById(ids)` are handed the entities or keys they delete (recordScope.ts).
  if (rest.length === 0 && receiver !== undefined && ORM_REPOSITORY.test(receiver) && KEY_ARGUMENT.test(argument)) return undefined;
  const noArguments = masked[open] !== '(' || /^\s*\)/.test(argument);
  // Ecto's `Repo.delete(member)` is handed its one struct too.
  const repositoryGiven = receiver !== undefined && (ORM_REPOSITORY.test(receiver) || receiver === 'Repo') && givenEntities(argument);
  if (walked === undefined && repositoryGiven && (rest.length === 0 || (rest.length === 1 && rest[0] === 'all'))) return undefined;
  // A model's rows named by their keys (`Member.destroy(params[:id])`, Laravel's `Member::destroy($id)`, Peewee's
  // `Member.delete_by_id(mid)`, `Member.delete().where(Member.id == mid)`), and a scratch model's rows (`TmpImport.delete_all`,
  // `prisma.tmpImport.deleteMany()`): what a key picks or the code fills again, as tableWipes.ts reads a table's (recordScope.ts).
  // A key each item of a listing gives (`for mid in Member.select(Member.id): Member.delete_by_id(mid)`) is every row's.
  if (walked === undefined && rest.length === 0 && receiver !== undefined && chain.length === 1 && /^[A-Z]/.test(receiver)) {
    if (keyedArgument(argument) || /by_?id$/i.test(name)) return undefined;
  }
  if (!everyItem && rest.length === 0 && receiver !== undefined && keyedChain(masked, open)) return undefined;
  if (!everyItem && scratchModel(modelOf(chain)) && (rest.at(-1) === 'all' || rest.at(-1) === 'many' || (rest.length === 0 && noArguments)))
    return undefined;
  // `ticket = get_object_or_404(Ticket, pk=ticket_id)` then `ticket.delete()`: the one row fetched by its key (held-out round 65).
  if (chain.length === 1 && nearest !== undefined && fetchedOne(masked, nearest)) return undefined;
  const word = (ident: string | undefined) => (ident === undefined ? '' : (identifierWords(ident).at(-1) ?? ''));
  // `chromadb.HttpClient(settings=Settings(allow_reset=True)).reset()`: a wipe of the whole store the code switched on.
  if (verb === 'reset' && rest.length === 0 && /^\s*\)/.test(argument) && RESET_ALLOWED.test(text))
    return { written, verb, noun: 'database', all: true, bare: true, enabled: true };
  // `bucket.objects.delete()`, `b.object_versions.delete()`: a collection's batch action takes every item.
  if (
    rest.length === 0 &&
    receiver !== undefined &&
    receiver === nearest &&
    chain.length >= 2 &&
    COLLECTIONS.test(receiver) &&
    /^\s*\)/.test(argument)
  )
    return { written, verb, noun: 'object', all: true, bare: true };
  // `client.delete(collection_name=…, points_selector=FilterSelector(…))`, `col.delete(expr="ts < …")`, Weaviate's
  // `delete_many(where=Filter.by_property(…))`: a vector store's records chosen by a condition, every one it matches.
  // `client.delete({query: '*[_type == "post"]'})` (Sanity): every document the query matches.
  if (verb === 'delete' && rest.length === 0 && receiver !== undefined && QUERY_SELECTION.test(raw))
    return { written, verb, noun: 'document', all: false, bare: false, selected: true };
  if (
    verb === 'delete' &&
    (rest.length === 0 || (rest.length === 1 && rest[0] === 'many' && /\bFilter\s{0,8}\.\s{0,8}by_/.test(argument))) &&
    storeSelection(argument, raw, text)
  )
    return { written, verb, noun: 'vector', all: false, bare: false, selected: true };
  if (rest.length === 0) {
    // `channel.purge(limit=n, check=…)` (discord.py): a bound or a predicate in the arguments takes some items.
    if (BOUNDED_ARGUMENT.test(argument.slice(0, Math.max(0, argument.indexOf(')'))))) return undefined;
    // `collection.delete(ids=['a', 'b'])`, `index.delete(ids=[…])`: the records named by their keys, chosen by the caller.
    if (/^\s*(?:ids|point_ids|pks)\s*[=:](?!=)/.test(argument)) return undefined;
    // `bucket.delete()`: the receiver names the resource; a route (`app.delete('/users/:id')`) or a
    // URL (`requests.delete(url)` has no resource receiver anyway) is HTTP, not a delete of data.
    if (receiver === undefined) return undefined;
    // `for s in requests.get(…).json(): requests.delete(f"{API}/sims/{s['id']}")`: each item a listing call returned,
    // deleted at its URL (a session's own path too: `session.delete(f"/orgs/{o}/fields/{f['id']}")`); the collection
    // is the path before the item.
    if (HTTP_CLIENTS.test(receiver)) {
      const collection = urlCollection(raw.split(')', 1)[0]!);
      // Code that calls only a test or sandbox host deletes a test store's records.
      if (testHostsOnly(text)) return undefined;
      return everyItem && walked!.length >= 2 && collection !== undefined
        ? { written, verb, noun: `/${collection}`, all: true, bare: false }
        : undefined;
    }
    if (/^\s*[rbuf]?["'`](?:\/|https?:)/i.test(raw)) return undefined;
    if (receiver.toLowerCase() === 'all') return { written, verb, noun: word(chain[1]), all: true, bare: true };
    // SQLAlchemy's `session.query(Inventory).delete()`: a model's query with no filter in its chain takes every row.
    // A scratch model's query (`session.query(TmpImport).delete()`) empties what the code fills again (recordScope.ts).
    const queried =
      receiver === 'query' ? /\bquery\s*\(\s*([A-Z]\w{0,63})\s*\)\s*\.\s*$/.exec(masked.slice(Math.max(0, start - BACK), start)) : null;
    if (queried) return scratchModel(queried[1]!) ? undefined : { written, verb, noun: 'record', all: true, bare: true };
    // `db.users.drop()` (the Mongo shell, PyMongo): what a database object holds by name is a collection.
    if (verb === 'drop' && chain.length >= 2 && /^(?:db|database)$/i.test(chain[1]!))
      return { written, verb, noun: 'collection', all: false, bare: true };
    // Every item of a scene's collection taken, then the open file saved over: nothing keeps the scene.
    const saved = everyItem && walked!.length >= 2 && SAVED_OVER.test(masked.slice(open, open + 4096));
    const all = everyItem || ALL_ARGUMENT.test(argument);
    return {
      written,
      verb,
      noun: word(receiver),
      all,
      bare: true,
      outer: word(chain[1]),
      ...(saved ? { saved } : {}),
      ...(!all && loneObject(looped, chain, masked, open, argument) ? { one: true } : {}),
    };
  }
  // Peewee's `member.delete_instance()`: the row of the one object it is called on (not with `recursive=True`, which takes
  // its dependants' rows too). https://docs.peewee-orm.com/en/latest/peewee/api.html#Model.delete_instance
  if (rest.length === 1 && rest[0] === 'instance' && loneObject(looped, chain, masked, open, argument.replace(RECURSIVE_OFF, ')')))
    return { written, verb, noun: word(receiver), all: false, bare: true, one: true };
  // Weaviate's `client.schema.delete_class('Article')`: a class is a collection of objects, with its vectors.
  const last = rest.length === 1 && rest[0] === 'class' && VECTOR_STORE.test(text) ? 'collection' : rest.at(-1)!;
  if (rest.length === 1 && (last === 'all' || last === 'everything')) {
    // `Repo.delete_all(from u in User, where: …)`: a query in the arguments selects some rows.
    const close = argument.indexOf(')');
    if (/\b(?:where|filter|filter_by)\b/i.test(close < 0 ? argument : argument.slice(0, close))) return undefined;
    return { written, verb, noun: word(receiver), all: true, bare: false };
  }
  // `delete_many({})` takes every document; with a filter (`{'_id': x}`), what the filter selects.
  if (rest.length === 1 && last === 'many') {
    return /^\s*(?:\{\s*\}|\)|\[\s*\])/.test(argument) ? { written, verb, noun: word(receiver), all: true, bare: false } : undefined;
  }
  // `for o in s3.list_objects_v2(Bucket=b)['Contents']: s3.delete_object(Key=o['Key'])`: each item of an unfiltered listing.
  return { written, verb, noun: last, all: everyItem, bare: false, ...(everyItem ? { looped: true } : {}) };
}

/** The model a bulk delete's chain is on: Django's `TmpImport.objects.all()` → `TmpImport`, else the receiver. */
function modelOf(chain: readonly string[]): string {
  let at = 0;
  while (at < 2 && (chain[at] === 'all' || chain[at] === 'objects')) at++;
  return chain[at] ?? '';
}

/** Peewee's `delete_instance` told not to take dependants: no more than the plain call. */
const RECURSIVE_OFF = /^\s{0,8}(?:recursive|delete_nullable)\s{0,4}=\s{0,4}False\s{0,8}\)/;

/**
 * Whether a bare call is on one object the code holds by a name, called with no arguments, outside a loop over a listing:
 * `member.destroy`, `@member.destroy!`, `$member->delete()`, `this.member.destroy()`. A class (`Member.delete()`: Peewee's
 * delete of every row) is none.
 */
function loneObject(looped: string[] | undefined, chain: readonly string[], masked: string, open: number, argument: string): boolean {
  if (looped !== undefined || chain.length === 0 || chain.length > 2) return false;
  // `self.member`, `this.member`, and the signed-in account's own (`request.user.delete()`, `req.user.destroy()`).
  if (chain.length === 2 && !/^(?:this|self|request|req)$/.test(chain[1]!)) return false;
  if (!/^[a-z_$]/.test(chain[0]!)) return false;
  return masked[open] !== '(' || /^\s{0,8}\)/.test(argument);
}

/**
 * boto3's batch action on the objects under a key prefix (`bucket.objects.filter(Prefix=p).delete()`): every object there,
 * a folder of the bucket, gone in one call as `delete_objects` over a listing takes them (held-out round 132). A prefix
 * written as a scratch folder (`"tmp/"`, `f"cache/{run}/"`, `"test-fixtures/"`, `tmp_prefix`: storageDirectories.ts's scratchPrefix) holds
 * the code's own throwaway copies.
 * https://boto3.amazonaws.com/v1/documentation/api/latest/guide/collections.html#batch-actions
 */
const PREFIX_FILTER = /^\s{0,8}Prefix\s{0,8}=\s{0,8}([^,()\n]{1,200}?)\s{0,8}\)\s{0,8}\.\s{0,8}$/;

/** Whether a bare `delete()` is a collection's batch action narrowed only by a key prefix that is not a scratch folder's. */
function prefixedBatch(chain: readonly string[], masked: string, text: string, start: number, open: number): boolean {
  if (chain[0] !== 'filter' || chain.length < 3 || !COLLECTIONS.test(chain[1]!) || !/^\s*\)/.test(masked.slice(open + 1, open + 9)))
    return false;
  const from = masked.lastIndexOf('filter', start);
  const paren = from < 0 ? -1 : masked.indexOf('(', from);
  if (paren < 0 || start - paren > 240) return false;
  const prefix = PREFIX_FILTER.exec(text.slice(paren + 1, start));
  return prefix !== null && !scratchPrefix(prefix[1]!);
}

/** A delete's one argument, an object whose first key is a query string (`{query: '*[_type == "post"]', params}`). */
const QUERY_SELECTION = /^\s{0,16}\{\s{0,16}["']?query["']?\s{0,8}:\s{0,8}[`'"]/;

/** Whether a delete's arguments select a vector store's records by a condition, not by their keys. */
function storeSelection(argument: string, raw: string, text: string): boolean {
  const close = argument.indexOf(')');
  const end = close < 0 ? -1 : closingBracket(argument, 0);
  const own = end < 0 ? argument : argument.slice(0, end);
  // LanceDB's `table.delete("source = 'wiki'")`, pymilvus's `col.delete("ts < 1714500000")`: the condition given first, as SQL.
  const quoted = /^\s{0,8}[rf]?(?:"([^"\n]{1,300})"|'([^'\n]{1,300})')\s{0,8}(?:[,)]|$)/.exec(raw);
  const predicate = quoted?.[1] ?? quoted?.[2];
  if (predicate !== undefined && PREDICATE.test(predicate) && VECTOR_STORE.test(text)) return !BY_KEYS.test(`"${predicate}"`);
  if (!STORE_SELECTOR.test(own) || !VECTOR_STORE.test(text)) return false;
  const expression = /\b(?:expr|filter)\s{0,8}=\s{0,8}/.exec(own);
  return !(expression && BY_KEYS.test(raw.slice(expression.index + expression[0].length)));
}

/**
 * A loop's one condition tests the item's status or state against a value (`t.destroy! if t.status == 'closed'`,
 * `if m["state"] == "failed":`): it takes every item in that state, a class of records, not items chosen by name.
 */
const STATE_CONDITION =
  /\bif[ \t(]{1,8}[A-Za-z_$][\w$]{0,63}(?:\.|\[\s{0,4}["'])(?:status|state)["'\]]{0,2}\s{0,8}(?:===?|!==?)\s{0,8}(?:["':]\w{1,64}|\w{1,64})/;

function stateCondition(masked: string, raw: string): boolean {
  return (masked.match(/\bif\b/g) ?? []).length === 1 && STATE_CONDITION.test(raw);
}

/** The chain a method is called on, nearest first: `s3.Bucket('b').objects.all().delete` → all, objects, Bucket, s3. */
function receivers(masked: string, start: number): string[] {
  return receiverChain(masked, start).links;
}

/** The value of a string literal that opens the arguments at `at` (triple-quoted too), or undefined. */
function firstString(text: string, at: number): string | undefined {
  let i = at;
  while (i < text.length && i - at < 64 && /\s/.test(text[i]!)) i++;
  // A connection or a context passed first (`DBI::dbExecute(con, "DROP …")`, `execute(conn, "…")`), a context made by a
  // call with no arguments too: Go's `db.ExecContext(r.Context(), \`DELETE …\`)`, `context.Background()`,
  // `c.Request.Context()` (held-out round 140). Each link is bounded and ends at a dot: linear.
  const connection = /^[A-Za-z_$][\w$]{0,40}(?:\(\s{0,4}\))?(?:\.[A-Za-z_$][\w$]{0,40}(?:\(\s{0,4}\))?){0,4}\s{0,8},\s*/.exec(
    text.slice(i, i + 240),
  );
  if (connection) i += connection[0].length;
  // Python prefixes and a wrapping `text(` (`conn.execute(text("DROP …"))`).
  const wrapped = /^(?:sa\.|sqlalchemy\.)?text\(\s*/.exec(text.slice(i, i + 24));
  if (wrapped) i += wrapped[0].length;
  const prefix = /^[rRbBuUfF]{0,2}/.exec(text.slice(i, i + 2))![0];
  i += prefix.length;
  const quote = text[i];
  if (quote !== '"' && quote !== "'" && quote !== '`') return undefined;
  const triple = text.startsWith(quote.repeat(3), i);
  const open = triple ? 3 : 1;
  const close = text.indexOf(triple ? quote.repeat(3) : quote, i + open);
  if (close < 0 || close - i > 8192) return undefined;
  return joinedPieces(text, text.slice(i + open, close), close + open);
}

/**
 * A statement split over lines is one string to the driver: Python's and C's adjacent literals, `+` in JavaScript,
 * Java, Go or C#, `.` in PHP and Perl, a `\` continuation in Ruby (`"DELETE FROM t WHERE id IN " "(SELECT …)"`).
 * `first` is the literal that ends at `end`; the result is it with every literal joined after it.
 */
function joinedPieces(text: string, first: string, end: number): string {
  let sql = first;
  let at = end;
  for (let n = 0; n < MAX_PIECES && sql.length <= 8192; n++) {
    const joint = JOINED.exec(text.slice(at, at + 80));
    if (!joint) break;
    const from = at + joint[0].length;
    const next = text[from]!;
    const until = text.indexOf(next, from + 1);
    if (until < 0 || until - from > 8192 || text.slice(from + 1, until).includes('\n')) break;
    sql += text.slice(from + 1, until);
    at = until + 1;
  }
  return sql;
}
const MAX_PIECES = 16;
/** What lies between two literals of one string: blanks and line ends, one joining operator, a Python or C# prefix. */
const JOINED = /^(?:\s|\\\n){0,64}(?:[+.](?:\s|\\\n){0,64})?[rRuUbBfF@]{0,2}(?=["'`])/;
