import type { GuardContext } from '../../src/guards/guard.js';

/**
 * What a guard is handed for a call in `<home>/proj`, with nothing on disk and an empty session:
 * the unit specs judge a guard on the event alone.
 */
export function guardContext(home = '/home/u', fields: Partial<GuardContext> = {}): GuardContext {
  return {
    root: `${home}/proj`,
    cwd: `${home}/proj`,
    env: {},
    home,
    stateDir: '/nonexistent',
    session: { delivered: {} },
    change: () => undefined,
    config: {},
    options: {},
    ...fields,
  };
}
