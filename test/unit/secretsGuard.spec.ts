import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../src/contracts/event.js';
import type { Finding, GuardContext } from '../../src/guards/guard.js';
import { placeholderReason, redactSecrets, scanCommand, secrets } from '../../src/guards/secrets.js';

// Secrets are assembled at run time so that no scanner flags this file.
const github = ['gh', 'p_', 'Zt2Lw9Xp4Rk8Vm3Nb6HdQ1sYc5Ug0JiAa7BbC'].join('');
const stripe = ['sk', '_live_', 'q7Zt2Lw9Xp4Rk8Vm3Nb6Hd11'].join('');
const awsExample = ['AK', 'IA', 'IOSFODNN7EXAMPLE'].join('');

const context = (notes: string[] = []): GuardContext => ({ root: '/home/u/proj', cwd: '/home/u/proj', env: {}, home: '/home/u', stateDir: '/nonexistent', session: { delivered: {} }, change: () => undefined, config: {}, options: {}, aside: (line) => notes.push(line) });
const detect = (event: CanonicalEvent, at = context()) => secrets.detect(event, at) as Finding | undefined;
const bash = (command: string) => ({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } }) as CanonicalEvent;
const write = (file_path: string, content: string) => ({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content } }) as CanonicalEvent;

describe('a credential in a command speaks, naming its kind', () => {
  test.each([
    [`export GITHUB_TOKEN=${github}`, 'a GitHub token'],
    [`curl -H "Authorization: token ${github}" https://api.github.com/user`, 'a GitHub token'],
    ['curl -H "Authorization: Bearer 8f3kD92mXq7LpZ4vN1rT6yW0" https://api.internal/x', 'a credential in an Authorization header'],
    ['curl -H "x-api-key: 4c9e2b7a1f8d3e6c5b0a9f2e7d1c8b3a" https://api.vendor.io', 'a credential in an API-key header'],
    ['mysql -u root -pR00tPassw0rd appdb', 'a password given to `mysql -p`'],
    ['mysql --password=AppPass2024! appdb', 'a secret given to `--password`'],
    ['PGPASSWORD=Pg4dminPass psql -h db -U postgres', 'a value given to `PGPASSWORD`'],
    ['psql postgresql://app:Xq9mZ2pLw@db.internal/app', 'a password in a URL'],
    ['curl -u deploy:Dpl0y!2024 https://nexus.internal/x', 'a password in a curl user option'],
    ['docker login -u ci -p Dkr!Pass2024 registry.io', 'a password given to `docker -p`'],
    ['kubectl create secret generic db --from-literal=password=Zt8qP2mK9w', 'a value given to `password`'],
    [`echo "STRIPE_SECRET=${stripe}" >> .env`, 'a Stripe live key'],
    ["echo 'DB_PASSWORD=Dev2024!pass' >> .env", 'a value given to `DB_PASSWORD`'],
    ['cat > .env <<EOF\nDB_PASSWORD=Tr0ub4dor3\nEOF', 'a value assigned to `DB_PASSWORD`'],
    ["docker login --password-stdin -u me <<< 'S3cr3t!Pass'", 'a secret in a here-string'],
    ['openssl pkcs12 -export -out c.p12 -passout pass:Exp0rtPass', 'a password given to openssl'],
  ])('%s', (command, kind) => {
    const found = detect(bash(command));
    expect(found?.found).toContain(kind);
    expect(found?.where).toBe('this command');
  });
});

describe('references, placeholders and look-alikes in a command stay silent', () => {
  test.each([
    'export GITHUB_TOKEN=$(gh auth token)',
    'curl -H "Authorization: Bearer $TOKEN" https://api.example.com',
    `export AWS_ACCESS_KEY_ID=${awsExample}`,
    'export API_KEY=your-api-key-here',
    'export API_KEY=<your-key>',
    'export API_KEY=changeme',
    'export API_KEY=xxxxxxxxxxxxxxxx',
    'mysql -u root -p appdb',
    'echo "$PAT" | docker login --password-stdin -u me ghcr.io',
    'docker run -e POSTGRES_PASSWORD=postgres postgres:16',
    'ssh -p 2222 deploy@host',
    'git add -p',
    'export PASSWORD_MIN_LENGTH=12',
    'export TOKEN_URL=https://auth.example.com/token',
    "grep -rn 'password' src/",
  ])('%s', (command) => {
    expect(detect(bash(command))).toBeUndefined();
  });
});

describe('placeholders are named for explain, never quoted', () => {
  test.each([
    [awsExample, 'a documentation example'],
    ['xxxxxxxxxxxxxxxx', 'a masked or elided value'],
    ['<your-key>', 'a <placeholder>'],
    ['${API_KEY}', 'a variable reference'],
    ['changeme', 'a placeholder to fill in'],
    ['test-token-123', 'a test or dummy value'],
    ['postgres', 'a well-known default'],
  ])('%s: %s', (value, reason) => {
    expect(placeholderReason(value)).toBe(reason);
  });

  test('the note names the rule and the reason, not the value', () => {
    const notes: string[] = [];
    expect(detect(bash(`export AWS_ACCESS_KEY_ID=${awsExample}`), context(notes))).toBeUndefined();
    expect(notes).toEqual(['a documentation example for rule secrets/cloud/aws-access-key-id: skipped on purpose']);
  });
});

describe('writes', () => {
  test('names kind and line, never the value', () => {
    const found = detect(write('src/a.ts', `const a = 1;\nconst token = "${github}";\n`));
    expect(found?.found).toBe('a GitHub token (line 2)');
    expect(found?.where).toBe('`src/a.ts`');
    expect(JSON.stringify(found)).not.toContain(github.slice(4));
  });

  test('names the rules that spoke for explain', () => {
    expect(detect(write('src/a.ts', `const token = "${github}";`))?.['waymark:rules']).toBe('secrets/vcs/github-token');
  });
});

describe('redactSecrets, for the CLI that shows calls back', () => {
  test.each([
    [`export GITHUB_TOKEN=${github} && gh pr list`, 'export GITHUB_TOKEN=[redacted] && gh pr list'],
    ['mysql -u root -pR00tPassw0rd -e "select 1"', 'mysql -u root -p[redacted] -e "select 1"'],
    ['psql postgresql://app:Xq9mZ2pLw@db/app', 'psql postgresql://app:[redacted]@db/app'],
    ['ls -la', 'ls -la'],
  ])('%s', (text, redacted) => {
    expect(redactSecrets(text)).toBe(redacted);
  });

  test('scanCommand reports spans that cover the value', () => {
    const command = `export GITHUB_TOKEN=${github}`;
    const [secret] = scanCommand(command);
    expect(command.slice(secret!.start, secret!.end)).toBe(github);
  });
});

test('the config turns a pack or a rule off by id', () => {
  const on = context();
  const off = { ...on, config: { rules: { 'secrets/vcs': false, 'secrets/generic/assignment': false } } };
  const event = write('src/a.ts', `const token = "${github}";`);
  expect(detect(event, on)).toBeDefined();
  expect(detect(event, off)).toBeUndefined();
});
