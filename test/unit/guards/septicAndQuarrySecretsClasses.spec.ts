import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 83's secrets classes (septic pumping fleets, quarry scale houses): a fixture's login drawn as a real password beside
// a real account or service host; key material given as a literal to a JWT or HMAC key constructor. One line per class that
// speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const fleetPw = ['Gt!8wqoF', 'amsR#2z'].join('');
const otherPw = ['Vq7#kLm2', 'Rz!9pXw'].join('');
const b64Key = ['0Jyo1YngnQ1CsGCQD4Z39wrClnqxcv5M', 'LjzbecOpScKVpaAE3XHSX9Yif3DZyamv'].join('');
const key = ['s9Qw2LmX7vR4tK8p', 'Z3nB6yH1cF5gD0jA'].join('');
const session = (password: string, user = 'dispatch@ridgelineseptic.com', server = 'my.geotab.com') =>
  JSON.stringify({ userName: user, password, database: 'ridgeline_septic', server });

describe("a fixture's drawn password beside a real account or service host (secrets/generic/assignment)", () => {
  test.each([
    ['tests/fixtures/geotab_session.json', session(fleetPw), true],
    ['tests/fixtures/users.json', JSON.stringify({ email: 'ops@harborfreight-logistics.com', password: otherPw }), true],
    ['spec/fixtures/db.yml', `host: db.quarry-prod.com\nuser: scale\npassword: ${otherPw}\n`, true],
    ['pkg/geotab/testdata/session.json', session(otherPw, 'fleet', 'https://my.geotab.com/apiv1'), true],
    // The usual made-up logins stay silent, even beside a real account.
    ['tests/fixtures/geotab_session.json', session('hunter2'), false],
    ['tests/fixtures/geotab_session.json', session('password123'), false],
    ['tests/fixtures/geotab_session.json', session('testpass'), false],
    ['tests/fixtures/geotab_session.json', session('Passw0rd!'), false],
    ['tests/fixtures/geotab_session.json', session('correct-horse-battery-staple'), false],
    ['tests/fixtures/geotab_session.json', session('secret'), false],
    ['tests/fixtures/geotab_session.json', session('P@ssw0rd'), false],
    ['tests/fixtures/geotab_session.json', session('example123!'), false],
    // Reserved or local names are made up; so is a short or symbol-less chosen one.
    ['tests/fixtures/users.json', JSON.stringify({ email: 'alice@example.com', password: 'hunter2' }), false],
    ['tests/fixtures/users.json', JSON.stringify({ email: 'alice@example.com', password: otherPw }), false],
    ['tests/fixtures/users.json', JSON.stringify({ email: 'alice@test.local', password: 'Sup3rS3cret!' }), false],
    ['tests/fixtures/db.yml', `host: localhost\nuser: scale\npassword: ${otherPw}\n`, false],
    ['tests/fixtures/db.yml', `host: db.quarry.internal\nuser: scale\npassword: ${otherPw}\n`, false],
    ['tests/fixtures/geotab_session.json', session('Kq7mTz2w'), false],
  ])('%s %s', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));
});

describe('key material given as a literal to a JWT or HMAC key constructor (secrets/keys)', () => {
  test.each([
    [
      'scalehouse/src/main/java/com/ridgeline/scale/auth/TokenService.java',
      `private static final SecretKey KEY = Keys.hmacShaKeyFor(Base64.getDecoder().decode("${b64Key}"));`,
      true,
    ],
    ['src/main/java/Auth.java', `SecretKey k = Keys.hmacShaKeyFor(Decoders.BASE64.decode("${b64Key}"));`, true],
    ['src/main/java/Auth.java', `SecretKey k = Keys.hmacShaKeyFor("${key}".getBytes(StandardCharsets.UTF_8));`, true],
    ['src/main/java/Auth.java', `SecretKeySpec s = new SecretKeySpec("${key}".getBytes(), "HmacSHA256");`, true],
    ['src/main/java/Auth.java', `Algorithm algorithm = Algorithm.HMAC256("${key}");`, true],
    ['src/Auth/TokenIssuer.cs', `var k = new SymmetricSecurityKey(Encoding.UTF8.GetBytes("${key}"));`, true],
    ['src/Auth/TokenIssuer.cs', `var k = new SymmetricSecurityKey(Convert.FromBase64String("${b64Key}"));`, true],
    ['auth/token.go', `signed, err := token.SignedString([]byte("${key}"))`, true],
    ['src/auth.js', `const t = jwt.sign({ sub: user.id, role }, "${key}", { expiresIn: "1h" });`, true],
    ['src/auth.ts', `const claims = jwt.verify(token, '${key}');`, true],
    // Read from the environment or config, generated, a test's own value, a placeholder, jwt.io's sample, a public key.
    ['src/main/java/Auth.java', 'SecretKey k = Keys.hmacShaKeyFor(System.getenv("JWT_KEY").getBytes());', false],
    ['src/main/java/Auth.java', '@Value("${jwt.secret}") private String secret;\nKeys.hmacShaKeyFor(secret.getBytes());', false],
    ['src/main/java/Auth.java', 'SecretKey k = Keys.secretKeyFor(SignatureAlgorithm.HS256);', false],
    ['src/test/java/AuthTest.java', 'Algorithm algorithm = Algorithm.HMAC256("test-secret");', false],
    ['src/main/java/Auth.java', 'Algorithm algorithm = Algorithm.HMAC256("change-me");', false],
    ['src/main/java/Auth.java', 'Algorithm algorithm = Algorithm.HMAC256("your-256-bit-secret");', false],
    ['src/auth.js', 'const t = jwt.sign(payload, "your-256-bit-secret");', false],
    ['src/auth.js', 'const t = jwt.sign(payload, process.env.JWT_SECRET);', false],
    ['src/auth.js', 'const c = jwt.verify(token, "-----BEGIN PUBLIC KEY-----\\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA");', false],
  ])('%s %s', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));
});
