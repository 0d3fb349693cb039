import { describe, expect, test } from 'vitest';
import { evalSpeaks, secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 80 (kitesurf schools and shops, amateur rocketry): a timer handed a DOM data attribute, an embedded Rust script
// engine running a request's text, an API key in a JSON request body, and a mail setting's app password with a third of
// its letters vowels. One line per class that speaks and near-misses that stay silent.

const widget = (line: string) => `export function mount(el, onDone) {\n  const ms = 1000;\n  ${line}\n}\n`;

describe('a timer handed a DOM data attribute (eval/javascript/string-timer)', () => {
  test.each([
    [widget('setTimeout(el.dataset.onDone || onDone, 0);'), true],
    [widget('setInterval(el.dataset.tick, 1000);'), true],
    [widget(`setTimeout(el.getAttribute('data-on-done') ?? onDone, 0);`), true],
    [widget(`setTimeout($(el).data('callback'), 10);`), true],
    [widget(`setTimeout(el.attributes['data-on-done'].value, 0);`), true],
    [widget(`const handler = el.dataset.onDone || 'refresh()';\n  setTimeout(handler, 0);`), true],
    [widget('window.setTimeout(this.el.dataset.onExpire, 0);'), true],
    // A function, an arrow that reads the attribute, the attribute as the delay, a lookup by it, another attribute.
    [widget('setTimeout(onDone, 0);'), false],
    [widget('setTimeout(() => run(el.dataset.onDone), 0);'), false],
    [widget('setTimeout(onDone, Number(el.dataset.delay));'), false],
    [widget('setTimeout(tick, Number(el.dataset.ms));'), false],
    [widget('setTimeout(handlers[el.dataset.onDone], 0);'), false],
    [widget(`setTimeout(el.getAttribute('title'), 0);`), false],
  ])('%s → %s', (content, speaks) => expect(evalSpeaks('ui/src/widgets/countdown.js', content)).toBe(speaks));
});

const handler = (body: string) =>
  `use rhai::Engine;\npub async fn check(body: String) -> String {\n    let engine = Engine::new();\n    ${body}\n}\n`;

describe('an embedded Rust script engine running text (eval/engines/embedded-script-engine)', () => {
  test.each([
    [handler('match engine.eval::<bool>(&body) {\n        Ok(v) => v.to_string(),\n        Err(e) => e.to_string(),\n    }'), true],
    [handler('if let Ok(v) = engine.eval_expression::<i64>(&body) {\n        return v.to_string();\n    }'), true],
    [handler('engine.run(&body).unwrap();'), true],
    [handler('let ast = engine.compile(&body)?;\n    engine.eval_ast::<bool>(&ast)?;'), true],
    [handler('match lua.load(&body).eval::<bool>() {\n        Ok(v) => v,\n    }'), true],
    [handler('let v = context.eval(Source::from_bytes(body.as_bytes()));'), true],
    [handler('js_runtime.execute_script("<check>", body).unwrap();'), true],
    // A literal, a script compiled in with include_str!, a host function registered, a method named eval defined.
    [handler('match engine.eval::<i64>("40 + 2") {\n        Ok(v) => v,\n    }'), false],
    [handler('let v = engine.eval::<i64>(include_str!("rules.rhai"));'), false],
    [handler('engine.register_fn("add", add);'), false],
    ['impl Checker {\n    fn eval(&self, body: &str) {\n        1\n    }\n}\n', false],
  ])('%s → %s', (content, speaks) => expect(evalSpeaks('src/lib.rs', content)).toBe(speaks));
});

const windy = `curl -s -X POST https://api.windy.com/api/point-forecast/v2 -H 'Content-Type: application/json'`;

describe('an API key field in a request body (secrets, a data option)', () => {
  test.each([
    [`${windy} -d '{"lat":36.01,"lon":-5.6,"model":"gfs","parameters":["wind"],"key":"TB0buxwZ7jl7RcsBgT7AiGHxodKmf363"}'`, true],
    [`${windy} --data-raw '{"lat":36.01,"api_key":"Qm8vXr2LpT4nK9wZs6Hy3bFd"}'`, true],
    [`${windy} --json '{"apiKey":"Qm8vXr2LpT4nK9wZs6Hy3bFd","q":"x"}'`, true],
    [`${windy} --data '{"token":"Qm8vXr2LpT4nK9wZs6Hy3bFd"}'`, true],
    [`${windy} -d '{"access_token":"Qm8vXr2LpT4nK9wZs6Hy3bFd"}'`, true],
    [`${windy} -d '{"secret":"Qm8vXr2LpT4nK9wZs6Hy3bFd"}'`, true],
    [`${windy} -d 'key=TB0buxwZ7jl7RcsBgT7AiGHxodKmf363&lat=36.01'`, true],
    [`wget -qO- --post-data '{"key":"TB0buxwZ7jl7RcsBgT7AiGHxodKmf363"}' https://api.windy.com/api/point-forecast/v2`, true],
    // A UUID issued as the key is one too (FareHarbor's and Heroku's keys are UUIDs).
    [`${windy} -d '{"key":"3f2b8c1e-9a4d-4e7b-8c2a-1d5f6e7a8b9c"}'`, true],
    // A word, a variable, a date under a session key, an id, a field's name as the value.
    [`${windy} -d '{"key":"value"}'`, false],
    [`${windy} -d '{"key":"$WINDY_KEY"}'`, false],
    [`${windy} -d "{\\"key\\":\\"\${KEY}\\"}"`, false],
    [`${windy} -d '{"session_key":"2024-06-01-morning"}'`, false],
    [`${windy} -d '{"id":"TB0buxwZ7jl7RcsBgT7AiGHxodKmf363"}'`, false],
    [`${windy} -d '{"key":"wind_speed_10m"}'`, false],
  ])('%s → %s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});

const settings = (name: string, value: string) =>
  `import os\nEMAIL_HOST = "smtp.gmail.com"\nEMAIL_HOST_USER = "shop@tackshop.es"\n${name} = "${value}"\n`;

describe('a mail setting given an app password with a third of its letters vowels (secrets, googleAppPassword)', () => {
  test.each([
    ['EMAIL_HOST_PASSWORD', 'eiadqjbdbybjuudp', true],
    ['SMTP_PASSWORD', 'qokbxaetuvjziwnh', true],
    ['MAIL_PASSWORD', 'ueoxqtkjiabvgzrm', true],
    // Words, samples made of them, repeated letters, and drawn letters under a name that is no password.
    ['EMAIL_HOST_PASSWORD', 'mailserverpassword', false],
    ['EMAIL_HOST_PASSWORD', 'supersecretpasswd', false],
    ['EMAIL_HOST_PASSWORD', 'smtppassword', false],
    ['EMAIL_HOST_PASSWORD', 'changemechangeme', false],
    ['EMAIL_HOST_PASSWORD', 'passwordpassword', false],
    ['EMAIL_HOST_PASSWORD', 'smtppasswordhere', false],
    ['EMAIL_HOST_PASSWORD', 'aaaabbbbccccdddd', false],
    ['CACHE_TIMEOUT_NAME', 'eiadqjbdbybjuudp', false],
  ])('%s = %s → %s', (name, value, speaks) => expect(secretSpeaks('tackshop/settings/base.py', settings(name, value))).toBe(speaks));
});
