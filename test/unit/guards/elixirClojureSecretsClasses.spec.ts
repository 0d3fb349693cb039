import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 186's secrets class: credentials written in Elixir's, Erlang's, Clojure's and Kotlin's own shapes. Req's auth
// tuples (`auth: {:bearer, "…"}`, `{:basic, "user:…"}`), clj-http's and hackney's basic-auth pairs, a Clojure map's
// `:pass` beside its `:user`, a setting's atom and string (`{db_password, "…"}`), Kotlin's `"password" to "…"`, and a
// literal the code compares a password with (`(= [user pass] ["admin" "…"])`, `pass == "…"`). Environment lookups,
// interpolations, placeholders, labels and hashes stay silent, and so does Gradle's `credentials(PasswordCredentials::class)`,
// a type, not a value. One line per case.

// Assembled at run time so that no scanner flags this file.
const token = ['a8F3kQ9zLm2V', 'x7Rt4Wp1Yc6H', 'n0Bd5Gs'].join('');
const jwt = [
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.',
  'cPldFE01kdznvo2imJ_of4xtvS0fXT2Y-wouKuaAQXfDW9nIt3IYD4XZXJZr8J4HWssvUTNcHxDxLzQs.',
  'YNcbGjp2CgrT_1lXDZBu4dB4EOshr1V0ZVpV_zvSvA0',
].join('');
const password = ['Xk8#pq2', '!Lm9vRt'].join('');
const admin = ['Spoon&Egg', '!Marathon77'].join('');
const app = ['q7vz m2kx', ' 9wpl 4rjd'].join('');

