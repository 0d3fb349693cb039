import DROPS from '../../../rules/drop-settings.json';
import type { ToolEdit } from '../lib/toolWrite.js';
import { isTestFile } from './testPaths.js';

// A database library's setting that deletes the data it holds when the schema changes or the app starts (Realm's
// `deleteRealmIfMigrationNeeded`, TypeORM's `dropSchema: true`, Room's `fallbackToDestructiveMigration()`), or a
// platform's deploy setting that does so (a Durable Objects migration's `deleted_classes`): an edit that turns one on
// deletes the store's data on the next run or deploy. Which settings mean that is data: rules/drop-settings.json.

/** One drop setting an edit turns on: as written, and what the library then does. */
export interface DropSetting {
  written: string;
  what: string;
}

const SETTINGS = DROPS.settings.map((line) => ({ pattern: new RegExp(line.pattern), what: line.what }));
/** Edits longer than this are whole files; only this much of each side is read. */
const MAX_SIDE = 256 * 1024;

// A word every setting's pattern holds: a text without one turns none on, and the file it replaces is not read.
const MENTIONS = /deleteRealmIfMigrationNeeded|dropSchema|force|fallbackToDestructiveMigration|ddl|deleted_classes/;

/** Whether `text` may turn a drop setting on (a Write that does not is not compared with the file it replaces). */
export const mayTurnOnDrop = (text: string): boolean => MENTIONS.test(text);

/** The drop settings the edits turn on in `path`: present in a new side, absent from its old side. */
export function dropSettings(path: string, edits: readonly ToolEdit[]): DropSetting[] {
  // A test suite's files: its stores are made for the run (`test/`, `__tests__/`, `app.spec.ts`, `application-test.yml`).
  if (isTestFile(path, { anyCaseFolders: true, anyCaseNames: true })) return [];
  const found: DropSetting[] = [];
  for (const edit of edits) {
    const after = edit.new.slice(0, MAX_SIDE);
    const before = edit.old.slice(0, MAX_SIDE);
    for (const setting of SETTINGS) {
      const match = setting.pattern.exec(after);
      if (match && !setting.pattern.test(before) && !found.some((each) => each.what === setting.what))
        found.push({ written: match[0].replace(/\s+/g, ' ').slice(0, 80), what: setting.what });
    }
  }
  return found;
}
