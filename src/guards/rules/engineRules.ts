// The rules an engine judges instead of a pack's line: what an edit changes, or where a program is
// put. They carry ids like a pack rule's, so that an advisory's `Rule:` line is one a person can
// switch off in a config, `waymark silence` and find in `waymark list --rules`.

import { text } from '../../text.js';

/** A rule an engine judges: its full id, and where the facts it relies on are kept (each cites its source). */
export interface EngineRule {
  /** `<family>/<pack>/<rule>` */
  id: string;
  /** What the rule warns about, as `waymark list --rules` shows it. */
  risk: string;
  /** The table the engine reads, whose entries each cite their vendor's docs; or the docs themselves. */
  source: string;
}

export const RETENTION_CUT = 'destructive/edits/retention-cut';
export const DROP_SETTING = 'destructive/edits/drop-setting';
export const RECORDS_REMOVED = 'destructive/edits/records-removed';
export const SOFT_TO_HARD = 'destructive/edits/soft-to-hard-delete';
export const BINARY_ON_PATH = 'dependency/machine/binary-on-path';
export const PIPED_INSTALLER = 'dependency/machine/piped-installer';

export const ENGINE_RULES: readonly EngineRule[] = [
  { id: RETENTION_CUT, risk: text.rules.listed.retentionCut, source: 'rules/retention-settings.json' },
  { id: DROP_SETTING, risk: text.rules.listed.dropSetting, source: 'rules/drop-settings.json' },
  {
    id: RECORDS_REMOVED,
    risk: text.rules.listed.recordsRemoved,
    source:
      'https://gedcom.io/specifications/FamilySearchGEDCOMv7.html#records; https://www.rfc-editor.org/rfc/rfc6350; https://www.rfc-editor.org/rfc/rfc5545',
  },
  {
    id: SOFT_TO_HARD,
    risk: text.rules.listed.softToHard,
    source:
      'https://www.postgresql.org/docs/current/sql-delete.html; ' +
      'https://docs.djangoproject.com/en/stable/ref/models/querysets/#delete; ' +
      'https://api.rubyonrails.org/classes/ActiveRecord/Relation.html#method-i-delete_all',
  },
  { id: BINARY_ON_PATH, risk: text.rules.listed.binaryOnPath, source: 'https://refspecs.linuxfoundation.org/FHS_3.0/fhs/ch04s09.html' },
  { id: PIPED_INSTALLER, risk: text.rules.listed.pipedInstaller, source: 'https://rust-lang.github.io/rustup/installation/other.html' },
];
