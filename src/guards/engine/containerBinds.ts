// A command run in a container (`docker run`, `podman run`, `docker compose run`) writes the container's own
// filesystem: its paths reach the host only through the run's bind mounts (`-v host:ctr`, `--mount
// type=bind,source=…,target=…`). https://docs.docker.com/engine/storage/bind-mounts/,
// https://docs.podman.io/en/latest/markdown/podman-run.1.html#volume-v-source-volume-host-dir-container-dir-options,
// https://docs.docker.com/reference/cli/docker/compose/run/

/** One bind mount: the host path as written (expanded by the reader), the container path it shows up at. */
export interface Bind {
  host: string;
  target: string;
}

/** The container a carried command runs in: its binds (the writable ones) and its working directory, if given. */
export interface Container {
  binds: readonly Bind[];
  workdir?: string;
  /** Whether words follow the image (a command, or the entrypoint's arguments); without them the image runs as built. */
  carries?: boolean;
}

/** The options of `docker run` that take a value (`-v src:dst`, `--name x`), before the image. */
export const RUN_VALUES = [
  '-e',
  '--env',
  '--env-file',
  '-v',
  '--volume',
  '--mount',
  '-p',
  '--publish',
  '-w',
  '--workdir',
  '-u',
  '--user',
  '--name',
  '--network',
  '--net',
  '--entrypoint',
  '-l',
  '--label',
  '--platform',
  '-h',
  '--hostname',
  '--add-host',
  '--cap-add',
  '--cap-drop',
  '--device',
  '--gpus',
  '-m',
  '--memory',
  '--cpus',
  '--pull',
  '--restart',
  '--runtime',
  '--security-opt',
  '--shm-size',
  '--tmpfs',
  '--ulimit',
  '--volumes-from',
  '--log-driver',
  '--ipc',
  '--pid',
];

/** `docker compose [opts] run|exec`: the global options that take a value. */
export const COMPOSE_VALUES = ['-f', '--file', '-p', '--project-name', '--env-file', '--profile', '--project-directory'];
/** `docker compose run|exec`: its own options that take a value. */
export const COMPOSE_RUN_VALUES = [
  '-e',
  '--env',
  '-u',
  '--user',
  '-w',
  '--workdir',
  '--index',
  '--entrypoint',
  '-v',
  '--volume',
  '-p',
  '--publish',
  '--name',
  '-l',
  '--label',
];

const MAX_OPTIONS = 200;

/** Where the options of a new container's run start: after `run` of `docker|podman [container] run` or a compose's `run`. */
function runOptions(words: readonly string[]): number | undefined {
  const engine = words[0] === 'docker' || words[0] === 'podman';
  if (engine && words[1] === 'run') return 2;
  if (engine && words[1] === 'container' && words[2] === 'run') return 3;
  const compose = engine && words[1] === 'compose' ? 2 : /^(?:docker|podman)-compose$/.test(words[0] ?? '') ? 1 : undefined;
  if (compose === undefined) return undefined;
  let at = compose;
  while (at < words.length && at < MAX_OPTIONS && words[at]!.startsWith('-')) at += COMPOSE_VALUES.includes(words[at]!) ? 2 : 1;
  return words[at] === 'run' ? at + 1 : undefined;
}

/**
 * The container `words` (a command, its name first) runs its carried command in, when it is a new container whose
 * mounts the line names: `docker|podman [container] run`, `docker compose run`, `docker-compose run`. A container
 * already running (`docker exec`) has mounts the line does not show: undefined.
 */
export function containerRun(words: readonly string[]): Container | undefined {
  const at = runOptions(words);
  if (at === undefined) return undefined;
  const values = words[1] === 'compose' || words[0]!.endsWith('-compose') ? COMPOSE_RUN_VALUES : RUN_VALUES;
  const binds: Bind[] = [];
  let workdir: string | undefined;
  let i = at;
  for (; i < words.length && i < MAX_OPTIONS && words[i]!.startsWith('-') && words[i] !== '--'; i++) {
    const word = words[i]!;
    const equals = word.startsWith('--') ? word.indexOf('=') : -1;
    const option = equals > 0 ? word.slice(0, equals) : word;
    const value = equals > 0 ? word.slice(equals + 1) : values.includes(option) ? words[++i] : undefined;
    if (value === undefined) continue;
    if (option === '-v' || option === '--volume') {
      const bind = volumeBind(value);
      if (bind) binds.push(bind);
    } else if (option === '--mount') {
      const bind = mountBind(value);
      if (bind) binds.push(bind);
    } else if (option === '-w' || option === '--workdir') workdir = value;
  }
  const carries = words.length > i + (words[i] === '--' ? 2 : 1);
  return { binds, ...(workdir !== undefined ? { workdir } : {}), ...(carries ? { carries } : {}) };
}

/** A host side that is a path (`/srv/x`, `./data`, `~/x`, `$PWD/x`), not a named volume (`pgdata`). */
const HOST_PATH = /^(?:\/|\.{1,2}(?:\/|$)|~(?:\/|$)|\$)/;
/** Mount options that make the bind read-only: the container cannot write the host through it. */
const READ_ONLY = /^(?:ro|readonly)$/;

/** `-v host:ctr[:opts]`: a bind of a host path the container may write; a named or anonymous volume, or `:ro`, is none. */
function volumeBind(value: string): Bind | undefined {
  const parts = value.split(':');
  if (parts.length < 2 || parts.length > 3 || !HOST_PATH.test(parts[0]!) || !/^[/$]/.test(parts[1]!)) return undefined;
  if (parts[2]?.split(',').some((option) => READ_ONLY.test(option))) return undefined;
  return { host: parts[0]!, target: parts[1]! };
}

/** `--mount type=bind,source=…,target=…[,readonly]`: a writable bind; a volume or tmpfs mount is none. */
function mountBind(value: string): Bind | undefined {
  const fields = new Map<string, string>();
  for (const field of value.split(',').slice(0, 16)) {
    const equals = field.indexOf('=');
    fields.set((equals < 0 ? field : field.slice(0, equals)).toLowerCase(), equals < 0 ? 'true' : field.slice(equals + 1));
  }
  const host = fields.get('source') ?? fields.get('src');
  const target = fields.get('target') ?? fields.get('destination') ?? fields.get('dst');
  const readOnly = ['readonly', 'ro'].some((key) => fields.has(key) && fields.get(key) !== 'false' && fields.get(key) !== '0');
  if (fields.get('type') !== 'bind' || host === undefined || target === undefined || !/^[/$]/.test(target) || readOnly) return undefined;
  return { host, target };
}

/** Whether `path` is `dir` or under it (both absolute, POSIX). */
function under(path: string, dir: string): boolean {
  const base = dir.replace(/\/+$/, '');
  return path === base || base === '' || path.startsWith(`${base}/`);
}

/**
 * The host path a container path lands at (`/out/a.csv` under `-v /srv/lpr:/out` is `/srv/lpr/a.csv`), as the
 * bind's host side with the rest after it (`binds` expanded); undefined when no bind holds it (it stays in the
 * container), or the one that does has no known host side (''). The deepest bind wins, as the container sees it.
 */
export function hostSide(path: string, binds: readonly Bind[]): string | undefined {
  let best: Bind | undefined;
  for (const bind of binds) if (under(path, bind.target) && (best === undefined || bind.target.length > best.target.length)) best = bind;
  if (best === undefined || best.host === '') return undefined;
  return `${best.host.replace(/\/+$/, '')}${path.slice(best.target.replace(/\/+$/, '').length)}` || '/';
}
