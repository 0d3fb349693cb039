import { describe, expect, test } from 'vitest';
import { evalSpeaks, outside, secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 54's eval, outside-project and secrets classes (driving schools and car rental, escape rooms and bike shops,
// roofing, solar and home-inspection contractors, hunting and fishing outfitters): a timer handed a field of data the
// server sent, a Go template parsed from text a store returned; a site generator's output folder outside the project;
// Adyen's client key, a secret store fed from a file, and keys issued as UUIDs. One line per class that speaks and
// near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const uuidA = ['243692c0', '845a', '491d', '623f', '384661af4de5'].join('-');
const uuidB = ['2d0215bd', '6157', '0445', 'c2cd', '6237306e6d25'].join('-');
const adyenClient = ['live_7Q4XK2MV9PLRT8', 'BN1WZ6CH3DJ5FG0SA2'].join('');
const adyenApi = ['AQEyhmfxK4PIaRZGw0m/n3Q5qf3VaY9UCJ1+XWZe9W27jmlZiv4PD4jhfNMofnLr2K5i8', 'QwV1bDb7kfNy1WIxIIkxgBw==-9Xw2nL5kQ8'].join(
  '/',
);
const stripeLive = ['sk_live_51Habc123', 'def456ghi789jkl'].join('');

describe('a timer handed a field of data the server sent (eval/javascript/string-timer)', () => {
  test.each([
    [
      "const cfg = await fetch('/api/console-config').then((r) => r.json());\nreturn cfg.pollers.map((p) => setInterval(p.expr, p.everyMs));\n",
      true,
    ],
    [
      "import { fetchDashboardConfig } from './api';\nconst cfg = await fetchDashboardConfig();\nsetInterval(cfg.pollExpr, cfg.intervalMs || 30000);\n",
      true,
    ],
    [
      "const res = await fetch('/api/jobs');\nconst jobs = await res.json();\nfor (const job of jobs.items) setTimeout(job.code, job.delay);\n",
      true,
    ],
    ['const msg = JSON.parse(ev.data);\nsetTimeout(msg.snippet, 10);\n', true],
    ['const settings = await loadWidgetSettings();\nsettings.timers.forEach((t) => setTimeout(t.action, t.ms));\n', true],
    // A module's or an instance's member, a function, an arrow reading the data, a configuration not fetched.
    ["import cfg from './config';\nsetInterval(cfg.tick, 1000);\n", false],
    ['class P { start() { setInterval(this.poll, 1000); } }\n', false],
    ['const cfg = await fetchDashboardConfig();\nsetInterval(refresh, cfg.intervalMs);\n', false],
    ["const cfg = await fetch('/api/x').then((r) => r.json());\nsetInterval(() => poll(cfg.url), cfg.everyMs);\n", false],
    ["import * as api from './api';\nconst handlers = [api.poll, api.refresh];\nhandlers.forEach((h) => setInterval(h, 1000));\n", false],
    ['const cfg = getConfig();\nsetTimeout(cfg.onReady, 0);\n', false],
  ])('%s', (content, speaks) => expect(evalSpeaks('/p/web/gm-console/poll.js', content)).toBe(speaks));
});

describe('a Go template parsed from text a store or service returned (eval/systems/go-template-parse-fetched)', () => {
  const wrap = (body: string) => `package report\n\nfunc (s *Service) Render(ctx context.Context, id string) (string, error) {\n${body}}\n`;
  test.each([
    ['\ttplSrc, err := s.store.CustomTemplate(ctx, id)\n\ttpl, err := template.New("custom").Funcs(s.funcs).Parse(tplSrc)\n', true],
    ['\tsrc, err := s.store.CustomTemplate(ctx, id)\n\ttpl, err := template.New("custom").Parse(src)\n', true],
    [
      '\trow, err := h.db.QueryTemplate(ctx, id)\n\tt := template.Must(template.New("m").Funcs(h.funcs).Option("missingkey=zero").Parse(row))\n',
      true,
    ],
    // Read from the project's files or the binary's embedded ones, built from literals, a literal, ParseFS.
    ['\tsrc, err := os.ReadFile("templates/report.tmpl")\n\ttpl, err := template.New("r").Funcs(funcs).Parse(string(src))\n', false],
    [
      '\tsrc, err := tmplFS.ReadFile("templates/report.tmpl")\n\ttpl, err := template.New("r").Option("missingkey=error").Parse(string(src))\n',
      false,
    ],
    ['\thdr := strings.Join(parts, "\\n")\n\t_, err := template.New("h").Parse(hdr)\n', false],
    ['\tt := template.Must(template.New("x").Parse(`{{.Name}}`))\n', false],
    ['\tt := template.Must(template.ParseFS(files, "templates/*.html"))\n', false],
  ])('%s', (body, speaks) => expect(evalSpeaks('/p/internal/report/render.go', wrap(body))).toBe(speaks));
});

describe("a site generator's or compiler's output folder outside the project (outside-project)", () => {
  test.each([
    ['mkdocs build -d /srv/docs/inspect-app', ['/srv/docs/inspect-app']],
    ['mkdocs build --site-dir=/srv/docs/x', ['/srv/docs/x']],
    ['hugo -d /srv/www', ['/srv/www']],
    ['bundle exec jekyll build -d /srv/www', ['/srv/www']],
    ['mdbook build --dest-dir /srv/book', ['/srv/book']],
    ['zola build -o /srv/site', ['/srv/site']],
    ['sphinx-build -b html docs /srv/docs', ['/srv/docs']],
    ['sphinx-build -M html docs /srv/docs', ['/srv/docs']],
    ['tsc --outDir /srv/js', ['/srv/js']],
    ['npx vite build --outDir /srv/app', ['/srv/app']],
    // The project's own output folders; a server that writes nothing.
    ['mkdocs build -d site', []],
    ['sphinx-build -b html docs _build/html', []],
    ['tsc --outDir dist', []],
    ['mkdocs serve -a 0.0.0.0:8000', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe("Adyen's client key is public by design; its API key is not (secrets)", () => {
  test.each([
    [
      '/p/web/src/payments/dropin.ts',
      `const CLIENT_KEY = '${adyenClient}';\nAdyenCheckout({ environment: 'live', clientKey: CLIENT_KEY });\n`,
      false,
    ],
    ['/p/src/payments/adyen.ts', `const client = new Client({ apiKey: '${adyenApi}', environment: 'LIVE' });\n`, true],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe('a secret store fed from a file or stdin holds no typed secret (secrets)', () => {
  test.each([
    ['gh secret set LS_REFRESH_TOKEN < .secrets/ls_refresh_token', false],
    ['doppler secrets set API_TOKEN < .secrets/api_token', false],
    ['gh secret set LS_REFRESH_TOKEN -f .env', false],
    ['cat .secrets/token | gh secret set LS_REFRESH_TOKEN', false],
    [`gh secret set API_TOKEN --body ${stripeLive}`, true],
    [`gh secret set API_TOKEN <<< '${stripeLive}'`, true],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});

describe('a key issued as a UUID (secrets)', () => {
  test.each([
    ['/p/integrations/fareharbor.rb', `APP_KEY  = "${uuidA}"\nUSER_KEY = "${uuidB}"\n`, true],
    ['/p/app/fh.py', `app_key = '${uuidA}'\nuser_key = '${uuidB}'\n`, true],
    // IDs: an integration key (an OAuth client's), a tenant, a workspace, a request id.
    ['/p/.env', `DOCUSIGN_INTEGRATION_KEY=${uuidA}\nTENANT_ID=${uuidB}\nWORKSPACE_KEY=${uuidA}\n`, false],
    ['/p/src/x.ts', `const accountUuid = '${uuidA}';\nconst client_id = '${uuidB}';\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
  test.each([
    [
      `curl -H 'X-FareHarbor-API-App: ${uuidA}' -H 'X-FareHarbor-API-User: ${uuidB}' https://fareharbor.com/api/external/v1/companies/`,
      true,
    ],
    [`curl -H 'X-Request-Id: ${uuidA}' -H 'X-Api-Version: 2024-01-01' https://api.example.com/`, false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});
