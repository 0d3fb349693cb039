import { pathSegments } from './pathSegments.js';
import type { SdkCall } from './sdkCalls.js';

// Infrastructure CLIs judged by their verb: a table line (rules/destructive/infrastructure.json)
// says where a tool's verb sits and what kind of resource it acts on, and one judgement applies to
// every line: a delete-class verb on a resource speaks, naming the resource kind it read. A new CLI
// is one line of data, not a rule per command.

/** Where one tool's verb sits, and what it acts on. */
export interface VerbTable {
  /** What the tool manages, for the advisory: "a Google Cloud resource", "a virtual machine". */
  kind: string;
  /**
   * `before`: the resource words precede the verb (`gcloud compute instances delete`, `az vm delete`,
   * `aws ec2 terminate-instances`, `heroku apps:destroy`); `after`: the verb comes first and names
   * no kind (`virsh undefine vm1`, `vagrant destroy`).
   */
  resource?: 'before' | 'after';
  /** Delete-class verbs of this tool beyond the common ones (`unregistervm`). */
  verbs?: readonly string[];
  /** Common verbs that are harmless for this tool (`gcloud compute instances reset` reboots). */
  except?: readonly string[];
  /** How many leading positional words may hold the verb (4 by default). */
  depth?: number;
  /**
   * Resource words whose delete loses nothing that matters: config a user re-types in a line (`gh
   * variable`, `glab alias`). Caches are always in this class: they are rebuilt on the next run.
   */
  silent?: readonly string[];
  /** Resource words of a content delivery network: a `purge` of one evicts cached copies, the origin still serves them. */
  copies?: readonly string[];
  /**
   * Kinds that hold entries: a delete naming the container and an item takes one entry of it (`nats kv del
   * CONFIG feature_x`, `nats object rm ASSETS logo.png`); naming the container alone deletes it whole.
   */
  entries?: readonly string[];
  /** Options that make any call a delete (`kafka-topics --delete`, `nomad job stop -purge`). */
  flags?: readonly string[];
  /**
   * The line for every CLI no rule names: only the words before the first option are read, and a
   * verb speaks only with a resource named before or after it (`neonctl projects delete <id>`).
   */
  unlisted?: boolean;
  /** With `unlisted`: commands whose words are not a CLI's verbs: text they print, names a project chose (a task runner's targets). */
  ownNames?: readonly string[];
  /**
   * With `unlisted`: options that take no value (`-f`, `--yes`, `--no-prompt`), stepped over while
   * reading the leading words, so `tool -y delete project p` is read as `tool delete project p`.
   */
  switches?: readonly string[];
  /**
   * The verb and the resource are the command's own name, PowerShell's Verb-Noun (`Remove-ADUser`):
   * the noun is split at its case changes (`ADUser` → AD User) after one of `prefixes`, and its last
   * one to three words must name one of `resources` (`user`, `organizationalunit`).
   */
  cmdlet?: boolean;
  /** With `cmdlet`: module prefixes of nouns, read as one word (`AzureRM`, `SPO`, `PnP`), so `AzureRMVM` is AzureRM VM. */
  prefixes?: readonly string[];
  /**
   * With `cmdlet`: verbs that name no act, their noun's first word after a prefix being the act (Microsoft
   * Graph's `Invoke-MgWipeDeviceManagementManagedDevice`: Wipe a managed device; `Invoke-MgRetire…`).
   */
  carriers?: readonly string[];
  /**
   * The resource words (singular) of which one must name what the verb deletes (`projects delete`,
   * `DeleteInstance`): an unknown CLI's `delete` of a clipboard entry or a tag loses little.
   */
  resources?: readonly string[];
  /**
   * With `unlisted`: a verb given as an option, a delete verb joined to the resource it takes (Deadline's
   * `deadlinecommand -DeleteJob <id>`, OpenCue's `cueadmin -delete-show s`): the option's first word must be
   * one of `verbs` and the next one of `resources`. `rsync --delete`, `--delete-after`, `--delete-branch`
   * and `--purge-cache` name no such resource and stay silent.
   */
  options?: { verbs: readonly string[]; resources: readonly string[] };
  /** With `unlisted`: how library calls in interpreter code are judged against `resources` (sdkResource below). */
  code?: CodeVerbs;
  /**
   * Kinds whose delete only lists what it would take until one of `until` is given (GAM's `user x
   * delete messages query …` previews until `doit`), unless one of `acting` names the items (`ids …`).
   */
  preview?: { kinds: readonly string[]; until: readonly string[]; acting?: readonly string[] };
}

