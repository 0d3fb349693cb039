import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { evalGuard } from '../../../src/guards/eval.js';
import { evalSpeaks } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Held-out round 141: a server-side template engine compiling a template from data (SSTI). Python's engine `Template(x)`
// seen without its import: in an Edit that swaps a template loaded by name for one built from a stored or entered text
// (Mako's `lookup.get_template("x.mako")` made `Template(leader.custom_reminder_text or DEFAULT)`), in code that renders
// what it built (`Template(x).render(Context(…))`: `string.Template` has no `render`), and from a request read whose
// default is a constant (`request.POST.get("wording", DEFAULT_WORDING)`). Other languages' engines compiling data, as
// before. Silent: a literal, a constant, a template loaded by name, data given only as the context, `string.Template`.

const context = guardContext();
const edited = (file_path: string, old_string: string, new_string: string) =>
  evalGuard.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } } as CanonicalEvent,
    context,
  ) !== undefined;

const EMAILS = '/home/dev/proj/walks/emails.py';
const VIEWS = '/home/dev/proj/scouts/views.py';
const LOOKUP = '    tpl = lookup.get_template("walk_reminder.mako")';
const RENDER = '    return render(request, "scouts/certificate.html", {"scout": scout, "badge": badge})';

describe('a Python Edit that builds an engine template from data (eval/engines/py-template-rendered)', () => {
  test.each([
    [EMAILS, LOOKUP, '    tpl = Template(leader.custom_reminder_text or DEFAULT_REMINDER)', true],
    [EMAILS, LOOKUP, '    tpl = Template(text=walk.reminder_text)', true],
    [EMAILS, LOOKUP, '    tpl = Template(\n        leader.custom_reminder_text,\n    )', true],
    [EMAILS, '    tpl = env.get_template("reminder.txt")', '    tpl = Template(group.settings.reminder_body)', true],
    [
      EMAILS,
      '    body = render_to_string("emails/reminder.txt", ctx)',
      '    body = Template(club.reminder_text).render(Context(ctx))',
      true,
    ],
    [
      VIEWS,
      RENDER,
      '    tpl = Template(request.POST.get("wording", DEFAULT_WORDING))\n    return HttpResponse(tpl.render(Context({"scout": scout, "badge": badge})))',
      true,
    ],
    [VIEWS, RENDER, '    tpl = Template(badge.certificate_wording)\n    return HttpResponse(tpl.render(Context({"scout": scout})))', true],
    [
      VIEWS,
      RENDER,
      '    tpl = engines["django"].from_string(badge.certificate_wording)\n    return HttpResponse(tpl.render({"scout": scout}))',
      true,
    ],
    [
      VIEWS,
      RENDER,
      '    html = Template(form.cleaned_data["wording"]).render(Context({"scout": scout}))\n    return HttpResponse(html)',
      true,
    ],
    [
      VIEWS,
      RENDER,
      '    tpl = Template(request.GET.get("t", settings.CERT_WORDING))\n    return HttpResponse(tpl.render(Context({})))',
      true,
    ],
    [EMAILS, '    pass', '    out = Template(walk.notes).render(walk=walk)', true],
    [EMAILS, '    pass', '    out = Template(walk.notes).render_unicode(walk=walk)', true],
    [EMAILS, '    pass', '    out = PageTemplate(site.page_source)(walk=walk)\n    page.render(walk=walk)', true],
    // A literal, a constant, a template by name, data as the context only, string.Template's substitution.
    [EMAILS, LOOKUP, '    tpl = Template(DEFAULT_REMINDER)', false],
    [EMAILS, LOOKUP, '    tpl = Template("Walk ${walk.name} starts at ${walk.start}")', false],
    [EMAILS, LOOKUP, '    tpl = Template(filename="templates/walk_reminder.mako")', false],
    [EMAILS, LOOKUP, '    tpl = lookup.get_template("walk_reminder_v2.mako")', false],
    [EMAILS, LOOKUP, '    tpl = lookup.get_template(f"walk_reminder_{walk.kind}.mako")\n    return tpl.render(walk=walk)', false],
    [EMAILS, LOOKUP, '    tpl = Template(leader.custom_reminder_text).substitute(walk=walk.name)', false],
    [
      VIEWS,
      RENDER,
      '    return render(request, "scouts/certificate.html", {"scout": scout, "wording": request.POST.get("wording", DEFAULT_WORDING)})',
      false,
    ],
    [
      VIEWS,
      RENDER,
      '    tpl = get_template("scouts/certificate.html")\n    return HttpResponse(tpl.render({"scout": scout, "wording": request.POST.get("wording")}))',
      false,
    ],
    [
      VIEWS,
      RENDER,
      '    html = Template("{{ scout.name }} earned {{ badge }}").render(Context({"scout": scout}))\n    return HttpResponse(html)',
      false,
    ],
    [VIEWS, RENDER, '    msg = Template(badge.wording).safe_substitute(name=scout.name)\n    return HttpResponse(msg)', false],
    [EMAILS, '    pass', '    out = Template(walk.notes).substitute(walk=walk.name)\n    page.render(out)', false],
    [EMAILS, 'pass', 'WALK_NOTE = "Walk ${walk.name}"\n\n\ndef note(walk):\n    return Template(WALK_NOTE).render(walk=walk)', false],
    [EMAILS, '    pass', '    out = string.Template(walk.notes).substitute(name=walk.name)', false],
    [EMAILS, LOOKUP, '    tpl = Template(reminder_text)', false],
    [EMAILS, LOOKUP, '    tpl = Template(open("templates/walk_reminder.mako").read())', false],
    [EMAILS, '    pass', '    out = Template(reminder_text).render(walk=walk)', false],
    [EMAILS, '    pass', '    out = Template(open("templates/walk_note.mako").read()).render(walk=walk)', false],
  ])('%s: %j → %j: %s', (file, old, now, speaks) => expect(edited(file, old, now)).toBe(speaks));
});

