import { describe, expect, test } from 'vitest';
import { evalSpeaks, outside, secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 49's eval, outside-project and secrets classes: a Go template engine parsing a request value held in a name, a
// string timer given a field of posted or parsed data; document converters' outputs, a worktree beside the project,
// global package installs; an Airtable token, a PayPal client secret by position, and a literal echoed into
// `--password-stdin`. One line per class that speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const hex64 = ['3f8a1c9e', '7b2d4f60', 'a5e1c3b7', '9d0f2a4c', '6e8b1d3f', '5a7c9e0b', '2d4f6a8c', '1e3b5d7f'].join('');
const airtable = ['pat', 'K7q2Lm9Xv4Tb8N', '.', hex64].join('');
const clientId = ['AZx7Lq2mN9vK4tB8', 'wR3yH6jP1sD5fG0c', 'V2xZ7nM4qL8kJ3hT'].join('');
const clientSecret = ['EKq2Vt9Lm4Xp7Nb3', 'Wr8Yc1Hs6Jd0Fg5K', 'a2Qz9Ue4Io7Pl3Mn'].join('');
const password = ['hT7$kq2', 'Vz!mN9xLp'].join('');

const GO_HEAD =
  'package invites\n\nimport (\n\t"net/http"\n\t"text/template"\n)\n\nfunc Render(w http.ResponseWriter, r *http.Request) {\n';

describe('a Go template engine parsing a request value held in a name (eval/systems/go-template-parse-*)', () => {
  test.each([
    [
      'a form value',
      `${GO_HEAD}\tsrc := r.FormValue("template")\n\ttpl, err := template.New("invite").Parse(src)\n\t_ = err\n\ttpl.Execute(w, nil)\n}\n`,
      true,
    ],
    [
      'the body, with sprig',
      `${GO_HEAD}\tbody, _ := io.ReadAll(r.Body)\n` +
        '\ttpl := template.Must(template.New("x").Funcs(sprig.FuncMap()).Parse(string(body)))\n\ttpl.Execute(w, nil)\n}\n',
      true,
    ],
    ['pongo2 from a form value', `${GO_HEAD}\ttpl, _ := pongo2.FromString(r.FormValue("t"))\n\ttpl.ExecuteWriter(nil, w)\n}\n`, true],
    // A constant template given the value as data, and the project's own files.
    [
      'a constant template',
      `${GO_HEAD}\tname := r.FormValue("name")\n\ttpl := template.Must(template.New("x").Parse(page))\n\ttpl.Execute(w, name)\n}\n`,
      false,
    ],
    [
      'ParseFiles',
      `${GO_HEAD}\tname := r.FormValue("name")\n\ttpl := template.Must(template.ParseFiles("templates/invite.html"))\n\ttpl.Execute(w, name)\n}\n`,
      false,
    ],
  ])('%s', (_name, content, speaks) => expect(evalSpeaks('/p/internal/invites/render.go', content)).toBe(speaks));
});

describe('a string timer given a field of posted, requested or parsed data (eval/javascript/string-timer)', () => {
  test.each([
    [
      'a loop over a posted message',
      'self.onmessage = (e) => {\n  const { blocks } = e.data;\n  for (const block of blocks) {\n    setTimeout(block.onStart, block.offsetMs);\n  }\n};\n',
      true,
    ],
    ['parsed JSON', 'ws.on("message", (raw) => {\n  const msg = JSON.parse(raw);\n  setInterval(msg.tick, 1000);\n});\n', true],
    [
      'a request body item',
      'app.post("/x", (req, res) => {\n  req.body.steps.forEach((step) => setTimeout(step.code, step.at));\n});\n',
      true,
    ],
    // A function given the data, a method, a named function, an item of the code's own list.
    [
      'an arrow function',
      'self.onmessage = (e) => {\n  const { blocks } = e.data;\n  for (const block of blocks) setTimeout(() => render(block), block.offsetMs);\n};\n',
      false,
    ],
    ['a method', 'class T { start() { setTimeout(this.tick, 100); } }\n', false],
    ['a named function', 'function flush() {}\nself.onmessage = (e) => { setTimeout(flush, e.data.delay); };\n', false],
    ['an item of the code’s list', 'const steps = [{ run: a }];\nfor (const step of steps) setTimeout(step.run, 10);\n', false],
  ])('%s', (_name, content, speaks) => expect(evalSpeaks('/p/web/src/workers/timeline.worker.js', content)).toBe(speaks));
});

describe('a document converter’s output outside the project (outside-project)', () => {
  test.each([
    ['wkhtmltopdf events/run_sheet.html ~/Desktop/run_sheet.pdf', ['/home/dev/Desktop/run_sheet.pdf']],
    ['wkhtmltopdf --page-size Letter reports/html/E.html /home/dev/Documents/E.pdf', ['/home/dev/Documents/E.pdf']],
    ['wkhtmltoimage --width 800 a.html ~/Pictures/a.png', ['/home/dev/Pictures/a.png']],
    ['weasyprint a.html ~/Documents/a.pdf', ['/home/dev/Documents/a.pdf']],
    ['chromium --headless --print-to-pdf=/home/dev/Desktop/x.pdf a.html', ['/home/dev/Desktop/x.pdf']],
    ['google-chrome --headless --screenshot=/tmp/../home/dev/s.png https://x', ['/home/dev/s.png']],
    ['libreoffice --headless --convert-to pdf --outdir ~/Documents x.docx', ['/home/dev/Documents']],
    ['pdfunite a.pdf b.pdf ~/Desktop/c.pdf', ['/home/dev/Desktop/c.pdf']],
    ['qpdf --linearize in.pdf ~/out.pdf', ['/home/dev/out.pdf']],
    ['magick a.png ~/Desktop/b.jpg', ['/home/dev/Desktop/b.jpg']],
    // Output into the project, and a converter given only its input.
    ['wkhtmltopdf a.html out/a.pdf', []],
    ['weasyprint a.html build/a.pdf', []],
    ['libreoffice --headless --convert-to pdf --outdir build x.docx', []],
    ['chromium --headless --print-to-pdf=out/x.pdf a.html', []],
    ['pdfunite a.pdf b.pdf merged.pdf', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe('a worktree added or moved beside the project (outside-project)', () => {
  test.each([
    ['git worktree add ../proj-hotfix-warranty hotfix/warranty-labor-rate', ['/home/dev/proj-hotfix-warranty']],
    ['git worktree add -b fix ~/wt/fix main', ['/home/dev/wt/fix']],
    ['git worktree move .worktrees/fix ../fix', ['/home/dev/fix']],
    // A worktree inside the project, and the verbs that only read or prune.
    ['git worktree add .worktrees/fix', []],
    ['git worktree list', []],
    ['git worktree prune', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe('a global package install writes outside the project (outside-project)', () => {
  test.each([
    ['sudo npm install -g @brightpath/report-cli', ['/usr/local/lib/node_modules']],
    ['npm i --global typescript', ['/usr/local/lib/node_modules']],
    ['yarn global add serve', ['/home/dev/.config/yarn/global']],
    ['pnpm add -g pnpm', ['/home/dev/.local/share/pnpm/global']],
    ['bun add -g x', ['/home/dev/.bun/install/global']],
    ['pip install --user black', ['/home/dev/.local/lib']],
    ['sudo pip install black', ['/usr/local/lib']],
    ['gem install rails', ['/home/dev/.local/share/gem']],
    // Installs into the project, a venv's pip, a listing.
    ['npm install typescript', []],
    ['pnpm add lodash', []],
    ['pip install black', []],
    ['sudo .venv/bin/pip install x', []],
    ['gem install -i vendor/gems rails', []],
    ['npm ls -g', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe('provider-shaped and positional credentials in files (secrets)', () => {
  test.each([
    ['an Airtable token', 'sync.py', `from pyairtable import Api\napi = Api("${airtable}")\n`, true],
    ['a PayPal client secret', 'pay.js', `const env = new paypal.core.LiveEnvironment("${clientId}", "${clientSecret}");\n`, true],
    ['Java’s PayPal environment', 'Pay.java', `var env = new PayPalEnvironment.Sandbox("${clientId}", "${clientSecret}");\n`, true],
    // The client id alone, names for the values, a token cut short.
    ['a PayPal client id', 'pay.js', `const env = new paypal.core.SandboxEnvironment("${clientId}", process.env.PAYPAL_SECRET);\n`, false],
    ['placeholders', 'pay.js', 'const env = new paypal.core.SandboxEnvironment("CLIENT_ID", "CLIENT_SECRET");\n', false],
    ['a short pat', 'sync.py', 'api = Api("patK7q2Lm9Xv4Tb8N.3f8a")\n', false],
  ])('%s', (_name, file, content, speaks) => expect(secretSpeaks(`/p/${file}`, content)).toBe(speaks));
});

describe('a literal echoed into a login that reads its password on stdin (secrets)', () => {
  test.each([
    [`echo '${password}' | docker login registry.liftco.io -u ci-deployer --password-stdin`, true],
    [`printf '%s' '${password}' | helm registry login r.io -u x --password-stdin`, true],
    [`echo '${password}' | podman login r.io -u x --password-stdin`, true],
    // A variable, a file, a placeholder, a variable's name kept literal by single quotes.
    ['echo "$TOKEN" | docker login -u x --password-stdin r.io', false],
    ['cat token.txt | docker login -u x --password-stdin r.io', false],
    ["echo '<password>' | docker login -u x --password-stdin r.io", false],
    ["echo '$CI_REGISTRY_PASSWORD' | docker login -u x --password-stdin r.io", false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});
