import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { RULES, type GuardContext } from '../../../src/guards/guard.js';
import { guardContext } from '../../support/guardContext.js';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 36: web3 and notebooks, clinical data and amateur radio. One line per class that speaks and a benign
// near-miss that stays silent.

const KEYS = 'destructive/filesystem/rm-key-material';
const LEDGER = 'destructive/chains/node-ledger-purge';
const RECORDS = 'destructive/filesystem/rm-source-files';

describe('key material deleted, emptied or replaced, whatever the folder', () => {
  test.each([
    ['rm -f ~/validator-keypair.json ~/vote-account-keypair.json', KEYS],
    ['shred -u ~/id-keypair.json', KEYS],
    ['rm ~/.lnd/data/chain/bitcoin/mainnet/channel.backup', KEYS],
    ['rm ~/.lnd/data/chain/bitcoin/mainnet/wallet.db', KEYS],
    ['rm ~/.lightning/bitcoin/hsm_secret', KEYS],
    ['rm -f ~/.bitcoin/wallet.dat', KEYS],
    ['rm validator_keys/keystore-m_12381_3600_0_0_0-1700000000.json', KEYS],
    ['rm ~/.gaia/config/priv_validator_key.json', KEYS],
    ['rm keys/payment.skey', KEYS],
    ['rm /var/lib/tor/hidden_service/hs_ed25519_secret_key', KEYS],
    ['rm ~/.near-credentials/mainnet/acme.near.json', KEYS],
    ['rm ~/.eth2validators/prysm-wallet-v2/direct/accounts/all-accounts.keystore.json', KEYS],
    ['> ~/.config/solana/devnet-keypair.json', 'destructive/filesystem/empty-key-material'],
    ['truncate -s 0 ~/wallet.dat', 'destructive/filesystem/truncate-key-material'],
    ['cp new.json ~/validator-keypair.json', 'destructive/filesystem/copy-over-key-material'],
    // Scratch space, a local test chain and regtest are the run's own.
    ['rm /tmp/test-keypair.json', 'none'],
    ['rm test-ledger/validator-keypair.json', 'none'],
    // A program's deploy keypair under Anchor's build output.
    ['rm -f ./target/deploy/program-keypair.json', 'none'],
    ['rm ~/.lnd/data/chain/bitcoin/regtest/wallet.db', 'none'],
    ['cp -n new.json ~/validator-keypair.json', 'none'],
    ['solana-keygen pubkey ~/validator-keypair.json', 'none'],
    ['ls ~/validator-keypair.json', 'none'],
    // Macaroons are credentials lnd makes again.
    ['rm ~/.lnd/data/chain/bitcoin/mainnet/admin.macaroon', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a node's ledger or chain database purged by its own tool", () => {
  test.each([
    ['solana-ledger-tool purge --ledger /mnt/ledger 0 250000000 --force', LEDGER],
    ['agave-ledger-tool -l /mnt/ledger purge 100 200', LEDGER],
    ['geth removedb --datadir /data/geth', LEDGER],
    ['geth --datadir /data/geth removedb', LEDGER],
    ['reth db drop --datadir /data/reth', LEDGER],
    ['reth db clear mdbx Headers', LEDGER],
    ['bitcoin-cli pruneblockchain 800000', LEDGER],
    ['solana-ledger-tool bounds --ledger /mnt/ledger', 'none'],
    ['solana-ledger-tool --ledger /mnt/ledger verify', 'none'],
    ['geth attach', 'none'],
    ['geth db inspect --datadir /data/geth', 'none'],
    ['reth db stats', 'none'],
    ['reth node --datadir /data/reth', 'none'],
    ['bitcoin-cli -rpcwallet=main backupwallet ~/backups/main.dat', 'none'],
    ['bitcoin-cli getblockchaininfo', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('wallet accounts, subgraphs and IPFS pins', () => {
  test.each([
    ['cast wallet remove --name deployer', 'destructive/chains/wallet-account-remove'],
    ['ape accounts delete deployer', 'destructive/chains/wallet-account-delete'],
    ['cast wallet list', 'none'],
    ['cast wallet import deployer --interactive', 'none'],
    ['brownie accounts list', 'none'],
    ['graph remove --node https://api.thegraph.com/deploy/ acme/dex-subgraph', 'destructive/chains/subgraph-remove'],
    ['goldsky subgraph delete dex/1.0.0', 'destructive/unlisted/any-cli'],
    ['graph codegen', 'none'],
    ['graph deploy --node https://api.studio.thegraph.com/deploy/ acme', 'none'],
    ['graph create --node http://localhost:8020/ acme/dex', 'none'],
    ['goldsky subgraph list', 'none'],
    ['ipfs pin ls --type recursive -q | xargs ipfs pin rm && ipfs repo gc', 'destructive/chains/ipfs-unpin-listed'],
    ['ipfs pin ls -q | xargs -n1 ipfs pin rm', 'destructive/chains/ipfs-unpin-listed'],
    // One pin named, or garbage collection alone (it takes only unpinned blocks).
    ['ipfs pin rm QmTestXyz123', 'none'],
    ['ipfs repo gc', 'none'],
    ['ipfs pin ls --type recursive', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a conda environment removed whole; a scratch or test one, a dry run and a cache clean stay silent', () => {
  test.each([
    ['conda env remove -n research-py311 && conda clean --all -y', 'destructive/system/conda-env-remove'],
    ['micromamba env remove -p ~/envs/research', 'destructive/system/conda-env-remove'],
    ['conda remove -n research --all -y', 'destructive/system/conda-remove-all'],
    ['mamba env remove -n scratch-tmp', 'none'],
    ['conda env remove -n test-env', 'none'],
    ['conda env remove --name research --dry-run', 'none'],
    ['conda remove -n research numpy', 'none'],
    ['conda clean --all -y', 'none'],
    ['conda env export --no-builds > environment.yml', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('render caches and a local test chain are output', () => {
  test.each([
    ['rm -rf _freeze/', 'none'],
    ['rm -rf docs/_freeze', 'none'],
    ['rm -rf .quarto _site', 'none'],
    ['rm -rf test-ledger/', 'none'],
    ['rm -rf /mnt/ledger/*', 'destructive/filesystem/rm-recursive'],
    ['rm -rf ledger/', 'destructive/filesystem/rm-recursive'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('study datasets and exports deleted by type', () => {
  test.each([
    ['rm -f redcap_exports/*.csv', RECORDS],
    ['rm -f exports/*.csv', RECORDS],
    ["find sdtm/ -name '*.xpt' -delete", 'destructive/filesystem/find-delete'],
    ['rm adam/*.xpt', RECORDS],
    ['rm -f stata/*.dta', RECORDS],
    ['rm -rf data/mls_raw/', 'destructive/filesystem/rm-recursive'],
    // Throwaway copies by their name, scratch types, one stray file in an export folder, listings and SAS output.
    ['rm -f test_exports/*.csv', 'none'],
    ['rm -f sample_data/*.csv', 'none'],
    ['rm -f tmp/exports/*.csv', 'none'],
    ['rm -f data/mls_raw/*.part', 'none'],
    ['rm -f exports/notion/Untitled.md', 'none'],
    ["find sdtm/ -name '*.xpt' -mtime +30 -print", 'none'],
    ['rm -f sas/output/*.lst sas/output/*.log', 'none'],
    ['rm -f /tmp/*.sas7bdat', 'none'],
    // R's listings by a pattern or a glob (list.files, Sys.glob, fs::dir_ls), deleted by file.remove, unlink or fs.
    [`Rscript -e "file.remove(list.files('adam', pattern='[.]sas7bdat$', full.names=TRUE))"`, RECORDS],
    [`Rscript -e "fs::file_delete(fs::dir_ls('sdtm', glob='*.xpt'))"`, RECORDS],
    [`Rscript -e "unlink(Sys.glob('sdtm/*.xpt'))"`, RECORDS],
    [`Rscript -e "unlink(Sys.glob('output/*.rtf'))"`, 'none'],
    [`Rscript -e "fs::dir_ls('sdtm', glob='*.xpt')"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    ['R/cleanup.R', "files <- list.files('sdtm', pattern='\\\\.sas7bdat$', full.names=TRUE)\nfile.remove(files)\n", RECORDS],
    ['R/cleanup.R', "files <- list.files('output/tlf', pattern='\\\\.rtf$', full.names=TRUE)\nprint(files)\n", 'none'],
    ['R/tidy.R', "files <- list.files('output/tlf', pattern='\\\\.rtf$', full.names=TRUE)\nfile.remove(files)\n", 'none'],
  ])('written %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('a logbook of radio contacts deleted or emptied', () => {
  test.each([
    ['> logs/wsjtx_log.adi', 'destructive/filesystem/empty-logbook'],
    [': > contest.cbr', 'destructive/filesystem/empty-logbook'],
    ['rm ~/.local/share/WSJT-X/wsjtx_log.adi', 'destructive/filesystem/rm-logbook'],
    ['rm logbook/main.adi', 'destructive/filesystem/rm-logbook'],
    ['truncate -s 0 log.adif', 'destructive/filesystem/truncate-logbook'],
    [': > family/smith.ged', 'destructive/workfiles/empty-project-file'],
    ['>> logs/wsjtx_log.adi', 'none'],
    ['rm /tmp/export.adi', 'none'],
    ['wsjtx_log_convert logs/wsjtx_log.adi > /tmp/out.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  const context: GuardContext = guardContext('/home/dev');
  const write = async (file_path: string, content: string) =>
    (
      (await destructive.detect({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content } }, context)) as
        | Record<string, string>
        | undefined
    )?.[RULES];
  test.each([
    // A record file's header with no record after it empties the log, the tree or the calendar.
    ['/home/dev/proj/logbook/main.adi', '<ADIF_VER:5>3.1.4\n<EOH>\n', 'destructive/filesystem/empty-logbook'],
    ['/home/dev/proj/logbook/main.adi', '<ADIF_VER:5>3.1.4\n<EOH>\n<CALL:5>K1ABC <QSO_DATE:8>20240501 <EOR>\n', undefined],
    ['/home/dev/proj/family/smith.ged', '0 HEAD\n1 GEDC\n2 VERS 5.5.1\n0 TRLR\n', 'destructive/workfiles/empty-project-file'],
    ['/home/dev/proj/family/smith.ged', '0 HEAD\n1 GEDC\n2 VERS 5.5.1\n0 @I1@ INDI\n1 NAME Ann /Smith/\n0 TRLR\n', undefined],
    ['/home/dev/proj/notes/cal.ics', 'BEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n', 'destructive/workfiles/empty-project-file'],
    ['/home/dev/proj/data/rent_roll_template.csv', 'unit,tenant,lease_start,lease_end,monthly_rent,balance\n', undefined],
    ['/home/dev/proj/notes/cal.ics', 'BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR\n', undefined],
  ])('Write %s', async (path, content, id) => expect(await write(path, content)).toBe(id));
});

describe("a table's header line alone written over a file of the project that holds rows", () => {
  // The project lies in temp space here, so which emptying rule names it differs from a project in the home.
  test('speaks over rows, not over a file that is only a header or is new', async () => {
    const home = mkdtempSync(join(tmpdir(), 'wm-header-'));
    try {
      mkdirSync(join(home, 'proj', 'data'), { recursive: true });
      writeFileSync(join(home, 'proj', 'data', 'rent_roll.csv'), 'unit,tenant\n1A,Ann\n2B,Bo\n');
      writeFileSync(join(home, 'proj', 'data', 'template.csv'), 'unit,tenant\n');
      const context: GuardContext = guardContext(home);
      const write = async (file_path: string, content: string) =>
        (
          (await destructive.detect({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content } }, context)) as
            | Record<string, string>
            | undefined
        )?.[RULES];
      expect(await write(join(home, 'proj', 'data', 'rent_roll.csv'), 'unit,tenant\n')).toMatch(/^destructive\//);
      expect(await write(join(home, 'proj', 'data', 'rent_roll.csv'), 'unit,tenant\n1A,Ann\n')).toBeUndefined();
      expect(await write(join(home, 'proj', 'data', 'template.csv'), 'unit,tenant,rent\n')).toBeUndefined();
      expect(await write(join(home, 'proj', 'data', 'new.csv'), 'unit,tenant\n')).toBeUndefined();
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});
