import { describe, expect, it } from 'vitest';
import { tarArchive } from '../../../src/guards/engine/tarArchive.js';

const read = (command: string) => tarArchive(command.split(' '));

describe('tarArchive: one reading of tar for the write and replace judgements', () => {
  it.each([
    ['tar czf out.tgz data', { create: true, extract: false, archive: 'out.tgz', inputs: ['data'] }],
    [
      'tar -czf backups/haccp_2023.tar.gz data/haccp/2024',
      { create: true, archive: 'backups/haccp_2023.tar.gz', inputs: ['data/haccp/2024'] },
    ],
    ['tar --create --file=x.tar -C src a b', { create: true, archive: 'x.tar', directories: ['src'], inputs: ['a', 'b'] }],
    ['tar -c -v -f x.tar --exclude-from skip.txt a', { create: true, archive: 'x.tar', inputs: ['a'] }],
    [
      'tar xzf /tmp/utils.tgz -C /usr/local/bin vmctl',
      { extract: true, archive: '/tmp/utils.tgz', directories: ['/usr/local/bin'], inputs: ['vmctl'] },
    ],
    ['tar --verbose -xzf snap.tgz --directory=data/', { extract: true, create: false, archive: 'snap.tgz', directories: ['data/'] }],
    ['tar rf logs.tar today.log', { append: true, create: false, archive: 'logs.tar', inputs: ['today.log'] }],
    ['tar tzf backups/proj.tgz', { create: false, extract: false, append: false, archive: 'backups/proj.tgz', inputs: [] }],
    ['tar -C', { create: false, directories: [] }],
  ])('%s', (command, expected) => {
    expect(read(command)).toMatchObject(expected);
  });
});
