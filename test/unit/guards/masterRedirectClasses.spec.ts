import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Held-out round 155: a truncating write (`>`, tee without `-a`, a one-line program's `to_csv` or `open(p, 'w')`) onto a
// data file whose name says it is the kept, curated copy (master, golden, canonical, curated, authoritative, register,
// ledger as a whole word of the stem), in a data or records folder or at the project's top, speaks by the name alone
// (engine/masterCopies.ts). Appends, new/draft/staging copies beside it, code, styles, git's refs, temp space, test
// fixtures, output folders and a committed version written by `git show` stay silent. One line per case.

const REDIRECT = 'destructive/workfiles/redirect-over-master-copy';
const WRITTEN = 'destructive/workfiles/written-over-master-copy';

describe('a truncating write onto a file named as the kept copy speaks', () => {
  test.each([
    ['python scripts/export_rates.py --source staging > data/hs_rates_master.csv', REDIRECT],
    ['node scripts/dump.js > data/customers-golden.json', REDIRECT],
    ['psql -Atc "copy assets to stdout csv" > records/asset_register.csv', REDIRECT],
    ['curl -s https://api.example.com/entries > data/ledger.csv', REDIRECT],
    ['jq . raw/products.json > canonical_products.json', REDIRECT],
    ['Rscript clean.R 2>/dev/null > data/curated.tsv', REDIRECT],
    ['python scripts/build_list.py > data/reference/authoritative_codes.csv', REDIRECT],
    ['python scripts/x.py | tee data/rates_master.csv', WRITTEN],
    ['sort raw.csv | tee -p data/golden.csv', WRITTEN],
    [`python -c "import pandas as pd; pd.DataFrame().to_csv('data/donors_master.csv')"`, WRITTEN],
    [`python -c "import pandas as pd; pd.read_csv('staging.csv').to_csv('data/rates_golden.csv', index=False)"`, WRITTEN],
    [`python3 -c "open('data/donors_master.csv', 'w').write('id\\n')"`, WRITTEN],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('near-misses stay silent', () => {
  test.each([
    ['python scripts/export_rates.py >> data/hs_rates_master.csv'],
    ['python scripts/x.py | tee -a data/rates_master.csv'],
    ['python scripts/x.py | tee --append data/rates_master.csv'],
    ['python scripts/export_rates.py > data/hs_rates_master.new.csv'],
    ['python scripts/export_rates.py > data/hs_rates_master_draft.csv'],
    ['python scripts/export_rates.py > data/hs_rates_master_tmp.csv'],
    ['python scripts/export_rates.py > data/hs_rates_master_staging.csv'],
    ['python scripts/export_rates.py > data/staging/hs_rates_master.csv'],
    ['python scripts/export_rates.py > data/hs_rates.csv'],
    ['python scripts/export_rates.py > data/mastery_scores.csv'],
    ['npx sass styles/main.scss > build/master.css'],
    ['python x.py > /tmp/master.csv'],
    ['python x.py > tests/fixtures/data/rates_master.csv'],
    ['python gen.py > src/master.py'],
    ['git rev-parse HEAD > .git/refs/heads/master'],
    ['git show master:data/rates.csv > data/rates_master.csv'],
    ['python x.py > reports/ledger.csv'],
    ['python x.py > src/ledger.json'],
    ['python x.py > data/${name}_master.csv'],
    [`python -c "import pandas as pd; pd.read_csv('s.csv').to_csv('data/rates_golden.csv', mode='a', header=False)"`],
    [`python -c "open('data/donors_master.csv', 'a').write('x')"`],
    [`python -c "import pandas as pd; pd.read_csv('s.csv').to_csv('data/rates.csv', index=False)"`],
  ])('%s → none', (command) => expect(rule(command)).toBe('none'));
});
