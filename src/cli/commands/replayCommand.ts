import { resolve } from 'node:path';
import type { CommandInstaller } from '../program.js';
import { renderReplay, replay, ReplayError, replayJson } from '../replay.js';
import { createStyle } from '../style.js';
import { replayHeeded } from './replayHeeded.js';
import { cliText } from '../../text.js';

const PROGRESS_EVERY = 50;

export const replayCommand: CommandInstaller = (program, io, exit) => {
  program
    .command('replay')
    .description(cliText.replay.description)
    .argument('<transcripts...>', cliText.replay.transcriptArg)
    .option('--json', cliText.explain.jsonOption)
    .option('--heeded', cliText.replay.heededOption)
    .action(async (transcripts: string[], options: { json?: boolean; heeded?: boolean }) => {
      if (options.heeded) return replayHeeded(transcripts, options, io, exit);
      // Progress goes to stderr, on a terminal only, so --json and pipes stay clean.
      const progress =
        io.stderrTTY && !options.json
          ? (calls: number) => void (calls % PROGRESS_EVERY === 0 && io.stderr(`\r${cliText.replay.progress(calls)}`))
          : undefined;
      try {
        const summary = await replay(
          transcripts.map((path) => resolve(io.cwd, path)),
          { env: io.env, cwd: io.cwd, progress },
        );
        if (progress) io.stderr('\r\u001b[K');
        io.stdout(options.json ? `${replayJson(summary)}\n` : renderReplay(summary, createStyle(io.isTTY ?? false, io.env)));
      } catch (error) {
        if (!(error instanceof ReplayError)) throw error;
        if (progress) io.stderr('\r\u001b[K');
        io.stderr(`waymark replay: ${error.message}\n`);
        exit.code = 2;
      }
    });
};