/** How a delete-class method call in code is judged (`s3.delete_bucket(…)`, `bucket.delete()`). */
export interface CodeVerbs {
  /** Verbs that delete nothing worth a word in code (`reset_index`, `format`, `prune`). */
  except?: readonly string[];
  /** Verbs that may stand alone as a method's name, the receiver naming the resource (`bucket.delete()`); others need a compound (`remove_volume`). */
  bare?: readonly string[];
  /** Resources one of which, named, is a narrow delete (`delete_object(Key=…)`); their plural (`delete_objects`) speaks. */
  narrow?: readonly string[];
  /**
   * Receivers, as written, whose bare delete is about a process, a handle or one entry (`stream.destroy()`,
   * `worker.terminate()`, `db.delete(key)`), not a resource.
   */
  bareSilent?: readonly string[];
  /** Verbs that name their own scope: `flushall` → every `key`. */
  whole?: Readonly<Record<string, string>>;
  /** Resources that a clearing verb (CLEAR_VERBS) empties in code: `queue.clear()`, `queue.obliterate()`. */
  cleared?: readonly string[];
  /**
   * Items a clearing verb's compound names, every one of which it deletes (Algolia's `index.clearObjects()`,
   * `clear_documents`); only in the name: `objects.clear()` empties a local dict.
   */
  clearedItems?: readonly string[];
  /** Containers of records whose name in a call makes an everyday verb a delete (`dbRemoveTable`, `remove_bucket`). */
  containers?: readonly string[];
  /**
   * Resources that are one row of an app's own tables (`member`, `user`, `ticket`): one object's own delete (`@member.destroy`,
   * `$user->delete()`, `member.delete_instance()`; SdkCall's `one`) takes that row alone, as a delete by its key does.
   */
  rows?: readonly string[];
}

/** The delete class: verbs that destroy what they name. */
const DELETE_VERBS = new Set([
  'delete',
  'destroy',
  'rm',
  'remove',
  'purge',
  'prune',
  'drop',
  'wipe',
  'format',
  'terminate',
  'undefine',
  'reset',
  'flush',
  'rb',
  'del',
  'erase',
  'deregister',
  'unregister',
  'rmi',
  'nuke',
  'uninstall',
  'unpublish',
  'yank',
  'truncate',
  'flushall',
  'flushdb',
  'decommission',
]);

/**
 * Verbs that empty a collection. Only in code, and only on a resource the table's `cleared` names, do
 * they delete: `Sidekiq::Queue.new.clear` drops every job, `list.clear()` or `clear` in a shell nothing kept.
 */
const CLEAR_VERBS = new Set(['clear', 'obliterate', 'drain', 'empty']);

/** Whether a method's verb may delete in code: the delete class, or a clearing verb. */
export function isCodeDeleteVerb(word: string): boolean {
  return DELETE_VERBS.has(word) || CLEAR_VERBS.has(word);
}

/** Verbs that make a named resource: `docker network create n`, `sf org create scratch -a x`, `gsutil mb gs://b`. */
const CREATE_VERBS = new Set(['create', 'new', 'add', 'mk', 'mb', 'make', 'provision', 'run']);

/** A command's verb among its first words, the words before it (the resource path) and the names after it. */
export interface VerbedCall {
  name: string;
  path: string;
  names: readonly string[];
}

/**
 * `kubectl create ns t` → {kubectl, '', [ns, t]}; `aws cloudformation delete-stack --stack-name s` →
 * {aws, 'cloudformation stack', [s]}: a compound's rest belongs to the path. Undefined with no such verb.
 */
