import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { evalGuard } from '../../../src/guards/eval.js';
import { evalSpeaks } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Held-out round 130 (delivery rounds): a method, attribute or member picked by a name from input, where the same code
// first checks that name against a literal allow-list (a postfix `if`, a guard clause above, an enclosing `if` or a
// `case`/`when` over literal names). Each name the call can then pick is written in the source: the advice's own fix,
// so it stays silent. A check of another value, a list that is no literal, or an inverted check still speaks.

const context = guardContext();
const edited = (file_path: string, old_string: string, new_string: string) =>
  evalGuard.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } } as CanonicalEvent,
    context,
  ) !== undefined;

const rb = (body: string) => `class RoundsController < ApplicationController\n  def index\n${body}\n  end\nend\n`;

describe('Ruby send, public_send and __send__ of a name checked against a literal list (eval/ruby)', () => {
  test.each([
    // Postfix `if` on the same line, over %w, %i, a bracket list, a frozen constant, Rails' `in?`.
    [rb('    @rounds = @rounds.public_send(params[:scope]) if %w[upcoming today overdue].include?(params[:scope])'), false],
    [rb('    @jobs = @jobs.send(params[:filter].to_sym) if %i[open closed].include?(params[:filter].to_sym)'), false],
    [rb('    @jobs = @jobs.public_send(params[:sort]) if ["by_date", "by_name"].include?(params[:sort])'), false],
    [`SORTS = %w[by_date by_name].freeze\n${rb('    @jobs = @jobs.public_send(params[:sort]) if SORTS.include?(params[:sort])')}`, false],
    [rb('    @jobs = @jobs.public_send(params[:sort]) if params[:sort].in?(%w[by_date by_name])'), false],
    [rb('    report.__send__(params[:kind]) if %i[summary detail].include?(params[:kind].to_sym) # listed kinds only'), false],
    // A guard clause above, in the same method.
    [
      rb(
        '    return head(:bad_request) unless %w[pending shipped].include?(params[:state])\n    @orders = Order.public_send(params[:state])',
      ),
      false,
    ],
    [
      `STATES = %w[a b].freeze\n${rb('    raise ArgumentError, "bad" unless STATES.include?(opts[:state])\n    Order.public_send(opts[:state])')}`,
      false,
    ],
    [
      rb('    fail "no" unless %w[mine all].member?(request.params["scope"])\n\n    @rows = Row.public_send(request.params["scope"])'),
      false,
    ],
    // An enclosing `if` block, and a `case` whose branch names only literals.
    [rb('    if %w[daily weekly].include?(params[:period])\n      @stats = Stat.public_send(params[:period])\n    end'), false],
    [rb('    case params[:view]\n    when "grid", "list"\n      @items = Item.public_send(params[:view])\n    end'), false],
    [rb('    case params[:view]\n    when :grid, :list then @items = Item.public_send(params[:view])\n    end'), false],
    // No check, a check of another value, an inverted check, a list that is no literal, an `else` branch, a check in
    // another method, the name bound again after the check: still a method named by input.
    [rb('    @rounds = @rounds.public_send(params[:scope])'), true],
    [rb('    @rounds = @rounds.public_send(params[:scope]) if %w[upcoming today].include?(params[:filter])'), true],
    [rb('    @rounds = @rounds.public_send(params[:scope]) unless %w[destroy delete].include?(params[:scope])'), true],
    [rb('    @rounds = @rounds.public_send(params[:scope]) if current_user.scopes.include?(params[:scope])'), true],
    [rb('    @rounds = @rounds.public_send(params[:scope]) if Round.scopes_for(user).include?(params[:scope])'), true],
    [rb('    @rounds = @rounds.public_send(params[:scope]) if params[:scope].present?'), true],
    [rb('    @rounds = @rounds.public_send(params[:scope]) if %w[a b].include?(params[:scope]) || admin?'), true],
    [rb('    return unless %w[mine all].include?(params[:other])\n    @rows = Row.public_send(params[:scope])'), true],
    [rb('    return if %w[mine all].include?(params[:scope])\n    @rows = Row.public_send(params[:scope])'), true],
    [
      rb('    if %w[daily weekly].include?(params[:period])\n      @ok = true\n    end\n    @stats = Stat.public_send(params[:period])'),
      true,
    ],
    [
      rb(
        '    case params[:view]\n    when "grid", "list"\n      @ok = true\n    else\n      @items = Item.public_send(params[:view])\n    end',
      ),
      true,
    ],
    [rb('    case params[:view]\n    when allowed_views\n      @items = Item.public_send(params[:view])\n    end'), true],
    [`ALLOWED = Setting.scopes\n${rb('    @jobs = @jobs.public_send(params[:sort]) if ALLOWED.include?(params[:sort])')}`, true],
    [`  def check\n    return unless %w[a b].include?(params[:s])\n  end\n\n${rb('    @rows = Row.public_send(params[:s])')}`, true],
  ])('%s → %s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/app/controllers/rounds_controller.rb', content)).toBe(speaks));

  test('the Edit that adds an allow-listed scope to a controller', () => {
    const file = '/home/dev/proj/delivery_rounds/app/controllers/rounds_controller.rb';
    const old = '    @rounds = DeliveryRound.order(:date)';
    expect(
      edited(file, old, `${old}\n    @rounds = @rounds.public_send(params[:scope]) if %w[upcoming today overdue].include?(params[:scope])`),
    ).toBe(false);
    expect(edited(file, old, `${old}\n    @rounds = @rounds.public_send(params[:scope])`)).toBe(true);
  });
});

