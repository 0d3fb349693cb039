import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 97's secrets class: a private calendar feed URL, whose token lets anyone read the calendar (bookings, guests' names,
// events): Airbnb's export link, Google Calendar's secret address, Booking.com's, Vrbo's and Outlook's published ICS links.
// The call that speaks, its variants, and near-misses that stay silent: a public address, a token left as a placeholder,
// the URL read from the environment, text describing the form.

// Assembled at run time so that no scanner flags this file.
const hex = (seed: number, length = 32) => {
  let out = '';
  for (let i = 0; out.length < length; i++) out += ((seed * 7919 + i * 104729) % 65521).toString(16).padStart(4, '0').slice(-3);
  return out.slice(0, length);
};
const s = hex(3);
const airbnb = (tld = 'co.uk', query = `s=${s}`) => `https://www.airbnb.${tld}/calendar/ical/80231228.ics?${query}`;
const google = (id = 'jane.doe%40gmail.com', part = `private-${hex(5)}`) =>
  `https://calendar.google.com/calendar/ical/${id}/${part}/basic.ics`;
const uuid = [hex(7, 8), hex(8, 4), hex(9, 4), hex(10, 4), hex(11, 12)].join('-');
const booking = (query = `t=${uuid}`) => `https://admin.booking.com/hotel/hoteladmin/ical.html?${query}`;
const vrbo = (host = 'www.vrbo.com', token = hex(13)) => `http://${host}/icalendar/${token}.ics?nonTentative`;
const outlook = `https://outlook.office365.com/owa/calendar/${hex(17)}@contoso.com/${hex(19, 32)}16123456789012345/calendar.ics`;
const outlookLive = `https://outlook.live.com/owa/calendar/00000000-0000-0000-0000-000000000000/${uuid}/cid-${hex(23, 16).toUpperCase()}/calendar.ics`;

const context = guardContext();
const feeds = '/home/dev/proj/booking/ical_feeds.py';
const fromEnv = '    "shepherds-hut": os.environ["AIRBNB_ICAL_SHEPHERDS_HUT"],\n';
const edit = (file_path: string, old_string: string, new_string: string) =>
  secrets.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } } as CanonicalEvent,
    context,
  ) !== undefined;

describe('a private calendar feed URL with its secret token (secrets/messaging/calendar-feed-token)', () => {
  test.each([
    [`    "shepherds-hut": "${airbnb()}",\n`, true],
    [`    "shepherds-hut": "${airbnb('com', `s=${s}&locale=en`)}",\n`, true],
    [`    "shepherds-hut": "${google()}",\n`, true],
    [`    "shepherds-hut": "${booking()}",\n`, true],
    [`    "shepherds-hut": "${vrbo()}",\n`, true],
    // The environment read it replaces, and the token left for the reader to fill in, stay silent.
    [fromEnv, false],
    [`    "shepherds-hut": os.environ.get("AIRBNB_ICAL_SHEPHERDS_HUT", ""),\n`, false],
    [`    "shepherds-hut": "${airbnb('co.uk', 's=YOUR_TOKEN')}",\n`, false],
    [`    "shepherds-hut": "${airbnb('co.uk', 's=<secret>')}",\n`, false],
    [`    "shepherds-hut": f"https://www.airbnb.co.uk/calendar/ical/80231228.ics?s={token}",\n`, false],
  ])('an edit of the feeds table: %s', (line, speaks) => expect(edit(feeds, fromEnv, line)).toBe(speaks));
  test.each([
    ['.env', `AIRBNB_ICAL_URL=${airbnb('fr')}\n`, true],
    ['config/calendars.yaml', `airbnb:\n  loft: "${airbnb('com.au')}"\n`, true],
    ['src/feeds.ts', `export const FEED = 'webcal://www.airbnb.com/calendar/ical/41.ics?s=${s}';\n`, true],
    ['config/calendars.yaml', `family: ${google('c_0a1b2c3d4e5f%40group.calendar.google.com')}\n`, true],
    ['sync.py', `GOOGLE_ICS = "https://www.google.com/calendar/ical/jane%40example.org/private-${hex(29)}/full.ics"\n`, true],
    ['config/channels.json', `{"booking": "${booking(`lang=en&t=${uuid}`)}"}\n`, true],
    ['config/channels.json', `{"vrbo": "${vrbo('www.homeaway.co.uk')}"}\n`, true],
    ['.env', `OUTLOOK_ICS_URL=${outlook}\n`, true],
    ['.env', `OUTLOOK_ICS_URL=${outlook.replace('/calendar.ics', '/reachcalendar.ics')}\n`, true],
    ['calendars.json', `["${outlookLive}"]\n`, true],
    // Public addresses, placeholders, a pointer to the environment and prose describing the form stay silent.
    ['config/calendars.yaml', `holidays: ${google('en.uk%23holiday%40group.v.calendar.google.com', 'public')}\n`, false],
    ['config/calendars.yaml', `family: ${google('jane%40gmail.com', `private-${'x'.repeat(32)}`)}\n`, false],
    ['config/calendars.yaml', `family: ${google('jane%40gmail.com', 'private-<token>')}\n`, false],
    [
      'config/calendars.yaml',
      'family: https://calendar.google.com/calendar/ical/jane%40gmail.com/private-${GCAL_TOKEN}/basic.ics\n',
      false,
    ],
    ['docs/sync.md', 'Paste the export link, `https://www.airbnb.<tld>/calendar/ical/<listing id>.ics?s=<32 hex>`, into `.env`.\n', false],
    [
      'docs/sync.md',
      'Airbnb: `https://www.airbnb.com/calendar/ical/[ID].ics?s=[SECRET]`; Vrbo: `https://www.vrbo.com/icalendar/[ID].ics`\n',
      false,
    ],
    ['docs/sync.md', `Booking.com links look like ${booking('t=d3a33333333333333333333333')}\n`, false],
    ['src/channels.ts', `const PLACEHOLDER = '${booking('t=...')}';\n`, false],
    ['tests/test_sync.py', `URL = "${vrbo('www.vrbo.com', 'abc123def').replace('http:', 'https:')}"\n`, false],
    ['src/links.ts', `export const BOOK = 'https://outlook.office365.com/owa/calendar/LetsTalk@contoso.com/bookings/';\n`, false],
    ['src/links.ts', `export const LISTING = 'https://www.airbnb.co.uk/rooms/80231228';\n`, false],
    ['src/feeds.py', 'FEED = os.environ["AIRBNB_ICAL_URL"]\n', false],
  ])('%s: %s', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));
  test.each([
    [`curl -s '${airbnb()}' -o /tmp/hut.ics`, true],
    [`curl -s "${google()}" | grep SUMMARY`, true],
    [`wget -qO- '${booking()}'`, true],
    ['curl -s "$AIRBNB_ICAL_URL" -o /tmp/hut.ics', false],
    [`curl -s '${google('en.uk%23holiday%40group.v.calendar.google.com', 'public')}'`, false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});
