import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { placeholderReason, testValue, weakLogin } from './placeholderReason.js';
import { looksLikePassword } from './valueShape.js';

// A setter or builder step named for a credential, given a literal: asyncua's and python-opcua's `client.set_password('…')`
// (https://opcua-asyncio.readthedocs.io/en/latest/api/asyncua.client.html), JavaMail's and Spring's `setPassword("…")`, the
// HiveMQ MQTT client's `.simpleAuth().username(…).password(UTF_8.encode("…"))`
// (https://hivemq.github.io/hivemq-mqtt-client/docs/mqtt-operations/connect/), Lettuce's and OkHttp's `.password("…")`.
// The literal may be wrapped in one encoding call (`UTF_8.encode(…)`, `"…".getBytes()` reads the literal first anyway);
// a variable, an environment lookup or any other call is no literal. Bounded runs: linear on any text.
// Go's chains break after the dot (paho's `NewClientOptions().\n\t\tSetPassword("…")`), so blanks and line breaks may
// follow it; PHP and C++ call through `->` (`$client->setPassword('…')`). The names reach MSAL's `WithClientSecret`,
// Testcontainers' `withPassword`, `setAuthToken`/`setAccessToken` and `SetClientSecret`.
const SETTER =
  /(?:\.|->)\s{0,40}((?:set_?|with_?)?(?:password|passwd|passphrase|secret|client_?secret)|(?:set|with)_?(?:api_?key|(?:auth_?|access_?|bearer_?|o_?auth_?)?token|access_?key|secret_?key))[ \t]{0,4}\([ \t]{0,4}(?:[\w.]{0,30}(?:encode|Bytes|CharArray)\([ \t]{0,4})?(["'])([^"'\\\n]{1,200})\2/gi;

// Python's keyring stores a password by service and user, the password last: `keyring.set_password('svc', 'user', '…')`
// (https://pypi.org/project/keyring/); the service and the user may be literals or names, the password only a literal speaks.
const ARGUMENT = String.raw`[ \t]{0,4}(?:"[^"\n]{0,100}"|'[^'\n]{0,100}'|[\w.]{1,60})[ \t]{0,4},`;
const KEYRING = new RegExp(
  String.raw`\bkeyring\.(set_password)\(${ARGUMENT}${ARGUMENT}[ \t]{0,4}(["'])([^"'\\\n]{1,200})\2[ \t]{0,4}\)`,
  'g',
);

// A user and its password by position, the password second: paho's `client.username_pw_set("user", "…")`
// (https://eclipse.dev/paho/files/paho.mqtt.python/html/client.html), `withCredentials("user", "…")`,
// `setCredentials("user", "…")`. Jenkins' `withCredentials([…])` opens a list, no argument here. Bounded: linear.
const USER_PASSWORD = new RegExp(
  String.raw`(?:\.|->)(username_pw_set|(?:with|set)_?credentials)\(${ARGUMENT}[ \t]{0,4}(["'])([^"'\\\n]{1,200})\2[ \t]{0,4}[,)]`,
  'gi',
);

// A firmware sketch's clients take the password by position, after the SSID or the client id and user (Arduino, ESP32,
// ESP8266): `WiFi.begin(ssid, "…")` and `WiFi.softAP(ssid, "…")` (https://docs.espressif.com/projects/arduino-esp32/en/latest/api/wifi.html),
// `wifiMulti.addAP(ssid, "…")`, PubSubClient's `client.connect(id, user, "…")`, the password third
// (https://pubsubclient.knolleary.net/api#connect). A `Serial.begin(…)` or a socket's `connect(host, port)` is neither: the
// receiver must be `WiFi`, or name an MQTT client for `connect`; a will's `connect(id, topic, qos, retain, msg)` has a number
// third. Arguments before it may be literals or names (`clientId.c_str()`); the password only a literal speaks. Bounded: linear.
const POSITIONAL_ARGUMENT = String.raw`[ \t]{0,4}(?:"[^"\n]{0,100}"|[\w.:>()-]{1,60})[ \t]{0,4},`;
// The receiver is read whole from a word's start (`\b`), then judged in code: one bounded run per call, linear.
const FIRMWARE_LOGIN = new RegExp(
  String.raw`\b(\w{1,40})(?:\.|->)(?:(begin|softAP|addAP)\(${POSITIONAL_ARGUMENT}|(connect)\(${POSITIONAL_ARGUMENT}${POSITIONAL_ARGUMENT})[ \t]{0,4}"([^"\\\n]{1,200})"[ \t]{0,4}[,)]`,
  'g',
);
const MQTT_CLIENT = /mqtt|client|pubsub/i;

export function setterSecrets(
  source: string,
  rule: Compiled | undefined,
  found: Secret[],
  note?: Note,
  firmware = false,
  testFile = false,
): void {
  if (!rule) return;
  for (const setter of [SETTER, KEYRING, USER_PASSWORD]) setterMatches(source, setter, rule, found, note, testFile);
  if (firmware) firmwareLogins(source, rule, found, note);
}

function firmwareLogins(source: string, rule: Compiled, found: Secret[], note?: Note): void {
  FIRMWARE_LOGIN.lastIndex = 0;
  for (let match = FIRMWARE_LOGIN.exec(source); match && found.length < 8; match = FIRMWARE_LOGIN.exec(source)) {
    const [, receiver, wifi, connect, value] = match as unknown as [string, string, string | undefined, string | undefined, string];
    if (wifi ? wifi !== 'addAP' && receiver !== 'WiFi' : !MQTT_CLIENT.test(receiver)) continue;
    const name = wifi ?? connect!;
    const reason = placeholderReason(value);
    if (reason) {
      note?.(text.why.placeholder(name, reason));
      continue;
    }
    if (!looksLikePassword(value)) continue;
    const start = match.index + match[0].lastIndexOf(`"${value}"`) + 1;
    found.push({ kind: text.findings.givenTo(name), rule: rule.fullId, start, end: start + value.length });
  }
}

function setterMatches(source: string, setter: RegExp, rule: Compiled, found: Secret[], note?: Note, testFile = false): void {
  setter.lastIndex = 0;
  for (let match = setter.exec(source); match && found.length < 8; match = setter.exec(source)) {
    const [, name, , value] = match as unknown as [string, string, string, string];
    // A test's file: a value calling itself a test value or a weak word-and-digits login is the test's own (as for assignments).
    const reason =
      placeholderReason(value) ?? (testFile && (testValue(value) || weakLogin(value)) ? text.findings.placeholder.dummy : undefined);
    if (reason) {
      note?.(text.why.placeholder(name, reason));
      continue;
    }
    if (!looksLikePassword(value)) continue;
    const start = match.index + match[0].lastIndexOf(match[2]!.concat(value)) + 1;
    found.push({ kind: text.findings.givenTo(name), rule: rule.fullId, start, end: start + value.length });
  }
}
