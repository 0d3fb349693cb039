import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';

// Round 100's secrets classes: an edit that swaps an environment or configuration read of a credential for a literal (Go's
// `os.Getenv`, ASP.NET Core's `Configuration["Jwt:Key"]`, a read concatenated after `"Bearer "`), an Authorization header
// given to a call as two arguments, and prose that calls a long hex value a token, key, secret or password. One line per
// case: the classes speak, placeholders, lookups, settings that are no credential, and commits and checksums stay silent.

// Assembled at run time so that no scanner flags this file.
const bearer = ['Q1ZlZCqDPf6aDzEQquX5WP6jFatBZZZTafqY9Kl76', 'zrxs7oRjHL7LTz5lGXKluXw'].join('');
const jwtKey = ['dgeZxiYeT701KbcIy4kMYnTnGlLXYNGKSa1', 'UqxNysxwwBNqcFNtYpPu1bisiZNgy'].join('');
const drawn = ['Xk92mQ7vLp3RtZw8', 'NcYb4HjD6Fg1Ua5s'].join('');
const hex40 = ['6c64d0a3b14944072c5c', '46b80e71fa8a32353a83'].join('');
const hex32 = ['9b1e4c7a2f8d3e6b', '5a0c9d4f7e2b8a1c'].join('');
const hex64 = ['3b7e9a1c5f2d8e4a6c0b9d3f7e1a5c8b', '2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c'].join('');
const context = guardContext('/home/dev');
const edit = (file: string, old_string: string, new_string: string) =>
  secrets.detect(
    {
      hook_event_name: 'PreToolUse',
      tool_name: 'Edit',
      tool_input: { file_path: `/home/dev/proj/${file}`, old_string, new_string },
    } as CanonicalEvent,
    context,
  ) !== undefined;
const write = (file: string, content: string) =>
  secrets.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: `/home/dev/proj/${file}`, content } } as CanonicalEvent,
    context,
  ) !== undefined;

describe('an environment or configuration read of a credential swapped for a literal', () => {
  test.each([
    [
      'internal/parts/client.go',
      '\treq.Header.Set("Authorization", "Bearer "+os.Getenv("PARTS_API_TOKEN"))',
      `\treq.Header.Set("Authorization", "Bearer ${bearer}")`,
      true,
    ],
    ['src/Chauffeurly.Api/Program.cs', 'builder.Configuration["Jwt:Key"]', `"${jwtKey}"`, true],
    ['src/Api/Startup.cs', 'var key = Configuration.GetValue<string>("Stripe:SecretKey");', `var key = "${drawn}";`, true],
    ['src/Api/Auth.cs', 'IssuerSigningKey = Key(_configuration["Jwt:SigningKey"]),', `IssuerSigningKey = Key("${jwtKey}"),`, true],
    ['src/maps.ts', 'const key = process.env.MAPS_API_KEY.trim();', `const key = "${drawn}";`, true],
    ['src/main/java/App.java', 'String key = System.getenv("MAPS_API_KEY");', `String key = "${drawn}";`, true],
    ['cmd/sync/main.go', 'client := parts.New(os.Getenv("PARTS_API_TOKEN"))', `client := parts.New("${bearer}")`, true],
    ['app/client.py', 'headers = {"X-Auth": "Token " + os.environ["SERVICE_TOKEN"]}', `headers = {"X-Auth": "Token ${drawn}"}`, true],
    // Placeholders, a lookup for another lookup, settings that hold no credential, a scheme word the old text never had.
    ['src/Chauffeurly.Api/Program.cs', 'builder.Configuration["Jwt:Key"]', '"your-jwt-key"', false],
    ['src/Chauffeurly.Api/Program.cs', 'builder.Configuration["Jwt:Key"]', '"changeme-changeme-changeme"', false],
    ['src/Chauffeurly.Api/Program.cs', 'builder.Configuration["Jwt:Key"]', '"xxxxxxxxxxxxxxxxxxxxxxxx"', false],
    ['src/Chauffeurly.Api/Program.cs', 'builder.Configuration["Jwt:Key"]', 'Environment.GetEnvironmentVariable("JWT_KEY")', false],
    [
      'internal/parts/client.go',
      'req.Header.Set("Authorization", "Bearer "+os.Getenv("PARTS_API_TOKEN"))',
      'req.Header.Set("Authorization", "Bearer "+cfg.PartsToken)',
      false,
    ],
    ['cmd/api/main.go', 'port := os.Getenv("PORT")', 'port := "8080"', false],
    ['src/Api/Program.cs', 'builder.Configuration["Logging:Level"]', '"Debug"', false],
    ['src/Api/Program.cs', 'builder.Configuration["Build:Commit"]', `"${hex40}"`, false],
    [
      'internal/parts/client.go',
      'req.Header.Set("X-Trace", os.Getenv("PARTS_API_TOKEN"))',
      `req.Header.Set("X-Trace", "trace ${bearer}")`,
      false,
    ],
  ])('%s: %s → %s', (file, old, replaced, speaks) => expect(edit(file, old, replaced)).toBe(speaks));
});

