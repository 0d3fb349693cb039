import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { outsideProject } from '../../../src/guards/outsideProject.js';
import { secrets } from '../../../src/guards/secrets.js';
import { bash } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Round 84's classes (motorsport and racing teams, medical spas and aesthetic clinics): a new container handed a
// writable bind of a host folder outside the project, a project program whose name says it writes given a data file
// outside by position, and an API key kept in a constant named `…Key` or sent as a key query parameter. One line per
// case; near-misses stay silent.

const speaks = (command: string) => outsideProject.detect(bash(command), guardContext('/home/dev')) !== undefined;

describe('a container run with a writable bind of a host folder outside the project (outside-project)', () => {
  test.each([
    ['docker run --rm -v /home/dev/.cache/ms-playwright:/ms-playwright mcr.microsoft.com/playwright:v1.47.0 npx playwright install', true],
    ['docker run --rm -v ~/.cache/pip:/root/.cache/pip python:3.12 pip install -r requirements.txt', true],
    ['podman run --rm --volume /srv/telemetry:/data telemetry-tools:2 ingest', true],
    ['docker run --rm --mount type=bind,source=/home/dev/laps,target=/laps timing:1 process', true],
    ['docker compose run --rm -v /home/dev/exports:/exports worker python export.py', true],
    ['docker run -it -v $HOME/.config/gcloud:/root/.config/gcloud google/cloud-sdk gcloud auth login', true],
    // Read-only binds, the project, named volumes, the temp dir, the engine's socket, no bind at all.
    ['docker run --rm -v /home/dev/.cache/ms-playwright:/ms-playwright:ro mcr.microsoft.com/playwright:v1.47.0 npx playwright test', false],
    ['docker run --rm --mount type=bind,source=/home/dev/laps,target=/laps,readonly timing:1 process', false],
    ['docker run --rm --mount type=bind,source=/home/dev/laps,target=/laps,ro=true timing:1 process', false],
    ['docker run --rm -v "$PWD":/app -w /app node:20 npm test', false],
    ['docker run --rm -v .:/src golang:1.22 go build ./...', false],
    ['docker run -d -v pgdata:/var/lib/postgresql/data postgres:16', false],
    ['docker run --rm -v /tmp/laps:/laps timing:1 process', false],
    ['docker run --rm -v /var/run/docker.sock:/var/run/docker.sock aquasec/trivy image app:latest', false],
    ['docker run --rm -p 8080:80 nginx:1.27', false],
    // A command that names where it writes is judged by that path: here one left in the container.
    ['docker run --rm -v /srv/telemetry:/data telemetry-tools:2 ingest -o /scratch/out.csv', false],
  ])('%s → %s', (command, expected) => expect(speaks(command)).toBe(expected));
});

describe('a writing project program given a data file outside the project by position (outside-project)', () => {
  test.each([
    ['python scripts/export_workouts.py /home/dev/Desktop/workouts_june.csv', true],
    ['python3 scripts/dump_lap_times.py --season 2025 ~/Documents/laps.xlsx', true],
    ['node scripts/generateInvoices.js ~/Desktop/invoices.pdf', true],
    ['./bin/backup-clients ../backups/clients.zip', true],
    ['bash scripts/render-report.sh /srv/reports/weekly.html', true],
    // In the project, in the temp dir, an input by name or by option, a dry run, a name that says it reads.
    ['python scripts/export_workouts.py exports/workouts_june.csv', false],
    ['python scripts/export_workouts.py /home/dev/proj/exports/workouts_june.csv', false],
    ['python scripts/export_workouts.py /tmp/workouts_june.csv', false],
    ['python scripts/import_workouts.py ~/Downloads/workouts_june.csv', false],
    ['python scripts/validate_export.py ~/Downloads/workouts_june.csv', false],
    ['python scripts/export_workouts.py --input ~/Downloads/raw.csv', false],
    ['python scripts/export_workouts.py --dry-run ~/Desktop/workouts_june.csv', false],
    ['python scripts/export_workouts.py ~/Desktop', false],
  ])('%s → %s', (command, expected) => expect(speaks(command)).toBe(expected));
});

// Assembled at run time so that no scanner flags this file.
const owmKey = ['6e04eac965f3', '32cf0a5f352fbb55b73d'].join('');
const mapsKey = ['Xk29PqLm47', 'Rt81VwQ3zN'].join('');
const context = guardContext();
const write = (file_path: string, content: string) =>
  secrets.detect({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content } } as CanonicalEvent, context) !==
  undefined;
const weather = (declaration: string) =>
  `package spraylog\n\n${declaration}\n\nfunc url(lat, lon float64) string {\n\treturn fmt.Sprintf(` +
  `"https://api.openweathermap.org/data/2.5/weather?lat=%f&lon=%f&appid=%s", lat, lon, owmKey)\n}\n`;

describe('an API key kept in a constant named `…Key` (secrets)', () => {
  test.each([
    ['spraylog/weather.go', weather(`const owmKey = "${owmKey}"`), true],
    ['src/maps.ts', `const gmapsKey = '${mapsKey}';\n`, true],
    ['app/geo.py', `mbKey = "${owmKey}"\n`, true],
    ['src/Weather.java', `private static final String owmKey = "${owmKey}";\n`, true],
    // Keys of data and caches, a hash, a UUID used as an id, a placeholder, a key read from the environment, a word.
    ['src/cache.go', `const cacheKey = "${owmKey}"\nconst sortKey = "${owmKey}"\n`, false],
    ['src/db.go', `const primaryKey = "${owmKey}"\nconst idempotencyKey = "${owmKey}"\n`, false],
    ['src/assets.go', `const sha = "${owmKey}"\nconst buildKey = "${owmKey}"\n`, false],
    ['src/ids.go', 'const deviceKey = "3f2b8c1e-9a4d-4e7b-8c2f-1d5e6a7b8c9d"\n', false],
    ['spraylog/weather.go', weather('const owmKey = "YOUR_API_KEY"'), false],
    ['spraylog/weather.go', weather('var owmKey = os.Getenv("OWM_KEY")'), false],
    ['src/flags.ts', `const gb = new GrowthBook({ clientKey: 'sdk-${mapsKey}' });\nconst clientKey = 'sdk-${mapsKey}';\n`, false],
    ['web/src/agent.js', `window.NREUM = { loader_config: { licenseKey: "${mapsKey}" } };\n`, false],
    ['src/i18n.ts', "const menuKey = 'settings.profile';\nconst tabKey = 'overview';\n", false],
  ])('%s → %s', (path, content, expected) => expect(write(path, content)).toBe(expected));
});
