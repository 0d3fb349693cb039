import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 88's secrets class: an eBay developer keyset's Cert ID (the OAuth client secret), in the shape whose second
// group runs to 8 hex digits as well as 4, and under any name (`certId`, `cert_id`, `EBAY_CERT_ID`, `clientSecret`).
// A Sandbox (`SBX-`) Cert ID is a real credential to a Sandbox account, as Stripe's and Shippo's test keys are, so it
// speaks in a fixture too. The App ID and Dev ID identify; placeholders and references stay silent. One line per case.

// Assembled at run time so that no scanner flags this file.
const prd = ['PRD-24aebf9c5ec6', '211d3d1d-0915-5e1c-d9d0'].join('-');
const sbx = ['SBX-9f8e7d6c5b4a', '3e2d1c0b-9a8f-7e6d-5c4b'].join('-');
const appId = 'RibbonWo-RepairSh-PRD-1cba6dcd9-ed85c937';
const devId = 'eaff7584-591d-e0ea-22f2-d04bee8051cf';

describe("an eBay keyset's Cert ID (secrets/ebay-cert-id, secrets/ebay-cert-id-key)", () => {
  test.each([
    [
      '/p/integrations/ebay.json',
      `{\n  "environment": "PRODUCTION",\n  "appId": "${appId}",\n  "certId": "${prd}",\n  "devId": "${devId}",\n` +
        '  "ruName": "Ribbon_Works-RibbonWo-Repair-abcde"\n}\n',
      true,
    ],
    ['/p/.env', `EBAY_APP_ID=${appId}\nEBAY_CERT_ID=${prd}\n`, true],
    ['/p/.env', 'EBAY_CERT_ID=9f8e7d6c5b4a3e2d1c0b9a8f7e6d5c4b\n', true],
    ['/p/src/marketplace/config.py', `cert_id = "${sbx}"\n`, true],
    ['/p/src/marketplace/client.ts', `const clientSecret = "${prd}";\n`, true],
    ['/p/src/marketplace/client.ts', `export const EBAY_CLIENT_SECRET = '${sbx}';\n`, true],
    ['/p/test/fixtures/ebay.json', `{"certId": "${sbx}"}\n`, true],
    // The App ID and Dev ID alone, masks, references, a template and prose about the format.
    ['/p/integrations/ebay.json', `{"appId": "${appId}", "devId": "${devId}"}\n`, false],
    ['/p/.env', `EBAY_APP_ID=${appId}\nEBAY_DEV_ID=${devId}\n`, false],
    ['/p/integrations/ebay.json', '{"certId": "SBX-xxxxxxxxxxxx-xxxxxxxx-xxxx-xxxx-xxxx"}\n', false],
    ['/p/integrations/ebay.json', '{"certId": "${EBAY_CERT_ID}"}\n', false],
    ['/p/.env.example', 'EBAY_CERT_ID=PRD-xxxxxxxxxxxx-xxxxxxxx-xxxx-xxxx-xxxx\n', false],
    ['/p/.env', 'EBAY_CERT_ID=your-ebay-cert-id\n', false],
    ['/p/src/ebay.py', 'EBAY_CERT_ID = os.environ["EBAY_CERT_ID"]\n', false],
    ['/p/src/ebay.ts', 'const ebayClientSecret = process.env.EBAY_CLIENT_SECRET;\n', false],
    ['/p/docs/ebay.md', 'The Cert ID is `PRD-` or `SBX-` and hex groups; set `EBAY_CERT_ID` in the environment.\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
