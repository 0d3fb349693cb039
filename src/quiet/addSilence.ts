import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { ensureStateDir } from '../state/state.js';
import { FOLDER, type Silence } from './silences.js';

// Adding a silence is the CLI's (`waymark silence`); the hook only reads and uses them up
// (src/quiet/silences.ts), so write-file-atomic stays out of the hook's bundle.

export async function addSilence(stateDir: string, silence: Omit<Silence, 'id'>): Promise<Silence> {
  const dir = ensureStateDir(stateDir, FOLDER);
  const id = randomBytes(6).toString('hex');
  await writeFileAtomic(join(dir, `${id}.json`), `${JSON.stringify(silence, null, 2)}\n`, { mode: 0o600 });
  return { id, ...silence };
}
