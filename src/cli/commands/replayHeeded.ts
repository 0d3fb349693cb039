import { resolve } from 'node:path';
import { measureHeeded } from '../../heeded/heeded.js';
import { heededJson, renderHeeded } from '../../heeded/renderHeeded.js';
import type { CommandInstaller } from '../program.js';
import { ReplayError } from '../replay.js';
import { createStyle } from '../style.js';
import { cliText } from '../../text.js';

type Io = Parameters<CommandInstaller>[1];
type Exit = Parameters<CommandInstaller>[2];

/** `waymark replay --heeded`: what the model did after each advisory, per rule and harness. */
export async function replayHeeded(transcripts: string[], options: { json?: boolean }, io: Io, exit: Exit): Promise<void> {
  const progress = io.stderrTTY && !options.json ? (count: number) => io.stderr(`\r${cliText.heeded.progress(count)}`) : undefined;
  try {
    const report = await measureHeeded(
      transcripts.map((path) => resolve(io.cwd, path)),
      { env: io.env, cwd: io.cwd, progress },
    );
    if (progress) io.stderr('\r\u001b[K');
    io.stdout(options.json ? `${heededJson(report)}\n` : renderHeeded(report, createStyle(io.isTTY ?? false, io.env)));
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    if (progress) io.stderr('\r\u001b[K');
    io.stderr(`waymark replay: ${error.message}\n`);
    exit.code = 2;
  }
}
