import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Held-out round 156: a static-site generator's or bundler's output folder deleted and built again by the generator later on
// the same line (engine/siteOutputs.ts) is a clean. Without the generator, with it before the delete, with it not building
// (`hugo server`, `hugo new`), with another output named, or for a source folder or a folder kept under the output, the
// delete keeps speaking (a `public/` may be a Laravel or Rails web root). One line per case.

const RM = 'destructive/filesystem/rm-recursive';

describe("an rm of a site generator's output folder that the same line builds again", () => {
  test.each([
    // Silent: the generator writes the deleted folder again, by default or by its output option.
    ['rm -rf public/ && hugo --minify', 'none'],
    ['rm -rf ./public && hugo --gc --minify', 'none'],
    ['rm -rf public; hugo', 'none'],
    ['rm -rf public && hugo build', 'none'],
    ['cd site && rm -rf public && hugo --minify', 'none'],
    ['rm -rf build && hugo -d build', 'none'],
    ['rm -rf www && hugo --destination=www', 'none'],
    ['rm -rf site/public && hugo -s site --minify', 'none'],
    ['rm -rf public && gatsby build', 'none'],
    ['rm -rf public && npx gatsby build', 'none'],
    ['rimraf public && gatsby build', 'none'],
    ['rm -r public && zola build', 'none'],
    ['rm -rf docs-out && zola build --output-dir docs-out', 'none'],
    ['rm -rf public && hexo generate', 'none'],
    ['rm -rf public && npx hexo g', 'none'],
    ['rm -rf _site && bundle exec jekyll build', 'none'],
    ['rm -r public && bundle exec jekyll build -d public', 'none'],
    ['rm -rf site && mkdocs build --strict', 'none'],
    ['rm -rf build/site && mkdocs build -d build/site', 'none'],
    ['rm -rf _site && npx @11ty/eleventy', 'none'],
    ['rm -rf www && npx @11ty/eleventy --output=www', 'none'],
    ['rm -rf out && next build && next export', 'none'],
    ['rm -rf docs/_build && sphinx-build -b html docs docs/_build', 'none'],
    ['rm -rf dist && vite build', 'none'],
    ['rm -rf public && vite build --outDir public', 'none'],
    ['rm -rf dist && npx webpack --mode production', 'none'],
    ['rm -rf dist && astro build', 'none'],
    ['rm -rf build && npx docusaurus build', 'none'],
    // Speaks: no generator, one that does not build, one run before the delete, or another folder than its output.
    ['rm -rf public/', RM],
    ['rm -rf public/ && git commit -m "drop public"', RM],
    ['rimraf public && git add .', 'destructive/filesystem/rimraf'],
    ['rm -rf public && hugo server', RM],
    ['rm -rf public && hugo new site blog', RM],
    ['hugo --minify && rm -rf public', RM],
    ['rm -rf public && hugo -d build', RM],
    ['rm -rf public && php artisan serve', RM],
    ['rm -rf public && bin/rails assets:precompile', RM],
    ['rm -rf public && jekyll build', RM],
    ['rm -rf public && mkdocs build', RM],
    // Speaks: a source folder the build reads, or a folder kept under its output that the build does not write.
    ['rm -rf content/ && hugo', RM],
    ['rm -rf public/uploads && hugo', RM],
    ['rm -rf public/uploads && gatsby build', RM],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