export function verbedCall(words: readonly string[], kind: 'create' | 'delete'): VerbedCall | undefined {
  const verbs = kind === 'create' ? CREATE_VERBS : DELETE_VERBS;
  const path: string[] = [];
  for (let i = 1; i < Math.min(words.length, 6); i++) {
    const word = words[i]!;
    if (word.startsWith('-')) return undefined;
    const dash = word.indexOf('-');
    const head = dash < 0 ? word : word.slice(0, dash);
    if (verbs.has(head.toLowerCase())) {
      const names = words.slice(i + 1, i + 65).filter((each) => !each.startsWith('-') && each.length > 0);
      return { name: words[0]!, path: [...path, ...(dash < 0 ? [] : [word.slice(dash + 1)])].join(' '), names };
    }
    path.push(word);
  }
  return undefined;
}

/** Whether a word is in the delete class (`delete`, `drop`, `flushall`). */
export function isDeleteVerb(word: string): boolean {
  return DELETE_VERBS.has(word);
}

/** What a library call takes: one resource, every item of one (or of what the call names), or a batch of items. */
export interface SdkTarget {
  scope: 'one' | 'every' | 'batch';
  /** The listed resource (singular), or, for `every` of no listed resource, the word as written (`metadata`). */
  resource: string;
  listed: boolean;
}

/**
 * What a library call in code deletes, by the table's `resources` and `code` lines; undefined when
 * the call is narrow, harmless, or acts on no listed resource.
 */
export function sdkResource(call: SdkCall, table: VerbTable): SdkTarget | undefined {
  const code = table.code ?? {};
  if (call.enabled || call.saved) return { scope: 'every', resource: call.noun, listed: true };
  if (call.selected) return { scope: 'batch', resource: call.noun, listed: true };
  // `remove`, `reset` and the like are everyday words in code (`list.remove(x)`), except on every item of a
  // listing when the call names a listed resource (`for s in gb.students: gb.remove_student(s.id)`).
  // So are they when the name itself names a container of records (`dbRemoveTable`, `remove_bucket`), not the receiver.
  const named = (resources: readonly string[] | undefined) => singularOf(call.noun.toLowerCase(), resources ?? []) !== undefined;
  if (code.except?.includes(call.verb) && !(call.looped && named(table.resources)) && !(!call.bare && named(code.containers)))
    return undefined;
  const whole = code.whole && Object.hasOwn(code.whole, call.verb) ? code.whole[call.verb] : undefined;
  if (whole !== undefined) return { scope: 'every', resource: whole, listed: true };
  if (CLEAR_VERBS.has(call.verb)) {
    const items = call.bare ? undefined : singularOf(call.noun.toLowerCase(), code.clearedItems ?? []);
    if (items !== undefined) return { scope: 'every', resource: items, listed: true };
    // A container emptied (`worksheet.clear()`, `queue.clear()`), or the values it holds (`spreadsheets.values.clear(…)`).
    const holder = [call.noun, call.outer ?? ''].find((word) => singularOf(word.toLowerCase(), code.cleared ?? []) !== undefined);
    return holder === undefined ? undefined : { scope: 'every', resource: holder, listed: false };
  }
  if (call.bare && !(code.bare?.includes(call.verb) ?? false)) return undefined;
  const noun = call.noun.toLowerCase();
  const singular = singularOf(noun, table.resources ?? []);
  if (call.all) return { scope: 'every', resource: singular ?? call.noun, listed: singular !== undefined };
  if (singular === undefined) return undefined;
  if (call.bare && code.bareSilent?.includes(noun)) return undefined;
  if (call.one && code.rows?.includes(singular)) return undefined;
  // One named object, key or record (`delete_object(Key=…)`, `blob.delete()`, `keys.delete(k)` on a
  // set): the caller chose what it loses. A batch delete's name says so (`delete_objects`).
  if (code.narrow?.includes(singular) && (singular === noun || call.bare)) return undefined;
  return { scope: code.narrow?.includes(singular) ? 'batch' : 'one', resource: singular, listed: true };
}

/** The listed resource a word names (`buckets` → bucket, `indices` → index), or undefined. */
function singularOf(word: string, resources: readonly string[]): string | undefined {
  for (const form of [word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ies$/, 'y'), word.replace(/ices$/, 'ex')]) {
    if (resources.includes(form)) return form;
  }
  return undefined;
}

/** Flags and words that make any call of these tools a preview or a help page. */
const PREVIEW = /^(?:--dry-?run(?:=.*)?|--what-?if|--whatif|--help|-h|help|--plan|--preview)$/i;

