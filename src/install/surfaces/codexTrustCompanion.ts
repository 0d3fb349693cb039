import { join } from 'node:path';
import { cliText } from '../../text.js';
import { readRecord, takeBack } from '../files/installRecord.js';
import { readSettings, Refusal } from '../files/settingsFile.js';
import type { Change } from '../files/transaction.js';
import { codexTrustEntries, codexTrustOf, projectTrusted, recordedHash, trustEdit, untrusted, withoutTrustEdit } from './codexTrust.js';
import type { Companion } from './companion.js';
import type { Surface } from './surface.js';

// Codex's hook trust as a companion of its hooks.json (src/install/surfaces/codexTrust.ts says how
// the hashes are computed): install records it with --trust, uninstall takes it back, verify
// reports entries Codex would skip.

const configOf = (surface: Surface, home: (where: Surface['where']) => string) => join(home(surface.where), 'config.toml');

export function codexTrustCompanion(home: (where: Surface['where']) => string): Companion {
  return {
    async install(surface, file, next, options) {
      const { harness, where } = surface;
      const said: string[] = [];
      let skipped = false;
      // config.toml is TOML: only its type and mode are checked here; trustEdit parses it.
      const config = await readSettings(configOf(surface, home), options.trust, false);
      const entries = codexTrustEntries(surface.path, next, harness.template, harness.contract);
      if (surface.scope === 'project' && !projectTrusted(config.text ?? '', where.project)) {
        said.push(cliText.install.codexProjectUntrusted(where.project));
        skipped = true;
      }
      if (!options.trust) {
        if (untrusted(config.text ?? '', entries).length > 0) {
          said.push(cliText.install.codexTrustHint(options.trustCommand));
          skipped = true;
        }
        return { said, untrusted: skipped };
      }
      const edit = trustEdit(config.text ?? '', entries);
      if (!edit.ok) throw new Refusal(cliText.install.codexTrustRefused(config.path, edit.problem));
      const change: Change = {
        file: config,
        next: edit.text,
        owner: file.real ?? file.path,
        record: { edit: { added: edit.edits, removed: [] } },
      };
      return { change, said, untrusted: skipped, done: cliText.install.codexTrusted(config.path) };
    },

    async uninstall(surface, file) {
      const { harness, where } = surface;
      const owner = file.real ?? file.path;
      const entries = codexTrustEntries(surface.path, file.text, harness.template, harness.contract);
      const config = await readSettings(configOf(surface, home), true, false).catch(() => undefined);
      if (config?.text === undefined) return {};
      const record = await readRecord(where.env, config.real ?? config.path, owner);
      const back = takeBack(record, config.text);
      let next: string | undefined;
      let trusted: number;
      let dirs: string[] = [];
      if (back) {
        next = back.text;
        trusted = entries.filter(
          (entry) =>
            recordedHash(config.text!, entry.key) !== undefined && (next === undefined || recordedHash(next, entry.key) === undefined),
        ).length;
        if (next === undefined) dirs = record!.dirs;
      } else if (entries.length > 0) {
        const edit = withoutTrustEdit(config.text, entries);
        next = edit.text;
        trusted = edit.removed;
      } else return {};
      return {
        change: { file: config, next, owner, record: 'forget', dirs },
        ...(trusted > 0 ? { done: cliText.install.codexTrustRemoved(config.path, trusted) } : {}),
      };
    },

    async check(surface, found) {
      const config = await readSettings(configOf(surface, home), false, false).catch(() => ({ text: undefined }));
      const toml = config.text ?? '';
      const ok = new Set(
        codexTrustOf(surface.path, found)
          .filter(({ entries }) => untrusted(toml, entries).length === 0)
          .map(({ found: entry }) => entry),
      );
      // Codex does not load an untrusted project's .codex at all, whatever the hashes say.
      const note =
        surface.scope === 'project' && !projectTrusted(toml, surface.where.project)
          ? cliText.install.codexProjectUntrusted(surface.where.project)
          : undefined;
      return { ok, ...(note ? { note } : {}) };
    },
  };
}
