import { describe, expect, test } from 'vitest';
import { evalSpeaks, secretSpeaks } from '../../support/guardSpeaks.js';

// Round 87's eval and secrets classes: Apple's keyed unarchiver with secure coding off (or started by the deprecated
// initialiser, where it starts off) then asked for an object, as Java's ObjectInputStream and .NET's BinaryFormatter
// are; and a Sentry organisation token whose base64 claims hold a `/`. One line per class that speaks and near-misses
// that stay silent.

// Assembled at run time so that no scanner flags this file.
const claims = ['YiU/rwzmAP4Shy6bAnPsHlAyNSeb5yia/Qk3Lm9Pz', 'Tx+Vw2RbHs8Ud0NjKc4FgEoZ1aIy7WqXe6OtMr5Bn=='].join('');
const jwtClaims = ['eyJpYXQiOjE3MDAwMDAwMDAuMCwidXJsIjoiaHR0cHM6Ly9zZW50cnkuaW8i', 'LCJvcmciOiJvYWtnYWxsIn0+/w=='].join('');
const signature = ['Qk3Lm9PzTxVw2Rb', 'Hs8Ud0NjKc4FgEoZ1aIy7WqXe6O'].join('');
const hex64 = ['7c1e4a9b2f8d3e60a5b1c9d7e2f4a8c3', '1d0e9b7a6c5f4e3d2c1b0a9f8e7d6c5b'].join('');
const org = ['sntry', 's_'].join('');
const user = ['sntry', 'u_'].join('');

const swift = (body: string) => `import Foundation\n\nfunc loadDraft(at url: URL) throws -> TreatmentDraft? {\n${body}}\n`;
const objc = (body: string) => `#import <Foundation/Foundation.h>\n\nid LoadDraft(NSData *data, NSError **error) {\n${body}}\n`;

