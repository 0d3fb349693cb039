import type { ToolEdit } from '../lib/toolWrite.js';

// An Edit of a file that holds one record per entry (a family tree's people and families in GEDCOM, contacts in
// vCard, calendar events in iCalendar, catalogue records in MARC's mnemonic text) that takes whole records out
// deletes them: the line that opens a record is in the text it replaces and not in the text it puts there. An edit
// inside a record (a name corrected, a date added) keeps every record and stays silent.

/** A record format: the file types that hold it, the line that opens one record, and what a record is, for the advisory. */
interface RecordFormat {
  types: RegExp;
  opens: RegExp;
  kind: string;
}

// Each record of these formats starts with a line of its own, so counting those lines counts the records.
// https://gedcom.io/specifications/FamilySearchGEDCOMv7.html#records, https://www.rfc-editor.org/rfc/rfc6350#section-6.1.1,
// https://www.rfc-editor.org/rfc/rfc5545#section-3.6, https://www.loc.gov/marc/makrbrkr.html#mnemonics
const FORMATS: readonly RecordFormat[] = [
  {
    types: /\.(?:ged|gedcom)$/i,
    opens: /^[ \t]*0[ \t]+@[^@\n]{1,64}@[ \t]+[A-Z_]{3,8}\b/gm,
    kind: 'GEDCOM records (people, families, sources)',
  },
  { types: /\.(?:vcf|vcard)$/i, opens: /^BEGIN:VCARD\b/gim, kind: 'contacts (vCard records)' },
  { types: /\.(?:ics|ical|ifb)$/i, opens: /^BEGIN:(?:VEVENT|VTODO|VJOURNAL)\b/gim, kind: 'calendar entries (iCalendar records)' },
  { types: /\.mrk$/i, opens: /^=LDR[ \t]/gm, kind: 'catalogue records (MARC)' },
];

/** Records read per side: past this many the count stops (a crafted edit costs no more). */
const MAX_RECORDS = 10_000;

function count(text: string, opens: RegExp): number {
  let found = 0;
  opens.lastIndex = 0;
  while (found < MAX_RECORDS && opens.exec(text) !== null) found++;
  return found;
}

/** The records `edits` take out of the file at `path`, or undefined: not a record file, or every record kept. */
export function removedRecords(path: string, edits: readonly ToolEdit[]): { removed: number; kind: string } | undefined {
  const format = FORMATS.find((candidate) => candidate.types.test(path));
  if (format === undefined) return undefined;
  let removed = 0;
  for (const edit of edits) removed += Math.max(0, count(edit.old, format.opens) - count(edit.new, format.opens));
  return removed > 0 ? { removed, kind: format.kind } : undefined;
}
