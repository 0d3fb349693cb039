import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 109's secrets class: an Algolia key (32 hex) handed to a write-capable API client in code, through the SDK's
// factory as well as its constructor: Python `SearchClient.create(app_id, "…")` and v4's `SearchClientSync(…)`, PHP
// `SearchClient::create`, Ruby `Algolia::Search::Client.create`, Java `DefaultSearchClient.create`, beside JS
// `algoliasearch(appId, "…")`, Go `search.NewClient` and Kotlin `ClientSearch(…, APIKey("…"))`. A full client in server
// code used only to search speaks too: nothing says which key it holds, and the admin key is the one server code keeps.
// Silent: the key beside the lite or InstantSearch client or called search-only (unless the file writes to the index),
// a key read from the environment or settings, placeholders, and other clients' factories given names. One line per case.

// Assembled at run time so that no scanner flags this file.
const key = ['0c168a0cd591', '311e7ba61c326e5e3e7f'].join('');
const app = 'K3JQ9ZP2LM';

describe('an Algolia key given to a write-capable client (secrets/client-constructor-key)', () => {
  test.each([
    [
      'framecraft/search/index_products.py',
      `from algoliasearch.search_client import SearchClient\n\nclient = SearchClient.create("${app}", "${key}")  # admin key, needed for save_objects\n` +
        'index = client.init_index("mouldings")\n\n\ndef reindex(mouldings):\n' +
        '    index.save_objects([{"objectID": m.sku, "name": m.name, "finish": m.finish} for m in mouldings])\n',
      true,
    ],
    ['app/search.py', `client = SearchClient.create("${app}", "${key}")\nclient.init_index("m").partial_update_objects(rows)\n`, true],
    ['app/search.py', `client = SearchClient.create("${app}", "${key}")\nhits = client.init_index("m").search(q)\n`, true],
    ['app/search.py', `client = SearchClientSync("${app}", "${key}")\nclient.save_objects(index_name="m", objects=rows)\n`, true],
    ['app/search.py', `client = SearchClient("${app}", "${key}")\n`, true],
    ['src/Search.php', `<?php\n$client = SearchClient::create('${app}', '${key}');\n$client->initIndex('m')->saveObjects($rows);\n`, true],
    ['lib/search.rb', `client = Algolia::Search::Client.create('${app}', '${key}')\nclient.init_index('m').clear_objects\n`, true],
    [
      'src/main/java/Search.java',
      `SearchClient client = DefaultSearchClient.create("${app}", "${key}");\nclient.initIndex("m", Item.class).saveObjects(rows);\n`,
      true,
    ],
    ['src/main/kotlin/Search.kt', `val client = ClientSearch(ApplicationID("${app}"), APIKey("${key}"))\n`, true],
    ['search/index.go', `client := search.NewClient("${app}", "${key}")\nclient.InitIndex("m").SaveObjects(rows)\n`, true],
    [
      'scripts/reindex.js',
      `const client = algoliasearch('${app}', '${key}');\nawait client.initIndex('m').replaceAllObjects(rows);\n`,
      true,
    ],
    // Called search-only, yet the file writes to the index: only a write key can.
    [
      'app/search.py',
      `client = SearchClient.create("${app}", "${key}")  # search-only key\nclient.init_index("m").set_settings(s)\n`,
      true,
    ],
    [
      'src/Search.php',
      `<?php\n// search only\n$client = SearchClient::create('${app}', '${key}');\n$client->initIndex('m')->saveObjects($rows);\n`,
      true,
    ],
    [
      'src/search.js',
      `import algoliasearch from 'algoliasearch/lite';\nconst c = algoliasearch('${app}', '${key}');\nc.initIndex('m').browseObjects({});\n`,
      true,
    ],
    // The search-only key where the code says so, the lite or InstantSearch client, references and placeholders.
    [
      'app/search.py',
      `client = SearchClient.create("${app}", "${key}")  # search-only key\nhits = client.init_index("m").search(q)\n`,
      false,
    ],
    [
      'src/Search.php',
      `<?php\n// search only\n$client = SearchClient::create('${app}', '${key}');\n$client->initIndex('m')->search('q');\n`,
      false,
    ],
    ['src/search.js', `import algoliasearch from 'algoliasearch/lite';\nconst client = algoliasearch('${app}', '${key}');\n`, false],
    ['src/search.js', `import instantsearch from 'instantsearch.js';\nconst searchClient = algoliasearch('${app}', '${key}');\n`, false],
    ['app/search.py', `ALGOLIA_SEARCH_KEY = "${key}"\nclient = SearchClient.create("${app}", ALGOLIA_SEARCH_KEY)\n`, false],
    ['app/search.py', 'client = SearchClient.create(os.environ["ALGOLIA_APP_ID"], os.environ["ALGOLIA_ADMIN_KEY"])\n', false],
    ['app/search.py', 'client = SearchClient.create(settings.ALGOLIA_APP_ID, settings.ALGOLIA_API_KEY)\n', false],
    ['app/search.py', 'client = SearchClient.create("YourApplicationID", "YOUR_ADMIN_API_KEY")\n', false],
    ['app/search.py', `client = SearchClient.create("${app}", "<ALGOLIA_ADMIN_KEY>")\n`, false],
    ['src/http.ts', 'const api = HttpClient.create("https://api.example.com", "application/json");\n', false],
    ['src/Kube.java', 'Client c = Client.create("default-namespace", "kubernetes-admin");\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(`/p/${file}`, content)).toBe(speaks));
});
