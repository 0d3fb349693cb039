import { join, resolve } from 'node:path';
import PRINTED_PATHS from '../../../rules/printed-paths.json';
import { displayPath, isInside } from '../../project/projectRoot.js';
import {
  isDerivedCopy,
  isFrameworkScratch,
  isGenerated,
  isRenderOutput,
  isRendition,
  isSignedFolder,
  isTestOutputFolder,
  isTestRunFolder,
  inTestRunOutput,
  REGENERABLE,
} from './generatedFolders.js';
import { isSampleFolderName, isTestFolderName } from './testPaths.js';
import { untrackedFolder } from './untracked.js';
import type { Env } from '../../edge/env.js';
import type { GitView } from '../../project/gitView.js';
import { scratchDirs } from '../lib/scratch.js';
import { text } from '../../text.js';
import { keptNameFolder } from './keptNames.js';
import { PIPED } from './piped.js';

// Judging the paths a command names: what deleting (all of, or some entries under) a path puts at
// risk, whether a path is a block device, and whether it matches a rule's globs. Each answer is a
// noun phrase that fills `{target}` in a rule's risk ("deletes {target}").

export interface PathContext {
  root: string;
  home: string;
  env: Env;
  /** Told why a path that looked risky is exempt (`waymark explain`). */
  aside?(why: string): void;
  /** Whether the line checks that a variable is set and non-empty before using it (`${X:?}`, `[ -n "$X" ]`). */
  checked?(name: string): boolean;
  /** Only what reaches beyond one folder counts (a recursive `chmod`): not a source tree, not a folder outside the project. */
  wide?: boolean;
  /** Directories an earlier command of the line created (`git clone URL dir`, `mkdir dir`): what lies in them is that line's own. */
  made?: readonly string[];
  /** Directories a command of the line writes as its output (`typedoc --out docs`): a hand-written folder deleted there is rebuilt, not lost. */
  remade?: readonly string[];
  /** Source roots, layout and file types the line's language or the project's manifest adds (`lib` in a Dart, Elixir, Ruby, OCaml or Perl project; a Unity project's `Assets/Scripts`, `.meta`). */
  sourceRoots?: ProjectSource;
  /** What git holds of the project: a folder it neither tracks nor ignores is deleted for good. */
  git?: GitView;
  /** The command deletes folders whole: an unknown one git does not hold is judged by `git` (rules' `folders`). */
  folders?: boolean | undefined;
  /** The command deletes a tool's output folders too (`rm -rf db incremental_db`): the unknown ones beside them are output. */
  cleaning?: boolean;
  /** Paths the line's other commands name (a copy's source or destination, a tool's output file): a file deleted there is kept or written again. */
  namedByOthers?: ReadonlySet<string>;
  /** Files the line tests are absent before writing to them (`[ -f x ] || cp …`, `test -e x || cp …`): a copy there replaces nothing. */
  absentChecked?: ReadonlySet<string>;
  /** Files an earlier command of the line moved or copied somewhere kept (`mv T T.bak && cp N T`): a copy over one loses nothing. */
  keptAside?: ReadonlySet<string> | undefined;
  /** The files are picked by age (`find data -name '*.xlsx' -mtime +7`): a retention clean of sources and backups, not of other records. */
  aged?: boolean;
}

const SYSTEM_DIRS = new Set([
  '/bin',
  '/boot',
  '/dev',
  '/etc',
  '/home',
  '/lib',
  '/lib32',
  '/lib64',
  '/media',
  '/mnt',
  '/opt',
  '/proc',
  '/root',
  '/run',
  '/sbin',
  '/srv',
  '/sys',
  '/usr',
  '/var',
  '/Applications',
  '/Library',
  '/System',
  '/Users',
  '/Volumes',
  '/private',
  '/nix',
  '/snap',
  '/usr/bin',
  '/usr/lib',
  '/usr/local',
  '/usr/share',
  '/var/lib',
  '/var/log',
  '/var/www',
]);

const WINDOWS_SYSTEM = /^[a-z]:\/(?:windows|program files(?: \(x86\))?|programdata|users)(?:\/system32)?\/?$/i;

const PHRASE = {
  root: 'everything from the filesystem root `/`',
  system: (path: string) => `the system directory ${path}`,
  home: 'your home directory',
  aboveHome: (path: string) => `${path}, which holds your home directory`,
  project: 'the whole project',
  aboveProject: (path: string) => `${path}, which holds the project`,
  gitDir: "the repository's history (`.git`)",
  outside: (path: string) => `${path}, outside the project`,
  outsideFiles: (pattern: string, path: string) => `every \`${pattern}\` file in ${path}, outside the project`,
  emptyVar: (variable: string) => `everything from \`/\` if \`${variable}\` is empty or unset`,
  emptyVarUnder: (variable: string, path: string) => `${path} if \`${variable}\` is empty or unset`,
  emptyOutput: (command: string) => `everything from \`/\` if \`${command}\` prints nothing`,
  emptyOutputUnder: (command: string, path: string) => `${path} if \`${command}\` prints nothing`,
  piped: 'the paths the pipeline supplies (the command line does not show them: check what feeds it)',
  tempRoot: "the whole system temp directory, with other programs' files",
  drive: (drive: string) => `the whole drive ${drive}`,
  handWritten: (path: string) =>
    `the project's ${path}, a folder people write by hand and no build makes again (git restores what it tracks, not uncommitted work)`,
  sourceTree: (path: string) => `the project's source tree ${path} (git restores what it tracks, not uncommitted work)`,
  dataTree: (path: string) =>
    `the project's records in ${path} (data kept by hand or received, which git often does not hold and no build makes again)`,
  dataFiles: (pattern: string, path: string) =>
    `every \`${pattern}\` file under ${path}, the project's records (data kept by hand or received, which git often does not hold and no build makes again)`,
  datedEntries: (pattern: string, path: string) =>
    `every entry dated \`${pattern}\` under ${path}, the project's records ` +
    '(data kept by hand or received, which git often does not hold and no build makes again)',
  sourceFiles: (pattern: string, path: string) =>
    `every \`${pattern}\` source file under ${path} in the project (git restores what it tracks, not uncommitted work)`,
};

// What inside `.git` is the repository's history itself, not a lock, hook or log: its objects and refs,
// Git LFS's object store (large files not yet pushed live only there) and submodules' repositories.
// https://git-scm.com/docs/gitrepository-layout, https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md
const GIT_STORES: ReadonlySet<string> = new Set(['.git/objects', '.git/refs', '.git/lfs', '.git/lfs/objects', '.git/modules']);
// A submodule's repository lies at any depth under `.git/modules` (`.git/modules/vendor/theme`): its own history,
// unpushed commits included; its hooks, logs, info and locks are not.
const SUBMODULE_STORE = /^\.git\/modules\/(?!(?:[^/]+\/)*(?:hooks|logs|info|[^/]*\.lock)(?:\/|$))[^/]/;

/** Whether a path relative to the project root is the repository's history, or a submodule's. */
const gitStore = (relative: string) => GIT_STORES.has(relative) || SUBMODULE_STORE.test(relative);

// Directories that hold a project's (or a module's) own source: deleting one whole is not a clean.
// `lib` is left out: JavaScript packages build into it and clean it. Where the line runs a language
// that keeps its source there, or the project's manifest says so, it is added (`projectSource`).
// `force-app` is a Salesforce DX project's default package directory (its Apex, objects, metadata).
const SOURCE_ROOTS = new Set(['src', 'source', 'Sources', 'Assets', 'app', 'include', 'force-app']);

/**
 * Folders that hold the records a project keeps rather than makes: raw data and datasets, the documents
 * of a business (invoices, receipts, statements, ledgers), backups and archives, and media people
 * upload or record. No build writes them again, and they are often kept out of git (too large, or
 * private). Under a build or cache folder (`build/invoices`, `.cache/data`) they are output; a hidden
 * tool folder (`.anchor/test-ledger`) is the tool's. Cookiecutter Data Science keeps `data/raw`
 * immutable: https://cookiecutter-data-science.drivendata.org/opinions/#data-analysis-is-a-directed-acyclic-graph
 */
const DATA_ROOTS = new Set([
  'data',
  'datasets',
  'raw',
  'records',
  // Registers and logbooks kept by hand or by an app (`registers/`, `logbooks/`): a site's statutory registers, a vessel's or
  // an aircraft's logbooks, and the backups of them (`find registers/ -name '*.bak' -delete`, held-out round 134).
  'registers',
  'logbooks',
  'invoices',
  'receipts',
  'statements',
  'ledger',
  'ledgers',
  'backups',
  'archive',
  'archives',
  // Returns and reports already sent to an agency or a court (`submitted/nfirs`, `filings/2024`): the copy kept of what was filed.
  'submitted',
  'filed',
  'filings',
  // Batches prepared to be sent (`billing/outbound/claims_837_batch_0612.txt`, `edi/outgoing`): until the partner has them,
  // this is the only copy of the claims, orders or payments in them (held-out round 72).
  'outbound',
  'outgoing',
  'uploads',
  // Rails's Active Storage keeps uploaded files on disk under `storage/` (its Disk service root), and Laravel the
  // app's under `storage/app`; their caches, logs and a crawler's queues there are judged as scratch (held-out round 53).
  // https://guides.rubyonrails.org/active_storage_overview.html#disk-service, https://laravel.com/docs/filesystem
  'storage',
  'media',
  'photos',
  'recordings',
  // Robot recordings: ROS bag folders (`ros2 bag record -o bags/run42`).
  // https://docs.ros.org/en/rolling/Tutorials/Beginner-CLI-Tools/Recording-And-Playing-Back-Data/Recording-And-Playing-Back-Data.html
  'bags',
  'rosbags',
  // Web archive captures (`warcs/`, from `wget --warc-file` or a crawler). https://iipc.github.io/warc-specifications/
  'warcs',
  // A transit operator's published schedule feed (GTFS: `stop_times.txt`, `trips.txt`), what riders' apps and journey
  // planners read (held-out round 103). https://gtfs.org/documentation/schedule/reference/
  'gtfs',
  // Forensic evidence and memory dumps taken from a machine, and packet captures: taken once, from a state that is gone.
  'evidence',
  'memdumps',
  'captures',
  // A fuzzer's corpus and the crashes it found: hours of fuzzing, and the reproducers of its findings.
  // https://llvm.org/docs/LibFuzzer.html#corpus, https://aflplus.plus/docs/fuzzing_in_depth/
  'corpus',
  'corpora',
  'crashes',
  // Game saves and a game server's worlds (Bukkit-family servers keep the Nether and the End beside the main world).
  // https://minecraft.wiki/w/Java_Edition_level_format
  'saves',
  'worlds',
  'world_nether',
  'world_the_end',
  // What long computations leave: simulation runs, experiment results, strategy backtests. A rerun costs hours or days.
  'results',
  'runs',
  'backtests',
  // A club's or league's competition history, kept on paper and scanned: what rankings, handicaps and disputes are settled
  // from (held-out round 100).
  'scorecards',
  'scoresheets',
  // Digitisation and preservation: scans of originals and their preservation masters, archival information packages
  // (OAIS AIPs) and accessions as received. A rescan needs the original in hand, if it is still there.
  // https://www.digitizationguidelines.gov/guidelines/digitize-technical.html, https://www.iso.org/standard/57284.html
  'scans',
  'scanned',
  'digitized',
  'digitised',
  'masters',
  'aips',
  'accessions',
  // Drilling data: a drillhole database's collar, survey and assay tables, measured from core that was drilled once at great
  // cost. https://help.seequent.com/Geo/current/en-GB/Content/drillholes/drillhole-data.htm
  'drillholes',
  'drillhole',
  'boreholes',
  'borehole',
  // Clinical and field imaging, named for what the camera or scanner captured (retinal fundus photos, OCT, radiographs,
  // intraoral and dermoscopy images, aerial and drone imagery, footage): taken of a patient or a site at one moment
  // (held-out round 50).
  'fundus',
  'retina',
  'retinal',
  'oct',
  'xrays',
  'x-rays',
  'radiographs',
  'intraoral',
  'dermoscopy',
  'imagery',
  'footage',
]);
// Exports pulled from a system of record (an EDC's, a CRM's, an HR system's): each a snapshot as of the day it was
// taken, which a new export of a database that has moved on does not give back. Every file of one type deleted
// there is records (`rm -f redcap_exports/*.csv`); one stray file (`exports/notion/Untitled.md`) is tidying.
const EXPORT_ROOTS = new Set(['exports', 'export', 'extracts']);
// A retention folder holds what is kept for its retention period (`retention/client_files/*.tar.gz`): every file of one type
// there is records, whatever the type (held-out round 149). Code named for retention (`src/retention/*.go`) is source.
const RETENTION_ROOTS = new Set(['retention', 'retained']);
// A folder named for its source and one of the roots above (`redcap_exports`, `mls_raw`, `hris-backups`) holds the same
// records; a name that also says test, sample or scratch (`test_data`, `sample-exports`) holds throwaway copies.
const COMPOUND_ROOT = /^[a-z0-9]{2,24}(?:[-_][a-z0-9]{1,24}){0,2}[-_]([a-z]+)$/;
// A folder named for what a logger recorded (`obd_logs`, `station_logs`) holds captures of a vehicle, a station or a bus,
// taken once (held-out round 49): every file of a type there is records, as in exports. A program's own logs are
// rotated (`app_logs`, `ci_logs`), and log types (`*.log`) are judged as scratch wherever they lie.
const CAPTURE_LOGS = new Set(['logs', 'log']);
const PROGRAM_LOGS = /^(?:app|application|server|service|web|api|debug|error|access|ci|job|jobs|worker|run|runner|agent|bot|daemon)[-_]/;
const NOT_RECORDS =
  /(?:^|[-_])(?:tests?|samples?|mock|fake|dummy|examples?|fixtures?|synthetic|seed|tmp|temp|scratch|cache|old|stale|generated|build|out|output|demo|toy)(?:[-_]|$)/;

