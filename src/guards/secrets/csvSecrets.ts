import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { secretName, settingName } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { looksGenerated, looksLikePassword } from './valueShape.js';

// A CSV file's header names its columns: a credential-named column (`password` in an EMQX users file) holds a
// credential in every row, and a key/value table (an ESP-IDF NVS partition CSV, `key,type,encoding,value`) holds one in
// each row whose key is credential-named (`psk`, `pass`). Cells are literals; quoted cells holding commas are not split
// correctly, which only loses a finding.
const MAX_CSV_ROWS = 2000;
const ROOT_KEY_COLUMN = /^(?:(?:app|nwk)_?s?_?key|ki|opc?)$/i;
const ROOT_KEY = /^[0-9a-f]{32}$/i;
const unquoteCell = (cell: string) => cell.trim().replace(/^"(.*)"$/s, '$1');

export function csvSecrets(source: string, rule: Compiled | undefined, found: Secret[], note?: Note): void {
  if (!rule) return;
  const lines = source.split('\n', MAX_CSV_ROWS);
  const header = (lines[0] ?? '').split(',').map(unquoteCell);
  if (header.length < 2 || header.length > 64) return;
  // A LoRaWAN device list (`dev_eui,join_eui,app_key`, The Things Stack's and ChirpStack's bulk import) or a SIM batch file
  // holds a 128-bit root key in each row: read as generated values only (32 hex), since `key` alone names data too.
  const columns = header.flatMap((name, i) => (secretName(name) === 'strong' || ROOT_KEY_COLUMN.test(name) ? [i] : []));
  const keyAt = header.findIndex((name) => /^(?:key|name)$/i.test(name));
  const valueAt = header.findIndex((name) => /^value$/i.test(name));
  if (columns.length === 0 && (keyAt < 0 || valueAt < 0)) return;
  let offset = lines[0]!.length + 1;
  for (let row = 1; row < lines.length && found.length < 8; offset += lines[row]!.length + 1, row++) {
    const cells = lines[row]!.replace(/\r$/, '').split(',');
    const judge = (at: number, name: string) => {
      const value = unquoteCell(cells[at] ?? '');
      if (!value) return;
      const reason = placeholderReason(value);
      if (reason) return note?.(text.why.placeholder(name, reason));
      if (ROOT_KEY_COLUMN.test(name) ? !(ROOT_KEY.test(value) && looksGenerated(value)) : !looksLikePassword(value)) return;
      const start = offset + lines[row]!.indexOf(value);
      found.push({ kind: text.findings.assignedTo(name), rule: rule.fullId, start, end: start + value.length });
    };
    for (const at of columns) judge(at, header[at]!);
    const key = keyAt >= 0 && valueAt >= 0 ? unquoteCell(cells[keyAt] ?? '') : '';
    if (key && settingName(key)) judge(valueAt, key);
  }
}
