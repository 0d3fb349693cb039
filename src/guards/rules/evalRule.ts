import * as z from 'zod/mini';
import { commonRule } from './common.js';

// SLOT for the eval family (filled on branch guards-code): the fields a rule of
// rules/eval/*.json carries beyond the common ones. Until then a eval rule is the common shape.
export const EvalRule = z.looseObject({ ...commonRule });
