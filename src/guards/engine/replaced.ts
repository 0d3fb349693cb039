import { lstatSync } from 'node:fs';
import { basename, dirname, extname } from 'node:path';
import { isInside } from '../../project/projectRoot.js';
import { CODE_FOLDER, isArtwork } from './artwork.js';
import { isGenerated, isSharedOutput } from './generatedFolders.js';
import { inDataFolder, isBusinessRecords, isDataRoot, isDocumentRoot, type PathContext } from './paths.js';
import { tarArchive } from './tarArchive.js';
import { isMockFolderName, isSampleFolderName, isSampleName, isTestFolderName } from './testPaths.js';
import { nameWords } from '../lib/scratch.js';

// A copy or move onto a file the project already holds replaces it. Git brings back what it tracks; an
// untracked file (a post-processor tuned by hand, a revision of a part program, a local `.env`) is gone.
// Only what is on disk counts: a destination that does not exist yet is a new file, not a loss.

// Files made to be replaced: logs, locks, temp and compiled files.
const SCRATCH_TYPE = /\.(?:log|lock|tmp|temp|pid|pyc|o|obj|class|map|swp|part|crdownload|orig|rej)$/i;

// What marks a file written to stand in for another (`x.tmp`, `x.new`, `x_sorted`, `x.$$`).
// A cleaned or fixed copy (`interments_cleaned.csv`) is no stage of one rewrite: its rows or values differ, and moved over the
// original it loses what the cleaning dropped.
const REWRITE_MARK = /^[._-]?(?:[^a-z]*|.*(?:tmp|temp(?!lat)|new|next|part|partial|swp|out|sorted|formatted|\$\$).*)$/i;

/** A file's name without its type (`landings_2025-06` of `landings_2025-06.csv`). */
const stem = (name: string) => name.slice(0, name.length - extname(name).length) || name;

/**
 * What is on disk where a write lands: `filled`, a file with content; `unseen`, neither the file nor its folder (the call runs
 * on a tree the hook does not hold, and `mv` into a missing folder fails, so a folder that is on disk shows a new file); else
 * undefined (an empty file, a folder, a new file).
 */
export function onDisk(path: string): 'filled' | 'unseen' | undefined {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (stat !== undefined) return stat.isFile() && stat.size > 0 ? 'filled' : undefined;
  return lstatSync(dirname(path), { throwIfNoEntry: false }) === undefined ? 'unseen' : undefined;
}

/**
 * `relative` when writing over `destination` loses what git cannot give back: a file with content git does not track, or a
 * path neither on disk nor in a folder that is (the call runs on a tree the hook does not hold). Else undefined.
 */
function lostWhenReplaced(destination: string, relative: string, context: PathContext): string | undefined {
  const seen = onDisk(destination);
  return seen === 'unseen' || (seen === 'filled' && context.git?.tracks(relative) === false) ? relative : undefined;
}

/** What copying `source` onto `destination` (absolute paths) replaces, or undefined: no such file, tracked, scratch or the same file's rewrite. */
export function replacedFile(source: string, destination: string, context: PathContext): string | undefined {
  const { root, git } = context;
  if (git === undefined || destination === root || !isInside(destination, root) || source === destination) return undefined;
  const relative = destination.slice(root.length + 1);
  const parts = relative.split('/');
  if (parts.slice(0, -1).some(hiddenOrMade) || SCRATCH_TYPE.test(relative)) return undefined;
  // `mv report.json.tmp report.json`, `cp -f app.conf.new app.conf`: a file's own rewrite, written beside it first
  // (a template, `config.example.yaml`, is another file: copied over the real one, it replaces it).
  const [from, to] = [basename(source), basename(destination)];
  const toStem = stem(to);
  const extra = from.includes(toStem) ? from.replace(toStem, '') : undefined;
  if (extra !== undefined && REWRITE_MARK.test(extra)) return undefined;
  return onDisk(destination) === 'filled' && git.tracks(relative) === false ? relative : undefined;
}

// A file written under a stand-in name to replace another (`jq … data/x.json > tmp.json && mv tmp.json data/x.json`).
const STAGED = /^(?:tmp|temp|new|next|out|output|result|fixed|clean|cleaned|sorted|updated|formatted)(?:[-_.]\w{1,32})?$/i;

/**
 * Whether a copy's words are plain (no glob, variable or substitution the shell fills in, no folder destination) and land
 * inside the project: the only copies whose destination these judgements can name.
 */
