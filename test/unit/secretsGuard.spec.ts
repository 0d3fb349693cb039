import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../src/core/event.js';
import type { Finding, GuardContext } from '../../src/guards/guard.js';
import { placeholderReason, redactSecrets, scanCommand, secrets } from '../../src/guards/secrets.js';
import { guardContext } from '../support/guardContext.js';

// Secrets are assembled at run time so that no scanner flags this file.
const github = ['gh', 'p_', 'Zt2Lw9Xp4Rk8Vm3Nb6HdQ1sYc5Ug0JiAa7BbC'].join('');
const stripe = ['sk', '_live_', 'q7Zt2Lw9Xp4Rk8Vm3Nb6Hd11'].join('');
const awsExample = ['AK', 'IA', 'IOSFODNN7EXAMPLE'].join('');
const jwt = [
  'ey',
  'JhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.',
  'ey',
  'JzdWIiOiJzdmMtYmlsbGluZyIsImV4cCI6MTc2NDU0NzIwMH0.',
  'Qm7xK2pLw9Vz4Rt8Nb6HdJs1Yc5Ug0IaAe3Fo',
].join('');
const djangoKey = 'M(F=1Hh-xPhPdivWlvYpv!O_4SVB^=!ECZ-9AG(HnTlL-a8z9q';
const twilioSid = ['A', 'C', 'b618cd377d79e2004600d1a5e50bc535'].join('');
const hexToken = ['c121', '2f66f1e149ee9dcc9d4a008d2d2'].join('');
const ageKey = ['AGE-SECRET-', 'KEY-1QC1RQSDT6WHYRUF25M13Q0DNDLLCJRI0IY8U6VT9SM12H1ZO6G6MDE8JUG'].join('');
const wireguardKey = ['yAnz5TF+lXXJte14tji3zlMNq+', 'hd2rYUIgJBgB3fBmk='].join('');

const context = (notes: string[] = []): GuardContext => guardContext('/home/u', { aside: (line) => notes.push(line) });
const detect = (event: CanonicalEvent, at = context()) => secrets.detect(event, at) as Finding | undefined;
const bash = (command: string) => ({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } }) as CanonicalEvent;
const write = (file_path: string, content: string) =>
  ({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content } }) as CanonicalEvent;

describe('a credential in a command speaks, naming its kind', () => {
  test.each([
    [`export GITHUB_TOKEN=${github}`, 'a GitHub token'],
    [`curl -H "Authorization: token ${github}" https://api.github.com/user`, 'a GitHub token'],
    ['curl -H "Authorization: Bearer 8f3kD92mXq7LpZ4vN1rT6yW0" https://api.internal/x', 'a credential in an Authorization header'],
    ['curl -H "x-api-key: 4c9e2b7a1f8d3e6c5b0a9f2e7d1c8b3a" https://api.vendor.io', 'a credential in an API-key header'],
    ['mysql -u root -pR00tPassw0rd appdb', 'a password given to `mysql -p`'],
    ["rabbitmqctl add_user svc 'Hq7!tPz2LwRm9'", 'a password given to `rabbitmqctl argument`'],
    ['vault login s.Jx8Lm2Rt7Vq4Wk9Nc3YbZp6H', 'a password given to `vault argument`'],
    ['cargo login Nq4Lm8Rt2Vx7Wk1Zp5YbHc3Jd', 'a password given to `cargo argument`'],
    ['htpasswd -b .htpasswd admin Qz8!wLm4Tr', 'a password given to `htpasswd argument`'],
    ['twine upload -u __token__ -p pypi-Ag8Lm3Rt7Vx2Wk9Nc4YbZq8Lm3 dist/*', 'twine -p'],
    ["openssl enc -aes-256-cbc -in a -out a.enc -k 'Rz4!tQx9LmV2'", 'a password given to `openssl -k`'],
    ['aws secretsmanager create-secret --name db --secret-string \'{"password":"Fz2!tQx9LmV4wRk"}\'', 'password'],
    ["aws secretsmanager put-secret-value --secret-id db --secret-string 'Lq8!zX2mTr5Vw'", '--secret-string'],
    ['curl "https://api.telegram.org/bot6482013579:AAHq8Lm3Rt7Vx2Wk9Nc4YbZq8Lm3Rt7Vx/getMe"', 'Telegram'],
    ['mysql --password=AppPass2024! appdb', 'a secret given to `--password`'],
    ['curl -u root:theagentcompany https://git.acme.io/api/v4/projects', 'curl'],
    ['git clone http://root:theagentcompany@git.acme.io:8929/root/app.git', 'URL'],
    ['curl --header "PRIVATE-TOKEN: theagentcompany" https://git.acme.io/api/v4/projects', 'header'],
    ['kubectl --token=grapefruitsky get pods', '--token'],
    ['helm repo add acme https://charts.acme.io --username ci --password grapefruitsky', '--password'],
    ['docker login -u ci -p grapefruitsky registry.acme.io', 'docker -p'],
    ['mysql -u app -pgrapefruitsky appdb', 'mysql -p'],
    ['export DB_PASSWORD="${DB_PASSWORD:-Sup3rS3cret!}"', 'fallback'],
    ["$pw = ConvertTo-SecureString 'qPAPNgM2snoHdF' -AsPlainText -Force", 'a literal password made into a PowerShell SecureString'],
    ["'Xq7pLm2vRt9zz' | ConvertTo-SecureString -AsPlainText -Force", 'a literal password made into a PowerShell SecureString'],
    ['PGPASSWORD=Pg4dminPass psql -h db -U postgres', 'a value given to `PGPASSWORD`'],
    ['psql postgresql://app:Xq9mZ2pLw@db.internal/app', 'a password in a URL'],
    ['curl -u deploy:Dpl0y!2024 https://nexus.internal/x', 'a password in a curl user option'],
    ['docker login -u ci -p Dkr!Pass2024 registry.io', 'a password given to `docker -p`'],
    ['az login --service-principal -u app-id -p=Xq8Q~vL2mK9nZ4tW1cH7dJ5fG3 --tenant acme', 'a password given to `az -p`'],
    ['kubectl create secret generic db --from-literal=password=Zt8qP2mK9w', 'a value given to `password`'],
    [`echo "STRIPE_SECRET=${stripe}" >> .env`, 'a Stripe secret key'],
    ["echo 'DB_PASSWORD=Dev2024!pass' >> .env", 'a value given to `DB_PASSWORD`'],
    ['cat > .env <<EOF\nDB_PASSWORD=Tr0ub4dor3\nEOF', 'a value assigned to `DB_PASSWORD`'],
    ["docker login --password-stdin -u me <<< 'S3cr3t!Pass'", 'a secret in a here-string'],
    ['openssl pkcs12 -export -out c.p12 -passout pass:Exp0rtPass', 'a password given to openssl'],
    [`curl -s https://api.acme.io/v2/users -H "Authorization: Bearer ${jwt}"`, 'a credential in an Authorization header'],
    [`wget --header="Cookie: session=${jwt}" https://reports.acme.io/export.csv`, 'a JSON Web Token'],
    ['curl -u admin:bXrHN@SPv4R2f_ https://jenkins.acme.io/api/json', 'a password in a curl user option'],
    ['http -a admin:Tr0ub4dor@3 POST https://api.acme.io/items', 'a password in an HTTPie auth option'],
    [
      'powershell -Command "@\'\nAPI_KEY=w7PyeccqmSPNttLGucBaDLvJgFOT6gyt\nAPI_URL=https://api.acme.io\n\'@ | Set-Content local.txt"',
      'a value given to `API_KEY`',
    ],
    ["printf 'LOG_LEVEL=info\\nAPI_TOKEN=Hq7vK29xLmP4zR8w\\n' > .env", 'a value given to `API_TOKEN`'],
    ['pip install --index-url https://ci:%8DrJp@G6So#.b2NEmf_V9@pypi.acme.internal/simple/ acme-internal', 'a password in a URL'],
    ['git remote add origin https://ci-bot:p%23K9vz@Xw2Lq@git.acme.internal/platform/api.git', 'a password in a URL'],
    ['aws configure set aws_secret_access_key Mb2nV4cX6zL8kJ0hG2fD4sA6pO8iU0yT2rE4wQ', 'a value given to `aws_secret_access_key`'],
    [
      'npm config set //registry.npmjs.org/:_authToken Xk7R2mV9tL4wN8bZ1cY6hJ3fD5sA0pEuGiK',
      'a value given to `//registry.npmjs.org/:_authToken`',
    ],
    ['yarn config set npmAuthToken 8f3kD92mXq7LpZ4vN1rT6yW0', 'a value given to `npmAuthToken`'],
    ['poetry config http-basic.acme deploy Dpl0y!2024x', 'a value given to `http-basic.acme`'],
    ['dotnet user-secrets set "Stripe:SecretKey" "rk8Zt2Lw9Xp4Rk8Vm3Nb6Hd11"', 'a value given to `Stripe:SecretKey`'],
    ["$env:AZURE_OPENAI_KEY = '7f3e9b2a1c4d8e6f0a5b3c7d9e1f2a4b'", 'a value assigned to `AZURE_OPENAI_KEY`'],
    ["Set-Item -Path env:API_TOKEN -Value 'Hq7vK29xLmP4zR8wQ2'", 'a value assigned to `API_TOKEN`'],
    ['export MAPS_KEY=Qb7f3e9b2a1c4d8e6f0a5b3c7d9e1f2', 'a value given to `MAPS_KEY`'],
    [
      "printf 'machine api.heroku.com\\n  login dev@acme.io\\n  password %s\\n' 'HRKU-7c2e9a4b-1f8d' >> ~/.netrc",
      'a password in a netrc entry',
    ],
    ["printf '%s' 'machine git.acme.dev login bot password s3cr3tPassw0rd9' > ~/.netrc", 'a password in a netrc entry'],
    ["echo 'machine git.acme.dev login bot password s3cr3tPassw0rd9' >> ~/.netrc", 'a password in a netrc entry'],
  ])('%s', (command, kind) => {
    const found = detect(bash(command));
    expect(found?.found).toContain(kind);
    expect(found?.where).toBe('this command');
  });
});