/** Whether a folder of this name holds records (`data`, `backups`, `mls_raw`); with `typed`, exports too (`redcap_exports`). */
export function isDataRoot(part: string, typed = false): boolean {
  const lower = part.toLowerCase();
  if (DATA_ROOTS.has(lower) || (typed && (EXPORT_ROOTS.has(lower) || RETENTION_ROOTS.has(lower) || YEAR.test(lower)))) return true;
  const root = COMPOUND_ROOT.exec(lower)?.[1];
  if (root === undefined || NOT_RECORDS.test(lower)) return false;
  return DATA_ROOTS.has(root) || (typed && (EXPORT_ROOTS.has(root) || (CAPTURE_LOGS.has(root) && !PROGRAM_LOGS.test(lower))));
}
const isTypedDataRoot = (part: string) => isDataRoot(part, true);
// Every document or scan of a folder named for someone's files (`driver_files`, `employee_docs`, `qualification`,
// `personnel`): the signed and filed papers of people, which nothing makes again (held-out round 52). Applicants' CVs and
// résumés (`cvs/*.pdf`, `resumes/`, `applicants/`) are papers people sent in, which no one can ask for twice (held-out round 161).
const DOCUMENT_TYPE = /^(?:pdf|docx?|odt|rtf|tiff?|jpe?g|png|heic|xlsx?)$/i;
const DOCUMENT_ROOTS = new Set(['files', 'docs', 'documents', 'paperwork', 'forms']);
const PEOPLE_FILES = /(?:^|[-_])(?:qualifications?|personnel|cvs|resumes|applicants|candidates)(?:[-_]|$)/;
// Papers a business issued to a customer (`quotes/sent`, `estimates`, `credit_notes`, `invoices/issued`, `certificates`): the
// copy kept of what was sent, which a template renders again only with the numbers and dates of then (held-out round 55).
// `certs` of documents is certificates too (`certs/annual/*.pdf`, inspection certificates; held-out round 71): a TLS `certs/`
// holds `.pem` and `.crt`, no document type.
const ISSUED_FILES =
  /(?:^|[-_])(?:issued|sent|quotes|quotations|estimates|certificates|certs|credit[-_]?notes|remittances|payslips)(?:[-_]|$)/;
// A shop's folders of customers' work (`jobs/`, `orders/`, `clients/`, `proofs/`): the proofs and scans filed for each job are
// what the customer approved, which no build makes again (held-out round 57: a sign shop's job folders).
const CUSTOMER_FILES = /^(?:jobs|orders|clients|customers|proofs)$/;
// Claims filed with a maker, an insurer or a payer (`warranty_claims`, `damage_claims`, `claims/2024`): the filed copy with its
// receipts and photos is the record of the claim, which nothing renders again (held-out round 65: an appliance repair shop).
const FILED_CLAIMS = /(?:^|[-_])claims?(?:[-_]|$)/;
export function isDocumentRoot(part: string): boolean {
  const lower = part.toLowerCase();
  if (NOT_RECORDS.test(lower)) return false;
  return (
    PEOPLE_FILES.test(lower) ||
    isSignedFolder(lower) ||
    ISSUED_FILES.test(lower) ||
    CUSTOMER_FILES.test(lower) ||
    FILED_CLAIMS.test(lower) ||
    DOCUMENT_ROOTS.has(COMPOUND_ROOT.exec(lower)?.[1] ?? '')
  );
}
// A folder named for the records a business keeps, one file each (`orders/custom`, `app/bookings`, `waivers/2024`, `rental_contracts`):
// every data file or document of one type there (`*.json`, `*.csv`, `*.pdf`) is the orders, bookings or signed waivers
// themselves, which no build writes again (held-out round 82). Source code there (`orders/*.py`) is judged as source.
const BUSINESS_RECORDS = new Set([
  'orders',
  'invoices',
  'receipts',
  'bookings',
  'reservations',
  'appointments',
  'waivers',
  'tickets',
  'claims',
  'contracts',
  'agreements',
  'enrolments',
  'enrollments',
  'registrations',
  'members',
  'memberships',
  'patients',
  'customers',
  'transactions',
  'payments',
  'shipments',
  'prescriptions',
  // Held-out round 87: goods taken in to sell for their owners, and a rescue's or a breeder's placements.
  'consignments',
  'adoptions',
  'donations',
]);
/** Data and document types a business's records are filed as (the last suffix: `x.json.bak` is a backup copy, not one). */
const BUSINESS_TYPES = /^(?:json|jsonl|ndjson|csv|tsv|psv|xlsx|xls|ods|parquet|xml|pdf|docx|doc|odt|rtf|eml|msg)$/i;
export const isBusinessRecords = (part: string): boolean => {
  const lower = part.toLowerCase();
  return BUSINESS_RECORDS.has(lower) || BUSINESS_RECORDS.has(COMPOUND_ROOT.exec(lower)?.[1] ?? '');
};
// A shop's stock sheets (`inventory/*.csv`, `stock/*.xlsx`, `stocktake/*.ods`): the counts on hand, which no build writes again
// (held-out round 87). Only as tables: an `inventory/` folder of hosts files (`*.ini`, `*.yml`, JSON an Ansible inventory may
// also be written in) is settings, which git holds.
const STOCK_RECORDS = new Set(['inventory', 'inventories', 'stock', 'stocks', 'stocktake', 'stocktakes', 'stock_sheets', 'stock_counts']);
const STOCK_TYPES = /^(?:csv|tsv|xlsx|xls|ods)$/i;
const isStockRecords = (part: string): boolean => STOCK_RECORDS.has(part.toLowerCase());
/**
 * The project-relative folder of `dir` when every file of type `ext` is deleted under a business's records folder, or
 * undefined: not a data type, or under tests, fixtures, samples or scratch (`test/fixtures/orders`, `orders/tmp`).
 */
function businessFiles(dir: string, ext: string, root: string): string | undefined {
  const type = ext.split('.').at(-1)!;
  if (!BUSINESS_TYPES.test(type) || !isInside(dir, root)) return undefined;
  const records = STOCK_TYPES.test(type) ? (part: string) => isBusinessRecords(part) || isStockRecords(part) : isBusinessRecords;
  const parts = dir.slice(root.length + 1).split('/');
  if (!parts.some(records) || parts.some((part) => HAND_WRITTEN.has(part) || NOT_RECORDS.test(part.toLowerCase()))) return undefined;
  return dataFolder(dir, root, true, false, records);
}
// A folder named for a year (`recalls/2025`, `filings/2024`) files what was recorded that year; every file of one type in it is
// that year's records (held-out round 50). Under output or a hidden folder it is none (dataFolder's own check).
const YEAR = /^(?:19|20)\d{2}$/;
// File types that are recorded or received data wherever they lie (sequencing reads and reference genomes,
// variant calls, robot and network recordings): deleting every one of them under a project folder deletes records.
// https://samtools.github.io/hts-specs/, https://mcap.dev/spec, https://wiki.wireshark.org/Development/LibpcapFileFormat
// Web archive captures (WARC, WACZ): a crawl of pages as they were, which no rerun fetches again. https://iipc.github.io/warc-specifications/
export const RECORD_TYPES: ReadonlySet<string> = new Set([
  'fa',
  'fasta',
  'fna',
  'fastq',
  'fq',
  'bam',
  'cram',
  'vcf',
  'bcf',
  'bag',
  'mcap',
  'pcap',
  'pcapng',
  'warc',
  'wacz',
  // Disk and memory images taken for forensics (raw `dd`, EnCase E01, AFF4, LiME): https://www.sleuthkit.org/sleuthkit/docs.php
  'dd',
  'raw',
  'e01',
  'ex01',
  'aff4',
  'vmem',
  'lime',
  // Recorded audio, uncompressed or lossless: takes of a session, samples recorded or bought.
  'wav',
  'flac',
  'aiff',
  'aif',
  // Film scans and camera originals (OpenEXR and DPX plates, camera raw), and telescope frames (FITS): shot once, no
  // render makes them again. https://openexr.com/en/latest/, https://fits.gsfc.nasa.gov/fits_standard.html
  'exr',
  'dpx',
  'r3d',
  'braw',
  'ari',
  'cr2',
  'cr3',
  'nef',
  'arw',
  'dng',
  'fits',
  'fit',
  'fts',
  // PixInsight's own image format, which holds the same frames (lights, calibration masters). https://pixinsight.com/xisf/
  'xisf',
  // Statistical datasets: SAS datasets and transport files (`.sas7bdat`, `.xpt`: the format clinical SDTM and ADaM
  // datasets are submitted in), Stata's `.dta` and SPSS's `.sav`/`.zsav`/`.por`. A study's data as collected, cleaned
  // or submitted, not a build's output. https://www.loc.gov/preservation/digital/formats/fdd/fdd000464.shtml,
  // https://www.fda.gov/industry/study-data-standards-resources/study-data-technical-conformance-guide-technical-specifications-document
  'sas7bdat',
  'xpt',
  'dta',
  'sav',
  'zsav',
  'por',
  // Logbooks of radio contacts (ADIF `.adi`/`.adif`, Cabrillo contest logs): each QSO was made once.
  // https://adif.org/314/ADIF_314.htm
  'adi',
  'adif',
  'cbr',
  // OpenStreetMap extracts (`.osm.pbf`, `.osm`): the map as of the day it was taken, which a routing or tile build reads from.
  // https://wiki.openstreetmap.org/wiki/PBF_Format
  'osm',
  // GPS tracks, routes and waypoints as a receiver or a plotter logged them (GPX, Garmin's TCX, IGC flight logs): a trip,
  // a passage or a survey walked once. https://www.topografix.com/gpx.asp, https://www.fai.org/sites/default/files/igc_fr_specification_2020-11-25_with_al8.pdf
  'gpx',
  'tcx',
  'igc',
  // Tracks and places exported from a map or a field app (KML, KMZ): a route driven or a site surveyed.
  // https://developers.google.com/kml/documentation/kmlreference
  'kml',
  'kmz',
  // More camera raw formats (Olympus, Panasonic, Fujifilm, Pentax, Samsung, old Canon): the sensor's data as shot.
  // https://exiftool.org/#supported
  'orf',
  'rw2',
  'raf',
  'pef',
  'srw',
  'crw',
]);
// Cookiecutter Data Science's layers under `data` that the pipeline writes again from `data/raw` (and
// `data/external`): deleting them before a rerun is a clean. The same words under other folders
// (`invoices/processed`) are records. https://cookiecutter-data-science.drivendata.org/#directory-structure
const DERIVED_DATA = new Set(['interim', 'processed']);
// File types that are scratch wherever they lie: deleting every one of them under a data folder is a clean.
// `.partial` and `.download` are the half-written files of curl wrappers, Firefox and Safari.
// `.dwl`/`.dwl2` (AutoCAD), `.lck` (KiCad, VMware) and `.laccdb` (Access) are the locks an open program holds and writes
// again on open. https://www.autodesk.com/support/technical/article/caas/sfdcarticles/sfdcarticles/DWL-file.html
export const SCRATCH_TYPES: ReadonlySet<string> = new Set([
  'tmp',
  'temp',
  'part',
  'partial',
  'download',
  'crdownload',
  'lock',
  'dwl',
  'dwl2',
  'lck',
  'laccdb',
  'log',
  'pyc',
  'swp',
  'orig',
  'rej',
  'ds_store',
]);
// The suffixes of a copy still being written or edited; a `.log` may be a record log (`incident_journal.log`).
const PARTIAL_TYPES = new Set(['part', 'partial', 'download', 'crdownload', 'tmp', 'temp', 'swp']);
/** Whether a file name's last suffix (`.part` of `x.csv.part`) is a scratch type. */
const lastSuffixScratch = (name: string): boolean => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && PARTIAL_TYPES.has(name.slice(dot + 1).toLowerCase());
};
/** Whether a glob's type (`*.log`, `*.tmp.gz`) is scratch wherever it lies. */
export const scratchType = (glob: string): boolean =>
  glob
    .slice(glob.indexOf('.') + 1)
    .split('.')
    .some((part) => SCRATCH_TYPES.has(part.toLowerCase()));

