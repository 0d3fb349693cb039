import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { evalGuard } from '../../../src/guards/eval.js';
import { evalSpeaks } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Round 67's eval class (farmers' markets and CSA farms, model-railroad and hobby shops, municipal court clerks, travel
// agencies and tour operators): a template engine compiling text a request sent, in an Edit fragment that shows no import
// of the engine. One line per form that speaks and the near-misses that stay silent.

const context = guardContext();
const edit = (new_string: string) =>
  evalGuard.detect(
    {
      hook_event_name: 'PreToolUse',
      tool_name: 'Edit',
      tool_input: { file_path: '/home/dev/proj/app/newsletter.py', old_string: '    html = render_template("x.html")', new_string },
    } as CanonicalEvent,
    context,
  ) !== undefined;

describe('a template engine compiling request text, its import out of view (eval)', () => {
  test.each([
    ['    tmpl = Template(request.form["body_template"])\n    html = tmpl.render(week=week, shares=shares)', true],
    ["    return Template(request.args.get('tpl')).render()", true],
    ["    return Template(request.GET.get('banner', '')).render()", true],
    ['    return Template(request.json["template"]).render(trip=trip)', true],
    ["    return HttpResponse(Template(request.POST['itinerary']).render(Context({})))", true],
    ['    body = request.values["layout"]\n    html = Template(body).render(layout=layout)', true],
    ['    src = request.form["notice"]\n    return render_template_string(src, case=case)', true],
    ['    return env.from_string(request.form["layout"]).render()', true],
    // A fixed template, a project file, the request's text as data, string.Template's substitution, a plain variable.
    ['    html = render_template("newsletter.html", body=request.form["body"], week=week)', false],
    ['    html = Template("Week {{ week }}").render(week=request.form["week"])', false],
    ['    html = Template(open("templates/newsletter.html").read()).render(week=week)', false],
    ['    return Template(request.form["template"]).safe_substitute(name=name)', false],
    ['    return Template(body_template).render(week=week)', false],
    ['    return env.get_template("newsletter.html").render(body=request.form["body"])', false],
  ])('%s', (text, speaks) => expect(edit(text)).toBe(speaks));
  // A whole file that imports string.Template substitutes names and runs nothing.
  test('string.Template of request text', () =>
    expect(
      evalSpeaks(
        '/p/app/sms.py',
        'from string import Template\n\ndef sms():\n    return Template(request.form["t"]).substitute(name="x")\n',
      ),
    ).toBe(false));
});