/** The resource a delete-class verb acts on (`compute instances`), '' when the table names none; undefined when no such verb. */
export function deleteVerb(
  positionals: readonly string[],
  words: readonly string[],
  table: VerbTable,
  spelled?: string,
): string | undefined {
  if (words.some((word) => PREVIEW.test(word))) return undefined;
  if (table.cmdlet) return cmdletResource(spelled ?? words[0] ?? '', table);
  if (table.flags && words.some((word) => table.flags!.includes(word))) return '';
  const leading = table.unlisted ? leadingWords(words, table.switches ?? []) : positionals;
  const depth = Math.min(leading.length, table.depth ?? 4);
  for (let i = 0; i < depth; i++) {
    const word = leading[i]!;
    if (word.length > 64) return undefined;
    // A path or a file name (`pytest tests/test_delete_bucket.py`) is an operand, not a verb.
    if (table.unlisted && /[/\\]|\.[a-z]{1,4}$/i.test(word)) continue;
    const resource = verbResource(word, table);
    if (resource === undefined) continue;
    if (table.resource === 'after') {
      if (!table.resources) return resource;
      // A verb that ends the words acts on the kind and name before it (`gam calendar ops@x.org wipe`), a
      // collection's kind too (`gam all users_ou /Students/Class2024 delete`: every user of the unit).
      const subject = i === leading.length - 1 && i >= 2 ? collectionKind(leading.slice(0, i), table) : undefined;
      return kindAfter(leading[i + 1] ?? subject, word, words, table);
    }
    // The words before the verb are the resource path (`compute instances`), and so is a compound's rest (`db-instance`).
    const path = [
      ...leading.slice(0, i).filter((each) => /^[a-z][\w.-]*$/i.test(each) && each.length <= 40),
      ...(resource ? [resource] : []),
    ].join(' ');
    // `cld admin delete_all_resources`, `deleteAllUsers`: a compound that takes every item of what it names, whatever that is.
    const every = /^all [a-z]/.test(resource ?? '');
    if (table.resources && !every && !namesResource(path, table.resources)) {
      // The resource's kind may follow the verb, then its name (`sacctmgr delete account projx`, `zowe …
      // delete data-set X`); a last word is the name itself (`r2e delete index`: a feed's number).
      const next = leading[i + 1];
      const named = next !== undefined && words.indexOf(next) < words.length - 1;
      if (named && isResourceWord(next, table.resources)) return next;
      return table.unlisted ? unnamedDelete(leading, words, i) : undefined;
    }
    // A cache is rebuilt on the next run (`gh cache delete`, `az acr cache delete`): nothing is lost. So is one an
    // API path after an HTTP method names (`gh api -X DELETE repos/o/r/actions/caches?key=…`).
    const kinds = path.toLowerCase().split(' ');
    if (kinds.some((kind) => table.silent?.includes(kind) ?? false)) return undefined;
    // A CDN's purge evicts cached copies (`az cdn endpoint purge`, `az afd endpoint purge`): the origin still serves them.
    if (word.toLowerCase() === 'purge' && kinds.some((kind) => table.copies?.includes(kind) ?? false)) return undefined;
    if (leading.length - i > 2 && kinds.some((kind) => table.entries?.includes(kind) ?? false)) return undefined;
    return [...kinds, ...apiPath(word, leading[i + 1])].some((kind) => kind === 'cache' || kind === 'caches') ? undefined : path;
  }
  return table.options ? optionVerb(words, table.options) : undefined;
}

/**
 * Verbs that delete whatever they name, even with no kind named. Not `purge`: with no kind it as often evicts a
 * cache's copies (`fastly purge`) or a package's settings (`nala purge pkg`); not `rm` or `remove` (the line's `except`).
 */
const NAMELESS_VERBS = new Set(['delete', 'destroy', 'drop', 'wipe', 'erase', 'nuke', 'terminate']);

/**
 * A path that names a remote resource by its place (`myapp/website/de`: a project, component and language;
 * `realms/acme-prod`, `users/$id`): two to eight segments, none starting at this machine's root, home or working
 * folder (`/`, `~`, `.`), no npm scope (`@types/node` is a package), and no file type at its end (`data/x.json`).
 */
