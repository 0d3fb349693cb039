import { describe, expect, test } from 'vitest';
import { evalSpeaks, secretSpeaks } from '../../support/guardSpeaks.js';

// Round 53's eval and secrets classes (self-storage and moving, bowling and family entertainment, orthodontics and
// dental labs, pawn shops): a timer handed a field of the page's injected configuration, eBay's Cert ID (the keyset's
// client secret), and an Authorization header under a scheme word no list names. One line per class that speaks and
// near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const certId = ['PRD-2499f717c63e', 'd5b4-7fd1-13e3-7fee'].join('-');
const sandboxCert = ['SBX-9f8e7d6c5b4a', '3e2d-1c0b-9a8f-7e6d'].join('-');
const odKey = ['w9MNOwlmEbNWMyvR', 'YJIOxd0RBmj8gwNk'].join('/');
const deeplKey = ['3f7a9c1e-2b4d-6f8a', '0c2e-4b6d8f0a1c3e:fx'].join('-');

describe("a timer handed a field of the page's injected configuration (eval/javascript/string-timer)", () => {
  test.each([
    ['const cfg = window.__ARCADE_CONFIG__;\nsetInterval(cfg.tickerAction, cfg.tickerMs || 8000);\n', true],
    ['setTimeout(window.__SITE_SETTINGS__.onReady, 100);\n', true],
    ['const settings = window.APP_CONFIG;\nsetTimeout(settings.hook, 0);\n', true],
    ['async function go() {\n  const conf = await (await fetch("/api/kiosk")).json();\n  setInterval(conf.refresh, 5000);\n}\n', true],
    // A module's or an instance's method, a value of unknown origin, an arrow reading the configuration.
    ['import api from "./api.js";\nsetInterval(api.poll, 5000);\n', false],
    ['class T { start() { setInterval(this.tick, 1000); } }\n', false],
    ['const cfg = loadDefaults();\nsetInterval(cfg.tick, 1000);\n', false],
    ['const cfg = window.__ARCADE_CONFIG__;\nsetInterval(() => rotate(cfg.items), cfg.tickerMs);\n', false],
  ])('%s', (content, speaks) => expect(evalSpeaks('/p/kiosk/src/arcadeTicker.js', content)).toBe(speaks));
});

describe("eBay's Cert ID is the keyset's client secret (secrets/ebay-cert-id)", () => {
  const appId = 'PawnBook-Listing-PRD-106d09067-8f8de864';
  const devId = '97653e0d-1a2b-4c3d-9e8f-0a1b2c3d4e5f';
  test.each([
    ['/p/listings/ebay_config.yaml', `api.ebay.com:\n  appid: ${appId}\n  certid: ${certId}\n  devid: ${devId}\n`, true],
    ['/p/ebay.py', `EBAY = {"client_id": "Acme-Shop-SBX-1a2b3c4d5-6e7f8a9b", "client_secret": "${sandboxCert}"}\n`, true],
    ['/p/ebay.yaml', 'api.ebay.com:\n  certid: 9f8e7d6c5b4a3e2d1c0b9a8f7e6d5c4b\n', true],
    // The App ID and Dev ID identify; a reference or a mask is no secret.
    ['/p/ebay.yaml', `api.ebay.com:\n  appid: ${appId}\n  certid: \${EBAY_CERT_ID}\n  devid: ${devId}\n`, false],
    ['/p/ebay.yaml', `api.ebay.com:\n  appid: ${appId}\n  certid: PRD-xxxxxxxxxxxx-xxxx-xxxx-xxxx-xxxx\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe('an Authorization header under any scheme word (secrets/authorization-header-scheme)', () => {
  test.each([
    ['/p/integrations/opendental.py', `HEADERS = {"Authorization": "ODFHIR ${odKey}", "Content-Type": "application/json"}\n`, true],
    ['/p/src/deepl.ts', `const headers = { Authorization: "DeepL-Auth-Key ${deeplKey}" };\n`, true],
    // A template, a concatenation, a format field, words in a document, a placeholder.
    ['/p/src/x.ts', 'const headers = { Authorization: `ODFHIR ${devKey}/${custKey}` };\n', false],
    ['/p/src/y.py', 'HEADERS = {"Authorization": "ODFHIR " + key}\n', false],
    ['/p/src/z.py', 'HEADERS = {"Authorization": "ODFHIR {dev_key}/{customer_key}"}\n', false],
    ['/p/docs/a.md', 'Set `Authorization: ODFHIR DeveloperKey/CustomerKey` on every request.\n', false],
    ['/p/src/w.py', 'HEADERS = {"Authorization": "Custom your-api-key-here"}\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
