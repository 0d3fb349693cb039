/** The environment a call sees: the process's at the edge, any record in tests. */
export type Env = Readonly<Record<string, string | undefined>>;
