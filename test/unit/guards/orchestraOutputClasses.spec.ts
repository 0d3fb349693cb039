import { describe, expect, test } from 'vitest';
import { outside } from '../../support/guardSpeaks.js';

// Round 71's outside-project class (orchestras and choirs): a renderer's or compiler's output option naming a folder
// outside the project writes there, for a tool with no line of its own (`-o` from the root or home) and for renderers
// whose output is a single-dash long option or an operand (latexmk, typst, asciidoctor). One line per case; reads stay silent.

describe("an unlisted tool's -o naming a path outside the project writes there (outside-project)", () => {
  test.each([
    ['abc2midi tunes/reel.abc -o ~/Music/exports/reel.mid', ['/home/dev/Music/exports/reel.mid']],
    ['mscore -o /home/dev/Documents/setlists/winter.pdf scores/winter.mscz', ['/home/dev/Documents/setlists/winter.pdf']],
    ['plantuml -o /srv/docs/diagrams diagrams/route.puml', ['/srv/docs/diagrams']],
    // Inside the project, a setting, a flag before a path that is read.
    ['mscore -o build/winter.pdf scores/winter.mscz', []],
    ['ssh -o StrictHostKeyChecking=no ops@box', []],
    ['ls -o /home/dev/Documents', []],
    ['unzip -o ~/Downloads/parts.zip -d library/parts', []],
    ['grep -o /home/dev/shared notes.txt', []],
    ['mount -o loop ~/images/disk.iso mnt', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe("a document renderer's output folder or file outside the project is written (outside-project)", () => {
  test.each([
    ['latexmk -pdf -outdir=/home/dev/Documents/theses thesis.tex', ['/home/dev/Documents/theses']],
    ['typst compile menus/spring.typ ~/Desktop/spring-menu.pdf', ['/home/dev/Desktop/spring-menu.pdf']],
    ['asciidoctor -D /var/www/manuals docs/crane-manual.adoc', ['/var/www/manuals']],
    // Inside the project, and only the input given.
    ['latexmk -pdf -outdir=build thesis.tex', []],
    ['typst compile menus/spring.typ out/spring.pdf', []],
    ['typst compile menus/spring.typ', []],
    ['asciidoctor -D public docs/crane-manual.adoc', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});