describe("an HTTP client's auth tuple or pair (secrets/generic/auth-tuple-bearer, auth-tuple-basic, auth-pair-basic)", () => {
  test.each([
    ['/p/lib/app/client.ex', `Req.new(base_url: @base_url, auth: {:bearer, "${jwt}"})\n`, true],
    ['/p/lib/app/client.ex', `Req.new(auth: {:bearer, "${token}"})\n`, true],
    ['/p/lib/app/client.ex', `Req.get!(url, auth: {:basic, "svc-reader:${password}"})\n`, true],
    ['/p/lib/app/client.ex', `HTTPoison.get(url, [], hackney: [basic_auth: {"ops", "${password}"}])\n`, true],
    ['/p/src/app/api.clj', `(http/get url {:basic-auth "admin:${password}"})\n`, true],
    ['/p/src/app/api.clj', `(http/get url {:basic-auth ["admin" "${password}"]})\n`, true],
    // Read from the config, a variable, an interpolation, a placeholder or a sample pair.
    ['/p/lib/app/client.ex', 'Req.new(auth: {:bearer, Application.fetch_env!(:heatcare, :vaillant_token)})\n', false],
    ['/p/lib/app/client.ex', 'Req.new(auth: {:bearer, token})\n', false],
    ['/p/lib/app/client.ex', 'Req.new(auth: {:bearer, "#{token}"})\n', false],
    ['/p/lib/app/client.ex', 'Req.new(auth: {:basic, "admin:#{password}"})\n', false],
    ['/p/lib/app/client.ex', 'Req.new(auth: {:basic, "user:pass"})\n', false],
    ['/p/lib/app/client.ex', 'Req.new(auth: {:bearer, "your-token-here"})\n', false],
    ['/p/lib/app/client.ex', 'HTTPoison.get(url, [], hackney: [basic_auth: {user, pass}])\n', false],
    ['/p/src/app/api.clj', '(http/get url {:basic-auth ["admin" "changeme"]})\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe("a Clojure map's keywords, a setting's atom, Kotlin's pairs (secrets/generic/assignment, spaced-app-password)", () => {
  test.each([
    ['/p/src/app/mail.clj', `(def smtp {:host "smtp.fastmail.com"\n  :user "results@x.org"\n  :pass "${app}"})\n`, true],
    ['/p/src/app/mail.clj', `(def smtp {:host "smtp.fastmail.com" :user "results@x.org" :pass "${password}"})\n`, true],
    ['/p/src/app/db.clj', `(def db {:dbtype "postgresql" :user "app" :password "${password}"})\n`, true],
    ['/p/config/sys.config', `[{acme, [\n  {db_user, "acme"},\n  {db_password, "${password}"}\n]}].\n`, true],
    ['/p/lib/app/repo.ex', `opts = [{:username, "app"}, {:password, "${password}"}]\n`, true],
    ['/p/src/app.erl', `-define(TOKEN, "${token}").\n`, true],
    ['/p/src/main/kotlin/Creds.kt', `val creds = mapOf("username" to "svc", "password" to "${password}")\n`, true],
    ['/p/src/main/kotlin/Headers.kt', `val headers = mapOf("X-Api-Key" to "${token}")\n`, true],
    // Read from the environment, a placeholder, Google's sample groups, a pass alone, a label, a template, an atom.
    ['/p/src/app/mail.clj', '(def smtp {:host "smtp.x.com" :user "r@x.org" :pass (System/getenv "SMTP_PASS")})\n', false],
    ['/p/src/app/db.clj', '(def db {:dbtype "postgresql" :user "app" :password (env :password)})\n', false],
    ['/p/src/app/db.clj', '(def db {:dbtype "postgresql" :user "app" :password "changeme"})\n', false],
    ['/p/src/app/mail.clj', '(def smtp {:host "smtp.x.com" :user "r@x.org" :pass "abcd efgh ijkl mnop"})\n', false],
    ['/p/src/app/build.clj', '(def pass {:name "compile" :phase :build})\n', false],
    ['/p/config/sys.config', '[{acme, [{db_user, "acme"}, {db_password, {env, "DB_PASSWORD"}}]}].\n', false],
    ['/p/lib/app/repo.ex', '[{:username, "app"}, {:password, System.get_env("PW")}]\nopts = [password: :none]\n', false],
    ['/p/src/main/kotlin/Labels.kt', 'val labels = mapOf("password" to "Passwort", "username" to "Benutzername")\n', false],
    ['/p/src/main/kotlin/Creds.kt', 'val creds = mapOf("password" to "$dbPassword")\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe('a literal the code compares a credential with (secrets/generic/assignment)', () => {
  test.each([
    ['/p/src/app/auth.clj', `(defn admin? [user pass]\n  (= [user pass] ["admin" "${admin}"]))\n`, true],
    ['/p/src/app/auth.clj', `(defn admin? [user pass]\n  (and (= user "admin") (= pass "${admin}")))\n`, true],
    ['/p/src/app/auth.clj', `(defn admin? [password] (= "${admin}" password))\n`, true],
    ['/p/lib/app/auth.ex', `def admin?(user, pass), do: user == "admin" and pass == "${admin}"\n`, true],
    ['/p/lib/app/auth.ex', `def admin?(user, pass), do: {user, pass} == {"admin", "${admin}"}\n`, true],
    ['/p/app/auth.py', `def admin(user, pw):\n    return (user, pw) == ("admin", "${admin}")\n`, true],
    ['/p/app/auth.js', `if (user === "admin" && pass === "${admin}") ok();\n`, true],
    ['/p/app/Auth.java', `if ("${admin}".equals(password)) ok();\n`, true],
    ['/p/app/Auth.kt', `if (password == "${admin}") ok()\n`, true],
    ['/p/app/hooks.py', `if request.headers["X-Webhook-Secret"] == "${token}":\n    ok()\n`, true],
    // Read from the config, a placeholder, an empty or masked value, a hash, a compiler's pass, a type, a label, a test.
    ['/p/src/app/auth.clj', '(defn admin? [user pass]\n  (= [user pass] ["admin" (env :admin-pass)]))\n', false],
    ['/p/lib/app/auth.ex', 'def admin?(u, pass), do: {u, pass} == {"admin", Application.fetch_env!(:app, :pw)}\n', false],
    ['/p/src/app/auth.clj', `(defn ok? [x y] (= [x y] ["admin" "${admin}"]))\n`, false],
    ['/p/src/app/auth.clj', '(defn admin? [user pass] (= [user pass] ["admin" "admin"]))\n', false],
    ['/p/src/app/passes.clj', '(defn step [pass] (= pass "optimize-2"))\n', false],
    ['/p/app/auth.py', 'if password == "changeme":\n    raise ValueError("change the default")\nif password == "":\n    fail()\n', false],
    ['/p/app/auth.py', 'if password == "********":\n    keep_old()\nif password != password_confirmation:\n    fail()\n', false],
    // A known-weak password turned away is validation, not a login kept in code (review of this stop).
    ['/p/app/checks.py', `if password == "P@ssw0rd!":\n    raise ValueError("too common")\n`, false],
    ['/p/app/Check.kt', `if (password == "hunter2!") warnWeak()\n`, false],
    ['/p/app/checks.py', `if password == "Qwerty123!": raise WeakPassword()\n`, false],
    ['/p/app/auth.py', `if password_hash == "${'5e88'.repeat(16)}":\n    ok()\n`, false],
    ['/p/app/build.py', 'if pass == "codegen-2":\n    run()\n', false],
    ['/p/app/form.js', 'if (field.type === "password") show();\nif (passwordStrength === "Strong") ok();\n', false],
    ['/p/app/k8s.py', 'if secret.type == "Opaque":\n    skip()\nif token == "EOF":\n    stop()\n', false],
    ['/p/test/test_auth.py', `def test_login():\n    assert user.password == "${password}"\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe("Gradle's credentials type is no value (secrets/generic/assignment)", () => {
  const repository = (credentials: string) =>
    'dependencyResolutionManagement {\n  repositories {\n    maven {\n' +
    `      url = uri("https://nexus.x/repo/")\n      name = "boilerco"\n${credentials}\n    }\n  }\n}\n`;
  test.each([
    ['/p/settings.gradle.kts', repository('      credentials(PasswordCredentials::class)'), false],
    ['/p/build.gradle.kts', repository('      credentials(HttpHeaderCredentials::class) { name = "Private-Token" }'), false],
    [
      '/p/build.gradle.kts',
      repository(
        '      credentials {\n username = providers.gradleProperty("u").get()\n password = providers.gradleProperty("p").get()\n }',
      ),
      false,
    ],
    ['/p/src/main/kotlin/Kinds.kt', 'val kind = Secrets::class\nval ref = TokenStore::load\n', false],
    // A literal password in the block still speaks.
    ['/p/build.gradle.kts', repository(`      credentials {\n username = "gradle-reader"\n password = "${password}"\n }`), true],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
