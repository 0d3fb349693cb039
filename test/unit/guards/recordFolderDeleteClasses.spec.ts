import { describe, expect, test } from 'vitest';
import { editSpeaks as edit, writeSpeaks as write } from '../../support/destructiveIds.js';

// Round 149 (estate administration): an edit that adds a tree delete of one record's folder, a root the app is configured
// with joined with the record's id (`shutil.rmtree(settings.ESTATE_FILES_ROOT / str(estate.id))`). One line per class that
// speaks and near-misses that stay silent: temp folders, build, cache and `__pycache__` folders, scratch or remade roots,
// a run's id, a test's teardown, a delete the file already had.

const PY = '    estate.status = EstateStatus.CLOSED\n    db.session.commit()';
const JS = "  order.status = 'closed';\n  await order.save();";
const RB = '    order.update!(status: :closed)';
const CS = '        order.Status = OrderStatus.Closed;\n        await _db.SaveChangesAsync();';
const GO = '\tu.Status = "closed"\n\tif err := s.db.Save(u).Error; err != nil {\n\t\treturn err\n\t}';
const RS = '    estate.status = Status::Closed;\n    db.save(&estate)?;';
const KT = '        order.status = Status.CLOSED\n        repo.save(order)';
/** Whether an Edit of `path` speaks that adds `line` (indented as `old`'s first line) after `old`. */
const adds = (path: string, line: string, old = PY) => edit(path, old, `${old}\n${/^\s*/.exec(old)![0]}${line}`);

