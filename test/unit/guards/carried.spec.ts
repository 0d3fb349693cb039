import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import WRAPPERS from '../../../rules/wrappers.json';
import { findDestructive } from '../../../src/guards/destructive.js';
import { codeEffects } from '../../../src/guards/engine/inlineCode.js';
import { guardContext } from '../../support/guardContext.js';

// What commands carry: a wrapper's command or shell line (rules/wrappers.json), an interpreter's
// deletes, a redirect that empties the command's own input, and a delete of what the line created.
// The project is /home/dev/proj, the home /home/dev.

const rule = (command: string) =>
  findDestructive(command, guardContext('/home/dev', { cwd: '/home/dev/proj', config: {} }))
    .map((hit) => hit.rule)
    .join(' ') || 'none';

const RM = 'destructive/filesystem/rm-recursive';

describe('rules/wrappers.json', () => {
  const line = z.strictObject({
    id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
    commands: z.array(z.string().check(z.regex(/^[a-z0-9][\w.-]*$/))).check(z.minLength(1)),
    sub: z.optional(z.array(z.string().check(z.regex(/^[\w.-]+(?:\|[\w.-]+)*$/)))),
    values: z.optional(z.array(z.string().check(z.regex(/^-/)))),
    script: z.optional(z.array(z.string().check(z.regex(/^-/)))),
    key: z.optional(z.string()),
    argv: z.optional(z.enum(['command', 'line', 'lines', 'dashes', 'after', 'self'])),
    program: z.optional(z.array(z.string().check(z.regex(/^-/)))),
    after: z.optional(z.array(z.string().check(z.regex(/^-/)))),
    skip: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(4))),
    stdin: z.optional(z.enum(['always', 'bare'])),
    remote: z.optional(z.boolean()),
    source: z.string().check(z.regex(/^https:\/\//)),
  });
  test('each line names its commands, where the carried command sits, and its source', () => {
    const schema = z.strictObject({ description: z.string(), source: z.string(), wrappers: z.array(line) });
    expect(schema.safeParse(WRAPPERS).error?.issues).toBeUndefined();
    expect(new Set(WRAPPERS.wrappers.map((each) => each.id)).size).toBe(WRAPPERS.wrappers.length);
    for (const each of WRAPPERS.wrappers as ReadonlyArray<Record<string, unknown>>)
      expect(each.script !== undefined || each.argv !== undefined || each.stdin !== undefined || each.after !== undefined).toBe(true);
  });
});

