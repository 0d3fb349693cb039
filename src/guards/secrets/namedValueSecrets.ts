import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { bareName, namesPassword, secretName } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { looksGenerated, looksLikePassword } from './valueShape.js';

// A credential's name and its value given apart, in a record of settings:
// - the name opens a table whose value field holds the literal: Spin's `[variables] api_key = { default = "…" }`
//   (https://spinframework.dev/v3/variables), an ARM parameters file's `"adminPassword": { "value": "…" }`
//   (https://learn.microsoft.com/azure/azure-resource-manager/templates/parameter-files), a template's `defaultValue`;
// - the name is a sibling field's value: Fastly's `[[local_server.secret_stores.<store>]] key = "…" data = "…"`
//   (https://www.fastly.com/documentation/reference/compute/fastly-toml/#local-server), a Kubernetes container's
//   `env: - name: API_TOKEN value: "…"` (https://kubernetes.io/docs/tasks/inject-data-application/define-environment-variable-container/),
//   a list of `{"key": "…", "value": "…"}` pairs: a Postman environment's or collection's variables (`{"key": "vendorKey",
//   "value": "…"}`), an ECS task definition's `environment` (`{"name": "DB_PASSWORD", "value": "…"}`), Terraform's
//   `environment = [{ name = "API_KEY", value = "…" }]`, and an AWS SSM parameter (`{"Name": "/app/api_key", "Value": "…"}`,
//   https://docs.aws.amazon.com/systems-manager/latest/APIReference/API_Parameter.html), whose name is a path judged by
//   its last part.
// A value read from elsewhere (`valueFrom`, `env = "…"`, `${…}`) is no field of these names, or a reference.
// Each step is bounded and the fields between may not open another record or name another field: linear on any text.
const VALUE_FIELD = String.raw`["']?\b(?:[vV]alue|default|defaultValue|data)["']?[ \t]{0,4}[:=][ \t]{0,4}(?:(["'])([^"'\r\n]{5,512})\3|([^\s"',}\]]{5,512}))`;
const NESTED = new RegExp(
  String.raw`(["']?)\b([A-Za-z_][\w.-]{0,60})\1[ \t]{0,4}[:=][ \t]{0,4}\{(?:(?!\b(?:value|default|defaultValue|data)["']?[ \t]{0,4}[:=])[^{}]){0,300}?${VALUE_FIELD}`,
  'g',
);
const SIBLING = new RegExp(
  String.raw`["']?\b(?:[kK]ey|[nN]ame)["']?[ \t]{0,4}[:=][ \t]{0,4}(["']?)((?:\/?(?:[\w.-]{1,40}\/){1,6})?[A-Za-z_][\w.-]{0,60})\1[ \t]{0,4}(?=[,\r\n}])(?:(?!\b(?:[kK]ey|[nN]ame)["']?[ \t]{0,4}[:=]|\n[ \t]{0,40}-[ \t])[^{}]){0,200}?${VALUE_FIELD}`,
  'g',
);
// A function or getter named for a credential that returns a literal: a test fixture's `def canvas_token(): return '7~…'`,
// `get apiKey() { return '…'; }`, `function authToken() { return "…" }`, Go's `func apiToken() string { return "…" }`.
// The literal is what every caller is handed as the credential; only a generated one counts (a test's made-up password
// is not a key). A few comment lines may stand before the return (`# real sandbox token so integration tests can hit the API`).
const RETURNED = new RegExp(
  String.raw`\b(?:def|function|get|func|fn)[ \t]{1,4}([A-Za-z_$][\w$]{0,60})[ \t]{0,4}\([^()\r\n]{0,120}\)[^\r\n{]{0,40}?[:{](?:[ \t\r\n]{0,80}(?:#|\/\/)[^\r\n]{0,200}(?=[\r\n])){0,4}[ \t\r\n]{0,80}return[ \t]{1,4}(["'${'`'}])([^"'${'`'}\r\n]{8,512})\2`,
  'g',
);
// A Postman collection's API-key auth (https://schema.postman.com/collection/json/v2.1.0/draft-07/collection.json, `auth-attribute`):
// `"apikey": [{ "key": "value", "value": "…" }, { "key": "key", "value": "X-API-Key" }]`. The entry whose `key` is `value`
// holds the key itself; the one whose `key` is `key` names the header. The array opens within the window before the entry.
const POSTMAN_APIKEY = /["']apikey["'][ \t]{0,4}:[ \t\r\n]{0,80}\[[^\]]{0,300}$/;
const FIELD_WORD = /\b(?:value|default|defaultvalue|data)\b/;
const MAX_FOUND = 8;

export function namedValueSecrets(source: string, rule: Compiled | undefined, found: Secret[], note?: Note, template = false): void {
  if (!rule) return;
  if (source.includes('return')) returnedSecrets(source, rule, found, note);
  if (!FIELD_WORD.test(source.toLowerCase())) return;
  for (const pattern of [NESTED, SIBLING]) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(source); match && found.length < MAX_FOUND; match = pattern.exec(source)) {
      const postman = match[2] === 'value' && POSTMAN_APIKEY.test(source.slice(Math.max(0, match.index - 400), match.index));
      const name = postman ? 'apikey' : match[2]!.slice(match[2]!.lastIndexOf('/') + 1);
      const strength = postman ? 'key' : secretName(name);
      if (strength) judge(match, name, match[4] ?? match[5]!, !template && strength === 'strong' && namesPassword(name), rule, found, note);
    }
  }
}

function returnedSecrets(source: string, rule: Compiled, found: Secret[], note?: Note): void {
  RETURNED.lastIndex = 0;
  for (let match = RETURNED.exec(source); match && found.length < MAX_FOUND; match = RETURNED.exec(source))
    if (secretName(match[1]!)) judge(match, match[1]!, match[3]!, false, rule, found, note);
}

/** Records `value`, found in `match` under `name`, when it is a credential and not a placeholder (noted instead). */
function judge(match: RegExpExecArray, name: string, value: string, password: boolean, rule: Compiled, found: Secret[], note?: Note): void {
  const reason = placeholderReason(value);
  if (reason) {
    note?.(text.why.placeholder(bareName(name), reason));
    return;
  }
  if (!(password ? looksLikePassword(value) : looksGenerated(value))) return;
  const start = match.index + match[0].lastIndexOf(value);
  found.push({ kind: text.findings.assignedTo(name), rule: rule.fullId, start, end: start + value.length });
}