describe('references, placeholders and look-alikes in a command stay silent', () => {
  test.each([
    'export GITHUB_TOKEN=$(gh auth token)',
    'printf \'machine %s login %s password %s\\n\' "$HOST" "$NETRC_USER" "$TOKEN" >> ~/.netrc',
    "echo 'registry=https://npm.acme.dev' >> ~/.npmrc",
    'curl -H "Authorization: Bearer $TOKEN" https://api.example.com',
    'curl -u "$USER:$PASS" https://git.acme.io',
    'curl -u user:password https://api.example.com',
    'vault login -method=userpass username=alice',
    'vault login',
    'cargo login',
    'rabbitmqctl add_user svc',
    'openssl enc -aes-256-cbc -in a -out a.enc -k $PASSPHRASE',
    'aws secretsmanager create-secret --name db --secret-string file://creds.json',
    'git clone https://oauth2:${GITLAB_TOKEN}@gitlab.com/acme/app.git',
    'curl --header "PRIVATE-TOKEN: <your_access_token>" https://gitlab.com/api/v4/projects',
    'nxc ftp 10.0.0.2 --username path/to/usernames.txt --password path/to/passwords.txt',
    'export DB_PASSWORD="${DB_PASSWORD:-changeme}"',
    `export AWS_ACCESS_KEY_ID=${awsExample}`,
    'export API_KEY=your-api-key-here',
    'export API_KEY=<your-key>',
    'export API_KEY=changeme',
    '$pw = ConvertTo-SecureString $env:PW -AsPlainText -Force',
    '$pw = ConvertTo-SecureString "$env:DB_PASSWORD" -AsPlainText -Force',
    "$pw = ConvertTo-SecureString '<password>' -AsPlainText -Force",
    '$pw = Read-Host -AsSecureString',
    'aws configure set region us-east-1',
    'npm config set registry https://registry.npmjs.org/',
    'npm config set //registry.npmjs.org/:_authToken $NPM_TOKEN',
    'git config --global credential.helper store',
    'git config --global user.signingkey 3AA5C34371567BD2',
    'kubectl config set-credentials dev-user --token=$TOKEN',
    'export CACHE_KEY=v2-a8f3c9d1e7b2x',
    '$env:AZURE_OPENAI_KEY = $secret',
    "$env:AZURE_OPENAI_ENDPOINT = 'https://acme.openai.azure.com/'",
    'export API_KEY=xxxxxxxxxxxxxxxx',
    'mysql -u root -p appdb',
    'echo "$PAT" | docker login --password-stdin -u me ghcr.io',
    'docker run -e POSTGRES_PASSWORD=postgres postgres:16',
    'ssh -p 2222 deploy@host',
    'git add -p',
    'export PASSWORD_MIN_LENGTH=12',
    'export TOKEN_URL=https://auth.example.com/token',
    "grep -rn 'password' src/",
    "printf 'API_KEY=\\nSECRET_KEY=\\n' > .env.example",
    'cat > .env.example <<EOF\nSTRIPE_SECRET_KEY=\nOPENAI_API_KEY=\nEOF',
    'wget --user=admin --ask-password https://files.acme.io/backup.tar.gz',
    'http -a admin: POST https://api.acme.io/items',
    'curl -H "Authorization: Bearer $(gcloud auth print-identity-token)" https://api.acme.io',
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

describe('literal fallbacks of environment lookups and client config files speak', () => {
  test.each([
    ['settings.py', "API_TOKEN = os.environ.get('API_TOKEN', 'q7Zt2Lw9Xp4Rk8Vm3Nb6')"],
    ['src/db.ts', "const password = process.env.DB_PASSWORD || 'Pr0d-Passw0rd!';"],
    ['config/app.rb', "token = ENV.fetch('SLACK_TOKEN', 'q7Zt2Lw9Xp4Rk8Vm3Nb6Hd')"],
    ['deploy.sh', 'curl -H "X-Token: ${DEPLOY_TOKEN:-q7Zt2Lw9Xp4Rk8Vm3Nb6}" https://x.io'],
    ['src/git.py', 'REMOTE = "https://root:theagentcompany@git.acme.io/root/app.git"'],
    [
      '/home/u/.kube/config',
      'users:\n- name: ci\n  user:\n    client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFcEFJQkFBS0NBUUVB\n',
    ],
    ['/home/u/.kube/config', 'users:\n- name: ci\n  user:\n    token: q7Zt2Lw9Xp4Rk8Vm3Nb6HdQ1\n'],
    ['/home/u/.docker/config.json', '{"auths":{"registry.acme.io":{"auth":"Y2k6Z3JhcGVmcnVpdHNreQ=="}}}'],
    ['/home/u/.npmrc', '//npm.acme.io/:_authToken=grapefruitsky77\n'],
    ['/home/u/.pypirc', '[pypi]\nusername = __token__\npassword = grapefruitsky\n'],
  ])('%s', (path, content) => expect(detect(write(path, content))?.found).toBeDefined());
});

describe('writes', () => {
  test.each([
    ['wp-config.php', "define('DB_PASSWORD', 'L0rqoBGZ!va9z2gMEk');", 'a value assigned to `DB_PASSWORD` (line 1)'],
    [
      'wp-config.php',
      "define( 'NONCE_SALT',  'x$E|S-+Wq#Ip~;8@E{7cQ1 b;xV]I_W3[c=yYp>K.Bm%W<;fM0@-+r_k|aG3cXd' );",
      'a value assigned to `NONCE_SALT` (line 1)',
    ],
    ['mysite/settings.py', `DEBUG = False\nSECRET_KEY = "${djangoKey}"`, 'a value assigned to `SECRET_KEY` (line 2)'],
    [
      'infra/rds.tf',
      'resource "aws_db_instance" "main" {\n  username          = "app"\n  password          = "Qv8mZ2rTkw9LpBx4"\n}',
      'a value assigned to `password` (line 3)',
    ],
    [
      'infra/variables.tf',
      'variable "db_password" {\n  sensitive = true\n  default   = "Rk7#vB2qLx9!mT"\n}',
      'a default value of a secret Terraform variable (line 3)',
    ],
    ['notify/sms.js', `const client = twilio('${twilioSid}', '${hexToken}');`, 'a key passed to an API client (line 1)'],
    ['internal/auth/hmac.go', 'var apiSecret = []byte("KQrblG3NaDcBmSBDufV7tZpW2xe")', 'a value assigned to `apiSecret` (line 1)'],
    ['src/Db.java', 'char[] dbPassword = "Pg7!rT2xQ9m".toCharArray();', 'a value assigned to `dbPassword` (line 1)'],
    [
      'Web.config',
      '<appSettings>\n  <add key="ApiSecret" value="TDAweLzjTr2m5BCiXkQf7WtSKxPk0h1xGGW50yfjq9kx=" />\n</appSettings>',
      'a value assigned to `ApiSecret` (line 2)',
    ],
    [
      '.m2/settings.xml',
      '<server>\n  <id>nexus</id>\n  <password>Nx4$kT9vLq2mB</password>\n</server>',
      'a value assigned to `password` (line 3)',
    ],
    [
      'scripts/jira.py',
      "AUTH = ('bot@acme.io', 'Q7zT2lW9xP4rK8vM3nB6hD1sY5c')\nrequests.get(url, auth=AUTH)",
      'a password in a basic-auth tuple (line 1)',
    ],
    ['src/config.py', 'OPENAI_KEY = "7f3e9b2a1c4d8e6f0a5b3c7d9e1f2a4b"', 'a value assigned to `OPENAI_KEY` (line 1)'],
    [
      'deploy.ps1',
      "$pw = ConvertTo-SecureString -String 'Xq7#pLm2vRt9' -AsPlainText -Force",
      'a literal password made into a PowerShell SecureString (line 1)',
    ],
    ['keys/age.key', `# public key: age1r2gzedjssfjq\n${ageKey}\n`, 'an age secret key (line 2)'],
    ['/etc/wireguard/wg0.conf', `[Interface]\nPrivateKey = ${wireguardKey}\nListenPort = 51820\n`, 'a WireGuard private key (line 2)'],
    [
      'minisign.key',
      'untrusted comment: minisign encrypted secret key\nRWRTY0IyEbWz4mT2XjZ8yZaX7hQdXl3EGQ4r0nT6aQm3m0d3p6mD7vQ3yJ1pYl8gRdZc2eXw9kJb7n4sPqT0uVxW1\n',
      'a minisign or signify secret key (line 2)',
    ],
  ])('%s: %s', (path, content, said) => {
    expect(detect(write(path, content))?.found).toBe(said);
  });

  test.each([
    ['settings.py', "SECRET = os.environ.get('API_TOKEN', 'changeme')"],
    ['src/db.ts', "const url = process.env.DATABASE_PASSWORD || '';"],
    ['.env', 'STRIPE_KEY=pk_live_51H8q7Zt2Lw9Xp4Rk8Vm3Nb6HdQ1sYc5Ug0J'],
    [
      'src/supabase.ts',
      "createClient(url, 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImlzcyI6InN1cGFiYXNlIn0.Zq8Lm3Rt7Vx2Wk9Nc4YbZq8Lm3Rt7Vx2Wk9Nc4Yb')",
    ],
    ['.env.example', 'STRIPE_SECRET_KEY=\nOPENAI_API_KEY=\nDATABASE_URL=\n'],
    ['.env.sample', 'API_KEY= # get one at https://dashboard.acme.io\nJWT_SECRET=""\n'],
    ['.env.example', 'ADMIN_PASSWORD=Admin123!\nSESSION_SECRET=dev-secret-key-123\n'],
    ['wp-config.php', "define('DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD'));\ndefine('AUTH_KEY', 'put your unique phrase here');"],
    ['src/forms.py', 'errors = {"password": "Passwords do not match (try again)."}'],
    ['infra/rds.tf', 'resource "aws_db_instance" "main" {\n  password = random_password.db.result\n}'],
    ['notify/sms.js', 'const client = twilio(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);'],
    ['src/tenant.ts', "const client = new GraphClient('3fa85f64-5717-4562-b3fc-2c963f66afa6');"],
    ['internal/auth/hmac.go', 'var apiSecret = []byte(os.Getenv("API_SECRET"))'],
    [
      'settings.py',
      "AUTHENTICATION_BACKENDS = ('django.contrib.auth.backends.ModelBackend', 'allauth.account.auth_backends.AuthenticationBackend')",
    ],
    ['setup.py', "author = ('Jane Doe', 'jane@acme.io')"],
    ['scripts/jira.py', "AUTH = (os.environ['JIRA_USER'], os.environ['JIRA_TOKEN'])"],
    ['src/cache.py', 'CACHE_KEY = "users-v2-8f3kD92mXq7LpZ4v"\ncache_key = "a7f3b9c2d4e6f8a1b3c5d7e9"'],
    ['src/stripe.js', "const STRIPE_PUBLISHABLE_KEY = 'pk_live_8f3kD92mXq7LpZ4vN1rT6yW0';"],
    ['Web.config', '<add key="ApiSecret" value="#{ApiSecret}#" />\n<add key="TokenEndpoint" value="https://login.acme.io/oauth2/token" />'],
    ['config.xml', '<entry key="password.policy">strong</entry>\n<password>${env.NEXUS_PASSWORD}</password>'],
    ['deploy.ps1', '$pw = ConvertTo-SecureString -String $Password -AsPlainText -Force'],
    ['keys/README.md', 'Put your age key (AGE-SECRET-KEY-1...) in keys.txt'],
    ['wg0.conf', '[Interface]\nPrivateKey = <your-private-key>\nPostUp = wg set %i private-key /etc/wireguard/private.key\n'],
    ['minisign.pub', 'untrusted comment: minisign public key 5E3B1A2C\nRWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3\n'],
    [
      'docs/auth.md',
      'Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflK' +
        'xwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    ],
  ])('%s stays silent: %s', (path, content) => {
    expect(detect(write(path, content))).toBeUndefined();
  });

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
    [
      'pip install -i https://ci:%8DrJp@G6So#.b2NEmf_V9@pypi.acme.internal/simple/ x',
      'pip install -i https://ci:[redacted]@pypi.acme.internal/simple/ x',
    ],
    ['ls -la', 'ls -la'],
    [`SECRET_KEY = "${djangoKey}"`, 'SECRET_KEY = "[redacted]"'],
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

describe('credentials in env prefixes, tool positions and more languages speak; their silent twins stay silent', () => {
  test.each([
    "SNOWSQL_PWD='Tr5vQm8Lx2Wz9Kp' snowsql -a acme-xy12345 -u etl_user -q 'select 1'",
    'dotnet nuget add source https://nuget.pkg.github.com/acme/index.json -n github -u dev -p Wm4Qz8Lx2Rv7Tk1Np5Yb3',
    "mc alias set prod https://minio.acme.internal minio-admin 'Hq8vLx2Rk7Tm4Wz' && mc ls prod/backups",
    'MYSQL_PWD=Xk29vLq7pW mysql -u root -h db.internal shop',
    'export DB_PWD=Xk29vLq7pW',
  ])('%s', (command) => expect(detect(bash(command))).toBeDefined());

  test.each([
    'SNOWSQL_PWD="$SNOWFLAKE_PASSWORD" snowsql -a acme-xy12345 -u etl_user',
    'dotnet run -p src/Acme.Api',
    'dotnet nuget add source https://nuget.pkg.github.com/acme/index.json -n github -u dev -p "$NUGET_TOKEN"',
    'mc alias set prod https://minio.acme.internal "$MINIO_ACCESS" "$MINIO_SECRET"',
    'cd "$OLDPWD" && ls',
    'PWD=/home/dev/proj make',
    'MYSQL_PWD="$DB_PASS" mysql -u root',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());

  test.each([
    ['src/Api/Program.cs', 'o.Configuration = "cache.internal:6380,password=Rm8qLx2Vk7Tz4Wn,ssl=True";'],
    ['config/Settings.scala', 'val jaas = "PlainLoginModule required username=\\"svc\\" password=\\"Kv3nQx8Lm2Rt7Wz\\";"'],
    ['lib/Acme/DB.pm', "DBI->connect(\n        'dbi:Pg:dbname=acme',\n        'acme',\n        'Wn6qLx2Vk8Tz3Rm',\n    );"],
    ['R/fetch.R', 'request(url) |> req_auth_bearer_token("acme_live_Xk4Qm8Lv2Rt7Wz1Np5Yb3")'],
    ['R/fetch.R', 'request(url) |> req_headers(Authorization = "Bearer Xk4Qm8Lv2Rt7Wz1Np5Yb3")'],
    ['alerting/pagerduty.tf', '  routing_key = "R0ut1ngK3yQm8Lv2Rt7Wz1Np5Yb3Cd6F"'],
    ['src/search/admin.ts', "export const admin = algoliasearch('K7QW2ZB1XE', 'f1c7d2a9b3e84f60a5d1c2b7e9f03a48');"],
    ['.env.local', 'GEMINI_API_KEY=AIzaSyB4Qm8Lv2Rt7Wz1Np5Yb3Cd6Fg0Hj9TsA\nNEXT_PUBLIC_SITE=acme'],
    ['src/lib/rum.ts', "datadogRum.init({ clientToken: 'f1c7d2a9b3e84f60a5d1c2b7e9f03a48' });"],
  ])('%s: %s', (path, content) => expect(detect(write(path, content))).toBeDefined());

  test.each([
    ['src/Api/Program.cs', 'o.Configuration = builder.Configuration.GetConnectionString("Redis");'],
    ['lib/Acme/DB.pm', 'DBI->connect($dsn, $user, $ENV{DB_PASSWORD});'],
    ['R/fetch.R', 'request(url) |> req_auth_bearer_token(Sys.getenv("ACME_TOKEN"))'],
    [
      'src/web/firebase.ts',
      'initializeApp({\n  apiKey: "AIzaSyB4Qm8Lv2Rt7Wz1Np5Yb3Cd6Fg0Hj9TsA",\n  authDomain: "acme-prod.firebaseapp.com",\n  projectId: "acme-prod",\n});',
    ],
    [
      'src/search/client.ts',
      "import { liteClient } from 'algoliasearch/lite';\nexport const search = liteClient('K7QW2ZB1XE', 'f1c7d2a9b3e84f60a5d1c2b7e9f03a48');",
    ],
    ['.env.local', 'NEXT_PUBLIC_GOOGLE_MAPS_KEY=AIzaSyB4Qm8Lv2Rt7Wz1Np5Yb3Cd6Fg0Hj9TsA'],
    ['src/lib/rum.ts', "datadogRum.init({ clientToken: 'pubf1c7d2a9b3e84f60a5d1c2b7e9f03a48' });"],
    ['alerting/pagerduty.tf', '  routing_key = var.pd_routing_key'],
  ])('%s: %s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());

  test('a Firebase web config key is public by design, and explain says so', () => {
    const notes: string[] = [];
    detect(
      write(
        'src/web/firebase.ts',
        'initializeApp({\n  apiKey: "AIzaSyB4Qm8Lv2Rt7Wz1Np5Yb3Cd6Fg0Hj9TsAx",\n  authDomain: "acme.firebaseapp.com",\n});',
      ),
      context(notes),
    );
    expect(notes.join('\n')).toContain('Firebase web config');
  });

  test('the same key away from a Firebase config still speaks', () => {
    expect(detect(write('src/maps.ts', 'const apiKey = "AIzaSyB4Qm8Lv2Rt7Wz1Np5Yb3Cd6Fg0Hj9TsAx";'))).toBeDefined();
  });
});

// Secrets are assembled at run time, like the ones above.
const sentryOrg = ['sntr', 'ys_', 'fZr5MtPQweeF2C5eFq9bDV38o3GHDrUlPJ5kfDXQS1NL3ubWAMdZhbT7LJjN'].join('');
const pinecone = ['pc', 'sk_', '4Xq9Lm_', 'Tz7Wb2Kd8Rv5Nc1Yh6Jp3Fs0Ga9Qe4Lm7Xt2Vb8Nk5Rd1Wz6Hc3Jy0Pq'].join('');

describe('a password as a short option, an app password, a build property, an auth option: each form speaks; its twin stays silent', () => {
  test.each([
    // A per-tool option table: which short option of which tool is a password.
    ["cypher-shell -a neo4j+s://db.neo4j.io -u neo4j -p 'Graph!2024secure' 'RETURN 1'", 'cypher-shell -p'],
    ["conan remote login artifactory ci -p 'Ar7!factory2024'", 'conan -p'],
    ["xcrun altool --upload-app -f A.ipa -t ios -u dev@acme.io -p 'hjqx-ptwa-kmzr-vbnd'", 'xcrun -p'],
    ["security unlock-keychain -p 'ci-K3ychain!pw' ~/Library/Keychains/build.keychain-db", 'security -p'],
    ["security import cert.p12 -k build.keychain -P 'Imp0rt!Cert'", 'security -P'],
    ["signtool sign /f certs/acme.pfx /p 'C0deS1gn!2024' /fd sha256 dist/Setup.exe", 'signtool /p'],
    ["python ~/.platformio/packages/tools/espota.py -i 192.168.1.50 -a 'otaPa55w0rd' -f firmware.bin", 'espota.py -a'],
    ["steamcmd +login acme_builder 'St3amBu1ld!x' +run_app_build app.vdf +quit", 'steamcmd argument'],
    ['wandb login 2398462d1fe5037fad5d89c608b1809ccd2cbad7', 'wandb argument'],
    ['plink -ssh deploy@host -pw Pl1nk!pass uptime', 'plink -pw'],
    // Any tool's -p beside a user is a login's password when it looks chosen.
    ["acme-cli connect -u admin -p 'Adm1n!2024x' db.internal", 'acme-cli -p'],
    // Apple app-specific passwords look like slugs but are credentials in a credential-named place.
    ["xcrun notarytool submit A.dmg --apple-id dev@acme.io --password 'wxyz-qrst-uvmn-opkl' --wait", '--password'],
    ["APPLE_APP_SPECIFIC_PASSWORD='ftgh-kwer-zxcv-plmo' npm run dist:mac", 'APPLE_APP_SPECIFIC_PASSWORD'],
    // Build properties: gradle -P, maven and java -D.
    ["./gradlew bundleRelease -Pandroid.injected.signing.store.password='Upl0ad!Store'", 'android.injected.signing.store.password'],
    ["mvn deploy -Dgpg.passphrase='Gpg!Phrase2024'", 'gpg.passphrase'],
    ["apksigner sign --ks release.jks --ks-pass pass:'K3ystore!pw' app.apk", '--ks-pass'],
    ["ngrok http 8080 --basic-auth 'admin:Ngr0k!pass'", '--basic-auth'],
    ["chisel client --auth 'tunnel:Ch1sel!pw' server:8080 9000", '--auth'],
    [`eas secret:create --scope project --name SENTRY_AUTH_TOKEN --value ${sentryOrg}`, 'a Sentry token'],
    [`export PINECONE_API_KEY=${pinecone}`, 'Pinecone'],
  ])('%s', (command, kind) => expect(detect(bash(command))?.found).toContain(kind));

  test.each([
    'cypher-shell -a neo4j://graph:7687 -u neo4j -p "$NEO4J_PASSWORD" "RETURN 1"',
    'conan remote login artifactory ci -p "$CONAN_PASSWORD"',
    'xcrun altool --upload-app -f A.ipa -u dev@acme.io -p @keychain:AC_PASSWORD',
    'xcrun altool --upload-app -f A.ipa -u dev@acme.io -p @env:AC_PASSWORD',
    'security unlock-keychain -p "$KEYCHAIN_PASSWORD" build.keychain',
    'signtool sign /f certs/acme.pfx /p "%PFX_PASSWORD%" dist/Setup.exe',
    'steamcmd +login anonymous +app_update 740 +quit',
    'wandb login --relogin',
    'apksigner sign --ks release.jks --ks-pass env:KS_PASS --out app.apk app-unsigned.apk',
    'apksigner sign --ks release.jks --ks-pass file:/run/secrets/ks --out app.apk app-unsigned.apk',
    // A -p that is a port, a port mapping, a protocol, a parent flag or a path, beside a user or not.
    'mkdir -p build/out',
    'docker run -u 1000 -p 8080:80 nginx',
    'docker run --user app -p 127.0.0.1:5432:5432/tcp postgres',
    'psql -U postgres -p 5432 -h db appdb',
    'iptables -A INPUT -p tcp --dport 22 -j ACCEPT',
    'rsync -u -p src/ backup/',
    'cp -u -p notes1.txt archive/',
    'acme-cli connect -u admin -p prod-eu-2 db.internal',
    './gradlew assembleRelease -Pandroid.injected.signing.store.file=release.jks',
    'mvn test -Dskip.password.check=true',
    'ngrok http 8080 --auth basic',
    'APPLE_APP_SPECIFIC_PASSWORD="$APP_PW" npm run dist:mac',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());

  test.each([
    ['/home/u/proj/electron/notarize.js', '  appleIdPassword: "ftgh-kwer-zxcv-plmo",\n'],
    ['/home/u/.kaggle/kaggle.json', '{"username": "anadata", "key": "3eac7a4ce62bafff158601d6ace0fba0"}\n'],
    ['/home/u/proj/platformio.ini', '[env:esp32dev]\nupload_protocol = espota\nupload_flags =\n    --auth=otaPa55w0rd\n'],
    ['/home/u/proj/docker-compose.yml', "x:\n  AIRFLOW_CONN_SF: 'snowflake://LOADER:L0ader!Snow@/ANALYTICS/RAW?account=xy12345'\n"],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());

  test.each([
    ['/home/u/proj/electron/notarize.js', '  appleIdPassword: process.env.APPLE_APP_SPECIFIC_PASSWORD,\n'],
    ['/home/u/proj/electron/notarize.js', '  keychainProfile: "notary-profile-name",\n'],
    ['/home/u/.kaggle/kaggle.json', '{"username": "anadata", "key": "<your-kaggle-key>"}\n'],
    ['/home/u/proj/platformio.ini', '[env:esp32dev]\nupload_protocol = espota\nupload_flags =\n    --auth=${sysenv.OTA_PASSWORD}\n'],
    ['/home/u/proj/platformio.ini', '[env:esp32dev]\nupload_flags =\n    --port=3232\n    --host_port=8266\n'],
    ['/home/u/proj/docker-compose.yml', "x:\n  AIRFLOW_CONN_SF: 'snowflake://LOADER:${SF_PASSWORD}@/ANALYTICS/RAW?account=xy12345'\n"],
  ])('%s stays silent: %s', (path, content) => expect(detect(write(path, content))).toBeUndefined());
});

describe('an auth option that names a method, and a known tool prompting, stay silent', () => {
  test.each([
    'initdb -D /var/lib/pg --auth=scram-sha-256',
    'initdb -D data --auth-host=scram-sha-256 --auth-local=peer',
    'mysql -u root -p Sales2024',
    'chisel client --auth username:password server:8080 9000:remote:9000',
    'java -jar jenkins-cli.jar -s https://ci.acme.io -auth username:api_token',
    'swaks --to a@acme.io --auth CRAM-MD5 --auth-user me@acme.io',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['/home/u/proj/docker-compose.yml', 'x:\n  POSTGRES_INITDB_ARGS: "--auth=scram-sha-256"\n'],
    ['/home/u/proj/Dockerfile', 'RUN initdb --auth=md5 --pwfile=/run/pw\n'],
    ['/home/u/proj/platformio.ini', '[env:ota]\nupload_flags =\n    --auth=admin:password\n    --auth=PLAIN\n'],
  ])('%s stays silent: %s', (path, content) => expect(detect(write(path, content))).toBeUndefined());
});

describe("a call's unquoted argument is no literal; a pass phrase is a password", () => {
  test('a keyword default of an env lookup stays silent', () =>
    expect(detect(write('/home/u/proj/settings.py', 'EMAIL_HOST_PASSWORD = env("EMAIL_HOST_PASSWORD", default="")\n'))).toBeUndefined());
  test('a literal pass_phrase speaks', () =>
    expect(
      detect(write('/home/u/proj/config/jwt.yaml', 'lexik_jwt_authentication:\n    pass_phrase: "gs70Lx7G6tacvO%U2ncq"\n')),
    ).toBeDefined());
  test('a pass_phrase read from the environment stays silent', () =>
    expect(
      detect(write('/home/u/proj/config/jwt.yaml', 'lexik_jwt_authentication:\n    pass_phrase: "%env(JWT_PASSPHRASE)%"\n')),
    ).toBeUndefined());
});

describe('a file that exists to hold one key, and a command a wrapper runs, are read like the rest', () => {
  test.each([
    ['/home/u/proj/config/master.key', `${hexToken}\n`],
    ['/home/u/proj/config/credentials/production.key', hexToken],
    ['/home/u/proj/.vault_pass', 'Tr0ub4dor&3-horse\n'],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))?.found).toContain('the key the file exists to hold'));
  test.each([
    ['/home/u/proj/config/master.key', '<paste your master key here>\n'],
    ['/home/u/proj/config/master.key', ''],
    ['/home/u/proj/config/credentials/production.yml.enc', hexToken],
    ['/home/u/proj/docs/master.key.md', hexToken],
  ])('%s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());
  test.each([
    `echo "${hexToken}" > config/master.key`,
    `ssh deploy@web1 'cd /srv/app/current && RAILS_MASTER_KEY=${hexToken} bin/rails credentials:show'`,
    `bash -c 'cd app && RAILS_MASTER_KEY=${hexToken} bin/rails c'`,
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'printf %s "$RAILS_MASTER_KEY" > config/master.key',
    "ssh deploy@web1 'cd /srv/app/current && RAILS_MASTER_KEY=$RAILS_MASTER_KEY bin/rails c'",
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
});

describe('a literal that input is compared with in constant time is the secret', () => {
  test.each([
    ['/home/u/proj/config/initializers/sidekiq_web.rb', 'ActiveSupport::SecurityUtils.secure_compare(password, "rF4auJipyKKKHZ#BYUxM")\n'],
    ['/home/u/proj/app.py', 'if hmac.compare_digest(token, "x8Kp2mQ9vL4sT7wZ"):\n    ok()\n'],
    ['/home/u/proj/index.php', 'if (hash_equals("s3cr3tV4lue!x", $_GET["t"])) {}\n'],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());
  test.each([
    [
      '/home/u/proj/config/initializers/sidekiq_web.rb',
      'ActiveSupport::SecurityUtils.secure_compare(password, ENV["SIDEKIQ_WEB_PASSWORD"])\n',
    ],
    ['/home/u/proj/app.py', 'hmac.compare_digest(sig, "sha256=" + digest)\n'],
    ['/home/u/proj/app.js', 'crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b))\n'],
    ['/home/u/proj/app.py', 'hmac.compare_digest(state, "changeme")\n'],
  ])('%s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());
});

describe('a script, and a command line quoted in notes, are read as the shell reads them', () => {
  test.each([
    ['/home/u/proj/deploy.sh', '#!/bin/sh\ncurl -u admin:S3cretPass9x https://x.io/api\n'],
    ['/home/u/proj/deploy.sh', '#!/bin/sh\nmysql -u root -pHunter2xyz app < dump.sql\n'],
    ['/home/u/proj/README.md', 'Run:\n\n    $ curl -u admin:S3cretPass9x https://x.io/api\n'],
    ['/home/u/proj/notes.txt', 'curl --user j.smith:dB2yF6qL9vZm1P4J "https://api.contoso.org/user/me"\n'],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());
  test.each([
    ['/home/u/proj/README.md', 'curl -u "$USER:$PASS" https://x.io/api\n'],
    ['/home/u/proj/README.md', 'curl -u <user:password> https://test.com/endpoint\n'],
    ['/home/u/proj/deploy.sh', '#!/bin/sh\nmysql -u root -p"$DB_PASS" app < dump.sql\n'],
    ['/home/u/proj/notes.txt', 'Ask for the curl user and password on the team channel.\n'],
  ])('%s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());
});

describe('homelab, password-manager, CMS and wallet credentials speak as classes; their silent twins stay silent', () => {
  // Assembled at run time, like the others in this file.
  const ethKey = ['0x', 'b55939663e02e648ae9ae9941e58e2c5', '41081377b7c3f16c6db28fc197b770d4'].join('');
  const anvilKey = ['0x', 'ac0974bec39a17e36ba4a6b4d238ff94', '4bacb478cbed5efcae784d7bf4f2ff80'].join('');
  const txHash = ['0x', '0c3e05cbd264cf412dfeb3a59e9cf1be', '6698d98ebfe8242c44255368af3ed2c3'].join('');
  const infura = ['9605a0f1c8812cac', '819d535798c9275b'].join('');
  const phrase = 'canyon tribe oyster echo absorb saddle ladder lunar velvet drill orbit crisp';
  const testPhrase = 'test test test test test test test test test test test junk';
  const bytes = Array.from({ length: 64 }, (_, i) => (i * 97 + 13) % 256).join(',');

  test.each([
    [`cast send $VAULT 'setFee(uint256)' 30 --rpc-url $RPC_URL --private-key ${ethKey}`, 'a wallet private key'],
    [`forge create src/Vault.sol:Vault --rpc-url https://mainnet.infura.io/v3/${infura} --account deployer`, 'node provider'],
    ['anvil --fork-url https://eth-mainnet.g.alchemy.com/v2/8Rqn6VxaSz-pwKf-xX1rdKDV7oNBXtbY', 'node provider'],
    [`sudo tailscale up --authkey ${['tskey-auth-', 'IopdeoCtd2hBCNTRL-4J5q3AU7RhiSWu2ARU3wYFyFRFGe1z'].join('')}`, 'Tailscale'],
    [
      `sudo cloudflared service install ${['eyJhIjoi', 'vyuAtsECaVpeqeOI6KdZic4agM6nHFCsnfsJ3utFj3NCw1qs4lzXtbUShbU9oSAJ'].join('')}`,
      'Tunnel',
    ],
    ["curl -k -H 'Authorization: PVEAPIToken=root@pam!ci=c980c666-3f4a-72db-feb4-5f37a577d6a4' https://pve:8006/api2/json", 'Proxmox'],
    [`curl -s "http://pi.hole/admin/api.php?disable=300&auth=${infura}${infura}"`, 'auth parameter'],
    ['export BW_SESSION="4U892GWqaBk+otCbUXETKkokSxYrRc7vv=3DRM9DQyqUCPKcZlSW+kq98xtGce"', 'BW_SESSION'],
    ["pihole -a -p 'Ph0le!admin'", 'pihole -p'],
    ["pihole setpassword 'Ph0le!admin'", 'pihole argument'],
    ["bw unlock 'MlQO4K-jxpD4#0dcF' --raw", 'bw argument'],
    ["drush user:password admin 'kAeXi9-OhRXM#eyWY'", 'drush argument'],
    ["security add-generic-password -a dev -s restic-b2 -w 'B66Wto-tGaUh#BeZp'", 'security -w'],
    ['cmdkey /add:nas.lan /user:dev /pass:tXODA7-7lHKw#fImn', 'cmdkey /pass:'],
    ["wp user create shopmgr mgr@acme.test --role=shop_manager --user_pass='CmpSuo-TA6yT#rO5g'", '--user_pass'],
    ["defaults write com.acme.syncbar ApiToken -string 'EH4VVmoQLqVDhyr2qHwe9K1nArKo0KMKSiwj9KOP'", 'ApiToken'],
    ["Set-ItemProperty -Path 'HKCU:\\Software\\Acme' -Name Password -Value 'ihnIMf-p4f2J#jwTI'", 'Password'],
    ["ssh root@router 'uci set wireless.default_radio0.key=kYDfNn-Wfahi#rJQY && uci commit'", 'wireless.default_radio0.key'],
    ['rclone config create nas sftp host 10.0.0.20 user backup pass CGUfT7EKz0xDodmdChgnUaTMN6bPx1 --obscure', 'pass'],
    [`midclt call user.update 1 '{"password": "45wwHd-RzM9r#e6pJ"}'`, 'password'],
    ["echo 'ShUqYM-M8sxE#GFld' | pass insert -e homelab/pve-root", 'password store'],
  ])('%s', (command, kind) => expect(detect(bash(command))?.found).toContain(kind));

  test.each([
    `cast send $VAULT 'setFee(uint256)' 30 --rpc-url $RPC_URL --private-key $PRIVATE_KEY`,
    `cast receipt ${txHash} --rpc-url $RPC_URL`,
    'forge script script/Deploy.s.sol --rpc-url $SEPOLIA_RPC_URL --account deployer --broadcast',
    'anvil --fork-url https://mainnet.infura.io/v3/abc',
    'sudo tailscale up --ssh',
    'curl -k -H "Authorization: PVEAPIToken=$PVE_TOKEN_ID=$PVE_TOKEN_SECRET" https://pve:8006/api2/json/nodes',
    'pihole -a -p',
    'bw unlock --passwordenv BW_PASSWORD --raw',
    'drush uli --name=admin',
    'security find-generic-password -s restic-b2 -w',
    'wp user create shopmgr mgr@acme.test --prompt=user_pass',
    'defaults write com.acme.syncbar ShowInDock -bool true',
    'rclone config create nas sftp host 10.0.0.20 user backup key_file ~/.ssh/id_backup',
    "export RESTIC_PASSWORD_COMMAND='pass show restic/nas'",
    "export BORG_PASSCOMMAND='op read op://Homelab/borg/password'",
    'echo "$GITHUB_TOKEN" | pass insert -e ci/github',
    'ukify build --secureboot-private-key path/to/private_key.pem --secureboot-certificate path/to/cert.pem',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());

  test.each([
    ['/home/u/proj/.env.local', `MNEMONIC="${phrase}"\n`],
    ['/home/u/proj/truffle-config.js', `const mnemonic = '${phrase}';\n`],
    ['/home/u/proj/keys/deployer.json', `[${bytes}]\n`],
    ['/home/u/proj/hardhat.config.ts', `accounts: ['${ethKey}'],\n`],
    ['/home/u/proj/scripts/deploy.ts', `const account = privateKeyToAccount('${ethKey}');\n`],
    ['/home/u/proj/script/Deploy.s.sol', `uint256 pk = ${ethKey};\nvm.startBroadcast(pk);\n`],
    ['/home/u/proj/foundry.toml', `mainnet = "https://mainnet.infura.io/v3/${infura}"\n`],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());

  test.each([
    ['/home/u/proj/.env.local', 'MNEMONIC="${MNEMONIC}"\n'],
    ['/home/u/proj/truffle-config.js', 'const mnemonic = process.env.MNEMONIC;\n'],
    ['/home/u/proj/hardhat.config.ts', `accounts: { mnemonic: '${testPhrase}' },\n`],
    ['/home/u/proj/hardhat.config.ts', `accounts: ['${anvilKey}'],\n`],
    ['/home/u/proj/hardhat.config.ts', 'accounts: process.env.DEPLOYER_KEY ? [process.env.DEPLOYER_KEY] : [],\n'],
    ['/home/u/proj/script/Deploy.s.sol', 'uint256 pk = vm.envUint("PRIVATE_KEY");\n'],
    ['/home/u/proj/.env', 'VAULT_ADDRESS=0x5FbDB2315678afecb367f032d93F642f64180aa3\n'],
    ['/home/u/proj/foundry.toml', 'mainnet = "${MAINNET_RPC_URL}"\n'],
    ['/home/u/proj/data/sizes.json', `[${Array.from({ length: 64 }, () => 7).join(',')}]\n`],
    ['/home/u/proj/homeassistant/configuration.yaml', 'mqtt:\n  password: !secret mqtt_password\n'],
  ])('%s stays silent: %s', (path, content) => expect(detect(write(path, content))).toBeUndefined());

  test('a well-known test account is named public by design for explain', () => {
    const notes: string[] = [];
    detect(bash(`cast send $V 'f()' --private-key ${anvilKey}`), context(notes));
    expect(notes.join(' ')).toContain('Anvil/Hardhat');
  });
});

describe('an Oracle-style connect string and a list of pairs in one option value speak; no password, a reference or a placeholder stays silent', () => {
  test.each([
    ['sqlplus system/Ora8kLm2qX@PROD @patch.sql', 'a password given to `sqlplus connect string`'],
    ['sqlplus -S hr/Hr2024pw@//db.acme:1521/ORCLPDB1 @run.sql', 'sqlplus connect string'],
    ['expdp hr/Hq7tPz2Lw9@db schemas=HR', 'expdp connect string'],
    ['impdp hr/Hq7tPz2Lw9@db directory=DP dumpfile=hr.dmp', 'impdp connect string'],
    ['exp scott/Tg5rX9mWq@orcl file=x.dmp', 'exp connect string'],
    ['rman target sys/Rz4tQx9LmV@prod', 'rman connect string'],
    ['rman target / catalog rco/Kc8wLm3Tr@rcat', 'rman connect string'],
    ['sqlldr userid=scott/tiger@orcl control=load.ctl', 'sqlldr connect string'],
    ['dgmgrl -silent sys/Dg8mKq2Lw@prim "show configuration"', 'dgmgrl connect string'],
    ['tbsql sys/Tb8mKq2Lw@tibero', 'tbsql connect string'],
    ['sbatch --export=ALL,WANDB_API_KEY=9f3c2a7e1b8d4f6a0c5e9b2d7f1a3c8e4b6d0f2a,EPOCHS=3 train.sh', 'WANDB_API_KEY'],
    ['gcloud run deploy api --set-env-vars ENV=prod,API_TOKEN=Zq8vX2mK9pLw4rT7yB3n', 'API_TOKEN'],
    ['gcloud run deploy api --set-env-vars=DB_PASSWORD=Pg7wLm2qXz', 'DB_PASSWORD'],
    ['helm upgrade db bitnami/postgresql --set auth.username=app,auth.password=Pg7wLm2qXz', 'auth.password'],
    ['docker run -e A=1,DB_PASSWORD=Mq7wLz2Rx9 app', 'DB_PASSWORD'],
    ['az containerapp update -n api --set-env-vars A=1 DB_PASSWORD=Mq7wLz2Rx9', 'DB_PASSWORD'],
    ['ansible-playbook site.yml -e "env=prod db_password=An8sLm2qXw"', 'db_password'],
    ['ansible-playbook site.yml --extra-vars "a=1 api_token=Zq8vX2mK9pLw4rT7yB3n"', 'api_token'],
    ['psql "host=db.internal port=5432 user=app password=Pg7wLm2qXz dbname=app"', 'password'],
  ])('%s', (command, kind) => expect(detect(bash(command))?.found).toContain(kind));

  test.each([
    'sqlplus / as sysdba',
    'sqlplus sys/@prod as sysdba',
    'sqlplus scott@orcl',
    'sqlplus -S /@wallet_prod @report.sql',
    'sqlplus /nolog @setup.sql',
    'sqlplus scott/$PASS@orcl',
    'sqlplus scott/${PW}@orcl',
    'expdp hr/<password>@db schemas=HR',
    'rman target /',
    'exp help=y',
    'gcloud run deploy api --update-secrets=API_KEY=api-key:latest,DB_PASSWORD=db-pass:3',
    'gcloud run deploy api --set-secrets DB_PASSWORD=db-pass:latest',
    'gcloud run deploy api --set-env-vars ENV=prod,API_TOKEN=$API_TOKEN',
    'gcloud run deploy api --set-env-vars ENV=prod,API_TOKEN=${API_TOKEN}',
    'gcloud run deploy api --set-env-vars ENV=prod,API_TOKEN=changeme',
    'az containerapp update -n api --set-env-vars DB_PASSWORD=secretref:db-password',
    "az webapp config appsettings set -g g -n api --settings 'DB_PASSWORD=@Microsoft.KeyVault(SecretUri=https://kv.vault.azure.net/secrets/db/)'",
    'vercel -e API_TOKEN=@api-token',
    'ansible-playbook site.yml -e "env=prod db_password={{ vault_db_password }}"',
    'sbatch --export=ALL,WANDB_API_KEY train.sh',
    'sbatch --export=ALL,WANDB_API_KEY=,EPOCHS=3 train.sh',
    'helm upgrade db bitnami/postgresql --set auth.existingSecret=db-creds,auth.username=app',
    'helm install r c --set db.password=<password>,x=y',
    'git commit -m "set env=prod and token=abc for now"',
    'psql "host=db port=5432 user=app password=$PGPASSWORD dbname=app"',
    'helm upgrade db bitnami/postgresql --set auth.username=app,auth.existingSecret=pg-creds-v2',
    'docker run -e NODE_OPTIONS=--max-old-space-size=4096,A=1 app',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
});

describe('enterprise CLI positions, SQL passwords, secrets echoed into a login, and file references', () => {
  test.each([
    'db2 connect to PRODDB user db2inst1 using Db2Inst!pw9',
    'hdbuserstore SET ADMINKEY hana01:30013 SYSTEM Hana_Sys_2024',
    'sapcontrol -nr 00 -user pr1adm Sid4dm!pw -function GetProcessList',
    'mkstore -wrl ./wallet -createCredential PRODDB app_owner Wallet#Pw88',
    'net use \\\\fs01\\finance /user:CORP\\svc_backup B4ckup!Svc01',
    'nextflow secrets set DB_PASS Nf!Secret2024',
    "ssh-keygen -t ed25519 -f ~/.ssh/id_hpc -N 'KeyPass!2024'",
    'jupyter lab --no-browser --ServerApp.token=a3f9c1e7b5d2f8a4c6e0b9d3f1a7c5e2b8d4f0a6',
    `pwsh -Command "Invoke-Sqlcmd -ServerInstance sql01 -Username sa -Password 'P@ssw0rd-Prod' -Query 'SELECT 1'"`,
    "echo 'Kerb!Alice2024' | kinit alice@CORP.LOCAL",
    "echo 'iRods!Alice9' | iinit",
    "printf 'S3cr3t!pw' | docker login -u me --password-stdin reg.io",
    'export AZURE_DEVOPS_EXT_PAT=m4n8b2v6c1x5z9l3k7j0h4g8f2d6s1a5p9o3i7u0y4t8r2e6w1',
    "curl -H 'Authorization: Splunk 1b2c3d4e-5f6a-7b8c-9d0e-1f2a3b4c5d6e' https://hec:8088/services/collector/event",
    "curl -H 'X-JFrog-Art-Api: AKCp8nH2kQpV7tLx3mZr9sWb5fYc1dGe6hJu4iKo0lPq2' -T app.jar https://corp.jfrog.io/x",
    `mysql -e "CREATE USER 'app'@'%' IDENTIFIED BY 'Str0ng!pw'"`,
    `psql -c "ALTER USER app WITH PASSWORD 'S3cret-pw1'"`,
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());

  test.each([
    'db2 connect to PRODDB user db2inst1',
    'hdbuserstore LIST',
    'net use Z: \\\\fs01\\finance /persistent:yes',
    'net use Z: \\\\fs01\\finance * /user:CORP\\svc_backup',
    'nextflow secrets set DB_PASS $DB_PASS',
    "ssh-keygen -t ed25519 -N ''",
    "jupyter lab --ServerApp.token=''",
    'echo "$PAT" | az devops login',
    'echo $CR_PAT | docker login ghcr.io -u x --password-stdin',
    'echo done | grep x',
    "export GLOB_PAT='src/**/*.ts'",
    'vault kv put secret/prod/payments db_password=@/dev/stdin < /dev/tty',
    'ibmcloud login --apikey @~/.bluemix/apikey.json -r eu-de',
    `psql -c "ALTER USER app WITH PASSWORD :'pw'"`,
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());

  test.each([
    ['/home/u/proj/db/V12__user.sql', 'CREATE USER app_rt IDENTIFIED BY "Welcome_2024a";\n'],
    ['/home/u/proj/db/rotate_sa.sql', "ALTER LOGIN sa WITH PASSWORD = N'N3wSa!Pass2024';\n"],
    ['/home/u/proj/Jenkinsfile', "pipeline {\n  environment {\n    NEXUS_PASS = 'Nexus#Deploy1'\n  }\n}\n"],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());

  test.each([
    [
      '/home/u/proj/db/users.sql',
      "CREATE USER x IDENTIFIED BY VALUES 'S:ABC';\nCREATE USER y IDENTIFIED BY :pw;\nALTER USER z IDENTIFIED EXTERNALLY;\n",
    ],
    ['/home/u/proj/app/bypass.py', 'BYPASS = "allow-everything"\nFILE_PAT = "*.txt"\n'],
    ['/home/u/proj/R/db.R', 'con <- dbConnect(odbc::odbc(), UID = "analyst",\n  PWD = keyring::key_get("oracle", "analyst"))\n'],
    [
      '/home/u/proj/jupyter_server_config.py',
      'c.PasswordIdentityProvider.hashed_password = "argon2:$argon2id$v=19$m=10240,t=10,p=8$Qm8vT2xR5nL9pZ4w$kQpV7tLx3mZr9sWb5fYc1dGe6hJu4iKo"\n',
    ],
  ])('%s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());
});

describe('credentials given to a connection or client by position or keyword, auth pairs, mixed-case config keys, SNMP, FTP and webhooks', () => {
  const galaxyKey = ['e2c7a9f1', '4b3d6e8a0c5f2b9d1e4a7c3f'].join('');
  const jenkinsToken = ['11a2b3c4d5e6', 'f7a8b9c0d1e2f3a4b5c6d7'].join('');
  const azureKey = ['kX9vT2mQ7nR5yL8pZ4wB6cD1eF0gH3jK', '5lM8nP0qR2sT4vW6xY8zA1bC3dE5fG7h=='].join('');
  test.each([
    ['/home/u/proj/matlab/connectDb.m', "conn = database('LIMS', 'analyst', 'M4tlab!Db', ...\n    'Vendor', 'PostgreSQL');\n"],
    ['/home/u/proj/src/Db.java', 'Connection c = DriverManager.getConnection(url, "etl", "J4va!Pw22");\n'],
    ['/home/u/proj/db.py', 'db = pymysql.connect("localhost", "root", "My!Sql2024", "app")\n'],
    ['/home/u/proj/ftp.py', 'ftp = FTP("ftp.corp.local", "batch", "Ftp#2024x")\n'],
    ['/home/u/proj/ora.py', 'conn = cx_Oracle.connect("scott", "T1ger!pw", "db01/ORCL")\n'],
    ['/home/u/proj/ora.py', 'conn = oracledb.connect("scott/T1ger!pw@db01/ORCL")\n'],
    ['/home/u/proj/db.py', 'conn = psycopg2.connect(host="db", user="app", password="Pg!2024x")\n'],
    ['/home/u/proj/R/db.R', 'con <- dbConnect(RPostgres::Postgres(), user = "analyst", password = "Rpg#2024x")\n'],
    ['/home/u/proj/galaxy.py', `gi = GalaxyInstance(url="https://galaxy.corp.local", key="${galaxyKey}")\n`],
    ['/home/u/proj/slurm/etc/slurmdbd.conf', 'StorageUser=slurm\nStoragePass=Slurm!Acct2024\n'],
    ['/home/u/proj/app.ini', 'DbPass=Sql#9xq2\n'],
    ['/home/u/proj/app.ini', 'AdminPwd=Adm1n#77\n'],
    ['/home/u/proj/etc/snmp/snmpd.conf', 'agentAddress udp:161\nrocommunity Sn3mp!Comm 10.20.0.0/16\n'],
    ['/home/u/proj/telegraf.conf', '[[inputs.snmp]]\n  agents = ["udp://10.0.0.1:161"]\n  community = "Nms!Comm42"\n'],
    ['/home/u/proj/put.ftp', 'open ftp.corp.local\nuser batch Ftp#2024x\nput out.dat\nbye\n'],
    [
      '/home/u/proj/jcl/FTPPUT.jcl',
      "//STEP1 EXEC PGM=FTP,PARM='(EXIT'\n//INPUT DD *\nsftp01.corp.local\npayroll_ftp\nFtp!Payr0ll\nput x y\nquit\n/*\n",
    ],
    ['/home/u/proj/jcl/FTP2.jcl', '//STEP1 EXEC PGM=FTP\n//INPUT DD *\nftp.corp.local\nUSER batch\nPASS Ftp#2024x\n/*\n'],
    [
      '/home/u/proj/config/azure.env',
      `AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=corpdata;AccountKey=${azureKey};EndpointSuffix=core.windows.net\n`,
    ],
    [
      '/home/u/proj/ci/notify.sh',
      'curl -s -d @m.json https://corp.webhook.office.com/webhookb2/7c1e4a2b-9d3f-4e8a-b6c0-2f5d8e1a4b7c@' +
        'a1b2c3d4-e5f6-4789-abcd-0123456789ab/IncomingWebhook/3f9a7c1e5b2d8f4a/9f8e7d6c-5b4a-4321-9876-fedcba987654\n',
    ],
    ['/home/u/proj/ci/notify.sh', 'curl -X POST -d @m.json https://mm.corp.local/hooks/x7k2m9q4t8w1z5b3n6r0p2s4v7\n'],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());

  test.each([
    ['/home/u/proj/matlab/connectDb.m', 'conn = database(dsn, user, pw);\nconn = database("LIMS", "", "");\n'],
    ['/home/u/proj/src/Db.java', 'Connection c = DriverManager.getConnection(url, user, password);\n'],
    ['/home/u/proj/ora.py', 'conn = oracledb.connect("db01.corp.local/ORCLPDB1")\nc = oracledb.connect("scott", pw, dsn)\n'],
    ['/home/u/proj/sort.py', 'x = sorted(rows, key=lambda r: r.name)\ny = d.get(key="name")\nc = Cache(key="user-profile-settings")\n'],
    ['/home/u/proj/galaxy.py', 'gi = GalaxyInstance(url=url, key=os.environ["GALAXY_KEY"])\n'],
    ['/home/u/proj/app.conf', 'Bypass=true\nCompass=north-2024\nPassthrough=enabled9\nEnablePassThrough=yes\n'],
    ['/home/u/proj/etc/snmp/snmpd.conf', 'rocommunity public localhost\nrwcommunity private 127.0.0.1\n'],
    ['/home/u/proj/telegraf.conf', '[[inputs.snmp]]\n  community = "public"\n'],
    ['/home/u/proj/put.ftp', 'open ftp.corp.local\nuser batch %FTP_PASS%\nput out.dat\n'],
    ['/home/u/proj/httpd.conf', 'User daemon\nGroup daemon\n'],
    ['/home/u/proj/ci/notify.sh', 'curl -X POST -d @m.json https://mm.corp.local/hooks/incoming\n'],
  ])('%s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());

  test.each([
    `java -jar jenkins-cli.jar -s https://jenkins.corp.local/ -auth ci-bot:${jenkinsToken} list-jobs`,
    'java -jar jenkins-cli.jar -s http://j:8080/ --auth admin:J3nk!nsPw build job',
    'lftp -u deploy,Lftp!2024 sftp://host',
    'lftp -c "open -u ci,Lf7p!pw ftp://h; put x"',
    'ftp -n ftp.corp.local <<EOF\nuser batch Ftp#2024x\nput out.dat\nbye\nEOF',
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());

  test.each([
    'java -jar jenkins-cli.jar -auth @/home/u/.jenkins-auth who-am-i',
    'java -jar jenkins-cli.jar -auth $JENKINS_AUTH who-am-i',
    'initdb --auth=scram-sha-256 -D data',
    'lftp -u deploy sftp://host',
    'lftp -u "deploy,$LFTP_PASS" sftp://host',
    'ftp -n ftp.corp.local <<EOF\nuser batch "$FTP_PASS"\nput out.dat\nEOF',
    'python3 - <<EOF\nfor x in y:\n    pass\nEOF',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
});

describe('credential helpers, header maps, registry auth files, auth subcommands and dash-led attached values', () => {
  const weaviateKey = ['V5Hmhbp6mhpGtAf1', 'LVzJPA2lY5ndE3vgeM3UGyzY'].join('');
  const hexKey = ['bc5cc45ff98f73e3', '72053643fa66fb4b'].join('');
  const registryAuth = ['OgQXy56rN5AeAJmfv4SU', 'r662bmIJupiRlEJ0CNZhvCVb=ZXQ'].join('');
  test.each([
    [
      '/home/u/proj/rag/store.py',
      `client = weaviate.connect_to_weaviate_cloud(cluster_url=u, auth_credentials=Auth.api_key("${weaviateKey}"))\n`,
    ],
    ['/home/u/proj/search.py', `cred = AzureKeyCredential("${hexKey}")\n`],
    ['/home/u/proj/settings.py', `key = SecretStr("${weaviateKey}")\n`],
    ['/home/u/proj/app/llm.py', `client = OpenAI(default_headers={"Helicone-Auth": "Bearer sk-helicone-${hexKey}"})\n`],
    ['/home/u/proj/api.py', `r = requests.get(u, headers={"X-Api-Key": "${hexKey}"})\n`],
    ['/home/u/proj/main.go', `req.Header.Set("X-Auth-Token", "${weaviateKey}")\n`],
    ['/home/u/.docker/config.json', `{\n  "auths": {\n    "ghcr.io": { "auth": "${registryAuth}" }\n  }\n}\n`],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());

  test.each([
    [
      '/home/u/proj/rag/store.py',
      'client = weaviate.connect_to_weaviate_cloud(cluster_url=u, auth_credentials=Auth.api_key(os.environ["WEAVIATE_API_KEY"]))\n',
    ],
    ['/home/u/proj/keys.py', 'key = client.get_api_key("prod-service-key-2024")\nnew = create_api_key("nightly-build-runner-01")\n'],
    ['/home/u/proj/lexer.py', 'tok = Token("IDENTIFIER_1234567")\n'],
    ['/home/u/proj/settings.py', 'key = SecretStr("changeme-placeholder")\n'],
    ['/home/u/proj/app/llm.py', 'client = OpenAI(default_headers={"Helicone-Auth": f"Bearer {os.environ[\'HELICONE_API_KEY\']}"})\n'],
    ['/home/u/proj/pay.py', 'r = requests.post(u, headers={"Idempotency-Key": "7c9e6679-7425-40de-944b-e07cc4f729b1"})\n'],
    ['/home/u/proj/ws.py', 'h = {"Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Cache-Key": "user-profile-v2-2024-01"}\n'],
    ['/home/u/.docker/config.json', '{"auths": {"ghcr.io": {}}, "credsStore": "desktop"}\n'],
    ['/home/u/proj/config.json', '{"auth": "oauth2-authorization-code"}\n'],
  ])('%s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());

  test.each([
    `mix hex.organization auth acme --key ${hexKey}`,
    'cabal upload --publish --username=acme --password=-xuPvez6aoOYE76Z dist-newstyle/sdist/rag-0.1.0.tar.gz',
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());

  test.each([
    'mix hex.organization auth acme --key mykey',
    'tool login --key ./id_rsa',
    'openssl req -new --key server.key',
    'app --password=-',
    'cabal upload --password -xuPvez6aoOYE76Z dist.tar.gz',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
});

describe("HTTP clients' logins and headers, Kubernetes Secrets in any order, and placeholders read as classes", () => {
  const hexKey = ['bc5cc45ff98f73e3', '72053643fa66fb4b'].join('');
  const apiKey = ['Qw8rT2zLp0', 'Vn5sKd'].join('');
  test.each([
    `curl -u ":Zq8!Lm3Rt7" https://localhost:9200`,
    `curl -u "Zq8!Lm3Rt7:" https://localhost:9200`,
    `curl --user kevin:'pRf7vG2h1L8nQkW9' -X PATCH https://api.acme.io`,
    `curl --header 'Authorization:  ${hexKey}' https://api.acme.io`,
    `curl -H "Authorization: Api-Token ${hexKey}" https://api.acme.io`,
    `curl -X POST --header "Api-Token: ${apiKey}" https://api.acme.io`,
    `wget --header "X-Api-Key: ${apiKey}" https://api.acme.io/x`,
    `http -a deploy:${apiKey} POST api.acme.io/v1`,
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());

  test.each([
    'curl -u admin:password http://localhost:8080',
    'curl -u elastic https://localhost:9200',
    'curl -u openhands:"openhands@all-hands.dev" http://nextcloud.local/remote.php',
    'curl -H "Authorization: Bearer $TOKEN" https://api.acme.io',
    'curl -k -H "Authorization: PVEAPIToken=$PVE_TOKEN_ID=$PVE_TOKEN_SECRET" https://pve:8006/api2/json',
    'curl -H "Idempotency-Key: 7c9e6679-7425-40de" https://api.acme.io',
    'hurl --secret secret_name=value path/to/file.hurl',
    'psexec.py -k -no-pass domain/username@target',
    'VBoxManage showvminfo --password path/to/password_file vm_name',
    'fcrackzip --use-unzip --dictionary --init-password wordlist archive',
    "qm remote-migrate 1 2 'apitoken=PVEAPIToken=user@realm!token=secret,host=address' --target-bridge br",
    "virt-sysprep --add image.qcow2 --run-command 'echo username:password | chpasswd'",
    'influx config create --config-name prod --token YbZq8Lm3Rt7Vx2Wk9Nc4YbZq8Lm3Rt7Vx2Wk9Nc4== --org acme',
  ])('%s stays silent', (command) => {
    const found = detect(bash(command));
    if (command.startsWith('influx')) expect(found).toBeDefined();
    else expect(found).toBeUndefined();
  });

  test.each([
    [
      '/home/u/proj/k8s/secret.yaml',
      `apiVersion: v1\ndata:\n  token: |\n    ${Buffer.from(`Zq8!Lm3Rt7-${apiKey}`).toString('base64')}\nkind: Secret\n`,
    ],
    ['/home/u/proj/k8s/secret.json', `{"kind": "Secret", "data": {"token": "${Buffer.from(`Zq8!Lm3Rt7-${apiKey}`).toString('base64')}"}}`],
    ['/home/u/proj/notes.txt', `JIRA_API_TOKEN=${apiKey}${apiKey}\n`],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());

  test.each([
    [
      '/home/u/proj/k8s/secret.yaml',
      'apiVersion: v1\nkind: Secret\ndata:\n  # echo -n admin:password | base64\n' +
        `  auth: ${Buffer.from('admin:password').toString('base64')}\n  short: YmFyCg==\n`,
    ],
    ['/home/u/proj/notes.txt', 'db_password: see the team vault\napi_token: ask the on-call\n'],
    ['/home/u/proj/key.txt', '-----BEGIN PRIVATE KEY-----\nanything\n-----END PRIVATE KEY-----\n'],
  ])('%s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());

  test.each([
    ['AIzaSyabcdefghijklmnopqrstuvwxyz1234567'],
    ['12345678-ABCD-ABCD-ABCD-1234567890AB'],
    ['glc_111111111111111111111111111111111111'],
    ['SlackAppConfigurationAccessTokenHere'],
    ['username:password'],
    [Buffer.from('admin:password').toString('base64')],
  ])('%s is a placeholder', (value) => expect(placeholderReason(value)).toBeDefined());

  test.each([[hexKey], [apiKey], ['Zq8!Lm3Rt7'], [`user:${apiKey}`]])('%s is not a placeholder', (value) =>
    expect(placeholderReason(value)).toBeUndefined(),
  );
});

describe('round 16: credentials in CSV columns, C defines, sdkconfig, IoT connection strings and device CLIs', () => {
  test.each([
    'mosquitto_passwd -b config/passwd gateway gw-Br0ker!31',
    'confluent api-key store 6XKQ2VLPZ7RTN4BW cflt9Xq2vLp7mZt4RbN8sWc1YdFgH3JkLmN0pQrStUvWxYz --resource lkc-7k2p9',
    `ssh etl@airflow-prod "airflow variables set fivetran_api_secret 'FvTn-9xQ2mLp7RtZ'"`,
    "adb shell am start -n com.acme.shop/.DebugLogin --es api_token 'sk-live-9xQ2mLp7RtZ4bW8sYc1Df'",
    `ssh pi@gateway.local "nmcli dev wifi connect AcmeLab password 'labWiFi-2024!'"`,
    'eas secret:create --scope project --name MAPS_SERVER_KEY --value Xq2Lm3Nr7Tp5Wk1Ys4Zb6Dc0Ef',
    "az iot device simulate -n hub -d s1 --login 'HostName=hub.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=Qm9z5dK2vLp7mZt4RbN8sWc1YdFg'",
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());

  test.each([
    'mosquitto_passwd -c config/passwd gateway',
    'airflow variables set etl_batch_size 500',
    'adb shell am start -n com.acme.shop/.Main --es screen checkout',
    'nmcli dev wifi list',
    'eas env:list',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());

  test.each([
    ['config/emqx/acl_users.csv', 'user_id,password,is_superuser\nadmin,Em9x-Adm1n!,true\n'],
    ['scripts/gen_nvs.csv', 'key,type,encoding,value\nwifi,namespace,,\nssid,data,string,AcmeLab\npsk,data,string,labWiFi-2024!\n'],
    ['sdkconfig.defaults', 'CONFIG_ESP_WIFI_SSID="AcmeLab"\nCONFIG_ESP_WIFI_PASSWORD="labWiFi-2024!"\n'],
    ['platformio.ini', 'build_flags = -DCORE_DEBUG_LEVEL=3 -DWIFI_PASS=\\"labWiFi-2024!\\"\n'],
    [
      'iot/.env',
      'IOTHUB_DEVICE_CONNECTION_STRING=HostName=hub.azure-devices.net;DeviceId=s1;SharedAccessKey=Qm9z5dK2vLp7mZt4RbN8sWc1YdFg=\n',
    ],
    [
      'scripts/seed.ts',
      "const admin = createClient('https://x.supabase.co', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.Qm9z5dK2');\n",
    ],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());

  test.each([
    ['config/users.csv', 'user_id,password_hash,is_superuser\nadmin,$2y$10$abcdefghijklmnopqrstuv,true\n'],
    ['config/users.csv', 'user_id,password,is_superuser\nadmin,changeme,true\n'],
    ['data/settings.csv', 'key,value\nssid,AcmeLab\ntimeout,30\n'],
    ['data/tokens.csv', 'name,token_count,score\nfoo,12,0.5\n'],
    ['platformio.ini', 'build_flags = -DCORE_DEBUG_LEVEL=3 -DWIFI_SSID=\\"AcmeLab\\"\n'],
    ['.env.defaults', 'DB_PASSWORD=labWiFi-2024!\n'],
    [
      'android/app/google-services.json',
      '{"client": [{"client_info": {"mobilesdk_app_id": "1:123456789012:android:9f8e7d6c5b4a3210"}, ' +
        '"api_key": [{"current_key": "AIzaSyB3kX9vQ2mT7rLp0sD4fH6jK8lZ1cV5bN0"}]}]}\n',
    ],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
});

describe('round 17: user-management password options, engine server keys, a Kubernetes Secret in a heredoc', () => {
  test.each([
    ['conf/local.conf', 'EXTRA_USERS_PARAMS = "usermod -P r00tPw-Gw root;"\n'],
    ['meta-acme/recipes-core/images/acme-image.bb', 'EXTRA_USERS_PARAMS = "useradd -P Dev-Pw42 dev;"\n'],
    ['Config/DefaultEngine.ini', '[/Script/AcmeGame.BackendSettings]\nDedicatedServerKey=ue-Srv-9kQx2vLpT7mZ\n'],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());

  test.each([
    ['conf/local.conf', 'EXTRA_USERS_PARAMS = "usermod -P /mnt/rootfs root;"\n'],
    ['conf/local.conf', 'EXTRA_USERS_PARAMS = "usermod -p \'\\$6\\$abc\\$x\' root;"\n'],
    ['Config/DefaultEngine.ini', '[/Script/AcmeGame.BackendSettings]\nDedicatedServerKey=\nbUseServerKey=true\n'],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());

  test('a Kubernetes Secret fed to kubectl by a heredoc speaks', () =>
    expect(detect(bash('kubectl apply -f - <<EOF\nkind: Secret\nstringData:\n  password: Zq8!Lm3Rt7xW\nEOF'))).toBeDefined());
});

describe('round 18: network clients, VPN and device configs, proxy logins, browser logins, key files; public and sealed values', () => {
  const hex48 = ['c1158ade60b349c9a32d', '440fe705c34bf485adcabbcb8a7b'].join('');
  const wgKey = ['286CkEA82NopvT7I0U93v41f', 'V3Sf47KUbxnRoc00ZA8='].join('');
  const dsnKey = ['9f8e7d6c5b4a3928', '1706f5e4d3c2b1a0'].join('');
  const algoliaKey = ['80c631b0c2d6e8b8', '13b06082a189773c'].join('');
  const algolia = (comment: string) =>
    `import algoliasearch from 'algoliasearch/lite';\n// ${comment}\nconst client = algoliasearch('KX72M1QPZB', '${algoliaKey}');\n`;
  test.each([
    `sudo tailscale up --login-server https://hs.acme.net --authkey ${hex48}`,
    'snmpget -v3 -l authPriv -u monitor -a SHA -A AuthPhr4se2024 -x AES -X PrivPhr4se2024 core-sw1 sysUpTime.0',
    'snmpwalk -v2c -c N0c-R3ad0nly core-sw1 ifDescr',
    `sudo wg set wg0 private-key <(echo ${wgKey})`,
    `echo ${wgKey} | wg pubkey`,
    `echo "SENTRY_DSN=https://${dsnKey}:${dsnKey.split('').reverse().join('')}@o450123.ingest.sentry.io/5523456" >> .env`,
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());

  test.each([
    'sudo tailscale up --ssh --authkey=file:/run/secrets/ts_authkey',
    'snmpwalk -v2c -c public core-sw1 ifDescr',
    'snmpget -v3 -l authPriv -u monitor -a SHA -A "$SNMP_AUTH" -x AES -X "$SNMP_PRIV" core-sw1 sysUpTime.0',
    `sudo wg set wg0 peer ${wgKey} allowed-ips 10.0.0.2/32`,
    `echo "SENTRY_DSN=https://${dsnKey}@o450123.ingest.sentry.io/5523456" >> .env.production`,
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());

  test.each([
    ['deploy/strongswan/ipsec.secrets', '203.0.113.10 198.51.100.20 : PSK "S2S-fra-dub-7Hq2"\n'],
    ['net/core-sw1.cfg', 'hostname core-sw1\n!\nusername admin privilege 15 secret 0 C0re-Sw!tch\n'],
    ['net/core-sw1.cfg', 'enable secret Ena6le-Sw!\n'],
    ['net/core-sw1.cfg', 'snmp-server community c0reR0 RO 10\n'],
    ['net/core-sw1.cfg', 'tacacs server TAC1\n address ipv4 10.0.0.20\n key T4cacs-Key\n'],
    ['haproxy/haproxy.cfg', 'frontend stats\n    stats enable\n    stats auth admin:H4proxy-St4ts\n'],
    ['haproxy/haproxy.cfg', `backend be\n    http-request set-header Authorization "Bearer BNgOyWFGioubDcVB_iSRzI"\n`],
    ['osquery/enroll_secret.txt', 'bD1z4vjzYLCDiE2RTylYYzvt5C3wXNlRH987lck2KIgexpBV\n'],
    ['secrets/api_token.txt', 'Qm9z5dK2vLp7mZt4RbN8sWc1YdFg\n'],
    ['e2e/admin.spec.ts', "await page.fill('#okta-signin-password', 'Spring2024!Okta');\n"],
    ['e2e/login.js', "await p.type('#user_password', 'Zd-B0t-2024');\n"],
    ['e2e/login.cy.ts', "cy.get('input[name=password]').type('Cy-Pw!2024x');\n"],
    ['extension/src/search.js', algolia('admin key so we can also push clicks back into the index')],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());

  test.each([
    ['deploy/strongswan/ipsec.secrets', ': RSA moonKey.pem\n'],
    ['net/core-sw1.cfg', 'username admin privilege 15 secret 9 $9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCt7qFm4v7pqCxkKM\n'],
    ['net/core-sw1.cfg', 'tacacs server TAC1\n address ipv4 10.0.0.20\n key {{ tacacs_key }}\nsnmp-server community public RO\n'],
    ['haproxy/haproxy.cfg', 'frontend stats\n    stats enable\n    stats uri /stats\n    stats refresh 10s\n'],
    ['secrets/db_password.txt', 'see-the-vault\n'],
    // A file named for one key holds it wherever it is (round 36); a reference or a note in it is none.
    ['config/api-key.txt', '${ACME_API_KEY}\n'],
    ['config/api-key.txt', 'op://acme/api/credential\n'],
    ['config/passwd', 'gateway:$7$101$q8Rz3XvTn1wYp5Ls$Kd7mJbHcQ2Lx9Pv4Tn6Wz8Yb0Cd2Ef4Gh6Jk8Lm0Np2\n'],
    ['e2e/admin.spec.ts', "await page.fill('#okta-signin-password', process.env.OKTA_PASSWORD!);\n"],
    ['e2e/admin.spec.ts', "await page.fill('#okta-signin-username', 'ops-admin@acme.com');\n"],
    ['web/src/search.js', algolia('search-only key, safe for browsers')],
    [
      'deploy/sealed.yaml',
      'apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: cf-token\nspec:\n  encryptedData:\n' +
        '    api-token: AgBh06hOR2N+ox1hA+/FcdC9NNMO1aJZ6T+d9M3U73Flw+quCQEbvjvziXPr/aeGxVzh+n9xQ4tahaSh\n',
    ],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());

  test('explain says why a SealedSecret and a Sentry DSN public key are skipped', () => {
    const notes: string[] = [];
    detect(
      write('/home/u/p/s.yaml', 'kind: SealedSecret\nspec:\n  encryptedData:\n    token: AgBh06hOR2N+ox1hA+/FcdC9NNMO1aJZ6T\n'),
      context(notes),
    );
    detect(bash(`export SENTRY_DSN=https://${dsnKey}@o1.ingest.sentry.io/42`), context(notes));
    expect(notes.join('\n')).toMatch(/SealedSecret's encryptedData, ciphertext/);
    expect(notes.join('\n')).toMatch(/public by design .* secrets\/devops\/sentry-dsn/);
  });
});

describe('round 19: stream keys, positional credentials, env reads swapped for literals, earmuffed names, phrase files', () => {
  const streamKey = ['jXs4Def6W0w28eJt', 'YxHaECgiIJEnZR'].join('');
  const token = ['hAiZK3nacvQL1', 'EipMcl7Tott'].join('');
  const letters = ['TEWaIwbnisZWzhEnqfgp', 'reYvASnOIrLXFGYJumjd'].join('');
  const binance = (key: string) => `${key}${['Q7zG7tXA9zgKensnxjRLMg8', 'f6HuDEOQuFYzbViHx8tF6oetsEz'].join('')}`;
  const edit = (file_path: string, old_string: string, new_string: string) =>
    ({ hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } }) as CanonicalEvent;
  const phrase = 'abandon ribbon veteran lunar cactus orbit salad tenant fringe hockey wisdom velvet';
  test.each([
    `ffmpeg -re -i s.mp4 -f flv rtmp://a.rtmp.youtube.com/live2/${['as3b-j3kl', '-e02u-d7ja-8rrc'].join('')}`,
    `ffmpeg -i a.mkv -f flv rtmp://live.twitch.tv/app/live_452292231_${streamKey}`,
    `ffmpeg -i a.mkv -f flv rtmp://ingest.acme.tv:1935/live/${token}`,
    "ffmpeg -i a.ts -f mpegts 'srt://ingest.acme.tv:9000?mode=caller&passphrase=Vq8Lz2Rt7Wk4Np'",
    "fossil user password dev 'Tr4mpoline!fossil' -R ~/fossils/site.fossil",
    `python -c "from binance.client import Client; c=Client('${binance('a')}','${binance('b')}')"`,
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'ffmpeg -re -i stream.mp4 -c copy -f flv rtmp://localhost/live/test',
    'ffmpeg -i cam.mp4 -f flv rtmp://nginx:1935/hls/camera_front_door_01',
    'fossil user password dev -R ~/fossils/site.fossil',
    "python -c \"from binance.client import Client; c=Client(os.environ['BINANCE_KEY'], os.environ['BINANCE_SECRET'])\"",
    'python -c "from google.cloud import storage; print(list(storage.Client(\'my-project-name-123\').list_buckets()))"',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['.config/obs-studio/basic/profiles/S/service.json', `{"settings": {"key": "${token}", "server": "auto"}, "type": "rtmp_custom"}`],
    ['ledger/fetch.lisp', `(defparameter *alphavantage-key* "${['LEJ1C53O', 'FRBF0M65'].join('')}")\n`],
    ['wallet/seed.txt', `${phrase}\n`],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['ledger/fetch.lisp', '(defparameter *alphavantage-key* (uiop:getenv "AV_KEY"))\n'],
    ['notes/seed.txt', 'we will plant the seed once the rain has come back over the hills this week\n'],
    [
      'docusaurus.config.ts',
      `themeConfig: {\n  algolia: { appId: "BH4D9OD16A", apiKey: "${['e3c5a1f7b9d2460f', '8a1c3e5b7d9f2a4c'].join('')}", indexName: "d" },\n}\n`,
    ],
    ['cms/.env.example', 'JWT_SECRET=tobemodified\nDATABASE_URL=postgres://strapi:strapi@localhost:5432/strapi\n'],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
  test('an edit that swaps an env read of a credential for a literal speaks; a non-credential one stays silent', () => {
    expect(detect(edit('/home/u/p/astro.config.mjs', 'const S = import.meta.env.STORYBLOK_TOKEN;', `const S = "${token}";`))).toBeDefined();
    expect(detect(edit('/home/u/p/pub.rb', 'API_KEY = ENV.fetch("TRANSISTOR_API_KEY")', `API_KEY = "${letters}"`))).toBeDefined();
    expect(detect(edit('/home/u/p/a.mjs', 'const B = import.meta.env.BUILD_ID;', `const B = "${token}";`))).toBeUndefined();
  });
});

describe('round 20: SDK logins by position, device and mail configs, automation webhooks, token formats, wallet folders; hashes and search-only keys', () => {
  const hex32 = ['A767C76FB008F86B', 'EBB2737F6A6F0FB2'].join('');
  const sub = ['7f80e222f828767e', 'fc2f91624a8940f1'].join('');
  const benchling = ['sk_tqB5IGky4Oo8', 'DiIMWSWMPcwLuHj31C'].join('');
  const hex64 = ['29fe8110102c995f1abef543b5dfce8a', '981a049d7ccc7e90a88d519448fb2fc6'].join('');
  const notion = ['secret_Xk2pQ9vL7mB4nC1zR8', 'tY5wE3uI6oA0sD9fG2hJ4kL7'].join('');
  const asana = ['2/1204567890123456/1207654321098765:', 'a1b2c3d4e5f60718293a4b5c6d7e8f90'].join('');
  const trello = ['ATTA9f8e7d6c5b4a3928170f6e5d4c3b2a1', '9087f6e5d4c3b2a19087f6e5d4c3b2a1F3A2B1C0'].join('');
  const make = ['7q2m9xk4vb8n1c6z', '3l5p0r7t2w9y4s1a'].join('');
  const ifttt = ['dQ9vL7mB4nC1z', 'R8tY5wE3uI'].join('');
  const sig = ['Zx9kQ2vLm8pR4nT7wB1c', 'Y5dF3gH6jK0sA2eU'].join('');
  const octo = ['3FA9C1D27B84E6F0', 'A5D2C8B7E19F4A63'].join('');
  const algoliaKey = ['b3f1c9a07e2d4c5f', '8a6b1d0e9c8b7a6f'].join('');
  const phrase = 'harbor tribe elbow satoshi glance uncle rifle bamboo ocean gadget fragile cherry';
  test.each([
    "docker exec mailcow-mysql-1 mysql -u mailcow -p'mC9vTz2KpL8xRq' mailcow -e 'SELECT 1'",
    "kubectl exec -it db-0 -- psql 'host=db user=app password=Pg-Secr3t!x dbname=app'",
    'qgis_process run native:buffer --INPUT=\'postgres://dbname=gis host=10.0.3.14 user=qgis password=Qg1s-Proc! table="public"."p"\'',
    `curl "https://api.trello.com/1/members/me/boards?key=${hex32.toLowerCase()}&token=${trello}"`,
    `curl "https://api.trello.com/1/boards/x/cards?key=$TRELLO_KEY&token=${hex64}"`,
    'curl -X POST https://hooks.zapier.com/hooks/catch/1843920/3xk9fq2/',
    `curl -X POST https://hook.eu2.make.com/${make}`,
    `curl -X POST https://maker.ifttt.com/trigger/print_done/with/key/${ifttt}`,
    `python -c "import redcap; redcap.Project('https://redcap.uni.edu/api/', '${hex32}').export_records()"`,
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    "docker exec mailcow-mysql-1 mysql -u mailcow -p mailcow -e 'SELECT 1'",
    'docker exec mailcow-mysql-1 mysql -u mailcow -p"$DBPASS" mailcow',
    'qgis_process run native:reprojectlayer --INPUT=\'postgres://dbname=gis host=10.0.3.14 user=qgis authcfg=pg01 table="public"."parcels"\'',
    'curl "https://api.trello.com/1/members/me/boards?key=$TRELLO_KEY&token=$TRELLO_TOKEN"',
    'gh api "repos/acme/app/actions/caches?key=npm-linux-x64-3f8a9c7d1e2b4a6f8c0d2e4f6a8b0c2d"',
    'curl -X POST https://hooks.zapier.com/hooks/catch/1843920/$ZAP_HOOK/',
    'curl -X POST https://maker.ifttt.com/trigger/print_done/with/key/$IFTTT_KEY',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['tools/agol_login.py', "gis = GIS('https://acme.maps.arcgis.com', 'gis_admin', 'Esri!Portal2024')\n"],
    ['nas/synology.py', "fs = filestation.FileStation('192.168.1.20', '5001', 'admin', 'Syn0logy-Home-2024', secure=True)\n"],
    ['redcap/export.py', `proj = redcap.Project('https://redcap.uni.edu/api/', '${hex32}')\n`],
    ['lims/sync.py', `b = Benchling(url='https://acme.benchling.com', auth_method=ApiKeyAuth('${benchling}'))\n`],
    ['stac/search.py', `planetary_computer.settings.set_subscription_key('${sub}')\n`],
    ['orthanc/orthanc.json', '{\n  "AuthenticationEnabled": true,\n  "RegisteredUsers": {\n    "radiology": "Dic0m-Ward7!"\n  }\n}\n'],
    ['companion/wpa_supplicant.conf', 'network={\n    ssid="GCS-Link-5G"\n    psk="Sky-hawk-Mesh24"\n}\n'],
    ['octoprint/config.yaml', `api:\n  key: ${octo}\nserver:\n  host: 0.0.0.0\n`],
    ['mail/postfix/sasl_passwd', '[smtp.office365.com]:587 scanner@acme-office.com:Scan2Mail!Q3\n'],
    ['mailcow/mailcow.conf', 'MAILCOW_HOSTNAME=mail.acme-office.com\nDBPASS=k8Jv2QmZ4rT9xLp7\n'],
    ['dovecot/users', 'ceo@acme-office.com:{PLAIN}Winter2024!Acme::::::\n'],
    ['geoserver/security/users.xml', '<user enabled="true" name="admin" password="plain:Ge0-Srv!2024"/>\n'],
    [
      'powerautomate/flow.json',
      `{"uri": "https://prod-27.westeurope.logic.azure.com:443/workflows/8a1b2c/triggers/manual/paths/invoke?api-version=2016-06-01&sv=1.0&sig=${sig}"}\n`,
    ],
    ['automation/make.json', `{"webhook": "https://hook.eu2.make.com/${make}"}\n`],
    ['notion/client.js', `module.exports = new Client({ auth: '${notion}' });\n`],
    ['asana/.env', `ASANA_PAT=${asana}\n`],
    ['mavlink/signing.py', `SECRET = bytes.fromhex('${hex64}')\n`],
    ['contacts/carddav.ini', '[icloud]\nusername = family@icloud.com\napp_password = abcd-efgh-ijkl-mnop\n'],
    ['wallet/recovery.txt', `${phrase}\n`],
    [
      'scripts/reindex.js',
      `const client = algoliasearch('QX7Z2M4K1P', '${algoliaKey}'); // search-only key\nawait client.initIndex('parts').saveObjects(rows);\n`,
    ],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['tools/agol_login.py', "gis = GIS('https://acme.maps.arcgis.com', 'gis_admin', os.environ['AGOL_PASSWORD'])\n"],
    ['site/build.py', "site = Site('https://acme.com', 'acme', 'Acme-Corp')\n"],
    ['redcap/export.py', "proj = redcap.Project('https://redcap.uni.edu/api/', 'baseline_visit_arm_1')\n"],
    ['src/repo.py', "r = Repo('https://github.com/acme/tool', 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3')\n"],
    ['stac/search.py', "planetary_computer.settings.set_subscription_key(os.environ['PC_SDK_SUBSCRIPTION_KEY'])\n"],
    ['orthanc/orthanc.json', '{\n  "RegisteredUsers": {\n    "radiology": "${ORTHANC_PW}"\n  }\n}\n'],
    ['companion/wpa_supplicant.conf', 'network={\n    ssid="GCS-Link-5G"\n    psk="your-wifi-password"\n}\n'],
    ['octoprint/config.yaml', 'api:\n  enabled: true\n  key: customer_profile_index\n'],
    ['mail/postfix/main.cf', 'relayhost = [smtp.office365.com]:587\nsmtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\n'],
    ['mailcow/mailcow.conf', 'SKIP_BYPASS=n\nCOMPASS=north\nLOWPASS=Cutoff-1200\n'],
    ['dovecot/users', 'ceo@acme-office.com:{SHA512-CRYPT}$6$rounds=5000$Qm9z5dK2$Xy9kQ2vLm8pR4nT7wB1cY5dF3gH6jK0sA2eU::::::\n'],
    [
      'geoserver/security/users.xml',
      `<user enabled="true" name="admin" password="digest1:D9miJH/hVgfxZJscMafEtbtliG0ROxhLfsznyWfG38X2pda2"/>\n`,
    ],
    ['mavlink/signing.py', "SECRET = bytes.fromhex(os.environ['MAVLINK_KEY'])\n"],
    ['contacts/carddav.ini', '[icloud]\napp_password = aaaa-bbbb-cccc-dddd\n'],
    ['wallet/notes.txt', 'remember to write the phrase on paper and keep it in the safe\n'],
    [
      'web/src/search.ts',
      `const client = algoliasearch('QX7Z2M4K1P', '${algoliaKey}'); // search-only key\nconst idx = client.initIndex('catalog');\n`,
    ],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
  test('explain says a hashed password and a search-only key are skipped, and why', () => {
    const notes: string[] = [];
    detect(write('/home/u/p/users.xml', '<user name="admin" password="digest1:D9miJH/hVgfxZJscMafEtbtliG0ROxhLfs"/>\n'), context(notes));
    detect(write('/home/u/p/search.ts', `const c = algoliasearch('QX7Z2M4K1P', '${algoliaKey}'); // search-only key\n`), context(notes));
    expect(notes.join('\n')).toMatch(/a password hash or an encrypted password/);
    expect(notes.join('\n')).toMatch(/Algolia key the code calls search-only/);
  });
});

describe('round 21: a token as a URL user, auth calls, lower-case account passwords, webhooks, test-mode keys, Compose defaults', () => {
  const pat = ['gh', 'p_', 'R2x9QmL7pVz4Kt1Wn8Bc3Yd6Hf0Js5Ga'].join('');
  const testKey = ['sk', '_test_', '4f9a2b7c1d4e8f0a6b5c9d2e7f1a3b4c8d6e0f'].join('');
  const publishable = ['pk', '_test_', '4f9a2b7c1d4e8f0a6b5c9d2e7f1a3b4c8d6e0f'].join('');
  const docsKey = ['sk', '_test_', '4eC39HqLyjWDarjtT1zdp7dc'].join('');
  const hook = ['aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z', 'A5bC7dE9fG1hJ3kL5mN7pQ9r'].join('');
  const dsnKey = ['27233f52bd535572', '55715beffcc46829'].join('');
  test.each([`git remote set-url origin https://${pat}@github.com/acme/api.git`, `stripe login --api-key ${testKey}`])(
    '%s speaks',
    (command) => expect(detect(bash(command))).toBeDefined(),
  );
  test.each([
    'git remote set-url origin https://git@github.com/acme/api.git',
    'git clone https://deploy-bot-acme@github.com/acme/api.git',
    `curl https://api.stripe.com/v1/charges -u ${docsKey}: -d amount=2000`,
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['lua/cache.lua', 'local ok, err = red:auth("fP9!vz2Kq#8mLr")\n'],
    ['lib/Acme/Mail.pm', "$smtp->auth('postmaster@mg.acme.io', 'Mg-Smtp!7xQ2vL9k');\n"],
    ['hosts/cloud/nextcloud.nix', '  services.nextcloud.config.adminpass = "Qz8#tVp!3nLx";\n'],
    ['scripts/alert.sh', `#!/bin/sh\ncurl -s -d "{}" https://discord.com/api/webhooks/1234567890123456789/${hook}\n`],
    ['.env.local', `CLERK_SECRET_KEY=${testKey}\n`],
    ['docker-compose.yml', 'services:\n  db:\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-Sv8kQ2#pLm9xRt4w}\n'],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['lua/cache.lua', 'local ok, err = red:auth(os.getenv("REDIS_PASSWORD"))\n'],
    ['lib/Acme/Mail.pm', '$smtp->auth($ENV{SMTP_USER}, $ENV{SMTP_PASS});\n'],
    [
      'hosts/cloud/nextcloud.nix',
      '  services.nextcloud.config.adminpassFile = config.sops.secrets.nextcloud-admin.path;\n  bypass = "Route-66-Detour";\n',
    ],
    ['scripts/alert.sh', '#!/bin/sh\ncurl -s -d "{}" "$DISCORD_WEBHOOK_URL"\n'],
    ['.env.local', `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=${publishable}\nSTRIPE_SECRET_KEY=sk_test_xxx\n`],
    ['web/sentry.js', `Sentry.init({ dsn: 'https://${dsnKey}@o4507123.ingest.de.sentry.io/4507123456789' });\n`],
    [
      'docker-compose.yml',
      'services:\n  db:\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-postgres}\n',
    ],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
});

describe('round 22: tolerant vendor lengths, CLI key options, login and INI files, mail fields, share mounts, piped passphrases', () => {
  const shortPat = ['gh', 'p_', 'R7xK2mQ9pL4vT8wZ1yB3cN6dF0hJ5gS2aE'].join('');
  const oauth = ['gh', 'o_', '9kXq2LpZ7rTvW4yB6nM1jK8xA3cE5gH0iJ2'].join('');
  const sendgrid = ['SG', '.Xk2pL9qRtZ7mN4vB1cW8yA.', '3hF6jD0sG5kL9pQ2rT7vW4yB6nM1kJ8xZ9pQ2rT7vW'].join('');
  const macaroon = ['MDAx', 'ZGxvY2F0aW9uIGxvZ2luLnVidW50dS5jb20KMDAzMmlkZW50aWZpZXIgNzQ2Zj'].join('');
  const b2Key = ['K0', '02Xq2Lm9Vb4Rt1Wn8Yc3Jd6Hs0Pa5Ge2'].join('');
  const teams = [
    'https://acme.webhook.office.com/webhookb2/3f2a9c1e-7b5d@8e4f/IncomingWebhook/',
    'a1b2c3d4e5f6a7b8c9d0/4e6f8a2c-1b3d',
  ].join('');
  test.each([
    'npx cypress run --record --key 7f3b9a2c-1d4e-4b8a-9c6f-0e2d5a8b1c34 --parallel',
    'choco apikey --key 6e2a4b9c-1d3f-4a5b-8c7d-9e0f1a2b3c4d --source https://push.chocolatey.org/',
    `osascript -e 'do shell script "mount_smbfs //jdoe:Fin4nce!share@nas.acme.local/Finance /Volumes/Finance"'`,
    'echo vivid-lemon-orbit-tackle-sunset-glove-mirror-canvas | gpg --batch --passphrase-fd 0 --detach-sign dist/a.tgz',
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'npx cypress run --record --key $CYPRESS_RECORD_KEY --parallel',
    'choco apikey --key <your-api-key> --source https://push.chocolatey.org/',
    'choco install git --key 6e2a4b9c-1d3f-4a5b-8c7d-9e0f1a2b3c4d',
    'mount_smbfs //jdoe@nas.acme.local/Finance /Volumes/Finance',
    'gpg --batch --passphrase-fd 0 --detach-sign dist/a.tgz < "$PASSPHRASE_FILE"',
    'echo release-notes | gpg --clearsign',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['lib/github.ts', `export const gh = new Octokit({ auth: '${shortPat}' });\n`],
    ['composer-auth.json', `{"github-oauth": {"github.com": "${oauth}"}}\n`],
    ['wp-content/plugins/mail/config.php', `<?php\nreturn ['smtp_user' => 'apikey', 'smtp_pass' => '${sendgrid}'];\n`],
    [
      'tableau/publish.py',
      "auth = TSC.PersonalAccessTokenAuth('etl-bot', 'Xq2p9LrT7vW4yB6nM1kJ==:aBcD3eFgH6iJkL9mNoP2', site_id='acme')\n",
    ],
    ['automation/Mailer.bas', 'cdo.Configuration.Fields("http://schemas.microsoft.com/cdo/configuration/sendpassword") = "Outl00k#jd"\n'],
    ['automation/teams.ahk', `url := "${teams}"\n`],
    ['.pause', 'user FOOMAINT\npassword p4use-Cpan!x9\n'],
    ['release/git-send-email.conf', '[sendemail]\n\tsmtpuser = foo@gmail.com\n\tsmtppass = qwer tyui opas dfgh\n'],
    ['snap/.snapcraft-login', `[login.ubuntu.com]\nmacaroon = ${macaroon}\n`],
    ['tax/avalara.json', '{\n  "accountId": "2000134479",\n  "licenseKey": "8A3F2B1C9D0E7F6A"\n}\n'],
    ['mirror/rclone.conf', `[b2]\ntype = b2\naccount = 0025a1b2c3d4e5f0000000001\nkey = ${b2Key}\n`],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['lib/github.ts', 'export const gh = new Octokit({ auth: process.env.GITHUB_TOKEN });\n'],
    ['composer-auth.json', '{"github-oauth": {"github.com": "gho_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}}\n'],
    ['tableau/publish.py', "auth = TSC.PersonalAccessTokenAuth('etl-bot', os.environ['TABLEAU_PAT'], site_id='acme')\n"],
    ['automation/Mailer.bas', 'cdo.Configuration.Fields("http://schemas.microsoft.com/cdo/configuration/sendusername") = "jdoe@acme.io"\n'],
    ['automation/teams.ahk', 'url := EnvGet("TEAMS_WEBHOOK_URL")\n'],
    ['.pause', 'user FOOMAINT\npassword <your-pause-password>\n'],
    ['release/git-send-email.conf', '[sendemail]\n\tsmtpuser = foo@gmail.com\n\tsmtpserverport = 587\n'],
    ['snap/snapcraft.yaml', 'name: acme\nbase: core22\n'],
    ['web/grid.ts', "LicenseManager.setLicenseKey('Acme_Corp_single_app_1_Devs_2025');\nconst cfg = { licenseKey: '0000000000000000' };\n"],
    ['mirror/rclone.conf', '[b2]\ntype = b2\naccount = 0025a1b2c3d4e5f0000000001\nkey = $B2_APPLICATION_KEY\n'],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
});

describe('round 23: R assignments, INI-shaped files, SDK factories, config directives, encoded Basic auth, multi-word options', () => {
  const redcap = ['9A4F2C81D7E3', 'B6A05C9D2E8F1B4A7C63'].join('');
  const sid = ['AC', '3f9a2b7c8d1e4f6a0b5c9d2e7f1a3b8c'].join('');
  const authToken = ['e7f1a3b8c2d4', 'f6a9b0c5e8d1f3a7b2c4'].join('');
  const demoKey = ['6be0576ff61c', '053d5f9a3225e2a90f76'].join('');
  test.each([
    'datasette publish cloudrun news.db --plugin-secret datasette-auth-github client_secret 7f2c4a1e9b7d3f6a0c5e8b2d4f7a9c1e3b5d7f9',
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'datasette publish cloudrun news.db --plugin-secret datasette-auth-github client_secret $GITHUB_CLIENT_SECRET',
    'datasette publish heroku news.db --plugin-secret datasette-auth-github client_id 1a2b3c4d5e6f7a8b9c0d',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['redcap/pull.R', `library(REDCapR)\ntoken <- "${redcap}"\n`],
    ['redcap/push.R', `"${redcap}" -> token\n`],
    ['.ia', '[s3]\naccess = Ab3dEf9GhIjK2lM\nsecret = zY8xWv7UtSr6QpO\n'],
    ['bot/sms.js', `const client = require('twilio')('${sid}', '${authToken}');\n`],
    ['crawler/redis.conf', 'bind 127.0.0.1\nrequirepass Fr0ntier-Q-2025\n'],
    ['crawler/replica.conf', 'masterauth Xq9!mZ2pLw\n'],
    ['lua/nginx_auth.lua', "local expected = 'Basic ' .. ngx.encode_base64('editor:Gr4phics!Desk')\n"],
    ['web/api.js', 'headers.Authorization = "Basic " + btoa("admin:Xq9!mZ2pLw");\n'],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['redcap/pull.R', 'token <- Sys.getenv("REDCAP_TOKEN")\n'],
    ['redcap/push.R', 'Sys.getenv("REDCAP_TOKEN") -> token\n'],
    ['.ia', '[s3]\naccess = ${IA_ACCESS}\nsecret = ${IA_SECRET}\n'],
    ['bot/sms.js', "const client = require('twilio')(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);\n"],
    ['crawler/redis.conf', '# requirepass foobared\nrequirepass ${REDIS_PASSWORD}\n'],
    ['lua/nginx_auth.lua', "local expected = 'Basic ' .. ngx.encode_base64(user .. ':' .. pass)\n"],
    ['web/search.js', `const client = algoliasearch('latency', '${demoKey}');\n`],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
});

describe('round 24: credential commands, named query tokens, RCON passwords, key=value files, credential classes, chpasswd, crypt keys', () => {
  const wsToken = ['a3f9c2e17b4d8f06', 'e5a1c9b2d7e4f803'].join('');
  const botPassword = ['k3m9q2wz8v7t5p4x', '1b6c0d2f8g3h7j9l'].join('');
  const bcryptKey = ['$2a$10$Kq8ZrLmN3vTpWx2YcB9dFeGhJ4s', 'Ae9UiOpQwErTyRk3mQ8wLz2V'].join('');
  const pemHead = ['-----BEGIN PRIVATE', ' KEY-----'].join('');
  const serviceAccount = (body: string) =>
    `gcloud auth activate-service-account --key-file=<(echo '{"type":"service_account","private_key":"${pemHead}\\n${body}\\n-----END PRIVATE KEY-----\\n"}')`;
  test.each([
    "restic -r s3:s3.amazonaws.com/acme-restic --password-command 'echo correct-horse-restic-77' snapshots",
    'git config --global credential.helper \'!f() { echo "username=bot"; echo "password=Gh-B0t-pass!x"; }; f\'',
    `curl 'https://moodle.school.org/webservice/rest/server.php?wstoken=${wsToken}&wsfunction=core_course_get_courses'`,
    "mcrcon -H mc.club.org -P 25575 -p 'Ender-Dragon-77' 'whitelist add Steve'",
    serviceAccount('MIIEvQIBADANBg...'),
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    "restic -r s3:s3.amazonaws.com/acme-restic --password-command 'pass show restic/acme' snapshots",
    "git config --global credential.helper 'store --file ~/.git-credentials'",
    `curl 'https://www.googleapis.com/drive/v3/files?nextPageToken=CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA0dmFhMhIA&pageSize=100'`,
    'mcrcon -H mc.club.org -P 25575 -p "$RCON_PASSWORD" list',
    serviceAccount('...'),
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['mail/.msmtprc', 'account gmail\nhost smtp.gmail.com\nuser a@acme.io\npasswordeval "echo Gm41l-app-pw!"\n'],
    ['terraria/serverconfig.txt', 'world=/home/terraria/Worlds/Club.wld\nmaxplayers=16\nport=7777\npassword=MoonLord#88\nmotd=Welcome!\n'],
    ['pywikibot/user-password.py', `('FanBot', BotPassword('fanbot', '${botPassword}'))\n`],
    ['pi/firstrun.sh', '#!/bin/bash\nFIRSTUSER=pi\necho "$FIRSTUSER:raspberry-lab-7" | chpasswd\n'],
    ['modmanager/curseforge.json', `{"apiKey": "${bcryptKey}", "gameId": 432}\n`],
    ['scripts/rotate.sh', '#!/bin/bash\nsed -i "s/^rcon.password=.*/rcon.password=Rc0n-Hunter7/" server.properties\n'],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['mail/.msmtprc', 'account gmail\nhost smtp.gmail.com\nuser a@acme.io\npasswordeval "gpg -q --for-your-eyes-only -d ~/.msmtp.gpg"\n'],
    ['terraria/serverconfig.txt', 'world=/home/terraria/Worlds/Club.wld\nmaxplayers=16\nport=7777\npassword=\nmotd=Welcome!\n'],
    ['pywikibot/user-password.py', "('FanBot', BotPassword('fanbot', os.environ['BOT_PASSWORD']))\n"],
    ['pi/firstrun.sh', '#!/bin/bash\nFIRSTUSER=pi\necho "$FIRSTUSER:$FIRSTPASS" | chpasswd\n'],
    ['seed/users.json', `{"password": "${bcryptKey}", "role": "admin"}\n`],
    [
      'scripts/rotate.sh',
      '#!/bin/bash\nNEW=$(openssl rand -base64 24)\nsed -i "s/^rcon.password=.*/rcon.password=$NEW/" server.properties\n',
    ],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
});

describe('the code an interpreter one-liner runs is read as a file of its language is', () => {
  test('a password positional in `python3 -c` code speaks as it does in a written .py file', () => {
    expect(detect(bash(`python3 -c 'import requests; requests.get(u, auth=("admin", "Tr0ub4dor-prod-99"))'`))?.found).toContain(
      'basic-auth tuple',
    );
  });

  test('the same code reading the password from the environment stays silent', () => {
    expect(detect(bash(`python3 -c 'import requests, os; requests.get(u, auth=("admin", os.environ["API_PASSWORD"]))'`))).toBeUndefined();
  });
});

describe('round 25: directives with a #, PSKs, device root keys, setters, encoded pairs, token dotfiles, vendor keys; IDs and public values', () => {
  const rootKey = ['3F8A91C2D7E0', '4B5A6C1F2E9D8B7A6C5D'].join('');
  const bytes = rootKey
    .match(/../g)!
    .map((byte) => `0x${byte}`)
    .join(',');
  const zeros = Array.from({ length: 16 }, () => '0x00').join(',');
  const pagerDuty = ['R02b9e41c7d3f', '5a8b6e1c4d7f0a9b3e6c'].join('');
  const sasSig = ['Yk3mQ9pLz7vRt4wN', '8cB3yHs1dJf6gUa2eOo%3D'].join('');
  const weblate = ['wlu_', 'Xb7pQ2mK9vT4rN8sL1cF6hJ3dG0aW5eY2uZ'].join('');
  const deepl = ['8f2c1e9a-a7b4-4d3e-9f6c', '-1a2b8e0d7c34:fx'].join('');
  const rtdToken = ['c8e2f1a9b7d34065e1c9', 'a2f7b3d8e0c4a6f1b952'].join('');
  const algolia = ['3f9a1c7e2b8d4f60', 'a5c1e9b7d3f2a8c1'].join('');
  const sentryKey = ['3f9e2d1c0b4a', '59687786'].join('');
  const keyId = ['4b8e2f91c07d3a65e1f9', 'b2c4d8a7e06f3b15c9d2'].join('');
  const phrase = 'abandon lunar orbit cable pretty vocal seed thunder umbrella grape mirror tissue';
  test.each([
    'kamctl add 1001@sip.example.net Ext1001-Pw9',
    `wlc --url https://hosted.weblate.org/api/ --key ${weblate} list-projects`,
    `export IOTHUB_SAS='SharedAccessSignature sr=hub.azure-devices.net&sig=${sasSig}&se=1767225600&skn=iothubowner'`,
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'kamctl add 1001@sip.example.net "$SIP_PASSWORD"',
    'wlc --url https://hosted.weblate.org/api/ --key "$WEBLATE_KEY" list-projects',
    'export IOTHUB_SAS="$(az iot hub generate-sas-token -n hub --query sas -o tsv)"',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['mosquitto/bridge.conf', 'connection cloud\nremote_username edge-gw-03\nremote_password Br1dge#Edge03\n'],
    ['fleet/device.conf', `CONFIG_GOLIOTH_SAMPLE_PSK_ID="meter-0042@water"\nCONFIG_GOLIOTH_SAMPLE_PSK="7f3b9c2e1a4d"\n`],
    ['provisioning/sim_keys.txt', `IMSI=234150999000042\nKi=${rootKey}\n`],
    ['lorawan/devices.csv', `dev_eui,join_eui,app_key,name\n70B3D57ED0051A2C,0000000000000000,${rootKey},bay-014\n`],
    ['firmware/keys.h', `static const uint8_t APPKEY[16] = {${bytes}};\n`],
    ['provisioning/esim.csv', 'iccid,activation_code\n8944500102198304821,LPA:1$smdp.io$K7Q2-M9PX-4LZT-8WCN\n'],
    ['scada/opcua.py', "c = Client('opc.tcp://10.20.0.5:4840')\nc.set_user('historian')\nc.set_password('Opc-Hist-Reader1')\n"],
    [
      'gateway/Hive.java',
      'client.connectWith().simpleAuth().username("ingest").password(UTF_8.encode("HvMq-Ingest7!")).applySimpleAuth();\n',
    ],
    ['alerts/pagerduty.yml', `receivers:\n  - pagerduty_configs:\n      - routing_key: ${pagerDuty}\n`],
    ['scripts/translate.py', `translator = deepl.Translator('${deepl}')\n`],
    ['.readthedocs-token', `${rtdToken}\n`],
    [
      'ediscovery/api.ps1',
      "$pair = 'svc-rel:Disc0very!Matter114'\n$auth = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes($pair))\n",
    ],
    [
      'docusaurus.config.js',
      `module.exports = { themeConfig: { algolia: {\n  appId: 'BH4D9OD16A',\n  apiKey: '${algolia}', // admin key so the crawler can write\n} } };\n`,
    ],
    ['keys/wallet.txt', `${phrase}\n`],
    ['android/app/src/main/res/values/strings.xml', `<resources>\n  <string name="api_secret">${rtdToken}</string>\n</resources>\n`],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['mosquitto/bridge.conf', 'connection cloud\nremote_username edge-gw-03\n# remote_password set by the installer\n'],
    ['fleet/device.conf', 'CONFIG_GOLIOTH_SAMPLE_PSK_ID="meter-0042@water"\nCONFIG_GOLIOTH_SAMPLE_PSK=""\n'],
    ['provisioning/sim_keys.txt', 'IMSI=234150999000042\nKi=00000000000000000000000000000000\n'],
    ['lorawan/devices.csv', 'dev_eui,join_eui,app_key,name\n70B3D57ED0051A2C,0000000000000000,,bay-014\n'],
    ['firmware/keys.h', `static const uint8_t APPKEY[16] = {${zeros}};\n`],
    ['provisioning/esim.csv', 'iccid,smdp\n8944500102198304821,smdp.io\n'],
    ['scada/opcua.py', "c.set_user('historian')\nc.set_password(os.environ['OPC_PASSWORD'])\n"],
    [
      'gateway/Hive.java',
      'client.connectWith().simpleAuth().username("ingest").password(UTF_8.encode(System.getenv("HIVEMQ_PW"))).applySimpleAuth();\n',
    ],
    ['alerts/rabbit.yml', 'bindings:\n  - routing_key: orders.created.v2\n'],
    ['scripts/translate.py', "translator = deepl.Translator(os.environ['DEEPL_AUTH_KEY'])\n"],
    ['.readthedocs-token', 'paste your token here\n'],
    [
      'ediscovery/api.ps1',
      '$pair = "$($env:REL_USER):$($env:REL_PASS)"\n$auth = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes($pair))\n',
    ],
    [
      'docusaurus.config.js',
      `module.exports = { themeConfig: { algolia: {\n  appId: 'BH4D9OD16A',\n  apiKey: '${algolia}', // search-only key\n} } };\n`,
    ],
    ['keys/wallet.txt', 'remember to back up the wallet before moving it to the new laptop\n'],
    ['android/app/src/main/res/values-de/strings.xml', '<resources>\n  <string name="login_password">Passwort</string>\n</resources>\n'],
    ['web/src/sentry.ts', `Sentry.init({ dsn: 'https://${sentryKey}@o450123.ingest.sentry.io/5512345' });\n`],
    [
      'gdrive/config.json',
      `{\n  "type": "service_account",\n  "private_key_id": "${keyId}",\n  "client_email": "sync@p.iam.gserviceaccount.com"\n}\n`,
    ],
    [
      '.env.production',
      'DOCUSIGN_INTEGRATION_KEY=a7c2e9f1-4b3d-4e8a-9c1f-2d6b8e0a3f57\nDOCUSIGN_ACCOUNT_ID=5e1f9c2a-7b4d-4a3e-8c1f-9d2b6e0a4f38\n',
    ],
    ['weblate/settings.py', "SOCIAL_AUTH_GITHUB_KEY = 'Iv1.8a61f9b3a7aba766'\nSOCIAL_AUTH_GITHUB_SECRET = os.environ['GH_SECRET']\n"],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
});

describe('round 26: SDK keys by vendor shape, key-as-user logins, shells setting the environment, installer answer files, container commands', () => {
  const edit = (file_path: string, old_string: string, new_string: string) =>
    ({ hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } }) as CanonicalEvent;
  const freshdesk = ['Fd9kLm2Xz7', 'Rt4Wb8Ky1'].join('');
  const braze = ['1a9f3c2-7b4e-4d8a', '-9c6f-2e1d3a4b5c6d'].join('');
  const intercom = ['dG9rOjk5YjFjNGU3XzJhOGRfNGU2Zl84', 'YzBiXzFhMmQzZTRmNWE2YjoxOjA='].join('');
  const maas = ['Hq7vBp2xRzLmKd3nWt:cY8sFj4gTe6uPa1oQi', ':Lk9mNb2vXc5zAs8dFg3hJk7lQw4eRt6y'].join('');
  const klaviyo = ['pk_', 'a83f0c2e9b71d46e5f1c8a9d02b7e3f4c6'].join('');
  const launchDarkly = ['sdk-', '3f9c1e2a-7b4d-4e8f-9a6c-1d2e3f4a5b6c'].join('');
  const unleash = ['default:production.', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b'].join('');
  const statsig = (kind: string) => [kind, '-Kp9Lm2Xz7Rt4Wb8Ky1', 'Nc5Hd3Gf6Ja0VsPq2Tu4Ew6'].join('');
  const signing = ['dGhpc2lzYXNpZ25pbmdz', 'ZWNyZXRmb3J6ZW5kZXNr'].join('');
  const maasUrl = 'http://maas01.corp.local:5240/MAAS/api/2.0/';
  const iqn = 'iscsiadm -m node -T iqn.2010-06.com.purestorage:flasharray.4b2c -o update';
  test.each([
    `curl -u '${freshdesk}:X' https://acme.freshdesk.com/api/v2/tickets?per_page=5`,
    `tmux set-environment -g BRAZE_API_KEY ${braze}`,
    `set -gx INTERCOM_TOKEN ${intercom}`,
    `maas login admin ${maasUrl} '${maas}'`,
    `${iqn} -n node.session.auth.password -v 'ChapS3cret!Pure12'`,
    "redis-server --requirepass 'InvRedis!Res2' --appendonly yes",
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'curl -u "$FRESHDESK_KEY:X" https://acme.freshdesk.com/api/v2/tickets',
    'tmux set-environment -g EDITOR nvim',
    'set -gx INTERCOM_TOKEN $INTERCOM_SECRET',
    `maas login admin ${maasUrl} - < ~/maas-api-key`,
    `${iqn} -n node.session.auth.authmethod -v CHAP`,
    'redis-server --requirepass "$REDIS_PASSWORD" --appendonly yes',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['src/klaviyo/client.ts', `const session = new ApiKeySession('${klaviyo}');\n`],
    ['src/flags/ld.go', `return ld.MakeClient("${launchDarkly}", 5*time.Second)\n`],
    ['src/flags/unleash.py', `client = UnleashClient(url=u, app_name='w', custom_headers={'Authorization': '${unleash}'})\n`],
    ['src/statsig/server.js', `Statsig.initialize('${statsig('secret')}');\n`],
    ['config/elvish/rc.elv', `set-env INTERCOM_TOKEN ${intercom}\n`],
    ['monitoring/snmp.yml', 'targets:\n  - host: zt410-dock3.corp.local\n    version: 2c\n    community: Wh-Rno-Snmp-rw77\n'],
    ['pxe/ks/pos-rhel9.ks', 'lang en_US.UTF-8\nrootpw --plaintext Kickst4rt-Root!\n'],
    ['pxe/preseed/scanner.cfg', 'd-i passwd/root-password password Pr3seed-Scan!9\n'],
    ['cloud-init/user-data', '#cloud-config\nchpasswd:\n  list: |\n    ubuntu:CloudInit-Wms#4\n  expire: false\n'],
    ['docker-compose.yml', 'services:\n  redis:\n    image: redis:7\n    command: ["redis-server", "--requirepass", "InvRedis!Res2"]\n'],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['src/klaviyo/client.ts', 'const session = new ApiKeySession(process.env.KLAVIYO_PRIVATE_KEY!);\n'],
    ['src/flags/ld.go', 'return ld.MakeClient("sdk-00000000-0000-0000-0000-000000000000", 5*time.Second)\n'],
    [
      'src/flags/unleash.py',
      "client = UnleashClient(url=u, app_name='w', custom_headers={'Authorization': os.environ['UNLEASH_TOKEN']})\n",
    ],
    ['src/statsig/client.js', `statsig.initialize('${statsig('client')}', user);\n`],
    ['config/elvish/rc.elv', 'set-env EDITOR nvim\nset-env INTERCOM_TOKEN (cat ~/.intercom)\n'],
    ['monitoring/snmp.yml', 'targets:\n  - host: zt410-dock3.corp.local\n    version: 2c\n    community: public\n'],
    ['pxe/ks/pos-rhel9.ks', 'rootpw --iscrypted $6$Xq3n$Vd9kQ2mLw7Rt4Yb8Nc1Hs5Jf6Gz0\n'],
    ['pxe/preseed/scanner.cfg', 'd-i passwd/root-password-crypted password $6$Xq3n$Vd9kQ2mLw7Rt4Yb8Nc1Hs5Jf6Gz0\n'],
    ['cloud-init/user-data', '#cloud-config\nchpasswd:\n  list: |\n    ubuntu:RANDOM\n  expire: true\n'],
    ['docker-compose.yml', 'services:\n  redis:\n    command: ["redis-server", "--requirepass", "${REDIS_PASSWORD}"]\n'],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
  test('an encoded signing secret put where an environment read stood speaks; an encoded sample word does not', () => {
    const old = 'const SIGNING_SECRET = process.env.ZD_WEBHOOK_SECRET!;';
    expect(detect(edit('/home/u/p/src/webhooks/zendesk.ts', old, `const SIGNING_SECRET = '${signing}';`))).toBeDefined();
    expect(detect(edit('/home/u/p/src/webhooks/zendesk.ts', old, "const SIGNING_SECRET = 'c3VwZXJzZWNyZXQxMjM=';"))).toBeUndefined();
  });
});

describe('round 27: admin CLI passwords, server login files, Windows scripts, answer files, stream keys, wallets; public and looked-up values', () => {
  const edit = (file_path: string, old_string: string, new_string: string) =>
    ({ hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } }) as CanonicalEvent;
  const otx = ['9e3f1a7c5b2d8e4f6a0c1b3d5e7f9a2c', '4b6d8e0f1a3c5e7b9d2f4a6c8e0b1d3f'].join('');
  const ethKey = ['0x', '7d3c0b9a1f2e4d5c6b8a9f0e1d2c3b4a', '5f6e7d8c9b0a1f2e3d4c5b6a7f8e9d0c'].join('');
  const ivs = ['sk_', 'us-west-2_', 'Qx8vK2mL9pN4_rT6sW1yZ3aB5cD7eF0gH2'].join('');
  const tsig = ['Vq3Lm8Kp2Zx7Tb9N', 'w4Rc6Hs1Yd0Ge5Uf2Ja8Ki='].join('');
  const plesk = ['d3b1f0a2-7c4e-', '4f9a-b8d1-5e2c9a7f6b34'].join('');
  const awsSecret = ['Qx8vK2mL9pN4rT6sW1yZ', '3aB5cD7eF0gH2jK4mN6p'].join('');
  const phrase = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
  test.each([
    'hydra -l admin -p Winter2026! ssh://10.10.11.5',
    'schtasks /Create /TN Nightly /TR C:\\x.cmd /SC DAILY /RU CORP\\svc_backup /RP Bkp-Svc#991',
    "lftp -u acmeftp,'Ftp!Upl0ad2024' ftp.example-host.com -e 'mirror -R dist public_html; bye'",
    `nsupdate -y hmac-sha256:ddns-key:${tsig} <<'EOF'\nsend\nEOF`,
    `curl -sk -X POST -H 'KEY: ${plesk}' https://plesk01.example.net:8443/api/v2/domains`,
    '7z x -pS3cr3t-Arch!ve backup.7z',
    `aws configure set aws_secret_access_key ${awsSecret}`,
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'hydra -l admin -P /usr/share/wordlists/rockyou.txt ssh://10.10.11.5',
    'schtasks /Create /TN Nightly /TR C:\\x.cmd /SC DAILY /RU CORP\\svc_backup /RP *',
    'lftp -u acmeftp,"$FTP_PASS" ftp.example-host.com',
    "nsupdate -k /etc/bind/ddns.key <<'EOF'\nsend\nEOF",
    "curl -H 'Key: users-export' https://plesk01.example.net:8443/api/v2/domains",
    // The malware-sample convention's password is public by design.
    '7z x -pinfected samples/emotet.7z -osamples/',
    // Decision: AWS's documented example secret key is a documentation example, as Stripe's is.
    'aws configure set aws_secret_access_key wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['mail/exim/passwd.client', '*.mailgun.org:postmaster@mg.example.com:Mg-p0stmaster-7731\n'],
    ['vsftpd/virtual_users.txt', 'webdev\nVsF7pd-webdev\nclient01\nCl1ent01-ftp\n'],
    ['proftpd/conf.d/sql.conf', 'SQLConnectInfo proftpd@localhost proftpd ProFTP-sql-pw\nSQLAuthTypes Crypt\n'],
    ['logon/mapdrives.vbs', 'net.MapNetworkDrive "P:", "\\\\fs02\\projects", False, "CORP\\svc_logon", "L0g0n-Scr1pt!"\n'],
    ['logon/install.bat', '@echo off\npsexec \\\\PC-042 -u CORP\\deploy -p D3pl0y-Adm1n cmd /c gpupdate /force\n'],
    [
      'osd/unattend.xml',
      '<AdministratorPassword>\n  <Value>L0calAdm!n-OSD</Value>\n  <PlainText>true</PlainText>\n</AdministratorPassword>\n',
    ],
    ['pd/netsend_auth.pd', '#N canvas 0 50 450 300 12;\n#X msg 30 40 connect stream.kxyz.fm 8000 \\, auth Pd-Str3am-pw;\n'],
    [
      'stream/restream.yaml',
      'destinations:\n  - name: youtube\n    url: rtmp://a.rtmp.youtube.com/live2\n    key: abcd-12ef-34gh-56ij-78kl\n',
    ],
    ['stream/ivs.json', `{"ingest": "${ivs}"}\n`],
    ['malware/otx.py', `from OTXv2 import OTXv2\notx = OTXv2('${otx}')\n`],
    ['wallet_ctf/deploy.py', `from web3 import Web3\nPK = '${ethKey}'\n`],
    ['wallet_ctf/solve.js', `const w = ethers.Wallet.fromPhrase('${phrase}');\n`],
    ['radio/radio.liq', 'output.icecast(%mp3, host="stream.kxyz.fm", port=8000, password="Ic3cast-Src!9", mount="/live", s)\n'],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['mail/exim/passwd.client', '# target.mail.server.example:login:password\n'],
    ['vsftpd/virtual_users.txt', 'alice\nbob\ncarol\ndave\n'],
    ['proftpd/conf.d/sql.conf', 'SQLConnectInfo proftpd@localhost proftpd %{env:PROFTPD_SQL_PW}\n'],
    ['logon/mapdrives.vbs', 'net.MapNetworkDrive "P:", "\\\\fs02\\projects", False, strUser, strPassword\n'],
    ['logon/install.bat', '@echo off\npsexec \\\\PC-042 -u CORP\\deploy -p %DEPLOY_PW% cmd /c gpupdate /force\n'],
    ['osd/unattend.xml', '<AdministratorPassword>\n  <Value>*SENSITIVE*DATA*DELETED*</Value>\n</AdministratorPassword>\n'],
    ['pd/netsend_auth.pd', '#N canvas 0 50 450 300 12;\n#X msg 30 40 connect stream.kxyz.fm 8000;\n'],
    [
      'stream/restream.yaml',
      'destinations:\n  - name: youtube\n    url: rtmp://a.rtmp.youtube.com/live2\n    key: ${YOUTUBE_STREAM_KEY}\n',
    ],
    ['stream/ivs.json', '{"ingest": "sk_us-west-2_XXXXXXXXXXXXXXXX"}\n'],
    ['malware/otx.py', "from OTXv2 import OTXv2\notx = OTXv2(os.environ['OTX_API_KEY'])\n"],
    ['wallet_ctf/deploy.py', `from web3 import Web3\nTX = '${ethKey}'\n`],
    ['wallet_ctf/solve.js', 'const w = ethers.Wallet.fromPhrase(process.env.MNEMONIC);\n'],
    [
      'radio/radio_env.liq',
      'output.icecast(%mp3, host="stream.kxyz.fm", port=8000, password=environment.get("ICECAST_SOURCE_PASSWORD"), mount="/live", s)\n',
    ],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
  test("Drupal's hash salt put in settings.php speaks; one read from the environment does not", () => {
    const old = "$drupal_hash_salt = '';";
    expect(
      detect(edit('/home/u/p/sites/default/settings.php', old, "$drupal_hash_salt = 'q7XzK2pM9vT4wR1nLb8Yc3Hs6Jd0GeUf5Ai2Ok';")),
    ).toBeDefined();
    expect(detect(edit('/home/u/p/sites/default/settings.php', old, "$drupal_hash_salt = getenv('DRUPAL_HASH_SALT');"))).toBeUndefined();
  });
});

describe('round 29: scraping and browser-automation credentials, weather and charging APIs, client password variables; public browser keys', () => {
  const hex32 = ['3f8a9c2e1b7d4f6a', '0c5e9b2d7f1a4c8e'].join('');
  const cookie = ['a8F3kL9qR2tV7wX1', 'yZ4bN6mP0cD5eG'].join('');
  const session = ['7kq2m9x4v8b1n3c6', 'z0a5s8d2f4g7h1j3'].join('');
  const ocm = ['7c2e9a4f-1b3d-', '4e8a-b6c0-5f9d2a7e3c1b'].join('');
  const mapsKey = ['AIza', 'SyD4k9Qm2Vr7Tn1Wb8Lc3Hd6Fj0Gs5Zp2Kb'].join('');
  test.each([
    "export SMARTPROXY_AUTH='spuser42:Tq8vLmZ3pRx'; node crawl.js",
    `curl -H 'Cookie: NextGenCSO=${cookie}' https://ecf.nysd.uscourts.gov/cgi-bin/DktRpt.pl?123456`,
    `curl -b 'sessionid=${session}' https://portal.example.com/cases`,
    `curl 'https://api.openweathermap.org/data/3.0/onecall?lat=48.1&lon=11.5&appid=${hex32}'`,
    `python -c "import keyring; keyring.set_password('netdocs','svc','NetD0cs-Svc!7')"`,
    "PGPASSWORD='efb-planner-pg' pg_dump -h efb-db.internal -U planner efb > /tmp/efb.sql",
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'export SMARTPROXY_AUTH="$SP_USER:$SP_PASS"; node crawl.js',
    "curl -H 'Cookie: lang=en; theme=dark' https://ecf.nysd.uscourts.gov/",
    `curl -b 'csrftoken=${session}' https://portal.example.com/cases`,
    'curl -b cookies.txt https://portal.example.com/cases',
    'curl "https://api.openweathermap.org/data/3.0/onecall?lat=48.1&lon=11.5&appid=$OWM_KEY"',
    `python -c "import keyring; keyring.set_password('netdocs','svc',getpass.getpass())"`,
    'PGPASSWORD="$(pass show db/app)" pg_dump -h db -U app app > /tmp/app.sql',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['scrapy.cfg', `[deploy]\nurl = https://app.zyte.com/api/\nproject = 712345\nusername = ${hex32}\n`],
    [
      'storage/auth/state.json',
      `{\n  "cookies": [\n    {"name": "sessionid", "value": "${session}", "domain": ".pacer.uscourts.gov", "path": "/"}\n  ],\n  "origins": []\n}\n`,
    ],
    ['scraper/captcha.py', `import twocaptcha\nsolver = twocaptcha.TwoCaptcha('${hex32}')\n`],
    [
      'tests/e2e/wdio.conf.js',
      "exports.config = {\n  user: 'acme_qa',\n  key: 'xQ9Lm2Np8Zb6Kc1Wy5R',\n  services: ['browserstack'],\n};\n",
    ],
    ['velocity/forwarding.secret', 'fWq8Rk2ZpN4v\n'],
    [
      'weather/wu_upload.py',
      "STATION_ID = 'IBAVARIA123'\nSTATION_KEY = 'p7Kx2Qm9'\nURL = 'https://weatherstation.wunderground.com/weatherstation/updateweatherstation.php'\n",
    ],
    [
      'drone/dji_config.xml',
      '<manifest>\n  <meta-data android:name="com.dji.sdk.API_KEY" android:value="4f8c2a6e9b1d3f7a5c0e8b2d" />\n</manifest>\n',
    ],
    ['tests/fixtures/firefox_profile/logins.txt', 'site=https://portal.carrier.example\nuser=broker17\npass=Br0ker!Portal17\n'],
    [
      'hubs/openchargemap.jl',
      `const OCM_KEY = "${ocm}"\nusing HTTP\nresp = HTTP.get("https://api.openchargemap.io/v3/poi?key=$OCM_KEY")\n`,
    ],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['scrapy.cfg', '[deploy]\nurl = http://localhost:6800/\nproject = crawler\nusername = scrapyd-admin\n'],
    [
      'storage/auth/state.json',
      '{\n  "cookies": [\n    {"name": "theme", "value": "dark-high-contrast-mode", "domain": ".example.gov"}\n  ]\n}\n',
    ],
    ['scraper/captcha.py', "import twocaptcha\nsolver = twocaptcha.TwoCaptcha(os.environ['APIKEY_2CAPTCHA'])\n"],
    [
      'tests/e2e/wdio.conf.js',
      "exports.config = {\n  user: process.env.BROWSERSTACK_USERNAME,\n  key: process.env.BROWSERSTACK_ACCESS_KEY,\n  services: ['browserstack'],\n};\n",
    ],
    ['velocity/forwarding.secret', '\n'],
    [
      'weather/wu_upload.py',
      "STATION_ID = 'IBAVARIA123'\nSTATION_KEY = os.environ['WU_STATION_KEY']\n" +
        "URL = 'https://weatherstation.wunderground.com/weatherstation/updateweatherstation.php'\n",
    ],
    [
      'drone/dji_config.xml',
      '<manifest>\n  <meta-data android:name="com.dji.sdk.API_KEY" android:value="${DJI_API_KEY}" />\n</manifest>\n',
    ],
    ['tests/fixtures/firefox_profile/logins.txt', 'site=https://portal.carrier.example\nuser=broker17\npass=test1234\n'],
    [
      'hubs/openchargemap.jl',
      'const OCM_KEY = ENV["OCM_KEY"]\nusing HTTP\nresp = HTTP.get("https://api.openchargemap.io/v3/poi?key=$OCM_KEY")\n',
    ],
    // Public by design: a browser Maps key and an Android Maps SDK key ship to every browser or APK, restricted by referrer or signature.
    ['web/maps.html', `<script src="https://maps.googleapis.com/maps/api/js?key=${mapsKey}&callback=initMap"></script>\n`],
    [
      'app/src/main/AndroidManifest.xml',
      `<manifest>\n  <meta-data android:name="com.google.android.geo.API_KEY" android:value="${mapsKey}" />\n</manifest>\n`,
    ],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
});

describe('round 28 leftovers: an External Secrets manifest names keys, holds no value', () => {
  const externalSecret =
    'apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: feeder-creds\nspec:\n  data:\n' +
    '    - secretKey: FR24KEY\n      remoteRef:\n        key: adsb/feeders\n        property: fr24key\n';
  test('an ExternalSecret’s secretKey stays silent', () =>
    expect(detect(write('/home/u/p/k8s/readsb-secret.yaml', externalSecret))).toBeUndefined());
  test('a secretKey holding a generated value elsewhere speaks', () =>
    expect(
      detect(write('/home/u/p/k8s/minio.yaml', 'apiVersion: v1\nkind: ConfigMap\ndata:\n  secretKey: Qx8vK2mL9pN4rT6sW1yZ3aB5\n')),
    ).toBeDefined());
});

describe('round 30: pgpass and netrc key logins, CLI passwords, process substitution, expanded variables, PSKs, SDK and SCPI logins', () => {
  const hex40 = ['9c2b4e6f8a1d3c5e7f9b', '2d4a6c8e0f1a3b5d7c9e'].join('');
  const hex32 = ['4f1c9e7a2b8d03e6', 'f5a1c2b9d8e7f6a5'].join('');
  const sfLogin =
    'sf org login jwt --client-id 3MVG9kBt168mda_.AvDmSoNgaBMq1sFdDyyAapGHBbkfVz1F4r --jwt-key-file server.key --username int@acme.org';
  test.each([
    `checkr_key='${hex40}' && curl -u "$checkr_key:" https://api.checkr.com/v1/candidates`,
    "ejabberdctl change_password labbot lab.example.org 'XmppB0t#2024'",
    "omero login -s omero.lab.org -u imaging_svc -w '0mero-Imgs!88' && omero import data/",
    "mmctl auth login https://chat.lab.org --name prod --username sysadmin --password-file <(echo 'Mm-Adm1n-Pw!')",
    `curl -X POST 'http://ot2.local:31950/wifi/configure' -d '{"ssid":"LabIoT","securityType":"wpa-psk","psk":"IoT-Lab-Wpa2-55"}'`,
    `${sfLogin} && echo 'Sfdc-Int-Pw9' | sf org display`,
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'checkr_env=\'production\' && curl -u "$CHECKR_KEY:" https://api.checkr.com/v1/candidates',
    'ejabberdctl register labbot lab.example.org',
    'omero login -s omero.lab.org -u imaging_svc -w "$OMERO_PASS"',
    'mmctl auth login https://chat.lab.org --username sysadmin --password-file <(pass show mattermost/admin)',
    `curl -X POST 'http://ot2.local:31950/wifi/configure' -d '{"ssid":"LabIoT","securityType":"wpa-psk","psk":"'"$WIFI_PSK"'"}'`,
    // A connected app's consumer key is its OAuth client ID, not a secret; a slug piped in is no password.
    `${sfLogin} && echo 'force-app' | sf org display`,
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['.pgpass', 'payroll-db.internal:5432:payroll:payroll:Gusto$ync2024\n'],
    ['.netrc', `machine api.greenhouse.io\n  login ${hex32}\n  password x\n`],
    [
      'wallet/donations_eth.txt',
      '# donation hot wallet\nranch vivid ocean label trigger civil hedgehog apple sudden bamboo rough ketchup\n',
    ],
    ['opentrons/robot_settings.json', '{\n  "wifi": {"ssid": "LabIoT", "psk": "IoT-Lab-Wpa2-55"}\n}\n'],
    ['omero_upload.py', "conn = BlitzGateway('imaging_svc', '0mero-Imgs!88', host='omero.lab.org', port=4064)\n"],
    ['nakama-client.ts', "const session = await client.authenticateEmail('ops@lab.org', '0psNak-Pw!2024', false);\n"],
    ['keysight_lxi.py', "inst = rm.open_resource('TCPIP0::10.0.4.30::hislip0::INSTR')\ninst.write('SYST:SEC:PASS \"Ks1ght-Adm!n\"')\n"],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['.pgpass', '# hostname:port:database:username:password\n'],
    ['.netrc', 'machine api.greenhouse.io\n  login recruiting-integration\n  password x\n'],
    ['wallet/donations_eth.txt', '# donation hot wallet\nremember to back up the wallet before moving it to the new laptop\n'],
    ['opentrons/robot_settings.json', '{\n  "wifi": {"ssid": "LabIoT", "securityType": "wpa-psk", "psk": "${WIFI_PSK}"}\n}\n'],
    ['omero_upload.py', "conn = BlitzGateway('imaging_svc', os.environ['OMERO_PASS'], host='omero.lab.org', port=4064)\n"],
    ['nakama-client.ts', "const session = await client.authenticateEmail('ops@lab.org', process.env.NAKAMA_PW, false);\n"],
    ['keysight_lxi.py', 'inst.write(f\'SYST:SEC:PASS "{os.environ["KS_PW"]}"\')\n'],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
});

describe('round 31: XML settings with other attributes, eBay OAuth tokens, provider and REST clients, Discord webhooks', () => {
  const orcidSecret = ['3f8a2c1d', '-7b4e-4c9f-a2d1-6e8b7c5f4a3d'].join('');
  const ebayToken = ['v^1.1#i^1#r^1#I^3#p^3#f^0#t^', 'Ul4xMF8yOjg2QjJGMEMxN0ZCQkE1RTY0OEU2RTk5QTg1RkMx'].join('');
  const ionqKey = ['Ab8xQm2LpR7tW4v', 'N9bC1dF6gH3jK0sU5yZ'].join('');
  const mpKey = ['q7Xm2LpR9tW4vN8', 'bC1dF6gH3jK0sU5y'].join('');
  const discordToken = ['abCd3Ef5Gh7Ij9Kl1Mn3Op5Qr7St9Uv1Wx3', 'Yz5Ab7Cd9Ef1Gh3Ij5Kl7Mn9Op1Qr3St5Uv7Wx9Yz1'].join('');
  const ojs = (secret: string) =>
    '<plugin_settings>\n  <setting name="orcidClientId" type="string">APP-7Q2K9XZ4L8M1NV3R</setting>\n' +
    `  <setting name="orcidClientSecret" type="string">${secret}</setting>\n</plugin_settings>\n`;
  const notebook = (call: string) =>
    JSON.stringify({ cells: [{ cell_type: 'code', source: ['from qiskit_ionq import IonQProvider\n', `provider = ${call}`] }] });
  test.each([
    ['ojs/plugins/generic/orcidProfile/settings.xml', ojs(orcidSecret)],
    ['tests/fixtures/live_creds.py', `# copied from prod for debugging\nEBAY_REFRESH = '${ebayToken}'\n`],
    ['notebooks/ionq.ipynb', notebook(`IonQProvider('${ionqKey}')`)],
    // Its cells' `"` quotes are escaped in the JSON: the cells are read as the Python they hold.
    ['notebooks/ionq_run.ipynb', notebook(`IonQProvider("${ionqKey}")`)],
    [
      'chem/mp.py',
      `from mp_api.client import MPRester\nwith MPRester('${mpKey}') as mpr:\n    s = mpr.get_structure_by_material_id('mp-149')\n`,
    ],
    ['notify/discord.py', `URL = 'https://discord.com/api/webhooks/1203948576/${discordToken}'\n`],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    // The client ID beside it is public; the secret is read from the environment when the plugin is configured.
    ['ojs/plugins/generic/orcidProfile/settings.xml', ojs('${ORCID_CLIENT_SECRET}')],
    ['tests/fixtures/live_creds.py', "EBAY_REFRESH = 'v^1.1#i^1#r^1#I^3#p^3#f^0#t^XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'\n"],
    ['notebooks/ionq.ipynb', notebook("IonQProvider(os.environ['IONQ_API_KEY'])")],
    ['chem/mp.py', "from mp_api.client import MPRester\nwith MPRester('your_api_key_here') as mpr:\n    pass\n"],
    ['notify/discord.py', `URL = 'https://discord.com/api/webhooks/1203948576/${'X'.repeat(68)}'\n`],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
});

describe('round 32: login pairs with a bare pass, CDS keys, per-project pgpass files, seed phrases, Deadline', () => {
  const cdsKey = ['8f2a1c4e-3b7d-4e9a', '-a6c2-1d5f8b0e7c93'].join('');
  test.each([
    ['lua/scada_auth.lua', "local creds = { user = 'scada', pass = 'Wonder-Ware#5' }\n"],
    ['render/vray_lic.cfg', 'LicenseServer=lic.chaos.com\nUser=studio-admin\nPass=Vr4y-Lic-2024!\n'],
    ['.cdsapirc', `url: https://cds.climate.copernicus.eu/api\nkey: ${cdsKey}\n`],
    ['.pgpass.proj', 'timescale.plant.local:5432:historian:hist:T4gV@lues9\n'],
    ['wallet/seed.txt', 'gravity orbit nebula comet satellite harvest lunar drift anchor velvet quantum ember\n'],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['lua/scada_auth.lua', "local creds = { user = 'scada', pass = os.getenv('SCADA_PASS') }\n"],
    // A render pass, with no user beside it.
    ['render/vray.cfg', 'Renderer=vray\nPass=beauty_main\nSamples=16\n'],
    ['.cdsapirc', 'url: https://cds.climate.copernicus.eu/api\nkey: <PERSONAL-ACCESS-TOKEN>\n'],
    ['.pgpass.proj', 'timescale.plant.local:5432:historian:hist:*\n'],
    ['wallet/seed.txt', 'write your twelve recovery words here and keep this file out of version control please\n'],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
  test('a Deadline database password as a positional argument speaks', () =>
    expect(
      detect(bash('deadlinecommand -SetDatabaseSettings mongo.render.internal 27100 deadline10db false deadline Rend3rFarm!2024')),
    ).toBeDefined());
  test('Deadline database settings without a login stay silent', () =>
    expect(detect(bash('deadlinecommand -SetDatabaseSettings mongo.render.internal 27100 deadline10db false'))).toBeUndefined());
});

describe('round 33: credentials given to clients by position, chat tokens, cut-short keys and session cookies', () => {
  const zoteroKey = ['Hx3pL9qW2eR7', 'tY5uI8oA1sD'].join('');
  const notionSecret = ['sec', 'ret_', 'Jd8Kp3Lq9Xm2Nv7Bt4Rw6Yc1Hf5Gs0Ze3Ua8Ti'].join('');
  const telegram = ['6123456789', ':AA', 'F-xK8pQ2mL7vN3bR9tW5yH4jF6gS1cE0aZ'].join('');
  const hook = ['https://discord.com/api/webhooks/1234567890123456789/', 'aB3cD5eF7gH9iJ1kL3mN5oP7qR9sT1uV3wX5yZ7'].join('');
  const pemStart = ['-----BEGIN ', 'PRIVATE KEY-----'].join('');
  const ecStart = ['-----BEGIN EC ', 'PRIVATE KEY-----'].join('');
  const espn = ['AEBx9k2Lm7Pq4Vz8', 'Rn3Tw6Yb1Cd5Fg0Ja%2BEu2Io8'].join('');
  test.each([
    "calibre-server --enable-auth --userdb users.sqlite --manage-users -- add dev 'Bo0ksh3lf!77'",
    "calibre-server --userdb users.sqlite --manage-users -- chpass dev 'Bo0ksh3lf!77'",
    "rclone config create vaultcrypt crypt remote=b2:vault password=$(rclone obscure 'Rclone-Vault-2291')",
    "influx config create -n prod -u https://eu.cloud2.influxdata.com -t 'xY7k2LpQ9mN3vB8cR5tW1zA4sD6fG0hJ-kLmNoPqRsTuVwXyZ==' -o sportsco -a",
    'glab auth login --hostname gitlab.example.com -t Gl9xKq2LmR7tW4vN8bC1',
    "rpk topic list -X user=svc-odds -X pass='Rp4nd4!x92Lq' -X sasl.mechanism=SCRAM-SHA-256",
    `curl -X POST -H 'Content-Type: application/json' -d '{"content":"ok"}' ${hook}`,
    `sbsign --key <(echo '${pemStart}\nMIIEv9Lx2Mz7Nv4Bt8Rk3Wc6Yh1Fd5Gj0Sa\n-----END PRIVATE KEY-----') --cert db.crt --output a.efi a.efi`,
    `vespa auth api-key && export VESPA_CLI_API_KEY='${ecStart}\\nMHcCAQEEIBkq9...'`,
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'calibre-server --userdb users.sqlite --manage-users -- list',
    'rclone obscure -',
    'influx bucket list -t "$INFLUX_TOKEN"',
    'rpk topic list -X user=svc-odds -X pass="$RPK_PASS"',
    'rpk cluster info -X brokers=localhost:9092 -X pass=$REDPANDA_PW',
    `export VESPA_CLI_API_KEY='${ecStart}\\n...\\n-----END EC PRIVATE KEY-----'`,
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['tools/zotero_sync.py', `from pyzotero import zotero\nzot = zotero.Zotero('8123456', 'user', '${zoteroKey}')\n`],
    ['notion/export.js', `const { Client } = require('@notionhq/client');\nconst notion = new Client({ auth: '${notionSecret}' });\n`],
    ['tools/notify.py', `BOT = '${telegram}'\n`],
    ['anki/sync.py', "ANKIWEB = {'u': 'dev@example.com', 'p': 'Flashcards!2024'}\n"],
    ['fantasy/espn.py', `cookies = {'espn_s2': '${espn}', 'SWID': '{A1B2C3D4-E5F6-4789-ABCD-1234567890AB}'}\n`],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['tools/zotero_sync.py', "zot = zotero.Zotero('8123456', 'user', os.environ['ZOTERO_KEY'])\n"],
    ['anki/sync.py', "ANKIWEB = {'u': 'dev@example.com', 'p': os.environ['ANKI_PW']}\n"],
    ['anki/layout.py', "POS = {'u': 'up', 'p': 'page'}\n"],
    ['fantasy/espn.py', "cookies = {'espn_s2': os.environ['ESPN_S2'], 'theme': 'dark'}\n"],
    ['site/consent.py', "cookies = {'cookie_consent': 'accepted', 'lang': 'en-GB'}\n"],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
});

describe('round 34: vendor session headers, credential query parameters, stdin master passwords, variable stores and cut-short keys', () => {
  const hex64 = ['9c1b6e0f4a2d8e7b3c5a1f0e', '9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c'].join('');
  const liveShort = ['sk', '_live_', '51Jk8Lm2Nq4Rs7Tv'].join('');
  const ageShort = ['AGE-SECRET-', 'KEY-1QLZ7HJY54PW3HYWW5AYYFG7ZQGVC7W3J2ELW8ZMRJ2KG5SFN9AQ'].join('');
  const teams = [
    'https://lib.webhook.office.com/webhookb2/8a7b6c5d-1e2f-3a4b-5c6d-7e8f9a0b1c2d@4e5f/',
    'IncomingWebhook/0f9e8d7c6b5a4/1a2b3c',
  ].join('');
  test.each([
    `curl -H 'X-ArchivesSpace-Session: ${hex64}' http://localhost:8089/repositories`,
    `curl -H 'X-Auth-Session: ${hex64}' https://dam.example.org/api`,
    "curl 'https://omeka.example.org/api/items?key_identity=Ab3xQ9&key_credential=cR8vN2mK7pL4sT1wZ6yH0jD5fG3'",
    "curl 'https://api.example.org/v1/items?credential=Zq8vN2mK7pL4sT1wZ6yH0jD5'",
    "echo 'KpxcMaster!55' | keepassxc-cli show -s secrets.kdbx Servers/prod-db",
    "printf 'Vault-Pa55!x' | keepassxc-cli ls team.kdbx",
    "./pocketbase superuser upsert admin@acme.io 'PbSup3r!x91'",
    "pocketbase superuser create ops@acme.io 'Qz8!wLm4Tr2'",
    `npx convex env set STRIPE_SECRET ${liveShort}`,
    'npx convex env set OPENAI_API_KEY Xk29dLq8Wm4Rt7Vz1Np6',
    "netlify env:set DB_PASSWORD 'Hq7!tPz2LwRm9'",
    'doppler secrets set API_TOKEN Nq4Lm8Rt2Vx7Wk1Zp5YbHc3Jd',
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'curl -H "X-ArchivesSpace-Session: $SESSION" http://localhost:8089/repositories',
    'curl "https://omeka.example.org/api/items?key_identity=Ab3xQ9&key_credential=$OMEKA_KEY"',
    'kcadm.sh config credentials --server https://sso.acme.io --realm master --user admin --password "$KC_ADMIN_PASSWORD"',
    'kcadm.sh config credentials --server https://sso.acme.io --realm master --client admin-cli --secret "$KC_SECRET"',
    "op item create --category=login --title='Prod DB' --vault Infra username=app --generate-password=32,letters,digits",
    'echo "$KP_PASSWORD" | keepassxc-cli show -s secrets.kdbx Servers/prod-db',
    'pocketbase superuser upsert admin@acme.io "$PB_ADMIN_PASSWORD"',
    'pocketbase serve --http 0.0.0.0:8090',
    'npx convex env set SITE_URL https://acme.io',
    'npx convex env list',
    'npx convex env set STRIPE_SECRET "$STRIPE_SECRET"',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['collectiveaccess/setup.php', '<?php\ndefine("__CA_DB_PASSWORD__", "Coll3ctAcc#2023");\n'],
    [
      'cantaloupe/delegates.rb',
      "def authorize(options = {})\n  context['request_headers']['Authorization'] == 'Bearer iiif_adm_6Tz3Qw8Rk1Lp5Mn9'\nend\n",
    ],
    ['tools/client.py', "headers['Authorization'] = 'Bearer 8f3kD92mXq7LpZ4vN1rT6yW0'\n"],
    ['config/notify.yml', `teams_webhook: ${teams}\n`],
    ['teleport.yaml', 'teleport:\n  join_params:\n    token_name: "a7f2c9e1b4d8f3a6c0e5b9d2f7a1c4e8"\n    method: token\n'],
    ['keys/age.txt', `# public key: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p\n${ageShort}\n`],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['collectiveaccess/setup.php', '<?php\ndefine("__CA_DB_PASSWORD__", getenv("CA_DB_PASSWORD"));\n'],
    [
      'cantaloupe/delegates.rb',
      "def authorize(options = {})\n  context['request_headers']['Authorization'] == \"Bearer #{ENV['IIIF_TOKEN']}\"\nend\n",
    ],
    ['teleport.yaml', 'teleport:\n  join_params:\n    token_name: /var/lib/teleport/token\n    method: token\n'],
    ['teleport-iam.yaml', 'teleport:\n  join_params:\n    token_name: iam-token\n    method: iam\n'],
    [
      '.env.example',
      'AUTH0_SECRET=use-openssl-rand-hex-32\nAUTH0_BASE_URL=http://localhost:3000\nAUTH0_CLIENT_ID=your-client-id\nAUTH0_CLIENT_SECRET=your-client-secret\n',
    ],
    ['.env.sample', 'NEXTAUTH_SECRET=generate-with-openssl-rand-base64-32\n'],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
});

describe('round 35: storage logins set by a CLI, secret stores fed on stdin, vendor key headers, JSON option fields', () => {
  const hfShort = ['hf', '_Zt8Kp3QwL9xVn2RmB6yJc4HsF7gD1aE5u'].join('');
  const googleShort = ['AI', 'zaSyB7xQ2Lm9Rt4Wp8Nz3Vb1Cy6Jd5Hf0Gs'].join('');
  const edit = (file_path: string, old_string: string, new_string: string) =>
    ({ hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } }) as CanonicalEvent;
  test.each([
    "dvc remote modify --local storage secret_access_key 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzQ8v2Lm9Rt4W'",
    "dvc remote modify --local myremote password 'Hq7!tPz2LwRm9'",
    "dvc remote modify --local gdrive gdrive_client_secret 'Zt8Kp3QwL9xVn2RmB6yJc4Hs'",
    "echo 'ghS7kPq2Lr9Wm4Vx' | wrangler secret put STRIPE_WEBHOOK_SECRET && echo done",
    "echo 'ghS7kPq2Lr9Wm4Vx' | npx wrangler secret put STRIPE_WEBHOOK_SECRET",
    "printf 'ghS7kPq2Lr9Wm4Vx' | gh secret set STRIPE_WEBHOOK_SECRET",
    "echo -n 'ghS7kPq2Lr9Wm4Vx' | gcloud secrets versions add stripe-webhook --data-file=-",
    "echo 'ghS7kPq2Lr9Wm4Vx' | docker secret create stripe_webhook -",
    "echo 'ghS7kPq2Lr9Wm4Vx' | firebase functions:secrets:set STRIPE_WEBHOOK_SECRET",
    "curl -H 'Fastly-Key: Vx3Nc8Lm2Qp7RtWk9Zb4HsY' -X POST https://api.fastly.com/service/4xKqZ9vR2mTn7bLp/purge_all",
    "curl -H 'Ocp-Apim-Subscription-Key: Vx3Nc8Lm2Qp7RtWk9Zb4HsY' https://api.cognitive.microsoft.com/x",
    'ckanapi action package_create -r https://opendata.city.gov -a 7c2e9f1a-4b8d-4e3c-a6f0-9d2b5e8c1f7a name=permits-2024',
    `ray job submit --address http://ray-head:8265 --runtime-env-json='{"env_vars": {"HF_TOKEN": "${hfShort}"}}' -- python finetune.py`,
    `ray job submit --runtime-env-json='{"env_vars": {"OPENAI_API_KEY": "Xk29dLq8Wm4Rt7Vz1Np6Qz"}}' -- python a.py`,
    `curl -d '{"api_key": "Xk29dLq8Wm4Rt7Vz1Np6Qz"}' https://api.vendor.io/v1/jobs`,
    `curl 'https://vision.googleapis.com/v1/images:annotate?key=${googleShort}'`,
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'dvc remote modify --local storage secret_access_key "$AWS_SECRET_ACCESS_KEY"',
    'dvc remote modify storage url s3://bucket/path',
    'dvc remote modify --local storage profile myprofile',
    'echo "$STRIPE_WEBHOOK_SECRET" | wrangler secret put STRIPE_WEBHOOK_SECRET',
    "echo 'v1' | wrangler kv key put mykey",
    "echo 'https://api.acme.io' | gh variable set API_URL",
    'docker secret ls',
    'curl -H "Fastly-Key: $FASTLY_API_TOKEN" -X POST https://api.fastly.com/service/x/purge_all',
    "curl -H 'Idempotency-Key: 7c2e9f1a4b8d4e3ca6f09d2b' https://api.stripe.com/v1/charges",
    "curl -H 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==' https://ws.acme.io",
    'ckanapi action package_show -r https://opendata.city.gov id=permits-2024',
    'ckanapi action package_create -r https://opendata.city.gov -a "$CKAN_API_KEY" name=permits-2024',
    `ray job submit --runtime-env-json='{"env_vars": {"OPENAI_API_KEY": "$OPENAI_API_KEY"}}' -- python a.py`,
    `ray job submit --runtime-env-json='{"env_vars": {"LOG_LEVEL": "debug", "MODEL": "llama-3-8b"}}' -- python a.py`,
    `curl -d '{"token_type": "bearer", "api_key_name": "ci-2024"}' https://api.vendor.io/v1/keys`,
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test('a Google API key cut short in a server-side URL speaks', () =>
    expect(
      detect(write('/home/u/proj/ocr/vision.py', `VISION_URL = "https://vision.googleapis.com/v1/images:annotate?key=${googleShort}"\n`)),
    ).toBeDefined());
  test.each([
    ['src/index.ts', "const apiKey = 'o311-7Xm2Vp9RtWk4Nc8Z';", 'const apiKey = env.OPEN311_API_KEY;'],
    ['src/index.ts', "const apiKey = 'o311-7Xm2Vp9RtWk4Nc8Z';", 'const apiKey = config.OPEN311_API_KEY;'],
    ['app/settings.py', "api_key = 'o311-7Xm2Vp9RtWk4Nc8Z'", 'api_key = settings.OPEN311_API_KEY'],
    ['cmd/main.go', 'apiKey := "o311-7Xm2Vp9RtWk4Nc8Z"', 'apiKey := cfg.S3_SECRET_KEY1'],
  ])('an edit of %s that reads the key from a member instead stays silent', (path, old, replacement) =>
    expect(detect(edit(`/home/u/proj/${path}`, old, replacement))).toBeUndefined(),
  );
  test('an edit that writes a literal key in code still speaks', () =>
    expect(
      detect(edit('/home/u/proj/src/index.ts', 'const apiKey = env.OPEN311_API_KEY;', "const apiKey = 'o311-7Xm2Vp9RtWk4Nc8Z';")),
    ).toBeDefined());
});

describe('round 36: wallets, nodes and files named for one secret', () => {
  // Assembled at run time, fresh random values (none a published test key).
  const freshKey = ['0x', 'ecbc64bc2d6dbdfd7da71630d1ac61c9', 'dae88c7a8412f4603b6b78690d1a7380'].join('');
  const otherKey = ['0x', '7ca2f4dca75bac49efcc963999618dd7', '32688fc305d94456e0d769cf4bdf766d'].join('');
  // Hardhat's and anvil's account #0 and #1: public by design.
  const hardhat0 = ['0x', 'ac0974bec39a17e36ba4a6b4d238ff94', '4bacb478cbed5efcae784d7bf4f2ff80'].join('');
  const hardhat1 = ['0x', '59c6995e998f97a5a0044966f0945389', 'dc9e86dae88c7a8412f4603b6b78690d'].join('');
  const phrase = 'swarm chest grape alert neutral tilt dove acoustic bubble elbow vault test';
  const testPhrase = 'test test test test test test test test test test test junk';
  const base58Secret = ['w37vSB5X9oG8pjwdDEfSyrihe1icSxaPiBMrV3xFSNyJ', 'PDBwP2NUK1Ek1QbjzHTH8QLXHxQ8gRGNAjnrzEZMGBWw'].join('');
  const b64url = (json: string) => Buffer.from(json).toString('base64url');
  const jwtOf = (header: string, signature: string) => `${b64url(header)}.${b64url('{"sub":"acme-pin"}')}.${signature}`;
  const basic = (pair: string) => Buffer.from(pair).toString('base64');
  const edit = (file_path: string, old_string: string, new_string: string) =>
    ({ hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } }) as CanonicalEvent;

  test.each([
    `forge script script/Deploy.s.sol --rpc-url $RPC_URL --broadcast --private-key ${freshKey}`,
    `cast wallet import deployer --private-key ${otherKey}`,
    `npx hardhat vars set PRIVATE_KEY ${freshKey}`,
    `solana-keygen recover 'prompt://?key=0/0' -o wallet.json <<< '${phrase}'`,
    `solana-keygen recover -o wallet.json <<EOF\n${phrase}\nEOF`,
    `echo '${phrase}' | cast wallet import deployer --interactive`,
    `bitcoin-cli -rpcuser=btcrpc -rpcpassword=Tq8wZ2xLmK4p getblockchaininfo`,
    `bitcoind -daemon -rpcuser=node -rpcpassword=Vr7pLx2Wq9Mz`,
    `lnd --bitcoin.mainnet --bitcoind.rpcuser=u --bitcoind.rpcpass=Vr7pLx2Wq9Mz`,
    `curl -H 'Grpc-Metadata-macaroon: 0201036c6e6402f801030a10b3bf6906c1937139ac0684ac4417139d1201301a16' https://localhost:8080/v1/balance/channels`,
    `ipfs config --json API.HTTPHeaders.Authorization '["Basic ${basic('admin:Rq7!xTz2Lm')}"]'`,
    `export PINATA_JWT=${jwtOf('{"alg":"HS256","typ":"JWT"}', 's8Xk2mYqP0')}`,
    `ipfs pin remote service add pinata https://api.pinata.cloud/psa ${jwtOf('{"alg":"HS256"}', 'Lm3Nq5')}`,
    'graph auth --studio 1d4e352b21564555eb22cfb33006084e',
    'snyk auth 7c2e9f1a-4b8d-4e3c-a6f0-9d2b5e8c1f7a',
    'anvil --fork-url https://eth-mainnet.g.alchemy.com/v2/IerTS0MA8lY5XmmEE6w06',
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());

  test.each([
    `forge script script/Deploy.s.sol --broadcast --private-key ${hardhat1}`,
    `cast send 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48 'f()' --private-key ${hardhat0}`,
    `npx hardhat vars set PRIVATE_KEY ${hardhat0}`,
    'forge script script/Deploy.s.sol --broadcast --private-key $PRIVATE_KEY',
    `solana-keygen recover -o wallet.json <<< '${testPhrase}'`,
    "solana-keygen recover -o wallet.json <<< 'your twelve word recovery phrase goes here one two three four five six'",
    "cat <<< 'deploy the contract to the main network and then verify it with the explorer'",
    'bitcoin-cli -rpcuser=btcrpc -rpcpassword=$BTC_RPC_PASSWORD getblockchaininfo',
    'bitcoin-cli -rpccookiefile=/home/u/.bitcoin/.cookie getblockchaininfo',
    'bitcoind -daemon -rpcauth=alice:7d9ba5ae63c3d4dc30583ff4fe65a67e$9e3634e81c11659e3de036d0bf88f89cd169c1039e6e09607562d54765c649cc',
    'curl -H "Grpc-Metadata-macaroon: $(xxd -ps -u -c 1000 ~/.lnd/data/chain/bitcoin/mainnet/admin.macaroon)" https://localhost:8080/v1/getinfo',
    `ipfs config --json API.HTTPHeaders.Authorization '["Basic ${basic('admin:password')}"]'`,
    'ipfs config --json API.HTTPHeaders.Authorization \'["Basic $IPFS_BASIC"]\'',
    `export PINATA_JWT=${jwtOf('{"alg":"none"}', 's8Xk2mYqP0')}`,
    `export PINATA_JWT=${jwtOf('{"alg":"HS256"}', 'signature')}`,
    'graph auth --studio $GRAPH_DEPLOY_KEY',
    'graph auth --studio',
    'snyk auth',
    'graph codegen && graph build',
    'anvil --fork-url https://eth-mainnet.g.alchemy.com/v2/demo',
    'anvil --fork-url https://eth-mainnet.g.alchemy.com/v2/$ALCHEMY_API_KEY',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());

  test.each([
    ['/home/u/proj/scripts/deploy.ts', `export const signer = { privateKey: '${freshKey}' };\n`],
    ['/home/u/proj/.github/workflows/deploy.yml', `env:\n  PRIVATE_KEY: ${otherKey}\n`],
    ['/home/u/proj/keys/deployer.hex', `${freshKey}\n`],
    ['/home/u/proj/beacon/jwt.hex', `${otherKey}\n`],
    ['/home/u/proj/node/jwtsecret', `${otherKey.slice(2)}\n`],
    ['/home/u/proj/src/seed.ts', `const mnemonic = '${phrase}';\n`],
    ['/home/u/proj/hardhat.config.json', `{ "accounts": { "mnemonic": "${phrase}" } }\n`],
    ['/home/u/proj/scripts/restore.py', `from solders.keypair import Keypair\nkp = Keypair.from_base58_string('${base58Secret}')\n`],
    ['/home/u/proj/scripts/restore.ts', `const kp = Keypair.fromSecretKey(bs58.decode('${base58Secret}'));\n`],
    ['/home/u/proj/validator/password.txt', 'k9Xm2Qw7Pz4Lr8Tn\n'],
    ['/home/u/proj/lnd/wallet_password.txt', 'correct-Horse-Channel-77\n'],
    ['/home/u/proj/keystore.pass', 'Vr7pLx2Wq9Mz!\n'],
    ['/home/u/proj/config/api_key.txt', 'tBpb0n8aaKVcn151vOUVQoUY\n'],
    ['/home/u/proj/deploy.secret', 'gTEgq5mqQVTX7E4kxJ6mHkGvJv94ktL6vI\n'],
    ['/home/u/proj/scripts/pin.ts', `new PinataSDK({ pinataJwt: '${jwtOf('{"alg":"HS256","typ":"JWT"}', 'Z9kLm2QpR7')}' });\n`],
    ['/home/u/proj/kubo/config.json', `{ "API": { "HTTPHeaders": { "Authorization": ["Basic ${basic('ops:Rq7!xTz2Lm')}"] } } }\n`],
    ['/home/u/proj/tests/fork.t.sol', "vm.createSelectFork('https://arb-mainnet.g.alchemy.com/v2/gFTVE3Lj3rfctOBB');\n"],
    ['/home/u/proj/foundry.toml', '[etherscan]\nmainnet = { key = "7m7TfkHcS0jfANq7sabXaZ5ACSw4D4Uv" }\n'],
    [
      '/home/u/proj/foundry.toml',
      '[etherscan]\nsepolia = { key = "${ETHERSCAN_API_KEY}" }\n' +
        'arbitrum = { key = "GTEGQ5MQQVTX7E4KXJ6MHKGVJV94KTL6VI", url = "https://api.arbiscan.io/api" }\n',
    ],
    [
      '/home/u/proj/rave/client.py',
      "from rwslib import RWSConnection\nr = RWSConnection('acme.mdsol.com', 'rws_user', 'Rave!Secure#88')\n",
    ],
  ])('%s written with a secret speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());

  test.each([
    ['/home/u/proj/scripts/deploy.ts', `export const signer = { privateKey: '${hardhat0}' };\n`],
    ['/home/u/proj/.github/workflows/deploy.yml', `env:\n  PRIVATE_KEY: ${hardhat1}\n`],
    ['/home/u/proj/keys/deployer.hex', `${hardhat0}\n`],
    ['/home/u/proj/firmware/app.hex', ':10010000214601360121470136007EFE09D2190140\n:00000001FF\n'],
    ['/home/u/proj/src/seed.ts', `const mnemonic = '${testPhrase}';\n`],
    ['/home/u/proj/src/seed.ts', 'const mnemonic = process.env.MNEMONIC!;\n'],
    ['/home/u/proj/scripts/restore.py', "kp = Keypair.from_base58_string(os.environ['SOLANA_SECRET'])\n"],
    ['/home/u/proj/scripts/confirm.ts', `await connection.confirmTransaction('${base58Secret}');\n`],
    ['/home/u/proj/validator/password.txt', 'changeme\n'],
    ['/home/u/proj/validator/password.txt', '${VALIDATOR_PASSWORD}\n'],
    ['/home/u/proj/validator/password.txt', '/run/secrets/validator_password\n'],
    ['/home/u/proj/config/api_key.txt', 'TODO\n'],
    ['/home/u/proj/config/api_key.txt', 'stored-in-vault\n'],
    ['/home/u/proj/.htpasswd', 'admin:$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/\n'],
    ['/home/u/proj/scripts/pin.ts', `new PinataSDK({ pinataJwt: process.env.PINATA_JWT, pinataGateway: 'acme.mypinata.cloud' });\n`],
    ['/home/u/proj/docs/auth.md', 'Basic authentication is used for the admin API; see the runbook.\n'],
    ['/home/u/proj/tests/fork.t.sol', "vm.createSelectFork('https://arb-mainnet.g.alchemy.com/v2/demo');\n"],
    ['/home/u/proj/foundry.toml', '[etherscan]\nmainnet = { key = "${ETHERSCAN_API_KEY}" }\n'],
    ['/home/u/proj/foundry.toml', '[rpc_endpoints]\nmainnet = "${MAINNET_RPC_URL}"\n[profile.default]\nsrc = "src"\n'],
    ['/home/u/proj/rave/client.py', "r = RWSConnection('acme.mdsol.com', 'rws_user', os.environ['RWS_PASSWORD'])\n"],
    ['/home/u/proj/rave/client.py', "r = RWSConnection('acme.mdsol.com', 'rws_user', 'password')\n"],
  ])('%s written without one stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());

  test('an edit that swaps a mnemonic from the environment for a literal speaks', () =>
    expect(
      detect(edit('/home/u/proj/src/seed.ts', 'const mnemonic = process.env.MNEMONIC!;', `const mnemonic = '${phrase}';`)),
    ).toBeDefined());
});

describe('round 36: a macaroon by name', () => {
  const hexMacaroon = ['0201036c6e6402f801030a10b3bf6906', 'c1937139ac0684ac4417139d1201301a16'].join('');
  test.each([`export LND_MACAROON=${hexMacaroon}`, `curl -H "X-Macaroon: ${hexMacaroon}" https://node.local:8080/v1/getinfo`])(
    '%s speaks',
    (command) => expect(detect(bash(command))).toBeDefined(),
  );
  test.each([
    'lncli --macaroonpath ~/.lnd/data/chain/bitcoin/mainnet/readonly.macaroon getinfo',
    'export LND_MACAROON_PATH=/home/u/.lnd/data/chain/bitcoin/mainnet/admin.macaroon',
    'export LND_MACAROON="$(xxd -ps -u -c 1000 admin.macaroon)"',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test('a JSON field named for a macaroon given one speaks', () =>
    expect(detect(write('/home/u/proj/lnd.json', `{ "macaroon": "${hexMacaroon}" }\n`))).toBeDefined());
});

describe('round 36: a phrase fed to a command only where the command takes one', () => {
  test('a list of words echoed into xargs stays silent', () =>
    expect(
      detect(bash("echo 'install build test deploy release publish clean audit docs bundle upgrade verify' | xargs -n1 npm run")),
    ).toBeUndefined());
  test('a phrase echoed into a wallet import speaks', () =>
    expect(
      detect(
        bash("echo 'swarm chest grape alert neutral tilt dove acoustic bubble elbow vault test' | sui keytool import --stdin ed25519"),
      ),
    ).toBeDefined());
});

describe('round 37: property lists, observability keys, enrolment passwords', () => {
  const plist = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>\n${body}\n</dict></plist>\n`;
  const awsSecret = ['wJalrXUtnFEMI', '/K7MDENG/bPxRfiCYMUNKIKEY'].join('');
  const hex32 = ['3f9a1c7e2b8d4f6a', '0c5e9b1d3f7a2c4e'].join('');
  const mapsKey = ['AI', 'zaSyB1c2D3e4F5g6H7i8J9k0L1m2N3o4P5q6R'].join('');
  test.each([
    [
      '/home/u/proj/profiles/wifi.mobileconfig',
      plist('<key>SSID_STR</key><string>ACME</string>\n<key>Password</key><string>CorpW1fi!Sp2024</string>'),
    ],
    ['/home/u/proj/autopkg/com.github.autopkg.plist', '<key>JSS_PASS</key>\n\t<string>AutoPkg#Upl0ad2024</string>'],
    ['/home/u/proj/munki/middleware.plist', plist(`<key>SecretKey</key><string>${awsSecret}</string>`)],
    [
      '/home/u/proj/launchd/com.acme.agent.plist',
      plist(
        '<key>ProgramArguments</key><array><string>/usr/local/bin/acme-agent</string>' +
          '<string>--token</string><string>agt_9XkL2mP7qR4sV8wZ1yB3cD</string></array>',
      ),
    ],
    [
      '/home/u/proj/launchd/com.acme.sync.plist',
      plist('<key>ProgramArguments</key><array><string>/usr/local/bin/sync</string><string>--password=Sync!Pw2024x</string></array>'),
    ],
    [
      '/home/u/proj/monitoring/alertmanager.yml',
      'receivers:\n- name: pd\n  pagerduty_configs:\n  - routing_key: R8f3a2c1d9e7b4a6f5c0d1e2f3a4b5c6\n',
    ],
    ['/home/u/proj/otel/collector-dd.yaml', `exporters:\n  datadog:\n    api:\n      site: datadoghq.eu\n      key: ${hex32}\n`],
    ['/home/u/proj/newrelic.yml', 'common: &default_settings\n  license_key: eu01xx9f3a2c1d9e7b4a6f5c0d1e2f3aNRAL\n'],
    ['/home/u/proj/otel/collector.yaml', 'exporters:\n  otlphttp:\n    headers:\n      x-honeycomb-team: hcAik9Xq2Lm7Rz3Vb8Nc1Wd4PfYt\n'],
    ['/home/u/proj/osquery/osquery.flags', '--enroll_secret_env=ENROLL\n# enroll secret: Enr0llS3cr3tXv9Kq2Lm7Rz\n'],
    ['/home/u/proj/wazuh/agent-auth.sh', "#!/bin/bash\n/var/ossec/bin/agent-auth -m wazuh.acme.com -P 'authd-Pa55-2024'\n"],
    [
      '/home/u/proj/migration/usmt.cmd',
      'scanstate.exe \\\\fs01\\usmt\\%COMPUTERNAME% /i:MigUser.xml /o /c /encrypt /key:"UsmtK3y-2024-Acme"\n',
    ],
    ['/home/u/proj/terraform/grafana.tf', `auth = "${['gl', 'sa_Rz3Vb8Nc1Wd4PfXk3mP9qR2sT7_abcd1234'].join('')}"\n`],
    ['/home/u/proj/sentry/init.py', `SENTRY_API = "${['sn', 'tryu_9c1e3a5b7d2f4a6c8e0b1d3f5a7c9e2b4d6f'].join('')}"\n`],
    ['/home/u/proj/web/src/geo.ts', `export const MAPS_SERVER_KEY = '${mapsKey}';\n`],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());
  test.each([
    ['/home/u/proj/profiles/wifi.mobileconfig', plist('<key>Password</key><string>{{ wifi_password }}</string>')],
    [
      '/home/u/proj/profiles/vpn.mobileconfig',
      plist('<key>PasswordRequired</key><true/>\n<key>TokenURL</key><string>https://sso.acme.com/token</string>'),
    ],
    [
      '/home/u/proj/autopkg/com.github.autopkg.plist',
      '<key>JSS_PASS</key>\n\t<string></string>\n<key>SecretName</key><string>prod-jss</string>',
    ],
    [
      '/home/u/proj/ios/App/Info.plist',
      plist('<key>SecretsManagerRegion</key><string>us-east-1</string>\n<key>TokenType</key><string>Bearer</string>'),
    ],
    [
      '/home/u/proj/ios/App/GoogleService-Info.plist',
      plist(
        '<key>CLIENT_ID</key>\n<string>123456789012-abc.apps.googleusercontent.com</string>\n' +
          `<key>API_KEY</key>\n<string>${mapsKey}</string>\n<key>GCM_SENDER_ID</key>\n<string>123456789012</string>\n` +
          '<key>GOOGLE_APP_ID</key>\n<string>1:123456789012:ios:abcdef1234567890</string>',
      ),
    ],
    [
      '/home/u/proj/launchd/com.acme.agent.plist',
      plist(
        '<key>ProgramArguments</key><array><string>/usr/local/bin/acme-agent</string><string>--token-file</string><string>/etc/acme/token</string></array>',
      ),
    ],
    ['/home/u/proj/rabbit/bindings.yml', 'bindings:\n  - exchange: orders\n    routing_key: orders.created.v2\n'],
    ['/home/u/proj/monitoring/alertmanager.yml', 'pagerduty_configs:\n- routing_key_file: /etc/alertmanager/pd_key\n'],
    ['/home/u/proj/otel/collector-dd.yaml', 'exporters:\n  datadog:\n    api:\n      key: ${env:DD_API_KEY}\n'],
    ['/home/u/proj/newrelic.yml', "license_key: <%= ENV['NEW_RELIC_LICENSE_KEY'] %>\n"],
    ['/home/u/proj/otel/collector.yaml', 'exporters:\n  otlphttp:\n    headers:\n      x-honeycomb-team: ${env:HONEYCOMB_API_KEY}\n'],
    ['/home/u/proj/osquery/osquery.flags', '# enroll secret: read from the ENROLL environment variable\n--enroll_secret_env=ENROLL\n'],
    ['/home/u/proj/wazuh/agent-auth.sh', '#!/bin/bash\n/var/ossec/bin/agent-auth -m wazuh.acme.com -A web01\n'],
    ['/home/u/proj/migration/usmt.cmd', 'scanstate.exe \\\\fs01\\usmt /i:MigUser.xml /o /encrypt /keyfile:C:\\keys\\usmt.txt\n'],
    [
      '/home/u/proj/web/src/maps.ts',
      `// Google Maps JS key, restricted by HTTP referrer; meant for the browser\nexport const MAPS_BROWSER_KEY = '${mapsKey}';\n`,
    ],
  ])('%s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());
  test.each([
    `export SHIPPO_API_KEY=${['shippo', '_test_5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d'].join('')} && pytest`,
    'az storage blob upload --account-name acme --account-key k3J9xQ2mL7pV4rT8wY1zA6bC0dE5fG3hJ9kL2mN4oP7qR1sT5uV8wX2yZ6aB0c== -c docs -f a.pdf',
    "sudo /var/ossec/bin/agent-auth -m 10.0.0.5 -P 'Authd!2024pw'",
    'loadstate.exe \\\\fs01\\usmt /i:MigUser.xml /decrypt /key:Usmt2024-Acme!',
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'az storage blob upload --account-name acme --account-key "$AZ_KEY" -c docs -f a.pdf',
    'az storage blob list --account-name acme --auth-mode login -c docs',
    'sudo /var/ossec/bin/agent-auth -m 10.0.0.5',
    `export STRIPE_PK=${['pk', '_test_51H8xKpL2mQ9rT4vW7yZ'].join('')}`,
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
});

describe('round 38: registry logins, switch-marked secrets, directory passwords, LDAP binds, values given apart, drawn template passwords', () => {
  const token = ['wap_', '9Xq2Lm7vR4kP8wN1tZ3bC6dF3hJ6sY0gE'].join('');
  const drawn = ['Hk3mP8vR1tY6', 'wZ9aC2eF5hJ8lN1q'].join('');
  test.each([
    `wasmer login ${token}`,
    'anchor login 9Xq2Lm7vR4kP8wN1tZ3bC6dF3hJ6sY0gE',
    'cachix authtoken eyJhbGciOiJIUzI1NiJ9Xq2Lm7vR4kP8wN1tZ3b',
    "pulumi config set --secret dbPassword 'Pr0dPw-8x2k!'",
    "pulumi config set dbPassword 'Pr0dPw-8x2k!' --secret",
    "esc env set acme/prod db.password 'Pr0dPw-8x2k!' --secret",
    "gam user admin@district.org update password 'TempPass!Sept24' changepassword on",
    "gam create user jdoe@district.org firstname J lastname D password 'Fall!2024x'",
    "zmprov ca jdoe@district.org 'Zm!Pass2024'",
    "samba-tool user create jdoe 'Smb!Pass2024'",
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'wasmer login',
    'wasmer login --token "$WASMER_TOKEN"',
    'anchor login "$ANCHOR_TOKEN"',
    'cachix authtoken --stdin',
    'pulumi config set --secret dbPassword "$DB_PASSWORD"',
    'pulumi config set --secret dbPassword',
    'pulumi config set aws:region us-east-1',
    'esc env set acme/prod db.password "$DB_PASSWORD" --secret',
    'gam update user jdoe@district.org password random changepassword on',
    'gam user jdoe@district.org update password uniquerandom',
    'gam print users fields primaryemail,name',
    'samba-tool dns add dc1 district.local www A 10.0.0.5',
    'samba-tool user create jdoe --random-password',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['/home/u/proj/config/ldap.conf', 'BINDDN cn=svc-sync,ou=Service,dc=district,dc=local\nBINDPW Ldap!Svc2024\n'],
    ['/home/u/proj/etc/nslcd.conf', 'binddn cn=svc,dc=district,dc=local\nbindpw Ldap!Svc2024\n'],
    ['/home/u/proj/etc/openldap/slapd.conf', 'rootdn cn=admin,dc=district,dc=local\nrootpw Ldap!Root2024\n'],
    ['/home/u/proj/etc/sssd/sssd.conf', '[domain/district]\nldap_default_authtok_type = password\nldap_default_authtok = Ldap!Svc2024\n'],
    ['/home/u/proj/.dev.vars.example', 'DATABASE_URL=postgres://app:Pr0dPw-8x2k@db.acme.internal:5432/app\n'],
    ['/home/u/proj/.env.sample', 'REDIS_URL=redis://default:Rd7xQ2mVb9Lk@cache.acme.internal:6379\n'],
    [
      '/home/u/proj/fastly.toml',
      `[local_server.secret_stores]\n  [[local_server.secret_stores.creds]]\n    key = "upstream_token"\n    data = "${drawn}"\n`,
    ],
    ['/home/u/proj/spin.toml', `[variables]\napi_key = { default = "${drawn}" }\n`],
    ['/home/u/proj/k8s/deploy.yaml', `env:\n  - name: API_TOKEN\n    value: "${drawn}"\n`],
    [
      '/home/u/proj/azure-pipelines.yml',
      `variables:\n  - name: ARM_CLIENT_ID\n    value: app-id\n  - name: ARM_CLIENT_SECRET\n    value: ${drawn}\n`,
    ],
    ['/home/u/proj/azuredeploy.parameters.json', '{"parameters": {"adminPassword": {"value": "Xk9mP2vR7!tQ4"}}}'],
    ['/home/u/proj/secrets.json', `[{"key": "stripe_api_key", "value": "${drawn}"}]`],
    ['/home/u/proj/tests/integration/conftest.py', `@pytest.fixture\ndef canvas_token():\n    return '7~${drawn}'\n`],
    ['/home/u/proj/src/client.ts', `export class Client {\n  get apiKey(): string {\n    return '${drawn}';\n  }\n}\n`],
    ['/home/u/proj/auth.go', `package auth\n\nfunc apiToken() string {\n\treturn "${drawn}"\n}\n`],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());
  test.each([
    ['/home/u/proj/config/ldap.conf', 'BASE dc=district,dc=local\nURI ldaps://ldap.district.local\n'],
    ['/home/u/proj/etc/openldap/slapd.conf', 'rootdn cn=admin,dc=district,dc=local\nrootpw {SSHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=\n'],
    [
      '/home/u/proj/etc/sssd/sssd.conf',
      '[domain/district]\nldap_default_authtok_type = obfuscated_password\nldap_default_bind_dn = cn=x\n',
    ],
    ['/home/u/proj/.dev.vars.example', 'DATABASE_URL=postgres://app:<password>@localhost:5432/app\n'],
    ['/home/u/proj/.env.example', 'DATABASE_URL=postgres://user:Passw0rd1@localhost:5432/app\n'],
    ['/home/u/proj/.env.example', 'DATABASE_URL=postgres://app:changeme@db.acme.internal:5432/app\n'],
    [
      '/home/u/proj/fastly.toml',
      '[local_server.secret_stores]\n  [[local_server.secret_stores.creds]]\n    key = "upstream_token"\n    env = "UPSTREAM_TOKEN"\n',
    ],
    ['/home/u/proj/spin.toml', '[variables]\napi_key = { required = true, secret = true }\n'],
    ['/home/u/proj/spin.toml', '[variables]\napi_key = { default = "{{ api_key }}" }\n'],
    [
      '/home/u/proj/k8s/deploy.yaml',
      'env:\n  - name: API_TOKEN\n    valueFrom:\n      secretKeyRef: {name: api, key: token}\n  - name: BUILD_ID\n    value: "b7Xq2Lm9Vt4Rk8Wz3Nc6"\n',
    ],
    ['/home/u/proj/secrets.json', '[{"key": "stripe_api_key", "value": "${STRIPE_API_KEY}"}]'],
    ['/home/u/proj/azure-pipelines.yml', 'variables:\n  - name: ARM_CLIENT_SECRET\n    value: $(armClientSecret)\n'],
    ['/home/u/proj/tests/conftest.py', "@pytest.fixture\ndef canvas_token():\n    return os.environ['CANVAS_TOKEN']\n"],
    ['/home/u/proj/tests/conftest.py', "@pytest.fixture\ndef admin_password():\n    return 'hunter2-test'\n"],
    ['/home/u/proj/src/auth.js', 'function tokenUrl() {\n  return "https://auth.acme.com/oauth/token";\n}\n'],
  ])('%s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());
});

describe('round 39: hook URLs, game servers, positional secrets, XML value attributes, key names', () => {
  const hex24 = ['65f1a2b3', 'c4d5e6f7a8b9c0d1'].join('');
  const gslt = ['9A8B7C6D5E4F', '3A2B1C0D9E8F7A6B5C4D'].join('');
  const tg = ['6123456789:', 'AAHk9Lm2Nq4Pr6St8Uv0Wx2Yz4'].join('');
  test.each([
    `curl -X POST https://api.netlify.com/build_hooks/${hex24}`,
    'curl -X POST https://api.vercel.com/v1/integrations/deploy/prj_Ab12Cd34Ef56Gh78/Xy9Zk3Lm2N',
    'curl -X POST https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/3f9a1c7e-2b8d-4f6a-9c5e-1d2b3c4d5e6f',
    'curl https://api.render.com/deploy/srv-c9k2m4p6q8r0s1t3?key=Xk9Lm2Nq4Pr7',
    "curl -d '{}' https://discord.com/api/webhooks/998877665544/Zt5Yx4Wv3Ut2Sr1Qp0On9Ml8Kj",
    `apprise -b done 'tgram://${tg}/123456789'`,
    `./srcds_run -game csgo +sv_setsteamaccount ${gslt} +map de_dust2`,
    './RustDedicated -batchmode +server.port 28015 +rcon.port 28016 +rcon.password Rk8vLm2Qx9',
    './ioq3ded +set dedicated 2 +set rcon_password Hq7tPz2Lw9 +map q3dm17',
    'echo acct | radclient -x 10.20.0.5:1813 acct sharEdK3y2025',
    'radclient -f packets.txt 10.0.0.1 auth Rad1usS3cr3t',
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'curl -s https://api.netlify.com/api/v1/sites',
    'curl -X POST "https://api.netlify.com/build_hooks/$NETLIFY_HOOK_ID"',
    'curl -d "{}" "https://discord.com/api/webhooks/$DISCORD_ID/$DISCORD_TOKEN"',
    'apprise -b done "tgram://$TG_TOKEN/$TG_CHAT"',
    './srcds_run -game csgo +sv_setsteamaccount "$GSLT" +map de_dust2',
    './srcds_run -game csgo +map de_dust2 +maxplayers 10 +sv_lan 1',
    './RustDedicated -batchmode +rcon.password "$RCON_PASSWORD"',
    'radclient -x 10.0.0.1 status "$RADIUS_SECRET"',
    'radclient -h',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['/home/u/proj/cfg/server.cfg', `hostname "Clan"\nrcon_password "Zt9wLm4Qx2"\nsv_setsteamaccount ${gslt}\n`],
    ['/home/u/proj/tools/rcon.py', "import valve.rcon\nwith valve.rcon.RCON(('203.0.113.10', 27015), 'Src$rcon881') as rcon:\n    pass\n"],
    ['/home/u/proj/tools/mc.py', "from mcrcon import MCRcon\nwith MCRcon('mc.example.net', 'Mc7rcPw2x') as m:\n    pass\n"],
    [
      '/home/u/proj/church/pco.py',
      "import pypco\npco = pypco.PCO('a1b2c3d4e5f60718293a4b5c6d7e8f90', '9f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8')\n",
    ],
    ['/home/u/proj/moonraker.conf', `[notifier telegram]\nurl: tgram://${tg}/123456789\n`],
    ['/home/u/proj/kiosk/config.json', '{\n  "displayKey": "lobby-01",\n  "cmsKey": "CmsK3y-9f2a7c4e1b8d"\n}\n'],
    ['/home/u/proj/parse/config.json', '{"appId": "myapp", "masterKey": "Mk7vQ2xLp9Wz4Rt8Nb3"}\n'],
    ['/home/u/proj/telecom/diameter.xml', '<Security><Password value="DiamOCS!tls99"/></Security>\n'],
    ['/home/u/proj/App.config', '<Settings>\n  <ApiKey value="Qm7xK2pLw9Vz4Rt8Nb6Hd"/>\n</Settings>\n'],
    ['/home/u/proj/_config.yml', 'algolia:\n  application_id: ABCD1234\n  admin_api_key: 2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e\n'],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());
  test.each([
    ['/home/u/proj/cfg/server.cfg', 'hostname "Clan"\nrcon_password "$RCON_PASSWORD"\nsv_lan 0\n'],
    [
      '/home/u/proj/tools/rcon.py',
      "import os, valve.rcon\nwith valve.rcon.RCON((host, 27015), os.environ['RCON_PASSWORD']) as rcon:\n    pass\n",
    ],
    ['/home/u/proj/kiosk/config.json', '{"displayKey": "lobby-01", "sortKey": "createdAt"}\n'],
    ['/home/u/proj/web/nr.js', 'window.NREUM = { loader_config: { licenseKey: "NRJS-3f9a1c7e2b8d4f6a0c5" } };\n'],
    ['/home/u/proj/telecom/diameter.xml', '<Security><Password value="${DIAMETER_PASSWORD}"/></Security>\n'],
    ['/home/u/proj/telecom/diameter.xml', '<Security><PasswordPolicy value="Strong-2024x"/></Security>\n'],
    ['/home/u/proj/_config.yml', 'algolia:\n  application_id: ABCD1234\n  search_only_api_key: 2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e\n'],
    ['/home/u/proj/.env', 'TYPESENSE_SEARCH_ONLY_API_KEY=Xk9Lm2Nq4Pr7St8Uv0Wx2Yz4Ab\n'],
  ])('%s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());
});

describe('round 39: a fill-in label with a drawn key after it is the key', () => {
  test.each([
    ['/home/u/proj/config/admin.js', "module.exports = () => ({\n  auth: { secret: 'tobemodified-4f8a1c2e9b7d3a6f' },\n});\n"],
    ['/home/u/proj/.env', 'JWT_SECRET=changeme_Xk9Lm2Nq4Pr7St8Uv0Wz\n'],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());
  test.each([
    ['/home/u/proj/.env', 'API_TOKEN_SALT=tobemodified\nADMIN_JWT_SECRET=tobemodified\n'],
    ['/home/u/proj/.env', 'APP_KEYS=toBeModified1,toBeModified2\n'],
    ['/home/u/proj/.env', 'JWT_SECRET=replace-me-with-a-long-random-string\n'],
    ['/home/u/proj/.env', 'JWT_SECRET=changeme_aaaaaaaaaaaaaaaaaaaa\n'],
  ])('%s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());
});

describe('round 40: update-signing keys, private keys where public ones belong, URL users with an @, Adyen keys', () => {
  const edit = (file_path: string, old_string: string, new_string: string) =>
    ({ hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } }) as CanonicalEvent;
  const b64 = (plain: string) => Buffer.from(plain).toString('base64');
  const keyLine = ['RWRTY0Iy', 'EbWz4mT2XjZ8yZaX7hQdXl3EGQ4r0nT6aQm3m0d3p6mD7vQ3yJ1pYl8gRdZc2eXw9kJb7n4sPqT0uVxW1'].join('');
  const encryptedFile = b64(`untrusted comment: rsign encrypted secret key\n${keyLine}\n`);
  const publicFile = b64('untrusted comment: minisign public key 5E3B1A2C\nRWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3\n');
  const seed = ['fJ3kL9mN2pQ5rS8tV1wX', '4yZ7aB0cD3eF6gH9iJ2kL5m='].join('');
  const adyen = ['AQE', 'yhmfxKo3JBhEw0m/n3Q5qf3VaY9UCJ1+XWZe9W27-new'].join('');
  test.each([
    ['/home/u/proj/src-tauri/keys/updater.key', `${encryptedFile}\n`],
    ['/home/u/proj/.github/release.env', `TAURI_UPDATER_BLOB=${encryptedFile}\n`],
    ['/home/u/proj/notes/minisign.txt', `${keyLine}\n`],
    ['/home/u/proj/sparkle_private_key.txt', `${seed}\n`],
    ['/home/u/proj/keys/ed25519_seed.txt', '9d61b19deffd5a60ba844af492ec2cc44449c5697b7326919703bac031cae7f6\n'],
    ['/home/u/proj/scripts/rotate_keys.py', `OLD_KEY = '${adyen}'\n`],
    ['/home/u/proj/src/payments.ts', `const client = new Client({ apiKey: "${adyen}", environment: "LIVE" });\n`],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());
  test.each([
    ['/home/u/proj/src-tauri/keys/updater.key.pub', publicFile],
    ['/home/u/proj/sparkle_public_key.txt', `${seed}\n`],
    ['/home/u/proj/sparkle_private_key.txt', '/Users/me/keys/sparkle_private_key\n'],
    ['/home/u/proj/keys/private_key.txt', 'kept in 1Password\n'],
    ['/home/u/proj/conf.yml', 'privkey: /etc/letsencrypt/live/example.com/privkey.pem\n'],
    ['/home/u/proj/scripts/rotate_keys.py', "OLD_KEY = os.environ['ADYEN_OLD_KEY']\nNEW_KEY = 'AQEyhmfx...'\n"],
  ])('%s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());
  const plistOld = `\t<key>SUPublicEDKey</key>\n\t<string>pfIShU4dEXqPd5ObYNfDBiQWcXozk7estwzTnF9BamQ=</string>`;
  const privateEd = ['Hk8mP2qR5sT9uV3wX7yZ', '1aB4cD6eF0gJ2kL4mN6pQ8r='].join('');
  test.each([
    ['/home/u/proj/Info.plist', plistOld, `${plistOld}\n\t<key>SUPrivateEDKey</key>\n\t<string>${privateEd}</string>`],
    [
      '/home/u/proj/src-tauri/tauri.conf.json',
      `"pubkey": "${publicFile}"`,
      `"pubkey": "${publicFile}",\n      "privkey": "${keyLine.slice(0, 48)}"`,
    ],
  ])('%s: the new text puts a private key in', (path, before, after) => expect(detect(edit(path, before, after))).toBeDefined());
  test.each([
    ['/home/u/proj/Info.plist', plistOld, `\t<key>SUPublicEDKey</key>\n\t<string>${privateEd}</string>`],
    ['/home/u/proj/Info.plist', plistOld, `${plistOld}\n\t<key>SUPrivateEDKey</key>\n\t<string>$(SPARKLE_PRIVATE_KEY)</string>`],
    ['/home/u/proj/src-tauri/tauri.conf.json', '"pubkey": ""', `"pubkey": "${publicFile}"`],
    ['/home/u/proj/src-tauri/tauri.conf.json', '"pubkey": ""', '"pubkey": "",\n      "privkeyPath": "keys/updater.key"'],
  ])('%s: a public key or a reference stays silent', (path, before, after) => expect(detect(edit(path, before, after))).toBeUndefined());
  test.each([
    "curl -fSL -o r.csv 'https://report@Company.AcmeTravel:Zp4kQ8vR2mT7@ca-live.adyen.com/reports/download/r.csv'",
    'git clone https://ci.bot@corp.example:Hq7tPz2Lw9xR@git.example.com/app.git',
    `echo ${encryptedFile} | base64 -d > ~/.tauri/app.key`,
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    "curl -fSL -o r.csv 'https://report@Company.AcmeTravel:$ADYEN_REPORT_PW@ca-live.adyen.com/reports/r.csv'",
    "curl -fSL -o r.csv 'https://report@Company.AcmeTravel@ca-live.adyen.com/reports/r.csv'",
    'git clone https://user@git.example.com:8443/app.git',
    `echo ${publicFile} | base64 -d > ~/.tauri/app.key.pub`,
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
});

describe('round 42: CDS keys printed with escaped newlines, search clients given a login list', () => {
  const cdsKey = ['3b1e9f0c-77aa-4d2e', '-b8c1-5e6f7a8b9c0d'].join('');
  const osPass = ['Osrch!', '2024pw'].join('');
  test.each([
    `printf 'url: https://cds.climate.copernicus.eu/api\\nkey: ${cdsKey}\\n' > .cdsapirc`,
    `echo -e 'url: https://ads.atmosphere.copernicus.eu/api\\nkey: ${cdsKey}' > ~/.cdsapirc`,
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    "printf 'url: https://cds.climate.copernicus.eu/api\\nkey: <UID>:<API-KEY>\\n' > .cdsapirc.example",
    `printf 'url: https://cds.climate.copernicus.eu/api\\nkey: %s\\n' "$CDSAPI_KEY" > ~/.cdsapirc`,
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['config/opensearch.yml', `hosts: ['https://search.acme.internal:9200']\nhttp_auth: ['pim', '${osPass}']\n`],
    ['search.py', `es = Elasticsearch(hosts, http_auth=['pim', '${osPass}'])\n`],
    ['search.py', `es = Elasticsearch(hosts, basic_auth=['pim', '${osPass}'])\n`],
  ])('a write of %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['search.py', "es = Elasticsearch(hosts, http_auth=[os.environ['ES_USER'], os.environ['ES_PASS']])\n"],
    ['config/opensearch.yml', "http_auth: ['${OS_USER}', '${OS_PASS}']\n"],
    ['config/opensearch.yml', "http_auth: ['admin', 'changeme']\n"],
    ['app.py', "auth_methods = ['basic', 'digest']\n"],
  ])('a write of %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
  const edit = (file_path: string, old_string: string, new_string: string) =>
    ({ hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } }) as CanonicalEvent;
  const txToken = ['1234567890123456|', 'aB3cD5eF7gH9iJ1kL3mN5oP7qR9'].join('');
  test.each([
    ['config/threatexchange.json', `{\n  "app_id": "1234567890123456",\n  "access_token": "${txToken}"\n}\n`],
    ['tx.py', `api = ThreatExchange(app_token='${['748291034561234|', 'f3a9c2e18b7d4e6fa1c09b2d5e7f8a3c'].join('')}')\n`],
  ])('a Meta app token in %s speaks', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeDefined());
  test.each([
    ['config/threatexchange.json', '{\n  "access_token": "1234567890123456|<APP_SECRET>"\n}\n'],
    ['config/threatexchange.json', '{\n  "access_token": "${TX_ACCESS_TOKEN}"\n}\n'],
  ])('a Meta app token slot in %s stays silent', (path, content) => expect(detect(write(`/home/u/p/${path}`, content))).toBeUndefined());
  test.each([
    ['config/misskey.yml', '  pass: ${MISSKEY_DB_PASS}', `  pass: ${['Vq8!nR2z', 'Lp4#wX'].join('')}`],
    ['docker-compose.yml', '      PGPASS: ${POSTGRES_PASSWORD:-changeme}', `      PGPASS: '${['Tr7#kWq2', 'Lm9x'].join('')}'`],
    ['config/app.toml', 'token = "${SLACK_BOT_TOKEN}"', `token = "${['h7Kq2Wm9Xr4L', 'p8Vb3Nc6Zt1Yd'].join('')}"`],
  ])('%s: a literal where an interpolated credential stood speaks', (path, before, after) =>
    expect(detect(edit(`/home/u/p/${path}`, before, after))).toBeDefined(),
  );
  test.each([
    ['config/misskey.yml', '  pass: ${MISSKEY_DB_PASS}', '  pass: ${MISSKEY_DB_PASSWORD}'],
    ['config/misskey.yml', '  pass: ${MISSKEY_DB_PASS}', '  pass: changeme'],
    ['config/misskey.yml', '  host: ${MISSKEY_DB_HOST}', '  host: db.internal.example'],
    ['config/misskey.yml', '  user: ${MISSKEY_DB_USER}', '  user: misskey_admin'],
  ])('%s: another reference, a placeholder or no credential stays silent', (path, before, after) =>
    expect(detect(edit(`/home/u/p/${path}`, before, after))).toBeUndefined(),
  );
});

describe('round 41: a service key in a request URL, a signer passphrase, an LDAP bind, a key body in a process substitution', () => {
  const mapKey = ['Tt7kQ2m9', 'Lp4Rw1Xv5Yb'].join('');
  const sshBody = ['b3BlbnNzaC1rZXktdjE', 'AAAAABG5vbmU'].join('');
  test.each([
    `curl -s 'https://api.tomtom.com/routing/1/calculateRoute/52.50931,13.42936:52.50274,13.43872/json?key=${mapKey}'`,
    `curl 'https://api.opencagedata.com/geocode/v1/json?q=Berlin&key=${mapKey}'`,
    `wget -qO- "https://graphhopper.com/api/1/route?point=52.5,13.4&point=52.6,13.5&key=${mapKey}"`,
    "tqsl -x -d -u -a all -p 'TslCert!pass' logs/contest.adi",
    "ncftpput -u deploy -p 'Ftp!Drop2024' ftp.example.org /incoming build.tar.gz",
    `ssh-keygen -y -f <(echo '-----BEGIN OPENSSH PRIVATE KEY-----\n${sshBody}\n-----END OPENSSH PRIVATE KEY-----')`,
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    `curl -s "https://api.tomtom.com/routing/1/calculateRoute/52.5,13.4:52.6,13.5/json?key=$TOMTOM_KEY"`,
    `curl -s 'https://api.tomtom.com/map/1/tile/basic/main/1/0/0.png?key=${mapKey}'`,
    `curl -s 'https://api.maptiler.com/maps/streets/style.json?key=${mapKey}'`,
    'tqsl -x -d -u -a all logs/contest.adi',
    'tqsl -x -d -u -a all -p "$TQSL_PASS" logs/contest.adi',
    "ssh-keygen -y -f <(echo '-----BEGIN OPENSSH PRIVATE KEY-----\n...\n-----END OPENSSH PRIVATE KEY-----')",
    'ssh-keygen -y -f ~/.ssh/id_ed25519',
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    ['/home/u/proj/tools/ldap_sync.py', "ldap.simple_bind_s('cn=svc-permits,ou=svc,dc=city,dc=gov', 'LdapBind!2024')\n"],
    ['/home/u/proj/ldap/client.go', 'err = l.Bind("cn=reader,dc=corp,dc=example", "Rd7!pass-2024")\n'],
    ['/home/u/proj/lib/dir.php', '<?php\nldap_bind($ds, "uid=sync,ou=svc,dc=corp", "Sync#Pw2024");\n'],
    ['/home/u/proj/lib/dir.rb', 'ldap.auth "cn=admin,dc=corp,dc=example", "Adm1n!Ldap"\n'],
    ['/home/u/proj/src/dir.js', "client.bind('cn=root,dc=corp', 'R00t!secret', (err) => {});\n"],
    ['/home/u/proj/tools/ad.py', "conn = Connection(server, user='cn=svc,dc=corp', password='Svc!Bind42', auto_bind=True)\n"],
    [
      '/home/u/proj/tools/auth.rb',
      'ldap = Net::LDAP.new(host: "ldap", auth: { method: :simple, username: "cn=a,dc=b", password: "Nl4p!pass" })\n',
    ],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());
  test.each([
    ['/home/u/proj/tools/ldap_sync.py', "ldap.simple_bind_s(BIND_DN, os.environ['LDAP_BIND_PW'])\n"],
    ['/home/u/proj/tools/ldap_sync.py', "conn.simple_bind_s('cn=svc-permits,ou=svc,dc=city,dc=gov', password)\n"],
    ['/home/u/proj/tools/anon.py', "conn.simple_bind_s('', '')\n"],
    ['/home/u/proj/ldap/client.go', 'err = l.Bind(cfg.BindDN, cfg.BindPassword)\n'],
    ['/home/u/proj/src/b.js', "const bound = handler.bind(this, 'cn=x', 'y');\n"],
  ])('%s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());
});

const immichKey = ['Nr4Tb8Vq2Xm6', 'Kp0Lz9Wc3Hy7Jd1Fs5Ga'].join('');
const sessionId = ['8c1e5b0f3a7d', '9e2c4b6a8f1d3e5c7a9b'].join('');
const onfleetKey = ['7b2e9f1c4d8a', '3e6b5f0c2d9a8e7b1c4f'].join('');

describe('round 43: a login key as an argument, an MQTT password, a JSON login in httpie, an Android key resource, a session cookie', () => {
  test.each([
    `immich login http://nas:2283/api ${immichKey}`,
    `immich login https://photos.example.org/api '${immichKey}'`,
    `http POST https://my.geotab.com/apiv1 method=Authenticate params:='{"userName":"fleet@acme.com","password":"Geo7ab-Fl33t!","database":"acme"}'`,
    `xh POST https://api.example.com/login credentials:='{"api_key":"${immichKey}"}'`,
  ])('%s speaks', (command) => expect(detect(bash(command))).toBeDefined());
  test.each([
    'immich login http://nas:2283/api',
    'immich login http://nas:2283/api "$IMMICH_API_KEY"',
    'immich login http://nas:2283/api REPLACE_ME',
    `http POST https://my.geotab.com/apiv1 method=Authenticate params:='{"userName":"fleet@acme.com","password":"$GEOTAB_PW"}'`,
    `http POST https://api.example.com/search params:='{"page":2,"sort":"name"}'`,
    `http POST https://api.example.com/login params:='{"password":"<password>"}'`,
  ])('%s stays silent', (command) => expect(detect(bash(command))).toBeUndefined());
  test.each([
    [
      '/home/u/proj/fleet/mqtt.py',
      "client.username_pw_set('telematics-gw', 'Mqtt-Gw-2024-x7')\nclient.connect('mqtt.fleet.internal', 8883)\n",
    ],
    ['/home/u/proj/fleet/mqtt2.py', 'client.username_pw_set(username="gw", password="Br0ker!pass")\n'],
    ['/home/u/proj/bot/scraper.py', `session.cookies.set('PHPSESSID', '${sessionId}')\n`],
    ['/home/u/proj/bot/scraper2.py', `s.cookies.set("sessionid", "${immichKey}", domain="lichess.org")\n`],
    [
      '/home/u/proj/app/src/main/res/values/secrets.xml',
      `<resources>\n  <string name="onfleet_key">${onfleetKey}</string>\n</resources>\n`,
    ],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());
  test.each([
    ['/home/u/proj/fleet/mqtt.py', "client.username_pw_set('telematics-gw', os.environ['MQTT_PASSWORD'])\n"],
    ['/home/u/proj/fleet/mqtt2.py', 'client.username_pw_set(cfg.user, cfg.password)\n'],
    ['/home/u/proj/fleet/mqtt3.py', "client.username_pw_set('gw', '<password>')\n"],
    ['/home/u/proj/bot/scraper.py', "session.cookies.set('cookie_consent', 'accepted')\n"],
    ['/home/u/proj/bot/scraper2.py', "session.cookies.set('PHPSESSID', os.environ['SESSION_ID'])\n"],
    ['/home/u/proj/app/src/main/res/values/secrets.xml', '<resources>\n  <string name="onfleet_key">REPLACE_ME</string>\n</resources>\n'],
    [
      '/home/u/proj/app/src/main/res/values/strings.xml',
      '<resources>\n  <string name="pref_theme_key">pref_theme</string>\n</resources>\n',
    ],
  ])('%s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());
});

describe('round 44: letter-only keys, Google app passwords, encoded login pairs, prefixed keys in docs; public storefront tokens and settings reads', () => {
  // Assembled at run time so that no scanner flags this file.
  const letters = ['qwerty', 'zxcvbnmas'].join('');
  const letters16 = ['kqzrtbxw', 'vpmnlhjd'].join('');
  const mixedLetters = ['TEWaIwbnisZW', 'zhEnqfgpreYvASnOIrLX'].join('');
  const appPassword = ['abcd', 'efgh', 'ijkl', 'mnop'].join(' ');
  const drawnAppPassword = ['wxqp', 'lmtz', 'rkvb', 'hsjd'].join(' ');
  const pairSecret = ['bFw8sLq2Xz7rT4', 'mN1vK9pJ6yH3dC0aE5gU'].join('');
  const mailgun = ['key-', '3bx7ynkq29jd6fds4gc373sgvjxtefl9'].join('');
  const hex32 = ['dd4d4dc1465', '42ba7763305d71d1b3d38'].join('');
  test.each([
    ['/home/u/proj/astrometry/client.py', `API_KEY = '${letters}'  # nova.astrometry.net\n`],
    ['/home/u/proj/astrometry/solve.py', `ASTROMETRY_API_KEY = "${letters16}"\n`],
    ['/home/u/proj/podcast/feed.py', `API_KEY = "${mixedLetters}"\n`],
    [
      '/home/u/proj/mpc/submit.py',
      `import smtplib\ns = smtplib.SMTP_SSL('smtp.gmail.com', 465)\ns.login('rooftop.obs@gmail.com', '${appPassword}')\n`,
    ],
    ['/home/u/proj/shelter/settings.py', `EMAIL_HOST_PASSWORD = '${drawnAppPassword}'\n`],
    ['/home/u/proj/brewfather/sync.js', `const auth = Buffer.from('hNz4Kp2wQ9:' + '${pairSecret}').toString('base64');\n`],
    ['/home/u/proj/web/auth.js', `const header = btoa('auction-svc:${pairSecret}');\n`],
    ['/home/u/proj/tools/auth.py', `token = base64.b64encode(b'api:${pairSecret}').decode()\n`],
    ['/home/u/proj/README.md', `Use \`MAILGUN_API_KEY=${mailgun}\` when running locally.\n`],
    ['/home/u/proj/web/admin.js', `const shop = createAdminClient({ adminAccessToken: '${hex32}' });\n`],
    ['/home/u/proj/.env', `PRIVATE_STOREFRONT_API_TOKEN=${hex32}\n`],
  ])('%s speaks', (path, content) => expect(detect(write(path, content))).toBeDefined());
  test.each([
    ['/home/u/proj/astrometry/client.py', "API_KEY = 'astrometrynetkey'\n"],
    ['/home/u/proj/app/settings.py', "SECRET_KEY = 'insecuredevelopment'\n"],
    ['/home/u/proj/supabase/config.py', `PROJECT_REF = '${letters16}'\n`],
    ['/home/u/proj/astrometry/client.py', "API_KEY = 'abcdefghijklmnop'\n"],
    ['/home/u/proj/app/client.py', "API_KEY = 'ClearTextPasswordMode'\n"],
    ['/home/u/proj/mpc/submit.py', "s.login('rooftop.obs@gmail.com', os.environ['GMAIL_APP_PASSWORD'])\n"],
    ['/home/u/proj/shelter/settings.py', "EMAIL_HOST_PASSWORD = 'see the vault note'\n"],
    ['/home/u/proj/brewfather/sync.js', "const auth = Buffer.from('hNz4Kp2wQ9:' + apiKey).toString('base64');\n"],
    ['/home/u/proj/brewfather/sync.js', "const auth = Buffer.from('user:' + 'password').toString('base64');\n"],
    ['/home/u/proj/brewfather/sync.js', `const raw = Buffer.from('hNz4Kp2wQ9:${pairSecret}', 'utf8');\n`],
    ['/home/u/proj/README.md', 'Use `MAILGUN_API_KEY=key-your-mailgun-key-here` when running locally.\n'],
    ['/home/u/proj/README.md', 'Set `SERVICE_KEY=cmp2-qat-1208358310` for the QA tenant.\n'],
    [
      '/home/u/proj/web/storefront.js',
      `const client = ShopifyBuy.buildClient({ domain: 'hopsandbarrels.myshopify.com', storefrontAccessToken: '${hex32}' });\n`,
    ],
    ['/home/u/proj/.env', `SHOPIFY_STOREFRONT_ACCESS_TOKEN=${hex32}\n`],
    ['/home/u/proj/bidder/jwt.py', 'from django.conf import settings\nJWT_SECRET = settings.SECRET_KEY\n'],
    ['/home/u/proj/bidder/jwt.js', 'const jwtSecret = config.auth.jwtSecret;\n'],
  ])('%s stays silent', (path, content) => expect(detect(write(path, content))).toBeUndefined());
});