describe('Python getattr of a name checked against a literal set first (eval/python/getattr-dispatch)', () => {
  const py = (body: string) => `import reports\nfrom flask import request\n\n\ndef run():\n    name = request.args["report"]\n${body}\n`;
  test.each([
    [py('    if name in {"daily", "weekly"}:\n        return getattr(reports, name)()\n    abort(400)'), false],
    [py('    if name in ("daily", "weekly"):\n        result = getattr(reports, name)()\n        return result'), false],
    [`REPORTS = frozenset({"daily", "weekly"})\n${py('    if name in REPORTS:\n        return getattr(reports, name)()')}`, false],
    [py('    return getattr(reports, name)() if name in {"daily", "weekly"} else None'), false],
    [py('    if name not in {"daily", "weekly"}:\n        abort(400)\n    return getattr(reports, name)()'), false],
    // No check, another value checked, the call after the `if` block, a list read at run time, an inverted check.
    [py('    return getattr(reports, name)()'), true],
    [py('    kind = request.args["kind"]\n    if kind in {"daily", "weekly"}:\n        return getattr(reports, name)()'), true],
    [py('    if name in {"daily", "weekly"}:\n        log(name)\n    return getattr(reports, name)()'), true],
    [py('    if name in load_names():\n        return getattr(reports, name)()'), true],
    [py('    if name in {"daily", "weekly"}:\n        pass\n    name = request.args["other"]\n    return getattr(reports, name)()'), true],
    [py('    return getattr(reports, name)() if name not in {"daily"} else None'), true],
  ])('%s → %s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/app/views.py', content)).toBe(speaks));
});

describe('JavaScript this[name]() of a name checked against a literal list first (eval/javascript/member-by-input-name)', () => {
  const js = (body: string) => `class Api {\n  handle(req, res) {\n    const action = req.query.action;\n${body}\n  }\n}\n`;
  test.each([
    [js("    if (['list', 'show'].includes(action)) {\n      return this[action](req, res);\n    }\n    res.sendStatus(400);"), false],
    [js("    if (new Set(['list', 'show']).has(action)) return this[action](req, res);"), false],
    [`const ACTIONS = ['list', 'show'];\n${js('    if (ACTIONS.includes(action)) {\n      this[action](req, res);\n    }')}`, false],
    [js("    if (!['list', 'show'].includes(action)) return res.sendStatus(400);\n    return this[action](req, res);"), false],
    // No check, another value, the call after the block, a list from the request, an inverted check.
    [js('    return this[action](req, res);'), true],
    [js("    if (['list', 'show'].includes(req.query.kind)) {\n      return this[action](req, res);\n    }"), true],
    [js("    if (['list', 'show'].includes(action)) {\n      log(action);\n    }\n    return this[action](req, res);"), true],
    [js('    if (req.body.allowed.includes(action)) {\n      return this[action](req, res);\n    }'), true],
    [js("    if (['list', 'show'].includes(action) || req.user.admin) {\n      return this[action](req, res);\n    }"), true],
  ])('%s → %s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/src/api.js', content)).toBe(speaks));
});

describe('a timer handed a field of part of the page data the server injected (eval/javascript/string-timer)', () => {
  const page = (bound: string, call: string) =>
    `document.addEventListener('DOMContentLoaded', () => {\n  const cfg = ${bound};\n  if (cfg && cfg.onShow) {\n    ${call}\n  }\n});\n`;
  test.each([
    // Serialised by the server, the injected data's fields are text: a part of it bound to a name is no different.
    [page('window.__PAGE_DATA__.banner', 'setTimeout(cfg.onShow, cfg.delay || 0);'), true],
    [page('window.__INITIAL_STATE__.widgets.promo', 'setInterval(cfg.onShow, 5000);'), true],
    [page('window.APP_CONFIG.banner', 'window.setTimeout(cfg.onShow, 100);'), true],
    // A function wrapping the field, a library object, the component's own options: a function the code holds.
    [page('window.__PAGE_DATA__.banner', 'setTimeout(() => show(cfg.onShow), 0);'), false],
    [page('window.bannerApi', 'setTimeout(cfg.onShow, 0);'), false],
    [page('this.options.banner', 'setTimeout(cfg.onShow, 0);'), false],
    [page('window.__PAGE_DATA__.banner', 'setTimeout(cfg.onShow.bind(cfg), 0);'), false],
  ])('%s → %s', (content, speaks) => expect(evalSpeaks('/home/dev/proj/web/src/legacy/banner.js', content)).toBe(speaks));
});
