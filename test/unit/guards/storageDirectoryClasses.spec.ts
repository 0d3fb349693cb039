import { describe, expect, test } from 'vitest';
import { editedIds as edited, writtenIds as written } from '../../support/destructiveIds.js';

// Round 151: a storage SDK's delete of a directory, a key prefix or a bucket's contents, in code the agent writes
// (Laravel's `Storage::disk('s3')->deleteDirectory('hearings/' . $year)`, Flysystem, GCS, Azure, Django's storage, Active
// Storage): every object under the prefix, usually in cloud storage with no undo. One line per call; the near-misses (one
// named file, a scratch, cache or build prefix, a test's fake disk, a wrapper forwarding its parameter) stay silent.

const ANY = 'destructive/unlisted/any-cli';

/** A Laravel console command whose `handle()` runs `body`. */
const command = (body: string) =>
  `<?php\n\nnamespace App\\Console\\Commands;\n\nuse Illuminate\\Console\\Command;\nuse Illuminate\\Support\\Facades\\Storage;\n\n` +
  `class PurgeExports extends Command\n{\n    protected $signature = 'exports:purge {year}';\n\n    public function handle(): int\n    {\n` +
  `        $year = $this->argument('year');\n${body}        return self::SUCCESS;\n    }\n}\n`;
const COMMAND = 'app/Console/Commands/PurgeExports.php';