describe("a tree delete of one record's folder under a configured root (destructive/edits/soft-to-hard-delete)", () => {
  test.each([
    ['src/estates/closure.py', '# free up disk\n    shutil.rmtree(settings.ESTATE_FILES_ROOT / str(estate.id))', PY],
    ['src/estates/closure.py', 'shutil.rmtree(os.path.join(settings.MEDIA_ROOT, "estates", str(estate.id)), ignore_errors=True)', PY],
    ['src/estates/closure.py', 'shutil.rmtree(Path(settings.ESTATE_FILES_ROOT) / str(estate.pk))', PY],
    ['src/estates/closure.py', 'shutil.rmtree(f"{settings.ESTATE_FILES_ROOT}/{estate.id}")', PY],
    ['src/estates/closure.py', 'shutil.rmtree(os.path.join(current_app.config["UPLOAD_FOLDER"], str(estate.id)))', PY],
    ['src/estates/closure.py', 'shutil.rmtree(settings.ESTATE_FILES_ROOT / f"estate-{estate.id}")', PY],
    ['src/estates/closure.py', 'shutil.rmtree(os.path.join(settings.MEDIA_ROOT, str(estate_id)))', PY],
    ['src/estates/closure.py', 'shutil.rmtree(os.path.join(os.environ["UPLOADS_DIR"], str(estate.id)))', PY],
    ['src/estates/tasks.py', 'shutil.rmtree(Path(settings.DOCUMENT_ROOT) / str(estate_id), ignore_errors=True)', PY],
    ['src/services/users.js', 'await fs.rm(path.join(config.uploadsDir, String(user.id)), { recursive: true, force: true });', JS],
    ['src/services/users.js', 'fs.rmSync(path.join(config.uploadsDir, `${user.id}`), { recursive: true });', JS],
    ['src/services/orders.ts', 'await fs.promises.rm(path.join(this.config.storageRoot, order.id), { recursive: true, force: true });', JS],
    ['src/services/users.js', 'await rimraf(path.join(config.uploadsDir, String(user.id)));', JS],
    ['src/services/users.js', 'await fse.remove(path.join(process.env.UPLOADS_DIR, String(user.id)));', JS],
    ['src/services/users.js', 'await fs.rm(path.join(process.env.UPLOADS_DIR, user.id), { recursive: true });', JS],
    ['app/services/close_order.rb', 'FileUtils.rm_rf(File.join(STORAGE, order.id.to_s))', RB],
    ['app/services/close_order.rb', 'FileUtils.rm_rf("#{STORAGE_ROOT}/#{order.id}")', RB],
    ['src/Orders/OrderCloser.cs', 'Directory.Delete(Path.Combine(_options.DocumentsRoot, order.Id.ToString()), true);', CS],
    ['src/Orders/OrderCloser.cs', 'Directory.Delete(Path.Combine(_options.DocumentsRoot, order.Id.ToString()), recursive: true);', CS],
    ['internal/users/close.go', 'os.RemoveAll(filepath.Join(s.cfg.UploadsDir, strconv.FormatInt(u.ID, 10)))', GO],
    ['src/estates.rs', 'fs::remove_dir_all(config.files_root.join(estate.id.to_string()))?;', RS],
    ['src/estates.rs', 'std::fs::remove_dir_all(Path::new(&config.files_root).join(estate.id.to_string()))?;', RS],
    ['src/main/kotlin/OrderService.kt', 'File(config.uploadsDir, order.id.toString()).deleteRecursively()', KT],
    ['src/main/java/OrderService.java', 'FileUtils.deleteDirectory(new File(props.getStorageRoot(), String.valueOf(order.getId())));', KT],
  ])('%s speaks: %s', (path, line, old) => expect(adds(path, line, old)).toBe(true));

  test.each([
    ['src/estates/closure.py', 'shutil.rmtree(os.path.join(settings.CACHE_ROOT, str(estate.id)), ignore_errors=True)', PY],
    ['src/estates/closure.py', 'shutil.rmtree(settings.ESTATE_CACHE_DIR / str(estate.id), ignore_errors=True)', PY],
    ['src/estates/closure.py', 'shutil.rmtree(Path(settings.TMP_ROOT) / str(estate.id))', PY],
    ['src/estates/closure.py', 'shutil.rmtree(os.path.join(settings.BUILD_ROOT, str(estate.id)), ignore_errors=True)', PY],
    ['src/estates/closure.py', 'shutil.rmtree(settings.BASE_DIR / "build")', PY],
    ['src/estates/closure.py', 'shutil.rmtree(settings.BASE_DIR / "__pycache__", ignore_errors=True)', PY],
    ['src/estates/closure.py', 'shutil.rmtree(settings.THUMBNAIL_ROOT / str(estate.id), ignore_errors=True)', PY],
    ['src/estates/closure.py', 'shutil.rmtree(settings.EXPORT_STAGING_DIR / str(estate.id), ignore_errors=True)', PY],
    ['src/estates/closure.py', 'shutil.rmtree(os.path.join(settings.MEDIA_ROOT, "tmp", str(estate.id)))', PY],
    ['src/estates/closure.py', 'shutil.rmtree(settings.MEDIA_ROOT / "thumbnails" / str(estate.id))', PY],
    ['src/estates/closure.py', 'shutil.rmtree(settings.MEDIA_ROOT / str(run_id))', PY],
    ['src/estates/closure.py', 'shutil.rmtree(settings.ESTATE_FILES_ROOT / str(uuid.uuid4()))', PY],
    ['src/estates/closure.py', 'work = tempfile.mkdtemp()\n    render_pack(estate, work)\n    shutil.rmtree(work)', PY],
    ['src/estates/closure.py', 'with tempfile.TemporaryDirectory() as d:\n        shutil.rmtree(Path(d) / str(estate.id))', PY],
    ['src/estates/closure.py', '# shutil.rmtree(settings.ESTATE_FILES_ROOT / str(estate.id))', PY],
    ['src/estates/closure.py', 'os.remove(settings.ESTATE_FILES_ROOT / f"{estate.id}.pdf")', PY],
    ['src/estates/closure.py', 'logger.info("would remove %s", settings.ESTATE_FILES_ROOT / str(estate.id))', PY],
    ['tests/test_closure.py', 'shutil.rmtree(settings.ESTATE_FILES_ROOT / str(estate.id), ignore_errors=True)', PY],
    ['tests/conftest.py', 'yield\n    shutil.rmtree(tmp_path / str(estate.id))', '    estate = make_estate()'],
    ['spec/services/close_order_spec.rb', 'FileUtils.rm_rf(File.join(STORAGE, order.id.to_s))', RB],
    ['src/services/users.js', 'fs.rmSync(path.join(os.tmpdir(), String(user.id)), { recursive: true, force: true });', JS],
    ['src/services/users.js', 'fs.rmSync(path.join(config.cacheDir, String(user.id)), { recursive: true });', JS],
    ['src/services/users.js', "await fs.rm(path.join(config.uploadsDir, String(user.id), 'avatar.png'), { force: true });", JS],
    ['internal/users/close.go', 'os.RemoveAll(filepath.Join(os.TempDir(), u.ID))', GO],
    ['internal/users/close.go', 'os.RemoveAll(filepath.Join(cfg.WorkDir, u.ID))', GO],
    ['internal/users/close.go', 'os.RemoveAll(filepath.Join(s.cfg.SessionDir, sess.ID))', GO],
    ['src/Orders/OrderCloser.cs', 'Directory.Delete(Path.Combine(Path.GetTempPath(), order.Id.ToString()), true);', CS],
    ['src/Orders/OrderCloser.cs', 'Directory.Delete(Path.Combine(_options.TempRoot, order.Id.ToString()), true);', CS],
    ['src/Orders/OrderCloser.cs', 'Directory.Delete(Path.Combine(_options.DocumentsRoot, order.Id.ToString()), false);', CS],
    ['app/services/close_order.rb', 'FileUtils.rm_rf(Rails.root.join("tmp", "exports", order.id.to_s))', RB],
  ])('%s stays silent: %s', (path, line, old) => expect(adds(path, line, old)).toBe(false));

  test('a delete the file already had stays silent', () => {
    const had = `${PY}\n    shutil.rmtree(settings.ESTATE_FILES_ROOT / str(estate.id))`;
    expect(edit('src/estates/closure.py', had, `${had}\n    log.info("closed %s", estate.id)`)).toBe(false);
  });

  test('a new file written with the delete speaks', () => {
    const closure =
      'import shutil\n\nfrom django.conf import settings\n\n\ndef close_estate(estate):\n    estate.status = "closed"\n' +
      '    estate.save()\n    shutil.rmtree(settings.ESTATE_FILES_ROOT / str(estate.id))\n';
    expect(write('src/estates/closure.py', closure)).toBe(true);
    expect(write('src/estates/closure.py', closure.replace('ESTATE_FILES_ROOT', 'ESTATE_CACHE_ROOT'))).toBe(false);
  });
});
