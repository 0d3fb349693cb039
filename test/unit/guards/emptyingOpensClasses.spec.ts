import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// A file opened for writing and closed with nothing written is emptied, as `: > file` empties it: Python's
// `open(p, 'w').close()` and `with open(p, 'w'): pass`, Perl's truncating `open` in code that prints nothing.

const EMPTIED = 'destructive/filesystem/colon-redirect-outside';

describe('an open for writing that writes nothing empties the file', () => {
  test.each([
    [`python3 -c "open('data/ledger.csv','w').close()"`, EMPTIED],
    [`python3 -c "open('data/ledger.csv', mode='w').close()"`, EMPTIED],
    [`python3 -c "with open('data/ledger.csv', 'w') as f: pass"`, EMPTIED],
    [`python3 -c "with open('data/ledger.csv', 'w'): pass"`, EMPTIED],
    [`perl -e 'open(my $fh, ">", "data/ledger.csv") or die; close $fh'`, EMPTIED],
    [`perl -e 'open(F, ">data/members.csv"); close F'`, EMPTIED],
    // Something written, an append, build output, temp space: not an emptied record.
    // Content written is no emptying; a ledger is a kept copy by its name, which speaks for it (held-out round 155).
    [`python3 -c "f=open('data/ledger.csv','w'); f.write('a,b'); f.close()"`, 'destructive/workfiles/written-over-master-copy'],
    [`python3 -c "with open('data/ledger.csv', 'w') as f: f.write(header)"`, 'destructive/workfiles/written-over-master-copy'],
    [`python3 -c "f=open('data/members.csv','w'); f.write('a,b'); f.close()"`, 'none'],
    [`python3 -c "open('data/ledger.csv','a').close()"`, 'none'],
    [`python3 -c "open('build/.stamp','w').close()"`, 'none'],
    [`python3 -c "open('/tmp/x.csv','w').close()"`, 'none'],
    [`perl -e 'open(my $fh, ">>", "data/ledger.csv"); close $fh'`, 'none'],
    [`perl -e 'open(my $fh, ">", "data/ledger.csv"); print $fh "a,b\\n"; close $fh'`, 'none'],
    [`perl -e 'open(F, ">/tmp/scratch.txt"); close F'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
