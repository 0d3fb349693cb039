import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 102's secrets class: credentials in embedded firmware sketches (Arduino, ESP32, ESP8266, PlatformIO C/C++). A short
// password name (`PASS`, `PWD`, `WIFI_PASS`, `SECRET_PASS`) in a C declaration or `#define` given a drawn literal, and a
// literal password handed positionally to the usual clients (`WiFi.begin`, `WiFiMulti.addAP`, PubSubClient's `connect`,
// `ArduinoOTA.setPassword`). One line per case; near-misses (the SSID, names, placeholders, a test's `PASS` result) stay silent.

// Assembled at run time so that no scanner flags this file.
const wifi = ['Dmkfj!2R', 'hw%uWEP'].join('');
const mqtt = ['28nBM*9w', 'Om!WFON'].join('');
const sketch = '/home/dev/proj/firmware/bin_node/src/main.cpp';
const ino = '/home/dev/proj/firmware/barn/barn.ino';
const secretsH = '/home/dev/proj/firmware/barn/arduino_secrets.h';
const round = [
  '#include <WiFi.h>\n#include <PubSubClient.h>\n\n',
  'static const char* SSID = "ChirpFarm-Barn1";\n',
  `static const char* PASS = "${wifi}";\n\nWiFiClient net;\nPubSubClient mqtt(net);\n\n`,
  'void setup() {\n  WiFi.begin(SSID, PASS);\n  while (WiFi.status() != WL_CONNECTED) delay(250);\n',
  `  mqtt.setServer("mqtt.farm.local", 1883);\n  mqtt.connect("bin-07", "bin-node", "${mqtt}");\n}\n\n`,
  'void loop() {\n  mqtt.loop();\n}\n',
].join('');

describe('credentials in embedded firmware sketches', () => {
  test.each([
    // The round's call: Wi-Fi and MQTT passwords in a sketch.
    [sketch, round, true],
    // (a) a short password name in a C or C++ declaration or define.
    [sketch, `static const char* PASS = "${wifi}";\n`, true],
    [sketch, `const char* PASS = "${wifi}";\n`, true],
    [sketch, `const char *PWD = "${wifi}";\n`, true],
    [ino, `const char* password = "${wifi}";\n`, true],
    [ino, `char pass[] = "${wifi}";\n`, true],
    [ino, `char password[] = "${wifi}";\n`, true],
    [ino, `const char pass[] PROGMEM = "${wifi}";\n`, true],
    [secretsH, `#define SECRET_SSID "ChirpFarm-Barn1"\n#define SECRET_PASS "${wifi}"\n`, true],
    [secretsH, `#define WIFI_PASS "${wifi}"\n`, true],
    [secretsH, `#define MQTT_PASS "${mqtt}"\n`, true],
    [secretsH, `#define PASS "${wifi}"\n`, true],
    [ino, `String PASS = "${wifi}";\n`, true],
    // (b) a literal password handed positionally to the usual clients.
    [ino, `void setup() {\n  WiFi.begin("ChirpFarm-Barn1", "${wifi}");\n}\n`, true],
    [ino, `void setup() {\n  WiFi.begin(ssid, "${wifi}");\n}\n`, true],
    [ino, `WiFiMulti wifiMulti;\nvoid setup() {\n  wifiMulti.addAP("Barn1", "${wifi}");\n}\n`, true],
    [ino, `void reconnect() {\n  client.connect("bin-07", "bin-node", "${mqtt}");\n}\n`, true],
    [ino, `void reconnect() {\n  if (mqtt.connect(clientId.c_str(), MQTT_USER, "${mqtt}")) {}\n}\n`, true],
    [ino, `void setup() {\n  ArduinoOTA.setPassword("${wifi}");\n}\n`, true],
    // Near-misses: the SSID alone, names passed, placeholders, a test's result constant, an MQTT will.
    [sketch, `static const char* SSID = "ChirpFarm-Barn1";\n`, false],
    [sketch, `void setup() {\n  WiFi.begin(SSID, PASS);\n  mqtt.connect("bin-07", MQTT_USER, MQTT_PASS);\n}\n`, false],
    [ino, `void setup() {\n  WiFi.begin(SECRET_SSID, SECRET_PASS);\n  wifiMulti.addAP(ssid, password);\n}\n`, false],
    [secretsH, `#define SECRET_SSID "ChirpFarm-Barn1"\n#define SECRET_PASS ""\n`, false],
    [secretsH, `#define SECRET_PASS "your-password"\n`, false],
    [secretsH, `#define WIFI_PASS "YOUR_WIFI_PASSWORD"\n`, false],
    [ino, `void setup() {\n  WiFi.begin("Barn1", "your-password");\n}\n`, false],
    [sketch, `const char* PASS = "PASS";\nconst char* FAIL = "FAIL";\n`, false],
    [sketch, `static const char* PASS = "OK";\n`, false],
    [ino, `void reconnect() {\n  client.connect("bin-07", "status/bin-07", 1, true, "offline");\n}\n`, false],
    [ino, `void setup() {\n  WiFi.begin("ChirpFarm-Barn1");\n}\n`, false],
    [sketch, `const char* BYPASS = "${wifi}";\n`, false],
    [sketch, `const char* PASS = "PASSED";\n`, false],
    ['/home/dev/proj/tests/harness.c', `#define PASS "\\033[32mPASS\\033[0m"\n#define FAIL "\\033[31mFAIL\\033[0m"\n`, false],
    [ino, `void setup() {\n  Serial.begin(115200);\n  SD.begin(4);\n  server.begin();\n}\n`, false],
    [ino, `void setup() {\n  display.begin("Barn1", "${wifi}");\n  sock.connect("10.0.0.5", 80, "${mqtt}");\n}\n`, false],
    ['/home/dev/proj/web/mqtt.js', `client.connect("bin-07", "bin-node", "${mqtt}");\n`, false],
    ['/home/dev/proj/tools/flash.py', `PASS = "${wifi}"\n`, false],
  ])('%s %#', (file, content, speaks) => {
    expect(secretSpeaks(file, content)).toBe(speaks);
  });
});
