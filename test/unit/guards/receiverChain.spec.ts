import { describe, expect, it } from 'vitest';
import { receiverChain } from '../../../src/guards/engine/receiverChain.js';

/** The chain before the method named last in `code`, as the guards read it. */
const chainOf = (code: string) => {
  const at = code.lastIndexOf('.') + 1 || code.lastIndexOf('>') + 1 || code.lastIndexOf(':') + 1;
  const { links, nearest, start } = receiverChain(code, at);
  return { links, call: code.slice(nearest), written: code.slice(start) };
};

const PHP_FACADE = '\\Illuminate\\Support\\Facades\\Storage';

describe('receiverChain: the links a method is called on, nearest first, and where the chain begins', () => {
  it.each([
    ["s3.Bucket('b').objects.all().delete", ['all', 'objects', 'Bucket', 's3'], "s3.Bucket('b').objects.all().delete"],
    ['client?.bucket(name).deleteFiles', ['bucket', 'client'], 'client?.bucket(name).deleteFiles'],
    ["Storage::disk('s3')->deleteDirectory", ['disk', 'Storage'], "Storage::disk('s3')->deleteDirectory"],
    [`${PHP_FACADE}::disk('s3')?->deleteDirectory`, ['disk', 'Storage'], `${PHP_FACADE}::disk('s3')?->deleteDirectory`],
    ['db.collection("m")\n    .deleteMany', ['collection', 'db'], 'db.collection("m")\n    .deleteMany'],
    ['x = rows[0].delete', ['rows'], 'rows[0].delete'],
    ['delete', [], 'delete'],
  ])('%j', (code, links, written) => {
    expect(chainOf(code)).toMatchObject({ links, written });
  });

  it.each([
    ["s3.Bucket('b').objects.all().delete", 'all().delete'],
    ["client.bucket('b').delete", "bucket('b').delete"],
    ['[r.delete', 'r.delete'],
    ['delete', 'delete'],
  ])('%j: the nearest link, with its call, begins at %j', (code, call) => {
    expect(chainOf(code).call).toBe(call);
  });

  it('reads at most six links and a bounded window back', () => {
    expect(chainOf('a.b.c.d.e.f.g.h.delete').links).toEqual(['h', 'g', 'f', 'e', 'd', 'c']);
    expect(chainOf(`${'x'.repeat(500)}.delete`).links).toEqual(['x'.repeat(199)]);
  });
});
