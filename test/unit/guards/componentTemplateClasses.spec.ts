import { describe, expect, test } from 'vitest';
import { evalSpeaks } from '../../support/guardSpeaks.js';

// Round 139's eval class: a front-end framework compiling a template string that comes from data at run time, which is
// eval of that string in the page (Vue's runtime compiler, Angular's JIT, Svelte's compiler). Near-misses stay silent: a
// fixed template, a file imported, `v-html` (it inserts HTML without compiling it: XSS, not code execution), `:is` naming a
// registered component, a render function, a `template` key of an object no framework compiles (an email's template name).

const sfc = (markup: string, script = '') =>
  `<template>\n  <article class="card">\n${markup}\n  </article>\n</template>\n\n<script setup>\n${script}\n</script>\n`;
const js = (body: string) => `import { defineComponent, h, computed, createApp } from 'vue';\n\n${body}\n`;
const ng = (body: string) => `import { Component, Compiler, NgModule } from '@angular/core';\n\n${body}\n`;

describe('a component compiled from a template in data (eval/engines/js-component-template)', () => {
  test.each([
    ['ClassCard.vue', sfc('      <component :is="{ template: course.description_html }" />'), true],
    ['ClassCard.vue', sfc('      <component v-bind:is="{ template: course.body, data: () => ({}) }" />'), true],
    ['ClassCard.vue', sfc("      <component :is='{ template: page.html }' />"), true],
    ['ClassCard.vue', sfc('      <component :is="{ template: `<div>${note.text}</div>` }" />'), true],
    ['Dynamic.js', js('export default defineComponent({\n  props: { html: String },\n  template: props.html,\n});'), true],
    ['Dynamic.js', js('export const Dyn = (props) => defineComponent({ template: props.template });'), true],
    ['Dynamic.js', js('const resp = await axios.get(`/api/widgets/${id}`);\nnew Vue({ el: "#app", template: resp.data });'), true],
    ['Dynamic.js', js('const html = await fetch(url).then((r) => r.text());\ncreateApp({ template: html }).mount("#app");'), true],
    ['Dynamic.js', js('export default function render(template) {\n  return h({ template });\n}'), true],
    ['Dynamic.js', js('const view = computed(() => ({ template: props.markup }));'), true],
    ['Dynamic.js', js("app.component('cms-block', { template: block.source });"), true],
    ['Dynamic.js', js("Vue.component('cms-block', {\n  props: ['item'],\n  template: '<div>' + item.html + '</div>',\n});"), true],
    ['Dynamic.js', js('export default {\n  components: {\n    Body: { template: this.article.body },\n  },\n};'), true],
    ['Dynamic.js', js('const Dyn = defineAsyncComponent(async () => ({ template: await loadTemplate(name) }));'), true],
    ['dynamic.component.ts', ng('const tmpCmp = Component({ template: this.html })(class {});'), true],
    ['dynamic.component.ts', ng('@Component({ selector: "app-cms", template: res.body })\nexport class Cms {}'), true],
    ['index.html', '<script>\n  new Vue({ el: "#app", template: window.serverTemplate });\n</script>\n', true],
    // Fixed templates, files, v-html, a registered component, render functions, other objects' `template` keys.
    ['ClassCard.vue', sfc('      <p class="desc">{{ course.description }}</p>'), false],
    ['ClassCard.vue', sfc('      <div class="desc" v-html="course.description_html"></div>'), false],
    ['ClassCard.vue', sfc('      <component :is="currentView" />', "import Foo from './Foo.vue'\nconst currentView = Foo"), false],
    ['ClassCard.vue', sfc('      <component :is="{ template: \'<b>hi</b>\' }" />'), false],
    ['Dynamic.js', js("export default defineComponent({ template: '<div>{{ msg }}</div>' });"), false],
    ['Dynamic.js', js('export default defineComponent({ template: `<div>{{ msg }}</div>` });'), false],
    ['Dynamic.js', js("new Vue({\n  el: '#app',\n  template: '#row-template',\n});"), false],
    [
      'Dynamic.js',
      js('const TPL = `<ul><li v-for="x in items">{{ x }}</li></ul>`;\nexport default defineComponent({ template: TPL });'),
      false,
    ],
    [
      'Dynamic.js',
      `import tpl from './card.html?raw';\nimport { defineComponent } from 'vue';\nexport default defineComponent({ template: tpl });\n`,
      false,
    ],
    [
      'Dynamic.js',
      `import { CARD } from './templates';\nimport { defineComponent } from 'vue';\nexport default defineComponent({ template: CARD });\n`,
      false,
    ],
    ['Dynamic.js', js("export default defineComponent({ template: require('./card.html') });"), false],
    ['Dynamic.js', js('export default defineComponent({ setup: () => () => h("div", props.text) });'), false],
    ['Dynamic.js', js('export default defineComponent({ render() { return h("p", this.html); } });'), false],
    ['Dynamic.js', js("await api.post('/mail', { template: form.template, to: user.email });"), false],
    ['Dynamic.js', js('const message = { template: selected.name, locale };\nsend(message);'), false],
    [
      'dynamic.component.ts',
      ng('@Component({\n  selector: "app-card",\n  template: `<div>{{ title }}</div>`,\n})\nexport class Card {}'),
      false,
    ],
    ['dynamic.component.ts', ng('@Component({ selector: "app-card", templateUrl: "./card.html" })\nexport class Card {}'), false],
    ['Dynamic.js', js('// new Vue({ template: resp.data }) was removed\nexport default {};'), false],
  ])('%s %j → %s', (file, content, speaks) => expect(evalSpeaks(`/p/web/src/${file}`, content)).toBe(speaks));
});

