/**
 * The operand that stands for paths a pipeline supplies (`… | xargs rm -rf`, `while read f; do rm
 * -rf "$f"; done`): the tool cannot see them, and the path judge says so. Written with guillemets,
 * which no shell word is made of, so no real word is taken for it and an advisory can show it.
 */
export const PIPED = '\u2039piped\u203a';
