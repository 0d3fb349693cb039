// A harness has two names: the id install knows it by (`claude-code`, after its product) and the
// contract its hooks speak (`claude`, after its dialect). Every command accepts either.

/** Install id → contract id, where they differ. */
const CONTRACT_OF: Readonly<Record<string, string>> = { 'claude-code': 'claude', 'qwen-code': 'qwen', 'oh-my-pi': 'omp' };
const HARNESS_OF: Readonly<Record<string, string>> = { claude: 'claude-code', qwen: 'qwen-code' };

/** The contract id for either spelling (`claude-code` → `claude`); other names as given. */
export function contractId(name: string): string {
  return CONTRACT_OF[name] ?? name;
}

/** The install id for either spelling (`claude` → `claude-code`); other names as given. */
export function harnessId(name: string): string {
  return HARNESS_OF[name] ?? (name === 'oh-my-pi' ? 'omp' : name);
}