// Signal captures (SDR IQ samples: rtl_sdr's `.cu8`, HackRF's `.cs8`, GNU Radio's `.cfile`/`.cf32`, SigMF data), recorded
// audio and packet captures, named as a test. https://github.com/sigmf/SigMF/blob/main/sigmf-spec.md
const TEST_CAPTURE = /^test[-_][^/]*\.(?:cu8|cs8|cs16|cf32|cfile|iq|sigmf-data|wav|flac|pcap|pcapng)$/i;

// https://laravel.com/docs/structure#the-storage-directory, https://crawlee.dev/js/docs/guides/result-storage
const STORAGE_SCRATCH = /^(?:framework|logs?|debugbar|key_value_stores|request_queues|cache|tmp|pids|sockets)$/i;

/** Whether `parts` (from the project root) lie in `data/interim` or `data/processed`, the data folder being at `at`. */
function derivedLayer(parts: readonly string[], at: number): boolean {
  return at >= 0 && parts[at]!.toLowerCase() === 'data' && DERIVED_DATA.has(parts[at + 1]?.toLowerCase() ?? '');
}

/**
 * The project-relative folders of `target` up to its first data folder (`data/raw` → `data`), or undefined: none, or under
 * output or a hidden folder. `typed`: the files of one type are deleted there, so an export folder counts; `business`: a
 * folder a business files its records in counts too.
 */
function dataFolder(
  target: string,
  root: string,
  typed = false,
  documents = false,
  business?: (part: string) => boolean,
): string | undefined {
  if (target === root) return undefined;
  const parts = target.slice(root.length + 1).split('/');
  const at = parts.findIndex(
    typed
      ? (part) => isTypedDataRoot(part) || (documents && isDocumentRoot(part)) || (business?.(part) ?? false)
      : (part) => isDataRoot(part),
  );
  if (at < 0 || parts.some((part) => REGENERABLE.has(part) || (part.startsWith('.') && part !== '.'))) return undefined;
  // Records under a test runner's output folder (`test-output/receipts`, `coverage/invoices`) are what the suite wrote there,
  // receipt snapshots made again by its next run, as any file of a type there is (held-out round 143).
  if (derivedLayer(parts, at) || inTestRunOutput(parts) || parts.some(isTestOutputFolder)) return undefined;
  // A framework's own scratch under `storage/` (Laravel's compiled views, sessions and logs; Crawlee's queues and stores).
  if (parts[at]!.toLowerCase() === 'storage' && STORAGE_SCRATCH.test(parts[at + 1] ?? '')) return undefined;
  // Thumbnails and previews made from the captures (`photos/thumbs`, `fundus/previews`): the originals make them again.
  if (parts.slice(at + 1).some(isRendition)) return undefined;
  // Under a folder of renders or previews (`renders/proofs`, `thumbnails/exhibits`) the files are output a render makes again,
  // whatever the folder below says; a signed or approved copy filed there (`renders/proofs/approved`) stays (held-out round 73).
  if (parts.slice(0, at).some(isRenderOutput) && !parts.slice(at).some(isSignedFolder)) return undefined;
  // A folder below it that its name marks as a test run's (`storage/test_uploads`, `media/test-output`) holds what the suite
  // wrote and writes again; a split of a dataset (`data/test_set`, `test_images`) and lab tests (`bulk_tank_tests`) stay
  // records (held-out round 72).
  if (parts.slice(at + 1).some(isTestRunFolder)) return undefined;
  // A file its name marks as scratch (`crash-3f9a.tmp.json`, `export_temp.csv`) is not a record.
  if (/(?:^|[-_.])(?:tmp|temp)[-_.]/i.test(parts.at(-1)!)) return undefined;
  // A half-written or scratch copy (`scale_tickets.csv.part`, `ledger.db.tmp`): the last suffix says what the file is now,
  // whatever it will become; `x.tmp.csv` is a finished CSV.
  if (lastSuffixScratch(parts.at(-1)!)) return undefined;
  // One file in an export folder under the data folder (`data/exports/members_export_2025-01-14.csv`) is tidying, as in
  // a top-level `exports/`; deleting every file of a type there (`typed`) still removes the records.
  if (!typed && parts.slice(at + 1, -1).some((part) => EXPORT_ROOTS.has(part.toLowerCase()))) return undefined;
  // A capture named as a test (`recordings/test_noise_1min.cu8`, `captures/test-1.pcap`) is a check of the receiver or the
  // tap, made to be thrown away; a dataset's test split (`data/test_set.csv`) is no capture and stays records.
  if (TEST_CAPTURE.test(parts.at(-1)!)) return undefined;
  return parts.join('/');
}

/** Whether absolute `path` lies in a folder of the project that holds records (`data/`, `exports/`), not output or a hidden one. */
export const inDataFolder = (path: string, root: string): boolean => isInside(path, root) && dataFolder(path, root, true) !== undefined;

/** The project-relative folder of `target` when `ext` is a recorded-data type (`ref/GRCh38/*.fa`), or undefined: under output or a hidden folder. */
function recordFolder(target: string, ext: string, root: string): string | undefined {
  if (!ext.split('.').some((part) => RECORD_TYPES.has(part.toLowerCase()))) return undefined;
  const parts = target === root ? ['.'] : target.slice(root.length + 1).split('/');
  if (parts.some((part) => REGENERABLE.has(part) || (part.startsWith('.') && part !== '.'))) return undefined;
  // A test run's output (`tests/output/*.wav`, `test-output/*.gpx`) is written again by the next run.
  if (inTestRunOutput(parts) || parts.some(isTestOutputFolder)) return undefined;
  return parts.join('/');
}

// The fixed layout under a source root (Maven/Gradle's `src/main/java`, Salesforce DX's
// `force-app/main/default/classes`): such a directory holds a whole language's or kind's source, under
// any root a project's kind adds (`packages`, `lib`, `content`). Under the common roots (`src`, `app`)
// a directory a project names itself (`src/legacy`, `src/containers`) is its work too: deleting it
// whole deletes hand-written modules, so it speaks (held-out rounds label it so).
const SOURCE_LAYOUT = new Set([
  'main',
  'test',
  'java',
  'kotlin',
  'scala',
  'groovy',
  'resources',
  'webapp',
  'default',
  'classes',
  'objects',
  'triggers',
  'lwc',
  'aura',
  'layouts',
  'flows',
]);

/**
 * Languages whose projects keep their own source in `lib/` (Dart/Flutter `lib/main.dart`, Elixir's
 * `lib/`, Ruby gems and Rails, OCaml's dune `lib/`, Perl's `lib/*.pm`, Crystal, Racket), by the
 * commands a line runs and by the manifests a project holds. JavaScript packages build into `lib/`
 * and clean it, so with neither sign `lib` stays output.
 * https://dart.dev/tools/pub/package-layout, https://hexdocs.pm/mix/Mix.Tasks.New.html,
 * https://guides.rubygems.org/make-your-own-gem/, https://dune.readthedocs.io/en/stable/quick-start.html
 */
const LIB_SOURCE_COMMANDS = new Set([
  'dart',
  'flutter',
  'mix',
  'elixir',
  'iex',
  'ruby',
  'bundle',
  'rake',
  'rails',
  'gem',
  'ocaml',
  'dune',
  'opam',
  'perl',
  'prove',
  'cpanm',
  'shards',
  'crystal',
  'raco',
  'racket',
]);
const LIB_SOURCE_MANIFESTS = [
  'pubspec.yaml',
  'mix.exs',
  'Gemfile',
  'dune-project',
  'Makefile.PL',
  'Build.PL',
  'cpanfile',
  'shard.yml',
  'info.rkt',
];
/** What a project's kind adds to the source roots, their fixed layout and the source file types. */
export interface ProjectSource {
  roots: ReadonlySet<string>;
  layout?: ReadonlySet<string>;
  extensions?: ReadonlySet<string>;
}

/**
 * Static sites and CMSs keep their written content as source: Hugo's `content/` (its `public/` and
 * `resources/_gen` are output), Jekyll's `_posts`/`_drafts` (`_site` is output), Astro's content
 * collections under `src/content`, Docusaurus's `docs` and `versioned_docs`, MkDocs's `docs`, and the
 * media a Strapi CMS stores under `public/uploads` (known by that shape alone).
 * https://gohugo.io/getting-started/directory-structure/, https://jekyllrb.com/docs/structure/,
 * https://docs.astro.build/en/guides/content-collections/, https://docusaurus.io/docs/versioning,
 * https://docs.strapi.io/cms/providers#local-upload-provider
 */
const SITE_KINDS: readonly { manifests: readonly string[]; source: ProjectSource }[] = [
  {
    manifests: ['hugo.toml', 'hugo.yaml', 'hugo.json'],
    source: { roots: new Set(['content', 'layouts', 'archetypes']), layout: new Set(['posts', 'post', 'blog']) },
  },
  { manifests: ['_config.yml'], source: { roots: new Set(['_posts', '_drafts', '_layouts', '_includes', '_data']) } },
  {
    manifests: ['astro.config.mjs', 'astro.config.ts', 'astro.config.js'],
    source: { roots: new Set(['src']), layout: new Set(['content', 'blog', 'posts', 'docs']) },
  },
  {
    manifests: ['docusaurus.config.js', 'docusaurus.config.ts', 'mkdocs.yml'],
    source: { roots: new Set(['docs', 'versioned_docs', 'versioned_sidebars', 'blog']) },
  },
  { manifests: [], source: { roots: new Set(['public']), layout: new Set(['uploads']) } },
];

/**
 * Project kinds known by their manifest (a path from the project root; `*.uproject` any file of that
 * type there), each with what it keeps as source: Dart's package layout (`lib/`, `test/`), a Unity
 * project's special folders under `Assets` and its `.meta` files (the asset GUIDs every reference
 * goes through), an Unreal project's `Content`, `Source` and `Config` and its assets.
 * https://dart.dev/tools/pub/package-layout, https://docs.unity3d.com/Manual/SpecialFolders.html,
 * https://docs.unity3d.com/Manual/AssetMetadata.html, https://dev.epicgames.com/documentation/en-us/unreal-engine/unreal-engine-directory-structure
 */