describe('an Authorization header given to a call as name and value', () => {
  test.each([
    ['internal/parts/client.go', `\treq.Header.Set("Authorization", "Bearer ${bearer}")\n`, true],
    ['src/api.ts', `headers.set('Authorization', 'Bearer ${bearer}');\n`, true],
    ['src/main/java/Api.java', `HttpRequest.newBuilder(uri).header("Authorization", "Bearer ${bearer}").build();\n`, true],
    ['src/Api/Client.cs', `client.DefaultRequestHeaders.Add("Authorization", "Bearer ${bearer}");\n`, true],
    // The token read at run time, interpolated, a placeholder, a list of header names.
    ['internal/parts/client.go', 'req.Header.Set("Authorization", "Bearer "+token)\n', false],
    ['src/api.ts', 'headers.set("Authorization", `Bearer ${token}`);\n', false],
    ['internal/parts/client.go', 'req.Header.Set("Authorization", "Bearer <your-token-here>")\n', false],
    ['internal/parts/client.go', 'req.Header.Set("Authorization", "Bearer xxxxxxxxxxxxxxxxxxxxxxxx")\n', false],
    ['src/cors.ts', "const allowed = ['Authorization', 'Content-Type'];\n", false],
  ])('%s: %s', (file, content, speaks) => expect(write(file, content)).toBe(speaks));
});

describe('prose that gives a token, key, secret or password in hex', () => {
  test.each([
    ['README.md', `Use this token for the shared staging account: \`${hex40}\``, true],
    ['docs/setup.md', `Set \`VALET_API_TOKEN\` to \`${hex32}\` before running the importer.\n`, true],
    ['docs/setup.md', `The webhook secret for production is "${hex64}".\n`, true],
    ['NOTES.md', `Staging password (shared): ${hex32}\n`, true],
    // Commits, checksums, a key's fingerprint, a label with no value given to it, a placeholder.
    ['README.md', `Fixed in commit \`${hex40}\`.\n`, false],
    ['README.md', `sha256: \`${hex64}\`\n`, false],
    ['README.md', `The release tarball's checksum is ${hex64}.\n`, false],
    ['README.md', `The signing key's fingerprint is \`${hex40}\`.\n`, false],
    ['README.md', `The token fix was merged in ${hex40}.\n`, false],
    ['CHANGELOG.md', `- Token refresh no longer loops (${hex40})\n`, false],
    ['README.md', 'token: `<your-token>`\n', false],
    ['gcp/key_ids.txt', `private_key_id: ${hex40}\n`, false],
    ['docs/release.md', `Import the release key first:\n\n    gpg --recv-keys ${hex40.toUpperCase()}\n`, false],
    ['docs/api.md', `Sign requests with the key; for example, key = "${hex32}" gives the digest below.\n`, false],
  ])('%s: %s', (file, content, speaks) => expect(write(file, content)).toBe(speaks));
});
