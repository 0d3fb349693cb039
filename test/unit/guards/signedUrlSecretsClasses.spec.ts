import { describe, expect, test } from 'vitest';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Held-out round 172: a URL that carries its own access grant is a credential, whoever holds it uses it until it expires.
// Zoom's closed-caption API token (the meeting's caption URL, handed to a captioning service), an S3 (or S3-compatible)
// presigned URL, a Google Cloud Storage V4 signed URL and a CloudFront signed URL speak, in either order of their
// parameters. A per-request signature that grants nothing alone (an exchange's `signature=` over a timestamped query, a
// webhook's signature header), docs' sample values, a URL that only names the parameters, and one built from variables
// stay silent.

// Assembled at run time so that no scanner flags this file.
const zoomSig = ['BbyPH51uqRLdLD9iwuwk6', '_rXEb5xMoOotnxt8e-agTw'].join('');
const hex64 = ['ccf2344b62f65a4e338f90a57ca9ea30', '8dc8275dafa951508edd2f20c8697f79'].join('');
const keyId = ['b73e76c4eefe5350', '5de3ecd3f98b4b36'].join('');
const rsaHex = [
  'b8b4481a52d5da146969f0b252d124e4d494738fad60c00fb6e930a152b0578842e27a7cbb91a1ec943e23a4690e4384',
  'ed8dea862e8a33edcc3a3570274f9f0bb2fea0b7fa90de08f93434ff78445bfa61b2efb88e6765314fc023321dfd117c',
  '31c0e6def1cfc093d331c13543660cb52dbc5c902d92de984871f0f39bc6d94f1ab4d62b2becf597d34dcdaea437c4a5',
  '510d1ebdcf9202be9fc1e51bc3831f4172a336c294c7acce6c46fe3e42a70f5b08e25b73ca2c5e7cc30b43935708f9b5',
  'bd727967b61cad1678fc08c0a147735beec53cb85a26ccee393e79d86e6dff0cc411a2ef59635f57451b89d6743faa7c',
  '88ebb7ab443726ee54b189932ede23bd',
].join('');
const cfSig = [
  'IzrArOyEatB3lFHeFLLdW6wqZ8FTrRQEzzm5EeoD7TX4Nrec2oD-BWUwb5aaqRa0yQPCOUVVzBfGkp05Gi6aaDF3Eu1HNO3RXrfqZ-i3msD9jMAad',
  '-EAGyGsehT-WoxKAhkfHy811L6dJn6LROrvr2J9ymTYS~ux-iIKUoaK8~llN-ckfRnIXOl~TS8JKbUGOj2kbArwFMBaSaALUJND5Wlq61XRN6MeW5',
  '894bu2vE9Bvc27VUnHTpZ955NxgWxkQ6Xh4fTCLCaMZtIOkQiW~DtUsSpLZ69jPz1MhXUE~oSKaILdJvTNuxD8yoqnqBDL7vU8KtX4iICz87kNGLEAVw__',
].join('');
const cfKey = ['KJVSKPD', '69GU3DE'].join('');

const q = (...parts: string[]) => parts.join('&');
const zoomHead = 'https://wmcc.zoom.us/closedcaption?id=24935115027';
const zoom = q(zoomHead, 'ns=w7mQ5Dz8hJsTrW1R1hBUYk', 'expire=1717666179', 'spparams=id%2Cns%2Cexpire', `signature=${zoomSig}`);
const s3Cred = `X-Amz-Credential=${keyId}%2F20240611%2Fauto%2Fs3%2Faws4_request`;
const s3Middle = q('X-Amz-Date=20240611T101500Z', 'X-Amz-Expires=604800', 'X-Amz-SignedHeaders=host');
const s3 = q(
  'https://a1b2c3.r2.cloudflarestorage.com/minutes/2024-06.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256',
  s3Cred,
  s3Middle,
  `X-Amz-Signature=${hex64}`,
);
const gCred = `X-Goog-Credential=${['exports-signer%40parish-records.iam.gserviceaccount.com', '20240611', 'auto', 'storage', 'goog4_request'].join('%2F')}`;
const gMiddle = q('X-Goog-Date=20240611T101500Z', 'X-Goog-Expires=900', 'X-Goog-SignedHeaders=host');
const gcs = q(
  'https://storage.googleapis.com/parish-records/burials.csv?X-Goog-Algorithm=GOOG4-RSA-SHA256',
  gCred,
  gMiddle,
  `X-Goog-Signature=${rsaHex}`,
);
const cf = `https://d1x2y3z4.cloudfront.net/recordings/agm.mp4?Expires=1767290400&Signature=${cfSig}&Key-Pair-Id=${cfKey}`;

