import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CommandInstaller } from '../program.js';
import { renderReplay, replay, replayJson } from '../replay.js';
import { createStyle } from '../style.js';
import { text } from '../../text.js';

const PROGRESS_EVERY = 50;

export const replayCommand: CommandInstaller = (program, io, exit) => {
  program
    .command('replay')
    .description(text.replay.description)
    .argument('<transcript>', text.replay.transcriptArg)
    .option('--json', text.explain.jsonOption)
    .action(async (transcript: string, options: { json?: boolean }) => {
      const path = resolve(io.cwd, transcript);
      try {
        if (!statSync(path).isFile()) throw new Error(text.replay.notAFile);
      } catch (error) {
        io.stderr(`waymark replay: ${text.explain.cannotRead(path, (error as Error).message)}\n`);
        exit.code = 2;
        return;
      }
      // Progress goes to stderr, on a terminal only, so --json and pipes stay clean.
      const progress = io.isTTY && !options.json ? (calls: number) => calls % PROGRESS_EVERY === 0 && io.stderr(`\r${text.replay.progress(calls)}`) : undefined;
      const summary = await replay(path, { env: io.env, cwd: io.cwd, progress: progress && ((calls) => void progress(calls)) });
      if (progress) io.stderr('\r\u001b[K');
      io.stdout(options.json ? `${replayJson(summary)}\n` : renderReplay(summary, createStyle(io.isTTY ?? false, io.env)));
    });
};