describe("a wrapper's carried command or shell line is judged as if typed", () => {
  test.each([
    ['sbatch --wrap="rm -rf ~/data"', RM],
    ['sbatch -p gpu --wrap "rm -rf ~/data"', RM],
    ['sbatch <<EOF\n#!/bin/bash\nrm -rf ~/data\nEOF', RM],
    ['srun -N 2 --ntasks=4 rm -rf ~/data', RM],
    ['salloc -N1 rm -rf ~/data', RM],
    ['qsub -l walltime=1:00 -- rm -rf ~/data', RM],
    ["echo 'rm -rf ~/data' | qsub", RM],
    ['bsub "rm -rf ~/data"', RM],
    ['bsub -q normal -cwd /x rm -rf ~/data', RM],
    ['apptainer exec --bind /data img.sif rm -rf ~/data', RM],
    ['singularity run img.sif rm -rf ~/data', RM],
    ['flock /tmp/l rm -rf ~/data', RM],
    ['flock -c "rm -rf ~/data" /tmp/l', RM],
    ['flock /tmp/l -c "rm -rf ~/data"', RM],
    ['systemd-run --user -p MemoryMax=1G rm -rf ~/data', RM],
    ["tmux new -d 'rm -rf ~/data'", RM],
    ["tmux new-session -d -s x 'rm -rf ~/data'", RM],
    ["screen -dmS x bash -c 'rm -rf ~/data'", RM],
    ["nix-shell -p hello --run 'rm -rf ~/data'", RM],
    ['nix develop -c rm -rf ~/data', RM],
    ['conda run -n x rm -rf ~/data', RM],
    ['mamba run -n x rm -rf ~/data', RM],
    ['micromamba run -n x rm -rf ~/data', RM],
    ['pixi run rm -rf ~/data', RM],
    ['devbox run rm -rf ~/data', RM],
    ['mise exec node@20 -- rm -rf ~/data', RM],
    ['direnv exec . rm -rf ~/data', RM],
    ["vagrant ssh -c 'rm -rf /srv/data'", RM],
    ["gcloud compute ssh vm1 --zone z --command 'rm -rf /srv/data'", RM],
    ["az vm run-command invoke -g rg -n vm --command-id RunShellScript --scripts 'rm -rf /srv/data'", RM],
    ["aws ssm send-command --document-name AWS-RunShellScript --parameters commands='rm -rf /srv/data'", RM],
    ['aws ssm send-command --document-name AWS-RunShellScript --parameters \'{"commands":["rm -rf /srv/data"]}\'', RM],
    ["pdsh -w n[1-4] 'rm -rf /srv/data'", RM],
    ["clush -w n[1-4] 'rm -rf /srv/data'", RM],
    ["pssh -h hosts 'rm -rf /srv/data'", RM],
    ["watch 'rm -rf ~/data'", RM],
    ['at now <<EOF\nrm -rf ~/data\nEOF', RM],
    ["echo 'rm -rf ~/data' | at now + 1 hour", RM],
    ["hyperfine 'sleep 1' 'rm -rf ~/data'", RM],
    ['wsl -e rm -rf ~/data', RM],
    ['lxc exec c1 -- rm -rf /srv/data', RM],
    ['mpirun -np 4 rm -rf ~/data', RM],
    ['railway run rm -rf ~/data', RM],
    ['conda run -n x git push --force origin main', 'destructive/git/force-push'],
    // A project's own program run by its build tool is that program's call.
    ['cargo run --bin migrate -- reset --yes', 'destructive/database/migration-tool-wipe'],
    ['go run ./cmd/migrate reset', 'destructive/database/migration-tool-wipe'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
  test.each([
    'srun hostname',
    'srun -n 4 python train.py',
    'srun --pty bash',
    'salloc -N1',
    'conda run -n x pytest',
    'sbatch job.sh',
    'sbatch --wrap="python train.py"',
    'bsub -q normal ./run.sh',
    'qsub job.pbs',
    'apptainer exec img.sif python x.py',
    'flock /tmp/l make',
    'flock -c "make build" /tmp/l',
    'systemd-run --user --scope firefox',
    "tmux new -d -s dev 'npm run dev'",
    "screen -dmS x bash -c 'npm start'",
    'nix-shell -p hello --run hello',
    'nix develop -c cargo build',
    'pixi run test',
    'devbox run test',
    'mise exec -- node -v',
    'direnv exec . make',
    "vagrant ssh -c 'ls /vagrant'",
    "gcloud compute ssh vm1 --command 'df -h'",
    "aws ssm send-command --document-name AWS-RunShellScript --parameters commands='uptime'",
    'pdsh -w n[1-4] uptime',
    'watch -n1 nvidia-smi',
    'echo "python job.py" | at now',
    'at -f job.sh now',
    "hyperfine 'sleep 1' 'sleep 2'",
    'mise exec node@20 -- rm -rf node_modules',
    'conda run -n x rm -rf build',
    'cargo run --bin migrate -- up',
    'cargo run -- reset --yes',
    'go run ./cmd/migrate up',
  ])('silent: %s', (command) => expect(rule(command)).toBe('none'));
});

describe('interpreter one-liners delete by the same path rules', () => {
  test.each([
    [`matlab -batch "rmdir('/home/dev/data','s')"`, RM],
    [`matlab -r "rmdir('/home/dev/data','s'); exit"`, RM],
    [`octave --eval "rmdir('/home/dev/data','s')"`, RM],
    [`matlab -batch "delete('/home/dev/.ssh/id_rsa')"`, 'destructive/filesystem/rm-sensitive'],
    [`Rscript -e 'unlink("~/data", recursive=TRUE)'`, RM],
    [`Rscript -e 'file.remove("~/.bashrc")'`, 'destructive/filesystem/rm-sensitive'],
    [`Rscript -e 'fs::dir_delete("~/data")'`, RM],
    [`julia -e 'rm("/home/dev/data"; recursive=true)'`, RM],
    [`perl -MFile::Path=remove_tree -e 'remove_tree("/home/dev/data")'`, RM],
    [`perl -e 'unlink glob "~/.ssh/*"'`, 'destructive/filesystem/rm-sensitive'],
    [`elixir -e 'File.rm_rf!("/home/dev/data")'`, RM],
    [`deno eval 'await Deno.remove("/home/dev/data", {recursive: true})'`, RM],
    ["bun -e 'await Bun.$`rm -rf /home/dev/data`'", RM],
    [`tclsh <<< 'file delete -force /home/dev/data'`, RM],
    [`expect -c 'spawn rm -rf /home/dev/data; expect eof'`, RM],
    [`tclsh <<< 'exec rm -rf /home/dev/data'`, RM],
    [`python -c "import h5py; h5py.File('/home/dev/data/run.h5', 'w')"`, 'destructive/filesystem/colon-redirect-outside'],
    [`python -c "import zarr; zarr.open('/home/dev/data/x.zarr', mode='w')"`, 'destructive/filesystem/colon-redirect-outside'],
    // Racket, Common Lisp, OCaml, Haskell under stack, Tcl's $env(HOME)
    [`racket -e '(delete-directory/files "/home/dev/data")'`, RM],
    [`sbcl --non-interactive --eval '(uiop:delete-directory-tree #p"/home/dev/data/" :validate t)'`, RM],
    [`sbcl --eval '(print 1)' --eval '(uiop:delete-directory-tree #p"/home/dev/data/" :validate t)'`, RM],
    [`echo 'Sys.command "rm -rf /home/dev/data";;' | ocaml -stdin`, RM],
    [`stack exec -- ghc -e 'System.Directory.removeDirectoryRecursive "/home/dev/data"'`, RM],
    [`echo 'file delete -force $env(HOME)/data' | tclsh`, RM],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
  test.each([
    `matlab -batch "rmdir('/home/dev/data')"`,
    `matlab -batch "delete(h)"`,
    `matlab -batch "x = 1; disp(x)"`,
    `expect -c 'spawn ssh host; expect "password:"; send "x\\r"'`,
    `tclsh <<< 'exec ls -la /home/dev'`,
    `octave --eval "delete('output/*.mat')"`,
    // Judged as `rm -f /opt/lab/*.mat` is: a non-recursive glob outside the project stays silent (rm's own rule;
    // under `/srv/<service>`, what a site serves, it speaks since round 37).
    `octave --eval "delete('/opt/lab/*.mat')"`,
    `deno eval 'await Deno.remove("/tmp/x", {recursive: true})'`,
    `python -c "import h5py; h5py.File('out/run.h5', 'w')"`,
    `python -c "import h5py; h5py.File('/home/dev/data/run.h5', 'r')"`,
    `python -c "import h5py; h5py.File('/home/dev/data/run.h5', 'a')"`,
    `python -c "import h5py; h5py.File('/tmp/run.h5', 'w')"`,
    `racket -e '(delete-directory/files "build")'`,
    `racket -e '(displayln "delete-directory/files")'`,
    `sbcl --non-interactive --eval '(uiop:delete-directory-tree #p"/tmp/scratch/" :validate t)'`,
    `echo 'Sys.command "ls -la";;' | ocaml -stdin`,
    `stack exec -- ghc -e 'print (1 + 1)'`,
    `echo 'file delete -force $env(HOME)/proj/build' | tclsh`,
  ])('silent: %s', (command) => expect(rule(command)).toBe('none'));
  test('h5py and zarr write modes are read only in Python', () => {
    expect(codeEffects("h5py.File('/x/a.h5', 'w')", 'py').truncates).toEqual(['/x/a.h5']);
    expect(codeEffects("zarr.open('/x/a.zarr', mode='w-')", 'py').truncates).toEqual([]);
    expect(codeEffects("delete('/x/*.mat')", 'js').deletes).toEqual([]);
  });
});

describe("a redirect that empties the command's own input", () => {
  const OWN = 'destructive/filesystem/redirect-own-input';
  test.each([
    ['cut -f1 f > f', OWN],
    ['sort data.csv > data.csv', OWN],
    ['grep x f > f', OWN],
    ["awk '{print $1}' f > f", OWN],
    ["sed 's/a/b/' f > f", OWN],
    ['cat f | sort > f', OWN],
    ['tr a b < f > f', OWN],
    ['jq . package.json > package.json', OWN],
    ['sort ./f > f', OWN],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
  test.each([
    'cut -f1 f >> f',
    'sort -o f f',
    'sort f | sponge f',
    'sort f > g',
    'echo f > f',
    'touch out > out',
    'cat a b > c',
    'sort f > f.sorted && mv f.sorted f',
    'cat > f',
  ])('silent: %s', (command) => expect(rule(command)).toBe('none'));
});

describe('a resource an earlier command of the line created is not at risk', () => {
  test.each([
    'sf org create scratch -a ci-tmp -f config/scratch.json && sf project deploy start -o ci-tmp && sf org delete scratch -o ci-tmp -p',
    'sf org create scratch -a ci-tmp ; sf org delete scratch -o ci-tmp -p',
    'docker network create n && docker run --network n x && docker network rm n',
    'kubectl create ns t && kubectl apply -n t -f x.yaml && kubectl delete ns t',
    'docker volume create v && docker volume rm v',
    'tmp=$(mktemp -d); cd "$tmp"; rm -rf "$tmp"',
    'gcloud compute instances create vm-ci-1 --zone z && gcloud compute instances delete vm-ci-1 --zone z -q',
  ])('silent: %s', (command) => expect(rule(command)).toBe('none'));
  test.each([
    ['kubectl create ns t && kubectl delete ns prod', 'destructive/containers/kubectl-delete-namespace'],
    ['kubectl delete ns t && kubectl create ns t', 'destructive/containers/kubectl-delete-namespace'],
    ['sf org delete scratch -o ci-tmp -p', 'destructive/cloud/iac-destroy'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('z/OS through the zowe CLI and TSO', () => {
  test.each([
    [`zowe zos-files delete vsam 'HLQ.V' --purge -f`, 'destructive/infrastructure/zowe'],
    ['zowe zos-files delete uss-file /u/x/data -r -f', 'destructive/infrastructure/zowe'],
    [`zowe files delete ds 'A.B'`, 'destructive/infrastructure/zowe'],
    [`zowe tso issue command "DELETE 'HLQ.X' PURGE"`, 'destructive/enterprise/tso-delete'],
    [`zowe zos-tso issue cmd "DEL 'HLQ.X'"`, 'destructive/enterprise/tso-delete'],
    [`tsocmd "DELETE 'HLQ.X'"`, 'destructive/enterprise/tso-delete'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
  test.each([
    `zowe tso issue command "LISTDS 'HLQ.X'"`,
    `zowe tso issue command "SEND 'delete done' U(IBMUSER)"`,
    'zowe zos-files list data-set "PROD.PAYROLL.*" -a',
    'zowe zos-jobs delete job JOB0001',
    'zowe profiles delete zosmf old',
  ])('silent: %s', (command) => expect(rule(command)).toBe('none'));
});