const RESOURCE_PATH = /^(?![./~@])(?:[\w][\w.@+-]{0,63}|\$\{?\w{1,40}\}?)(?:\/(?:[\w][\w.@+-]{0,63}|\$\{?\w{1,40}\}?)){1,7}$/;
const FILE_TYPE = /\.[a-z][a-z\d]{0,4}$/i;
/** What an identifying option may hold: a name or id, or a variable (`fr-ca`, `4`, `$LOCALE_ID`). */
const IDENTIFIER = /^(?:[\w][\w.:@+-]{0,127}|\$\{?\w{1,40}\}?)$/;
/** An option that names what a call acts on: `--id`, `--name`, or a kind's (`--experiment-id`, `--locale_name`). */
const NAMING_OPTION = /^--(?:([a-z]{2,40})[-_])?(?:id|name)(?:=(.*))?$/s;

/**
 * An unknown CLI's delete that names no listed kind of resource (rules/README.md, `any-cli`): a strong delete verb
 * among the leading words, after subcommand words only (`phrase locales delete`, `wlc delete`), that names what it
 * takes, either as a resource path (`wlc delete myapp/website/de`) or by an identifying option (`--id fr-ca`, or
 * `--experiment-id 4` after `experiments`: a kind's own option, not a scope's such as `--project_id`). A bare word
 * (`cliphist delete id`, `ip link delete eth0`, `uci delete a.b.c`) is a local list's entry or a setting as often as a
 * resource: silent. Returns the words that name the resource (`locales fr-ca`), or undefined.
 */
function unnamedDelete(leading: readonly string[], words: readonly string[], i: number): string | undefined {
  const verb = leading[i]!;
  if (!NAMELESS_VERBS.has(verb.toLowerCase())) return undefined;
  const before = leading.slice(0, i);
  if (!before.every((word) => /^[a-z][a-z\d_-]{0,39}$/i.test(word))) return undefined;
  const kinds = before.map((word) => word.toLowerCase());
  // A cache is rebuilt on its next run; a CDN's copies are still served by their origin.
  if (kinds.some((kind) => kind === 'cache' || kind === 'caches' || kind === 'cdn')) return undefined;
  const next = leading[i + 1];
  if (next !== undefined && RESOURCE_PATH.test(next) && !FILE_TYPE.test(next)) return [...before, next].join(' ');
  const at = words.indexOf(verb);
  for (let j = at + 1; j < Math.min(words.length, 64); j++) {
    const word = words[j]!;
    if (word === '--') break;
    const option = NAMING_OPTION.exec(word);
    if (!option) continue;
    const kind = option[1];
    if (kind !== undefined && !kinds.some((each) => [kind, `${kind}s`, `${kind}es`, kind.replace(/y$/, 'ies')].includes(each))) continue;
    const value = option[2] ?? words[j + 1];
    if (value !== undefined && IDENTIFIER.test(value)) return [...before, value].join(' ');
  }
  return undefined;
}

/** An option shaped as a verb and its resource: `-DeleteJob`, `-DeleteJobsByFilter`, `--delete-show=s`. */
const OPTION_VERB = /^--?([A-Za-z][A-Za-z_-]{2,80})(?:=.*)?$/s;

/** The resource a delete verb given as an option names (`-DeleteJob` → `job`), or undefined. */
function optionVerb(words: readonly string[], options: NonNullable<VerbTable['options']>): string | undefined {
  // A script run by an interpreter (`python cleanup.py --delete-bucket prod`) takes options its author chose: a mention, not a CLI's verb.
  if (/\.(?!exe$)[a-z]{1,4}$/i.test(words[0] ?? '')) return undefined;
  for (const word of words.slice(1, 65)) {
    if (word === '--') return undefined;
    if (word.length > 96) continue;
    const match = OPTION_VERB.exec(word);
    if (!match) continue;
    const parts = compoundWords(match[1]!, /[-_]/).filter((part) => part !== 'force');
    if (parts.length < 2 || !options.verbs.includes(parts[0]!)) continue;
    const resource = singularOf(parts[1]!, options.resources);
    if (resource !== undefined) return resource;
  }
  return undefined;
}

