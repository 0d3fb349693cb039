import { describe, expect, test } from 'vitest';
import { evalSpeaksIn, secretSpeaks } from '../../support/guardSpeaks.js';

// Round 73's eval and secrets classes (ferries and water taxis, pest control, court reporting, upholstery and sign shops):
// a value that carries data (a line `read` from a file, a variable set from `cat` or `curl`, a download) pasted into the
// code of an interpreter one-liner; a literal password passed by position after its account to a client's login call,
// a Gmail app password's 16 lower-case letters included. One line per class that speaks and near-misses that stay silent.

describe("a line read, a file's text or a download pasted into a one-liner's code runs it (eval/shell/data-value-in-code)", () => {
  test.each([
    ['while read -r line; do node -e "console.log($line)"; done < imports/bait_ratios.txt', true],
    ['cat quotes/markup_rules.txt | while IFS= read -r rule; do ruby -e "puts(${rule})"; done', true],
    ['RATE=$(cat uploads/fabric_rate.txt); python3 -c "print(round($RATE * 1.2, 2))"', true],
    ['perl -e "print $(curl -s https://pricing.example/sign_formula)"', true],
    // A path passed as an argument, a constant set on the same line and a line read into a plain command stay silent.
    ['while read -r f; do python3 -c \'import sys; print(sys.argv[1])\' "$f"; done < manifests.txt', false],
    ['N=12; python3 -c "print($N * 2)"', false],
    ['while read -r f; do wc -l "$f"; done < files.txt', false],
    ['python3 -c "import sys; print(sys.version)"', false],
  ])('%s', (command, speaks) => expect(evalSpeaksIn(command)).toBe(speaks));
});

describe("a client's login call given an account and a literal holds its password (secrets/generic/login-call-literal-password)", () => {
  test.each([
    [
      'bin/mail_route.py',
      "import imaplib\nm = imaplib.IMAP4_SSL('imap.gmail.com')\nm.login('routes.pest@gmail.com', 'vbnrtyuqpwlkzxcm')\n",
      true,
    ],
    ['bin/proofs.py', "from ftplib import FTP\nftp = FTP('ftp.signworks.example')\nftp.login('proofs', 'harbor2024!')\n", true],
    [
      'bin/notify.py',
      'import smtplib\ns = smtplib.SMTP_SSL("smtp.gmail.com", 465)\ns.login("ferry.ops@gmail.com", "plkmqwztrbvnxhds")\n',
      true,
    ],
    // An environment lookup, a placeholder and an anonymous FTP login stay silent.
    [
      'bin/notify.py',
      'import os, smtplib\ns = smtplib.SMTP_SSL("smtp.gmail.com", 465)\ns.login("ferry.ops@gmail.com", os.environ["SMTP_PASS"])\n',
      false,
    ],
    ['bin/notify.py', 'import smtplib\ns = smtplib.SMTP_SSL("smtp.gmail.com", 465)\ns.login("you@example.com", "<app-password>")\n', false],
    ['bin/mirror.py', "from ftplib import FTP\nftp = FTP('ftp.gnu.org')\nftp.login('anonymous', 'guest@example.com')\n", false],
  ])('%s', (path, content, speaks) => expect(secretSpeaks(path, content)).toBe(speaks));
});