describe('a storage SDK directory delete speaks', () => {
  test('the round-151 Edit: a year of hearing files deleted from S3', () =>
    expect(
      edited(
        'app/Console/Commands/ArchiveHearings.php',
        '        $this->info("Archived {$count} hearings.");',
        "        $this->info(\"Archived {$count} hearings.\");\n        Storage::disk('s3')->deleteDirectory('hearings/' . $year);",
      ),
    ).toBe(ANY));

  test.each([
    [COMMAND, command('        Storage::deleteDirectory("exports/{$year}");\n')],
    [COMMAND, command("        Storage::disk('public')->deleteDirectory('avatars');\n")],
    [COMMAND, command("        $disk = Storage::disk('s3');\n        $disk->deleteDirectory($dir);\n")],
    [COMMAND, command("        Storage::disk('s3')->delete(Storage::disk('s3')->allFiles('invoices/' . $year));\n")],
    [COMMAND, command('        Storage::delete(Storage::files("reports/{$year}"));\n')],
    [
      COMMAND,
      command(
        "        foreach (Storage::disk('s3')->allFiles('scans/' . $year) as $file) {\n            Storage::disk('s3')->delete($file);\n        }\n",
      ),
    ],
    [
      'app/Jobs/PurgeHearingFiles.php',
      '<?php\n\nuse Illuminate\\Support\\Facades\\Storage;\n\nclass PurgeHearingFiles\n{\n    public function handle(): void\n    {\n' +
        "        $dir = 'hearings/' . $this->hearing->id;\n        Storage::disk(config('filesystems.cloud'))->deleteDirectory($dir);\n    }\n}\n",
    ],
    [
      'src/Cleanup.php',
      '<?php\nuse League\\Flysystem\\Filesystem;\n\nfunction purge(Filesystem $filesystem, string $userId): void\n' +
        "{\n    $filesystem->deleteDirectory('uploads/' . $userId);\n}\n",
    ],
    ['src/Cleanup.php', "<?php\n\nfunction purge($filesystem, $userId)\n{\n    $filesystem->deleteDir('uploads/' . $userId);\n}\n"],
    [
      'src/Cleanup.php',
      "<?php\n$s3 = new Aws\\S3\\S3Client(['region' => 'us-east-1', 'version' => 'latest']);\n" +
        "$s3->deleteMatchingObjects('court-records', 'hearings/' . $year);\n",
    ],
    [
      'src/cleanup.ts',
      "import { FileStorage } from '@flystorage/file-storage';\nexport async function purge(storage: FileStorage, userId: string) {\n" +
        "  await storage.deleteDirectory('uploads/' + userId);\n}\n",
    ],
    [
      'scripts/purge_year.py',
      "from google.cloud import storage\n\nbucket = storage.Client().bucket('court-records')\n" +
        "for blob in bucket.list_blobs(prefix=f'hearings/{year}/'):\n    blob.delete()\n",
    ],
    [
      'scripts/purge_year.py',
      "from google.cloud import storage\n\nbucket = storage.Client().bucket('court-records')\n" +
        "bucket.delete_blobs(list(bucket.list_blobs(prefix=f'hearings/{year}/')))\n",
    ],
    [
      'scripts/purge_year.js',
      "const { Storage } = require('@google-cloud/storage');\nawait new Storage().bucket('court-records').deleteFiles({ prefix: `hearings/${year}/` });\n",
    ],
    [
      'scripts/purge_year.py',
      "from azure.storage.blob import ContainerClient\n\ncontainer_client = ContainerClient.from_connection_string(conn, 'hearings')\n" +
        "container_client.delete_blobs(*container_client.list_blobs(name_starts_with=f'{year}/'))\n",
    ],
    [
      'scripts/purge_year.py',
      'from azure.storage.filedatalake import DataLakeServiceClient\n\n' +
        "fs = DataLakeServiceClient.from_connection_string(conn).get_file_system_client('records')\nfs.delete_directory(f'hearings/{year}')\n",
    ],
    [
      'scripts/purge_share.py',
      'from azure.storage.fileshare import ShareClient\n' +
        "share_client = ShareClient.from_connection_string(conn, 'records')\nshare_client.delete_directory('hearings')\n",
    ],
    [
      'Jobs/Purge.cs',
      'using Azure.Storage.Files.DataLake;\n\nvar fileSystemClient = service.GetFileSystemClient("records");\n' +
        'await fileSystemClient.DeleteDirectoryAsync($"hearings/{year}");\n',
    ],
    [
      'src/main/java/Purge.java',
      'import com.azure.storage.file.datalake.DataLakeFileSystemClient;\n\nclass Purge {\n  void run(DataLakeFileSystemClient fileSystemClient, int year) {\n' +
        '    fileSystemClient.deleteDirectory("hearings/" + year);\n  }\n}\n',
    ],
    [
      'scripts/purge.js',
      "const { ContainerClient } = require('@azure/storage-blob');\nconst containerClient = new ContainerClient(url, cred);\n" +
        'for await (const blob of containerClient.listBlobsFlat({ prefix: `hearings/${year}/` })) {\n  await containerClient.deleteBlob(blob.name);\n}\n',
    ],
    [
      'scripts/purge.rb',
      "require 'aws-sdk-s3'\nbucket = Aws::S3::Resource.new.bucket('court-records')\nbucket.objects(prefix: \"hearings/#{year}/\").batch_delete!\n",
    ],
    [
      'lib/purge.rb',
      'class Purge\n  def call(year)\n    storage = Shrine.storages[:store]\n    storage.delete_prefixed("hearings/#{year}/")\n  end\nend\n',
    ],
    [
      'lib/tasks/purge.rake',
      "task purge: :environment do\n  ActiveStorage::Attachment.where(record_type: 'Hearing').find_each(&:purge)\nend\n",
    ],
    [
      'scripts/purge.ts',
      "import { createClient } from '@supabase/supabase-js';\nconst supabase = createClient(url, key);\nawait supabase.storage.emptyBucket('hearings');\n",
    ],
    [
      'scripts/purge_year.py',
      "from django.core.files.storage import default_storage\n\ndirs, files = default_storage.listdir(f'hearings/{year}')\n" +
        "for name in files:\n    default_storage.delete(f'hearings/{year}/{name}')\n",
    ],
  ])('%s: %s', (path, content) => expect(written(path, content)).toBe(ANY));
});