/** The segments of the API path after an HTTP method (`DELETE repos/o/r/actions/caches?key=x`), lower-case; else none. */
function apiPath(verb: string, next: string | undefined): string[] {
  if (verb.toUpperCase() !== 'DELETE' || next === undefined || !next.includes('/') || next.length > 2048) return [];
  // The endpoint is a path on the API's host (`gh api` prefixes it): read as the path of a URL.
  return pathSegments(`/${next}`).map((segment) => segment.toLowerCase());
}

/**
 * With `after` and `resources`: the kind the word after the verb names (`gam delete user x`, `gam user x
 * delete messages …`, `gam update group x clear member`), or undefined. A `silent` kind speaks only when a
 * clearing verb takes all of it (`clear member` empties the group; `delete member x` drops one link); a
 * `preview` kind only with its confirming word.
 */
function kindAfter(next: string | undefined, verb: string, words: readonly string[], table: VerbTable): string | undefined {
  if (next === undefined || !isResourceWord(next, table.resources!)) return undefined;
  const kind = next.toLowerCase();
  if (table.silent?.includes(kind) && !CLEAR_VERBS.has(verb.toLowerCase())) return undefined;
  const preview = table.preview;
  if (
    preview?.kinds.includes(kind) &&
    !words.some((word) => preview.until.includes(word)) &&
    !words.some((word) => preview.acting?.includes(word) ?? false)
  )
    return undefined;
  return next;
}

/**
 * The kind the words before a closing verb's name select (`calendar`, `all users_ou`, `ou_and_children`): the last word
 * that names a listed kind, read up to its first `_` (a selector's kind and how it selects: `users_ou` is the users of a
 * unit, `cros_ou` its devices); else the word itself.
 */
function collectionKind(before: readonly string[], table: VerbTable): string | undefined {
  for (const word of [...before].reverse()) {
    const kind = word.split('_')[0]!;
    if (isResourceWord(kind, table.resources!)) return kind;
  }
  return before.at(-1);
}

function namesResource(path: string, resources: readonly string[]): boolean {
  return path
    .toLowerCase()
    .split(/\s/)
    .some((word) => isResourceWord(word, resources) || word.split(/[._-]/).some((part) => singularOf(part, resources) !== undefined));
}

/**
 * A word that names a resource by itself, as a word after the verb must: `bucket`, `data-set` read
 * whole (`dataset`), or a compound every part of which is one (`db-instance`). A name such as
 * `prod-db` or `server-01` is what is deleted, not its kind.
 */
function isResourceWord(written: string, resources: readonly string[]): boolean {
  const word = written.toLowerCase();
  if (!/^[a-z][a-z-]{0,39}$/.test(word)) return false;
  if (singularOf(word.replaceAll('-', ''), resources) !== undefined) return true;
  const parts = word.split('-');
  return parts.length > 1 && parts.every((part) => singularOf(part, resources) !== undefined);
}

/**
 * The words after the command name up to its first option. An option with its value attached
 * (`--profile=p`, `-server=url`) is stepped over: it cannot take the next word as its value; so is
 * one of the line's `switches` (`-y`, `--force`), which take no value.
 */
function leadingWords(words: readonly string[], switches: readonly string[]): string[] {
  const leading: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (!word.startsWith('-')) leading.push(word);
    else if (/^--?[\w-]{1,40}=/.test(word) || switches.includes(word)) continue;
    // A global option before the subcommand takes a value no verb looks like: a file, a path, an address or a
    // number (`ckan -c ckan.ini dataset purge x`, `tool --config ./prod.toml db drop`).
    else if (leading.length === 0 && /^--?[\w-]{1,40}$/.test(word) && OPTION_VALUE.test(words[i + 1] ?? '')) i++;
    else break;
  }
  return leading;
}

const OPTION_VALUE = /^(?:[\w~$./][^\s]{0,255}[./:@][^\s]{0,255}|\d{1,10})$/;

/** A cmdlet's name as PowerShell spells it: Verb-Noun, the noun capitalised (`Remove-ADUser`, `Clear-Disk`). */
const CMDLET = /^([A-Za-z]{2,20})-([A-Z][A-Za-z\d]{1,63})$/;

