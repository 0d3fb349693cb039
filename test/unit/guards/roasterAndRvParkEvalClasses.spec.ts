import { describe, expect, test } from 'vitest';
import { evalSpeaks, outside } from '../../support/guardSpeaks.js';

// Round 62's eval and outside-project classes (coffee roasters, land surveyors, costume and party-rental shops,
// mobile-home and RV parks): a JVM template engine compiling text that is not a literal; a build's install step
// writing to its prefix; a service manager enabling a unit; ssh-keygen's read-only modes. One line per class that
// speaks and near-misses that stay silent.

describe('a JVM template engine compiling text that is not a literal (eval)', () => {
  const java = (body: string) =>
    `import java.io.StringReader;\nclass InvoiceMailer {\n  String render(Account account) throws Exception {\n    ${body}\n    return null;\n  }\n}\n`;
  test.each([
    [
      'InvoiceMailer.java',
      java(
        'String src = account.getCustomInvoiceTemplate();\n    Template t = new Template("invoice-" + account.getId(), new StringReader(src), cfg);',
      ),
      true,
    ],
    ['InvoiceMailer.java', java('PebbleTemplate t = engine.getLiteralTemplate(account.getTemplateBody());'), true],
    ['InvoiceMailer.java', java('Template t = handlebars.compileInline(req.getParameter("tpl"));'), true],
    ['InvoiceMailer.java', java('Mustache m = factory.compile(new StringReader(account.getTemplate()), "invoice");'), true],
    ['InvoiceMailer.java', java('SimpleNode node = RuntimeSingleton.parse(new StringReader(account.getTemplate()), tpl);'), true],
    [
      'Invoice.groovy',
      'def render(String body, Map b) {\n  new groovy.text.SimpleTemplateEngine().createTemplate(body).make(b).toString()\n}\n',
      true,
    ],
    // A template loaded by name, and fixed template literals.
    ['InvoiceMailer.java', java('Template t = cfg.getTemplate("invoice.ftl");'), false],
    ['InvoiceMailer.java', java('PebbleTemplate t = engine.getTemplate("templates/invoice.peb");'), false],
    ['InvoiceMailer.java', java('Template t = handlebars.compileInline("Hello {{name}}!");'), false],
    ['InvoiceMailer.java', java('Template t = new Template("invoice-" + account.getId(), new StringReader("<p>Thanks</p>"), cfg);'), false],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(`/p/src/main/${file}`, content)).toBe(speaks));
});

describe("a build's install step writes to its prefix (outside-project)", () => {
  test.each([
    ['cmake --install build --prefix /usr/local', '/usr/local'],
    ['cmake --install build', '/usr/local'],
    ['meson install -C build', '/usr/local'],
    ['ninja -C build install', '/usr/local'],
    ['./configure --prefix=/opt/roast && make && make install', '/opt/roast'],
    ['make install PREFIX=/opt/roast', '/opt/roast'],
    ['pip install --target /opt/lambda/python -r requirements.txt', '/opt/lambda/python'],
  ])('%s', (command, path) => expect(outside(command)).toContain(path));
  test.each([
    'cmake --install build --prefix ./dist',
    'cmake --install build --prefix $PWD/out',
    'cmake -B build -DCMAKE_INSTALL_PREFIX=$PWD/out && cmake --build build && cmake --install build',
    'meson install -C build --destdir $PWD/stage',
    './configure --prefix=$PWD/local && make && make install',
    'make install DESTDIR=$PWD/stage',
    // A plain `make install` is as often a project's own dependency step.
    'make install',
    'pip install --target vendor/python -r requirements.txt',
  ])('%s stays inside', (command) => expect(outside(command)).toEqual([]));
});

describe('a service manager enabling a unit writes its symlinks outside the project (outside-project)', () => {
  test.each([
    ['systemctl --user enable --now /home/dev/proj/deploy/systemd/roast-sync.service', '/home/dev/.config/systemd/user'],
    ['systemctl --user link /home/dev/proj/deploy/systemd/roast-sync.service', '/home/dev/.config/systemd/user'],
    ['sudo systemctl enable roast-sync', '/etc/systemd/system'],
    ['loginctl enable-linger dev', '/var/lib/systemd/linger'],
    ['launchctl load -w ~/Library/LaunchAgents/com.roast.sync.plist', '/private/var/db/com.apple.xpc.launchd'],
  ])('%s', (command, path) => expect(outside(command)).toContain(path));
  test.each([
    'systemctl --user start roast-sync',
    'systemctl --user status roast-sync',
    'systemctl --user restart roast-sync',
    'systemctl --user daemon-reload',
    'systemctl --runtime enable roast-sync',
  ])('%s writes nothing', (command) => expect(outside(command)).toEqual([]));
});

describe("ssh-keygen's read-only modes read the key they are given (outside-project)", () => {
  test.each([
    'ssh-keygen -lf ~/.ssh/id_ed25519.pub',
    'ssh-keygen -yf ~/.ssh/id_ed25519',
    'ssh-keygen -Lf ~/.ssh/id_ed25519-cert.pub',
    'ssh-keygen -B -f ~/.ssh/id_ed25519.pub',
    'ssh-keygen -F gitlab.com',
  ])('%s writes nothing', (command) => expect(outside(command)).toEqual([]));
  test.each([
    ['ssh-keygen -t ed25519 -f ~/.ssh/roast_deploy -N ""', '/home/dev/.ssh/roast_deploy'],
    ['ssh-keygen -R gitlab.roastery.io', '/home/dev/.ssh/known_hosts'],
    ['ssh-keygen -p -f ~/.ssh/id_ed25519', '/home/dev/.ssh/id_ed25519'],
  ])('%s', (command, path) => expect(outside(command)).toContain(path));
});