describe('near-misses stay silent', () => {
  test.each([
    [COMMAND, command("        Storage::disk('s3')->delete($path);\n")],
    [COMMAND, command('        Storage::delete($path);\n')],
    [COMMAND, command("        $disk = Storage::disk('s3');\n        $disk->delete($path);\n")],
    [COMMAND, command("        Storage::disk('s3')->delete(['exports/a.pdf', 'exports/b.pdf']);\n")],
    [COMMAND, command("        Storage::disk('s3')->makeDirectory('hearings/' . $year);\n")],
    [COMMAND, command("        Storage::deleteDirectory('tmp/' . $id);\n")],
    [COMMAND, command("        Storage::disk('s3')->deleteDirectory('cache/' . $year);\n")],
    [COMMAND, command('        Storage::disk(\'local\')->deleteDirectory("temp/{$this->batchId}");\n')],
    [COMMAND, command('        Storage::deleteDirectory("exports/tmp/{$id}");\n')],
    [COMMAND, command("        Storage::disk('local')->deleteDirectory('livewire-tmp');\n")],
    [COMMAND, command("        Storage::disk('s3')->deleteDirectory('build/' . $sha);\n")],
    [COMMAND, command("        Storage::disk('s3')->deleteDirectory($tmpDir);\n")],
    [COMMAND, command("        foreach (Storage::allFiles('tmp/' . $run) as $file) {\n            Storage::delete($file);\n        }\n")],
    [COMMAND, command("        Storage::disk('s3')->copy($from, $to);\n        Storage::disk('s3')->directories('hearings');\n")],
    [COMMAND, command("        $this->info('Run Storage::deleteDirectory yourself');\n")],
    [
      'tests/Feature/ExportTest.php',
      "<?php\n\nclass ExportTest extends TestCase\n{\n    protected function tearDown(): void\n    {\n        Storage::fake('s3');\n" +
        "        Storage::disk('s3')->deleteDirectory('exports');\n        parent::tearDown();\n    }\n}\n",
    ],
    [
      'src/Adapter.php',
      '<?php\n\nclass NullAdapter implements FilesystemAdapter\n{\n    public function deleteDirectory(string $path): void\n    {\n    }\n}\n',
    ],
    [
      'src/storage.ts',
      "import { FileStorage } from '@flystorage/file-storage';\nexport class Wrapped {\n  async deleteDirectory(path: string): Promise<void> {\n" +
        '    await this.inner.deleteDirectory(path);\n  }\n}\n',
    ],
    [
      'scripts/one.py',
      "from google.cloud import storage\nbucket = storage.Client().bucket('b')\nbucket.blob(f'exports/{name}.pdf').delete()\n",
    ],
    [
      'scripts/list.py',
      "from google.cloud import storage\nbucket = storage.Client().bucket('b')\nfor blob in bucket.list_blobs(prefix='hearings/'):\n    print(blob.name)\n",
    ],
    [
      'scripts/clean.js',
      "const { Storage } = require('@google-cloud/storage');\nawait new Storage().bucket('b').deleteFiles({ prefix: `tmp/${run}/` });\n",
    ],
    [
      'scripts/clean.py',
      "from google.cloud import storage\nbucket = storage.Client().bucket('b')\nbucket.delete_blobs(list(bucket.list_blobs(prefix=f'cache/{run}/')))\n",
    ],
    [
      'scripts/clean.py',
      "from azure.storage.blob import ContainerClient\ncc = ContainerClient.from_connection_string(conn, 'x')\n" +
        "for blob in cc.list_blobs(name_starts_with='tmp/'):\n    cc.delete_blob(blob)\n",
    ],
    ['scripts/clean.rb', 'bucket = Aws::S3::Resource.new.bucket(\'b\')\nbucket.objects(prefix: "tmp/#{run}/").batch_delete!\n'],
    [
      'lib/tasks/cleanup.rake',
      'task cleanup: :environment do\n  ActiveStorage::Blob.unattached.where(created_at: ..2.days.ago).find_each(&:purge_later)\nend\n',
    ],
    [
      'app/controllers/avatars_controller.rb',
      'class AvatarsController < ApplicationController\n  def destroy\n    current_user.avatar.purge\n    redirect_to profile_path\n  end\nend\n',
    ],
    [
      'app/views.py',
      "from django.core.files.storage import default_storage\n\ndef remove(request, name):\n    default_storage.delete(f'uploads/{request.user.id}/{name}')\n",
    ],
    [
      'scripts/clean.py',
      "from django.core.files.storage import default_storage\n_, files = default_storage.listdir('tmp/uploads')\n" +
        "for name in files:\n    default_storage.delete('tmp/uploads/' + name)\n",
    ],
  ])('%s: %s', (path, content) => expect(written(path, content)).toBe('none'));
});
