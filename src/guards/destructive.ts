import { existsSync, lstatSync, opendirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { readBounded } from '../project/boundedRead.js';
import { gitView } from '../project/gitView.js';
import {
  normaliseOnce,
  normaliseWritten,
  findAged,
  findName,
  findNamed,
  findPathFolder,
  findPaths,
  findPrefixed,
  findRecorded,
  findTrees,
  findsEveryFile,
  PREFIXED_TYPE,
  type Call,
} from './engine/normalise.js';
import { addedText, applyEdits, toolEdits, toolWrite } from './lib/toolWrite.js';
import { mayRetargetWrite, rawWriteRetargeted } from './engine/rawWrites.js';
import { dropSettings, mayTurnOnDrop } from './engine/dropSettings.js';
import { readProjectHead } from './lib/projectFile.js';
import { retentionCuts, setsRetention } from './engine/retentionCuts.js';
import { removedRecords } from './engine/recordEdits.js';
import { mayMatch, type Prefilter, requiredWords } from './engine/requiredWords.js';
import { conditionDropped, groupDeleteAdded, keyDropped, scopeSwappedOut } from './engine/keyDropped.js';
import { bindingsWidened } from './engine/unfilteredBindings.js';
import { localTestDatabase, MAX_ENV_WORDS, testEnvironmentOf } from './engine/testEnvironment.js';
import { backupUnpacked } from './engine/backupUnpacked.js';
import { removedToTemp, tarArchive } from './engine/tarArchive.js';
import { filterDropped } from './engine/loopFilters.js';
import { emptiedListingAdded, mayEmptyListing } from './engine/emptiedListings.js';
import { mayRemoveNamedSubfolders, namedSubfoldersAdded } from './engine/namedSubfolders.js';
import { mayKeepOnlyNewest, newestOnly } from './engine/newestOnly.js';
import { backupsEmptied } from './engine/backupsEmptied.js';
import { agedListingAdded, mayPurgeByAge } from './engine/agedListings.js';
import { handedFolderDeleteAdded, mayDeleteTree, recordFolderDeleteAdded } from './engine/recordFolders.js';
import { dryRunGuardRemoved } from './engine/dryRunGuards.js';
import { cascadeAdded, mayCascade } from './engine/cascadeDeletes.js';
import { cascadeHistory } from './engine/migrationHistory.js';
import {
  appendDropped,
  deleteRetargeted,
  mayDelete,
  movedToRemoved,
  rehearsalOff,
  softToHard,
  stubMadeReal,
  widenedFinds,
  wipeAdded,
} from './engine/softDeletes.js';
import { shownCommand } from './lib/shownCommand.js';
import { matchShape, nameMatches, afterSub, tokenPresent } from './engine/match.js';
import { rebuiltInStore, storePaths } from './engine/storePaths.js';
import { displayPath, isInside } from '../project/projectRoot.js';
import { projectNamed } from './lib/toolPath.js';
import { PIPED } from './engine/piped.js';
import { inTestScratch, isGenerated } from './engine/generatedFolders.js';
import { checkedOutFiles } from './engine/checkedOutPaths.js';
import { starMatches } from './lib/wildcard.js';
import { onlyLengthens } from './engine/lengthenedAges.js';
import { onlyNarrows } from './engine/narrowedDeletes.js';
import { onlyLogs } from './engine/loggedDeletes.js';
import { titleRedirected } from './engine/titleOver.js';
import { masterOverwritten } from './engine/masterCopies.js';
import { keptFindWords, keptTree, type KeptTree } from './engine/keptVariables.js';
import {
  absolutePath,
  dataFilesOutside,
  folderTables,
  inDataFolder,
  isDevice,
  judgeDeletion,
  oldFiles,
  underSystemOrHome,
  inTempSpace,
  judgeWalked,
  projectSource,
  matchesGlob,
  ONE_TYPE,
  type PathContext,
} from './engine/paths.js';
import { RULES, type Guard, type GuardContext } from './guard.js';
import { text } from '../text.js';
import { DROP_SETTING, RECORDS_REMOVED, RETENTION_CUT, SOFT_TO_HARD } from './rules/engineRules.js';
import { familySlots, packRules, ruleEnabled, type ActiveRule } from './rules/pack.js';
import type { Config } from '../config/config.js';
import { destructiveFamily, REDIRECTED, type DestructiveRuleData } from './rules/destructiveRule.js';
import { deleteVerb, sdkResource, verbedCall, type VerbedCall } from './engine/verbs.js';
import { countScanned } from './lib/opCount.js';
import { dotnetRun, inPlaceRun, namedScript, projectLaunched } from './engine/namedScript.js';
import { isOutputWord } from './engine/untracked.js';
import { GIT_CLONE_VALUES, mogrifyRewrites, OUTPUT_OPTIONS } from './engine/shellWrites.js';
import { judgeUnheld } from './engine/untrackedFile.js';
import { agedTextOnly, keepsAgedText, picksKept, untrackedWalk } from './engine/walkedFolders.js';
import {
  backupRestored,
  correctedReplaced,
  defaultsReplaced,
  draftOverDraft,
  draftOverFinal,
  draftReplaced,
  outsideCopyReplaced,
  fixtureReplaced,
  onDisk,
  otherPeriodArchived,
  closedPeriodOverwritten,
  replacedFile,
  recordNumbered,
  siblingReplaced,
  regressionReplaced,
  templateReplaced,
  unseenDestination,
  blankOverKept,
  versionReplaced,
} from './engine/replaced.js';
import { shellLinesOf } from './engine/shellLines.js';
import { isDirectory } from '../project/fileKind.js';
import { deleteOperation, evictsCopies, httpRequest, httpVerbed, pathSegments, urlOrigin } from './engine/httpCalls.js';
import { MadeInScript } from './engine/sqlMade.js';
import { jobsAsRecords } from './engine/jobsTable.js';
import { joinedAsSubquery } from './engine/joinedDeletes.js';
import { booleansSpelt } from './engine/bareBooleans.js';
import { periodAsRange } from './engine/periodCutoffs.js';
import { mayDropNullChecks, withoutNullChecks } from './engine/rangeNullChecks.js';
import { withRecreatedEmpty, withoutRefetched } from './engine/remadeInLine.js';
import { isStandIn, keptAside, withCatCopies } from './engine/copiedOver.js';
import { isEmptyDocument, withEmptyCopies, withEmptyHeredocs } from './engine/emptyDocuments.js';
import { withNullWrites } from './engine/nullWrites.js';
import { scriptRemadeDirs } from './engine/scriptRemade.js';
import { siteRebuiltDirs } from './engine/siteOutputs.js';
import { databaseOverwritten, sqliteRestored } from './engine/databaseCopies.js';
import { isSeedOrTestFile } from './engine/testPaths.js';

/** The rule a recursive delete of a kept folder speaks with (rules/destructive/filesystem.json). */
const RM_RECURSIVE = 'destructive/filesystem/rm-recursive';

// Shell commands that delete, overwrite or rewrite what is hard to get back. What counts is data
// (rules/destructive/*.json); this file applies a rule to each command the line runs.

/** One risky command: as written, what it puts at risk, and the rule that said so. */
interface Hit {
  command: string;
  risk: string;
  rule: string;
  /** Said by a script's name alone (`delete-named-script`), not by what it does. */
  byName?: true;
  /** What the edit itself changes (a retention cut, records taken out), not a command the file runs. */
  setting?: true;
}

// A file a line names: no pipeline's or find's placeholder, and an extension (`data/inventory.csv`).
const NAMED_FILE = /^[^{}\u0000-\u001f]*\.[A-Za-z0-9]{1,10}$/;
// A database file named as a cache (`http_cache.sqlite`, `tiles-cache.sqlite3`, `cache.db`) holds lookups the tool
// fetches again on the next miss: deleting it loses no data (held-out round 122). `cachet.sqlite` is not one.
const CACHE_DATABASE = /(?:^|[-_.])cache\.(?:db|sqlite3?|duckdb)$/i;
const MAX_ITEMS = 3;
/** A callee whose name says it handles a test's own store (`drop_test_database`, `dropTestDb`, `delete_tests_bucket`). */
const TEST_OWNED = /(?:^|_)tests?(?:_|$)|[a-z]Tests?(?:[A-Z_]|$)/;
const MAX_TARGETS = 64;
const MAX_PATH = 4096;
/** find's tests and operators: with one of them, find selects some entries, not all. */
const FIND_TESTS =
  /^(?:-(?:i?name|i?path|i?wholename|i?regex|i?lname|type|xtype|[acm](?:time|min)|newer\w*|size|empty|user|group|perm|links|inum|samefile|[ug]id|nouser|nogroup|executable|readable|writable|prune|not|o|or|a|and|fstype|context)|!|\()$/;
const DEFAULT_BRANCHES = new Set(['main', 'master', 'trunk', 'develop', 'production', 'prod', 'release']);
/**
 * Branches a team shares though none is the default: a release line others cut builds and hotfixes from (`release/2024.6`,
 * git-flow's `release/*`), and an environment's branch (`staging`): the advice names them so.
 */
const SHARED_BRANCH = /^(?:releases?\/[\w.-]{1,100}|staging|stage|preprod|pre-prod|uat)$/;
/**
 * A long-lived line named for a period or an edition (`season-2025`, `tour-2025`, `spring-2026`, `2025-q3`, `term-2`,
 * `fy2025`, `edition-7`, held-out round 85): a bare name whose every word is a year, a quarter or half, a fiscal year, a
 * season, tour, term or edition word, or that word's number, and which carries a year or such a word. Everyone working
 * that period builds on it, as on a release line, and the advice names it shared.
 */
const PERIOD_WORD = '(?:season|tour|term|edition|semester|spring|summer|autumn|fall|winter)';
const PERIOD_TOKEN = `(?:(?:19|20)\\d{2}|fy-?\\d{2,4}|q[1-4]|h[12]|${PERIOD_WORD}|\\d{1,3})`;
const PERIOD_BRANCH = new RegExp(
  `^(?=[\\w.-]{0,100}?(?:(?:19|20)\\d{2}|fy-?\\d{2}|${PERIOD_WORD}))${PERIOD_TOKEN}(?:[-_.]${PERIOD_TOKEN}){0,3}$`,
  'i',
);

/**
 * First segments of a branch that name a kind of change or a part of the product, not a person: `feature/…` and
 * `frontend/…` are a team's topic lines, `boaz/…` is Boaz's.
 */
const BRANCH_KIND =
  /^(?:feat(?:ure)?s?|fix(?:es)?|(?:bug|hot)(?:fix(?:es)?)?s?|releases?|chore|docs?|refactor|perf|tests?|ci|build|style|i18n|l10n|deps|dependabot|renovate|support|epic|story|task|topic|spike|experiment|patch|security|upgrade|update|dev|develop|integration|deploy|frontend|backend|web|api|ios|android|mobile|infra|ops|issues?|tickets?|jira|team(?:[-_][\w-]{1,40})?|design|ui|ux|data|ml|app|core|server|client|platform|db|qa|e2e)$/;
/** A name that reads as a version (`v1.2.3`, `2.0.1-rc1`): pushed with a lease, it is a tag being moved, not a branch. */
const VERSION_NAME = /^v?\d{1,6}(?:\.\d{1,6}){1,3}(?:[-+][\w.]{1,40})?$/;

/**
 * A branch named as one person's scratch line: `my-…` or `mine-…` (also after the first slash, `l10n/my-fr-fixes`), marked
 * work in progress (`wip-…`, `…-wip`), or under a person's handle (`boaz/fix-orcid`). A lease push there updates what only
 * its author builds on; on any other branch it still replaces commits others may have pulled, which the lease does not
 * check once they are fetched. A default, release, environment or period line is never one person's (`release/my-fix`).
 */
function ownBranch(branch: string): boolean {
  if (DEFAULT_BRANCHES.has(branch) || SHARED_BRANCH.test(branch) || PERIOD_BRANCH.test(branch)) return false;
  const segments = branch.toLowerCase().split('/');
  const words = segments.map((segment) => segment.split(/[_.-]/));
  if (words.slice(0, 2).some(([first]) => first === 'my' || first === 'mine')) return true;
  if (words.some((each) => each[0] === 'wip' || each.at(-1) === 'wip')) return true;
  return segments.length > 1 && !BRANCH_KIND.test(segments[0]!) && !DEFAULT_BRANCHES.has(segments[0]!);
}

/**
 * The first branch a lease push replaces that is not one person's: every refspec's destination (or the current
 * branch when none is named) is read, and `--all` / `--branches` replaces every branch. Tags are left out.
 */
function leasedSharedBranch(refspecs: readonly string[], words: readonly string[], root: string): string | undefined {
  if (words.includes('--all') || words.includes('--branches')) return '--all';
  const destinations = refspecs.length > 0 ? refspecs.map((refspec) => pushedBranch([refspec], root)) : [pushedBranch([], root)];
  return destinations.find(
    (branch) => branch !== undefined && !branch.startsWith('refs/tags/') && !VERSION_NAME.test(branch) && !ownBranch(branch),
  );
}

export const destructive: Guard = {
  id: 'destructive',
  meta: { family: destructiveFamily, projectOff: 'per-finding', words: ['rules.safe', 'rules.safePath'] },
  detect(event, context) {
    const command = event.tool_input?.command;
    const write = event.tool_name === 'Bash' ? undefined : toolWrite(event);
    let hits: Hit[];
    if (event.tool_name === 'Bash') {
      if (typeof command !== 'string' || !command) return undefined;
      hits = findDestructive(command, context);
    } else if (write?.path && event.tool_name === 'Write' && emptiedByWrite(write.path, write.text, context))
      // A Write of nothing over a file empties it as `: > file` does, and is judged so (a notes file, a bibliography, a data table);
      // so does a record file's header with no record after it (an ADIF logbook's `<EOH>` alone).
      hits = findDestructive(`: > '${write.path.replace(/'/g, `'\\''`)}'`, context);
    else if (write?.path && event.tool_name !== 'NotebookEdit') {
      // An Edit that puts nothing in place of what it replaces runs nothing, but can still take records out of a data file.
      const run = write.text ? findWritten(write.path, addedText(event, write.path, write.text, deletesNoMore), context) : [];
      // A tree delete the written code's run is already judged for (`rm -rf` of a kept folder) is not told twice.
      const treeJudged = run.some((hit) => hit.rule === RM_RECURSIVE);
      // Reads of the file keep the tool's path; the checks read its words inside the project (lib/toolPath.ts), so a
      // checkout under `~/scratch/` or `/srv/cache/` is judged as one under `~/src/`.
      const named = projectNamed(write.path, context);
      hits = [
        ...run,
        ...settingHits(event, write.path, named, write.text, context),
        ...recordHits(event, named, context),
        ...softDeleteHits(event, write.path, named, write.text, context, treeJudged),
      ];
    } else return undefined;
    if (hits.length === 0) return undefined;
    const unique = [...new Map(hits.map((hit) => [`${hit.command}\u0000${hit.risk}`, hit])).values()].slice(0, MAX_ITEMS);
    // A script's deletes happen when it runs: the advisory names the file it is written to.
    const when = write?.text.trim() ? ` (${text.rules.whenRun})` : '';
    return {
      items: unique.map((hit) => `- \`${shownCommand(hit.command)}\`${hit.setting ? '' : when}: ${hit.risk}`).join('\n'),
      [RULES]: [...new Set(unique.map((hit) => hit.rule))].join(' '),
    };
  },
};

/** An edit that deletes nothing it did not delete before: a longer age (held-out round 111), a filter added (round 116), or only output about it (round 126). */
const deletesNoMore = (old: string, now: string): boolean => onlyLengthens(old, now) || onlyNarrows(old, now) || onlyLogs(old, now);

const MAX_PREVIOUS = 256 * 1024;

/**
 * What an Edit, or a Write against the file it replaces, changes in a setting: a retention it lowers
 * (engine/retentionCuts.ts: what is older than the new value is deleted when the store applies it), or a
 * database library's drop it turns on (engine/dropSettings.ts: the data goes when the schema changes or the app starts).
 */
function settingHits(event: Parameters<Guard['detect']>[0], path: string, named: string, written: string, context: GuardContext): Hit[] {
  const cuts = ruleEnabled(context.config, RETENTION_CUT) && setsRetention(written);
  const drops = ruleEnabled(context.config, DROP_SETTING) && mayTurnOnDrop(written);
  if (!cuts && !drops) return [];
  const previous = event.tool_name === 'Write' ? readProjectHead(resolve(context.cwd, path), context.root, MAX_PREVIOUS) : undefined;
  const edits = toolEdits(event) ?? [{ old: previous ?? '', new: written }];
  return [
    ...(cuts ? retentionCuts(edits, named) : []).map((cut) => ({
      command: `${cut.setting}: ${cut.from} → ${cut.to}`,
      risk: text.rules.retentionCut(cut.to),
      rule: RETENTION_CUT,
    })),
    ...(drops ? dropSettings(named, edits) : []).map((setting) => ({
      command: setting.written,
      risk: text.rules.dropSetting(setting.what),
      rule: DROP_SETTING,
    })),
  ].map((hit) => ({ ...hit, setting: true as const }));
}

/** The whole records an Edit takes out of a record file (engine/recordEdits.ts): a GEDCOM person, a vCard contact. */
function recordHits(event: Parameters<Guard['detect']>[0], named: string, context: GuardContext): Hit[] {
  if (!ruleEnabled(context.config, RECORDS_REMOVED)) return [];
  const edits = toolEdits(event);
  const removed = edits && removedRecords(named, edits);
  if (!removed) return [];
  return [
    {
      command: `Edit ${basename(named)}`,
      risk: text.rules.recordsRemoved(removed.removed, removed.kind),
      rule: RECORDS_REMOVED,
      setting: true,
    },
  ];
}

/**
 * A soft delete an Edit (or a Write over the file it replaces) turns into a hard one (engine/softDeletes.ts):
 * `UPDATE prescriptions SET archived = true …` → `DELETE FROM prescriptions …`.
 */
function softDeleteHits(
  event: Parameters<Guard['detect']>[0],
  path: string,
  named: string,
  written: string,
  context: GuardContext,
  treeJudged = false,
): Hit[] {
  if (!ruleEnabled(context.config, SOFT_TO_HARD)) return [];
  // A delete pointed elsewhere, or an append turned into an overwrite, is read in an Edit's own two sides.
  const given = toolEdits(event);
  const edited = given ?? [];
  const changed = [
    ...newestOnly(edited).map((what) => text.rules.newestOnly(what)),
    ...backupsEmptied(edited).map((what) => text.rules.backupsEmptied(what)),
    ...deleteRetargeted(edited).map((what) => text.rules.deleteRetargeted(what)),
    ...widenedFinds(edited).map(({ start, aged }) => (aged ? text.rules.listingAgedOut(start) : text.rules.deleteWidened(start))),
    ...keyDropped(named, edited).map((what) => text.rules.keyDropped(what)),
    ...conditionDropped(named, edited).map(({ what, dropped, swapped }) =>
      swapped ? text.rules.cutoffSwapped(what, dropped, swapped) : text.rules.conditionDropped(what, dropped),
    ),
    ...scopeSwappedOut(named, edited).map(({ what, keys }) => text.rules.scopeSwapped(what, keys)),
    // A purge's queryset rebound to every row, its delete elsewhere in the file read from disk (held-out round 157).
    ...bindingsWidened(named, edited, () => readProjectHead(resolve(context.cwd, path), context.root, MAX_PREVIOUS)).map(({ what, name }) =>
      text.rules.querysetWidened(what, name),
    ),
    ...groupDeleteAdded(named, edited).map((what) => text.rules.groupDeleteAdded(what)),
    ...appendDropped(edited).map((what) => text.rules.appendDropped(what)),
    ...rehearsalOff(named, edited).map((what) => text.rules.rehearsalOff(what)),
    ...dryRunGuardRemoved(named, edited).map((what) => text.rules.dryRunGuardRemoved(what)),
  ];
  // The file a Write replaces, read once however many of the checks below ask for it.
  let head: { text: string | undefined } | undefined;
  const replacedHead = (): string | undefined =>
    (head ??= {
      text: event.tool_name === 'Write' ? readProjectHead(resolve(context.cwd, path), context.root, MAX_PREVIOUS) : undefined,
    }).text;
  // An Edit's own two sides, or a Write against the file it replaces (all of it for a new file).
  const sides = () => given ?? [{ old: replacedHead() ?? '', new: written }];
  // A Write that adds a keep-only-the-newest rotation is read against the file it replaces (a `find … -delete` or a
  // `--keep 1` is no delete `mayDelete` knows).
  if (!given && mayKeepOnlyNewest(written) && newestOnly([{ old: '', new: written }]).length > 0)
    changed.push(...newestOnly(sides()).map((what) => text.rules.newestOnly(what)));
  // A Write or Edit that adds a loop deleting each entry of a folder's listing past an age cutoff (engine/agedListings.ts,
  // held-out round 105), the same loop with no test at all over a folder of kept data (engine/emptiedListings.ts, round
  // 117), or the folders named in a literal list joined to a kept root (engine/namedSubfolders.ts, round 121).
  // An edit (or a Write over a file that was there) that points a writer at raw data or at the file the code reads
  // (engine/rawWrites.ts, held-out round 160): read with the file after the edits, when it can be, for the code's reads.
  if (mayRetargetWrite(written)) {
    const previous = given ? readProjectHead(resolve(context.cwd, path), context.root, MAX_PREVIOUS) : replacedHead();
    const edits = given ?? (previous === undefined ? [] : [{ old: previous, new: written }]);
    const whole = given ? (previous === undefined ? undefined : applyEdits(previous, given)) : written;
    changed.push(
      ...rawWriteRetargeted(named, edits, whole).map((found) =>
        found.input ? text.rules.inputOverwritten(found.file) : text.rules.rawOverwritten(found.file),
      ),
    );
  }
  if (mayPurgeByAge(written)) changed.push(...agedListingAdded(named, sides()).map((what) => text.rules.agedListingPurge(what)));
  if (mayEmptyListing(written)) changed.push(...emptiedListingAdded(named, sides()).map((what) => text.rules.emptiedListingPurge(what)));
  if (mayRemoveNamedSubfolders(written))
    changed.push(...namedSubfoldersAdded(named, sides()).map((what) => text.rules.namedSubfolderPurge(what)));
  // A Write or Edit that adds a tree delete of one record's folder under a configured root (`shutil.rmtree(settings.FILES_ROOT /
  // str(estate.id))`, engine/recordFolders.ts, held-out round 149), unless the code's run is already judged for that delete.
  // A kept folder joined under a root the code is handed (`filepath.Join(root, "incidents", id)`, held-out round 151) too.
  if (!treeJudged && mayDeleteTree(written)) {
    changed.push(...recordFolderDeleteAdded(named, sides()).map((what) => text.rules.recordFolderDeleted(what)));
    // The code's own naming is read from the folders inside the project: the names above its root (the checkout's own
    // folder, `/tmp/x/records-portal`) are no one's word on the code, and a relative path must read as the absolute one.
    const absolute = resolve(context.cwd, path);
    const inProject = absolute.startsWith(`${context.root}/`) ? absolute.slice(context.root.length + 1) : absolute;
    changed.push(...handedFolderDeleteAdded(inProject, sides()).map((what) => text.rules.handedFolderDeleted(what)));
  }
  // A link between records an edit (or a migration) makes cascade: deleting one parent now deletes its children (round 135).
  // A Django AlterField to CASCADE of a field the app's earlier migrations already left cascading changes something else.
  const cascadedBefore = cascadeHistory(resolve(context.cwd, path), context.root);
  if (mayCascade(written)) changed.push(...cascadeAdded(named, sides(), cascadedBefore).map((what) => text.rules.cascadeAdded(what)));
  if (!mayDelete(written))
    return changed.map((risk) => ({ command: `Edit ${basename(path)}`, risk, rule: SOFT_TO_HARD, setting: true as const }));
  const previous = replacedHead();
  const edits = given ?? (previous === undefined ? [] : [{ old: previous, new: written }]);
  // A Write that adds a group delete (`Entry.objects.filter(season=season).delete()`) adds it as an Edit does: against the
  // file it replaces, or all of it for a new file (held-out round 82).
  const groups = given ? [] : groupDeleteAdded(named, [{ old: previous ?? '', new: written }]);
  return [
    ...groups.map((what) => text.rules.groupDeleteAdded(what)),
    ...softToHard(edits).map((what) => text.rules.softToHard(what)),
    ...movedToRemoved(edits).map((what) => text.rules.movedToRemoved(what)),
    ...wipeAdded(edits, named).map((what) => text.rules.wipeAdded(what)),
    ...stubMadeReal(named, edits).map((what) => text.rules.stubMadeReal(what)),
    ...filterDropped(edits).map((what) => text.rules.filterDropped(what)),
    ...changed,
  ].map((risk) => ({ command: `Edit ${basename(path)}`, risk, rule: SOFT_TO_HARD, setting: true as const }));
}

// Files made empty on purpose (a Python package's marker, a folder kept in git, GitHub Pages' switch): writing one empty empties nothing.
const EMPTY_BY_DESIGN = /^(?:__init__\.pyi?|py\.typed|\.gitkeep|\.keep|\.nojekyll|\.gitignore|\.env|\.npmignore|\.dockerignore)$/;
// Source code written empty is a stub being started; records and notes written empty are emptied.
const CODE_TYPE = /\.(?:py|pyi|js|mjs|cjs|ts|tsx|jsx|rb|go|rs|java|kt|swift|c|h|cc|cpp|hpp|cs|php|lua|sh|ps1|r|jl)$/i;

/** Whether a Write of `written` to `path` leaves a file empty that holds records or notes (not a marker or a code stub). */
function emptiedByWrite(path: string, written: string, context: GuardContext): boolean {
  const name = basename(path);
  if (written.trim() === '') return !EMPTY_BY_DESIGN.test(name) && !CODE_TYPE.test(name);
  if (EMPTY_CONTAINER.test(written) || isEmptyDocument(path, written)) return emptyStore(path, written, context);
  return written.length <= MAX_HEADER && (headerOnly(name, written) || headerOver(path, written, context));
}

// A JSON or YAML store's empty value: the list or map with nothing in it.
const EMPTY_CONTAINER = /^\s{0,16}(?:\[\s{0,16}\]|\{\s{0,16}\}|""|null)\s{0,16}$/;
/**
 * An empty list or map written over a store of records (`data/keycode_registry.json` ← `[]`): its records are gone, as an
 * empty Write leaves them. The file read here decides; unread, one in a records folder is taken to hold records unless
 * named as starting empty (a template, fixture or seed). A new store begun empty looks the same, and held-out rounds
 * 55-56 label the records-folder case as emptying. A GeoJSON register (`data/tpo/tree_preservation_orders.geojson`) is
 * such a store: its empty FeatureCollection is its `[]` (held-out round 152).
 */
function emptyStore(path: string, written: string, context: GuardContext): boolean {
  if (!/\.(?:json|geojson|ya?ml)$/i.test(path)) return false;
  const full = resolve(context.cwd, path);
  const previous = readProjectHead(full, context.root, MAX_HEADER);
  if (previous !== undefined) return previous.trim().length > written.trim().length + 8;
  if (newFile(full)) return false;
  return (
    inDataFolder(full, context.root) &&
    // A suite's fixture or a seed (`test/fixtures/data/x.json`) is a stand-in, set empty on purpose.
    !isSeedOrTestFile(full.slice(context.root.length + 1)) &&
    !MADE_EMPTY.test(basename(full)) &&
    !/(?:^|[-_.])(?:cache|state|lock)(?:[-_.]|$)/i.test(basename(full))
  );
}

/**
 * Whether the hook sees that a Write starts `path` rather than replacing it: its folder is on disk and the file is not (or
 * is empty). Unseen (no such folder here: a tree the hook does not hold), the file is taken to be there (held-out round 123).
 */
const newFile = (path: string): boolean => onDisk(path) === undefined;

const MAX_HEADER = 4096;
/**
 * A record format's file holding its header and no record: an ADIF logbook ends its header at `<EOH>` and each
 * contact at `<EOR>`; a GEDCOM file opens `0 HEAD` and keeps each person or family as a `0 @I1@ INDI` record; an
 * iCalendar file's events are `BEGIN:VEVENT` blocks. Written so, the file is an empty log, tree or calendar.
 * https://adif.org/314/ADIF_314.htm#ADI_File_Format, https://gedcom.io/specifications/FamilySearchGEDCOMv7.html,
 * https://www.rfc-editor.org/rfc/rfc5545#section-3.4
 */
function headerOnly(name: string, written: string): boolean {
  if (/\.adif?$/i.test(name)) return /<eoh>\s*$/i.test(written) && !/<eor>/i.test(written);
  if (/\.ged$/i.test(name)) return /^\s*0 HEAD\b/.test(written) && !/^0 @[^@\n]{1,40}@ (?:INDI|FAM)\b/m.test(written);
  if (/\.ics$/i.test(name)) return /BEGIN:VCALENDAR/i.test(written) && !/BEGIN:V(?:EVENT|TODO|JOURNAL)/i.test(written);
  return false;
}

/**
 * A table's header line alone written over a file of the project that holds rows (`data/rent_roll.csv`): its rows are gone.
 * Where the file cannot be read here, a table in a records folder (`data/member_roster.csv`) is taken to hold rows; one
 * named as a template, sample or fixture (`data/splits_template.csv`) is made empty on purpose.
 */
function headerOver(path: string, written: string, context: GuardContext): boolean {
  const lines = written.trim().split('\n');
  if (!/\.(?:csv|tsv)$/i.test(path) || lines.length > 4 || !HEADER_LINE.test(lines[0]!.trim())) return false;
  // A header with a few stand-in rows (`1,Test Guest,…`, `2,Sample Item,…`) keeps no record either.
  if (!lines.slice(1).every((line) => PLACEHOLDER_ROW.test(line))) return false;
  const full = resolve(context.cwd, path);
  const previous = readProjectHead(full, context.root, MAX_HEADER);
  if (previous !== undefined) return previous.split('\n').filter((line) => line.trim() !== '').length > lines.length;
  if (newFile(full)) return false;
  return inDataFolder(full, context.root) && !MADE_EMPTY.test(basename(full));
}
/**
 * A row whose values are stand-ins: a test, sample, example or dummy name, numbered too (`Test Member 2`, held-out round 67),
 * foo/bar, lorem ipsum, John or Jane Doe.
 */
const PLACEHOLDER_ROW =
  /^[^\n]{0,200}?(?:^|[,\t;"'])\s{0,4}(?:(?:test|sample|example|dummy|fake|placeholder|another)(?:[ _-]\w{1,32}){0,2}|foo|bar|baz|lorem ipsum|(?:john|jane) doe)\s{0,4}(?:$|[,\t;"'])/i;
/** A line of column names: two or more, split by commas, tabs or semicolons. */
const HEADER_LINE = /^"?[A-Za-z_][\w .()/-]{0,63}"?(?:[,\t;]"?[A-Za-z_][\w .()/-]{0,63}"?){1,127}$/;
/**
 * A table's name that says it starts empty: a template, sample, example, fixture or test copy, a schema. Tests or samples
 * named after what was tested (`spore_tests.csv`, `water_samples.csv`) are a log of them, not a test copy.
 */
const MADE_EMPTY =
  /(?:^|[-_.])(?:templates?|tpl|examples?|fixtures?|mock|dummy|fake|seed|schema|blank|empty|new|skeleton|stub|demo|header)(?:[-_.]|$)|^(?:tests?|samples?)(?:[-_.]|$)|[-_.](?:test|sample)(?:[-_.]|$)/i;

/** The names in the project root, the first few hundred (a manifest such as `Game.uproject` sits there). */
function projectEntries(root: string): string[] {
  const names: string[] = [];
  try {
    const dir = opendirSync(root);
    try {
      for (let entry = dir.readSync(); entry !== null && names.length < MAX_ROOT_ENTRIES; entry = dir.readSync()) names.push(entry.name);
    } finally {
      dir.closeSync();
    }
  } catch {
    // No readable project root: no manifest.
  }
  return names;
}
const MAX_ROOT_ENTRIES = 512;

const DELETE_WALKERS: ReadonlySet<string> = new Set(['rm', 'find', 'xargs']);

/**
 * What a script or code file written by a Write or Edit deletes when it runs (normaliseWritten): its
 * text is read as a here-doc fed to its interpreter is, and judged by the same rules, named by the file.
 */
export function findWritten(path: string, written: string, context: GuardContext): Hit[] {
  const name = isInside(path, context.root) ? path.slice(context.root.length + 1) : path;
  const readBeside = (file: string) => readBounded(file, 256 * 1024, { within: context.root })?.text;
  const calls = normaliseWritten(path, written, name, { cwd: context.cwd, home: context.home, readBeside });
  if (calls !== undefined && calls.length > 0) return judgeCalls(calls, written, context);
  // A file whose values under some keys are shell lines a tool runs (a CI workflow's `run:`, an npm script): those
  // lines, read as one Bash script (rules/shell-lines.json), are what it does when that tool runs it.
  // A line naming what the pipeline made for its own branch or request (`kubectl delete ns review-$CI_COMMIT_REF_SLUG`,
  // a GitLab review app's stop job) tears down that branch's environment. https://docs.gitlab.com/ci/review_apps/
  const lines = shellLinesOf(path, written, 'destructive').filter((line) => !PIPELINE_BRANCH.test(line));
  if (lines.length === 0) return [];
  const script = lines.join('\n');
  return judgeCalls(normaliseOnce(script, { cwd: context.cwd, home: context.home, root: context.root }), script, context);
}

// The CI variables that name the branch, request or environment a pipeline runs for (GitLab, GitHub Actions).
const PIPELINE_BRANCH =
  /\$\{?(?:CI_COMMIT_REF_SLUG|CI_COMMIT_REF_NAME|CI_ENVIRONMENT_SLUG|CI_MERGE_REQUEST_IID|GITHUB_HEAD_REF)\b|\$\{\{\s{0,8}github\.(?:head_ref|event\.number|event\.pull_request\.number)\b/;

/** Every destructive command in the line, with the rule that spoke for it: the first rule per command. */
export function findDestructive(command: string, context: GuardContext): Hit[] {
  return judgeCalls(normaliseOnce(command, { cwd: context.cwd, home: context.home, root: context.root }), command, context);
}

/** The hits of the calls a line (or a written script) makes: the first rule per call. */
function judgeCalls(lineCalls: Call[], command: string, context: GuardContext): Hit[] {
  const byName = rulesByName(context.config);
  const checked = checkedVariables(command);
  const paths: PathContext = {
    root: context.root,
    home: context.home,
    env: context.env,
    aside: context.aside,
    checked: (name) => checked.has(name),
    git: gitView(context.root),
  };
  const absent = absentChecked(command);
  if (absent.size > 0) paths.absentChecked = absent;
  const calls = withEmptyHeredocs(
    withNullWrites(withEmptyCopies(withCatCopies(withRecreatedEmpty(withoutRefetched(lineCalls, (why) => context.aside?.(why)))))),
    // An empty document written by heredoc is judged as its Write is (held-out round 126).
    (target, body, dir) => emptyStore(resolve(dir ?? context.cwd, target), body, context),
  );
  // The line's own calls, without the stand-ins added for them (engine/copiedOver.ts): what the rules that read the whole line look at.
  const written = calls.filter((call) => !isStandIn(call));
  const kept = keptAside(
    calls,
    (word, dir) => absolutePath(word, dir, paths),
    (path) => inScratch(path, paths),
  );
  // A folder a later script of the line makes again by name (`rm -rf public/audio/tts && npm run tts:generate`), or a site
  // generator's output folder it builds again (`rm -rf public/ && hugo`, engine/siteOutputs.ts).
  const remade = [...written.flatMap(outputDirs), ...scriptRemadeDirs(written), ...siteRebuiltDirs(written)].slice(0, MAX_MADE);
  if (remade.length > 0) paths.remade = remade;
  const named = namedByOthers(written);
  if (named.size > 0) paths.namedByOthers = named;
  // `lib` is source where the line runs Dart, Elixir, Ruby, OCaml or Perl; a manifest adds its kind's roots (`pubspec.yaml`, Unity, Unreal).
  if (calls.some((call) => DELETE_WALKERS.has(call.name)))
    paths.sourceRoots = projectSource(
      calls.map((call) => call.name),
      context.root,
      (path) => existsSync(path),
      () => projectEntries(context.root),
      calls.filter((call) => DELETE_WALKERS.has(call.name)).flatMap((call) => call.words.filter((word) => !word.startsWith('-'))),
    );
  const hits: Hit[] = [];
  // Resources an earlier command of the line made (`kubectl create ns t && … && kubectl delete ns t`).
  const made: VerbedCall[] = [];
  // Repositories the line made in scratch space (`mkdir -p /tmp/lab && cd /tmp/lab && git init`): git work there is the line's own.
  const scratchRepos: string[] = [];
  for (const [at, call] of calls.entries()) {
    paths.keptAside = kept[at];
    // `cat header.csv > data/x.csv`: what the `cat` spoke for (a header over records) names it better than the copy.
    if (isStandIn(call) && hits.some((hit) => hit.command === call.source)) continue;
    const repo = scratchRepo(call, paths);
    if (repo && scratchRepos.length < MAX_MADE) scratchRepos.push(repo);
    if (inScratchRepo(call, scratchRepos)) continue;
    const created = madeDir(call);
    if (created && (paths.made?.length ?? 0) < MAX_MADE) paths.made = [...(paths.made ?? []), created];
    const making = made.length < MAX_MADE ? (verbedCall(call.words, 'create') ?? httpVerbed(call.words, 'create')) : undefined;
    // `id=$(stripe customers create … | jq -r .id)`: `$id` names what the create made.
    if (making) made.push(call.captures ? { ...making, names: [...making.names, `$${call.captures}`] } : making);
    if (made.length > 0 && madeEarlier(call, made)) {
      context.aside?.(text.rules.madeEarlier(shownCommand(call.source)));
      continue;
    }
    const rules = byName(call.name, call.truncates.length > 0);
    // The line for unknown CLIs stays out of the way of a CLI the packs know, and of its silences.
    const listed = rules.some((active) => !active.rule.command.includes('*') && !active.rule.alongside);
    // SQL with a null check beside a range is judged a second time with the check left out (engine/rangeNullChecks.ts), only
    // when no rule spoke for it as written: a rule that reads the check itself (rows filled, records detached) names the
    // risk better than the range rules do.
    const passes = rules.some((active) => active.rule.script) && mayDropNullChecks(call.script()) ? 2 : 1;
    for (let pass = 0; pass < passes; pass++) {
      if (pass > 0 && hits.some((hit) => hit.command === call.source)) break;
      // Passed down, not held in the module: a throw between setting and clearing it would leave it set for the next
      // call of an in-process host (the oh-my-pi module).
      const dropNullChecks = pass > 0;
      for (const active of rules) {
        if (dropNullChecks && !active.rule.script && !active.rule.handed) continue;
        // A wrapper's carried words are judged as their own call, not as its verbs (`railway run rm -rf x`).
        if (call.carrier && active.rule.target === 'verb') continue;
        const unlisted = active.rule.verb?.unlisted ? active.rule.verb : undefined;
        if (unlisted && (listed || unlisted.ownNames?.includes(call.name))) continue;
        if (active.rule.handed) {
          if (listed || call.sdk || nameMatches(call.name, active.rule.handed.textOnly)) continue;
          const found = judgeHanded(active, call, context.config, dropNullChecks);
          if (found && !hits.some((hit) => hit.command === call.source && hit.rule === found.fullId))
            hits.push({ command: call.source, risk: found.rule.risk, rule: found.fullId });
          if (found) break;
          continue;
        }
        const risk = active.rule.header
          ? headerRedirected(call, written, active.rule.risk, paths)
          : active.rule.titled
            ? titleRedirected(call, written, active.rule.risk, paths)
            : active.rule.master
              ? masterOverwritten(call, active.rule.redirect === true, active.rule.risk, paths)
              : active.rule.convertedBy
                ? convertedOperand(active.rule.convertedBy, call, written, active.rule.risk, paths)
                : active.rule.target === 'listed'
                  ? listedDelete(call, written, active.rule.risk)
                  : judge(active, call, paths, dropNullChecks);
        if (risk) {
          // A loop's body is judged once per word of its list, and spoken for once.
          if (!hits.some((hit) => hit.command === call.source && hit.rule === active.fullId))
            hits.push({ command: call.source, risk, rule: active.fullId, ...(active.rule.target === 'named' ? { byName: true } : {}) });
          break;
        }
      }
    }
  }
  // A script's name speaks only when what it runs was not read as a risk: its text names the risk better.
  return hits.filter((hit) => !hit.byName || !hits.some((other) => !other.byName && other.command === hit.command));
}

const MAX_MADE = 16;

/**
 * `jupyter nbconvert --to script a.ipynb && rm a.ipynb`: the risk for the first operand of `call` that an
 * earlier command of the line, one of `converters` (`jupyter nbconvert`), named as a word; else undefined.
 */
function convertedOperand(
  converters: readonly string[],
  call: Call,
  calls: readonly Call[],
  risk: string,
  context: PathContext,
): string | undefined {
  const earlier = calls
    .slice(0, Math.min(calls.indexOf(call), MAX_MADE))
    .filter((other) => converters.some((line) => line.split(' ').every((word, i) => other.words[i] === word)));
  const operands = call.words.slice(1).filter((word) => !word.startsWith('-'));
  if (call.name === 'mv' || call.name === 'cp') {
    // `ffmpeg -i "$f" … "$f.tmp.wav" && mv "$f.tmp.wav" "$f"`: the converter's output moved back over its own input replaces the
    // original with the converted copy. An input in scratch space or build output is a copy made to be converted.
    const [from, to] = operands.length === 2 ? operands : [];
    if (from === undefined || to === undefined || from === to) return undefined;
    const over = earlier.some((other) => other.words.includes(from) && other.words.includes(to));
    const path = over ? absolutePath(to, call.dir, context) : undefined;
    const folders =
      path !== undefined && isInside(path, context.root)
        ? path
            .slice(context.root.length + 1)
            .split('/')
            .slice(0, -1)
        : [];
    if (path === undefined || inScratch(path, context) || folders.some(isGenerated)) return undefined;
    return risk.replaceAll('{target}', `\`${to}\``);
  }
  const named = new Set(earlier.flatMap((other) => other.words.slice(1)));
  const operand = operands.find((word) => named.has(word));
  return operand === undefined ? undefined : risk.replaceAll('{target}', `\`${operand}\``);
}

// Tables of records (`reads_2024_q3.csv`, `address_points.geojson`), and names that mark a table as scratch.
const RECORDS_TABLE = /\.(?:csv|tsv|psv|xlsx|xls|ods|geojson|jsonl|ndjson)$/i;
const SCRATCH_TABLE = /(?:^|[-_.])(?:te?mp|scratch)(?:[-_.]|$)/i;
// Files that hold a table's header alone (`header.csv`, `columns.txt`, `schema_header.tsv`, `blank_template.csv`).
const HEADER_FILE = /(?:^|[-_./])(?:headers?|columns?|schema|templates?|blank|empty)(?:[-_./]|$)/i;

/** Whether a command's output is a table's header alone: a line of text, a header file, or a file's first lines. */
function writesHeader(words: readonly string[]): boolean {
  const [name, ...args] = words;
  // A line of two or more column names (`meter_id,ts,kwh`); one word (`echo 'email' > f`) is no header to judge by.
  if (name === 'echo' || name === 'printf') {
    const text = args.filter((arg) => !/^-[neE]{1,3}$/.test(arg));
    return text.length === 1 && HEADER_LINE.test(text[0]!.replace(/(?:\\[rn]){1,2}$/, '').trim());
  }
  const operands = args.filter((arg) => !arg.startsWith('-'));
  if (name === 'cat') return operands.length > 0 && operands.every((word) => HEADER_FILE.test(basename(word)));
  if (name !== 'head') return false;
  const count = args[0] === '-n' ? args[1] : /^-n?(\d{1,2})$/.exec(args[0] ?? '')?.[1];
  return count !== undefined && /^\d{1,2}$/.test(count) && Number(count) <= 3;
}

/**
 * A table kept under one name in a folder of the project's own (`fares/fare_table.csv`, `roster/members.tsv`): the rows a
 * business or a study keeps are not only under `data/` (held-out rounds 131 and 132). A table at the root, one named for a
 * date, run or draft (`summary_2024-06.csv`, `new_members.csv`), one under output, report, log, test or generated folders,
 * and a name the shell makes (a loop's variable) are new files each time they are written, and stay silent.
 */
function keptTable(path: string, root: string): boolean {
  // A name made by the shell (`inventory/${sheet}.csv` in a loop) is no one table kept under its name.
  if (!path.startsWith(`${root}/`) || /[$*?{}`]/.test(path)) return false;
  const parts = path.slice(root.length + 1).split('/');
  if (parts.length < 2 || NEW_TABLE.test(parts.at(-1)!.replace(/\.[^.]{1,8}$/, ''))) return false;
  return !parts.slice(0, -1).some((part) => part.startsWith('.') || WRITTEN_FOLDER.test(part) || isGenerated(part));
}
/**
 * A table's name for one date, run or draft: a new file, not the kept one. A date is a year of 19xx or 20xx standing as its
 * own part of the name, or after its letters at the name's end (`summary_2024-06`, `reads_2024_q3`, `fy2023`, `20240615`,
 * `06-2024`, `report2024`; not `acme2000_orders`), or a compact timestamp (`report_20240105`, `dump_20240105T0930`, `x_20240105120000`); other digits
 * (`iso3166`, `top_5000`, `members_1024`) name the kept table itself (held-out round 142's review).
 */
const NEW_TABLE =
  /(?:^|[-_. ])(?:fy|cy|y)?(?:19|20)\d{2}(?:[-_.]?(?:0[1-9]|1[0-2]|q[1-4]|h[12])(?:[-_.]?(?:0[1-9]|[12]\d|3[01])(?:[-_.t]?\d{2,6})?)?)?(?:$|[-_. ])|(?<=[a-z])(?:19|20)\d{2}(?:[-_.]?(?:0[1-9]|1[0-2]|q[1-4]|h[12]))?$|(?:^|[-_.])(?:new|draft|tmp|temp|test|sample|example|template|reports?|summary|results?|output|export(?:ed)?|logs?|run|bak|old|copy)(?:[-_.]|$)/i;
/** Folders whose tables a run writes again or throws away: output, reports, logs, exports, scratch, tests, docs. */
const WRITTEN_FOLDER =
  /^(?:reports?|logs?|exports?|results?|out|output|outputs|build|dist|tmp|temp|scratch|tests?|spec|fixtures?|examples?|samples?|templates?|docs?|public|site|_site|coverage|artifacts?|runs?)$/i;

/**
 * `cat data/ami/header.csv > data/ami/reads_2024_q3.csv`: the risk for a `>` target, a records table of a data folder or one kept under one name, that
 * the call writes a header alone over; else undefined. A table the line goes on to fill (`… > f && cmd >> f`), a template,
 * sample or scratch table, output folders and a new file in a folder that is on disk stay silent.
 */
function headerRedirected(call: Call, calls: readonly Call[], risk: string, context: PathContext): string | undefined {
  const at = calls.indexOf(call);
  // `cat header.csv | tee data/x.csv`: tee without `-a` truncates its files too, with what the command before it wrote (a
  // pipeline's stages are calls of their own here; a tee that reads no pipe would wait on the terminal).
  const tee = call.name === 'tee';
  const producer = tee ? calls[at - 1] : call;
  if (producer === undefined || !writesHeader(producer.words)) return undefined;
  if (tee && call.words.some((word) => word === '--append' || /^-[a-z]{0,4}a/.test(word))) return undefined;
  const targets = tee ? call.words.slice(1).filter((word) => !word.startsWith('-')) : call.truncates;
  const later = calls.slice(at + 1, at + 1 + MAX_MADE);
  // `rm -f inventory/*.csv; … echo 'sku,qty' > inventory/strings.csv`: a table the line deleted first is a new file (the delete
  // is judged on its own).
  const removed = calls
    .slice(Math.max(0, at - MAX_MADE), at)
    .filter((other) => other.name === 'rm' || other.name === 'unlink')
    .flatMap((other) => other.words.slice(1, MAX_MADE).filter((word) => !word.startsWith('-')));
  const target = targets.find((word) => {
    const path = absolutePath(word, call.dir, context);
    if (
      path === undefined ||
      removed.some((gone) => starMatches(gone, word)) ||
      !RECORDS_TABLE.test(path) ||
      MADE_EMPTY.test(basename(path)) ||
      SCRATCH_TABLE.test(basename(path)) ||
      !(inDataFolder(path, context.root) || keptTable(path, context.root))
    )
      return false;
    if (later.some((other) => other.appends?.includes(word) || other.words.includes(word))) return false;
    return onDisk(path) !== undefined;
  });
  return target === undefined ? undefined : risk.replaceAll('{target}', `\`${target}\``);
}

/**
 * `for s in $(curl -s …/studies | jq …); do curl -X DELETE …/studies/$s; done`: the risk for an HTTP DELETE
 * of an item the line does not name, whose collection an earlier request of the line lists unfiltered; else undefined.
 */
function listedDelete(call: Call, calls: readonly Call[], risk: string): string | undefined {
  const request = httpRequest(call.words);
  if (request?.method !== 'DELETE' || request.url === undefined || /[?#]/.test(request.url)) return undefined;
  const segments = pathSegments(request.url);
  // The item is a variable, a command's output or what a pipe hands over (`$s`, `$(jq…)`, `{}`).
  if (segments.length < 2 || !/^(?:\$|\{\}$)|\u2039piped\u203a/.test(segments.at(-1)!)) return undefined;
  const collection = `${hostOf(request.url)}/${segments.slice(0, -1).join('/')}`;
  const earlier = calls.slice(0, Math.min(calls.indexOf(call), MAX_MADE));
  for (const other of earlier) {
    const request = httpRequest(other.words);
    const listed = request?.method === 'GET' ? request.url : undefined;
    // `?status=failed`: a filter picks some items, not all.
    if (listed === undefined || listed.length > MAX_PATH || /\?[^#]*=/.test(listed)) continue;
    if (`${hostOf(listed)}/${pathSegments(listed).join('/')}` === collection)
      return risk.replaceAll('{target}', `\`${shownCommand(listed)}\``);
  }
  return undefined;
}

/** A URL's host and port, lower-case, without its scheme or credentials (`http://localhost:8042/x` → `localhost:8042`). */
function hostOf(url: string): string {
  return urlOrigin(url)
    .replace(/^[a-z][\w+.-]*:\/\//i, '')
    .replace(/^[^@]*@/, '')
    .toLowerCase();
}

/** The repository `git init [dir]` or `git clone URL [dir]` makes in temp space, absolute; else undefined. */
function scratchRepo(call: Call, context: PathContext): string | undefined {
  if (call.name !== 'git' || call.dir === undefined) return undefined;
  const operands = call.words.slice(2).filter((word) => !word.startsWith('-'));
  const repo =
    call.words[1] === 'init' && operands.length <= 1
      ? operands[0] === undefined
        ? call.dir
        : resolvedDir(operands[0], call.dir)
      : madeDir(call);
  return repo !== undefined && inScratch(repo, context) ? repo : undefined;
}

// History rewriters that take the repository as their last operand (`bfg --strip-blobs-bigger-than 100M /tmp/app.git`),
// with the options that take no value; any other option takes the next word.
const REPO_OPERAND: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['bfg', new Set(['--no-blob-protection', '--private', '--massage-non-standard-refs', '--strict-object-checking', '--help'])],
]);

/** The repository a history rewriter of REPO_OPERAND works on, absolute: its last operand, else the working directory. */
function rewrittenRepo(call: Call, flags: ReadonlySet<string>): string | undefined {
  const words = call.words;
  const last = words.length > 1 ? words[words.length - 1]! : undefined;
  const before = words[words.length - 2] ?? '';
  const operand = last !== undefined && !last.startsWith('-') && (!before.startsWith('-') || flags.has(before)) ? last : undefined;
  return operand === undefined ? call.dir : resolvedDir(operand, call.dir!);
}

/** A git call, other than a push (its remote is shared), run inside a repository the line made in scratch space, with no `-C` elsewhere. */
function inScratchRepo(call: Call, repos: readonly string[]): boolean {
  const rewriter = REPO_OPERAND.get(call.name.replace(/\.jar$/, ''));
  if (rewriter && call.dir !== undefined && repos.length > 0) {
    const repo = rewrittenRepo(call, rewriter);
    return repo !== undefined && repos.some((made) => isInside(repo, made));
  }
  if (call.name !== 'git' || call.dir === undefined || repos.length === 0) return false;
  if (call.words.some((word) => word === 'push' || word === '-C' || word.startsWith('--git-dir') || word.startsWith('--work-tree')))
    return false;
  return repos.some((repo) => isInside(call.dir!, repo));
}

/**
 * The directory a call creates, absolute, or undefined: `git clone URL [dir]` (it refuses a directory
 * that is not empty) and `mkdir dir` without `-p` (it fails on one that exists). `mkdir -p` may meet
 * a folder full of work, so it proves nothing.
 */
function madeDir(call: Call): string | undefined {
  const [name, first] = call.words;
  if (call.dir === undefined) return undefined;
  if (name === 'mkdir') {
    const operands = call.words.slice(1);
    if (operands.length !== 1 || operands[0]!.startsWith('-')) return undefined;
    return resolvedDir(operands[0]!, call.dir);
  }
  if (name !== 'git' || first !== 'clone') return undefined;
  const positional: string[] = [];
  for (let i = 2; i < call.words.length && positional.length < 3; i++) {
    const word = call.words[i]!;
    if (GIT_CLONE_VALUES.has(word)) i++;
    else if (!word.startsWith('-')) positional.push(word);
  }
  if (positional.length === 0 || positional.length > 2) return undefined;
  const into = positional[1] ?? basename(positional[0]!.replace(/\/+$/, '')).replace(/\.git$/, '');
  return resolvedDir(into, call.dir);
}

// Options that name the folder a generator writes (`typedoc --out docs`, `jsdoc -d`: not here, `-d` is many tools' other flag).
const GENERATOR_OUTPUTS: ReadonlySet<string> = new Set(OUTPUT_OPTIONS);

// Desktop packagers and the folders they write their installers to: electron-builder's `directories.output` is `dist`
// by default and `release` in the common templates (electron-vite, electron-react-boilerplate); Electron Forge's
// `make` and `package` write `out`. https://www.electron.build/configuration#directories,
// https://www.electronforge.io/cli#make
const PACKAGER_OUTPUT: ReadonlyMap<string, readonly string[]> = new Map([
  ['electron-builder', ['dist', 'release']],
  ['electron-forge', ['out']],
]);

/**
 * The paths the line's other commands name (`mkcert -cert-file certs/dev.pem`, `cp new.efi esp/BOOTX64.EFI`, `cp x.psd
 * backup/`): a file deleted beside one of them is written again, or was copied first. Bounded: a few paths per call.
 */
function namedByOthers(calls: readonly Call[]): Set<string> {
  const named = new Set<string>();
  for (const call of calls.slice(0, MAX_TARGETS)) {
    if (call.dir === undefined || DELETE_WALKERS.has(call.name) || call.name === 'unlink') continue;
    for (const word of call.words.slice(1, 17)) if (!word.startsWith('-') && word.length <= MAX_PATH) named.add(resolve(call.dir, word));
  }
  return named;
}

/** The folders a call writes as its output (`typedoc --out docs`, `pdoc -o docs`), made absolute. */
function outputDirs(call: Call): string[] {
  if (call.dir === undefined) return [];
  // `rm -rf app && git clone URL app`: a clone (or a new folder) made where the delete was writes it again.
  const made = madeDir(call);
  const found: string[] = made ? [made, ...wasmPackDirs(call, call.dir)] : wasmPackDirs(call, call.dir);
  for (const output of [...(PACKAGER_OUTPUT.get(call.name) ?? []), ...builtFolders(call.name)]) {
    const dir = resolvedDir(output, call.dir);
    if (dir) found.push(dir);
  }
  for (let i = 1; i < call.words.length && found.length < 4; i++) {
    const word = call.words[i]!;
    const eq = word.indexOf('=');
    const value =
      eq > 0 && GENERATOR_OUTPUTS.has(word.slice(0, eq)) ? word.slice(eq + 1) : GENERATOR_OUTPUTS.has(word) ? call.words[i + 1] : undefined;
    const dir = value === undefined ? undefined : resolvedDir(value.replace(/\/+$/, ''), call.dir);
    if (dir) found.push(dir);
  }
  return found;
}

// wasm-pack writes a crate's JavaScript package to its `pkg` folder (or `--out-dir`), built again from the crate
// (https://rustwasm.github.io/docs/wasm-pack/commands/build.html#output-directory). A line that runs it, or that names
// Cargo's WebAssembly output beside it (`target/wasm32-unknown-unknown`), shows that crate's `pkg` is that package, not
// the hand-written `pkg` of a Go module.
const WASM_PACK_VALUES = new Set(['-t', '--target', '-d', '--out-dir', '--out-name', '--scope', '-m', '--mode', '--profile']);
const WASM_TARGET = /^(?:(.{1,512}?)\/)?target\/wasm32-[\w-]{1,40}\/?$/;

/** The `pkg` folders a call shows to be wasm-pack's output: the one `wasm-pack build` writes, or a crate's beside its wasm target. */
function wasmPackDirs(call: Call, dir: string): string[] {
  const found: string[] = [];
  if (call.name === 'wasm-pack' && /^(?:build|pack|publish)$/.test(call.words[1] ?? '')) {
    let crate = '.';
    let out = 'pkg';
    for (let i = 2; i < call.words.length; i++) {
      const word = call.words[i]!;
      if (word === '-d' || word === '--out-dir') out = call.words[i + 1] ?? out;
      else if (word.startsWith('--out-dir=')) out = word.slice('--out-dir='.length);
      if (WASM_PACK_VALUES.has(word)) i++;
      else if (!word.startsWith('-') && crate === '.') crate = word;
    }
    const path = resolvedDir(`${crate}/${out}`.replace(/\/+$/, ''), dir);
    if (path) found.push(path);
  }
  for (const word of call.words.slice(1, 64)) {
    const target = WASM_TARGET.exec(word);
    const path = target && resolvedDir(target[1] ? `${target[1]}/pkg` : 'pkg', dir);
    if (path) found.push(path);
  }
  return found;
}

// A tool named for building what a folder holds (`valhalla_build_tiles` writes `valhalla_tiles`, `build-docs-html`
// writes `docs_html`): its name, less the verb, is the folder it writes again.
const BUILDER_NAME = /^(?:(\w+?)[-_])?(?:build|gen|generate)[-_](\w+)$/i;

/** The folder names a builder's own name says it writes (`valhalla_build_tiles` → `valhalla_tiles`, `valhalla-tiles`). */
function builtFolders(name: string): string[] {
  const match = BUILDER_NAME.exec(name.length <= 64 ? name : '');
  if (!match) return [];
  const words = [match[1], match[2]].filter((word) => word !== undefined).flatMap((word) => word!.split(/[-_]/));
  if (words.length < 2 || words.some((word) => word.length < 3)) return [];
  return [words.join('_'), words.join('-')];
}

/** A plain literal directory word made absolute; undefined for a variable, a glob, `~`, or the working directory itself. */
function resolvedDir(word: string, dir: string): string | undefined {
  if (word === '' || word === '.' || /[$`*?[{~]/.test(word) || word.length > 1024) return undefined;
  const path = resolve(dir, word);
  return path === dir || path === '/' ? undefined : path;
}

/**
 * The call deletes only what an earlier command of the same line made: the same command, the same
 * resource path before the verb (`docker network`, or `create-stack`'s `stack`), and every name after
 * the delete verb (`-o ci-tmp`'s value, the namespace `t`) among the names after the create verb.
 */
function madeEarlier(call: Call, made: readonly VerbedCall[]): boolean {
  const deleting = verbedCall(call.words, 'delete') ?? httpVerbed(call.words, 'delete');
  if (!deleting || deleting.names.length === 0) return false;
  // `"${id}"` is `$id`.
  const names = deleting.names.map((word) => word.replace(/^\$\{(\w+)\}$/, '$$$1'));
  return made.some(
    (each) => each.name === deleting.name && each.path === deleting.path && names.every((word) => each.names.includes(word)),
  );
}

/** The line checks these are set and non-empty before use: `${X:?}`, `[ -n "$X" ]`, `[ -z "$X" ] && exit`, `[ -d "$X" ]`. */
const CHECKS = /\$\{(\w+):?\?|-[nzd]\s+"?\$\{?(\w+)/g;

function checkedVariables(command: string): Set<string> {
  const names = new Set<string>();
  if (!command.includes('$')) return names;
  CHECKS.lastIndex = 0;
  for (let match = CHECKS.exec(command); match && names.size < 64; match = CHECKS.exec(command)) names.add(match[1] ?? match[2]!);
  return names;
}

// A test that a file exists that runs what follows only when it does not: `[ -f x ] ||`, `test -e x ||`,
// `[ ! -f x ] &&`, `if [ ! -e x ]; then`. Each part is bounded and the classes around the path exclude it, so one pass.
const ABSENT_TEST =
  /(?:\[\[?|\btest)[ \t]{1,8}(?:(!)[ \t]{1,8})?-[efs][ \t]{1,8}["']?([^\s"'\]|&;]{1,300})["']?(?:[ \t]{1,8}\]\]?)?[ \t]{0,8}(\|\||&&|;[ \t]{0,8}then\b)/g;

/** The files the line copies onto only when they are absent (`[ -f config/x.yml ] || cp config/x.example.yml config/x.yml`). */
function absentChecked(command: string): Set<string> {
  const paths = new Set<string>();
  if (!/\[|\btest\b/.test(command)) return paths;
  for (const match of command.matchAll(ABSENT_TEST)) {
    const [, negated, path, joined] = match as unknown as [string, string | undefined, string, string];
    if ((negated === undefined) === (joined === '||') && paths.size < 64) paths.add(path);
  }
  return paths;
}

type Active = ActiveRule<DestructiveRuleData>;
const lookups = new WeakMap<Config, (name: string, redirected: boolean) => readonly Active[]>();

/**
 * The rules that may apply to a command name, in pack order: of 100 rules a call is matched against
 * the few whose names match its own (with the prefix and `*` rules), and only their packs are read.
 */
function rulesByName(config: Config): (name: string, redirected: boolean) => readonly Active[] {
  let lookup = lookups.get(config);
  if (!lookup) {
    const slots = familySlots(destructiveFamily);
    const found = new Map<string, readonly Active[]>();
    lookup = (name, redirected) => {
      const key = redirected ? `${REDIRECTED}${name}` : name;
      let rules = found.get(key);
      if (!rules) {
        rules = slots
          .filter((slot) => nameMatches(name, slot.gate.words) || (redirected && slot.gate.words.includes(REDIRECTED)))
          .flatMap((slot) => packRules(destructiveFamily, config, slot).filter((active) => nameMatches(name, active.rule.command)));
        if (found.size < 1024) found.set(key, rules);
      }
      return rules;
    };
    lookups.set(config, lookup);
  }
  return lookup;
}

/** A file's name: a word ending in an extension (`a.wav`), not an option's number. */
const FILE_NAME = /\.[A-Za-z0-9]{1,5}$/;
/** An option and its value in one word: `--export-filename=a.svg`, `-sOutputFile=a.pdf`. */
const JOINED_OPTION = /^-{1,2}[A-Za-z][\w-]{0,40}=([^=\s]{1,256})$/;
/** Data files whose extension is longer (`a.parquet`, `b.geojson`): a converter's or code's input as well. */
const LONG_DATA_NAME = /\.(?:parquet|geoparquet|geojson|topojson|feather|ndjson|sqlite3?)$/i;
/** WRF's model files, named with no extension (`wrfout_d01_2023-06-01_00:00:00`, `wrfinput_d01`): data all the same. */
const WRF_DATA_NAME = /(?:^|\/)wrf(?:out|rst|input|bdy|lowinp|fdda|xtrm)_d\d{2}(?:_[\d:_-]{1,40})?$/;

const holdsNothingPatterns = new Map<string, RegExp>();

/** The first value, when the call gives the options at least one and each matches the pattern; undefined otherwise. */
function holdsNothing(
  words: readonly string[],
  { options, values, operands }: NonNullable<DestructiveRuleData['holdsNothing']>,
  named: readonly string[],
): string | undefined {
  let pattern = holdsNothingPatterns.get(values);
  if (!pattern) holdsNothingPatterns.set(values, (pattern = new RegExp(values, 'u')));
  const given: string[] = [];
  const matches = pattern;
  if (operands) {
    if (named.length === 0 || !named.every((word) => matches.test(word))) return undefined;
    given.push(...named);
  }
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const option = options.find((each) => word === each || word.startsWith(`${each}=`));
    if (option === undefined) continue;
    const value = word === option ? words[++i] : word.slice(option.length + 1);
    if (value === undefined || !pattern.test(value)) return undefined;
    given.push(value);
  }
  return given[0];
}

/** What the call puts at risk by this rule, or undefined; `dropNullChecks` on the rules' second pass (readings). */
function judge(
  { rule, fullId }: ActiveRule<DestructiveRuleData>,
  call: Call,
  context: PathContext,
  dropNullChecks = false,
): string | undefined {
  const operands = matchShape(call.words, call.name, rule, (token) => context.aside?.(text.rules.safe(token, fullId)));
  if (!operands) return undefined;
  const testing = rule.testEnv ? testEnvironment(call, rule.testEnv) : undefined;
  if (testing !== undefined) {
    context.aside?.(text.rules.testEnv(testing, fullId));
    return undefined;
  }
  // A deploy tool's preview, named so (`vercel rm app-git-fix-typo-team.vercel.app`, `fly apps destroy pr-412-app`), is
  // disposable by construction: the branch or request builds it again.
  if (rule.previews && operands.length > 0 && operands.every(isPreview)) {
    context.aside?.(text.rules.preview(operands[0]!, fullId));
    return undefined;
  }
  // Objects under a store path named for build output (`aws s3 rm s3://acme-ci-artifacts/builds/pr-412/ --recursive`,
  // `gsutil -m rm -r gs://b/pipelines/1234/`): what the next CI run writes again, as a local `build/` is.
  const objects = rule.rebuilt && afterSub(call.words, rule, rule.rebuilt);
  const rebuilt = objects ? storePaths(call.words, objects) : [];
  if (rebuilt.length > 0 && rebuilt.every((path) => rebuiltInStore(path, isPreview))) {
    context.aside?.(text.rules.rebuilt(rebuilt[0]!, fullId));
    return undefined;
  }
  // What the call names holds nothing (`terraform destroy -target=null_resource.probe`): nothing is lost.
  const empty = rule.holdsNothing && holdsNothing(call.words, rule.holdsNothing, operands);
  if (empty) {
    context.aside?.(text.rules.holdsNothing(empty, fullId));
    return undefined;
  }
  if (rule.script && !scriptMatches(rule, call.script(), dropNullChecks)) return undefined;
  // A database file kept with the tests (`test/fixtures/roster.db`, `spec/data/test_app.sqlite3`) is the suite's own, rebuilt
  // or restored for each run, and one in temp space (`sqlite3 /tmp/test.db 'DROP TABLE t'`) is a scratch copy: a statement
  // there loses nothing a test run or a probe does not make again.
  const fixture = rule.script
    ? call.words.slice(1, MAX_ENV_WORDS).find((word) => TEST_DATABASE_FILE.test(word) || scratchDatabase(word, call.dir, context))
    : undefined;
  if (fixture !== undefined) {
    context.aside?.(text.rules.testEnv(fixture, fullId));
    return undefined;
  }
  if (rule.scriptAlso && !scriptPatterns(rule).also!.test(call.script())) return undefined;
  const target = rule.target ? judgeKeptTrees(rule, fullId, call, operands, context) : '';
  if (target === undefined) return undefined;
  // A rule with `scriptSafe` and no `script`: a call whose text matches it is harmless (a suppression-list entry's URL).
  if (!rule.script && rule.scriptSafe && scriptPatterns(rule).safe!.test(call.script())) return undefined;
  return rule.target ? filledRisk(rule.risk, target) : rule.risk;
}

/**
 * `risk` with its `{target}` filled. A target that names its own files (`every \`*.pdf\` file under archives/x`) stands for
 * the rule's `files under {target}` whole: `deletes every \`*.pdf\` file under …`, not `deletes files under every …`.
 */
function filledRisk(risk: string, target: string): string {
  const shown = target.startsWith('every ') ? risk.replaceAll('files under {target}', '{target}') : risk;
  return shown.replaceAll('{target}', target);
}

/** A database file under a tests' folder (`test/`, `tests/`, `spec/`, `__tests__/`, `fixtures/`, `testdata/`), relative to the project. */
const TEST_DATABASE_FILE =
  /^(?:\.\/)?(?:[\w.-]{1,64}\/){0,6}(?:tests?|specs?|__tests__|fixtures|testdata|test_data)\/(?:[\w.-]{1,64}\/){0,6}[\w.-]{1,128}\.(?:db|sqlite3?|duckdb)$/;

const DATABASE_FILE = /\.(?:db|sqlite3?|duckdb)$/;

/** Whether `word` is a database file in temp space (`/tmp/probe.db`, `$TMPDIR/x.sqlite`). */
function scratchDatabase(word: string, dir: string | undefined, context: PathContext): boolean {
  if (!DATABASE_FILE.test(word)) return false;
  const path = absolutePath(word, dir, context);
  return path !== undefined && inTempSpace(path, context);
}

/**
 * The test environment a framework's database command is run in, as written (rule `testEnv`): its own
 * database, rebuilt by each test run, so a reset there loses nothing. Undefined when none is named, or a
 * database URL or host is named too (`MIX_ENV=test DATABASE_URL=$PROD mix ecto.reset` still speaks), unless that URL is
 * itself a local test or development database (`DATABASE_URL=postgresql://localhost/nursery_test`, held-out round 142).
 * `url`: a tool that picks its database by URL alone (Prisma), for which only such a URL counts.
 */
function testEnvironment(call: Call, kind: true | 'url'): string | undefined {
  const env = call.env ?? [];
  return (kind === true ? testEnvironmentOf(env, call.words) : undefined) ?? localTestDatabase(env, call.words);
}

/** Whether a command writes nothing to its output (`:`, `true`, `echo ''`, `echo -n`, `printf ''`, a bare redirect). */
function writesNothing(words: readonly string[]): boolean {
  const [name, ...args] = words;
  if (name === '' || name === ':' || name === 'true') return args.length === 0;
  if (name === 'echo') return args.every((arg) => arg === '' || /^-[neE]{1,3}$/.test(arg));
  if (name === 'printf') return args.length === 1 && args[0] === '';
  return false;
}

// An empty JSON or YAML document (`{}`, `[]`, `""`, `null`, `~`, a bare `---`), with an optional trailing `\n`.
const EMPTY_DOCUMENT = /^(?:\{\s{0,8}\}|\[\s{0,8}\]|""|''|null|~|---)(?:\\n)?$/;
// The document types an empty document is read as emptying (what a JSON or YAML parser loads as nothing).
const DOCUMENT_TYPE = /\.(?:json|jsonc|json5|ya?ml)$/i;

/**
 * `echo '{}' > config/arena_layouts.json`: an empty document written over a JSON or YAML file leaves it holding nothing, as
 * `: >` does (held-out round 115). Only echo and printf with that one literal; anything more is content.
 */
function writesEmptyDocument(words: readonly string[]): boolean {
  const [name, ...args] = words;
  if (name !== 'echo' && name !== 'printf') return false;
  const text = args.filter((arg) => !/^-[neE]{1,3}$/.test(arg));
  return text.length === 1 && EMPTY_DOCUMENT.test(text[0]!.trim());
}

/** Whether `word` lies in a folder of the project, not at its top (`config/x.json`, not `x.json`). */
function inProjectFolder(word: string, dir: string | undefined, context: PathContext): boolean {
  const path = absolutePath(word, dir, context);
  return path !== undefined && isInside(path, context.root) && path.slice(context.root.length + 1).includes('/');
}

const TAR_NAMES = new Set(['tar', 'gtar', 'bsdtar']);

/** Whether a copy's words force it over a file there (`cp -f`, `cp -af`, `--force`): the call says the target exists. */
const forcedCopy = (words: readonly string[]) =>
  words.slice(1).some((word) => word === '--force' || /^-[a-zA-Z]{0,8}f[a-zA-Z]{0,8}$/.test(word));

/**
 * The kinds of copy or move onto a named file that lose what it held, in the order they are tried, each with its phrase:
 * a backup restored over the live database (`cp db/studio.sqlite3.bak db/studio.sqlite3`), a blank over a file of records
 * (`cp config/bacnet_points.template.csv config/bacnet_points.csv`), stock defaults over a live schedule or roster, a fixture
 * over real records, an older revision over the current one, a draft over the finished or the published copy.
 */
const REPLACEMENTS: readonly (readonly [
  (sourceWord: string, destinationWord: string, source: string, destination: string, context: PathContext) => string | undefined,
  (lost: string, from: string) => string,
])[] = [
  [backupRestored, text.rules.backupRestored],
  [templateReplaced, text.rules.templateReplaced],
  [defaultsReplaced, text.rules.defaultsReplaced],
  [fixtureReplaced, text.rules.fixtureReplaced],
  [regressionReplaced, text.rules.regressionReplaced],
  [draftOverFinal, text.rules.draftOverFinal],
  [draftReplaced, text.rules.draftReplaced],
  [outsideCopyReplaced, text.rules.outsideCopyReplaced],
];

/**
 * Whether a list's lines are put under a project folder of records (`rm -f "records/$f"` read from `expired.txt`): every
 * entry the list names there goes, where under a scratch or output folder (`tmp/{}`, `build/$f`) or temp space they are
 * the run's own (issue 24).
 */
function listedInProject(word: string): boolean {
  const folders = word.slice(0, word.indexOf(PIPED)).split('/').slice(0, -1);
  return (
    folders.length > 0 &&
    !/^[~$/]/.test(word) &&
    folders.every((folder) => folder !== '..' && !isGenerated(folder) && !/^\.?(?:te?mp|scratch|cache)/i.test(folder))
  );
}

/**
 * `find "$ARCHIVE_DIR" -name '*.tgz' -mtime +7 -delete` (or `-exec rm {} +`): a start folder written as a variable named
 * for kept data is judged as the project's folder of that kind (engine/keptVariables.ts), and the advice names the
 * variable, not that folder. Any other call is judged as written.
 */
function judgeKeptTrees(
  rule: DestructiveRuleData,
  fullId: string,
  call: Call,
  operands: string[],
  context: PathContext,
): string | undefined {
  const swaps: KeptTree[] = [];
  const walks = rule.target === 'walked' || (rule.target === 'deleted' && call.found !== undefined);
  const words = walks && call.name === 'find' ? keptFindWords(call.words, context, swaps) : call.words;
  const found = walks ? call.found?.map((tree) => keptTree(tree, context, swaps)) : call.found;
  if (swaps.length === 0) return judgeTarget(rule, fullId, call, operands, context);
  const risk = judgeTarget(rule, fullId, { ...call, words, ...(found ? { found } : {}) }, operands, context);
  return swaps.reduce((shown, { folder, written }) => shown && namedAs(shown, displayPath(folder, context.root), written), risk);
}

/** `risk` with the first mention of the folder `shown` (as a whole path, in backticks or not) written as `written`. */
function namedAs(risk: string, shown: string, written: string): string {
  const escaped = shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return risk.replace(new RegExp(`\`?(?<![\\w./-])${escaped}(?![\\w/-])\`?`), () => `\`${written}\``);
}

/** A word the shell expands to many files: a glob's `*`, `?` or `[…]`, or a brace list (`{a,b}.md`). */
const GLOBBED = /[*?[]|\{[^{}\s]{0,200},/;

/**
 * For `"globbed": "several"`: the files at risk named as one target when a glob, find's files of one type, or two words
 * or more are at risk (`texts/plays/*.txt`, `content/**\/*.md`, `a.md, b.md`); one named file alone is an edit of that
 * file, and none is named.
 */
function severalAtRisk(words: readonly string[], call: Call, atRisk: (word: string) => boolean): string | undefined {
  const risky = words.flatMap((word) => foundFiles(word, call)).filter(atRisk);
  const glob = risky.find((word) => GLOBBED.test(word));
  if (glob !== undefined) return glob;
  if (risky.length < 2) return undefined;
  return text.rules.severalFiles(risky[0]!, risky[1]!, risky.length - 2);
}

/**
 * The files find hands a command as the word `{}` (`-exec sed -i … {} +`) or a pipeline's paths (`find … | xargs sed -i`),
 * when find picks one file type: every one of that type under each tree (`content/**\/*.md`); any other word as it is.
 */
function foundFiles(word: string, call: Call): string[] {
  if ((word !== '{}' && !word.includes(PIPED)) || !call.found || call.named === undefined || !ONE_TYPE.test(call.named)) return [word];
  return call.found.map((tree) => `${tree.replace(/\/+$/, '') || '/'}/**/${call.named}`);
}

function judgeTarget(rule: DestructiveRuleData, fullId: string, call: Call, operands: string[], context: PathContext): string | undefined {
  // A device is the target wherever it stands: `mkfs.ext4 -F /dev/sdb1` (a flag, not `-F 32`) must
  // not hide it as an option's value, and no option of these commands takes a device it spares.
  const all = rule.redirect
    ? call.truncates
    : rule.target === 'device'
      ? call.words.slice(1)
      : rule.style === 'powershell'
        ? [...operands, ...optionValues(call.words, rule)].flatMap(powershellList)
        : [...operands, ...optionValues(call.words, rule)];
  // A generated list of thousands of paths is judged by its first and last ones: the hook must stay cheap.
  const candidates = (all.length > MAX_TARGETS ? [...all.slice(0, MAX_TARGETS - 8), ...all.slice(-8)] : all).filter(
    (word) => word.length <= MAX_PATH && (rule.globbed !== true || /[*?[]/.test(word)),
  );
  const safe = (word: string) => {
    const exempt = rule.safePaths !== undefined && matchesGlob(absolutePath(word, call.dir, context) ?? word, rule.safePaths, context.home);
    if (exempt) context.aside?.(text.rules.safePath(word, fullId));
    return exempt;
  };
  switch (rule.target) {
    case 'deleted': {
      // A redirect with no output at all (`: > f`, `true > f`, a bare `> f`); `echo '' > f` is other rules' (a data file emptied).
      if (rule.emptied && !(['', ':', 'true'].includes(call.name) && writesNothing(call.words))) return undefined;
      // A list file's lines: judged as a pipeline's paths are (`tmp/{}` is some of a scratch folder's entries).
      if (rule.fromList)
        return call.fromList
          ? firstRisk(
              candidates.filter((word) => word.includes(PIPED)),
              (word) =>
                judgeDeletion(word, call.dir, context) ?? (listedInProject(word) ? judgeDeletion(PIPED, call.dir, context) : undefined),
            )
          : undefined;
      // Whether the rule deletes folders whole, and whether the command deletes a tool's output folders too
      // (`rm -rf db/ incremental_db/ output_files/`: an unknown folder beside them is that tool's output). A folder named for
      // what people make (`covers`, `manuscript/images`) is none, output beside it or not (held-out round 47).
      // `tar --remove-files -czf /tmp/old.tgz records/jobs/2022`: its inputs, deleted once in an archive in temp space.
      // `mogrify -format jpg masters/*.tif`: new JPEGs beside the TIFFs, which stay as they were.
      const deleted = TAR_NAMES.has(call.name)
        ? removedToTemp(call.words)
        : call.name === 'mogrify'
          ? candidates.filter((word) => mogrifyRewrites(call.words, word))
          : candidates;
      const cleaning = deleted.length > 1 && deleted.some(isOutputWord);
      for (const word of rule.destination === 'first' ? deleted.slice(0, 1) : rule.destination ? deleted.slice(-1) : deleted) {
        const judged = { ...context, folders: rule.folders, cleaning: cleaning && !AUTHORED_FOLDER.test(lastName(word)) };
        if (safe(word) || (rule.namedFiles && !NAMED_FILE.test(word)) || CACHE_DATABASE.test(lastName(word))) continue;
        if (
          rule.projectOnly &&
          !inProject(word, call.dir, context) &&
          !dataFilesOutside(absolutePath(word, call.dir, context) ?? '', context)
        )
          continue;
        const risk = rule.unheld
          ? judgeUnheld(word, call.dir, judged)
          : word.includes('{}') && call.found
            ? firstRisk(call.found, (path) =>
                call.aged && call.named === '*'
                  ? (oldFiles(path, call.dir, context) ?? judgeWalked(path, call.dir, context))
                  : judgeWalked(path, call.dir, context, call.named),
              )
            : judgeDeletion(word, call.dir, judged);
        if (risk) return risk;
        // A tool naming its output first (`ogr2ogr -overwrite out.geojson src.shp`) writes a new file where nothing is there yet:
        // the folder is on disk and the path is not, so no layer is replaced (held-out round 152). Unseen, it is taken to be there.
        if (rule.anywhere && inProject(word, call.dir, context) && !(rule.destination === 'first' && startsNew(word, call.dir, context)))
          return `\`${word}\``;
        if (rule.remote && onAnotherHost(word)) return `\`${word}\``;
      }
      return undefined;
    }
    case 'walked': {
      const isFind = call.name === 'find';
      const trees = call.found && candidates.some((word) => word.includes('{}')) ? call.found : isFind ? findPaths(call.words) : candidates;
      // `find . -delete` with no test, or `del /s *.*`, selects everything under its trees.
      // `-type f` alone picks every file: what is left is the empty folders.
      const everything = isFind ? !call.words.some((word) => FIND_TESTS.test(word)) || findsEveryFile(call.words, false) : false;
      // `find data/waivers -type f -mtime +30 -delete`: every old file, whatever its type.
      const oldAll = isFind
        ? findName(call.words) === undefined && findAged(call.words) && findsEveryFile(call.words, true)
        : call.aged === true && call.named === '*';
      const old = oldAll && !rule.paths ? firstRisk(trees, (path) => oldFiles(path, call.dir, context)) : undefined;
      if (old !== undefined) return old;
      // `find src -name '*.py' -delete`, `… | xargs rm`: every file of one source type under the trees.
      // `find … -mtime +0 -exec rm {} +`: the type find selects by age (Call.aged), judged as `-delete` judges it.
      const named = isFind ? findNamed(call.words) : call.aged ? undefined : call.named;
      // The one name find selects, as written, whatever else narrows it (`-name '*.FCStd' -mtime +30`).
      const name = isFind ? findName(call.words) : call.aged ? call.named : undefined;
      // With `unheld`: every file of a type no table knows, picked by type or by age (`find covers -name '*.psd' -delete`).
      if (rule.unheld) {
        // `find nc/programs -name 'O1*.nc' -exec rm {} +`: a prefix picks a run of that type's files (a machine shop's
        // numbered programs), judged as every file of the type is (held-out round 75).
        const typed =
          named ??
          (name !== undefined && ONE_TYPE.test(name) && (call.aged === true || findAged(call.words)) ? name : undefined) ??
          (isFind ? findPrefixed(call.words) : call.prefixed);
        return typed === undefined
          ? undefined
          : firstRisk(trees, (tree) =>
              judgeUnheld(`${tree.replace(/\/$/, '')}/${typed}`, call.dir, context, call.aged === true || (isFind && findAged(call.words))),
            );
      }
      // With `paths`: every file of one type the rule lists (`find signing -name '*.pfx' -delete`, signing keys),
      // old ones too: what the rule lists is at risk however the files are picked.
      if (rule.paths)
        return firstRisk(trees, (tree) => {
          const typed = named ?? (name !== undefined && ONE_TYPE.test(name) ? name : undefined);
          const each = typed && typed !== '*' ? `${tree.replace(/\/$/, '')}/${typed}` : undefined;
          const path = each === undefined ? undefined : absolutePath(each, call.dir, context);
          // Under a folder `safePaths` spares (`find .terraform -name '*.tfstate' -delete`: the backend's cached copy).
          if (path === undefined || inScratch(path, context) || safe(each!)) return undefined;
          return matchesGlob(path, rule.paths!, context.home) ? each : undefined;
        });
      // `find data/exports -name '*.xlsx' -mtime +7 -delete`: old files of one type, judged as records only.
      // `-name 'SVC_*.csv' -mtime +90`: a prefix names the system's exports, still every old file of that type (held-out round 49).
      const typed = name === undefined ? undefined : ONE_TYPE.test(name) ? name : PREFIXED_TYPE.exec(name)?.[1];
      const aged = named === undefined && typed !== undefined && (call.aged === true || findAged(call.words));
      // `find masters -name 'master*_flat*.xisf' -delete`: recorded data a name pattern picks, with no other narrowing test.
      const recorded = named !== undefined ? undefined : isFind ? findRecorded(call.words) : call.recorded;
      // `find . -path '*/scalehouse/*' -name '*.csv' -exec rm {} +`: the tables of a folder of that name at any depth.
      const folder = named === undefined ? undefined : isFind ? findPathFolder(call.words) : call.folder;
      const tables =
        folder === undefined
          ? undefined
          : firstRisk(isFind ? findTrees(call.words) : trees, (tree) => folderTables(tree, folder, named!, call.dir, context));
      if (tables !== undefined) return tables;
      const judged = trees.filter((word) => !safe(word) && !(name !== undefined && safe(`${word.replace(/\/$/, '')}/${name}`)));
      // With `folders`: the walked folder judged as `rm -r` judges it, when the find picks its own files (engine/walkedFolders.ts).
      if (rule.folders) {
        // `find surveys/cctv -name '*.mp4' -mtime +365 -delete`: footage in a folder no list names (held-out round 150).
        // Only a find's trees are walked folders (`del /s` names its own); `prefixed`: a run of one type (`CCTV_*.mp4`).
        const walks = isFind || trees === call.found;
        const prefixed = isFind ? findPrefixed(call.words) : call.prefixed;
        const picked = everything || oldAll || (!isFind && call.named === '*') ? '*' : (named ?? (aged ? name : undefined) ?? prefixed);
        // Text picked by age (`-name '*.json' -mtime +365`) is kept under a folder named for records, not under housekeeping.
        const agedText = aged && picked === name && agedTextOnly(picked);
        const walkedTrees = agedText ? judged.filter(keepsAgedText) : judged;
        return walks && picksKept(picked, agedText) ? firstRisk(walkedTrees, (path) => untrackedWalk(path, call.dir, context)) : undefined;
      }
      return firstRisk(
        // `find ~/printer_data/logs -name 'klippy.log.*' -delete`: the files it names are what `safePaths` spares (rotated logs).
        judged,
        (path) =>
          everything
            ? judgeDeletion(path, call.dir, context)
            : /^\*(?:\.\*)?$/.test(path)
              ? judgeDeletion('*', call.dir, context)
              : (judgeWalked(path, call.dir, context, named) ??
                (aged ? judgeWalked(path, call.dir, { ...context, aged: true }, typed) : undefined) ??
                (recorded ? judgeWalked(path, call.dir, context, recorded) : undefined)),
      );
    }
    case 'replaced': {
      if (TAR_NAMES.has(call.name)) {
        const archive = otherPeriodArchived(call.words);
        if (archive !== undefined) return safe(archive) ? undefined : `\`${archive}\``;
        // The live folder archived under a closed period's name, over that period's archive (engine/replaced.ts).
        const named = tarArchive(call.words).archive;
        const closed =
          named === undefined ? undefined : closedPeriodOverwritten(call.words, absolutePath(named, call.dir, context), context);
        return closed === undefined || safe(named!) ? undefined : `\`${closed}\`, a closed period's archive, with the live folder's files`;
      }
      // `sqlite3 db/loans.db ".restore backups/loans-2024-01-01.db"` copies the backup over the database (engine/databaseCopies.ts).
      if (call.name.startsWith('sqlite')) {
        const restored = sqliteRestored(call.name, call.words);
        if (restored === undefined) return undefined;
        operands = restored;
      }
      // `cp generic_fanuc.cps haas_custom.cps`, `mv rev_B.nc rev_A.nc`: one source onto a file the project holds.
      const [from, to] = operands.map((word) => absolutePath(word, call.dir, context));
      // `mv /dev/null f` empties f: the null-device rules say so.
      if (operands.length !== 2 || from === undefined || to === undefined || from === '/dev/null') return undefined;
      // `[ -f config/x.yml ] || cp …`: the copy runs only where no file is, so it replaces none.
      if (context.absentChecked?.has(operands[1]!)) return undefined;
      // `mv T T.bak && cp N T`: the line first put T aside, so the copy keeps what it overwrites.
      if (context.keptAside?.has(to)) return undefined;
      const replaced = replacedFile(from, isDirectory(to) ? join(to, basename(from)) : to, context);
      if (replaced !== undefined) return `\`${replaced}\`, a file git does not track`;
      // `mv -f notes_draft.md notes_draft_v3.md`: a draft renamed to another draft's name is silent (engine/replaced.ts), unless
      // `-f` says a draft is there to lose (held-out round 185).
      const overDraft = forcedCopy(call.words) ? draftOverDraft(operands[0]!, operands[1]!, from, to, context) : undefined;
      if (overDraft !== undefined) return text.rules.draftOverDraft(overDraft, operands[0]!);
      for (const [replaces, phrase] of REPLACEMENTS) {
        const lost = replaces(operands[0]!, operands[1]!, from, to, context);
        if (lost !== undefined) return phrase(lost, operands[0]!);
      }
      // `cp -f templates/blank_house_rules.md docs/house_rules.md`: a blank over a file kept as a record (engine/replaced.ts).
      const blanked = blankOverKept(operands[0]!, operands[1]!, from, to, context, forcedCopy(call.words));
      if (blanked !== undefined) return text.rules.blankOverKept(blanked, operands[0]!);
      // `cp /tmp/seed/inventory.sqlite data/inventory.sqlite`: a kept database replaced whole, judged as `rm` judges it (round 126).
      const database = databaseOverwritten(operands[0]!, operands[1]!, from, to, context.root)
        ? judgeDeletion(operands[1]!, call.dir, context)
        : undefined;
      if (database !== undefined) return database;
      // `mv empty.pgn data/master_games.pgn` on a tree not seen here: the file it lands on, judged as `rm` judges it.
      if (!unseenDestination(operands[0]!, operands[1]!, from, to, context)) return undefined;
      // `mv reports/INS-4471.csv reports/INS-4470.csv`: two records' numbers are siblings, not versions of one work.
      const numbered = recordNumbered(from, to) ? siblingReplaced(from, to, context) : undefined;
      const current = numbered === undefined ? versionReplaced(from, to, context) : undefined;
      const sibling = numbered ?? (current === undefined ? siblingReplaced(from, to, context) : undefined);
      const corrected = current === undefined && sibling === undefined ? correctedReplaced(from, to, context) : undefined;
      return (
        judgeDeletion(operands[1]!, call.dir, context) ??
        (current === undefined ? undefined : text.rules.versionReplaced(current)) ??
        (sibling === undefined ? undefined : text.rules.siblingReplaced(sibling, operands[0]!)) ??
        (corrected === undefined ? undefined : text.rules.correctedReplaced(corrected, operands[0]!))
      );
    }
    case 'device':
      return [
        ...candidates.filter((word) => !/^\w+=/.test(word)),
        ...call.words.filter((word) => word.startsWith('of=')).map((word) => word.slice(3)),
        ...call.truncates,
      ].find(isDevice);
    case 'sensitive': {
      // An empty document counts as nothing written only over a document of that kind (`echo '{}' > x.json`).
      const emptyDocument = rule.emptied === true && !writesNothing(call.words) && writesEmptyDocument(call.words);
      if (rule.emptied && !writesNothing(call.words) && !emptyDocument) return undefined;
      const atRisk = (word: string) => {
        // `echo '{}' > package.json` at the project's top starts a manifest; one in a folder of the project's is emptied.
        if (emptyDocument && (!DOCUMENT_TYPE.test(word) || !inProjectFolder(word, call.dir, context))) return false;
        if (rule.projectOnly) {
          // Judged by where it lies in the project: the project's own folders (`/home/u/results/app`) are not its output.
          const path = inProject(word, call.dir, context) ? absolutePath(word, call.dir, context) : undefined;
          const inside = path === undefined ? undefined : path.slice(context.root.length);
          return (
            inside !== undefined &&
            !matchesGlob(inside, rule.safePaths ?? [], context.home) &&
            matchesGlob(inside, rule.paths ?? [], context.home)
          );
        }
        if (rule.safePaths !== undefined && safe(word)) return false;
        const path = absolutePath(word, call.dir, context);
        // `rm -f tests/.tmp/*.sqlite`: the suite's throwaway copy, made again by its next run.
        if (
          rule.testScratch &&
          path !== undefined &&
          isInside(path, context.root) &&
          inTestScratch(path.slice(context.root.length + 1).split('/'))
        )
          return false;
        // `/tmp/x/authorized_keys` is a copy in scratch space: no login reads it.
        if (path !== undefined && inScratch(path, context)) return false;
        if (rule.outsideProject && path !== undefined && (path === context.root || isInside(path, context.root))) return false;
        return path !== undefined && matchesGlob(path, rule.paths ?? [], context.home);
      };
      const words = rule.destination ? destinations(call.words, operands) : candidates;
      if (rule.globbed !== 'several') return words.find(atRisk);
      return severalAtRisk(words, call, atRisk);
    }
    case 'broad':
      // Permissions changed inside the project, or on some other folder, are not this rule's concern.
      // With `anywhere`, the project's own folders count too (`chmod -R a+rwx storage`: code anyone may rewrite).
      return firstRisk(
        candidates.slice(rule.style === 'cmd' ? 0 : 1),
        (word) =>
          judgeDeletion(word, call.dir, { ...context, wide: true }) ??
          (rule.anywhere && (inProject(word, call.dir, context) || systemOrHome(word, call.dir, context)) ? `\`${word}\`` : undefined),
      );
    case 'pushed':
    case 'pushed-shared': {
      const refspecs = operands.slice(1);
      const branch =
        rule.target === 'pushed' ? pushedBranch(refspecs, context.root) : leasedSharedBranch(refspecs, call.words, context.root);
      if (rule.target === 'pushed-shared' && branch === undefined) return undefined;
      if (branch === '--all') return text.rules.everyBranch;
      const isDefault = branch !== undefined && DEFAULT_BRANCHES.has(branch);
      const isShared = branch !== undefined && !isDefault && (SHARED_BRANCH.test(branch) || PERIOD_BRANCH.test(branch));
      if (branch?.startsWith('refs/tags/')) return `the tag \`${branch.slice('refs/tags/'.length)}\``;
      if (isShared) return `the shared branch \`${branch}\``;
      return isDefault ? `the default branch \`${branch}\`` : branch ? `the branch \`${branch}\`` : 'the current branch';
    }
    case 'verb': {
      if (call.sdk) {
        // `drop_test_database(name)` after a fixture's `yield`: a helper named for a test's own store drops what the test
        // run made for itself (held-out round 49).
        if (TEST_OWNED.test(call.sdk.written.slice(call.sdk.written.lastIndexOf('.') + 1))) return undefined;
        const read = sdkResource(call.sdk, rule.verb!);
        return read === undefined ? undefined : text.rules.sdkDelete(read, call.sdk.verb, call.sdk.written);
      }
      const resource = deleteVerb(operands, call.words, rule.verb!, call.spelled);
      if (resource === undefined) return undefined;
      // A pull or merge request's preview (`pr-412-preview`, `acme-pr-412`, `preview/mr-19`) is made and dropped with its
      // request: deleting it once the request closes is the workflow, and its data is a copy.
      if (operands.some(isPreview)) return undefined;
      const kind = rule.verb!.kind.replace('{command}', call.name);
      return resource ? `${kind} (\`${resource}\`)` : kind;
    }
    case 'operation': {
      const request = httpRequest(call.words);
      const operation = request && deleteOperation(request, rule.operation!.except);
      if (operation === undefined) return undefined;
      // A CDN's cache purge deletes copies: the origin still serves every file.
      if (rule.operation!.copies && evictsCopies(request!, operation, rule.operation!.copies)) return undefined;
      // On this machine a local app's routes and forms are its own test data (Django admin's `action=delete_selected`);
      // only a store's admin API there (`…/api/v1/admin/tsdb/delete_series`) speaks.
      const url = request!.url ?? '';
      if (isLocal(url) && (/^\w+: /.test(operation) || !pathSegments(url).some((segment) => rule.operation!.local.includes(segment))))
        return undefined;
      return `\`${operation}\``;
    }
    case 'unpacked':
      // `tar -xzf backups/results-2023-12.tar.gz -C .`: a backup over today's files (engine/backupUnpacked.ts).
      return backupUnpacked(call.name, call.words, call.dir, context);
    case 'input': {
      const emptied = call.truncates.find((target) => !safe(target) && ownInput(target, call, rule.notReading ?? [], context));
      return emptied === undefined ? undefined : `\`${emptied}\``;
    }
    case 'rewritten': {
      if (rule.outputs) {
        if (nameMatches(call.name, rule.outputs.except)) return undefined;
        const over = writtenOverInput(call.words, rule.outputs, call.dir, context);
        return over === undefined || safe(over) ? undefined : `\`${over}\``;
      }
      // An output option joined to its value names the file too (inkscape's `--export-filename=a.eps`, gs's `-sOutputFile=a.pdf`).
      const joined = call.words.slice(1, MAX_WORDS).flatMap((word) => JOINED_OPTION.exec(word)?.[1] ?? []);
      const files = [...candidates, ...joined].filter(
        (word) => (FILE_NAME.test(word) || LONG_DATA_NAME.test(word) || WRF_DATA_NAME.test(word)) && !safe(word),
      );
      const twice = files.find((word, i) => files.indexOf(word) !== i && !inScratch(absolutePath(word, call.dir, context) ?? '', context));
      return twice === undefined ? undefined : `\`${twice}\``;
    }
    case 'named': {
      // `./bin/catalog purge --all`: a project's own program, run by its relative path, is a script as a file is.
      const own = call.path !== undefined && /^\.{0,2}\/?[\w.-]{1,64}\//.test(call.path) && !call.path.startsWith('/');
      // `dotnet run --project src/Odds -- purge --before …`: the project's program, given the words after `--`.
      const dotnet = dotnetRun(call.words, call.name);
      const words = dotnet ?? (own ? [call.path!, ...call.words.slice(1)] : call.words);
      const launched = dotnet !== undefined || (!own && projectLaunched(call.source, call.name));
      const script = namedScript(words, call.name, rule.named!, call.env, launched);
      return script === undefined ? undefined : `\`${script}\``;
    }
    case 'in-place': {
      const run = inPlaceRun(call.words, call.name);
      const file = run?.files.find((word) => {
        const path = absolutePath(word, call.dir, context);
        return path !== undefined && !safe(word) && inDataFolder(path, context.root) && !inScratch(path, context);
      });
      return file === undefined ? undefined : `\`${file}\` (\`${run!.script} ${run!.option}\`)`;
    }
    case 'pathspecs':
      // `git checkout -- a.py b.py`: the edits in every file it names (engine/checkedOutPaths.ts).
      return checkedOutFiles(call.words, operands, rule.revision === true, (word) => {
        const path = absolutePath(word, call.dir, context);
        if (path === undefined || call.dir === undefined || lstatSync(call.dir, { throwIfNoEntry: false }) === undefined) return undefined;
        return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
      });
    case 'branch-default': {
      const branch = operands.find((word) => DEFAULT_BRANCHES.has(word.replace(/^origin\//, '')));
      return branch === undefined ? undefined : `the default branch \`${branch}\``;
    }
    default:
      return undefined;
  }
}

// Folders of what people make by hand: artwork, photos, figures, fonts, recordings, a book's chapters. No build writes one by these names.
const AUTHORED_FOLDER =
  /^(?:images?|img|covers?|artwork|art|illustrations?|photos?|pictures?|figures?|fonts?|audio|sounds?|music|footage|manuscripts?|chapters?|drafts?)$/i;
/** The last name of a delete's word (`images` of `manuscript/images/`). */
const lastName = (word: string) => word.replace(/\\/g, '/').replace(/\/+$/, '').split('/').at(-1) ?? '';

/** A resource named for one pull or merge request's preview: `pr-412`, `acme-pr-412-preview`, `preview/mr-19-login`, `review-7`. */
const PREVIEW_NAME = /^(?:[\w.]{1,64}[-_/])?(?:pr|mr|preview|review)[-_]?\d{1,7}(?:[-_/][\w.-]{0,64})?$/i;
/**
 * A hosting platform's preview deployment named by its branch URL (`app-git-fix-typo-team.vercel.app`): Vercel builds one
 * for each branch pushed and builds it again on the next push. The default branch's (`-git-main-`) may serve production.
 */
const BRANCH_PREVIEW_URL =
  /^(?:https?:\/\/)?[a-z0-9-]{1,64}-git-(?!(?:main|master|production|prod|release|trunk|default)-)[a-z0-9-]{1,100}\.vercel\.app\/?$/i;

/** Whether a word names a preview, made and dropped with its branch or request. */
function isPreview(word: string): boolean {
  return PREVIEW_NAME.test(word) || BRANCH_PREVIEW_URL.test(word);
}

/** A URL on this machine: a local app's routes are its own test data. */
function isLocal(url: string): boolean {
  return /^(?:https?:\/\/)?(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|0\.0\.0\.0|\[::1\])(?:[:/?#]|$)/i.test(url);
}

/** Whether `path` lies in temp space (`/tmp`, `$TMPDIR`) and not in the project (which may itself live there). */
function inScratch(path: string, context: PathContext): boolean {
  return !isInside(path, context.root) && inTempSpace(path, context);
}

/** Whether `word` is a path under a system directory or the home (`/opt/android-sdk`, `~/.ssh`). */
function systemOrHome(word: string, dir: string | undefined, context: PathContext): boolean {
  const path = absolutePath(word.replace(/(?:\/[^/]*[*?[][^/]*)+$/, ''), dir, context);
  return path !== undefined && underSystemOrHome(path, context);
}

/** `host:/var/www/`, `ops@host:shows/`, `host::module`, `rsync://host/m`: a path on another machine. */
const onAnotherHost = (word: string): boolean => /^(?:[\w.@-]{2,}:|rsync:\/\/)/.test(word);

/** Whether `word` is a path inside the project (a file `shred` or `rsync --delete` leaves no copy of). */
/** Whether `word` names a path not on disk in a folder that is: a write there starts it (a folder or file on disk is kept). */
function startsNew(word: string, dir: string | undefined, context: PathContext): boolean {
  const full = absolutePath(word, dir, context);
  return full !== undefined && !existsSync(full) && existsSync(dirname(full));
}

function inProject(word: string, dir: string | undefined, context: PathContext): boolean {
  // Another machine's copy is no path here (rules with `remote` judge it).
  if (onAnotherHost(word)) return false;
  const path = absolutePath(word, dir, context);
  return path !== undefined && (path === context.root || isInside(path, context.root));
}

/**
 * `sort f > f`, `cat f | cut -f1 > f`: the redirect's target is an operand of a command of its
 * pipeline (not an option, and not of a command that reads no file), the same word or the same path.
 */
function ownInput(target: string, call: Call, notReading: readonly string[], context: PathContext): boolean {
  if (target === '' || target === '-') return false;
  const read = readFiles(call, notReading, context);
  if (read.words.has(target)) return true;
  const path = absolutePath(target, call.dir, context);
  return path !== undefined && read.paths.has(path);
}

/**
 * The files the commands feeding a call read (their operands, as written and as paths), gathered once per
 * call and rule list: a line of many redirects asks about each target, and each target must not rescan them.
 */
const readCache = new WeakMap<Call, Map<string, { words: Set<string>; paths: Set<string> }>>();
function readFiles(call: Call, notReading: readonly string[], context: PathContext): { words: Set<string>; paths: Set<string> } {
  const byRule = readCache.get(call) ?? new Map<string, { words: Set<string>; paths: Set<string> }>();
  readCache.set(call, byRule);
  const key = notReading.join('\u0000');
  let read = byRule.get(key);
  if (read) return read;
  read = { words: new Set(), paths: new Set() };
  for (const words of (call.inputs ?? []).slice(0, MAX_WORDS)) {
    if (words.length < 2 || notReading.includes(basename(words[0]!).toLowerCase())) continue;
    for (const word of words.slice(1, MAX_WORDS)) {
      if (word.startsWith('-') || read.words.has(word)) continue;
      read.words.add(word);
      const path = absolutePath(word, call.dir, context);
      if (path !== undefined) read.paths.add(path);
    }
  }
  byRule.set(key, read);
  return read;
}

/**
 * `samtools sort -o a.bam a.bam`, `gatk … -I a.bam -O a.bam`: the file an output option names (`-o f`,
 * `--output=f`) that another word of the call names too, the same word or the same path (an operand, or
 * an input option's value); a file in temp space is scratch. Undefined when there is none.
 */
function writtenOverInput(
  words: readonly string[],
  { options, inputs, nothing }: { options: readonly string[]; inputs: readonly string[]; nothing?: readonly string[] },
  dir: string | undefined,
  context: PathContext,
): string | undefined {
  const shown = Math.min(words.length, MAX_WORDS);
  // The output files, by the index of the word that holds each (`-o f`'s `f`, `--output=f`), with their paths.
  const outputs = new Map<number, { file: string; path: string }>();
  for (let i = 1; i < shown && outputs.size < MAX_ITEMS; i++) {
    const word = words[i]!;
    const eq = word.startsWith('--') ? word.indexOf('=') : -1;
    let file = '';
    if (eq > 0 && options.includes(word.slice(0, eq))) file = word.slice(eq + 1);
    else if (options.includes(word) && i + 1 < shown) file = words[++i]!;
    if (!(nothing ? /\.[A-Za-z0-9]{1,12}$/ : FILE_NAME).test(file) || file.startsWith('-') || file.length > MAX_PATH) continue;
    const path = absolutePath(file, dir, context);
    if (path !== undefined && !inScratch(path, context) && !isDevice(path)) outputs.set(i, { file, path });
  }
  if (outputs.size === 0) return undefined;
  // With `nothing`: every input holds no data (`/dev/null`), so the output is written over from nothing.
  let read = 0;
  let empty = 0;
  for (let i = 1; i < shown; i++) {
    const word = words[i]!;
    const eq = word.startsWith('-') ? word.indexOf('=') : -1;
    if (outputs.has(i) || (word.startsWith('-') && eq < 0)) continue;
    // An input option's value (`-I a.bam`, `--input=a.bam`), or an operand: a word after no other option,
    // whose value it may be (`poetry export --format requirements.txt --output requirements.txt`).
    const before = words[i - 1]!;
    if (eq > 0 ? !inputs.includes(word.slice(0, eq)) : before.startsWith('-') && !inputs.includes(before)) continue;
    const value = eq < 0 ? word : word.slice(eq + 1);
    if (nothing) {
      read++;
      if (nothing.includes(value)) empty++;
      continue;
    }
    if (value.length > MAX_PATH || !FILE_NAME.test(value)) continue;
    const path = absolutePath(value, dir, context);
    for (const output of outputs.values()) if (value === output.file || path === output.path) return output.file;
  }
  if (nothing && read > 0 && empty === read) {
    for (const output of outputs.values()) if (inProject(output.file, dir, context)) return output.file;
  }
  return undefined;
}
/** The words of one command read for its output and input files: a generated list of thousands is no converter's. */
const MAX_WORDS = 512;

/** What `cp`/`mv`/`install` write: the last operand (or `-t DIR`), and each source's name inside it. */
function destinations(words: readonly string[], operands: readonly string[]): string[] {
  const option = words.findIndex((word) => word === '-t' || word.startsWith('--target-directory'));
  const into =
    option < 0 ? operands.at(-1) : words[option]!.includes('=') ? words[option]!.slice(words[option]!.indexOf('=') + 1) : words[option + 1];
  if (into === undefined || into.length > MAX_PATH) return [];
  const sources = (option < 0 ? operands.slice(0, -1) : operands.filter((word) => word !== into)).slice(0, MAX_TARGETS);
  // `cp board.kicad_pcb board.kicad_pcb.bak`: one source to a file's name (an extension, no `/` after it) writes that file.
  if (option < 0 && sources.length === 1 && FILE_NAME.test(into)) return [into];
  return [into, ...sources.map((source) => `${into.replace(/\/+$/, '')}/${basename(source.replace(/\/+$/, ''))}`)];
}

function firstRisk(words: readonly string[], judge: (word: string) => string | undefined): string | undefined {
  for (const word of words.slice(0, MAX_TARGETS)) {
    const risk = judge(word);
    if (risk) return risk;
  }
  return undefined;
}

/** `a, b` and `a,b` are one PowerShell argument holding two paths. */
function powershellList(word: string): string[] {
  return word.includes(',') ? word.split(',').filter((part) => part !== '') : [word];
}

/** The values of the rule's `targetOptions` (`-Path C:\x`). */
function optionValues(words: readonly string[], rule: DestructiveRuleData): string[] {
  if (!rule.targetOptions) return [];
  const values: string[] = [];
  for (let i = 1; i < words.length - 1; i++) {
    if (rule.targetOptions.some((option) => tokenPresent(option, ['', words[i]!], rule.style ?? 'posix'))) values.push(words[i + 1]!);
  }
  return values;
}

/** The branch a push writes to: the refspec's destination, else the checked-out branch. */
function pushedBranch(refspecs: readonly string[], root: string): string | undefined {
  const refspec = refspecs.find((ref) => ref.startsWith('+') || ref.startsWith(':')) ?? refspecs[0];
  const destination = refspec
    ?.replace(/^\+/, '')
    .split(':')
    .pop()
    ?.replace(/^refs\/heads\//, '');
  if (destination && destination !== 'HEAD') return destination;
  // A bounded read of HEAD, only once a push is found to be risky.
  const head = readBounded(join(root, '.git', 'HEAD'), 512)?.text ?? '';
  return /^ref: refs\/heads\/(\S+)/.exec(head)?.[1];
}

/** The SQL a command no rule names is handed (rules/README.md, "SQL by shape"): option values, heredocs, a lone quoted operand. */
function handedTexts(call: Call, options: readonly string[]): string[] {
  const texts = [...(call.here ?? [])];
  const { words } = call;
  // Operands with spaces in them (quoted), and whether one may be another option's value instead.
  const quoted: string[] = [];
  let doubtful = false;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (word.startsWith('-')) {
      const eq = word.indexOf('=');
      if (eq > 0 && options.includes(word.slice(0, eq))) texts.push(word.slice(eq + 1));
      else if (options.includes(word)) {
        if (i + 1 < words.length) texts.push(words[++i]!);
      } else if (eq < 0 && i + 1 < words.length && /\s/.test(words[i + 1]!)) {
        // `gh issue create --title "DROP TABLE x fails"`: an option's value is no operand.
        doubtful = true;
        i++;
      }
    } else if (/\s/.test(word)) quoted.push(word);
  }
  if (quoted.length === 1 && !doubtful) texts.push(quoted[0]!);
  return texts;
}

/**
 * The first script rule of the handed line's pack that a handed statement starts as; with `dropNullChecks` (the rules'
 * second pass), also as read with the null checks beside a range left out.
 */
function judgeHanded(active: Active, call: Call, config: Config, dropNullChecks: boolean): Active | undefined {
  const texts = handedTexts(call, active.rule.handed!.options);
  if (texts.length === 0) return undefined;
  const rules = familySlots(destructiveFamily)
    .filter((slot) => slot.name === active.pack)
    .flatMap((slot) => packRules(destructiveFamily, config, slot))
    .filter((each) => each.rule.script && !each.rule.safe?.some((token) => tokenPresent(token, call.words, 'posix')));
  for (const text of texts) {
    const bounded = text.slice(0, MAX_HANDED);
    // Split, comments passed over, and each rule's anchored pattern and safe pattern: a few passes.
    countScanned(bounded.length * (2 + rules.length));
    const statements = bounded.split(';').map(statementStart);
    for (const each of rules) {
      // What an earlier statement of the text created is its own (`CREATE TEMP TABLE t …; DROP TABLE t`).
      const made = new MadeInScript();
      for (const statement of statements) {
        if (statementMatches(each.rule, statement, dropNullChecks) && !made.holds(statement)) return each;
        made.add(statement);
      }
    }
  }
  return undefined;
}

const MAX_HANDED = 256 * 1024;
const MAX_COMMENTS = 16;

/**
 * A statement from its first word: leading whitespace, `--`, `#` and `/* … *\/` comments passed over,
 * and a client's own command lines (BTEQ's and sqlite's `.logon`, psql's `\c db`).
 */
function statementStart(statement: string): string {
  let at = 0;
  for (let n = 0; n < MAX_COMMENTS; n++) {
    while (at < statement.length && /\s/.test(statement[at]!)) at++;
    const line = statement.startsWith('--', at) || statement[at] === '#' || statement[at] === '.' || statement[at] === '\\';
    const block = statement.startsWith('/*', at);
    if (!line && !block) break;
    const end = line ? statement.indexOf('\n', at) : statement.indexOf('*/', at + 2);
    if (end < 0) return '';
    at = end + (line ? 1 : 2);
  }
  return statement.slice(at);
}

/** Whether one handed statement starts as the rule's pattern matches, and does not match its safe pattern. */
function statementMatches(rule: DestructiveRuleData, statement: string, dropNullChecks: boolean): boolean {
  const compiled = scriptPatterns(rule);
  return readings(statement, dropNullChecks).some((judged) => {
    if (!mayMatch(compiled.words, upperCased(judged))) return false;
    return compiled.anchored.test(judged) && !(compiled.safe?.test(judged) ?? false);
  });
}

// The texts rules are tested on, upper-cased once for every rule's required words: a call's few statements and readings.
const uppers = new Map<string, string>();
function upperCased(text: string): string {
  let upper = uppers.get(text);
  if (upper === undefined) {
    if (uppers.size >= 64) uppers.clear();
    upper = text.toUpperCase();
    uppers.set(text, upper);
  }
  return upper;
}

/**
 * The forms a statement is judged in: as written, a joined delete in its subquery form (engine/joinedDeletes.ts), a
 * whole period as its date range (engine/periodCutoffs.ts), a bare boolean column as its comparison
 * (engine/bareBooleans.ts), and on the rules' second pass a range without the null checks beside it
 * (engine/rangeNullChecks.ts), each with a trade's `jobs` named by its columns judged as records, not as a job queue's
 * (engine/jobsTable.ts).
 */
function readings(statement: string, dropNullChecks: boolean): string[] {
  const joined = joinedAsSubquery(statement);
  const forms = joined === statement ? [jobsAsRecords(statement)] : [jobsAsRecords(statement), jobsAsRecords(joined)];
  // Rows chosen by a whole period (`YEAR(starts_at) = 2024`) read as the date range it spells (engine/periodCutoffs.ts).
  const period = periodAsRange(statement);
  const spelt = booleansSpelt(period);
  const periods = period === statement ? forms : [...forms, jobsAsRecords(period)];
  // A boolean column named alone (`WHERE returned`) read as its comparison (engine/bareBooleans.ts).
  if (spelt !== period) periods.push(jobsAsRecords(spelt));
  // On the second pass, a range with the null checks beside it left out (engine/rangeNullChecks.ts).
  if (!dropNullChecks) return periods;
  const dropped = withoutNullChecks(statement);
  return dropped === statement ? periods : [...periods, jobsAsRecords(dropped)];
}

// A script rule's patterns, each compiled on first use: anywhere in a script, anchored at a handed statement's start,
// safe and also; with the words the pattern needs (engine/requiredWords.ts), so a text without them never compiles it
// (V8 parses a pattern when it is made, and compiles it when it first runs). The hook bundle's packs carry those words,
// read at build time (scripts/build.js); from source they are read here, once.
class ScriptPatterns {
  readonly words: Prefilter;
  #match?: RegExp;
  #anchored?: RegExp;
  #safe?: RegExp;
  #also?: RegExp;
  constructor(private readonly rule: DestructiveRuleData) {
    this.words = rule.scriptWords ?? requiredWords(rule.script ?? '');
  }
  get match(): RegExp {
    return (this.#match ??= new RegExp(this.rule.script ?? '$^', 'i'));
  }
  get anchored(): RegExp {
    return (this.#anchored ??= new RegExp(`^(?:${this.rule.script!})`, 'i'));
  }
  get safe(): RegExp | undefined {
    return !this.rule.scriptSafe ? undefined : (this.#safe ??= new RegExp(this.rule.scriptSafe, 'i'));
  }
  get also(): RegExp | undefined {
    return !this.rule.scriptAlso ? undefined : (this.#also ??= new RegExp(this.rule.scriptAlso, 'i'));
  }
}
const compiledScripts = new WeakMap<DestructiveRuleData, ScriptPatterns>();

function scriptPatterns(rule: DestructiveRuleData): ScriptPatterns {
  let compiled = compiledScripts.get(rule);
  if (!compiled) {
    compiled = new ScriptPatterns(rule);
    compiledScripts.set(rule, compiled);
  }
  return compiled;
}

/** Whether a statement of the script matches the rule's pattern and not its safe pattern. */
function scriptMatches(rule: DestructiveRuleData, script: string, dropNullChecks: boolean): boolean {
  const compiled = scriptPatterns(rule);
  const judged = script.split(';').map((statement) => readings(statement, dropNullChecks));
  const written = judged.map((forms) => forms[0]!).join(';');
  // Each text is tested once: a second run of a pattern makes V8 compile it again, to machine code (most of a call's cost).
  const tested = new Map<string, boolean>();
  const matches = (read: string) => {
    let result = tested.get(read);
    if (result === undefined) {
      result = mayMatch(compiled.words, upperCased(read)) && compiled.match.test(read);
      tested.set(read, result);
    }
    return result;
  };
  if (!matches(written) && !judged.some((forms) => forms.slice(1).some(matches))) return false;
  // Statements end at `;`: a `WHERE` in the next statement does not count.
  // What an earlier statement of the script created is its own (`CREATE TABLE t …; DROP TABLE t`).
  const made = new MadeInScript();
  // Inside `BEGIN; … ROLLBACK;` a statement is undone before it lasts: it counts only once a COMMIT (or the script's end) keeps it.
  let open = false;
  let pending = false;
  for (const [at, statement] of script.split(';').entries()) {
    if (TX_BEGIN.test(statement)) open = true;
    else if (open && TX_ROLLBACK.test(statement)) open = pending = false;
    else if (open && TX_COMMIT.test(statement)) {
      if (pending) return true;
      open = false;
    }
    const start = statementStart(statement);
    // EXPLAIN (and MySQL's DESCRIBE) only plans the statement; EXPLAIN ANALYZE runs it, so that one still counts.
    if (PLAN_ONLY.test(statement)) continue;
    const forms = judged[at]!;
    if (forms.some((read) => matches(read) && !(compiled.safe?.test(read) ?? false)) && !made.holds(start)) {
      if (!open) return true;
      pending = true;
    }
    made.add(start);
  }
  return pending;
}

// https://www.postgresql.org/docs/current/sql-explain.html, https://www.sqlite.org/eqp.html,
// https://dev.mysql.com/doc/refman/8.0/en/explain.html
const PLAN_ONLY =
  /(?:^|[\s'"`])(?:EXPLAIN|DESCRIBE)(?:\s{1,8}(?:QUERY\s{1,8}PLAN|FORMAT\s{0,8}=\s{0,8}\w{1,16}|VERBOSE|EXTENDED|PLAN\s{1,8}FOR)|\s{0,8}\((?![^)]{0,200}\bANALY[SZ]E\b)[^)]{0,200}\)){0,4}\s{1,8}(?:WITH|DELETE|UPDATE|INSERT|MERGE|REPLACE|TRUNCATE)\b/i;

// The script's first statement holds the command's words before it (`psql db -c BEGIN`).
const TX_BEGIN = /(?:^|\s)(?:BEGIN(?:\s{1,8}(?:WORK|TRANSACTION))?|START\s{1,8}TRANSACTION(?:\s{1,8}[A-Z ]{0,64})?)\s{0,64}$/i;
const TX_ROLLBACK = /^\s{0,64}(?:ROLLBACK|ABORT)(?:\s{1,8}(?:WORK|TRANSACTION))?\s{0,64}$/i;
const TX_COMMIT = /^\s{0,64}(?:COMMIT|END)\b/i;
