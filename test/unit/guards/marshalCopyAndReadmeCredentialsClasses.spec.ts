import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { secrets } from '../../../src/guards/secrets.js';
import { evalSpeaks, secretSpeaks } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Round 80's eval and secrets classes: the deep-copy idiom (a deserialiser applied directly to the serialiser's output
// of a value in memory) reads only bytes it has just made; a credential pair stated in a README's prose is a password
// in the docs.

describe('a deserialiser whose whole argument is a dump of a value in memory is a deep copy (eval)', () => {
  const concern = (call: string) =>
    ['module DeepCopyable', '  extend ActiveSupport::Concern', '', '  def deep_copy_attributes', `    ${call}`, '  end', 'end', ''].join(
      '\n',
    );
  test.each([
    [concern('Marshal.load(Marshal.dump(attributes.except("id", "created_at", "updated_at")))'), false],
    [concern('Marshal.load(Marshal.dump(line_items))'), false],
    [concern('::Marshal.load(::Marshal.dump(@tree))'), false],
    [concern('Marshal.restore( Marshal.dump(settings) )'), false],
    // Anything mixed into the bytes, a file, a request's parameter.
    [concern('Marshal.load(Marshal.dump(x)[0..n] + params[:tail])'), true],
    [concern('Marshal.load(File.read(path))'), true],
    [concern('Marshal.load(Base64.decode64(params[:state]))'), true],
    [concern('Marshal.load(cookies[:cart])'), true],
  ])('%#', (content, speaks) => expect(evalSpeaks('/home/dev/proj/app/models/concerns/deep_copyable.rb', content)).toBe(speaks));

  test.each([
    ['import pickle\n\ndef clone(obj):\n    return pickle.loads(pickle.dumps(obj))\n', false],
    ['import cPickle\n\ndef clone(obj):\n    return cPickle.loads(cPickle.dumps(obj, -1))\n', false],
    ['import pickle\nfrom flask import request\n\ndef restore():\n    return pickle.loads(request.data)\n', true],
  ])('%#', (content, speaks) => expect(evalSpeaks('/home/dev/proj/app/copying.py', content)).toBe(speaks));
});

describe('a credential pair stated in prose after a context word is a password in the docs (secrets)', () => {
  test.each([
    ['Read-only credentials: `reporting_ro` / `Rpt-Ro!5300-2024` on db.lakeshorefcu.internal', true],
    ['password: Rpt-Ro!5300-2024', true],
    ['Staging login: deploy with password Kq7-Lm2!zTx9', true],
    ['Use the account svc_batch, pw: Wn4-kR8vLp2q', true],
    ['Credentials: admin / Tr0ub4dor&3x', true],
    ['Login: ops:Hq8-vLr2-Zt5x (rotate monthly)', true],
    ['Connect with postgres://reporting_ro:Rpt-Ro!5300-2024@db.lakeshorefcu.internal/reports', true],
    // Placeholders, a default, sample passwords, a username alone, a vault reference, versions and paths.
    ['Credentials: `<user>` / `<password>`', false],
    ['Default login: admin / admin', false],
    ['Credentials: reporting_ro / your-password', false],
    ['Credentials: reporting_ro / ****', false],
    ['Credentials: demo / P@ssw0rd123', false],
    ['password: changeme', false],
    ['Read-only user: `reporting_ro`', false],
    ['Credentials: see 1Password vault "reporting_ro"', false],
    ['Supported versions: v1.2 / v1.3', false],
    ['Account layout: src/ / test/', false],
    ['User guide: Chapter / Section', false],
  ])('%s', (line, speaks) => expect(secretSpeaks('/home/dev/proj/README.md', `# Reports\n\n${line}\n`)).toBe(speaks));
});

test('the README edit that states the pair speaks (secrets)', () => {
  const edit = {
    hook_event_name: 'PreToolUse',
    tool_name: 'Edit',
    tool_input: {
      file_path: '/home/dev/proj/README.md',
      old_string: 'Ask in #platform for read-only credentials.',
      new_string: 'Read-only credentials: `reporting_ro` / `Rpt-Ro!5300-2024` on db.lakeshorefcu.internal',
    },
  } as CanonicalEvent;
  expect(secrets.detect(edit, guardContext())).toBeDefined();
});