/**
 * What a cmdlet of a delete-class verb deletes, by its noun (`Remove-AzVM` → `Az VM`), or undefined
 * when the verb keeps data or the noun names no listed resource (`Remove-Variable`, `Remove-ADGroupMember`).
 */
export function cmdletResource(written: string, table: VerbTable): string | undefined {
  const match = CMDLET.exec(written.replace(/^.*[\\/]/, ''));
  if (!match) return undefined;
  let verb = match[1]!.toLowerCase();
  let noun = match[2]!;
  let prefix = table.prefixes?.find((each) => noun.startsWith(each) && /^[A-Z]/.test(noun.slice(each.length)));
  if (table.carriers?.includes(verb)) {
    // `Invoke-MgWipeDeviceManagementManagedDevice` → verb `wipe`, noun `MgDeviceManagementManagedDevice`.
    const act = prefix === undefined ? undefined : /^[A-Z][a-z]+(?=[A-Z])/.exec(noun.slice(prefix.length))?.[0];
    if (prefix === undefined || act === undefined) return undefined;
    verb = act.toLowerCase();
    noun = prefix + noun.slice(prefix.length + act.length);
  }
  if (!(DELETE_VERBS.has(verb) || (table.verbs?.includes(verb) ?? false)) || (table.except?.includes(verb) ?? false)) return undefined;
  prefix = table.prefixes?.find((each) => noun.startsWith(each) && /^[A-Z]/.test(noun.slice(each.length)));
  const words = [...(prefix ? [prefix] : []), ...camelWords(prefix ? noun.slice(prefix.length) : noun)];
  // The noun's head is its last words: `DnsServerResourceRecord` is a record, `ADGroupMember` a member.
  const tails = [1, 2, 3].filter((count) => count <= words.length).map((count) => words.slice(-count).join('').toLowerCase());
  if (tails.some((tail) => table.silent?.includes(tail))) return undefined;
  return tails.some((tail) => singularOf(tail, table.resources ?? []) !== undefined) ? words.join(' ') : undefined;
}

/** `ADOrganizationalUnit` → AD, Organizational, Unit; `VMSnapshot` → VM, Snapshot. */
function camelWords(noun: string): string[] {
  return noun
    .replace(/([a-z\d])(?=[A-Z])|([A-Z])(?=[A-Z][a-z])/g, '$1$2 ')
    .split(' ')
    .filter((word) => word !== '');
}

/** A compound name's words, lower-case: split at case changes and at `separators` (`DeleteDBInstance`, `delete_series`). */
export function compoundWords(name: string, separators: RegExp): string[] {
  return name
    .replace(/([a-z\d])(?=[A-Z])/g, '$1-')
    .toLowerCase()
    .split(separators);
}

/** For a verb word: '' (plain verb) or the resource a compound names (`delete-db-instance` → `db instance`, `apps:destroy` → `apps`). */
function verbResource(written: string, table: VerbTable): string | undefined {
  const isVerb = (verb: string) =>
    (DELETE_VERBS.has(verb) || (table.verbs?.includes(verb) ?? false)) && !(table.except?.includes(verb) ?? false);
  const word = written.toLowerCase();
  if (isVerb(word)) return '';
  // A topic command (`api:core:recordings:remove`, `force:org:delete`, `apps:destroy`): the last topic
  // is the verb, the one before it the resource.
  const topics = word.split(':');
  if (topics.length > 1 && topics.length <= 8 && topics.every((topic) => /^[a-z][\w-]{0,40}$/.test(topic)) && isVerb(topics.at(-1)!))
    return topics.at(-2)!;
  // `delete-db-instance`, `terminate-instances`, `batch-delete-image`, `vol-delete`, `apps:destroy`,
  // `sites:delete`, and an API action's name (`DeleteInstance`, `TerminateInstances`); a dotted task
  // (`invoke db.drop`) where the table must also see a resource word, so `destroy.tfplan` is a file.
  const parts = compoundWords(written, table.resources ? /[-_:.]/ : /[-_:]/);
  if (parts.length < 2 || parts.length > 6) return undefined;
  const at = parts.findIndex(isVerb);
  if (at < 0) return undefined;
  return parts.filter((_, i) => i !== at && !/^(?:batch|force)$/.test(parts[i]!)).join(' ');
}