const py = (body: string) => `from django.http import HttpResponse\n\n\ndef certificate(request, scout, badge):\n${body}\n`;
describe('a Python engine template from a request read with a default (eval/engines/py-template-request)', () => {
  test.each([
    [py('    tpl = Template(request.POST.get("wording", DEFAULT_WORDING))'), true],
    [py("    tpl = Template(request.GET.get('t', settings.CERT_WORDING))"), true],
    [py('    tpl = Template(request.POST.get("wording", ""))'), true],
    [py('    tpl = Template(request.args.get("t", default_text))'), true],
    [py('    tpl = Template(request.POST.get("wording") or DEFAULT_WORDING)'), true],
    [py('    wording = request.POST.get("wording", DEFAULT_WORDING)\n    tpl = Template(wording)'), true],
    [py('    tpl = Template(badge.wording or DEFAULT_WORDING)'), false],
    [py('    tpl = Template(DEFAULT_WORDING or request_wording)'), false],
    [py('    tpl = get_template("scouts/certificate.html")\n    tpl.render({"w": request.POST.get("wording", DEFAULT_WORDING)})'), false],
    [`from string import Template\n\n\ndef msg(request):\n    return Template(request.POST.get("w", DEFAULT)).substitute(x=1)\n`, false],
  ])('%j → %s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/scouts/views.py', content)).toBe(speaks));
});

const RB = '/home/dev/proj/app/mailers/reminder.rb';
const PHP = '/home/dev/proj/src/Mail.php';
const JAVA = '/home/dev/proj/src/main/java/x/Mail.java';
const GO = '/home/dev/proj/internal/mail/mail.go';
const PY = '/home/dev/proj/walks/emails.py';
const rb = (body: string) => `def body(leader)\n  ${body}\nend\n`;
const php = (body: string) => `<?php\n${body}\n`;
const java = (body: string) => `class Mail {\n  String body(Leader l) throws Exception {\n    ${body}\n    return out(t);\n  }\n}\n`;
const go = (body: string) => `package mail\n\nfunc Body(l Leader) (string, error) {\n\t${body}\n\treturn run(t, err)\n}\n`;
const py3 = (head: string, body: string) => `${head}\n\n\ndef body(leader):\n    return ${body}\n`;
describe('server-side template engines in other languages compiling data', () => {
  test.each([
    [RB, rb('ERB.new(leader.reminder_text).result(binding)'), true],
    [RB, rb('Haml::Engine.new(leader.page_source).render'), true],
    [RB, rb('ERB.new(File.read(Rails.root.join("app/views/x.erb"))).result(binding)'), false],
    [RB, rb('Liquid::Template.parse(leader.reminder_text).render("walk" => @walk)'), false],
    [PHP, php('$tpl = $twig->createTemplate($leader->reminder_text);'), true],
    [PHP, php("$html = $smarty->fetch('string:' . $leader->reminder_text);"), true],
    [PHP, php("$html = Blade::render($leader->reminder_text, ['walk' => $walk]);"), true],
    [PHP, php("$html = $twig->render('reminder.html.twig', ['text' => $leader->reminder_text]);"), false],
    [PHP, php("$html = $smarty->fetch('reminder.tpl');"), false],
    [JAVA, java('Template t = new Template("r", new StringReader(l.getReminderText()), cfg);'), true],
    [JAVA, java('Velocity.evaluate(ctx, w, "reminder", l.getReminderText());'), true],
    [JAVA, java('Template t = cfg.getTemplate("reminder.ftl");'), false],
    [GO, go('t, err := template.New("reminder").Parse(l.ReminderText)'), true],
    [GO, go('t, err := template.ParseFiles("templates/reminder.tmpl")'), false],
    [PY, py3('from jinja2 import Environment', 'Environment().from_string(leader.reminder_text).render()'), true],
    [PY, py3('from tornado import template', 'template.Template(leader.reminder_text).generate()'), true],
    [PY, py3('from django import template', 'template.Template(leader.wording).render(template.Context({}))'), true],
    [PY, py3('from genshi.template import MarkupTemplate', 'MarkupTemplate(leader.page).generate().render()'), true],
    [PY, py3('from chameleon import PageTemplate', 'PageTemplate(leader.page)()'), true],
    [PY, py3('from mako.lookup import TemplateLookup', 'lookup.get_template("walk_reminder.mako").render(walk=leader)'), false],
    [PY, py3('import string', 'string.Template(leader.wording).substitute(name=leader.name)'), false],
  ])('%s: %j → %s', (file, content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});
