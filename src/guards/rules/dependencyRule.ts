import * as z from 'zod/mini';
import { commonRule } from './common.js';

// SLOT for the dependency family (filled on branch guards-code): the fields a rule of
// rules/dependency/*.json carries beyond the common ones. Until then a dependency rule is the common shape.
export const DependencyRule = z.looseObject({ ...commonRule });