describe('an archive decoded by NSKeyedUnarchiver without secure coding (eval/apple/keyed-unarchiver, keyed-unarchiver-insecure)', () => {
  test.each([
    [
      swift(
        '    let data = try Data(contentsOf: url)\n    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)\n' +
          '    unarchiver.requiresSecureCoding = false\n' +
          '    return unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? TreatmentDraft\n',
      ),
      true,
    ],
    [
      swift(
        '    let data = try Data(contentsOf: url)\n    let unarchiver = NSKeyedUnarchiver(forReadingWith: data)\n' +
          '    defer { unarchiver.finishDecoding() }\n    return unarchiver.decodeObject(forKey: "draft") as? TreatmentDraft\n',
      ),
      true,
    ],
    [
      swift('    let data = try Data(contentsOf: url)\n    return NSKeyedUnarchiver.unarchiveObject(with: data) as? TreatmentDraft\n'),
      true,
    ],
    [swift('    return NSKeyedUnarchiver.unarchiveObject(withFile: url.path) as? TreatmentDraft\n'), true],
    [
      swift(
        '    let data = try Data(contentsOf: url)\n    return try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? TreatmentDraft\n',
      ),
      true,
    ],
    [
      objc(
        '    NSKeyedUnarchiver *unarchiver = [[NSKeyedUnarchiver alloc] initForReadingFromData:data error:error];\n' +
          '    [unarchiver setRequiresSecureCoding:NO];\n    return [unarchiver decodeObjectForKey:NSKeyedArchiveRootObjectKey];\n',
      ),
      true,
    ],
    [
      objc(
        '    NSKeyedUnarchiver *unarchiver = [[NSKeyedUnarchiver alloc] initForReadingFromData:data error:error];\n' +
          '    unarchiver.requiresSecureCoding = NO;\n    return [unarchiver decodeObjectForKey:@"draft"];\n',
      ),
      true,
    ],
    [
      objc(
        '    NSKeyedUnarchiver *unarchiver = [[NSKeyedUnarchiver alloc] initForReadingWithData:data];\n    return [unarchiver decodeObjectForKey:@"draft"];\n',
      ),
      true,
    ],
    [objc('    return [NSKeyedUnarchiver unarchiveObjectWithData:data];\n'), true],
    // Secure coding with the classes named (the fix), secure coding left on, writing an archive, and Codable decoders.
    [
      swift(
        '    let data = try Data(contentsOf: url)\n    return try NSKeyedUnarchiver.unarchivedObject(ofClass: TreatmentDraft.self, from: data)\n',
      ),
      false,
    ],
    [
      swift(
        '    let data = try Data(contentsOf: url)\n' +
          '    return try NSKeyedUnarchiver.unarchivedObject(ofClasses: [TreatmentDraft.self, NSString.self], from: data) as? TreatmentDraft\n',
      ),
      false,
    ],
    [
      swift(
        '    let data = try Data(contentsOf: url)\n    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)\n' +
          '    return unarchiver.decodeObject(of: TreatmentDraft.self, forKey: NSKeyedArchiveRootObjectKey)\n',
      ),
      false,
    ],
    [
      swift(
        '    let archiver = NSKeyedArchiver(requiringSecureCoding: false)\n    archiver.requiresSecureCoding = false\n' +
          '    archiver.encode(draft, forKey: NSKeyedArchiveRootObjectKey)\n    try archiver.encodedData.write(to: url)\n    return draft\n',
      ),
      false,
    ],
    [
      swift(
        '    let data = try NSKeyedArchiver.archivedData(withRootObject: draft, requiringSecureCoding: false)\n    try data.write(to: url)\n    return draft\n',
      ),
      false,
    ],
    [swift('    let data = try Data(contentsOf: url)\n    return try JSONDecoder().decode(TreatmentDraft.self, from: data)\n'), false],
    [
      swift('    let data = try Data(contentsOf: url)\n    return try PropertyListDecoder().decode(TreatmentDraft.self, from: data)\n'),
      false,
    ],
    [
      objc(
        '    NSKeyedUnarchiver *unarchiver = [[NSKeyedUnarchiver alloc] initForReadingFromData:data error:error];\n' +
          '    return [unarchiver decodeObjectOfClass:[TreatmentDraft class] forKey:NSKeyedArchiveRootObjectKey];\n',
      ),
      false,
    ],
  ])('%#', (content, speaks) => {
    const file = content.startsWith('#import')
      ? '/home/dev/proj/Sources/Workshop/DraftStore.m'
      : '/home/dev/proj/Sources/Workshop/DraftStore.swift';
    expect(evalSpeaks(file, content)).toBe(speaks);
  });
});

describe('a Sentry auth token, its base64 claims holding a / (secrets/devops/sentry-token)', () => {
  test.each([
    ['/home/dev/proj/.sentryclirc', `[auth]\ntoken=${org}${claims}\n\n[defaults]\norg=oakgall\n`, true],
    ['/home/dev/proj/.sentryclirc', `[auth]\ntoken=${org}${jwtClaims}_${signature}\n`, true],
    ['/home/dev/proj/.env.local', `SENTRY_AUTH_TOKEN=${org}${claims}\nSENTRY_ORG=oakgall\n`, true],
    ['/home/dev/proj/.github/workflows/release.yml', `env:\n  SENTRY_AUTH_TOKEN: ${user}${hex64}\n`, true],
    ['/home/dev/proj/.sentryclirc', `[auth]\ntoken=${hex64}\n`, true],
    // A DSN (public by design), a token read from CI secrets, placeholders, and the org and project lines alone.
    ['/home/dev/proj/src/sentry.ts', `Sentry.init({ dsn: "https://${hex64.slice(0, 32)}@o123.ingest.sentry.io/456" });\n`, false],
    ['/home/dev/proj/.github/workflows/release.yml', 'env:\n  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}\n', false],
    ['/home/dev/proj/.sentryclirc', `[auth]\ntoken=${org}xxx\n`, false],
    ['/home/dev/proj/.sentryclirc', `[auth]\ntoken=${org}${'x'.repeat(64)}\n`, false],
    ['/home/dev/proj/.sentryclirc', '[defaults]\norg=oakgall\nproject=workshop-ios\nurl=https://sentry.io/\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
