import { basename, join } from 'node:path';
import { text } from '../../text.js';
import { gitIgnored } from '../lib/gitIgnored.js';
import {
  belowRenders,
  isFrameworkOutput,
  isGenerated,
  isRendition,
  isRunArtifacts,
  isTestRunFolder,
  isTopLevelOutput,
} from './generatedFolders.js';
import type { PathContext } from './paths.js';

// A project folder no rule knows (`submissions`, `runs`, `listings`) is judged by whether anything can
// bring it back: git restores what it tracks, a build what it writes. With neither, deleting it is final.
const PHRASE = (path: string) => `the project's ${path}, which git does not track and no build makes again (nothing can restore it)`;
// A file (`notes.txt`, `app.log`, `-weird-file`), a remote (`host:/srv`), a key (`session:42`) or an unread pattern is not a folder of the project.
const NOT_A_FOLDER = /^-|\.[a-z0-9][a-z0-9_-]{0,15}$|[:*?[\]{}$`%\\,]/i;
/**
 * What training wrote: checkpoints, LoRA adapters, fine-tuned weights (`outputs/checkpoints`, `out/checkpoint-500`,
 * `output/lora-adapter`). Hours of GPU time, not a build's output: under a run's output folder they are still final.
 * https://huggingface.co/docs/transformers/main_classes/trainer#checkpoints, https://lightning.ai/docs/pytorch/stable/common/checkpointing_basic.html
 */
const TRAINED =
  /^(?:checkpoints?|ckpts?|checkpoint[-_]\d{1,9}|(?:lora|peft)(?:[-_][\w.-]{1,64})?|adapters?|(?:[\w.-]{1,64}[-_])?(?:fine-?tuned|finetune|sft|dpo)(?:[-_][\w.-]{1,64})?|lightning_logs)$/i;
/** A run's output folders, which hold what training wrote (caches and temp space do not: a download cache's checkpoints come back). */
const RUN_OUTPUT = /^(?:out|output|outputs|artifacts|saved|work|logs?)$/i;

/** Deleting `target`, a folder inside the project that git does not hold and no tool writes, or undefined. */
export function untrackedFolder(target: string, context: PathContext): string | undefined {
  const { git, root } = context;
  if (git === undefined || !context.folders || context.cleaning) return undefined;
  const relative = target.slice(root.length + 1);
  const parts = relative.split('/');
  const trained = parts.some((part) => TRAINED.test(part));
  if (
    NOT_A_FOLDER.test(parts.at(-1)!) ||
    // Thumbnails and previews (`public/gallery/thumbs`) are made again from the originals beside them.
    isRendition(parts.at(-1)!) ||
    // A folder below them (`public/thumbnails/inspections`, `renders/claims`) too, unless a signed copy is filed there.
    belowRenders(parts) ||
    // What a test run wrote (`storage/test_uploads`): the suite writes it again.
    isTestRunFolder(parts.at(-1)!) ||
    // An end-to-end runner's screenshots, videos, downloads and traces (`cypress/videos`): its next run writes them again.
    isRunArtifacts(parts) ||
    isFrameworkOutput(relative) ||
    isTopLevelOutput(relative, basename(context.root)) ||
    parts.some((part) => part.startsWith('.') || NOT_A_FOLDER.test(part) || (isGenerated(part) && !(trained && RUN_OUTPUT.test(part))))
  )
    return undefined;
  if (context.remade?.some((dir) => dir === target || target.startsWith(`${dir}/`) || dir.startsWith(`${target}/`))) return undefined;
  const tracked = git.tracks(relative);
  if (tracked !== false) {
    if (tracked) context.aside?.(text.why.gitTracked(relative));
    return undefined;
  }
  // What lies under an ignored folder is ignored: a name under it asks the ignore files about the folder.
  if (gitIgnored(join(target, '-'), root, context.home)) {
    context.aside?.(text.why.gitIgnored(relative));
    return undefined;
  }
  return PHRASE(relative);
}

/** Whether a word a delete is given names a tool's output folder (`incremental_db`, `.pytest_cache`), not the history in `.git`. */
export function isOutputWord(word: string): boolean {
  const name = word.replace(/\\/g, '/').replace(/\/+$/, '').split('/').at(-1) ?? '';
  return (name.startsWith('.') && name !== '.git' && name.length > 1 && name !== '..') || isGenerated(name);
}
