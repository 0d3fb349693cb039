import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 154's secrets class: a password or secret given as a literal to a setter or builder step (Go paho's chain broken
// after the dot, `opts.SetPassword("…")`, Java's `setPassword("…".toCharArray())`, PHP's `->setPassword('…')`, MSAL's
// `WithClientSecret`, paho Python's `username_pw_set("user", "…")`). Variables, environment reads, empty strings,
// placeholders, test files and docs stay silent. One line per case.

// Assembled at run time so that no scanner flags this file.
const pw = ['F9DY5aiG', 'A11j0WaWDuiB'].join('');
const sk = ['Qx8~vT2mLp', '9Rk4Wz7Nc3Yb'].join('');

describe('a literal given to a setter or builder step named for a credential (secrets/generic/assignment)', () => {
  test.each([
    [
      '/home/dev/proj/cmd/dispenser-agent/main.go',
      'package main\n\nfunc main() {\n\topts := mqtt.NewClientOptions().\n\t\tAddBroker("tls://mqtt.example.co.uk:8883").\n' +
        `\t\tSetClientID("dispenser-02").\n\t\tSetUsername("dispenser").\n\t\tSetPassword("${pw}")\n\tc := mqtt.NewClient(opts)\n}\n`,
      true,
    ],
    ['/home/dev/proj/cmd/agent/main.go', `package main\n\nfunc main() {\n\topts.SetPassword("${pw}")\n}\n`, true],
    [
      '/home/dev/proj/cmd/agent/main.go',
      `package main\n\nfunc main() {\n\topts := mqtt.NewClientOptions().\r\n\t\tSetPassword("${pw}")\n}\n`,
      true,
    ],
    [
      '/home/dev/proj/src/main/java/app/Mqtt.java',
      `MqttConnectOptions o = new MqttConnectOptions();\no.setPassword("${pw}".toCharArray());\n`,
      true,
    ],
    ['/home/dev/proj/src/main/java/app/Db.java', `HikariConfig config = new HikariConfig();\nconfig.setPassword("${pw}");\n`, true],
    ['/home/dev/proj/src/main/kotlin/app/Db.kt', `val config = HikariConfig().apply {\n    this.setPassword("${pw}")\n}\n`, true],
    ['/home/dev/proj/src/Mail.php', `<?php\n$client->setPassword('${pw}');\n`, true],
    ['/home/dev/proj/src/mqtt.cpp', `client->setPassword("${pw}");\n`, true],
    [
      '/home/dev/proj/src/Auth.cs',
      `var app = ConfidentialClientApplicationBuilder.Create(id)\n    .WithClientSecret("${sk}")\n    .Build();\n`,
      true,
    ],
    ['/home/dev/proj/src/Auth.cs', `options.SetClientSecret("${sk}");\n`, true],
    ['/home/dev/proj/src/api.js', `client.setAuthToken('${sk}');\n`, true],
    ['/home/dev/proj/src/api.js', `client.setAccessToken('${sk}');\n`, true],
    ['/home/dev/proj/src/api.js', `sgMail.setApiKey('${sk}');\n`, true],
    ['/home/dev/proj/src/Gh.java', `GitHub gh = new GitHubBuilder().withOAuthToken("${sk}").build();\n`, true],
    ['/home/dev/proj/src/Db.java', `var db = new PostgreSQLContainer<>("postgres:16")\n    .withPassword("${pw}");\n`, true],
    [
      '/home/dev/proj/src/Redis.java',
      `RedisURI uri = RedisURI.builder().withHost("h").withPassword("${pw}".toCharArray()).build();\n`,
      true,
    ],
    [
      '/home/dev/proj/src/Client.kt',
      `val c = Mqtt5Client.builder().simpleAuth()\n    .username("u")\n    .password("${pw}".toByteArray())\n`,
      true,
    ],
    ['/home/dev/proj/app/mqtt_client.py', `client = mqtt.Client()\nclient.username_pw_set("dispenser", "${pw}")\n`, true],
    ['/home/dev/proj/app/mqtt_client.py', `client.username_pw_set(USER, '${pw}')\n`, true],
    ['/home/dev/proj/src/Http.java', `request.withCredentials("svc", "${pw}");\n`, true],
    ['/home/dev/proj/app/opc.py', `client.set_password('${pw}')\n`, true],
    // Variables, environment reads, empty strings and placeholders stay silent.
    ['/home/dev/proj/cmd/agent/main.go', `package main\n\nfunc main() {\n\topts.SetPassword(os.Getenv("MQTT_PASS"))\n}\n`, false],
    [
      '/home/dev/proj/cmd/agent/main.go',
      `package main\n\nfunc main() {\n\topts := mqtt.NewClientOptions().\n\t\tSetPassword(cfg.MQTT.Password)\n}\n`,
      false,
    ],
    ['/home/dev/proj/src/Db.java', 'config.setPassword(password);\n', false],
    ['/home/dev/proj/src/Db.java', 'config.setPassword(System.getenv("DB_PASSWORD"));\n', false],
    ['/home/dev/proj/src/Db.java', 'config.setPassword("");\n', false],
    ['/home/dev/proj/src/Db.java', 'config.setPassword("changeme");\n', false],
    ['/home/dev/proj/src/Db.java', 'config.setPassword("password");\n', false],
    ['/home/dev/proj/app/accounts/views.py', 'user.set_password(raw)\nuser.save()\n', false],
    ['/home/dev/proj/app/accounts/views.py', 'user.set_password(form.cleaned_data["password"])\n', false],
    ['/home/dev/proj/app/opc.py', 'client.set_password("")\n', false],
    ['/home/dev/proj/app/mqtt_client.py', 'client.username_pw_set(os.environ["MQTT_USER"], os.environ["MQTT_PASS"])\n', false],
    ['/home/dev/proj/app/mqtt_client.py', 'client.username_pw_set("dispenser", password)\n', false],
    ['/home/dev/proj/app/mqtt_client.py', 'client.username_pw_set("dispenser", "")\n', false],
    ['/home/dev/proj/src/Auth.cs', '.WithClientSecret(Environment.GetEnvironmentVariable("CLIENT_SECRET"))\n', false],
    [
      '/home/dev/proj/Jenkinsfile',
      "withCredentials([usernamePassword(credentialsId: 'mqtt', usernameVariable: 'U', passwordVariable: 'P')]) {\n  sh 'make'\n}\n",
      false,
    ],
    ['/home/dev/proj/src/Form.cs', "textBox.SetPasswordChar('*');\n", false],
    // Test files stay silent.
    ['/home/dev/proj/app/accounts/tests/test_views.py', 'user.set_password("test1234")\nuser.save()\n', false],
    [
      '/home/dev/proj/src/test/java/app/DbTest.java',
      'var db = new PostgreSQLContainer<>("postgres:16").withPassword("testpass123");\n',
      false,
    ],
    [
      '/home/dev/proj/src/test/java/app/DbTest.java',
      'var db = new PostgreSQLContainer<>("postgres:16").withPassword("postgres123");\n',
      false,
    ],
    ['/home/dev/proj/cmd/agent/main_test.go', 'package main\n\nfunc TestX(t *testing.T) {\n\topts.SetPassword("broker42")\n}\n', false],
    // Docs stay silent.
    ['/home/dev/proj/README.md', '```go\nopts.SetPassword("your-password")\n```\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