// Other orders of the parameters, a session token, the vendors' documented samples.
const gcloudOrder = q(
  `https://storage.googleapis.com/parish-records/burials.csv?x-goog-signature=${rsaHex}`,
  'x-goog-algorithm=GOOG4-RSA-SHA256',
  gCred.toLowerCase(),
  'x-goog-expires=600',
);
const customPolicy = q(
  'https://media.example.org/agm.m3u8?Policy=eyJTdGF0ZW1lbnQiOlt7IlJlc291cmNlIjoiaHR0cHM6Ly8qIn1dfQ__',
  `Signature=${cfSig}`,
  `Key-Pair-Id=${cfKey}`,
);
const sessionUrl = q(
  'https://minutes.s3.eu-west-2.amazonaws.com/2024-06.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256',
  s3Cred,
  s3Middle,
  `X-Amz-Security-Token=${'IQoJb3JpZ2luX2VjE%2F%2F'.repeat(40)}`,
  `X-Amz-Signature=${hex64}`,
  'x-id=GetObject',
);
const awsDocSample = q(
  'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256',
  'X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request',
  'X-Amz-Date=20130524T000000Z',
  'X-Amz-Expires=86400',
  'X-Amz-SignedHeaders=host',
  'X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
);
const awsDocSlots = q(
  'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256',
  'X-Amz-Credential=<your-access-key-id>/20130721/us-east-1/s3/aws4_request',
  'X-Amz-Date=20130721T201207Z',
  'X-Amz-Expires=86400',
  'X-Amz-SignedHeaders=host',
  'X-Amz-Signature=<signature-value>',
);
const gcsDocSample = q(
  `https://storage.googleapis.com/example-bucket/cat.jpeg?x-goog-signature=${rsaHex}`,
  'x-goog-algorithm=GOOG4-RSA-SHA256',
  'x-goog-credential=example%40example-project.iam.gserviceaccount.com%2F20230714%2Fus%2Fstorage%2Fgoog4_request',
);
const cloudfrontDocSample = q(
  'https://d111111abcdef8.cloudfront.net/image.jpg?color=red&size=medium&Expires=1767290400',
  'Signature=nitfHRCrtziwO2HwPfWw~yYDhUF5EwRunQA-j19DzZrvDh6hQ73lDx~-ar3UocvvRQVw6EkC~GdpGQyyOSKQim-TxAnW7d8F5' +
    'Kkai9HVx0FIu-5jcQb0UEmatEXAMPLE3ReXySpLSMj0yCd3ZAB4UcBCAqEijkytL6f3fVYNGQI6',
  'Key-Pair-Id=K2JCJMDEHXQW5F',
);