describe("a framework's template compiler given text from data (eval/engines/js-framework-compiler)", () => {
  test.each([
    ["import { compile } from 'vue';\nexport const render = (src) => compile(src);\n", true],
    ["import { compile } from '@vue/compiler-dom';\nconst { code } = compile(req.body.template);\n", true],
    ["import { compileToFunction as build } from 'vue';\nconst render = build(row.template);\n", true],
    ["import { compile } from 'svelte/compiler';\nconst out = compile(userSource, { generate: 'dom' });\n", true],
    ["import * as svelte from 'svelte/compiler';\nconst out = svelte.compile(req.body.source);\n", true],
    ["const { compile } = require('svelte/compiler');\nconst result = compile(input);\n", true],
    // A literal, a file of the project read, a component's own compile method, and a look-alike name.
    ["import { compile } from 'vue';\nconst render = compile('<div>{{ msg }}</div>');\n", false],
    [
      "import { compile } from 'svelte/compiler';\nimport fs from 'fs';\nconst out = compile(fs.readFileSync('src/App.svelte', 'utf8'));\n",
      false,
    ],
    ["import { ref } from 'vue';\nconst count = ref(0);\nschema.compile(rules);\n", false],
  ])('%j → %s', (content, speaks) => expect(evalSpeaks('/p/web/src/build.js', content)).toBe(speaks));
});

describe("AngularJS's $compile given a template from data (eval/engines/angularjs-compile-data)", () => {
  test.each([
    ['$http.get(url).then(function (r) {\n  $compile(r.data)(scope);\n});\n', true],
    ['$compile(resp.data)($scope);\n', true],
    ['const linkFn = $compile(angular.element(widget.html));\n', true],
    // The page's own markup, compiled in a directive's link function.
    ['$compile(element.contents())(scope);\n', false],
    ['$compile(element)(scope);\n', false],
    ['$compile(tElement.html())(scope);\n', false],
  ])('%j → %s', (content, speaks) => expect(evalSpeaks('/p/web/src/directives/cms.js', content)).toBe(speaks));
});