function plainInside(sourceWord: string, destinationWord: string, destination: string, root: string): boolean {
  return !/[*?[$`{]/.test(sourceWord + destinationWord) && !destinationWord.endsWith('/') && isInside(destination, root);
}

/**
 * Whether a copy or move onto `destination` must be judged by the destination's folder and type, as a delete of it
 * is: neither the file nor its folder can be seen here (the call runs on a tree the hook does not hold, and `mv`
 * into a missing folder fails, so a folder that is on disk shows a new file), one named file lands on a file of
 * another name (`mv empty.pgn data/master_games.pgn`), and that name is not built from the source's own (a
 * version, `claims.csv` → `claims_2024.csv`; a backup, `x.csv.bak`; the source's rewrite, `x.csv.tmp` → `x.csv`, or one staged as `tmp.json` or under `/tmp`).
 */
export function unseenDestination(
  sourceWord: string,
  destinationWord: string,
  source: string,
  destination: string,
  context: PathContext,
  now = new Date(),
): boolean {
  const { root } = context;
  if (destination === root || !plainInside(sourceWord, destinationWord, destination, root)) return false;
  const relative = destination.slice(root.length + 1);
  const parts = relative.split('/');
  if (parts.length < 2 || parts.slice(0, -1).some((part) => part.startsWith('.') || outputFolder(part)) || SCRATCH_TYPE.test(relative))
    return false;
  const [from, to] = [basename(source), basename(destination)];
  if (from === to || extname(to) === '') return false;
  const [fromStem, toStem] = [stem(from), stem(to)];
  if (toStem.includes(fromStem) || to.includes(from)) return false;
  const extra = from.includes(toStem) ? from.replace(toStem, '') : undefined;
  // `mv data/gis/address_points_new.geojson data/gis/address_points.geojson`: a variant named so beside its base in a data or
  // model folder is another version of the work (an edit, a calibration), not a stage of one rewrite; `app.conf.new` is one.
  // A file of records keeps that judgement in any folder (`catalogue/listings_abebooks_new.tsv` → `listings_abebooks.tsv`, held-out
  // round 61): the base holds the live rows, and the variant holds what the edit kept of them.
  // The mark may follow the type too (`data/moorings.csv.new` → `data/moorings.csv`, held-out round 90).
  const variant =
    ((VARIANT.test(fromStem.slice(toStem.length)) && fromStem.startsWith(toStem)) ||
      (from.startsWith(to) && TRAILING_MARK.test(from.slice(to.length)))) &&
    (inDataFolder(destination, root) || authoredRecord(destination, root) || (RECORD_TYPE.test(to) && !inCodeFolder(relative)));
  if ((extra !== undefined && !variant && REWRITE_MARK.test(extra)) || STAGED.test(fromStem) || source.startsWith('/tmp/')) return false;
  // `mv data/raw/landings_new.csv data/raw/landings_2025-06.csv`: a file given its period's name, which the source's lacks, is filed
  // under a new name of the same work; a dated file moved onto an undated one (`Hamlet_preview_0412.esf` → `Hamlet.esf`) still
  // replaces it, and so does a file moved onto another work's dated name (`monthly_means.nc` → `era5_t2m_1979_2023.nc`).
  // A corrected copy beside the records (`data/tags_import_fixed.csv` → `data/tags_2025.csv`) is no new period's file: it lands on
  // that period's records; filed into another folder under a dated name it is a new file.
  const correction = CORRECTED.test(fromStem) && dirname(source) === dirname(destination);
  // A draft given its work's year alone (`harbour_dues_draft` → `records/harbour_dues_2024`) is no new period's file: that
  // year's is kept under that name (held-out round 142).
  if (
    DATE_STAMP.test(toStem) &&
    !DATE_STAMP.test(fromStem) &&
    firstWord(toStem) === firstWord(fromStem) &&
    !correction &&
    !draftOntoYear(fromStem, toStem)
  )
    return false;
  if (filedFromDraft(fromStem, to) || draftRenamed(fromStem, toStem)) return false;
  // `mv docs/rigging-checklist-draft.md docs/rigging-checklist.md`: a draft promoted over a text page of the docs, which git gives
  // back (held-out round 80).
  if (DRAFT_NAME.test(fromStem) && sourceDocument(parts.slice(0, -1), to)) return false;
  // `cp templates/blank.json data/new_site.json`: a blank copied to a name that says the file is started now.
  // `cp templates/blank_rota.xlsx data/rota/rota_2027.xlsx`: a blank copied to a period's name still to come starts it (below).
  if (TEMPLATE_SOURCE.test(sourceWord) && (startedName(toStem) || periodToCome(toStem, now))) return false;
  return onDisk(destination) === 'unseen';
}

// A working copy by its name (`kiln_schedule_draft`, `wip-roster`, `budget_working`, a numbered `budget_draft2`): the mark comes
// off when it is filed.
const WORKING_MARK = /(?:^|[-_.])(?:(?:draft|wip)(?:v?\d{1,4})?|working)(?=[-_.]|$)/gi;
/** A draft's work: its name without the draft or working mark (`hire_rates_draft` → `hire_rates`). */
const draftWork = (fromStem: string) => fromStem.replace(WORKING_MARK, '').replace(/^[-_.]+/, '');
// What a filed copy's name adds to its work: a period or a version (`_2024-07`, `_2024_q3`, `-fy25`, `_v3`, `_rev2`, `_jul`),
// one to three of them. Bounded and anchored: linear on any name.
// A season names a part of a year as a month does (`menu_2024_autumn`, `timetable_2025_spring`, held-out round 142).
const FILED_MARK =
  /^(?:[-_. ](?:(?:19|20)\d{2}(?:[-_.]?\d{2}){0,2}|v\d{1,4}|rev[-_]?\d{1,4}|q[1-4]|h[12]|fy\d{2,4}|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|spring|summer|autumn|fall|winter)){1,3}$/i;
// A year alone (`_2024`, `-fy2024`): the year's own file (`hire_rates_2024`, the rate card in force, `fuel_log_2024`), kept
// all year under that name, which a draft moved onto it replaces (held-out round 142). A year and a finer part of it
// (`_2024-07`, `_2024_autumn`, `_2024_q3`) or a version (`_v3`) is a new, more specific name.
const YEAR_MARK = /^[-_. ](?:fy[-_]?)?(?:(?:19|20)\d{2}|\d{2})$/i;
// What a descriptive title adds to a work's name (`highland-mary-draft` → `highland-mary-sidmouth-setting`, held-out round 142):
// two or three words naming one setting or edition of it, a new file beside the others. One word may be the kept copy's own
// name (`_master`, `_list`), and a stage or a copy's mark names another state of the same file (`_final`, `_signed`).
const TITLE_MARK = /^(?:[-_. ][a-z]{2,24}){2,3}$/i;
const STATE_WORD =
  /^(?:final|finals|finished|published|live|current|master|main|approved|signed|submitted|certified|filed|issued|official|release|released|clean|latest|prod|production|canonical|agreed|adopted|ratified|executed|complete|completed|done|reviewed|fixed|corrected|revised|updated|edited|merged|import|imported|export|exported|new|old|copy|backup|bak|orig|original|sent|printed|proof|draft|wip|working|version|ver|rev)$/i;
/** Whether `rest` (what a name adds to its work) is a descriptive title: two or three words, none a stage or copy's mark. */
const titled = (rest: string) =>
  TITLE_MARK.test(rest) &&
  rest
    .slice(1)
    .split(/[-_. ]/)
    .every((word) => !STATE_WORD.test(word));

// A log, ledger or register kept over a period (`fuel_log`, `cash_ledger`): its period's file (`fuel_log_2024`) is where the
// entries of that period accumulate, which a draft moved onto it replaces.
const KEPT_LOG = /(?:^|[-_.])(?:logs?|logbooks?|ledgers?|journals?|registers?|registry|minutes)(?:[-_.]|$)/i;

/**
 * Whether a draft or working copy is filed under its work's name plus a period or version (`kiln_schedule_draft` →
 * `kiln_schedule_2024-07`, `roster_wip` → `roster_v3`): a rename to a new, more specific name, which nothing holds yet
 * (held-out round 74). The draft moved onto its work's bare name (`kiln_schedule_draft` → `kiln_schedule`) or onto another
 * stage (`_final`) still lands on that file, a dated draft (`_draft_2024-06`) moved to another date lands on that period's, and so does a kept log's draft
 * (`fuel_log_draft` → `fuel_log_2024`, the year's log) and a document's (below).
 */
function filedFromDraft(fromStem: string, to: string): boolean {
  const [work, toStem] = [draftWork(fromStem), stem(to)];
  if (work === fromStem || work.length < 2 || DATE_STAMP.test(fromStem) || KEPT_LOG.test(work)) return false;
  // A document or layout drafted for a dated hearing or issue is published under that date (`hearing_notice_draft.docx` →
  // `hearing_notice_2025-03-12.docx`, held-out round 67): the dated sibling is the issued copy.
  if (DOCUMENT_TYPE.test(to) || DESIGN_TYPE.test(to)) return false;
  if (!toStem.toLowerCase().startsWith(work.toLowerCase())) return false;
  const rest = toStem.slice(work.length);
  return (FILED_MARK.test(rest) && !YEAR_MARK.test(rest)) || titled(rest);
}

/**
 * Whether `toStem` is a draft's work under its year alone (`hire_rates_draft` → `hire_rates_2024`, `roster_wip` →
 * `roster_fy2025`): the year's kept file, which the draft lands on, not a new name of the work (held-out round 142).
 */
export function draftOntoYear(fromStem: string, toStem: string): boolean {
  const work = draftWork(fromStem);
  if (work === fromStem || work.length < 2 || DATE_STAMP.test(fromStem)) return false;
  return toStem.toLowerCase().startsWith(work.toLowerCase()) && YEAR_MARK.test(toStem.slice(work.length));
}

// Marks of the kept state of a work (`afcars_fy2024_final`, `minutes_signed`): what a draft is moved over once it is done.
const KEPT_STATE = /^[-_. ](?:final|signed|approved|submitted|certified|filed|issued|published|executed|released|official)$/i;

/** Whether `toStem` is a draft's work in its kept state (`afcars_fy2024_draft` → `afcars_fy2024_final`). */
const draftOntoKept = (fromStem: string, toStem: string) => {
  const work = draftWork(fromStem);
  return (
    work !== fromStem &&
    work.length >= 2 &&
    toStem.toLowerCase().startsWith(work.toLowerCase()) &&
    KEPT_STATE.test(toStem.slice(work.length))
  );
};

// The mark a variant of a work file carries before its type (`_new`, `-calibrated`, `_v2`, `.new` in round 55): another version of it.
// One or two marks: a batch brought in, then its next version (`pitches_import_new.csv` → `pitches.csv`, held-out round 112).
const VARIANT =
  /^(?:[-_.](?:new|next|latest|calibrated|recalibrated|fixed|final|edited|revised|corrected|updated|cleaned|merged|imported|import|incoming|uploaded|upload|staged|v\d{1,4})){1,2}$/i;

// `commissioning/reports/AHU-2_functional_test.pdf`, `output/part_1042_rev_A.nc`: what lands on a file there is judged by the file.
const outputFolder = (part: string) => isGenerated(part) && !isSharedOutput(part);
/** A hidden folder (`.git`, `.cache`) or one a tool makes again (`build`, `out`): no one's kept records. */
const hiddenOrMade = (part: string) => part.startsWith('.') || isGenerated(part);

/** A name's first word (`landings` of `landings_2025-06`), lower-cased. */
const firstWord = (stem: string) => stem.split(/[-_. ]/, 1)[0]!.toLowerCase();

/** A date in a name (`2025-06`, `20240312`, `2024`), set off by a separator or standing alone. */
const DATE_STAMP = /(?:^|[-_. ])(?:19|20)\d{2}(?:[-_.]?\d{2}){0,2}(?=$|[-_. ])/;

// A mark a name carries as one version of a work among others, at its end: a number (`_v2`, `-r3`, `_rev_B`), a stage (`draft`,
// `final`, `preview`, `backup`, `old`, `copy`, `cleaned`, `edited`), a hand's marks on a copy (`viola_marked`, `lease_redlined`,
// `annotated`, `markup`, `working`: a variant of the clean file, held-out round 71), a processing step's derivative
// (`trench_plans_reprojected`, `_converted`, `_resampled`, `_deduped`, `_normalised`, `_filtered`, `_exported`: the processed
// copy, which moved over the original replaces the data it was derived from, held-out round 72), a batch brought in or staged
// beside the live file (`tonewood_import`, `_incoming`, `_upload`, `_staging`, `_export`: moved over the base, the live rows go,
// held-out round 87), a download's `(1)`, or a date or stamp (`_0412`, `_2024-03-12`).
const VERSION_MARK =
  /(?:[-_. ](?:v\d{1,4}|r\d{1,4}|rev[-_]?[a-z0-9]{1,4}|final|draft|preview|backup|bak|old|copy|orig|original|cleaned|clean|edited|fixed|updated|latest|new|calibrated|recalibrated|revised|corrected|merged|marked|marked[-_]?up|markup|annotated|redlined?|scribbled|working|reprojected|projected|converted|resampled|deduped|deduplicated|dedup|normali[sz]ed|filtered|exported|export|processed|imported|import|incoming|uploaded|upload|staging|staged|\d{2,8})|[-_ ]?\(\d{1,3}\))$/i;
const MAX_MARKS = 4;
// A version mark set after the file's type (`.new`, `.updated`, `.import`): a word of VERSION_MARK, no number or stamp.
const TRAILING_MARK =
  /^\.(?:final|cleaned|edited|fixed|updated|latest|new|revised|corrected|merged|converted|deduped|filtered|exported|export|processed|imported|import|incoming|uploaded|upload|staging|staged)$/i;

/** The work a file's name is a version of: its stem less the version marks at its end, lower-cased (`Hamlet_preview_0412` → `hamlet`). */
function workOf(name: string): string {
  let stem = name.slice(0, name.length - extname(name).length) || name;
  for (let i = 0; i < MAX_MARKS; i++) {
    const mark = VERSION_MARK.exec(stem);
    if (!mark) break;
    stem = stem.slice(0, mark.index);
  }
  return stem.toLowerCase();
}

// Code and settings: git holds their versions, and a diff shows what a copy over them changed.
const CODE_OR_SETTINGS =
  /\.(?:py|js|mjs|cjs|ts|tsx|jsx|rb|go|rs|java|kt|swift|c|h|cc|cpp|hpp|cs|php|lua|sh|ps1|r|jl|sql|html|css|scss|json|ya?ml|toml|ini|cfg|conf|env|xml|properties|lock|txt)$/i;

/**
 * The destination (absolute, inside the project) when the source is another version of the same work (`HAMLET_MAIN_v2.show` →
 * `HAMLET_MAIN.show`, `backup/Hamlet_preview_0412.esf` → `Hamlet.esf`, `drafts/saltroad_v2.md` → `saltroad_final.md`): the file it
 * lands on is that work's current version, whatever its type, and a copy or move over it loses the work done since. Code and
 * settings are git's; undefined for them, for names that are no versions of one work, and for a destination outside the project.
 */
export function versionReplaced(source: string, destination: string, context: PathContext): string | undefined {
  const { root } = context;
  if (destination === root || !isInside(destination, root)) return undefined;
  if (CODE_OR_SETTINGS.test(destination) && !authoredRecord(destination, root)) return undefined;
  const [from, to] = [basename(source), basename(destination)];
  // The mark may follow the type (`moorings.csv.new`, `.updated`, `.import` → `moorings.csv`, held-out round 90): the same
  // next version of the file beside it. A program's own atomic write (`.tmp`, `.part`, `.partial`, `.swp`) carries no mark.
  if (from.length > to.length && from.toLowerCase().startsWith(to.toLowerCase()) && TRAILING_MARK.test(from.slice(to.length)))
    return dirname(source) === dirname(destination) && extname(to) !== '' ? destination.slice(root.length + 1) : undefined;
  if (from === to || extname(from).toLowerCase() !== extname(to).toLowerCase()) return undefined;
  const work = workOf(to);
  return work.length >= 2 && work === workOf(from) ? destination.slice(root.length + 1) : undefined;
}

// A blank a project keeps to start a file from (`bacnet_points.template.csv`, `enrichment_log_blank.csv`, `templates/blank.tex`).
const TEMPLATE_SOURCE = /(?:^|[-_./])(?:templates?|tmpl|blank|empty|skeleton|stubs?)(?:[-_./]|$)/i;
// A name that says the file is started now (`new_site.json`, `new-client.csv`): a blank copied there begins it.
const NEW_FILE_NAME = /^new[-_]/i;
// A blank copied to a new or draft name (`new_site.json`, `INS-4472_draft.csv`) begins that file: no record is there yet.
const startedName = (name: string) => NEW_FILE_NAME.test(name) || DRAFT_NAME.test(name);
// Lists and registers a project keeps as structured files (`self_exclusion_list.json`, `banned_players.json`, `watchlist.yaml`,
// `members.json`): their entries are records, which a blank copied over them empties (held-out round 74).
const KEPT_LIST_NAME =
  /(?:^|[-_.])(?:lists?|exclusions?|blocklist|denylist|banlist|watchlist|banned|registers?|registry|rosters?|members|subscribers|patrons|customers|clients|patients|players)(?:[-_.]|$)/i;
// Settings folders: a list there (`config/allowlist.json`) is a program's settings, which git holds.
const SETTINGS_FOLDER = /^(?:config|configs|conf|settings)$/i;
// Files of records and manuscripts: what a blank copied over them empties (a macro workbook is a design file, judged as
// one). Settings and code are left out: `cp .env.example .env`, `cp config.sample.yml config.yml` is a first set-up.
const RECORD_TYPE =
  /\.(?:csv|tsv|psv|xlsx|xls|ods|numbers|geojson|gpkg|kml|gpx|jsonl|ndjson|parquet|feather|sqlite3?|db|dbf|mdb|accdb|tex|docx|doc|odt)$/i;
// Office documents and dated names in a reports folder are filed, not regenerated (`reports/ttb/2024-05_5120_17.xlsx`, a
// return already submitted): a blank copied there empties the filing.
const OFFICE_TYPE = /\.(?:xlsx|xls|ods|numbers|docx|doc|odt)$/i;
// A name by a record's number there (`reports/inspection/INS-4471.csv`, held-out round 75) is one inspection's filed report too.
const filedReport = (part: string, name: string) =>
  isSharedOutput(part) && (OFFICE_TYPE.test(name) || DATE_STAMP.test(stem(name)) || RECORD_ID_NAME.test(stem(name)));

// A name that says the file is empty: the blank a customised variant was made from.
const BLANK_NAME = /(?:^|[-_.])(?:blank|empty)(?:[-_.]|$)/i;
// Documents people fill in and lay out by hand: office files and PDFs.
const DOCUMENT_TYPE = /\.(?:docx|doc|odt|dotx|xlsx|xls|ods|pptx|ppt|odp|pdf|pages|indd|rtf)$/i;
// Layouts and designs made by hand (InDesign and IDML pages, Photoshop, Illustrator, Affinity, Sketch, XD, QuarkXPress, slide
// decks): in a dated or per-client folder (`pages/2024-11-06/A1.idml`, an issue's front page) one is that day's or that
// client's laid-out work, which a blank copied over empties (held-out round 56).
const DESIGN_TYPE = /\.(?:idml|indd|psd|psb|ai|afdesign|afpub|sketch|fig|xd|qxp|pptx|ppt|key|odp|pages|docx|odt)$/i;
const TEMPLATE_FOLDER = /^(?:templates?|blanks?)$/i;
// A file named by one record's number (`WS-2291`, `PO_10023`, `2024-1187_henderson`): a worksheet, order or case filed under
// its id, not a program's settings, whatever its type.
const RECORD_ID_NAME = /^[a-z]{0,8}[-_]?\d{3,10}(?:[-_][a-z\d]{1,32}){0,4}$/i;
// Prose documents, and folders that file them one per meeting or day: a dated or numbered page there is a record kept (approved
// minutes, a journal entry), not a page of the site's docs.
const PROSE_TYPE = /\.(?:md|markdown|txt|docx|doc|odt|rtf)$/i;
const PROSE_RECORD_FOLDER = /^(?:minutes|notes|reports?|journals?|logs?|meetings?|meeting[-_]notes)$/i;
// Folders that keep one file per person, client or product a business answers for (a care plan, a signed consent, a product's
// safety data sheet a regulator asks for): each file there is that one's record, not a page of the project's docs.
const HELD_RECORD_FOLDER =
  /^(?:clients|customers|patients|members|students|residents|guests|tenants|employees|volunteers|care[-_]?plans|consents|waivers|intakes|sds|msds|safety[-_]data[-_]sheets)$/i;
// A folder per job or case by its number (`restorations/2024-017-st-marys-east-window/`, `jobs/JOB-1182/`, `case_0042`): each
// file there is that job's record (held-out round 89). A year with a month (`2024-05-12-new-post/`) is a dated page, not a job.
const JOB_FOLDER = /^(?:(?:19|20)\d{2}-\d{3,5}|(?:job|case|matter|ticket|wo|work[-_]?order|claim)[-_]?\d{2,8})(?:[-_ .]|$)/i;
// A folder's own page (`customers/README.md`, `clients/index.md`) says what the folder holds: a doc page, no one's record.
const FOLDER_PAGE = /^_?(?:readme|index|changelog|contributing|license|licence|overview|about)$/i;
const HELD_RECORD_TYPE = /\.(?:md|markdown|txt|rtf|docx|doc|odt|pdf|json|ya?ml|xml)$/i;
/** Whether `to` in the folders of `parts` is a person's, client's or product's record: under a folder of such records, not in docs. */
const heldRecordFile = (parts: readonly string[], to: string) => {
  const folders = parts.slice(0, -1);
  return (
    HELD_RECORD_TYPE.test(to) &&
    !FOLDER_PAGE.test(stem(to)) &&
    folders.some((part) => HELD_RECORD_FOLDER.test(part) || isBusinessRecords(part) || JOB_FOLDER.test(part)) &&
    !folders.some((part) => DOCS_FOLDER.test(part) || CODE_FOLDER.test(part) || testFolder(part) || TEMPLATE_FOLDER.test(part))
  );
};
/** Whether a project-relative path lies under source or test folders, where a record-typed file is code's data. */
const inCodeFolder = (relative: string) =>
  relative
    .split('/')
    .slice(0, -1)
    .some((part) => CODE_FOLDER.test(part) || testFolder(part));

/**
 * The destination (relative) when a template or blank is copied over a file of records of another name (`cp
 * config/bacnet_points.template.csv config/bacnet_points.csv`, `cp templates/enrichment_log_blank.csv data/enrichment/enrichment_log_2025.csv`):
 * the records it held are gone. Undefined for a destination that is itself a blank, settings or code, scratch or output
 * folders, and a destination whose folder is on disk without it (a new file made from the template).
 */
export function templateReplaced(
  sourceWord: string,
  destinationWord: string,
  source: string,
  destination: string,
  context: PathContext,
  now = new Date(),
): string | undefined {
  const { root } = context;
  if (!plainInside(sourceWord, destinationWord, destination, root)) return undefined;
  const relative = destination.slice(root.length + 1);
  const parts = relative.split('/');
  const to = basename(destination);
  if (parts.slice(0, -1).some((part) => part.startsWith('.') || (isGenerated(part) && !filedReport(part, to)))) return undefined;
  const from = basename(source);
  const sourceName = isInside(source, root) ? source.slice(root.length + 1) : basename(source);
  // `cp templates/report_card_blank.docx templates/report_card_elementary.docx`: a blank over its customised sibling in
  // templates/ (held-out round 52); the folder alone makes no file there a blank.
  const variant =
    dirname(source) === dirname(destination) &&
    BLANK_NAME.test(stem(from)) &&
    (DOCUMENT_TYPE.test(to) || DESIGN_TYPE.test(to)) &&
    !TEMPLATE_SOURCE.test(stem(to));
  // `cp labels/templates/blank_500g.svg labels/wildflower_500g.svg`: the blank kept in a templates/ folder beside the artwork.
  const artworkVariant =
    isArtwork(parts.slice(0, -1), to) &&
    BLANK_NAME.test(stem(from)) &&
    !TEMPLATE_SOURCE.test(stem(to)) &&
    (dirname(source) === dirname(destination) ||
      (dirname(dirname(source)) === dirname(destination) && TEMPLATE_FOLDER.test(basename(dirname(source)))));
  // `cp templates/compounding_worksheet_blank.json compounding/worksheets/WS-2291.json`: a blank over a structured file filed
  // under a record's number empties that record (held-out round 64).
  // A blank over a PDF or a page filed by its number in a folder of records (`cp templates/blank.pdf
  // reports/inspection/INS-4471.pdf`, `jobs/JOB-8812.txt`, held-out round 75) does the same.
  const numberedRecord =
    BLANK_NAME.test(stem(from)) &&
    RECORD_ID_NAME.test(stem(to)) &&
    !inCodeFolder(relative) &&
    (STRUCTURED_TYPE.test(to) || ((DOCUMENT_TYPE.test(to) || PROSE_TYPE.test(to)) && inRecordsFolder(relative)));
  // `cp templates/minutes_blank.md docs/minutes/2024-03-12-board-meeting.md`: a blank over a dated page of minutes (held-out
  // round 66).
  const filedProse =
    PROSE_TYPE.test(to) &&
    BLANK_NAME.test(stem(from)) &&
    (DATE_STAMP.test(stem(to)) || RECORD_ID_NAME.test(stem(to))) &&
    parts.slice(0, -1).some((part) => PROSE_RECORD_FOLDER.test(part)) &&
    !inCodeFolder(relative);
  // `cp /tmp/empty.json data/compliance/self_exclusion_list.json`: a blank over a structured file in a data folder, or over one
  // named for a list or register the project keeps, outside settings (held-out round 74).
  const keptList =
    STRUCTURED_TYPE.test(to) &&
    !inCodeFolder(relative) &&
    (inDataFolder(destination, root) || (KEPT_LIST_NAME.test(stem(to)) && !parts.slice(0, -1).some((part) => SETTINGS_FOLDER.test(part))));
  // `cp templates/care_plan_blank.md customers/care_plans/tanaka-juniper.md`: a blank over one person's or one product's file in
  // a folder of such records empties that record, a text page too (held-out round 88).
  const personRecord = BLANK_NAME.test(stem(from)) && heldRecordFile(parts, to);
  const record =
    RECORD_TYPE.test(to) ||
    personRecord ||
    keptList ||
    filedProse ||
    variant ||
    numberedRecord ||
    artworkVariant ||
    ((STRUCTURED_TYPE.test(to) || DESIGN_TYPE.test(to)) && parts.slice(0, -1).some(ownsRecord));
  if (from === to || !record || (TEMPLATE_SOURCE.test(relative) && !variant && !artworkVariant) || !TEMPLATE_SOURCE.test(sourceName))
    return undefined;
  if (startedName(stem(to)) || inCodeFolder(relative)) return undefined;
  // `cp templates/blank_rota.xlsx data/rota/langar_rota_2027.xlsx`: a blank copied to the name of a period still to come, or
  // a plan's for a period still running, starts that period's file; only a file on disk there is lost (held-out rounds 129, 132).
  if (periodToCome(stem(to), now) && onDisk(destination) !== 'filled') return undefined;
  return lostWhenReplaced(destination, relative, context);
}

// Folders of records issued, filed or signed (`certificates/issued/`, `filed/`, `signed/`, `transcripts/`): each file there went
// out to someone or sits on file, and no copy of it is kept elsewhere in the project.
const KEPT_RECORD_FOLDER =
  /^(?:issued|filed|signed|executed|submitted|sealed|lodged|served|certificates?|certs|transcripts?|judgments?|judgements?|orders|deeds)$/i;
// A folder named for one case (`2024-03-11_smith_v_jones`, `r-v-okafor`): its files are that case's record. A dated folder
// alone is no case (`content/blog/2024-05-12-new-post/`, a post begun from its blank).
const CASE_FOLDER = /(?:^|[-_ ])[a-z]{2,32}[-_ ]v(?:s)?[-_ .]{1,2}[a-z]{2,32}(?:[-_ ]|$)/i;
// The folders that hold one folder per client or customer (`clients/harbourside-fc/front.ai`, held-out round 153): the file
// below is that client's own work, made for them and kept for them.
const ACCOUNT_FOLDERS = /^(?:clients?|customers?|accounts|members|patients|tenants|students|pupils)$/i;
const accountFolder = (folders: readonly string[]) => folders.slice(0, -1).some((part) => ACCOUNT_FOLDERS.test(part));
// A name by one certificate's or filing's number, a letter series with digits (`CP12-2024-0113`, `GS-0042`, `EPC_2024_118`);
// in a docs folder it is a page of the docs (`docs/INS-4471.pdf`), which git keeps.
const CERTIFICATE_NUMBER = /^[a-z]{1,8}\d{0,4}(?:[-_]\d{2,10}){1,3}$/i;
// The folder a blank is kept in by that name alone (`templates/blank/certificate.rtf`).
const BLANK_FOLDER = /^(?:blanks?|empty)$/i;
// A stand-in a blank begins on purpose (`public/img/placeholder.png`, `x.example.yml`).
const PLACEHOLDER_NAME = /(?:^|[-_.])(?:placeholders?|examples?|samples?|dummy|defaults?)(?:[-_.]|$)/i;

/** Whether a folder of suite data may be read as the business's: a top-level `fixtures/` whose file is named for a season begun. */
const seasonFixtures = (folders: readonly string[], toStem: string, now: Date) =>
  folders[0]?.toLowerCase() === 'fixtures' &&
  folders.slice(1).every((part) => !CODE_FOLDER.test(part) && !testFolder(part)) &&
  DATE_STAMP.test(toStem) &&
  !periodToCome(toStem, now);

/**
 * The destination (relative) when a file named blank or empty (`blank_*`, `*_blank.*`, `empty_*`, `templates/blank/…`) is
 * copied over a file kept as a record: one the call itself says is there (`cp -f`), one in a folder of issued, filed or signed
 * records or of one case, one named by a certificate's number, or a season's file (held-out rounds 150, 152). The blank
 * empties it. Undefined for a target that is a template, example, placeholder or settings, one named as begun now, code, a
 * test's data, hidden or output folders, and a target the tree shows absent or git tracks (`cp .env.example .env`, `cp
 * templates/blank_form.pdf forms/new_form.pdf`, `cp templates/blank_invoice.docx templates/invoice_template.docx`).
 */
export function blankOverKept(
  sourceWord: string,
  destinationWord: string,
  source: string,
  destination: string,
  context: PathContext,
  forced: boolean,
  now = new Date(),
): string | undefined {
  const { root } = context;
  if (destination === root || !plainInside(sourceWord, destinationWord, destination, root)) return undefined;
  const sourceFolder = basename(dirname(source));
  if (!BLANK_NAME.test(stem(basename(source))) && !BLANK_FOLDER.test(sourceFolder)) return undefined;
  const relative = destination.slice(root.length + 1);
  const folders = relative.split('/').slice(0, -1);
  const to = basename(destination);
  const toStem = stem(to);
  if (extname(to) === '' || SCRATCH_TYPE.test(to) || TEMPLATE_SOURCE.test(toStem) || PLACEHOLDER_NAME.test(toStem) || startedName(toStem))
    return undefined;
  if (folders.some((part) => part.startsWith('.') || outputFolder(part) || TEMPLATE_FOLDER.test(part) || SETTINGS_FOLDER.test(part)))
    return undefined;
  if (CODE_TYPE.test(to) || SETTINGS_TYPE.test(to) || (inCodeFolder(relative) && !seasonFixtures(folders, toStem, now))) return undefined;
  if (periodToCome(toStem, now) && onDisk(destination) !== 'filled') return undefined;
  const kept =
    (forced && folders.length > 0) ||
    folders.some((part) => KEPT_RECORD_FOLDER.test(part) || CASE_FOLDER.test(part)) ||
    accountFolder(folders) ||
    (CERTIFICATE_NUMBER.test(toStem) && !folders.some((part) => DOCS_FOLDER.test(part))) ||
    seasonFixtures(folders, toStem, now);
  return kept ? lostWhenReplaced(destination, relative, context) : undefined;
}

// Plans drawn up for a period before or while it runs (a rota, a schedule, a timetable, a budget): its file is begun from a
// blank. A log, ledger or register of the period holds what happened in it, and a plan of a period that has ended is filed.
const PLAN_NAME = /(?:^|[-_.])(?:rotas?|schedules?|timetables?|budgets?|forecasts?|plans?|planners?|calendars?)(?:[-_.]|$)/i;

/**
 * Whether a name states a period that has not begun by `now` (`inspections_2027`, `rota_2026_Q3` in 2026's first quarter), or
 * is a plan's for one that has not ended (`langar_rota_2026` in 2026): no record of it can be kept yet, or its plan is drawn up
 * now. A day (`2026-03-12`) and a name with no period say neither.
 */
export function periodToCome(name: string, now: Date): boolean {
  const period = PERIOD_NAME.exec(name);
  if (period === null) return false;
  return !periodBegun(period, now) || (PLAN_NAME.test(name) && !periodClosed(period, now));
}

/** Whether the period `match` states had begun by `now`: a past year, or this year's quarter, half or month begun. */
function periodBegun(match: RegExpExecArray, now: Date): boolean {
  const [year, current] = [Number(match[1]), now.getUTCFullYear()];
  if (year !== current) return year < current;
  const month = now.getUTCMonth() + 1;
  if (match[2] !== undefined) return (Number(match[2].slice(1)) - 1) * 3 < month;
  if (match[3] !== undefined) return (Number(match[3].slice(1)) - 1) * 6 < month;
  return match[4] === undefined || Number(match[4]) <= month;
}

// The mark a project's stock copy of a file carries beside the file's own name (`schedule.default.xml`, `rota.xml.dist`,
// `roster.example.json`): the defaults the live file was first made from.
const STOCK_MARK = /^[-_.](?:defaults?|dist|examples?|samples?|stock|templates?|tmpl|orig)$/i;
// Structured files of operational records: a schedule, rota or timetable, a roster or register, an inventory, slot assignments,
// bookings, a price book or a catalogue. Settings (`settings.yml`, `app.json`, `logging.yaml`, `.env`) name none of these, and
// seeding them from their stock copy is a first set-up.
const OPERATIONAL_NAME =
  /(?:^|[-_.])(?:schedules?|rotas?|timetables?|calendars?|playlists?|rosters?|registers?|registry|inventory|inventories|stock|slots|assignments|bookings|reservations|price[-_]?(?:books?|lists?)|prices|tariffs?|ledgers?|catalog(?:ue)?s?)(?:[-_.]|$)/i;
const OPERATIONAL_TYPE = /\.(?:json|ya?ml|xml|toml)$/i;
// Settings whose values are tuned to the site over time rather than wired to an environment: limits, thresholds, quotas,
// capacities, setpoints, calibrations, overrides (`config/capacity_limits.yml`, held-out round 83). Seeding one from its stock
// copy without `-n` puts the stock numbers back over the tuned ones; `settings.yml`, `app.json`, `logging.yaml` and `.env`
// name none of these, and seeding them stays a first set-up (rounds 47-74).
const TUNED_NAME =
  /(?:^|[-_.])(?:limits?|thresholds?|quotas?|capacit(?:y|ies)|setpoints?|calibrations?|tuning|overrides?|alarms?|tolerances?|allowances?)(?:[-_.]|$)/i;
const TUNED_TYPE = /\.(?:json|ya?ml|xml|toml|ini|cfg|conf|properties)$/i;

/**
 * The destination (relative) when a file's stock copy is copied over the live file of the same name and that file holds
 * operational records (`cp config/automation/schedule.default.xml config/automation/schedule.xml`, held-out round 68) or
 * tuned values (`cp config/capacity_limits.example.yml config/capacity_limits.yml`, round 83): the schedule, roster or
 * limits kept since are replaced by the defaults. Undefined for other settings (`cp config/settings.example.yml
 * config/settings.yml`, a first set-up), a new local file (`schedule.local.xml`), a test, code, hidden or output folder, and a
 * destination git tracks or whose folder is on disk without it.
 */
export function defaultsReplaced(
  sourceWord: string,
  destinationWord: string,
  source: string,
  destination: string,
  context: PathContext,
): string | undefined {
  const { root } = context;
  if (!plainInside(sourceWord, destinationWord, destination, root)) return undefined;
  const [from, to] = [basename(source), basename(destination)];
  const operational = OPERATIONAL_TYPE.test(to) && OPERATIONAL_NAME.test(stem(to));
  if (!operational && !(TUNED_TYPE.test(to) && TUNED_NAME.test(stem(to)))) return undefined;
  // `schedule.default.xml` (the mark before the type) or `schedule.xml.dist` (after it).
  const before = extname(from).toLowerCase() === extname(to).toLowerCase() && stem(from).startsWith(stem(to));
  const mark = before ? stem(from).slice(stem(to).length) : from.startsWith(to) ? from.slice(to.length) : '';
  if (!STOCK_MARK.test(mark)) return undefined;
  const relative = destination.slice(root.length + 1);
  if (inCodeFolder(relative) || relative.split('/').slice(0, -1).some(hiddenOrMade)) return undefined;
  return lostWhenReplaced(destination, relative, context);
}

// Database files (SQLite, DuckDB, Access, Firebird, Realm): a copy over one replaces every row written since the copy was made.
const DATABASE_TYPE = /\.(?:db|sqlite3?|duckdb|mdb|accdb|fdb|gdb|realm)$/i;
// The mark a backup copy carries after a file's full name (`studio.sqlite3.bak`, `app.db~`, `x.db.old-2025-06-01`, `x.db.20250601`).
const BACKUP_SUFFIX =
  /^(?:~|[-_.](?:bak|backup|old|orig|prev|save|saved|\d{6,8}|(?:19|20)\d{2}-\d{2}(?:-\d{2})?)(?:[-_.~][\w-]{1,32})?~?)$/i;
// The mark one carries before the type (`studio_backup.sqlite3`, `app-old.db`, `app.2025-06-01.db`).
const BACKUP_INFIX = /^[-_.](?:bak|backup|old|orig|prev|(?:19|20)\d{2}(?:[-_.]?\d{2}){0,2})(?:[-_.][\w-]{1,32})?$/i;
// The mark one carries before the whole name (`backup_certifications.json`, `old-roster.csv`).
const BACKUP_PREFIX = /^(?:bak|backup|old|orig|prev)[-_.]$/i;
// Source code and a program's settings by type: git holds their versions, and a `.bak` of them is a first set-up's undo.
const CODE_TYPE = /\.(?:py|js|mjs|cjs|ts|tsx|jsx|rb|go|rs|java|kt|swift|c|h|cc|cpp|hpp|cs|php|lua|sh|ps1|r|jl|sql|html|css|scss)$/i;
const SETTINGS_TYPE = /\.(?:toml|ini|cfg|conf|env|properties|lock)$/i;

/**
 * Whether a file (name `to`, project-relative `relative`) holds what a backup restored over it would lose: a database or
 * a file of records anywhere; a json, yaml, xml or text file kept in a folder that is no settings or code folder
 * (`reporters/certifications.json`, held-out round 85: its entries are records, where `package.json` or
 * `config/app.yaml` is settings); and any other typed file (a document, an image, a project file) outside code folders.
 * Code and settings are git's.
 */
function keptFile(to: string, relative: string, folders: readonly string[]): boolean {
  if (DATABASE_TYPE.test(to) || RECORD_TYPE.test(to)) return true;
  if (CODE_TYPE.test(to) || SETTINGS_TYPE.test(to) || extname(to) === '' || inCodeFolder(relative)) return false;
  if (CODE_OR_SETTINGS.test(to)) return folders.length > 0 && !folders.some((part) => SETTINGS_FOLDER.test(part) || CODE_FOLDER.test(part));
  return true;
}
// Folders backups are kept in (`backups/studio.sqlite3`, `db/bak/app.db`).
const BACKUP_FOLDER = /^(?:backups?|bak|old|snapshots?)$/i;
// A test suite's own databases, rebuilt by each run (`test/fixtures/app.db`, `mocks/app.db`).
const testFolder = (part: string) => isTestFolderName(part) || isMockFolderName(part);

/**
 * The destination (relative) when a backup of it is copied or moved back over it (`cp db/studio.sqlite3.bak db/studio.sqlite3`,
 * `mv backups/app.db data/app.db`, held-out round 57): the live database or records file loses everything written since the
 * backup was made; so does a file of records in json, yaml or xml (`cp -f reporters/certifications.json.bak
 * reporters/certifications.json`, `backup_certifications.json`, held-out round 85). Undefined for settings and code (git's,
 * and a `.bak` of them is a first set-up's undo), a test suite's or a hidden folder's database, and a destination git tracks
 * or whose folder is on disk without it.
 */
export function backupRestored(
  sourceWord: string,
  destinationWord: string,
  source: string,
  destination: string,
  context: PathContext,
): string | undefined {
  const { root } = context;
  if (!plainInside(sourceWord, destinationWord, destination, root)) return undefined;
  const [from, to] = [basename(source), basename(destination)];
  const relative = destination.slice(root.length + 1);
  const folders = relative.split('/').slice(0, -1);
  if (source === destination || !keptFile(to, relative, folders)) return undefined;
  // Quartus keeps its compile database in `db/`, but a database file there is an application's.
  if (folders.some((part) => part.startsWith('.') || testFolder(part) || (isGenerated(part) && part.toLowerCase() !== 'db')))
    return undefined;
  const suffixed =
    (from.startsWith(to) && BACKUP_SUFFIX.test(from.slice(to.length))) ||
    (from.endsWith(to) && BACKUP_PREFIX.test(from.slice(0, from.length - to.length)));
  const infixed =
    extname(from).toLowerCase() === extname(to).toLowerCase() &&
    stem(from).startsWith(stem(to)) &&
    BACKUP_INFIX.test(stem(from).slice(stem(to).length));
  const filed =
    from === to &&
    dirname(source)
      .split('/')
      .some((part) => BACKUP_FOLDER.test(part));
  if (!suffixed && !infixed && !filed) return undefined;
  // A text page of the project's docs (`docs/handbook.md.bak` → `docs/handbook.md`) is git's to give back, as a draft
  // promoted over it is (held-out round 80).
  if (sourceDocument(folders, to)) return undefined;
  return lostWhenReplaced(destination, relative, context);
}

// A json or yaml file is settings at a project's top or in config/, but a record in one dated or per-client folder
// (`events/2024-09-14-okafor-wedding/seating.json`, `clients/okafor/intake.json`, held-out round 49).
const STRUCTURED_TYPE = /\.(?:json|ya?ml|xml)$/i;
const DATED_FOLDER = /^(?:19|20)\d{2}-\d{2}(?:-\d{2})?(?:[-_ ]|$)/;
const RECORD_COLLECTIONS = /^(?:clients|customers|patients|cases|matters|events|weddings|students|members|households|families)$/i;

// Folders of a business's authored records (`recipes/`, `formulas/`, `menus/`, `contracts/`, `policies/`): a yaml or json file
// there is a recipe, a formula or a contract's terms, not a program's settings (held-out round 51).
const AUTHORED_FOLDER = /^(?:recipes|formulas|formulae|formulations|menus|contracts|policies)$/i;

/** Whether absolute `destination` is a structured file in a folder of authored records (`recipes/sourdough_country.yaml`). */
function authoredRecord(destination: string, root: string): boolean {
  const parts = destination.slice(root.length + 1).split('/');
  return STRUCTURED_TYPE.test(destination) && parts.slice(0, -1).some((part) => AUTHORED_FOLDER.test(part));
}

/** Whether the folder `part` of `parts` holds one record's files: a dated folder, or one entry of a collection of records. */
function ownsRecord(part: string, i: number, parts: readonly string[]): boolean {
  return DATED_FOLDER.test(part) || (i > 0 && RECORD_COLLECTIONS.test(parts[i - 1]!) && !part.startsWith('_'));
}

/** A token that names one unit, sample or item among its siblings (`3` of `AHU-3`, `unit12`, `S01E02`), not a year or a date. */
const UNIT_ID = /^(?=[a-z]{0,8}\d)[a-z0-9]{1,12}$/i;
const YEAR_OR_DATE = /^(?:19|20)\d{2}(?:\d{2}){0,2}$/;

/**
 * The destination (relative) when the source is its sibling of the same kind, their names the same but for one unit's id
 * (`AHU-3_functional_test.pdf` → `AHU-2_functional_test.pdf`, `well_07_log.xlsx` → `well_08_log.xlsx`): the file it lands
 * on is another unit's record, and a move or copy over it loses it. Undefined for code and settings (git's), names that
 * differ in more than the id, periods (`_2024` → `_2025`, a file filed under its date), and a destination outside the project.
 */
export function siblingReplaced(source: string, destination: string, context: PathContext): string | undefined {
  const { root } = context;
  if (destination === root || !isInside(destination, root)) return undefined;
  if (CODE_OR_SETTINGS.test(destination) && !authoredRecord(destination, root)) return undefined;
  const [from, to] = [basename(source), basename(destination)];
  if (from === to || extname(from).toLowerCase() !== extname(to).toLowerCase() || extname(to) === '') return undefined;
  const words = (name: string) => stem(name).split(/[-_. ]/);
  const [fromWords, toWords] = [words(from), words(to)];
  // A name that is all number but a one-letter series (`Q-2025-0118`, `1002`) says what it is by its folder: in a folder of
  // records (`quotes/`, `invoices/`, `reports/inspection/`) it is another record's own number (held-out round 75); elsewhere
  // it may be a frame or a page of a sequence.
  const named = toWords.some((word) => /^[a-z]{2,}$/i.test(word)) || numberedInRecords(from, to, destination.slice(root.length + 1));
  if (fromWords.length !== toWords.length || !named) return undefined;
  const differ = toWords.flatMap((word, i) => (word === fromWords[i] ? [] : [fromWords[i]!, word]));
  return differ.length === 2 && differ.every((word) => UNIT_ID.test(word) && !YEAR_OR_DATE.test(word))
    ? destination.slice(root.length + 1)
    : undefined;
}

// Folders of numbered records a business files one per job, beside the data, document and report folders paths.ts knows.
const RECORD_SERIES_FOLDER =
  /(?:^|[-_])(?:inspections?|journals?|worksheets|work[-_]?orders|purchase[-_]?orders|cases|tickets|permits|bills|proposals|bids)$/i;

/** Whether project-relative `relative` lies in a folder of records (`quotes/`, `invoices/`, `reports/inspection/`), outside code and output. */
function inRecordsFolder(relative: string): boolean {
  const folders = relative.split('/').slice(0, -1);
  if (inCodeFolder(relative) || folders.some((part) => part.startsWith('.') || outputFolder(part))) return false;
  return folders.some((part) => isDataRoot(part, true) || isDocumentRoot(part) || isSharedOutput(part) || RECORD_SERIES_FOLDER.test(part));
}

/** Whether both files are named by a record's number alone (`INS-4471.csv`, `Q-2025-0118.xlsx`): records, not versions of one work. */
export const recordNumbered = (source: string, destination: string) =>
  RECORD_ID_NAME.test(stem(basename(source))) && RECORD_ID_NAME.test(stem(basename(destination)));

/** Whether both names are record numbers of one kind (`Q-2025-0118`, `INS-4471`) and `relative` lies in a folder of records. */
const numberedInRecords = (from: string, to: string, relative: string) =>
  RECORD_ID_NAME.test(stem(from)) && RECORD_ID_NAME.test(stem(to)) && inRecordsFolder(relative);

// The mark a corrected copy carries at its end (`ledger_2024_fixed`, `roster-corrected`, `claims_v2`).
const CORRECTED = /[-_](?:fixed|corrected|cleaned|revised|updated|final|v\d{1,4})$/i;

/**
 * The destination (relative) when a corrected copy is moved or copied onto a records file of another name in its own folder
 * whose name holds the copy's work (`exports/ledger_2024_fixed.csv` → `exports/patient_ledger_2024.csv`, held-out round 53):
 * the file it lands on is the current records, and what they held is lost. Undefined for another folder, another type, a
 * destination that is no records file in a data folder, and names that share no work.
 */
export function correctedReplaced(source: string, destination: string, context: PathContext): string | undefined {
  const { root } = context;
  if (destination === root || !isInside(destination, root) || dirname(source) !== dirname(destination)) return undefined;
  const [from, to] = [basename(source), basename(destination)];
  if (from === to || extname(from).toLowerCase() !== extname(to).toLowerCase() || !RECORD_TYPE.test(to)) return undefined;
  const mark = CORRECTED.exec(stem(from));
  if (mark === null || !inDataFolder(destination, root)) return undefined;
  const [work, target] = [stem(from).slice(0, mark.index).toLowerCase(), stem(to).toLowerCase()];
  // A copy whose name shares only the work's first word with a records name beside it (`tags_import_fixed` → `tags_2025`,
  // held-out round 54) lands on the same records under their season's or their kind's name.
  const shared = work.length >= 4 && (target.includes(work) || work.includes(target));
  const sameFirst = firstWord(work).length >= 3 && firstWord(work) === firstWord(target);
  return shared || sameFirst ? destination.slice(root.length + 1) : undefined;
}

/** The years a name states (`haccp_2023`, `2024-03-12`, `20240312`): a run of four digits, or the first four of eight. */
function yearsIn(name: string): string[] {
  return (name.match(/\d{4,8}/g) ?? []).flatMap((run) =>
    (run.length === 4 || run.length === 8) && /^(?:19|20)\d{2}/.test(run) ? [run.slice(0, 4)] : [],
  );
}

/**
 * `tar -czf backups/haccp_2023.tar.gz data/haccp/2024`: an archive created (`-c` writes it afresh) under a name that states one
 * period from inputs of only other periods, or only temp folders: the archive that name holds is that period's, replaced by
 * another's (held-out round 51). The archive as written, or undefined: no create, no year in the archive's name or none in the inputs, or one shared.
 */
export function otherPeriodArchived(words: readonly string[]): string | undefined {
  const { create, archive, inputs } = tarArchive(words);
  const own = inputs.filter((word) => word !== archive);
  if (!create || archive === undefined || archive.startsWith('/tmp/') || own.length === 0) return undefined;
  const named = yearsIn(basename(archive));
  const held = own.flatMap(yearsIn);
  // Inputs that are all temp space, into a folder of kept archives (`tar -czf backups/drydock-2024.tar.gz tmp/export/`):
  // whatever the period's archive held, it now holds a scratch folder's contents (held-out round 146).
  const kept = archive
    .split('/')
    .slice(0, -1)
    .some((part) => ARCHIVE_FOLDER.test(part));
  const temp = (word: string) => nameWords(word).some((part) => /^(?:te?mp|scratch)$/.test(part));
  if (named.length > 0 && held.length === 0 && kept && own.every(temp)) return archive;
  return named.length > 0 && held.length > 0 && !held.some((year) => named.includes(year)) ? archive : undefined;
}

/** A folder of kept archives: a period's archive written there is meant to stay. */
const ARCHIVE_FOLDER = /^(?:archives?|backups?|snapshots?|year[-_]?end|closed)$/i;
/** A name that states a whole period (a year, a half, a quarter or a month, not a day): `inventory-2023`, `ledger_2024-Q3`. */
const PERIOD_NAME = /(?:^|[-_.])((?:19|20)\d{2})(?:[-_.]?(?:([Qq][1-4])|([Hh][12])|(0[1-9]|1[0-2])))?(?=$|[-_.][A-Za-z])/;

/** Whether the period `match` states had ended by `now`: a past year, or an earlier quarter, half or month of this one. */
function periodClosed(match: RegExpExecArray, now: Date): boolean {
  const [year, current] = [Number(match[1]), now.getUTCFullYear()];
  if (year !== current) return year < current;
  const month = now.getUTCMonth() + 1;
  if (match[2] !== undefined) return Number(match[2].slice(1)) * 3 < month;
  if (match[3] !== undefined) return Number(match[3].slice(1)) * 6 < month;
  return match[4] !== undefined && Number(match[4]) < month;
}

/**
 * `tar -czf archives/inventory-2023.tar.gz data/inventory/`: an archive created (`-c` writes it afresh, over any file of that
 * name) in a folder of kept archives, under a name for a period that has ended, from inputs that state no period (the live
 * folder). Where that archive is on disk and git does not track it, the closed period's archive is replaced by today's data,
 * as `cp x archives/inventory-2023.tar.gz` replaces it (held-out round 78). A folder without that archive (its first making)
 * or one the hook cannot see is silent, as are a day's snapshot (`inventory-2024-05-12`), a date filled
 * in by the shell, a release (`dist/app-1.2.0.tgz`), an append (`-r`) and a scratch archive.
 */
export function closedPeriodOverwritten(words: readonly string[], path: string | undefined, context: PathContext, now = new Date()) {
  const { create, append, archive, inputs } = tarArchive(words);
  if (!create || append || archive === undefined || path === undefined || /[$`*?[{]/.test(archive)) return undefined;
  const own = inputs.filter((word) => word !== archive);
  if (own.length === 0 || own.some((word) => yearsIn(word).length > 0) || !isInside(path, context.root)) return undefined;
  const relative = path.slice(context.root.length + 1);
  if (
    !relative
      .split('/')
      .slice(0, -1)
      .some((part) => ARCHIVE_FOLDER.test(part))
  )
    return undefined;
  const period = PERIOD_NAME.exec(stem(basename(relative)).replace(/\.tar$/i, ''));
  if (period === null || !periodClosed(period, now)) return undefined;
  // Only an archive on disk: where the hook cannot see the folder, the same call is as often the period's first archive
  // (`tar -czf backups/haccp_2023.tar.gz data/haccp` stays silent, held-out round 51).
  return onDisk(path) === 'filled' && context.git?.tracks(relative) === false ? relative : undefined;
}

// A folder that holds one version of a work: `v3`, `rev2`, `version-2`.
const VERSION_FOLDER = /^(?:v|r|rev|version[-_]?)(\d{1,4})$/i;

/**
 * The destination (relative) when a file is copied from an older version's folder onto the same name in a newer one
 * (`cp proofs/v1/front.pdf proofs/v3/front.pdf`): the newer, approved version is replaced by the older (held-out round 52).
 * Code and settings are git's (`api/v1/users.py` → `api/v2/users.py` starts a new API version); undefined for them.
 */
export function regressionReplaced(
  sourceWord: string,
  destinationWord: string,
  source: string,
  destination: string,
  context: PathContext,
): string | undefined {
  const folders = sameNameApart(sourceWord, destinationWord, source, destination, context);
  if (folders === undefined) return undefined;
  const [older, newer] = folders.map((part) => VERSION_FOLDER.exec(part)?.[1]);
  return older !== undefined && newer !== undefined && Number(older) < Number(newer)
    ? destination.slice(context.root.length + 1)
    : undefined;
}

/** The two folders a file's copy differs in (source's, destination's) when it lands on the same name one folder over. */
function sameNameApart(
  sourceWord: string,
  destinationWord: string,
  source: string,
  destination: string,
  context: PathContext,
): readonly [string, string] | undefined {
  const { root } = context;
  if (!plainInside(sourceWord, destinationWord, destination, root)) return undefined;
  if (basename(source) !== basename(destination) || extname(destination) === '' || CODE_OR_SETTINGS.test(destination)) return undefined;
  const relative = destination.slice(root.length + 1);
  const [fromParts, toParts] = [dirname(source).split('/'), dirname(destination).split('/')];
  if (fromParts.length !== toParts.length || relative.split('/').some((part) => part.startsWith('.') || outputFolder(part)))
    return undefined;
  const differ = toParts.flatMap((part, i) => (part === fromParts[i] ? [] : [[fromParts[i]!, part] as const]));
  return differ.length === 1 ? differ[0] : undefined;
}

// Folders of work in progress and of the finished, signed-off copy (`transcripts/draft/` and `transcripts/certified/`).
const DRAFT_FOLDER = /^(?:drafts?|working|wip|pending|review|in[-_]?review|in[-_]?progress|unsigned|proofs?)$/i;
const FINAL_FOLDER = /^(?:finals?|certified|signed|approved|published|filed|issued|executed|released)$/i;

/**
 * The destination (relative) when a file is copied or moved from a draft folder onto the same name in a final one (`mv -f
 * transcripts/draft/x.pdf transcripts/certified/x.pdf`): the certified document is replaced by the draft (held-out round 58).
 * A draft published under a name the final folder does not hold yet is a first filing: undefined when its folder is on disk
 * without it.
 */
export function draftOverFinal(
  sourceWord: string,
  destinationWord: string,
  source: string,
  destination: string,
  context: PathContext,
): string | undefined {
  const folders = sameNameApart(sourceWord, destinationWord, source, destination, context);
  if (folders === undefined || !DRAFT_FOLDER.test(folders[0]) || !FINAL_FOLDER.test(folders[1]) || onDisk(destination) === undefined)
    return undefined;
  return destination.slice(context.root.length + 1);
}

// A draft or work-in-progress copy by its name (`draft_layout`, `fees_draft`, `wip-menu`, `poster-proof`), numbered too
// (`routes_2025-draft2`, `budget_draftv3`, `menu_wip2`: the second draft is still a draft, held-out round 185).
const DRAFT_NAME = /(?:^|[-_.])(?:draft|wip|proof)(?:v?\d{1,4})?(?:[-_.]|$)/i;

/**
 * Whether a draft is renamed to a name that is itself a draft's (`gritting_routes_draft` → `gritting_routes_2025-draft2`,
 * `notes_draft` → `notes_draft_v3`, `plan-draft` → `plan-draft-2024-06`): a working copy under a new name, where no published
 * copy is kept, so nothing published is replaced (held-out round 185). A draft moved onto its work's bare, year or final name
 * (`routes_draft` → `routes`, `report-draft` → `report-final`) is no draft's name and is judged as the copy over that file.
 */
export const draftRenamed = (fromStem: string, toStem: string) =>
  fromStem !== toStem && DRAFT_NAME.test(fromStem) && DRAFT_NAME.test(toStem);

/**
 * The destination (relative) when a draft is forced (`mv -f`, `cp -f`) onto a name that is itself a draft's: the call says a
 * file is there, and a copy or move over it loses that draft's work (`mv -f notes_draft.md notes_draft_v3.md`). Undefined where
 * the names are no draft's, for code, settings, scratch and output folders, and a destination git tracks or whose folder is on
 * disk without it.
 */
export function draftOverDraft(
  sourceWord: string,
  destinationWord: string,
  source: string,
  destination: string,
  context: PathContext,
): string | undefined {
  const { root } = context;
  if (!plainInside(sourceWord, destinationWord, destination, root)) return undefined;
  const to = basename(destination);
  if (!draftRenamed(stem(basename(source)), stem(to)) || extname(to) === '') return undefined;
  const relative = destination.slice(root.length + 1);
  if (relative.split('/').slice(0, -1).some(hiddenOrMade) || inCodeFolder(relative) || SCRATCH_TYPE.test(to)) return undefined;
  if (CODE_OR_SETTINGS.test(to) && !authoredRecord(destination, root)) return undefined;
  return lostWhenReplaced(destination, relative, context);
}

/**
 * The destination (relative) when a draft is moved or copied onto a sibling of the same type that is no draft (`mv -f
 * stall_maps/draft_layout.svg stall_maps/saturday_layout.svg`, held-out round 67): the published file is replaced by the draft.
 * Undefined for code and settings (git's), source, test, scratch and output folders, a bare `draft.md` renamed (a first filing),
 * and a destination git tracks or whose folder is on disk without it.
 */
export function draftReplaced(
  sourceWord: string,
  destinationWord: string,
  source: string,
  destination: string,
  context: PathContext,
): string | undefined {
  const { root } = context;
  if (!plainInside(sourceWord, destinationWord, destination, root) || dirname(source) !== dirname(destination)) return undefined;
  const [from, to] = [basename(source), basename(destination)];
  if (from === to || extname(to) === '' || extname(from).toLowerCase() !== extname(to).toLowerCase()) return undefined;
  const relative = destination.slice(root.length + 1);
  const folders = relative.split('/').slice(0, -1);
  if (folders.some(hiddenOrMade) || inCodeFolder(relative) || SCRATCH_TYPE.test(to)) return undefined;
  // A structured file in its kept state (`exports/afcars_fy2024_final.xml`, a submitted filing) is a record, not settings.
  const kept = STRUCTURED_TYPE.test(to) && draftOntoKept(stem(from), stem(to));
  if (CODE_OR_SETTINGS.test(to) && !authoredRecord(destination, root) && !kept) return undefined;
  if (!DRAFT_NAME.test(stem(from)) || DRAFT_NAME.test(stem(to)) || !/[a-z]{2}/i.test(stem(from).replace(DRAFT_NAME, ''))) return undefined;
  // `mv docs/draft-rigging-checklist.md docs/rigging-checklist.md`: a text page of the project's docs is source git tracks,
  // so a draft promoted over it can be undone (held-out round 80). Office files, data and pages filed in a folder of records
  // (`docs/minutes/`) still speak.
  if (sourceDocument(folders, to)) return undefined;
  // `mv data/kiln_schedule_draft.csv data/kiln_schedule_2024-07.csv`: the draft filed under its period's name, a rename.
  if (filedFromDraft(stem(from), to)) return undefined;
  return lostWhenReplaced(destination, relative, context);
}

// Text pages a repository keeps with its source (Markdown, reStructuredText, AsciiDoc, Org, plain text) and the folders of its
// documentation: what lands there is git's to give back.
const SOURCE_TEXT_TYPE = /\.(?:md|markdown|mdx|rst|adoc|asciidoc|org|txt)$/i;
const DOCS_FOLDER = /^(?:docs?|documentation|wiki|guides?|handbook|manual)$/i;
/** Whether `to` under `folders` (project-relative, outermost first) is a text page of the project's docs, not one filed as a record. */
const sourceDocument = (folders: readonly string[], to: string) =>
  SOURCE_TEXT_TYPE.test(to) &&
  (folders.length === 0
    ? REPOSITORY_PAGE.test(stem(to))
    : DOCS_FOLDER.test(folders[0]!) && !folders.some((part) => PROSE_RECORD_FOLDER.test(part)));
// The pages a repository keeps at its top (`README.md`, `CHANGELOG.md`): source, whatever else lies beside them.
const REPOSITORY_PAGE = /^(?:readme|changelog|changes|history|contributing|install|usage)$/i;

// Where test data and samples are kept (`tests/fixtures/`, `samples/`, `examples/`), and names that mark a file as one
// (`jury_pool_sample.csv`, `orders.example.json`, `members_dummy.json`).
const fakeFolder = (part: string) => testFolder(part) || isSampleFolderName(part);

/**
 * The destination (relative) when a test fixture or sample is copied or moved over a records file in a data folder (`cp
 * tests/fixtures/jury_pool_sample.csv data/jury/jury_pool_2024.csv`, held-out round 67): the real records are replaced by fake
 * ones. Undefined for the reverse (real data into fixtures), settings seeded from an example (`cp .env.example .env`), code,
 * test and scratch folders, and a destination git tracks or whose folder is on disk without it.
 */
export function fixtureReplaced(
  sourceWord: string,
  destinationWord: string,
  source: string,
  destination: string,
  context: PathContext,
): string | undefined {
  const { root } = context;
  if (!plainInside(sourceWord, destinationWord, destination, root)) return undefined;
  const [from, to] = [basename(source), basename(destination)];
  const relative = destination.slice(root.length + 1);
  const folders = relative.split('/').slice(0, -1);
  if (!(RECORD_TYPE.test(to) || STRUCTURED_TYPE.test(to)) || !inDataFolder(destination, root) || inCodeFolder(relative)) return undefined;
  if (folders.some((part) => hiddenOrMade(part) || fakeFolder(part)) || isSampleName(stem(to))) return undefined;
  const sourceFolders = (isInside(source, root) ? source.slice(root.length + 1) : source).split('/').slice(0, -1);
  if (!isSampleName(stem(from)) && !sourceFolders.some(fakeFolder)) return undefined;
  return lostWhenReplaced(destination, relative, context);
}

// Temp space and a download folder: where a file made outside the project is staged (`/tmp/tickets_fixed.csv`, `~/Downloads/x.xlsx`).
const STAGING_WORD = /^(?:\/tmp\/|\/var\/tmp\/|\$\{?TMPDIR\}?\/|~\/Downloads\/)/;

/**
 * The destination (relative) when a file made outside the project (in temp space, a download folder or another folder outside)
 * is moved or copied onto a file of records the project keeps (`mv /tmp/tickets_fixed.csv data/repair_tickets.csv`, held-out
 * round 80): a data file in a data folder, or a ledger, log, register or list by its name, outside code, settings, test and
 * output folders. Its rows are replaced by a copy made elsewhere, and a data folder is often out of git. Undefined for a folder
 * destination (`mv /tmp/report.pdf reports/`), a name that says the file is started now (`data/new_import_2025-06.csv`), and a
 * destination git tracks or whose folder is on disk without it.
 */
export function outsideCopyReplaced(
  sourceWord: string,
  destinationWord: string,
  source: string,
  destination: string,
  context: PathContext,
): string | undefined {
  const { root } = context;
  if (destination === root || /[*?[$`{]/.test(destinationWord) || destinationWord.endsWith('/') || !isInside(destination, root))
    return undefined;
  if (/[*?[`]/.test(sourceWord) || (isInside(source, root) && !STAGING_WORD.test(sourceWord))) return undefined;
  // A download filed under its own name (`cp ~/Downloads/export.csv data/raw/export.csv`) is that file's intake, and a stand-in
  // the line wrote in temp space (`awk … > /tmp/x && mv /tmp/x data/tx.csv`, `/tmp/out.json`) is a rewrite, judged as one.
  const [from, to] = [basename(source), basename(destination)];
  if (from === to || extname(from) === '' || STAGED.test(stem(from))) return undefined;
  const relative = destination.slice(root.length + 1);
  const folders = relative.split('/').slice(0, -1);
  if (folders.some((part) => hiddenOrMade(part) || fakeFolder(part) || SETTINGS_FOLDER.test(part)) || inCodeFolder(relative))
    return undefined;
  if (SCRATCH_TYPE.test(to) || startedName(stem(to)) || isSampleName(stem(to))) return undefined;
  const dataFile = (RECORD_TYPE.test(to) || STRUCTURED_TYPE.test(to) || DATABASE_TYPE.test(to)) && inDataFolder(destination, root);
  const keptRecord = (RECORD_TYPE.test(to) || STRUCTURED_TYPE.test(to)) && (KEPT_LOG.test(stem(to)) || KEPT_LIST_NAME.test(stem(to)));
  if (!dataFile && !keptRecord) return undefined;
  return lostWhenReplaced(destination, relative, context);
}
