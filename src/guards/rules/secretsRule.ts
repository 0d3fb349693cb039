import * as z from 'zod/mini';
import { commonRule } from './common.js';

// SLOT for the secrets family (filled on branch guards-code): the fields a rule of
// rules/secrets/*.json carries beyond the common ones. Until then a secrets rule is the common shape.
export const SecretsRule = z.looseObject({ ...commonRule });