describe('a URL that carries its own access grant (secrets/messaging/zoom-caption-token, secrets/cloud/*-signed-url)', () => {
  test.each([
    // Zoom's caption API token, posted to, kept in a script, or with its parameters in another order.
    [`curl -s -X POST '${zoom}&seq=1&lang=en-GB' -H 'Content-Type: text/plain' --data 'Welcome.'`, true],
    [
      `curl -X POST "https://wmcc.zoom.us/closedcaption?signature=${zoomSig}&id=24935115027&ns=w7mQ5Dz8hJsTrW1R1hBUYk&expire=1717666179&seq=2"`,
      true,
    ],
    [
      `export ZOOM_CC_URL='https://wmcc.zoomgov.com/closedcaption?id=1614&ns=Qm9vaw&expire=86400&spparams=id%2Cns%2Cexpire&signature=${zoomSig}'`,
      true,
    ],
    // An S3-compatible presigned URL whose key id is no AWS one, in the SDKs' order and with the signature first.
    [`curl -o minutes.pdf '${s3}'`, true],
    [
      `wget -O m.pdf "https://minio.internal:9000/minutes/m.pdf?X-Amz-Signature=${hex64}&X-Amz-Algorithm=AWS4-HMAC-SHA256&${s3Cred}&X-Amz-Expires=3600"`,
      true,
    ],
    // A GCS V4 signed URL: the client libraries' order, and gcloud's (signature first, lower case).
    [`curl -o burials.csv '${gcs}'`, true],
    [`curl -O '${gcloudOrder}'`, true],
    // A CloudFront signed URL: botocore's order, the JS SDK's (key pair id first), and a custom policy's.
    [`curl -o agm.mp4 '${cf}'`, true],
    [`curl -o agm.mp4 'https://d1x2y3z4.cloudfront.net/agm.mp4?Expires=1767290400&Key-Pair-Id=${cfKey}&Signature=${cfSig}'`, true],
    [`ffplay '${customPolicy}'`, true],
    // A temporary session's presigned URL: its session token stands between the credential and the signature.
    [`curl -fsSo minutes.pdf '${sessionUrl}'`, true],
    // Commands that make a signed URL print it; they hold none.
    ['aws s3 presign s3://minutes/2024-06.pdf --expires-in 604800', false],
    ['gcloud storage sign-url gs://parish-records/burials.csv --private-key-file=signer.json --duration=10m', false],
    [
      'aws cloudfront sign --url https://d1x2y3z4.cloudfront.net/agm.mp4 --key-pair-id "$KEY_PAIR_ID" --private-key file://cf.pem --date-less-than 2025-01-01',
      false,
    ],
    // Near-misses: placeholders, a variable, masks, the parameters without values, Zoom's short doc sample.
    [
      "curl -X POST 'https://wmcc.zoom.us/closedcaption?id=<meeting-id>&ns=<ns>&expire=<expire>&spparams=id%2Cns%2Cexpire&signature=<signature>&seq=1'",
      false,
    ],
    ['curl -X POST "$ZOOM_CC_URL&seq=$SEQ&lang=en-US" --data "$LINE"', false],
    [
      'curl -X POST "https://wmcc.zoom.us/closedcaption?id=${ID}&ns=${NS}&expire=${EXP}&spparams=id%2Cns%2Cexpire&signature=${SIG}&seq=1"',
      false,
    ],
    ["curl -X POST 'https://wmcc.zoom.us/closedcaption?id=1&ns=x&expire=1&signature=xxxxxxxxxxxxxxxxxxxxxxxxxxxx&seq=1'", false],
    ["curl 'https://wmcc.zoom.us/closedcaption?id=&ns=&expire=&spparams=&signature=&seq=1'", false],
    [
      "curl 'https://example.com/closedcaption?id=200610693&ns=GZHkEA==&expire=86400&spparams=id%2Cns%2Cexpire&signature=nYtXJqRKCW'",
      false,
    ],
    // The AWS docs' sample (AKIAIOSFODNN7EXAMPLE) and their angle-bracket slots.
    [`curl '${awsDocSample}'`, false],
    [`curl '${awsDocSlots}'`, false],
    [`curl -O '${gcsDocSample}'`, false],
    [`curl '${cloudfrontDocSample}'`, false],
    [`curl 'https://d1x2y3z4.cloudfront.net/agm.mp4?Expires=1767290400&Signature=${cfSig}&Key-Pair-Id=APKAEXAMPLE'`, false],
    // A signature with no grant beside it: an exchange's per-request HMAC, a webhook's signature header.
    [
      `curl -X POST 'https://api.binance.com/api/v3/order?symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1&timestamp=1718000000000&signature=${hex64}'`,
      false,
    ],
    [`curl -X POST https://hooks.parish.example/build -H 'X-Hub-Signature-256: sha256=${hex64}' -d @payload.json`, false],
    [`curl 'https://cdn.example.org/file.zip?Signature=${cfSig}'`, false],
    [`curl 'https://bucket.s3.amazonaws.com/f.txt?X-Amz-Signature=${hex64}'`, false],
  ])('%#', (command, expected) => expect(secretSpeaksIn(command)).toBe(expected));

  test.each([
    ['captions/send.py', `CAPTION_URL = "${zoom}"\n`, true],
    ['config/captions.json', `{\n  "zoom_caption_url": "${zoom.replaceAll('/', '\\/')}"\n}\n`, true],
    ['docs/handover.md', `Download the minutes (link valid 7 days): ${s3}\n`, true],
    ['scripts/fetch_burials.sh', `#!/bin/sh\ncurl -fsS -o burials.csv "${gcs}"\n`, true],
    ['web/player.html', `<video src="${cf.replaceAll('&', '&amp;')}"></video>\n`, true],
    ['web/player.html', `<video src="${cf}"></video>\n`, true],
    // Built from variables: the template holds no grant.
    [
      'captions/send.py',
      'url = f"https://wmcc.zoom.us/closedcaption?id={meeting_id}&ns={ns}&expire={expire}&spparams=id%2Cns%2Cexpire&signature={signature}"\n',
      false,
    ],
    [
      'storage/links.ts',
      'const url = `${base}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${cred}&X-Amz-Date=${date}&X-Amz-Expires=900' +
        '&X-Amz-SignedHeaders=host&X-Amz-Signature=${sig}`;\n',
      false,
    ],
    ['storage/cdn.py', 'return f"{url}?Expires={expires}&Signature={signature}&Key-Pair-Id={KEY_PAIR_ID}"\n', false],
    ['storage/cdn.py', 'url = signer.generate_presigned_url(resource, date_less_than=expires)\n', false],
  ])('%s %#', (file, content, expected) => expect(secretSpeaks(file, content)).toBe(expected));
});