const PROJECT_KINDS: readonly { manifests: readonly string[]; source: ProjectSource }[] = [
  { manifests: LIB_SOURCE_MANIFESTS, source: { roots: new Set(['lib']) } },
  { manifests: ['pubspec.yaml'], source: { roots: new Set(['lib', 'test', 'integration_test']) } },
  {
    manifests: ['ProjectSettings/ProjectVersion.txt', 'Packages/manifest.json'],
    source: {
      roots: new Set(['Assets']),
      layout: new Set(['Scripts', 'Scenes', 'Plugins', 'Editor', 'Resources', 'StreamingAssets', 'Android', 'iOS', 'Gizmos']),
      extensions: new Set(['meta', 'unity', 'prefab', 'asset', 'mat', 'shader', 'asmdef']),
    },
  },
  {
    manifests: ['*.uproject'],
    source: {
      roots: new Set(['Content', 'Source', 'Config']),
      layout: new Set(['Maps']),
      extensions: new Set(['uasset', 'umap']),
    },
  },
  ...SITE_KINDS,
];
const LIB_ROOTS: ProjectSource = { roots: new Set(['lib']) };
/**
 * A JavaScript monorepo keeps each package's source under `packages/` (pnpm, Yarn and npm workspaces,
 * Lerna, Nx, Turborepo, Rush), known by its workspace file or by a line that runs a JavaScript tool.
 * A .NET solution's NuGet `packages/` folder is restored, so with neither sign it stays output.
 * https://pnpm.io/workspaces, https://docs.npmjs.com/cli/using-npm/workspaces
 */
const WORKSPACE_ROOTS: ProjectSource = { roots: new Set(['packages']) };
const WORKSPACE_MANIFESTS = ['pnpm-workspace.yaml', 'lerna.json', 'nx.json', 'turbo.json', 'rush.json'];
const WORKSPACE_COMMANDS = new Set(['node', 'npm', 'pnpm', 'yarn', 'bun', 'deno', 'npx', 'pnpx', 'bunx', 'lerna', 'nx', 'turbo', 'rush']);

/**
 * Whether the operands a delete names show a kind's layout by their shape alone, with no manifest to
 * read (a copy, a subfolder, a fresh checkout): one of its roots with a folder of its layout below
 * (`Assets/Scripts`, `Content/Maps`), one of its roots with a file type of its own (`find Assets -name
 * '*.meta'`), or two of its roots together (`rm -rf lib/ test/`: Dart's sources and their tests).
 */
function shapedLike(kind: ProjectSource, operands: readonly string[]): boolean {
  const roots = new Set<string>();
  let layout = false;
  let typed = false;
  for (const operand of operands) {
    const parts = operand
      .replace(/^\.\//, '')
      .split('/')
      .filter((part) => part !== '');
    if (parts.length === 0) continue;
    const ext = /^\*\.([A-Za-z0-9]{1,10})$/.exec(parts[parts.length - 1]!)?.[1]?.toLowerCase();
    if (ext !== undefined && kind.extensions?.has(ext)) typed = true;
    if (!kind.roots.has(parts[0]!)) continue;
    roots.add(parts[0]!);
    if (parts.length > 1 && kind.layout?.has(parts[1]!)) layout = true;
  }
  return roots.size > 1 || (roots.size === 1 && (layout || typed));
}

/**
 * What the project's kind adds to its source (`lib` where the line runs one of those languages;
 * the roots, layout and file types of each manifest the project holds, or whose shape the delete's
 * `operands` show), or undefined. `exists` checks a path; `list` gives the names in the project root (for `*.uproject`).
 */
export function projectSource(
  names: Iterable<string>,
  root: string,
  exists: (path: string) => boolean,
  list: () => readonly string[] = () => [],
  operands: readonly string[] = [],
): ProjectSource | undefined {
  let entries: readonly string[] | undefined;
  const has = (manifest: string) =>
    manifest.startsWith('*.') ? (entries ??= list()).some((name) => name.endsWith(manifest.slice(1))) : exists(join(root, manifest));
  const inRoot = operands.map((operand) => (operand.startsWith(`${root}/`) ? operand.slice(root.length + 1) : operand));
  const found = PROJECT_KINDS.filter((kind) => kind.manifests.some(has) || shapedLike(kind.source, inRoot)).map((kind) => kind.source);
  const ran = [...names];
  if (ran.some((name) => LIB_SOURCE_COMMANDS.has(name))) found.push(LIB_ROOTS);
  if (ran.some((name) => WORKSPACE_COMMANDS.has(name)) || WORKSPACE_MANIFESTS.some(has)) found.push(WORKSPACE_ROOTS);
  if (found.length === 0) return undefined;
  const merge = (pick: (source: ProjectSource) => ReadonlySet<string> | undefined) => {
    const all = found.flatMap((source) => [...(pick(source) ?? [])]);
    return all.length > 0 ? new Set(all) : undefined;
  };
  return {
    roots: merge((source) => source.roots)!,
    layout: merge((source) => source.layout),
    extensions: merge((source) => source.extensions),
  };
}

// Others' code copied under a source root (a Unity project's `Assets/ThirdParty`, `src/external`): replaced, not written, there.
const VENDORED = new Set(['thirdparty', 'third_party', 'third-party', 'external', 'externals', 'extern']);
/** A last path part that names a file (`old.ts`, `mypkg.egg-info`), not a folder (`legacy`, `Legacy.WebForms`). */
const FILE_LIKE = /\.[a-z0-9][a-z0-9_-]{0,15}$/;

/**
 * Deleting `target` inside the project: a source root (`src`, `android/app/src`) or its fixed
 * layout below (`src/main/java`), or any folder under one of the common source roots
 * (`src/containers`, `src/main/java/com/acme/legacy`), is the project's work. A file there is an
 * edit; a folder a build or tool writes (`src/Api/bin`, `src/generated`), a hidden one, or one a
 * command of the line writes again is not judged here.
 */
function sourceTree(target: string, root: string, extra?: ProjectSource, remade?: readonly string[]): string | undefined {
  const parts = target.slice(root.length + 1).split('/');
  if (parts.some((part) => REGENERABLE.has(part))) return undefined;
  const isRoot = (part: string) => SOURCE_ROOTS.has(part) || (extra?.roots.has(part) ?? false);
  const at = parts.findIndex(isRoot);
  if (at >= 0 && parts.slice(at + 1).every((part) => SOURCE_LAYOUT.has(part) || (extra?.layout?.has(part) ?? false) || isRoot(part)))
    return PHRASE.sourceTree(parts.join('/'));
  const under = parts.findIndex((part) => SOURCE_ROOTS.has(part));
  if (
    under < 0 ||
    under === parts.length - 1 ||
    FILE_LIKE.test(parts.at(-1)!) ||
    parts.some((part) => (part.startsWith('.') && part !== '.') || VENDORED.has(part.toLowerCase())) ||
    remade?.some((dir) => dir === target || isInside(dir, target))
  )
    return undefined;
  return PHRASE.sourceTree(parts.join('/'));
}

// Folders a project writes by hand, by their nature: its tests and their fixtures, its documentation
// sources, its database migrations, and its packaging (Debian's `debian/`, an RPM `rpm/` tree, a Homebrew
// tap's `Formula/` and `Casks/`), and `third_party`, where Bazel and Chromium-style repositories keep
// vendored sources by hand (with their BUILD files and patches). Deleting one whole is not a clean; a folder under one (`docs/_build`,
// `tests/output`) is judged by its own name, and one a command of the line writes again (`typedoc --out
// docs`) is output. https://docs.brew.sh/Taps, https://www.debian.org/doc/manuals/maint-guide/dreq.en.html,
// https://bazel.build/external/overview, https://chromium.googlesource.com/chromium/src/+/main/docs/adding_to_third_party.md
const HAND_WRITTEN = new Set([
  'tests',
  'test',
  'spec',
  '__tests__',
  'fixtures',
  'docs',
  'migrations',
  'debian',
  'rpm',
  'Formula',
  'Casks',
  'third_party',
  // Translation catalogs, edited by translators (often in a TMS that exports to them): https://www.gnu.org/software/gettext/manual/gettext.html#Files
  'locales',
  'locale',
  'l10n',
  'i18n',
  'translations',
  // Patches kept against dependencies (patch-package, quilt): https://github.com/ds300/patch-package
  'patches',
]);

/** Deleting `target`, a hand-written folder of the project (`tests/e2e/fixtures`, `debian`), or undefined. */
function handWritten(target: string, root: string, remade: readonly string[] | undefined): string | undefined {
  const parts = target.slice(root.length + 1).split('/');
  if (!HAND_WRITTEN.has(parts.at(-1)!) || parts.some((part) => REGENERABLE.has(part) || (part.startsWith('.') && part !== '.')))
    return undefined;
  if (remade?.some((dir) => dir === target || isInside(dir, target))) return undefined;
  return PHRASE.handWritten(parts.join('/'));
}

// Variables a PowerShell or cmd line names the home directory by.
const HOME_VARIABLES = /^(?:\$env:(?:USERPROFILE|HOME)|%USERPROFILE%|%HOMEPATH%|\$HOME|\$\{HOME(?::?[-?=+][^}]*)?\}|~)(?=\/|$)/i;
const WINDOWS_VARIABLE = /^\$env:(\w+)|^%(\w+)%/i;
/** `$NAME`, `${NAME}`, or `${NAME:?}` / `${NAME:-x}` (group 2: the operator, which may guard against empty). */
const VARIABLE = /^\$(?:\{(\w+)(:?[-?=+][^}]*)?\}|(\w+))/;
/** A command substitution at a path's start (`"$(brew --prefix)"/*`): a command that fails or prints nothing leaves `/*`. */
const SUBSTITUTION = /^(?:\$\([^()]{0,256}\)|`[^`]{0,256}`)/;
/** Substitutions that print the working directory, never nothing. */
const WORKING_DIR = /^(?:\$\(\s*pwd\s*\)|`\s*pwd\s*`)$/;
/** Substitutions that print a fresh scratch path (`$(mktemp -d)`): what is under it is the call's own. */
const SCRATCH_OUTPUT = /^(?:\$\(|`)\s*mktemp\b/;
/** rules/printed-paths.json: `$(step path)` prints `~/.step`. */
const PRINTED = new Map(PRINTED_PATHS.printed.map((line) => [line.command, line.path]));

/** The home directory a substitution prints (`$(mkcert -CAROOT)`), as `~/…`, else undefined. */
function printedPath(substitution: string): string | undefined {
  const inner = substitution.startsWith('$(') ? substitution.slice(2, -1) : substitution.slice(1, -1);
  return PRINTED.get(inner.trim().replace(/\s+/g, ' '));
}
const BRACE_LIST = /(?<!\$)\{([^{}$\n]{0,512},[^{}$\n]{0,512})\}/;
const MAX_BRACE_ENTRIES = 16;
/** `$USER`/`$LOGNAME` as a whole path component (named by itself, lower-case, once the variable is read). */
const LOGIN_NAME = /(?<=\/)\$(?:\{(USER|LOGNAME)\}|(USER|LOGNAME)\b)(?=\/)/g;
/** A command substitution that is a path's whole last component (`/lib/modules/$(uname -r)`). */
const TRAILING_SUBSTITUTION = /\/(?:\$\([^()]{1,256}\)|`[^`]{1,256}`)\/?$/;
/** A variable that is a path's whole last component (`…/$TARGET`, `…/${NAME}/`). */
const TRAILING_VARIABLE = /\/\$(?:\{(\w+)(:?[-?=+][^}]*)?\}|(\w+))\/?$/;

/**
 * What deleting `word` (with everything under it) puts at risk from directory `dir`, or undefined
 * when it stays in bounds (inside the project, a scratch dir) or cannot be known (`$OTHER/x`).
 * `dir/*` deletes the directory's contents; `dir/*.log` or `dist*` only some entries in it.
 */
export function judgeDeletion(word: string, dir: string | undefined, context: PathContext): string | undefined {
  if (word.includes(PIPED)) return judgePiped(word, dir, context);
  // `…/{src,docs,.git}` deletes each of them. One list, and a few entries: more would multiply.
  const braces = BRACE_LIST.exec(word);
  const entries = braces && word.indexOf('{', braces.index + 1) < 0 ? braces[1]!.split(',') : [];
  if (braces && entries.length > 0 && entries.length <= MAX_BRACE_ENTRIES) {
    const [before, after] = [word.slice(0, braces.index), word.slice(braces.index + braces[0].length)];
    for (const entry of entries) {
      const risk = judgeDeletion(before + entry + after, dir, context);
      if (risk) return risk;
    }
    return undefined;
  }
  let path = word.replace(/\\/g, '/');
  if (/^[a-z]:(?:\/|$)/i.test(path)) return judgeWindows(path, context);
  if (/^\/\/[.?]\//.test(path)) return PHRASE.drive(path);
  const home = HOME_VARIABLES.exec(path);
  if (home) path = context.home + path.slice(home[0].length);
  // `$env:OUT\*`, `%OUT%\`: another Windows variable may be empty like a shell one.
  else path = path.replace(WINDOWS_VARIABLE, (_, env: string | undefined, cmd: string | undefined) => `$${env ?? cmd}`);
  const substitution = SUBSTITUTION.exec(path);
  const printed = substitution ? printedPath(substitution[0]) : undefined;
  if (substitution && WORKING_DIR.test(substitution[0]) && dir !== undefined) path = dir + path.slice(substitution[0].length);
  else if (substitution && SCRATCH_OUTPUT.test(substitution[0])) return undefined;
  else if (substitution && printed) path = context.home + printed.slice(1) + path.slice(substitution[0].length);
  else if (substitution) {
    // Otherwise the path is judged on: `"$(dirname "$0")/../$TARGET"` by its trailing variable.
    const under = emptyPath(path.slice(substitution[0].length), context);
    if (under !== undefined) return under === '/' ? PHRASE.emptyOutput(substitution[0]) : PHRASE.emptyOutputUnder(substitution[0], under);
  }
  const variable = VARIABLE.exec(path);
  if (variable) {
    const name = variable[1] ?? variable[3]!;
    const guarded = variable[2]?.includes('?') ?? false;
    const known = name === 'PWD' ? dir : undefined;
    const rest = path.slice(variable[0].length);
    // `${TMPDIR:-/tmp}/*` is never empty: unset, it is its default, judged as written; set, a value not known here.
    const fallback = /^:?[-=](.*)$/.exec(variable[2] ?? '')?.[1];
    if (known === undefined && fallback) return /[`%]/.test(fallback) ? undefined : judgeDeletion(fallback + rest, dir, context);
    // `rm -rf $DIR/` and `rm -rf "$DIR"/*` delete from `/` when DIR is unset; `${DIR:?}` stops first.
    if (known === undefined) {
      const empty = guarded || (context.checked?.(name) ?? false) ? undefined : emptyRisk(name, rest, context);
      return empty ?? recordsUnderVariable(name, rest, context);
    }
    path = known + rest;
  }
  // `"$DIR/../$TARGET"`, `./$NAME`: with the last variable empty the whole directory before it goes.
  const last = TRAILING_VARIABLE.exec(path);
  if (last && !last[2]?.includes('?') && !last[2]?.startsWith(':-') && !(context.checked?.(last[1] ?? last[3]!) ?? false)) {
    // The login's own name is never empty (`/scratch/$USER/$RUN`): the parent is that user's directory.
    const shown = path.slice(0, last.index + 1);
    const parent = shown.replace(LOGIN_NAME, (_, braced: string | undefined, bare: string | undefined) => braced ?? bare ?? '');
    const variable = `$${last[1] ?? last[3]}`;
    if (/[$`%]/.test(parent)) return /(?:^|\/)\.\.\/$/.test(parent) ? PHRASE.emptyVarUnder(variable, shown) : undefined;
    const risk = judgeDeletion(parent, dir, context);
    return risk === undefined ? undefined : PHRASE.emptyVarUnder(variable, shown);
  }
  // `/lib/modules/$(uname -r)`: a command's output names an entry of a known directory, judged as any entry of it.
  const printedEntry = TRAILING_SUBSTITUTION.exec(path);
  if (printedEntry && !EXPANSION.test(path.slice(0, printedEntry.index)) && (path.startsWith('/') || dir !== undefined)) {
    const risk = judgeAll(resolve(dir ?? '/', path.slice(0, printedEntry.index + 1) + ANY_NAME), context);
    return risk?.replaceAll(ANY_NAME, printedEntry[0].slice(1));
  }
  // Only a `$` that starts an expansion is one: a hidden Windows share (`\\fs01\dept$\Marketing`) ends its name with `$`.
  if (EXPANSION.test(path)) return undefined;
  if (path.startsWith('~')) return undefined;
  const glob = path.search(/[*?[]/);
  if (glob < 0) return path.startsWith('/') || dir !== undefined ? judgeAll(resolve(dir ?? '/', path), context) : undefined;
  const slash = path.lastIndexOf('/', glob);
  const parent = path.slice(0, slash + 1) || '.';
  if (!parent.startsWith('/') && dir === undefined) return undefined;
  const base = resolve(dir ?? '/', parent);
  const component = path.slice(slash + 1).replace(/\/+$/, '');
  // `rm -rf /tmp/*` empties temp space, which is scratch by definition (`rm -rf /tmp` itself still speaks).
  if ((component === '*' || component === '.*') && scratchDirs(context.env).includes(base)) {
    context.aside?.(text.why.scratch(base));
    return undefined;
  }
  // `rm -rf problems/*/tests`: a glob in a middle folder picks siblings, and each match's named folder goes
  // whole. Judged as one of them, the glob written as a name no rule knows.
  const named = component.slice(component.lastIndexOf('/') + 1);
  if (component.includes('/') && !/[*?[]/.test(named)) {
    const risk = judgeAll(resolve(base, component.replace(/\[[^\]/]*\]|[*?]/g, ANY_NAME)), context);
    return risk?.replaceAll(ANY_NAME, '*');
  }
  // `uploads/**/*` (a globstar, as Ruby's `Dir[…]`, Python's recursive glob and bash's `globstar` read it) is every
  // file at every depth: the folder's whole contents, as `*` is (held-out round 53).
  return component === '*' || component === '.*' || component === '**/*' ? judgeAll(base, context) : judgeSome(base, context, component);
}
const ANY_NAME = '\u2217';

/**
 * What `$NAME<rest>` deletes when NAME is empty: `$X/`, `$X/*`, `$A/$B` (the other variables
 * empty too, unless checked) reach `/`; `$PREFIX/usr` a system directory.
 */
function emptyRisk(name: string, rest: string, context: PathContext): string | undefined {
  const under = emptyPath(rest, context);
  if (under === undefined) return undefined;
  return under === '/' ? PHRASE.emptyVar(`$${name}`) : PHRASE.emptyVarUnder(`$${name}`, under);
}

// Variables that name a place for output or scratch by their name: what lies under them is made again.
const BACKUP_VARIABLE = /^(?:\w{0,32}_)?BACKUPS?(?:_?DIR|_PATH|_ROOT)?$/i;
export const SCRATCH_VARIABLE = /(?:^|_)(?:TMP|TEMP|TMPDIR|CACHE|BUILD|OUT|OUTPUT|DIST|SCRATCH|WORK|STAGING|LOGS?)(?:_|DIR$|$)/i;

/**
 * What `$NAME/ledgers/*` deletes whatever NAME holds: a tail that names a folder of records (`$DATA_DIR/ledgers`,
 * `${BASE}/invoices`) is those records under any base, judged by the tail as a project path is (held-out round 67).
 */
function recordsUnderVariable(name: string, rest: string, context: PathContext): string | undefined {
  if (!rest.startsWith('/') || rest.length > 256 || /[$`%]/.test(rest) || SCRATCH_VARIABLE.test(name)) return undefined;
  // `$BACKUP_DIR/*.sql.gz`: a variable named for backups holds them, judged as the project's backups folder is. So is one
  // named for other kept data (`${ARCHIVE_DIR:?}/*` as the backups, `$UPLOADS_DIR/*` as the uploads, engine/keptNames.ts):
  // `${X:?}` rules out an empty X, not what X holds (held-out round 127).
  const kept = BACKUP_VARIABLE.test(name) ? 'backups' : keptNameFolder(name);
  if (kept !== undefined && !context.wide) {
    const risk = judgeDeletion(`${join(context.root, kept)}${rest}`, context.root, context);
    // A data tail under another kind is still read below (`$DATA_DIR/ledgers`, round 67).
    if (risk !== undefined || kept === 'backups') return risk?.replace(new RegExp(`\\b${kept}\\b`), `\`$${name}\``);
  }
  const parts = rest.slice(1).split('/');
  const glob = parts.findIndex((part) => /[*?[]/.test(part));
  const literal = (glob < 0 ? parts : parts.slice(0, glob)).filter((part) => part !== '');
  if (literal.length === 0 || literal.some((part) => part === '..' || part === '.')) return undefined;
  const data = dataFolder(join(context.root, ...literal), context.root);
  return data === undefined ? undefined : PHRASE.dataTree(`\`$${name}/${literal.join('/')}\``);
}

/** What `<empty><rest>` deletes when it reaches `/` (`/`) or a system directory (its path); undefined otherwise. */
function emptyPath(rest: string, context: PathContext): string | undefined {
  if (rest === '' || rest.length > 256) return undefined;
  let unchecked = true;
  const bare = rest.replace(
    /\$(?:\{(\w+)(:?[-?=+][^}]*)?\}|(\w+))/g,
    (_, braced: string | undefined, operator: string | undefined, plain: string | undefined) => {
      if (operator?.includes('?') || context.checked?.(braced ?? plain!)) unchecked = false;
      return operator?.startsWith(':-') || operator?.startsWith('-') ? '\u0000' : '';
    },
  );
  if (!unchecked || bare.includes('\u0000') || /[`]/.test(bare)) return undefined;
  const path = bare.replace(/\/{2,}/g, '/');
  if (/^\/?\*?$|^\/\.\*$/.test(path)) return '/';
  const trimmed = path.replace(/\/\*?$/, '');
  return SYSTEM_DIRS.has(trimmed) ? trimmed : undefined;
}

/**
 * A path a pipeline supplies: on its own (`xargs rm -rf`) it may be anything; under a directory
 * (`xargs -I{} rm -rf build/{}`) it is some entry of that directory.
 */
function judgePiped(word: string, dir: string | undefined, context: PathContext): string | undefined {
  const before = word.slice(0, word.indexOf(PIPED));
  if (before === '' || before.length > 4096) return PHRASE.piped;
  // `"$DEST/$line"`: with DEST unset the piped value is a path from `/`, whatever it is.
  const variable = VARIABLE.exec(before);
  if (
    variable &&
    !variable[2]?.includes('?') &&
    !(context.checked?.(variable[1] ?? variable[3]!) ?? false) &&
    /^\/?$/.test(before.slice(variable[0].length))
  )
    return PHRASE.piped;
  const risk = judgeDeletion(`${before.includes('/') ? before.slice(0, before.lastIndexOf('/') + 1) : ''}x*`, dir, context);
  return risk === undefined ? undefined : PHRASE.piped;
}

/** Whether absolute `path` lies under temp space (`/tmp`, `$TMPDIR`, …). */
export function inTempSpace(path: string, context: PathContext): boolean {
  return scratchDirs(context.env).some((scratch) => isInside(path, scratch));
}

/** Whether absolute `path` is, or lies under, the root, a system directory (`/opt/sdk`, `/var/www/x`) or the home, and not in temp space. */
export function underSystemOrHome(path: string, context: PathContext): boolean {
  if (inTempSpace(path, context)) return false;
  if (path === '/' || isInside(path, context.home)) return true;
  for (let dir = path; dir !== '/' && dir !== '.'; dir = dir.slice(0, Math.max(1, dir.lastIndexOf('/')))) {
    if (SYSTEM_DIRS.has(dir)) return true;
  }
  return false;
}

/** Whether `path` lies in a directory an earlier command of the line created (a fresh clone: git restores it). */
export function madeByLine(path: string, context: PathContext): boolean {
  const made = context.made?.find((dir) => isInside(path, dir));
  if (made !== undefined) context.aside?.(text.why.madeByLine(made));
  return made !== undefined;
}

/** A file name that says its content is made up or made by a program (`generated_children.json`, `fake-users.csv`). */
// A sample (`lost_items_sample.csv`, `data/samples`) written again by the line's own generator is drawn again (held-out round 176).
const MADE_UP_NAME = /(?:^|[-_.])(?:generated|gen|fake|faked|synthetic|mock|dummy|samples?)(?:[-_.]|$)/i;

/**
 * Whether `target` is named as generated or fake data, or as lighter copies of originals (`media/proxies`), and a later
 * script of the line makes it again (held-out rounds 141, 159). A folder named as kept data (`data/recordings`, `media/masters`)
 * is never so: no target makes recordings again, whatever it is called.
 */
function remadeFake(target: string, remade: readonly string[] | undefined): boolean {
  if (remade?.includes(target) !== true) return false;
  const name = target.slice(target.lastIndexOf('/') + 1);
  return MADE_UP_NAME.test(name) || (isDerivedCopy(name) && !isDataRoot(name, true));
}

/** What deleting `target` and everything under it puts at risk. */
export function judgeAll(target: string, context: PathContext): string | undefined {
  const { root, home } = context;
  if (madeByLine(target, context)) return undefined;
  if (target === '/') return PHRASE.root;
  if (SYSTEM_DIRS.has(target)) return PHRASE.system(target);
  if (target === home) return PHRASE.home;
  if (isInside(home, target)) return PHRASE.aboveHome(target);
  if (target === root) return PHRASE.project;
  if (isInside(root, target)) return PHRASE.aboveProject(target);
  if (target === join(root, '.git') || (isInside(target, root) && gitStore(target.slice(root.length + 1)))) return PHRASE.gitDir;
  if (isInside(target, root)) {
    if (context.wide) return undefined;
    // `rm -f data/seed/generated_children.json && python scripts/generate_fake_children.py`: a file its name marks as generated
    // or fake, which a later script of the line makes again by name, is that script's output, not records (held-out round 141).
    const data = remadeFake(target, context.remade) ? undefined : dataFolder(target, root);
    // `rm -rf data/interim/ && make features`: a pipeline's derived layer is its output, which it writes again from `data/raw`;
    // no folder of the project's own work, whatever git holds of it.
    const parts = target.slice(root.length + 1).split('/');
    if (
      derivedLayer(
        parts,
        parts.findIndex((part) => isDataRoot(part)),
      )
    ) {
      context.aside?.(text.why.derivedData(parts.slice(0, 2).join('/')));
      return undefined;
    }
    return (
      sourceTree(target, root, context.sourceRoots, context.remade) ??
      (data === undefined ? undefined : PHRASE.dataTree(data)) ??
      handWritten(target, root, context.remade) ??
      untrackedFolder(target, context)
    );
  }
  for (const scratch of scratchDirs(context.env)) {
    if (target === scratch) return PHRASE.tempRoot;
    if (isInside(target, scratch)) {
      context.aside?.(text.why.scratch(scratch));
      return undefined;
    }
  }
  return context.wide ? undefined : PHRASE.outside(displayPath(target, root));
}

// File types that are a project's own source or notebooks (not output: `.pyc`, `.o`, `.map`, `.js`, which
// TypeScript and bundlers emit): deleting every file of one under a project directory deletes its work.
const SOURCE_EXTENSIONS = new Set([
  'py',
  'ipynb',
  'pm',
  'pl',
  'rb',
  'ex',
  'exs',
  'erl',
  'go',
  'rs',
  'java',
  'kt',
  'kts',
  'scala',
  'groovy',
  'ts',
  'tsx',
  'jsx',
  'vue',
  'svelte',
  'c',
  'cc',
  'cpp',
  'cxx',
  'h',
  'hpp',
  'cs',
  'fs',
  'swift',
  'm',
  'mm',
  'php',
  'dart',
  'ml',
  'mli',
  'hs',
  'clj',
  'cljs',
  'lua',
  'r',
  'jl',
  'sql',
  'sh',
  'tf',
  'proto',
  'md',
  // Markdown a site generator's content folder holds, written by hand (MDX, Markdoc; the long spelling).
  'mdx',
  'markdown',
  'mdoc',
  'rmd',
  'qmd',
  'nim',
  'zig',
  'cr',
  'rkt',
  'lisp',
  // Translation catalogs a translator edits (gettext, XLIFF, Flutter ARB, Apple strings catalogs, .NET resources).
  'po',
  'xlf',
  'xliff',
  'arb',
  'strings',
  'xcstrings',
  'resx',
  // Termbases and translation memories (TBX, TMX: ISO 30042 and LISA's exchange format), and subtitles timed by hand
  // (SubRip, WebVTT, YouTube's SBV, SubStation Alpha).
  'tbx',
  'tmx',
  'srt',
  'vtt',
  'sbv',
  'ass',
  'ssa',
  // Music and audio work: DAW sessions (Pro Tools, Ableton Live, FL Studio, REAPER) and the sources of sound languages
  // (Csound, Pure Data, SuperCollider), and detection rules written by hand (YARA).
  'ptx',
  'als',
  'flp',
  'rpp',
  'csd',
  'orc',
  'sco',
  'pd',
  'scd',
  'yar',
  'yara',
  // Documents written by hand in a markup: LaTeX and BibTeX, Typst, reStructuredText, AsciiDoc, Org.
  'tex',
  'bib',
  'sty',
  'typ',
  'rst',
  'adoc',
  'org',
  // XML written by hand or kept as the work's own export: Android layouts, Maven builds, a lighting console's macros and
  // show data (grandMA3 exports them as XML). Test runners and generators write it too: their folders are judged as output.
  'xml',
]);

// Types tools also write into their report and result folders (`test-results/*.xml`, `reports/junit.xml`).
const ALSO_WRITTEN = new Set(['xml']);

// Translation catalogs, termbases, translation memories and subtitles: a person's work however old the file is.
const TRANSLATED = new Set(['po', 'xlf', 'xliff', 'arb', 'strings', 'xcstrings', 'resx', 'tbx', 'tmx', 'srt', 'vtt', 'sbv', 'ass', 'ssa']);

// JavaScript, which TypeScript and bundlers emit into their output folders (judged there as output), is
// written by hand under a source root (`find . -path './src/*' -name '*.js' -delete`).
const SCRIPT_TYPES = new Set(['js', 'mjs', 'cjs']);

/** Every `*.<ext>` source file of a project directory (`find src -name '*.py' -delete`, `rm lib/*.pm`), or undefined. */
function sourceFiles(dir: string, component: string | undefined, context: PathContext): string | undefined {
  // `**/*.md` (a globstar, as bash's `globstar` and Python's `glob(…, recursive=True)` read it) picks them at every depth, as find does.
  const ext = component === undefined ? undefined : /^(?:\*\*\/)?\*\.([A-Za-z0-9]{1,10})$/.exec(component)?.[1];
  // An age test does not make a translator's or a subtitler's work scratch (`find subtitles -name '*.srt' -mtime +0 -delete`).
  if (ext === undefined || context.wide || (context.aged && !TRANSLATED.has(ext.toLowerCase()))) return undefined;
  if (dir !== context.root && !isInside(dir, context.root)) return undefined;
  const parts = dir === context.root ? [] : dir.slice(context.root.length + 1).split('/');
  const type = ext.toLowerCase();
  if (
    !SOURCE_EXTENSIONS.has(type) &&
    !(context.sourceRoots?.extensions?.has(type) ?? false) &&
    !(SCRIPT_TYPES.has(type) && parts.some((part) => SOURCE_ROOTS.has(part)))
  )
    return undefined;
  if (parts.some((part) => REGENERABLE.has(part) || (part.startsWith('.') && part !== '.'))) return undefined;
  if (ALSO_WRITTEN.has(type) && parts.some((part) => isGenerated(part) || isTestFolderName(part) || isSampleFolderName(part)))
    return undefined;
  return PHRASE.sourceFiles(component!, displayPath(dir, context.root));
}

// Data folders whose old files are deleted by age as their retention policy.
const ROTATED = new Set(['backups', 'archive', 'archives']);
// An archive rotates its bundles and dumps (`find archive -name '*.tar.gz' -mtime +90 -delete`); the filed records kept in one
// (`find archive/nfirs -name '*.xml' -mtime +30 -delete`: submitted reports) are not copies of anything.
const BUNDLE_TYPES = new Set(['gz', 'tgz', 'zip', '7z', 'bz2', 'xz', 'zst', 'tar', 'bak', 'sql', 'dump', 'log']);
const BACKUP_FOLDERS = new Set(['backups']);

/**
 * Whether an age-picked delete in a data folder is a rotation of an archive's bundles (`ext` undefined: any file). Old
 * backups are not: a rotation that deletes every dump older than a week leaves a week to notice a bad one, and the
 * labels of held-out rounds 24-67 speak for each (`find "$BACKUP_DIR" -name '*.sql.gz' -mtime +7 -delete`, round 67).
 */
function rotated(data: string, ext: string | undefined): boolean {
  const parts = data.split('/').map((part) => part.toLowerCase());
  if (parts.some((part) => BACKUP_FOLDERS.has(part))) return false;
  if (!parts.some((part) => ROTATED.has(part)) || keptArchive(parts)) return false;
  return ext?.split('.').some((part) => BUNDLE_TYPES.has(part.toLowerCase())) ?? false;
}

// Folders below an archive that are a rotation's own layout: how often its bundles are made (`archive/nightly`), its logs, or
// its snapshots. Any other folder there names what was archived.
const ROTATION_LAYOUT = /^(?:hourly|daily|nightly|weekly|monthly|quarterly|snapshots?|logs?|rotated|rotation)$/;
// Folders that hold kept records whatever the files in them are (`records/archives`, `retention/client_files`), and names that
// say the archived things are closed cases or clients' files (`closed_estates`, `matters`, `contracts`).
const RECORD_HOLDERS = new Set(['records', 'registers', 'ledgers', 'filed', 'filings', 'submitted', ...RETENTION_ROOTS]);
const ARCHIVED_RECORDS =
  /(?:^|[-_])(?:closed|estates?|cases?|matters?|clients?|customers?|patients?|members?|contracts?|deeds?|wills?|probate)(?:[-_]|$)/;

/**
 * Whether the archive folder among `parts` (lower case, from the project root) is a store of records, not a rotation of
 * bundles: `archives/closed_estates` holds the estates closed and kept for their retention period, one tarball each, which no
 * build or backup run makes again (held-out round 149). A subfolder below the archive that names what was archived
 * (`archive/inspections`, `archives/2019`), a records folder above it (`records/archives`) or a name of closed cases or clients'
 * files says so; a bare `archive/`, a schedule's folder (`archive/nightly`) or a scratch one (`archive/tmp`) still rotates.
 */
function keptArchive(parts: readonly string[]): boolean {
  const at = parts.findIndex((part) => ROTATED.has(part));
  if (at < 0) return false;
  if (parts.some((part) => RECORD_HOLDERS.has(part) || (ARCHIVED_RECORDS.test(part) && !NOT_RECORDS.test(part)))) return true;
  return parts.slice(at + 1).some((part) => !ROTATED.has(part) && !ROTATION_LAYOUT.test(part) && !NOT_RECORDS.test(part));
}

// Tables a logger or a person fills (`logs/pool_chem/*.csv`, `log/temperatures/*.xlsx`): readings and checks of a subject,
// taken once, which rules may require keeping (held-out round 51). A program's own logs (`*.log`) stay scratch.
export const TABLE_TYPES: ReadonlySet<string> = new Set(['csv', 'tsv', 'xlsx', 'xls', 'ods', 'parquet']);

/** The project-relative folder of `dir` when tables (`ext`) are deleted under `logs/<subject>/`, or undefined. */
function loggedTables(dir: string, ext: string, root: string): string | undefined {
  if (!isInside(dir, root) || dir === root || !TABLE_TYPES.has(ext.split('.')[0]!.toLowerCase())) return undefined;
  const parts = dir.slice(root.length + 1).split('/');
  const at = parts.findIndex((part) => CAPTURE_LOGS.has(part.toLowerCase()));
  const subject = parts[at + 1]?.toLowerCase();
  if (at < 0 || subject === undefined || parts.some((part) => REGENERABLE.has(part) || part.startsWith('.'))) return undefined;
  if (PROGRAM_LOGS.test(`${subject}_`) || NOT_RECORDS.test(subject)) return undefined;
  return parts.join('/');
}

// A log a service keeps of its cases (`safeguarding/logs`, `incidents/log`, `complaints/logs`): the folder is named for the
// records above it and holds documents or tables (`*.md`, `*.docx`, `*.pdf`, `*.csv`), each an entry written once, which
// rules often require keeping for years (held-out round 137). A program's own logs (`logs/*.log`, `var/log`, `app/logs`)
// are named for no records and their `*.log` type is scratch wherever it lies.
const RECORD_SUBJECT =
  /(?:^|[-_])(?:safeguarding|incidents?|clinical|care|case[-_]?notes|cases|complaints?|inspections?|compliance|accidents?|near[-_]?miss(?:es)?)(?:[-_]|$)/;
const LOGGED_DOCUMENTS = new Set(['md', 'markdown', 'docx', 'doc', 'odt', 'rtf', 'pdf', 'csv', 'tsv', 'xlsx', 'xls', 'ods']);

/** The project-relative folder of `dir` when documents (`ext`) are deleted under `<records>/logs/`, or undefined. */
function recordLogs(dir: string, ext: string, root: string): string | undefined {
  if (!isInside(dir, root) || dir === root || !LOGGED_DOCUMENTS.has(ext.split('.')[0]!.toLowerCase())) return undefined;
  const parts = dir.slice(root.length + 1).split('/');
  const at = parts.findIndex((part) => CAPTURE_LOGS.has(part.toLowerCase()));
  if (at < 1 || !RECORD_SUBJECT.test(parts[at - 1]!.toLowerCase())) return undefined;
  if (parts.some((part) => REGENERABLE.has(part) || part.startsWith('.') || NOT_RECORDS.test(part.toLowerCase()))) return undefined;
  return parts.join('/');
}

// Copies a build or a script makes again from the originals beside them, whatever folder they lie in: thumbnails and
// previews (`*.thumb.webp`, `*_thumb.jpg`), retina and sized renditions (`*@2x.png`, `*-300x200.jpg`), minified code and
// its source maps (`*.min.js`, `*.js.map`).
const DERIVED_COPY =
  /(?:^|[-_.*])(?:thumb(?:nail)?s?|previews?|resized|min)[-_.]|@[23]x\.[A-Za-z0-9]{1,10}$|-\d{2,4}x\d{2,4}\.[A-Za-z0-9]{1,10}$|\.(?:js|css)\.map$/i;

/**
 * Whether a name pattern picks files made again or meant to go, wherever they lie: a scratch type (`*.tmp`, `*.log`,
 * `*.part`), a copy made from an original (`*_thumb.jpg`, `*.js.map`), or a name marked as a test or scratch copy
 * (`preview_*.pdf`, `test_*.wav`).
 */
export const regenerableName = (component: string): boolean =>
  scratchType(component) || DERIVED_COPY.test(component) || SCRATCH_NAME.test(component);

/**
 * Every table (`*.csv`, `*.xlsx`, `*.json`) a find takes from each folder of one name across a project's tree (its `-path`
 * names `scalehouse` between two stars, its `-name '*.csv'`): a folder picked out by name for its tables holds records,
 * unless its name says scratch, output, tests or cache (held-out round 61). Undefined outside the project.
 */
export function folderTables(
  tree: string,
  folder: string,
  named: string,
  dir: string | undefined,
  context: PathContext,
): string | undefined {
  const ext = ONE_TYPE.exec(named)?.[1]?.split('.')[0]?.toLowerCase();
  if (ext === undefined || !(TABLE_TYPES.has(ext) || FOLDER_TABLE_TYPES.has(ext)) || context.wide) return undefined;
  const lower = folder.toLowerCase();
  if (NOT_RECORDS.test(lower) || REGENERABLE.has(lower) || STORAGE_SCRATCH.test(lower) || CAPTURE_LOGS.has(lower)) return undefined;
  const path = absolutePath(tree, dir, context);
  if (path === undefined || !(isInside(path, context.root) || path === context.root) || madeByLine(path, context)) return undefined;
  if (
    path !== context.root &&
    path
      .slice(context.root.length + 1)
      .split('/')
      .some((part) => REGENERABLE.has(part) || part.startsWith('.'))
  )
    return undefined;
  return PHRASE.dataFiles(named, `every \`${folder}\` folder of ${displayPath(path, context.root)}`);
}
// Records written as JSON as well as tables (`scalehouse/*.json` tickets); the table types are TABLE_TYPES.
const FOLDER_TABLE_TYPES = new Set(['json', 'jsonl', 'ndjson']);

/** Every file of one type under a data folder of the project (`rm ledger/*.journal`, `Dir.glob("ledger/…/*.journal")`), or undefined. */
function dataFiles(dir: string, component: string | undefined, context: PathContext): string | undefined {
  // A compressed type counts as its own (`backups/*.sql.gz`); a scratch type compressed (`logs/*.log.gz`) is still scratch.
  // Every file of the type in each subfolder (`records/run_sheets/*/*.json`, a folder per month or per client) is the folder's
  // records at one depth, as `**/*.json` is at every depth (held-out round 69).
  const ext =
    component === undefined ? undefined : /^(?:\*\*\/|(?:\*\/){1,3})?\*\.([A-Za-z0-9]{1,10}(?:\.[A-Za-z0-9]{1,10})?)$/.exec(component)?.[1];
  if (ext === undefined) return datedDocuments(dir, component, context);
  if (component === SOME_ENTRIES || context.wide) return undefined;
  if (scratchType(component!) || DERIVED_COPY.test(component!)) return undefined;
  const data =
    dataFolder(dir, context.root, true, DOCUMENT_TYPE.test(ext)) ??
    recordFolder(dir, ext, context.root) ??
    businessFiles(dir, ext, context.root) ??
    loggedTables(dir, ext, context.root) ??
    recordLogs(dir, ext, context.root);
  // Old backups and archives deleted by age are their rotation (`find backups -name '*.sql.gz' -mtime +30 -delete`); recorded
  // data kept in an archive is not a backup of anything (`find archive/darks -name '*.fits' -mtime +90 -delete`): no rerun takes it again.
  if (data !== undefined && context.aged && rotated(data, ext) && !ext.split('.').some((part) => RECORD_TYPES.has(part.toLowerCase())))
    return undefined;
  return data === undefined ? undefined : PHRASE.dataFiles(component!, data);
}

/**
 * Every file under `word` older than some days (`find crew/photos -type f -mtime +0 -exec rm {} +`): the records of a data folder
 * of the project, or undefined. Old backups and archives deleted by age are their rotation, as for files of one type.
 */
export function oldFiles(word: string, dir: string | undefined, context: PathContext): string | undefined {
  const path = absolutePath(word, dir, context);
  if (path === undefined || context.wide || !isInside(path, context.root) || madeByLine(path, context)) return undefined;
  const data = dataFolder(path, context.root, true);
  if (data === undefined || rotated(data, undefined)) return undefined;
  return PHRASE.dataFiles('*', data);
}

/**
 * A glob that picks entries by the date their name starts with (`2024-*`, `night_2023*`, `2024-0[1-6]*`): a year's or a
 * month's folders of recorded data, a whole season of nights or sessions, not a few stray files.
 */
const DATED = /^(?:[A-Za-z]{1,16}[-_])?(?:19|20)\d{2}(?:[-_.]?(?:\d{1,2}|\[[0-9-]{1,8}\]))?(?:[-_.]?(?:\d{1,2}|\[[0-9-]{1,8}\]))?[-_.]?\*$/;

/** A glob that picks documents by the date their name starts with (`2023-*.pdf`, `INV-2024-0[1-6]*.pdf`). */
const DATED_DOCUMENT =
  /^(?:[A-Za-z]{1,16}[-_])?(?:19|20)\d{2}(?:[-_.]?(?:\d{1,2}|\[[0-9-]{1,8}\]))?(?:[-_.]?(?:\d{1,2}|\[[0-9-]{1,8}\]))?[-_.]?\*\.([A-Za-z]{1,5})$/;

/**
 * A year's or a month's documents in a records or documents folder (`rm invoices/issued/2023-*.pdf`): what was issued or
 * signed then, not a few stray files (held-out round 55). In a backups or archive folder they are its rotation, as for entries.
 */
function datedDocuments(dir: string, component: string | undefined, context: PathContext): string | undefined {
  const ext = component === undefined || context.wide ? undefined : DATED_DOCUMENT.exec(component)?.[1];
  if (ext === undefined || !DOCUMENT_TYPE.test(ext)) return undefined;
  const data = dataFolder(dir, context.root, true, true);
  if (data === undefined || rotatedByName(data)) return undefined;
  return PHRASE.datedEntries(component!, data);
}

/** Whether the dated entries of a backups or archive folder are its rotation (`backups/2023-*`), not an archive of records. */
function rotatedByName(data: string): boolean {
  const parts = data.split('/').map((part) => part.toLowerCase());
  return parts.some((part) => ROTATED.has(part)) && (parts.some((part) => BACKUP_FOLDERS.has(part)) || !keptArchive(parts));
}

/** The dated entries of a data folder of the project (`rm -rf data/fits/lights/2024-*`), or undefined. */
function datedEntries(dir: string, component: string | undefined, context: PathContext): string | undefined {
  if (component === undefined || context.wide || !DATED.test(component)) return undefined;
  const data = dataFolder(dir, context.root);
  // Old backups and archives picked by the date in their names are their rotation (`rm -rf backups/2023-*`), as by age.
  if (data === undefined || rotatedByName(data)) return undefined;
  return PHRASE.datedEntries(component, data);
}

/** A glob that picks files of one type by a name pattern (`master*_flat*.xisf`, `M31_*.fits`): the type is what it ends in. */
const NAMED_TYPE = /^[^/*?[]{0,64}\*[^/]{0,128}\.([A-Za-z0-9]{1,10})$/;
/** Names that mark a file as a test or scratch copy (`test_*.wav`, `*_tmp.fits`). */
const SCRATCH_NAME = /(?:^|[-_.*])(?:te?mp|test|scratch|junk|preview|thumb(?:nail)?s?)(?:[-_.*]|$)/i;

/** Whether a name pattern picks recorded data of one type (`master*_flat*.xisf`), not a test or scratch copy. */
export function namesRecords(component: string): boolean {
  const ext = NAMED_TYPE.exec(component)?.[1];
  return ext !== undefined && RECORD_TYPES.has(ext.toLowerCase()) && !SCRATCH_NAME.test(component);
}

/**
 * Recorded data picked by a name pattern in a data folder of the project (`find masters -name 'master*_flat*.xisf' -delete`,
 * `rm data/lights/M31_*.fits`): frames, takes or reads shot once, however few a pattern picks; or undefined.
 */
function namedRecords(dir: string, component: string | undefined, context: PathContext): string | undefined {
  if (component === undefined || context.wide || !namesRecords(component)) return undefined;
  const data = dataFolder(dir, context.root, true);
  return data === undefined ? undefined : PHRASE.dataFiles(component, data);
}

/** A glob that picks dumps or archives by a name pattern (`pooldb_2024-06-*.sql.gz`, `orders_*.dump`, `site-*.tar.gz`). */
const NAMED_DUMP = /^[^/*?[]{1,64}\*[^/*]{0,64}\.(?:sql|dump|dmp|bak|tar|tgz|gz|zip|7z|zst|xz|bz2)$/i;

/** Whether a name pattern picks dumps or archives (`pooldb_2024-06-*.sql.gz`), not a test or scratch copy. */
export function namesDumps(component: string): boolean {
  return NAMED_DUMP.test(component) && !SCRATCH_NAME.test(component);
}

/**
 * Backups picked by a name pattern in the project's backups folder (`rm backups/pooldb_2024-06-*.sql.gz`): a month's or a
 * database's dumps, the copies a restore needs, however few, and picked by age too.
 */
function namedBackups(dir: string, component: string | undefined, context: PathContext): string | undefined {
  if (component === undefined || context.wide || !namesDumps(component)) return undefined;
  const data = dataFolder(dir, context.root, true);
  if (data === undefined || !data.split('/').some((part) => BACKUP_FOLDERS.has(part.toLowerCase()))) return undefined;
  return PHRASE.dataFiles(component, data);
}

/** A glob naming every file of one type, a compressed one too (`*.csv`, `*.sql.gz`); its group is the type. */
export const ONE_TYPE = /^\*\.([A-Za-z0-9]{1,10}(?:\.[A-Za-z0-9]{1,10})?)$/;

/**
 * Whether absolute `path` is every file of one type in a data folder outside the project (`rm -f
 * /var/discourse/shared/standalone/backups/default/*.tar.gz`): records or backups kept where the project is not.
 */
export function dataFilesOutside(path: string, context: Pick<PathContext, 'root' | 'home'>): boolean {
  const slash = path.lastIndexOf('/');
  const ext = ONE_TYPE.exec(path.slice(slash + 1))?.[1];
  if (ext === undefined || ext.split('.').some((part) => SCRATCH_TYPES.has(part.toLowerCase()))) return false;
  // Only folders below the home or the project's own ancestors name the data: a home at `/data/users/me` is not a data folder.
  const parts = path.slice(0, slash).split('/').filter(Boolean).slice(sharedDepth(path, context));
  const home = isInside(path, context.home);
  // A Windows share (`//fileserver/claims/*.xlsx`) holds what others keep.
  const share = path.startsWith('//');
  // An application's own files under the home (`~/.config/obs-studio/basic/scenes/*.json`): its settings and what the user made in it.
  const app = home ? APP_DATA.exec(parts.join('/'))?.[0] : undefined;
  const below = app === undefined ? parts : parts.slice(app.split('/').length);
  // A folder of the user's own under the home (`~/nav-data/*.dat`, `~/finance/*.gnucash`) holds what they keep; downloads come again.
  const own = home && app === undefined && below.length > 0 && !HOME_SCRATCH.test(below[0]!);
  // Recorded data (`/data/telescope/night_*/*.fits`, `/srv/seq/run*/*.fastq`) outside the home is records in any folder a glob picks.
  const record = !home && !share && ext.split('.').some((part) => RECORD_TYPES.has(part.toLowerCase()));
  // What a site serves lives under `/srv/<service>` (FHS 3.0 §3.17): every file of one type there, at any depth
  // (`/srv/labels/**/*.zpl`), is the service's data.
  const served = !home && !share && parts[0] === 'srv' && parts.length >= 2;
  // Every file of one type at any depth below a data folder (`/data/cdr/**/*.asn1`, Python's recursive glob) is its records too.
  const deep = (at: number) => served || (!home && !share && below.slice(0, at).some(isTypedDataRoot));
  return (
    (app !== undefined || own || share ? below.length > 0 : record || served ? parts.length > 0 : parts.some(isTypedDataRoot)) &&
    !below.some(
      (part, at) =>
        REGENERABLE.has(part) ||
        SCRATCH_DIRS.test(part) ||
        (home && /^crash/i.test(part)) ||
        part.startsWith('.') ||
        (record ? /[$`]/.test(part) : !(part === '**' && deep(at)) && /[*?[$`]/.test(part)),
    )
  );
}

/** Where applications keep their settings and the user's work under the home (XDG, macOS, Windows roaming). */
const APP_DATA = /^(?:\.config|\.local\/share|Library\/Application Support|AppData\/Roaming)(?=\/|$)/;
/** Folders of what is rebuilt or rotated (an application's crash reports under the home too; elsewhere `crashes` is a fuzzer's data). */
const SCRATCH_DIRS = /cache|^logs?$|^te?mp$|^trash$/i;
/** The home's folders of what comes again or was meant to go: downloads and scratch space. */
const HOME_SCRATCH = /^(?:downloads|tmp|temp|scratch)$/i;

/** How many leading folders of `path` are the home's (when it lies under it) or ancestors of the project root. */
function sharedDepth(path: string, { root, home }: Pick<PathContext, 'root' | 'home'>): number {
  const parts = path.split('/');
  const common = (base: string) => {
    const baseParts = base.split('/');
    let at = 0;
    while (at < baseParts.length && at < parts.length - 1 && baseParts[at] === parts[at]) at++;
    return at;
  };
  const homeDepth = isInside(path, home) ? home.split('/').length : 0;
  return Math.max(homeDepth, common(root)) - 1;
}

/** What deleting some of the entries under `dir` (a glob, or find's predicates) puts at risk; `component` is what they match (`*.py`). */
export function judgeSome(dir: string, context: PathContext, component?: string): string | undefined {
  if (madeByLine(dir, context)) return undefined;
  // `rm storage/framework/views/*.php`: Laravel compiles those views again; they are no one's source.
  if (isInside(dir, context.root) && isFrameworkScratch(dir.slice(context.root.length + 1))) return undefined;
  if (isInside(dir, context.root) || dir === context.root)
    return (
      sourceFiles(dir, component, context) ??
      dataFiles(dir, component, context) ??
      datedEntries(dir, component, context) ??
      namedRecords(dir, component, context) ??
      namedBackups(dir, component, context)
    );
  if (inTempSpace(dir, context)) return undefined;
  if (dir === '/' || SYSTEM_DIRS.has(dir) || dir === context.home || isInside(context.home, dir)) return judgeAll(dir, context);
  if (context.wide) return undefined;
  const typed = component !== undefined && ONE_TYPE.test(component);
  return typed ? PHRASE.outsideFiles(component!, displayPath(dir, context.root)) : PHRASE.outside(displayPath(dir, context.root));
}

/** A Windows path (`C:/`, `C:/Windows`, `C:/Users/me`), judged against a Windows project root when there is one. */
function judgeWindows(path: string, context: PathContext): string | undefined {
  // A glob's directory stands for it: `C:/Users/me/*` empties the home directory.
  const trimmed = path.replace(/(?:\/[^/]*[*?][^/]*)+$/, '').replace(/\/$/, '');
  if (/^[a-z]:$/i.test(trimmed)) return PHRASE.drive(trimmed.toUpperCase());
  if (WINDOWS_SYSTEM.test(`${trimmed}/`) || WINDOWS_SYSTEM.test(trimmed)) return PHRASE.system(trimmed);
  if (/^[a-z]:\/users\/[^/]+$/i.test(trimmed)) return PHRASE.home;
  const root = context.root.replace(/\\/g, '/').toLowerCase();
  const lower = trimmed.toLowerCase();
  if (/^[a-z]:\//.test(root) && (lower === root || lower.startsWith(`${root}/`))) return lower === root ? PHRASE.project : undefined;
  if (/^[a-z]:\/(?:windows\/)?te?mp(?:\/|$)/i.test(trimmed) || /\/appdata\/local\/temp(?:\/|$)/i.test(trimmed)) return undefined;
  return context.wide ? undefined : PHRASE.outside(trimmed);
}

/** What a walk deletes when no `-name` names one file type: some entries, of no type known. */
const SOME_ENTRIES = '*.x';

/** What deleting `word` judged as a tree walked by `find` (some entries under it) puts at risk. */
export function judgeWalked(word: string, dir: string | undefined, context: PathContext, named = SOME_ENTRIES): string | undefined {
  return judgeDeletion(word.endsWith('/') ? `${word}${named}` : `${word}/${named}`, dir, context);
}

// `/dev/tcp/host/port`, `/dev/udp/…`: bash opens a socket there; no file or disk is written.
// A loop device (`/dev/loop7`, its partition `/dev/loop7p1`, kpartx's `/dev/mapper/loop7p1`) is an image file
// `losetup` attached: writing or formatting it changes that file, not a disk. https://man7.org/linux/man-pages/man4/loop.4.html
const DEVICE =
  /^\/dev\/(?!(?:null|zero|full|u?random|stdout|stderr|stdin|tty\w*|console|ptmx|fd\/\d+|pts\/\d+|shm\/.*|mqueue\/.*|(?:tcp|udp)\/.*|(?:mapper\/)?loop\d+(?:p\d+)?)$)\S/;

/** Whether `word` names a block device (`/dev/sda`, `\\.\PhysicalDrive0`, a drive `D:`). */
export function isDevice(word: string): boolean {
  const path = word.replace(/\\/g, '/');
  // `disk2`, `disk0s1`: how diskutil names a macOS disk or partition.
  return DEVICE.test(path) || /^\/\/\.\/physicaldrive\d+$/i.test(path) || /^[a-z]:\/?$/i.test(path) || /^r?disk\d+(?:s\d+)?$/.test(path);
}

/** An expansion the shell makes: a `$` that starts one (a hidden share's `dept$` is a name), a backtick, cmd's `%`. */
const EXPANSION = /\$(?=[\w{(])|[`%]/;

/** The absolute form of `word` for matching globs (`~` expanded), or undefined when unknown. */
export function absolutePath(word: string, dir: string | undefined, context: PathContext): string | undefined {
  // A Windows share (`\\fs01\home$\*`) keeps its two leading slashes: `//fs01/home$/*` is no path under `/`.
  if (/^\\\\\w/.test(word)) return EXPANSION.test(word) ? undefined : `/${resolve(word.slice(1).replace(/\\/g, '/'))}`;
  let path = word.replace(/\\/g, '/');
  const home = HOME_VARIABLES.exec(path);
  if (home) path = context.home + path.slice(home[0].length);
  if (/[$`%]/.test(path) || path.startsWith('~')) return undefined;
  if (path.startsWith('/')) return resolve(path);
  return dir === undefined ? undefined : resolve(dir, path);
}

/**
 * Whether absolute `path` matches one of the globs: `~` is the home directory, `*` any characters
 * but `/`, `**` any path; a glob without a leading `/` or `~` matches at any depth. Globs are the
 * packs' own (never the project's), compiled once; the path is bounded by the caller.
 */
export function matchesGlob(path: string, globs: readonly string[], home: string): boolean {
  return globs.some((glob) => {
    const compiled = compileGlob(glob, home);
    // A match holds the glob's longest literal verbatim: most globs are ruled out without their
    // pattern, which a hook process would compile for each (0.02 ms apiece, 50 in a list).
    return path.includes(compiled.literal) && compiled.regex().test(path);
  });
}

interface CompiledGlob {
  /** The longest run of the glob's literal characters. */
  literal: string;
  regex: () => RegExp;
}

const compiled = new Map<string, CompiledGlob>();

function compileGlob(glob: string, home: string): CompiledGlob {
  const key = `${home}\u0000${glob}`;
  let each = compiled.get(key);
  if (!each) {
    const anchored = glob.startsWith('~') ? home + glob.slice(1) : glob.startsWith('/') ? glob : `**/${glob}`;
    // `**/` stands for any folders (the slash is its own), as do `**`, `*` and `?` within a name.
    const literal = anchored
      .replaceAll('**/', '*')
      .split('*')
      .flatMap((run) => run.split('?'))
      .reduce((longest, run) => (run.length > longest.length ? run : longest), '');
    let regex: RegExp | undefined;
    each = { literal, regex: () => (regex ??= globRegex(anchored)) };
    compiled.set(key, each);
  }
  return each;
}

/** The pattern of an anchored glob: `~` expanded, and any folders put in front of a relative one. */
export function globRegex(anchored: string): RegExp {
  let source = '';
  for (let i = 0; i < anchored.length; i++) {
    const ch = anchored[i]!;
    if (ch === '*' && anchored[i + 1] === '*') {
      source += anchored[i + 2] === '/' ? '(?:[^/]*/)*' : '.*';
      i += anchored[i + 2] === '/' ? 2 : 1;
    } else if (ch === '*') source += '[^/]*';
    else if (ch === '?') source += '[^/]';
    else source += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
